package dev.reel.bench;

import dev.reel.runtime.ClipSampler;
import dev.reel.runtime.CompiledClip;
import javafx.animation.Interpolator;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * B1: nanoseconds per track sample, 1,000 float tracks of 4, 16, 64 and 256 keys over 10 s with mixed
 * interpolations ({@link BenchTracks}), in playback (every track at t = frame / 60, looping) and in random
 * scrubbing; at 16 keys also with no free handles (no time solves), with every bezier key free, and with the
 * handle modes mixed (aligned and flat bezier keys, constant sides stepping; {@code playback-16keys-modes}). Reel ({@link ClipSampler}: cursors, compiled segments) beside a Godot-style sampler (binary
 * search per sample, 10 bisections per bezier) and the same sampler solving bezier segments with JavaFX's
 * {@code Interpolator.SPLINE}.
 */
@Tag("bench")
@Tag("B1")
class ClipSamplingBench {
    private static final int TRACKS = 1_000;
    private static final double LENGTH = 10;
    private static final int FRAMES = 1_200;

    @Test
    void samplingNanosecondsPerTrackSample() {
        double playback16Reel = 0;
        double playback16Peer = 0;
        // The handle modes first: a disagreement with the peer shows before the long runs.
        BenchTracks mixed = new BenchTracks(TRACKS, 16, LENGTH, 16, 0.2, true);
        ClipSampler modesSampler = new ClipSampler(CompiledClip.compile(mixed.toClip()));
        double[] modeTimes = new double[FRAMES];
        Random modeRandom = new Random(16);
        for (int frame = 0; frame < FRAMES; frame++) {
            modeTimes[frame] = (frame / 60.0) % LENGTH;
        }
        double[] modeScrub = new double[FRAMES];
        for (int frame = 0; frame < FRAMES; frame++) {
            modeScrub[frame] = modeRandom.nextDouble() * LENGTH;
        }
        // Aligned handles may leave the segment's value range, which JavaFX's SPLINE cannot hold: Godot only.
        checkSamplersAgree(mixed, modesSampler, null, modeScrub);
        double[] modeNanos = Harness.nanosPer((long) FRAMES * TRACKS, () -> reel(modesSampler, modeTimes),
                () -> godotStyle(mixed, modeTimes));
        Harness.report("B1", "playback-16keys-modes", modeNanos[0], "godot-style", modeNanos[1], "ns/sample", ">=3");
        for (int keys : new int[]{4, 16, 64, 256}) {
            BenchTracks tracks = new BenchTracks(TRACKS, keys, LENGTH, 1234 + keys);
            CompiledClip clip = CompiledClip.compile(tracks.toClip());
            ClipSampler sampler = new ClipSampler(clip);
            Interpolator[][] splines = tracks.splines();
            double[] playbackTimes = new double[FRAMES];
            double[] scrubTimes = new double[FRAMES];
            Random random = new Random(keys);
            for (int frame = 0; frame < FRAMES; frame++) {
                playbackTimes[frame] = (frame / 60.0) % LENGTH;
                scrubTimes[frame] = random.nextDouble() * LENGTH;
            }
            checkSamplersAgree(tracks, sampler, splines, scrubTimes);
            long samples = (long) FRAMES * TRACKS;
            for (String mode : new String[]{"playback", "scrub"}) {
                double[] frameTimes = mode.equals("playback") ? playbackTimes : scrubTimes;
                double[] nanos = Harness.nanosPer(samples, () -> reel(sampler, frameTimes),
                        () -> godotStyle(tracks, frameTimes), () -> javaFx(tracks, splines, frameTimes));
                double reel = nanos[0];
                double godot = nanos[1];
                double javaFx = nanos[2];
                String figure = mode + "-" + keys + "keys";
                boolean targeted = mode.equals("playback");
                Harness.report("B1", figure, reel, "godot-style", godot, "ns/sample", targeted ? ">=3" : null);
                Harness.report("B1", figure, reel, "javafx-spline", javaFx, "ns/sample", null);
                if (mode.equals("playback") && keys == 16) {
                    playback16Reel = reel;
                    playback16Peer = godot;
                    Harness.report("B1", "playback-16keys-absolute", reel, null, 0, "ns/sample", "<=10");
                }
            }
        }
        for (double freeShare : new double[]{0, 1}) {
            BenchTracks tracks = new BenchTracks(TRACKS, 16, LENGTH, 99, freeShare);
            ClipSampler sampler = new ClipSampler(CompiledClip.compile(tracks.toClip()));
            double[] frameTimes = new double[FRAMES];
            for (int frame = 0; frame < FRAMES; frame++) {
                frameTimes[frame] = (frame / 60.0) % LENGTH;
            }
            double[] nanos = Harness.nanosPer((long) FRAMES * TRACKS, () -> reel(sampler, frameTimes),
                    () -> godotStyle(tracks, frameTimes));
            Harness.report("B1", "playback-16keys-" + (freeShare == 0 ? "nofree" : "allfree"), nanos[0],
                    "godot-style", nanos[1], "ns/sample", null);
        }
        // Not a timing assertion: the figures are read from the BENCH lines. This only proves both ran.
        assertThat(playback16Reel).isPositive();
        assertThat(playback16Peer).isPositive();
    }

