package dev.reel.bench;

import dev.reel.runtime.Animator;
import dev.reel.runtime.CompiledController;
import dev.reel.runtime.LayeredAnimator;
import dev.reel.testing.ChildRun;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * B3: 10,000 animators of a 5-state controller with 8 tracks per clip ({@link CrowdController}), their
 * parameters changing so that about a tenth of them blend at any step; milliseconds per fixed step on one
 * thread and bytes per animator (what creating one allocates; the controller, its clips and the per-thread
 * sampling workspace are shared and left out), beside the {@code 004_*} seed's design ({@link NaiveCrowd}) fed
 * the same inputs. A second figure runs the crowd as a 1D Locomotion tree of three motions plus an override layer
 * masked to the arm and head ({@link LayeredCrowdController}), beside the baseline extended the same way
 * ({@link NaiveLayeredCrowd}).
 */
@Tag("bench")
@Tag("B3")
class AnimatorBench {
    static final int ANIMATORS = 10_000;
    static final double DT = 1.0 / 60;
    /*
     * Short rounds, Reel's and the baseline's in turn: the machine is shared and its speed drifts over seconds,
     * so both should be timed under the same conditions, many times; medians are taken.
     */
    private static final int REEL_STEPS = 40;
    private static final int NAIVE_STEPS = 4;
    private static final int ROUNDS = 31;

    /** Per animator: how often its input changes and where in that period it starts. */
    final int[] periods = new int[ANIMATORS];
    final int[] offsets = new int[ANIMATORS];

    AnimatorBench() {
        java.util.Random random = new java.util.Random(11);
        for (int i = 0; i < ANIMATORS; i++) {
            periods[i] = 90 + random.nextInt(60);
            offsets[i] = random.nextInt(1_000);
        }
    }

    /**
     * The game's input to animator {@code i} before step {@code step}: every period one change — walk, run,
     * walk, stop, attack, jump (landing 20 steps later) — else nothing (-1). 0..5 are those changes, 6 lands.
     */
    int input(int i, int step) {
        int tick = step + offsets[i];
        int period = periods[i];
        if (tick % period == 0) {
            return (tick / period) % 6;
        }
        if (tick % period == 20 && (tick / period) % 6 == 5) {
            return 6;
        }
        return -1;
    }

    void stepReel(Animator[] animators, int step) {
        for (int i = 0; i < animators.length; i++) {
            Animator animator = animators[i];
            switch (input(i, step)) {
                case 0, 2 -> animator.setFloat(0, 1.5);
                case 1 -> animator.setFloat(0, 4);
                case 3 -> animator.setFloat(0, 0);
                case 4 -> animator.setTrigger(2);
                case 5 -> animator.setBool(1, false);
                case 6 -> animator.setBool(1, true);
                default -> {
                }
            }
            animator.step();
        }
    }

    private void stepNaive(NaiveCrowd.Character[] characters, int step) {
        for (int i = 0; i < characters.length; i++) {
            NaiveCrowd.Character character = characters[i];
            switch (input(i, step)) {
                case 0, 2 -> character.set("Speed", 1.5f);
                case 1 -> character.set("Speed", 4f);
                case 3 -> character.set("Speed", 0f);
                case 4 -> character.set("Attack", 1f);
                case 5 -> character.set("Grounded", 0f);
                case 6 -> character.set("Grounded", 1f);
                default -> {
                }
            }
            character.update((float) DT);
        }
    }

