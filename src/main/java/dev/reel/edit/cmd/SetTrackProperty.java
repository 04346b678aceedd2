package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.edit.MergeKey;
import dev.reel.model.Authority;
import dev.reel.model.Clip;
import dev.reel.model.OnEnd;
import dev.reel.model.Track;

import java.util.Objects;
import java.util.function.UnaryOperator;

/**
 * Sets one header field of a track (its node path, property, authority, onEnd, numeric or root flag), keeping
 * its keys and comments; a change that breaks the track rules (a property of another kind, root or numeric
 * where they do not apply) is refused. Typing a path or property merges into one step.
 */
public final class SetTrackProperty implements Command<Clip> {
    private final long trackId;
    private final String field;
    private final Object newValue;
    private final UnaryOperator<Track> change;

    private SetTrackProperty(long trackId, String field, Object newValue, UnaryOperator<Track> change) {
        this.trackId = trackId;
        this.field = field;
        this.newValue = newValue;
        this.change = change;
    }

    public static SetTrackProperty path(long trackId, String path) {
        Objects.requireNonNull(path, "path");
        return new SetTrackProperty(trackId, "path", path, track -> ClipParts.track(track, path, track.property(),
                track.authority(), track.onEnd(), track.root(), track.numeric()));
    }

    public static SetTrackProperty property(long trackId, String property) {
        Objects.requireNonNull(property, "property");
        return new SetTrackProperty(trackId, "property", property, track -> ClipParts.track(track, track.path(),
                property, track.authority(), track.onEnd(), track.root(), track.numeric()));
    }

    public static SetTrackProperty authority(long trackId, Authority authority) {
        Objects.requireNonNull(authority, "authority");
        return new SetTrackProperty(trackId, "authority", authority, track -> ClipParts.track(track, track.path(),
                track.property(), authority, track.onEnd(), track.root(), track.numeric()));
    }

    public static SetTrackProperty onEnd(long trackId, OnEnd onEnd) {
        Objects.requireNonNull(onEnd, "onEnd");
        return new SetTrackProperty(trackId, "onEnd", onEnd, track -> ClipParts.track(track, track.path(),
                track.property(), track.authority(), onEnd, track.root(), track.numeric()));
    }

    public static SetTrackProperty numeric(long trackId, boolean numeric) {
        return new SetTrackProperty(trackId, "numeric", numeric, track -> ClipParts.track(track, track.path(),
                track.property(), track.authority(), track.onEnd(), track.root(), numeric));
    }

    public static SetTrackProperty root(long trackId, boolean root) {
        return new SetTrackProperty(trackId, "root", root, track -> ClipParts.track(track, track.path(),
                track.property(), track.authority(), track.onEnd(), root, track.numeric()));
    }

    public long trackId() {
        return trackId;
    }

    /** Which field it sets: path, property, authority, onEnd, numeric or root. */
    public String field() {
        return field;
    }

    /** The value it sets the field to. */
    public Object newValue() {
        return newValue;
    }

    @Override
    public String label() {
        return "Set track " + field;
    }

    @Override
    public Clip apply(Clip clip) {
        return ClipParts.changeTrack(clip, trackId, track -> Require.trackRules(change.apply(track)));
    }

    @Override
    public MergeKey mergeKey() {
        return field.equals("path") || field.equals("property") ? new MergeKey("track-" + field, trackId) : null;
    }
}
