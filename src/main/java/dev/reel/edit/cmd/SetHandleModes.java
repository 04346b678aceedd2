package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Clip;
import dev.reel.model.Key;
import dev.reel.model.TangentMode;
import dev.reel.model.Track;
import dev.reel.model.Value;
import dev.reel.runtime.KeyHandles;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Sets the handle mode of one side, or both, of many keys at once (the curve editor's and the dope sheet's
 * handle menu). A side turned {@code free} or {@code aligned} starts from the handle it played before, so the
 * curve does not jump; an {@code aligned} side is then written in line with its key's other side, as it plays
 * (so the file holds collinear handles). A side of another mode drops its written handle. Keys of tracks that
 * do not interpolate (bool, enum, asset, stepping int32) are left alone.
 */
public record SetHandleModes(Set<Long> keyIds, Side side, TangentMode mode) implements Command<Clip> {

    /** Which side of each key changes. */
    public enum Side {
        IN, OUT, BOTH;

        boolean in() {
            return this != OUT;
        }

        boolean out() {
            return this != IN;
        }
    }

    public SetHandleModes {
        keyIds = Set.copyOf(keyIds);
        Objects.requireNonNull(side, "side");
        Objects.requireNonNull(mode, "mode");
    }

    @Override
    public String label() {
        return "Set handles to " + mode.word() + " on " + keyIds.size() + (keyIds.size() == 1 ? " key" : " keys");
    }

    @Override
    public Clip apply(Clip clip) {
        for (long keyId : keyIds) {
            ClipParts.trackOfKey(clip, keyId);
        }
        List<Track> tracks = new ArrayList<>(clip.tracks().size());
        for (Track track : clip.tracks()) {
            boolean touched = track.kind().isNumeric()
                    && track.keys().stream().anyMatch(key -> keyIds.contains(key.id()));
            tracks.add(touched ? changed(track) : track);
        }
        return clip.withTracks(tracks);
    }

    private Track changed(Track track) {
        KeyHandles before = KeyHandles.of(track);
        List<Key> keys = new ArrayList<>(before.count());
        boolean aligned = false;
        for (int i = 0; i < before.count(); i++) {
            Key key = before.key(i);
            if (!keyIds.contains(key.id())) {
                keys.add(key);
                continue;
            }
            TangentMode in = side.in() ? mode : key.inTangent();
            TangentMode out = side.out() ? mode : key.outTangent();
            Value.Vec inHandle = !in.written() ? null : side.in() ? before.in(i) : key.in();
            Value.Vec outHandle = !out.written() ? null : side.out() ? before.out(i) : key.out();
            keys.add(key.withTangents(in, out, inHandle, outHandle));
            aligned |= in == TangentMode.ALIGNED || out == TangentMode.ALIGNED;
        }
        Track next = track.withKeys(keys);
        if (!aligned) {
            return next;
        }
        KeyHandles played = KeyHandles.of(next);
        for (int i = 0; i < played.count(); i++) {
            Key key = keys.get(i);
            if (keyIds.contains(key.id())) {
                keys.set(i, key.withTangents(key.inTangent(), key.outTangent(),
                        key.inTangent().written() ? played.in(i) : null,
                        key.outTangent().written() ? played.out(i) : null));
            }
        }
        return track.withKeys(keys);
    }
}