    private static long allocatedBytes() {
        return ((com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean())
                .getThreadAllocatedBytes(Thread.currentThread().getId());
    }

    private static long cpuTime() {
        return ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    }

    /** Medians of a crowd's timed rounds, in ms per step: wall and CPU time of Reel's and of the baseline's. */
    private record Medians(double reel, double naive, double reelCpu, double naiveCpu) {
    }

    /**
     * Times {@link #ROUNDS} rounds, each {@code reelSteps} calls of {@code reel} then {@code naiveSteps} of
     * {@code naive} (one fixed step of the whole crowd each), then {@code afterRound}; the medians per step.
     */
    private static Medians rounds(int reelSteps, Runnable reel, int naiveSteps, Runnable naive, Runnable afterRound) {
        double[] reelTimes = new double[ROUNDS];
        double[] naiveTimes = new double[ROUNDS];
        double[] reelCpu = new double[ROUNDS];
        double[] naiveCpu = new double[ROUNDS];
        for (int round = 0; round < ROUNDS; round++) {
            long cpu = cpuTime();
            long start = System.nanoTime();
            for (int i = 0; i < reelSteps; i++) {
                reel.run();
            }
            reelTimes[round] = (System.nanoTime() - start) / 1e6 / reelSteps;
            reelCpu[round] = (cpuTime() - cpu) / 1e6 / reelSteps;
            cpu = cpuTime();
            start = System.nanoTime();
            for (int i = 0; i < naiveSteps; i++) {
                naive.run();
            }
            naiveTimes[round] = (System.nanoTime() - start) / 1e6 / naiveSteps;
            naiveCpu[round] = (cpuTime() - cpu) / 1e6 / naiveSteps;
            afterRound.run();
        }
        return new Medians(median(reelTimes), median(naiveTimes), median(reelCpu), median(naiveCpu));
    }

    private static double median(double[] values) {
        Arrays.sort(values);
        return values[values.length / 2];
    }

    private static long usedHeap() {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        Runtime runtime = Runtime.getRuntime();
        return runtime.totalMemory() - runtime.freeMemory();
    }

    @Test
    void tenThousandAnimatorsPerFixedStep() {
        Medians medians = crowd("");
        // Not a timing assertion: the figures are read from the BENCH lines. This only proves both ran.
        assertThat(medians.reel()).isPositive();
        assertThat(medians.naive()).isPositive();
    }

    /** The flat crowd's figures, printed with {@code suffix} after each figure's name. */
    Medians crowd(String suffix) {
        CrowdController crowd = new CrowdController(3);
        CompiledController controller = crowd.compile();
        new Animator(controller, null, DT).step();
        // Bytes per animator: what making one allocates plus what its first 600 steps do (an animator makes
        // its blend's parts on its first blend), and the heap they hold after those steps.
        int reelStep = 1;
        long heapBefore = usedHeap();
        long before = allocatedBytes();
        Animator[] animators = new Animator[ANIMATORS];
        for (int i = 0; i < ANIMATORS; i++) {
            animators[i] = new Animator(controller, null, DT);
        }
        // Warm up, and let the crowd spread over its states.
        for (int i = 0; i < 600; i++) {
            stepReel(animators, reelStep++);
        }
        double reelBytes = (allocatedBytes() - before) / (double) ANIMATORS;
        double reelHeap = (usedHeap() - heapBefore) / (double) ANIMATORS;

        NaiveCrowd naive = new NaiveCrowd(crowd);
        heapBefore = usedHeap();
        before = allocatedBytes();
        NaiveCrowd.Character[] characters = new NaiveCrowd.Character[ANIMATORS];
        for (int i = 0; i < ANIMATORS; i++) {
            characters[i] = naive.new Character();
        }
        double naiveBytes = (allocatedBytes() - before) / (double) ANIMATORS;
        double naiveHeap = (usedHeap() - heapBefore) / (double) ANIMATORS;

        int[] steps = {reelStep, 1};
        for (int i = 0; i < 120; i++) {
            stepNaive(characters, steps[1]++);
        }
        long[] blending = new long[2];
        Medians medians = rounds(REEL_STEPS, () -> stepReel(animators, steps[0]++),
                NAIVE_STEPS, () -> stepNaive(characters, steps[1]++), () -> {
                    for (Animator animator : animators) {
                        blending[0] += animator.isBlending() ? 1 : 0;
                    }
                    for (NaiveCrowd.Character character : characters) {
                        blending[1] += character.blending() ? 1 : 0;
                    }
                });
        double reel = medians.reel();
        double peer = medians.naive();
        double share = 100.0 * blending[0] / ((long) ROUNDS * ANIMATORS);
        double naiveShare = 100.0 * blending[1] / ((long) ROUNDS * ANIMATORS);
        double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        String ratio = suffix.isEmpty() ? ">=12" : ">=10";
        Harness.report("B3", "step-10k-animators" + suffix, reel, "naive-004", peer, "ms/step", ratio);
        Harness.report("B3", "step-10k-animators-absolute" + suffix, reel, null, 0, "ms/step", "<=3");
        // The machine is shared: the thread's CPU time leaves out the time it waited for a core.
        Harness.report("B3", "step-10k-animators-cpu" + suffix, medians.reelCpu(), "naive-004", medians.naiveCpu(),
                "cpu-ms/step", "<=3");
        // Reel: allocated by making an animator and its first 600 steps; the naive design: by making one (its
        // steps allocate all the time, garbage rather than state).
        Harness.report("B3", "bytes-per-animator" + suffix, reelBytes, "naive-004", naiveBytes, "bytes", "<=1024");
        Harness.report("B3", "heap-per-animator" + suffix, reelHeap, "naive-004", naiveHeap, "bytes", null);
        Harness.report("B3", "blending-share" + suffix, share, "naive-004", naiveShare, "%", "~10");
        System.out.println("BENCH B3 load-average" + suffix + " reel=" + Harness.format(load) + " unit=load");
        return medians;
    }

    private void stepLayered(LayeredAnimator[] animators, int step) {
        for (int i = 0; i < animators.length; i++) {
            Animator animator = animators[i].layer(0);
            switch (input(i, step)) {
                case 0, 2 -> animator.setFloat(0, 1.5);
                case 1 -> animator.setFloat(0, 4);
                case 3 -> animator.setFloat(0, 0);
                case 4 -> animator.setTrigger(2);
                case 5 -> animator.setBool(1, false);
                case 6 -> animator.setBool(1, true);
                default -> {
                }
            }
            animators[i].step();
        }
    }

    private void stepNaiveLayered(NaiveLayeredCrowd.Character[] characters, int step) {
        for (int i = 0; i < characters.length; i++) {
            NaiveLayeredCrowd.Character character = characters[i];
            switch (input(i, step)) {
                case 0, 2 -> character.set("Speed", 1.5f);
                case 1 -> character.set("Speed", 4f);
                case 3 -> character.set("Speed", 0f);
                case 4 -> character.set("Attack", 1f);
                case 5 -> character.set("Grounded", 0f);
                case 6 -> character.set("Grounded", 1f);
                default -> {
                }
            }
            character.update((float) DT);
        }
    }

    @Test
    void tenThousandAnimatorsWithATreeAndAMaskedLayerPerFixedStep() {
        Medians medians = treeAndLayer("");
        assertThat(medians.reel()).isPositive();
        assertThat(medians.naive()).isPositive();
    }

    /** The tree-and-layer crowd's figures, printed with {@code suffix} after each figure's name. */
    Medians treeAndLayer(String suffix) {
        CrowdController crowd = new CrowdController(3);
        LayeredCrowdController layered = new LayeredCrowdController(crowd);
        CompiledController controller = layered.compile();
        LayeredAnimator[] animators = new LayeredAnimator[ANIMATORS];
        for (int i = 0; i < ANIMATORS; i++) {
            animators[i] = new LayeredAnimator(controller, DT);
        }
        int reelStep = 1;
        for (int i = 0; i < 600; i++) {
            stepLayered(animators, reelStep++);
        }
        NaiveLayeredCrowd naive = new NaiveLayeredCrowd(new NaiveCrowd(crowd));
        NaiveLayeredCrowd.Character[] characters = new NaiveLayeredCrowd.Character[ANIMATORS];
        for (int i = 0; i < ANIMATORS; i++) {
            characters[i] = naive.new Character();
        }
        int[] steps = {reelStep, 1};
        for (int i = 0; i < 60; i++) {
            stepNaiveLayered(characters, steps[1]++);
        }
        Medians medians = rounds(REEL_STEPS / 2, () -> stepLayered(animators, steps[0]++),
                NAIVE_STEPS / 2, () -> stepNaiveLayered(characters, steps[1]++), () -> { });
        double reel = medians.reel();
        double peer = medians.naive();
        Harness.report("B3", "step-10k-tree-layer" + suffix, reel, "naive-004-extended", peer, "ms/step", ">=10");
        Harness.report("B3", "step-10k-tree-layer-absolute" + suffix, reel, null, 0, "ms/step", "<=6");
        Harness.report("B3", "step-10k-tree-layer-cpu" + suffix, medians.reelCpu(), "naive-004-extended",
                medians.naiveCpu(), "cpu-ms/step", "<=6");
        return medians;
    }

    /**
     * Both crowds under G1, the collector the editor (and a game on a default JVM) runs: a JVM of its own, started
     * with {@code -XX:+UseG1GC} on this one's class path and heap size, runs {@link #main} and prints the same lines
     * with {@code -g1} after each figure's name; they are printed here as they come.
     */
    @Test
    void bothCrowdsUnderG1() throws Exception {
        String launcher = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        long heap = Runtime.getRuntime().maxMemory() / (1024 * 1024);
        ChildRun.Ended child = ChildRun.run(new ProcessBuilder(launcher,
                "-XX:+UseG1GC", "-Xmx" + heap + "m", "-cp", System.getProperty("java.class.path"),
                AnimatorBench.class.getName()), Duration.ofMinutes(30));
        System.out.print(child.output());
        assertThat(child.exit()).as(child.output()).isZero();
        assertThat(child.output()).contains("BENCH B3 step-10k-animators-g1 ", "BENCH B3 step-10k-tree-layer-g1 ");
    }

    /** Both crowds' figures with {@code -g1} after their names: what {@link #bothCrowdsUnderG1} runs in its JVM. */
    public static void main(String[] args) {
        AnimatorBench bench = new AnimatorBench();
        bench.crowd("-g1");
        new AnimatorBench().treeAndLayer("-g1");
    }
}
