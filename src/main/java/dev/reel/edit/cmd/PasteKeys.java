package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Authority;
import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;
import dev.reel.model.Extras;
import dev.reel.model.Ids;
import dev.reel.model.Key;
import dev.reel.model.OnEnd;
import dev.reel.model.Track;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Puts copied keys and events into a clip from a time on, as Ctrl+V at the cursor does: each key goes to the
 * clip's track of the same node path and property, and a track the clip lacks is created (with the id made
 * for it here), so a paste into another clip never fails. A pasted key replaces a key at the same time; the
 * clip grows when the paste runs past its end. Keys whose property a track of another kind already holds in
 * this clip are left out ({@link #skipped}), since one property cannot have two kinds.
 *
 * <p>Ids of the new keys, events and tracks are made when the command is made, so applying it again gives
 * the same clip and the caller can select what was pasted ({@link #pastedIds}).
 */
public final class PasteKeys implements Command<Clip> {
    private final List<CopiedKeys.Piece> pieces;
    private final List<Long> trackIds;
    private final List<ClipEvent> events;
    private final String label;

    private PasteKeys(List<CopiedKeys.Piece> pieces, List<Long> trackIds, List<ClipEvent> events, String label) {
        this.pieces = pieces;
        this.trackIds = trackIds;
        this.events = events;
        this.label = label;
    }

    /** A paste of {@code copied} with its first key or event at {@code time} (at least 0). */
    public static PasteKeys at(CopiedKeys copied, double time) {
        return at(copied, time, "Paste " + copied.size() + (copied.size() == 1 ? " key" : " keys"));
    }

    static PasteKeys at(CopiedKeys copied, double time, String label) {
        Objects.requireNonNull(copied, "copied");
        double start = Math.max(0, Require.finite(time, "the paste time"));
        List<CopiedKeys.Piece> pieces = new ArrayList<>();
        List<Long> trackIds = new ArrayList<>();
        for (CopiedKeys.Piece piece : copied.tracks()) {
            List<Key> keys = new ArrayList<>();
            for (Key key : piece.keys()) {
                keys.add(key.copyWithNewId().withTime(Times.rounded(start + key.time())));
            }
            pieces.add(new CopiedKeys.Piece(piece.path(), piece.property(), piece.kind(), keys));
            trackIds.add(Ids.next());
        }
        List<ClipEvent> events = new ArrayList<>();
        for (ClipEvent event : copied.events()) {
            events.add(new ClipEvent(Ids.next(), Times.rounded(start + event.time()), event.name(), event.payload(),
                    event.mode(), Extras.NONE));
        }
        return new PasteKeys(List.copyOf(pieces), List.copyOf(trackIds), List.copyOf(events), label);
    }

    @Override
    public String label() {
        return label;
    }

    /** The ids of the keys and events this paste adds (those it leaves out included). */
    public Set<Long> pastedIds() {
        Set<Long> ids = new LinkedHashSet<>();
        pieces.forEach(piece -> piece.keys().forEach(key -> ids.add(key.id())));
        events.forEach(event -> ids.add(event.id()));
        return ids;
    }

    /** How many keys this paste leaves out of {@code clip}: their property is held there by a track of another kind. */
    public int skipped(Clip clip) {
        int skipped = 0;
        for (CopiedKeys.Piece piece : pieces) {
            Track track = trackFor(clip, piece);
            if (track != null && track.kind() != piece.kind()) {
                skipped += piece.keys().size();
            }
        }
        return skipped;
    }

    @Override
    public Clip apply(Clip clip) {
        List<Track> tracks = new ArrayList<>(clip.tracks());
        for (int i = 0; i < pieces.size(); i++) {
            CopiedKeys.Piece piece = pieces.get(i);
            Track existing = trackFor(clip, piece);
            // A key pasted on a frame of this clip gets that frame's one time, as a key made there would.
            List<Key> keys = piece.keys().stream().map(key -> key.withTime(Times.onFrame(key.time(), clip))).toList();
            if (existing == null) {
                Track created = new Track(trackIds.get(i), piece.path(), piece.property(), piece.kind(),
                        Authority.PRESENTATION, OnEnd.AUTO, false, false, keys, Extras.NONE);
                tracks.add(Require.trackRules(created));
            } else if (existing.kind() == piece.kind()) {
                int at = tracks.indexOf(existing);
                tracks.set(at, merged(existing, keys));
            }
        }
        List<ClipEvent> allEvents = new ArrayList<>(clip.events());
        for (ClipEvent pasted : events) {
            ClipEvent event = pasted.withTime(Times.onFrame(pasted.time(), clip));
            // After the events at or before its time, as AddEvent places one, so the file order stays.
            int at = 0;
            while (at < allEvents.size() && allEvents.get(at).time() <= event.time()) {
                at++;
            }
            allEvents.add(at, event);
        }
        return Times.grown(clip.withTracks(tracks).withEvents(allEvents));
    }

    private static Track trackFor(Clip clip, CopiedKeys.Piece piece) {
        for (Track track : clip.tracks()) {
            if (track.path().equals(piece.path()) && track.property().equals(piece.property())) {
                return track;
            }
        }
        return null;
    }

    private static Track merged(Track track, List<Key> pasted) {
        List<Key> keys = new ArrayList<>(pasted);
        for (Key key : track.keys()) {
            if (pasted.stream().noneMatch(other -> Math.abs(other.time() - key.time()) < Times.SAME)) {
                keys.add(key);
            }
        }
        return track.withKeys(ClipParts.sorted(keys));
    }
}
