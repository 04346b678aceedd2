package dev.reel.runtime;

import dev.reel.model.Kind;
import dev.reel.model.Value;

/** Reads a player's per-track values for reports and computes its state hash (fields: {@link ClipPlayer}). */
final class PlayerValues {
    private static final long HASH_TAG = 0x5245454C504C4159L;

    private PlayerValues() {
    }

    /** The state hash of {@code player} as it is now, over the fields listed on {@link ClipPlayer}. */
    static long hash(ClipPlayer player) {
        // On a long, not an Fnv64 accumulator: it runs on every step, and must leave no garbage (AnimatorHash).
        CompiledClip clip = player.clip();
        long h = Fnv64.mix(Fnv64.OFFSET_BASIS, HASH_TAG);
        h = Fnv64.mix(h, player.isPlaying() ? 1 : 0);
        h = Fnv64.mix(h, player.isPaused() ? 1 : 0);
        h = Fnv64.mix(h, clip == null ? 0 : clip.contentHash());
        h = Fnv64.mix(h, clip == null ? 0 : player.loopMode().ordinal());
        h = Fnv64.mix(h, player.runDomain().ordinal());
        h = Fnv64.mixDouble(h, player.speed());
        h = Fnv64.mixDouble(h, player.position());
        h = Fnv64.mix(h, player.cycle());
        h = Fnv64.mixDouble(h, player.time());
        int count = player.bound() == null ? 0 : clip.trackCount();
        h = Fnv64.mix(h, count);
        for (int index = 0; index < count; index++) {
            h = hash(player, index, h);
        }
        return player.target instanceof PosedTarget posed ? Fnv64.mix(h, posed.poseHash()) : h;
    }

    /** The value track {@code index} shows: restored, or sampled at the last step; null before any Play or for a track with no keys. */
    static Value value(ClipPlayer player, int index) {
        CompiledClip clip = player.clip();
        BoundClip bound = player.bound();
        if (bound == null || clip.track(index).isEmpty()) {
            return null;
        }
        TrackBindings bindings = bound.bindings;
        ClipSampler sampler = bound.stepSampler;
        if (bindings.isRestored(index)) {
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

    /** Lane {@code lane} of what {@link #value} gives, without making it: 0 where that is null or a text. */
    static double lane(ClipPlayer player, int index, int lane) {
        CompiledClip clip = player.clip();
        BoundClip bound = player.bound();
        if (bound == null || clip.track(index).isEmpty() || TrackBindings.isText(clip.track(index).kind())) {
            return 0;
        }
        double[] values = bound.bindings.isRestored(index) ? bound.bindings.restoreNumbers()
                : bound.stepSampler.values();
        return values[clip.offset(index) + lane];
    }

    /** The text of what {@link #value} gives for an enum or asset track, else null. */
    static String text(ClipPlayer player, int index) {
        CompiledClip clip = player.clip();
        BoundClip bound = player.bound();
        if (bound == null || clip.track(index).isEmpty() || !TrackBindings.isText(clip.track(index).kind())) {
            return null;
        }
        if (bound.bindings.isRestored(index)) {
            return bound.bindings.restoreText(index);
        }
        return clip.text((int) bound.stepSampler.values()[clip.offset(index)]);
    }

    private static long hash(ClipPlayer player, int index, long hash) {
        CompiledClip clip = player.clip();
        TrackBindings bindings = player.bound().bindings;
        boolean restored = bindings.isRestored(index);
        long h = Fnv64.mix(hash, bindings.isOn(index) ? 1 : 0);
        CompiledTrack track = clip.track(index);
        int offset = clip.offset(index);
        double[] values = restored ? bindings.restoreNumbers() : player.bound().stepSampler.values();
        if (TrackBindings.isText(track.kind())) {
            if (restored) {
                return Fnv64.mix(h, Fnv64.of(bindings.restoreText(index)));
            }
            return Fnv64.mix(h, track.isEmpty() ? 0 : clip.textHash((int) values[offset]));
        }
        for (int lane = 0; lane < track.lanes(); lane++) {
            h = Fnv64.mixDouble(h, values[offset + lane]);
        }
        return h;
    }
}
