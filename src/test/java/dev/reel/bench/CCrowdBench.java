package dev.reel.bench;

import dev.reel.io.ClipCodec;
import dev.reel.io.ControllerCodec;
import dev.reel.io.Loaded;
import dev.reel.model.Clip;
import dev.reel.model.Controller;
import dev.reel.runtime.Animator;
import dev.reel.runtime.CompiledClip;
import dev.reel.runtime.CompiledController;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * B3 on the C runtime: {@link AnimatorBench}'s crowd — 10,000 animators of {@link CrowdController}'s 5-state
 * controller fed {@link AnimatorBench#input} — stepped by the C runtime ({@code runtimes/c/bench/bench_crowd.c})
 * beside the Java runtime, on one thread each. The controller and its clips are written with the project's codecs
 * to a temp folder that both runtimes load, and the input's seeded periods and offsets to a file the C program
 * reads. Taken in turns: {@link #ROUNDS_PER_TURN} Java rounds, then one run of the C program (which makes its crowd,
 * runs the same warm-up and all the rounds, and reports its medians), {@link #TURNS} times; medians are printed.
 * Every C run and the Java crowd end on the same step, and the C program's fold of its animators' state hashes must
 * equal the Java crowd's, so the two figures are of the same work. Bytes per animator: what making an animator took
 * from the C program's counting allocator (stepping takes nothing, which the program checks), beside what making one
 * and its first 600 steps allocate on the Java heap (AnimatorBench's figure).
 */
@Tag("bench")
@Tag("B3")
class CCrowdBench {
    private static final int WARM_UP_STEPS = 600;
    private static final int STEPS_PER_ROUND = 40;
    private static final int ROUNDS_PER_TURN = 7;
    private static final int TURNS = 5;

    @TempDir
    Path temp;

    @Test
    void cCrowdBesideJava() throws Exception {
        Path program = CPrograms.program("B3", "bench_crowd");
        if (program == null) {
            return;
        }
        AnimatorBench inputs = new AnimatorBench();
        CompiledController controller = writeAndRead(new CrowdController(3));
        Path inputFile = temp.resolve("inputs.txt");
        StringBuilder lines = new StringBuilder();
        for (int i = 0; i < AnimatorBench.ANIMATORS; i++) {
            lines.append(inputs.periods[i]).append(' ').append(inputs.offsets[i]).append('\n');
        }
        Files.writeString(inputFile, lines);
        List<String> args = List.of(temp.toString(), inputFile.toString(), String.valueOf(WARM_UP_STEPS),
                String.valueOf(TURNS * ROUNDS_PER_TURN), String.valueOf(STEPS_PER_ROUND));

        long before = allocatedBytes();
        Animator[] animators = new Animator[AnimatorBench.ANIMATORS];
        for (int i = 0; i < animators.length; i++) {
            animators[i] = new Animator(controller, null, AnimatorBench.DT);
        }
        int step = 1;
        for (int i = 0; i < WARM_UP_STEPS; i++) {
            inputs.stepReel(animators, step++);
        }
        double javaBytes = (allocatedBytes() - before) / (double) animators.length;

        double[] javaWall = new double[TURNS * ROUNDS_PER_TURN];
        double[] javaCpu = new double[TURNS * ROUNDS_PER_TURN];
        long javaBlending = 0;
        double[] cWall = new double[TURNS];
        double[] cCpu = new double[TURNS];
        Map<String, String> run = Map.of();
        for (int turn = 0; turn < TURNS; turn++) {
            for (int r = 0; r < ROUNDS_PER_TURN; r++) {
                int round = turn * ROUNDS_PER_TURN + r;
                long cpu = cpuTime();
                long start = System.nanoTime();
                for (int i = 0; i < STEPS_PER_ROUND; i++) {
                    inputs.stepReel(animators, step++);
                }
                javaWall[round] = (System.nanoTime() - start) / 1e6 / STEPS_PER_ROUND;
                javaCpu[round] = (cpuTime() - cpu) / 1e6 / STEPS_PER_ROUND;
                for (Animator animator : animators) {
                    javaBlending += animator.isBlending() ? 1 : 0;
                }
            }
            run = CPrograms.run(program, args);
            cWall[turn] = Double.parseDouble(run.get("ms"));
            cCpu[turn] = Double.parseDouble(run.get("cpu_ms"));
        }
        long hash = CPrograms.FOLD_START;
        for (Animator animator : animators) {
            hash = CPrograms.fold(hash, animator.stateHash());
        }
        assertThat(run.get("animators")).isEqualTo(String.valueOf(animators.length));
        assertThat(run.get("hash")).as("the C crowd's state hashes against the Java crowd's, after step " + (step - 1))
                .isEqualTo(CPrograms.hex(hash));
        assertThat(run.get("step_allocations")).as("allocations while the C crowd stepped").isEqualTo("0");
        double javaShare = 100.0 * javaBlending / ((double) javaWall.length * animators.length);
        double cWallMedian = CPrograms.median(cWall);
        double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        Harness.report("B3", "c-step-10k-animators", cWallMedian, "java", CPrograms.median(javaWall), "ms/step",
                null);
        Harness.report("B3", "c-step-10k-animators-absolute", cWallMedian, null, 0, "ms/step", "<=1");
        Harness.report("B3", "c-step-10k-animators-cpu", CPrograms.median(cCpu), "java", CPrograms.median(javaCpu),
                "cpu-ms/step", "<=1");
        Harness.report("B3", "c-bytes-per-animator", Double.parseDouble(run.get("bytes")), "java", javaBytes,
                "bytes", "<=1024");
        Harness.report("B3", "c-blending-share", Double.parseDouble(run.get("blending")), "java", javaShare, "%",
                "~10");
        System.out.println("BENCH B3 c-load-average reel=" + Harness.format(load) + " unit=load");
        // Not a timing assertion: the figures are read from the BENCH lines. This only proves the C side ran.
        assertThat(cWallMedian).isPositive();
    }

    /**
     * Writes the crowd's controller (crowd.aectrl) and its clips (each under its state's clip path) to the temp
     * folder, and compiles the controller as read back from there, as the C program reads it.
     */
    private CompiledController writeAndRead(CrowdController crowd) throws IOException {
        Path file = temp.resolve("crowd.aectrl");
        Files.writeString(file, ControllerCodec.write(crowd.controller()));
        for (String state : CrowdController.STATES) {
            Files.writeString(temp.resolve(state), ClipCodec.write(crowd.clip(state)));
        }
        Loaded<Controller> read = ControllerCodec.read(Files.readString(file), "crowd.aectrl");
        assertThat(read.hasErrors()).as("the written controller reads back").isFalse();
        return CompiledController.compile(read.value(), "crowd.aectrl", path -> {
            try {
                Loaded<Clip> clip = ClipCodec.read(Files.readString(temp.resolve(path)), path);
                assertThat(clip.hasErrors()).as("the written clip " + path + " reads back").isFalse();
                return CompiledClip.compile(clip.value());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    private static long allocatedBytes() {
        return ((com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean())
                .getThreadAllocatedBytes(Thread.currentThread().getId());
    }

    private static long cpuTime() {
        return ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    }
}
