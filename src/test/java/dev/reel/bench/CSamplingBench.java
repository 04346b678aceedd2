package dev.reel.bench;

import dev.reel.cruntime.CRuntime;
import dev.reel.io.ClipCodec;
import dev.reel.io.Loaded;
import dev.reel.model.Clip;
import dev.reel.runtime.ClipSampler;
import dev.reel.runtime.CompiledClip;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * B1 on the C runtime: the C sampler ({@code reel_clip_sample} of {@code runtimes/c/reel.h}, run by
 * {@code runtimes/c/bench/bench_sampling.c}) beside the Java one ({@link ClipSampler}) on {@link ClipSamplingBench}'s
 * workloads: the same {@link BenchTracks} clips, written with {@link ClipCodec} to a file that both runtimes load, and
 * the same frame times (playback at 1/60 s, random scrubbing), handed to the C program as their bits. Each figure is
 * taken in turns: the Java harness's median, then the C program's median (its own warm-up and timed runs, thread
 * CPU time, like the harness), {@link #TURNS} times; the medians of those are printed, the C runtime as
 * {@code reel}, the Java runtime as the peer. The C program is built for this machine's processor
 * ({@code make bench}: {@code -O3 -march=native}), as the JVM compiles the Java side for it; playback at 16 keys
 * is also printed from the portable build ({@code -O2}), as {@code c-portable-playback-16keys}. Both sides report the bits of every lane sampled and the sum the timed
 * body returns; the bench fails when they differ, so the two figures are of the same work.
 */
@Tag("bench")
@Tag("B1")
class CSamplingBench {
    private static final int TRACKS = 1_000;
    private static final double LENGTH = 10;
    private static final int FRAMES = 1_200;
    private static final int TURNS = 3;

    @TempDir
    Path temp;

    /** One workload: its figure's name, its key sets and its frame times. */
    private record Workload(String figure, BenchTracks tracks, double[] times) {
    }

    @Test
    void cSamplingBesideJava() throws Exception {
        Path program = CPrograms.program("B1", "bench_sampling");
        if (program == null) {
            return;
        }
        List<Workload> workloads = new ArrayList<>();
        for (int keys : new int[]{4, 16, 64, 256}) {
            // ClipSamplingBench's key sets and times for this key count.
            BenchTracks tracks = new BenchTracks(TRACKS, keys, LENGTH, 1234 + keys);
            Random random = new Random(keys);
            double[] playback = new double[FRAMES];
            double[] scrub = new double[FRAMES];
            for (int frame = 0; frame < FRAMES; frame++) {
                playback[frame] = (frame / 60.0) % LENGTH;
                scrub[frame] = random.nextDouble() * LENGTH;
            }
            workloads.add(new Workload("playback-" + keys + "keys", tracks, playback));
            workloads.add(new Workload("scrub-" + keys + "keys", tracks, scrub));
        }
        double[] playback = new double[FRAMES];
        for (int frame = 0; frame < FRAMES; frame++) {
            playback[frame] = (frame / 60.0) % LENGTH;
        }
        workloads.add(new Workload("playback-16keys-modes", new BenchTracks(TRACKS, 16, LENGTH, 16, 0.2, true),
                playback));
        workloads.add(new Workload("playback-16keys-nofree", new BenchTracks(TRACKS, 16, LENGTH, 99, 0), playback));
        workloads.add(new Workload("playback-16keys-allfree", new BenchTracks(TRACKS, 16, LENGTH, 99, 1), playback));
        double playback16 = 0;
        for (Workload workload : workloads) {
            double[] figures = measure(program, workload);
            Harness.report("B1", "c-" + workload.figure(), figures[0], "java", figures[1], "ns/sample",
                    workload.figure().startsWith("playback") ? ">=1" : null);
            if (workload.figure().equals("playback-16keys")) {
                playback16 = figures[0];
                // The same program built portable (-O2, as make builds reelc): no target, for the record.
                double[] portable = measure(CRuntime.portableBenchProgram("bench_sampling"), workload);
                Harness.report("B1", "c-portable-" + workload.figure(), portable[0], "java", portable[1],
                        "ns/sample", null);
            }
        }
        // Not a timing assertion: the figures are read from the BENCH lines. This only proves the C side ran.
        assertThat(playback16).isPositive();
    }

    /** The C and Java medians of one workload, ns per track sample, after checking they sample the same bits. */
    private double[] measure(Path program, Workload workload) throws Exception {
        Path clipFile = temp.resolve(workload.figure() + ".aeanim");
        Files.writeString(clipFile, ClipCodec.write(workload.tracks().toClip()));
        Path timesFile = temp.resolve(workload.figure() + ".times");
        StringBuilder times = new StringBuilder();
        for (double t : workload.times()) {
            times.append(CPrograms.hex(Double.doubleToRawLongBits(t))).append('\n');
        }
        Files.writeString(timesFile, times);
        // The Java side plays the clip as read back from the file, as the C side does.
        Loaded<Clip> loaded = ClipCodec.read(Files.readString(clipFile), clipFile.toString());
        assertThat(loaded.hasErrors()).as("the written clip reads back").isFalse();
        ClipSampler sampler = new ClipSampler(CompiledClip.compile(loaded.value()));
        double[] frameTimes = workload.times();
        long hash = CPrograms.FOLD_START;
        for (double t : frameTimes) {
            sampler.sampleAll(t);
            for (int track = 0; track < TRACKS; track++) {
                // Every B1 track is float32: one lane.
                hash = CPrograms.fold(hash, Double.doubleToRawLongBits(sampler.lane(track, 0)));
            }
        }
        String sum = CPrograms.hex(Double.doubleToRawLongBits(ClipSamplingBench.reel(sampler, frameTimes)));
        List<String> args = List.of(clipFile.toString(), timesFile.toString(),
                String.valueOf(Harness.WARM_UP_RUNS), String.valueOf(Harness.TIMED_RUNS));
        double[] c = new double[TURNS];
        double[] java = new double[TURNS];
        for (int turn = 0; turn < TURNS; turn++) {
            java[turn] = Harness.nanosPer((long) FRAMES * TRACKS, () -> ClipSamplingBench.reel(sampler, frameTimes))[0];
            Map<String, String> run = CPrograms.run(program, args);
            assertThat(run.get("hash")).as(workload.figure() + ": the C runtime's samples against the Java runtime's")
                    .isEqualTo(CPrograms.hex(hash));
            assertThat(run.get("sum")).as(workload.figure() + ": the C bench's sum against the Java bench's")
                    .isEqualTo(sum);
            c[turn] = Double.parseDouble(run.get("ns"));
        }
        return new double[]{CPrograms.median(c), CPrograms.median(java)};
    }
}
