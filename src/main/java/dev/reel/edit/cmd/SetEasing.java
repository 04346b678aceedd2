package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Clip;
import dev.reel.model.IdSet;
import dev.reel.model.Interp;
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
 * Shapes the segment that starts at each of the given keys with an easing preset. Linear and constant set the
 * interpolation; the eases make it bezier and set the free handles of that key's {@code out} and the next
 * key's {@code in} so the segment follows the classic curves exactly where they are cubic: ease in is
 * {@code t²}, ease out {@code t(2 − t)}, ease in-out flat at both ends with the slope 2 of the two joined
 * quadratics at its middle. The other handles of the two keys keep the shape they had (a key turned free
 * keeps its auto or linear handles as numbers), so neighbouring segments do not move.
 */
public record SetEasing(Set<Long> keyIds, Preset preset) implements Command<Clip> {

    /** The easing presets of the dope sheet's key menu. */
    public enum Preset {
        LINEAR("Linear"), EASE_IN("Ease In"), EASE_OUT("Ease Out"), EASE_IN_OUT("Ease In-Out"), CONSTANT("Constant");

        private final String title;

        Preset(String title) {
            this.title = title;
        }

        /** The name a menu shows. */
        public String title() {
            return title;
        }
    }

    public SetEasing {
        keyIds = ClipParts.idSet(keyIds);
        Objects.requireNonNull(preset, "preset");
    }

    @Override
    public String label() {
        return preset.title() + " on " + keyIds.size() + (keyIds.size() == 1 ? " key" : " keys");
    }

    @Override
    public Clip apply(Clip clip) {
        ClipParts.requireKeys(clip, keyIds);
        List<Track> tracks = new ArrayList<>(clip.tracks().size());
        for (Track track : clip.tracks()) {
            tracks.add(track.holdsAnyOf((IdSet) keyIds) ? eased(track) : track);
        }
        return clip.withTracks(tracks);
    }

    private Track eased(Track track) {
        KeyHandles handles = KeyHandles.of(track);
        int count = handles.count();
        List<Key> keys = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            keys.add(handles.key(i));
        }
        boolean shapes = track.kind().isNumeric() && preset != Preset.LINEAR && preset != Preset.CONSTANT;
        double[][] ins = new double[count][];
        double[][] outs = new double[count][];
        for (int i = 0; i < count; i++) {
            Key key = keys.get(i);
            if (!keyIds.contains(key.id())) {
                continue;
            }
            keys.set(i, key.withInterp(switch (preset) {
                case LINEAR -> Interp.LINEAR;
                case CONSTANT -> Interp.STEP;
                default -> Interp.BEZIER;
            }));
            if (shapes && i + 1 < count && handles.time(i + 1) > handles.time(i)) {
                shape(handles, i, outs, ins);
            }
        }
        for (int i = 0; i < count; i++) {
            if (ins[i] != null || outs[i] != null) {
                Value.Vec in = ins[i] != null ? new Value.Vec(ins[i]) : handles.in(i);
                Value.Vec out = outs[i] != null ? new Value.Vec(outs[i]) : handles.out(i);
                keys.set(i, keys.get(i).withTangent(TangentMode.FREE, in, out));
            }
        }
        return track.withKeys(keys);
    }

    /** Sets the out handle of key {@code i} and the in handle of key {@code i + 1}, every lane. */
    private void shape(KeyHandles handles, int i, double[][] outs, double[][] ins) {
        int lanes = handles.lanes();
        double span = handles.time(i + 1) - handles.time(i);
        double[] out = outs[i] != null ? outs[i] : handles.out(i).lanes();
        double[] in = ins[i + 1] != null ? ins[i + 1] : handles.in(i + 1).lanes();
        for (int lane = 0; lane < lanes; lane++) {
            double rise = handles.value(i + 1, lane) - handles.value(i, lane);
            switch (preset) {
                case EASE_IN -> {
                    set(out, lane, span / 3, 0);
                    set(in, lane, -span / 3, -2 * rise / 3);
                }
                case EASE_OUT -> {
                    set(out, lane, span / 3, 2 * rise / 3);
                    set(in, lane, -span / 3, 0);
                }
                default -> {
                    set(out, lane, span / 2, 0);
                    set(in, lane, -span / 2, 0);
                }
            }
        }
        outs[i] = out;
        ins[i + 1] = in;
    }

    private static void set(double[] handle, int lane, double time, double value) {
        handle[2 * lane] = time;
        handle[2 * lane + 1] = value;
    }
}