    /**
     * Reel samples a frame into its buffer; the checksum then reads the whole buffer with four sums side by
     * side: one chain of 1,000 dependent additions would cost more than a nanosecond per sample by itself and
     * measure the bench's own checksum, not sampling (the peers' single additions hide behind their searches).
     */
    static double reel(ClipSampler sampler, double[] frameTimes) {
        double sum0 = 0;
        double sum1 = 0;
        double sum2 = 0;
        double sum3 = 0;
        double[] values = sampler.values();
        int whole = values.length & ~3;
        for (double t : frameTimes) {
            sampler.sampleAll(t);
            for (int i = 0; i < whole; i += 4) {
                sum0 += values[i];
                sum1 += values[i + 1];
                sum2 += values[i + 2];
                sum3 += values[i + 3];
            }
            for (int i = whole; i < values.length; i++) {
                sum0 += values[i];
            }
        }
        return sum0 + sum1 + sum2 + sum3;
    }

    private static double godotStyle(BenchTracks tracks, double[] frameTimes) {
        double sum = 0;
        for (double t : frameTimes) {
            for (int track = 0; track < TRACKS; track++) {
                sum += tracks.sampleGodotStyle(track, t);
            }
        }
        return sum;
    }

    private static double javaFx(BenchTracks tracks, Interpolator[][] splines, double[] frameTimes) {
        double sum = 0;
        for (double t : frameTimes) {
            for (int track = 0; track < TRACKS; track++) {
                sum += tracks.sampleJavaFx(splines, track, t);
            }
        }
        return sum;
    }

    /** The three samplers play the same curves: they agree to within the peers' own solve error. */
    private static void checkSamplersAgree(BenchTracks tracks, ClipSampler sampler, Interpolator[][] splines,
                                           double[] times) {
        double worstGodot = 0;
        double worstJavaFx = 0;
        for (int i = 0; i < 50; i++) {
            sampler.sampleAll(times[i]);
            for (int track = 0; track < TRACKS; track++) {
                double reel = sampler.lane(track, 0);
                worstGodot = Math.max(worstGodot, Math.abs(reel - tracks.sampleGodotStyle(track, times[i])));
                if (splines != null) {
                    worstJavaFx = Math.max(worstJavaFx,
                            Math.abs(reel - tracks.sampleJavaFx(splines, track, times[i])));
                }
            }
        }
        assertThat(worstGodot).as("Reel against the Godot-style sampler").isLessThan(0.05);
        assertThat(worstJavaFx).as("Reel against JavaFX SPLINE").isLessThan(0.05);
    }
}
