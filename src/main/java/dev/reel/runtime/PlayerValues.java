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
        CompiledClip clip = player.clip();
        Fnv64 fnv = new Fnv64();
        fnv.addLong(HASH_TAG).addBoolean(player.isPlaying()).addBoolean(player.isPaused())
                .addLong(clip == null ? 0 : clip.contentHash())
                .addInt(clip == null ? 0 : player.loopMode().ordinal()).addInt(player.runDomain().ordinal())
                .addDouble(player.speed()).addDouble(player.position()).addInt(player.cycle())
                .addDouble(player.time());
        int count = player.bound() == null ? 0 : clip.trackCount();
        fnv.addInt(count);
        for (int index = 0; index < count; index++) {
            hash(player, index, fnv);
        }
        return fnv.value();
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

    private static void hash(ClipPlayer player, int index, Fnv64 fnv) {
        CompiledClip clip = player.clip();
        TrackBindings bindings = player.bound().bindings;
        boolean restored = bindings.isRestored(index);
        fnv.addBoolean(bindings.isOn(index));
        CompiledTrack track = clip.track(index);
        int offset = clip.offset(index);
        double[] values = restored ? bindings.restoreNumbers() : player.bound().stepSampler.values();
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
