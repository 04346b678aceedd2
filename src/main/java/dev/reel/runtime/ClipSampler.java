package dev.reel.runtime;

import dev.reel.model.Kind;
import dev.reel.model.Value;

/**
 * Samples a {@link CompiledClip} at clip times into one preallocated buffer, keeping a cursor per track so
 * that playback costs O(1) per track and a jump (scrubbing) O(log keys). One sampler belongs to one user
 * (a player, a scrubbing view); the clip it reads is shared.
 */
public final class ClipSampler {
    private final CompiledClip clip;
    private final int[] cursors;
    private final double[] values;

    public ClipSampler(CompiledClip clip) {
        this.clip = clip;
        this.cursors = new int[clip.trackCount()];
        this.values = new double[clip.valueSize()];
    }

    public CompiledClip clip() {
        return clip;
    }

    /** Samples every track at clip time {@code t}. */
    public void sampleAll(double t) {
        for (int index = 0; index < cursors.length; index++) {
            cursors[index] = clip.track(index).sample(t, cursors[index], values, clip.offset(index));
        }
    }

    /** Samples track {@code index} at clip time {@code t}. */
    public void sample(int index, double t) {
        cursors[index] = clip.track(index).sample(t, cursors[index], values, clip.offset(index));
    }

    /** The buffer: track {@code i}'s lanes start at {@link CompiledClip#offset(int)}. Read it, do not keep it. */
    public double[] values() {
        return values;
    }

    /** Lane {@code lane} of track {@code index} as last sampled. */
    public double lane(int index, int lane) {
        return values[clip.offset(index) + lane];
    }

    /** Track {@code index} as last sampled, as a model value (allocates: for reports and tests, not per frame). */
    public Value value(int index) {
        return valueOf(clip, index, values, clip.offset(index));
    }

    static Value valueOf(CompiledClip clip, int index, double[] buffer, int offset) {
        CompiledTrack track = clip.track(index);
        Kind kind = track.kind();
        return switch (kind) {
            case FLOAT32, INT32 -> new Value.Num(buffer[offset]);
            case BOOL -> new Value.Bool(buffer[offset] != 0);
            case ENUM -> new Value.Symbol(clip.text((int) buffer[offset]));
            case ASSET_REF -> new Value.Asset(clip.text((int) buffer[offset]));
            default -> {
                double[] lanes = new double[track.lanes()];
                System.arraycopy(buffer, offset, lanes, 0, lanes.length);
                yield new Value.Vec(lanes);
            }
        };
    }
}
