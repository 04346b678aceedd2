package dev.reel.model;

import java.util.List;

/**
 * An animation clip, the contents of an {@code .aeanim} file.
 *
 * @param version   the file format version (1)
 * @param length    seconds
 * @param loop      once (default), loop or pingPong
 * @param flipbooks sprite frames, in file order
 * @param tracks    keyed properties, in file order
 * @param events    in file order
 * @param extras    of the {@code anim} node; file-level comments and unknown top-level nodes are in
 *                  {@code fileExtras}
 * @param rig       the project asset path of the {@code .aerig} rig the clip animates ({@code rig=asset(...)}), or
 *                  null for a clip that animates nodes
 */
public record Clip(int version, double length, LoopMode loop, List<Flipbook> flipbooks, List<Track> tracks,
                   List<ClipEvent> events, Extras extras, Extras fileExtras, String rig) {

    public Clip {
        flipbooks = List.copyOf(flipbooks);
        tracks = List.copyOf(tracks);
        events = List.copyOf(events);
    }

    /** A clip that animates nodes, not a rig. */
    public Clip(int version, double length, LoopMode loop, List<Flipbook> flipbooks, List<Track> tracks,
                List<ClipEvent> events, Extras extras, Extras fileExtras) {
        this(version, length, loop, flipbooks, tracks, events, extras, fileExtras, null);
    }

    /** An empty clip of the given length and loop mode. */
    public static Clip empty(double length, LoopMode loop) {
        return new Clip(1, length, loop, List.of(), List.of(), List.of(), Extras.NONE, Extras.NONE);
    }

    public Clip withLength(double newLength) {
        return new Clip(version, newLength, loop, flipbooks, tracks, events, extras, fileExtras, rig);
    }

    public Clip withLoop(LoopMode newLoop) {
        return new Clip(version, length, newLoop, flipbooks, tracks, events, extras, fileExtras, rig);
    }

    public Clip withTracks(List<Track> newTracks) {
        return new Clip(version, length, loop, flipbooks, newTracks, events, extras, fileExtras, rig);
    }

    public Clip withFlipbooks(List<Flipbook> newFlipbooks) {
        return new Clip(version, length, loop, newFlipbooks, tracks, events, extras, fileExtras, rig);
    }

    public Clip withEvents(List<ClipEvent> newEvents) {
        return new Clip(version, length, loop, flipbooks, tracks, newEvents, extras, fileExtras, rig);
    }

    /** The same clip animating the rig at {@code newRig} (null: nodes). */
    public Clip withRig(String newRig) {
        return new Clip(version, length, loop, flipbooks, tracks, events, extras, fileExtras, newRig);
    }

    /** The track with this id, or null. */
    public Track track(long trackId) {
        for (Track track : tracks) {
            if (track.id() == trackId) {
                return track;
            }
        }
        return null;
    }
}
