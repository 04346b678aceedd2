package dev.reel.runtime;

import dev.reel.model.Kind;
import dev.reel.model.Value;

/** Reads a player's per-track values for reports and folds them into its state hash. */
final class PlayerValues {
    private PlayerValues() {
    }

    /** The value track {@code index} shows: restored, or sampled at the last step; null before any Play or for a track with no keys. */
    static Value value(ClipPlayer player, int index) {
        CompiledClip clip = player.clip();
        TrackBindings bindings = player.bindings();
        ClipSampler sampler = player.stepSampler();
        if (clip == null || sampler == null || sampler.clip() != clip || clip.track(index).isEmpty()) {
            return null;
        }
        if (bindings != null && bindings.isRestored(index)) {
            Kind kind = clip.track(index).kind();
            if (kind == Kind.ENUM) {
                return new Value.Symbol(bindings.restoreText(index));
            }
            if (kind == Kind.ASSET_REF) {
                return new Value.Asset(bindings.restoreText(index));
            }
            return ClipSampler.valueOf(clip, index, bindings.restoreNumbers(), clip.offset(index));
        }
        return sampler.value(index);
    }

    static void hash(ClipPlayer player, int index, Fnv64 fnv) {
        CompiledClip clip = player.clip();
        TrackBindings bindings = player.bindings();
        boolean restored = bindings != null && bindings.isRestored(index);
        fnv.addBoolean(bindings != null && bindings.isOn(index));
        CompiledTrack track = clip.track(index);
        int offset = clip.offset(index);
        double[] values = restored ? bindings.restoreNumbers() : player.stepSampler().values();
        if (TrackBindings.isText(track.kind())) {
            if (restored) {
                fnv.addLong(Fnv64.of(bindings.restoreText(index)));
            } else {
                fnv.addLong(track.isEmpty() ? 0 : clip.textHash((int) values[offset]));
            }
            return;
        }
        for (int lane = 0; lane < track.lanes(); lane++) {
            fnv.addDouble(values[offset + lane]);
        }
    }
}
