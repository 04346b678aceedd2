package dev.reel.play;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The game API on controllers: the same run as {@code reel replay}, parameters, events, root motion. */
class ReelAnimatorTest {
    static final Path SAMPLE = Path.of("sample-projects/platformer");
    private static final Path DEPTH = Path.of("src/test/resources/golden/replay/depth");

    @TempDir
    Path temp;

    /** The knight as a game drives it: run, jump, fall, land running, stop, attack twice, crossfade, play. */
    static final String KNIGHT_SCRIPT = """
            at 5 set Speed 3
            at 30 set Grounded false
            at 30 set VerticalSpeed 4
            at 45 set VerticalSpeed -2
            at 60 set Grounded true
            at 60 set VerticalSpeed 0
            at 80 set Speed 0
            at 95 trigger Attack
            at 104 trigger Attack
            at 150 crossfade Run 0.2
            at 170 play Idle
            """;

    @Test
    void theKnightPlaysStepForStepAsReelReplayReportsIt() throws Exception {
        Path script = temp.resolve("knight.script");
        Files.writeString(script, KNIGHT_SCRIPT);
        ReelController knight = ReelProject.open(SAMPLE).controller("anim/knight.aectrl");
        assertThat(knight.warnings()).isEmpty();
        ReplayParity.compare(knight.newAnimator(), script,
                ReplayParity.replay(SAMPLE.resolve("anim/knight.aectrl"), script, 200));
    }

    @ParameterizedTest
    @CsvSource({"layers.aectrl, layers.script, 40", "combat.aectrl, combat.script, 50",
            "directions.aectrl, directions.script, 8", "locomotion.aectrl, locomotion.script, 100",
            "locomotion.aectrl, cycle-sync.script, 80", "locomotion.aectrl, tree-exit.script, 70"})
    void treesMachinesAndLayersPlayAsReelReplayReportsThem(String controller, String script, int steps)
            throws Exception {
        ReelController loaded = ReelProject.open(DEPTH).controller(controller);
        ReplayParity.compare(loaded.newAnimator(), DEPTH.resolve(script),
                ReplayParity.replay(DEPTH.resolve(controller), DEPTH.resolve(script), steps));
    }

    @Test
    void anIntParameterChoosesTheStateAsInReelReplay() throws Exception {
        Files.createDirectories(temp.resolve("anim"));
        Files.writeString(temp.resolve("anim/pose.aeanim"), """
                anim version=1 length=0.5 loop=loop {
                  track "" prop="transform.rotation" kind=float32 {
                    key t=0 v=0 {}
                    key t=0.5 v=90 {}
                  }
                }
                """);
        Files.writeString(temp.resolve("combo.aectrl"), """
                controller version=1 {
                  entry="Rest"
                  param "Combo" kind=int {}
                  state "Rest" clip=asset("anim/pose.aeanim") {}
                  state "One" clip=asset("anim/pose.aeanim") speed=2 {}
                  state "Two" clip=asset("anim/pose.aeanim") speed=-1 {}
                  transition "any" to="One" duration=0.1 {
                    cond "Combo" op=eq value=1 {}
                  }
                  transition "any" to="Two" {
                    cond "Combo" op=ge value=2 {}
                  }
                }
                """);
        Path script = temp.resolve("combo.script");
        Files.writeString(script, "at 5 set Combo 1\nat 20 set Combo 3\nat 40 set Combo 0\n");
        ReelController combo = ReelProject.open(temp).controller("combo.aectrl");
        ReplayParity.compare(combo.newAnimator(), script, ReplayParity.replay(temp.resolve("combo.aectrl"), script,
                60));
        ReelAnimator animator = combo.newAnimator();
        assertThat(animator.setInt("Combo", 1)).isTrue();
        steps(animator, 3);
        assertThat(animator.state()).isEqualTo("One");
        steps(animator, 6);
        assertThat(animator.setInt(animator.parameter("Combo"), 2)).as("after One's blend in: no interrupt").isTrue();
        steps(animator, 2);
        assertThat(animator.state()).isEqualTo("Two");
        assertThat(animator.parameterValue("Combo")).isEqualTo(2);
    }

    @Test
    void theBuiltInPlatformerComesFromTheRuntimeItself() throws Exception {
        Path script = Path.of("src/test/resources/golden/replay/run-jump-fall-land-attack.script");
        ReelController platformer = ReelProject.open(temp).controller("engine/anim/platformer");
        ReplayParity.compare(platformer.newAnimator(), script,
                ReplayParity.replay(Path.of("engine/anim/platformer"), script, 150));
    }

    @Test
    void parametersMoveTheKnightBetweenStates() throws Exception {
        ReelAnimator knight = ReelProject.open(SAMPLE).controller("anim/knight.aectrl").newAnimator();
        List<String> entered = new ArrayList<>();
        knight.setEventListener(new ReelEventListener() {
            @Override
            public void event(String name, double payload, ReelEventMode mode) {
            }

            @Override
            public void entered(String state) {
                entered.add(state);
            }
        });
        knight.step();
        assertThat(knight.state()).isEqualTo("Idle");
        assertThat(knight.setFloat("Speed", 3)).isTrue();
        steps(knight, 10);
        assertThat(knight.state()).isEqualTo("Run");
        int grounded = knight.parameter("Grounded");
        assertThat(knight.setBool(grounded, false)).isTrue();
        assertThat(knight.setFloat(knight.parameter("VerticalSpeed"), 5)).isTrue();
        steps(knight, 5);
        assertThat(knight.state()).isEqualTo("Jump");
        knight.setFloat("VerticalSpeed", -1);
        steps(knight, 5);
        assertThat(knight.state()).isEqualTo("Fall");
        knight.setBool("Grounded", true);
        knight.setFloat("Speed", 0);
        steps(knight, 10);
        assertThat(knight.state()).isEqualTo("Idle");
        assertThat(entered).containsExactly("Idle", "Run", "Jump", "Fall", "Idle");
        assertThat(knight.setFloat("Grounded", 1)).as("a bool is not set as a float").isFalse();
        assertThat(knight.setBool("Nope", true)).isFalse();
        assertThat(knight.parameterValue("Speed")).isZero();
    }

    @Test
    void theAttackDeliversItsEventsAndMovesTheKnightByRootMotion() throws Exception {
        ReelAnimator knight = ReelProject.open(SAMPLE).controller("anim/knight.aectrl").newAnimator();
        List<String> heard = new ArrayList<>();
        knight.setEventListener((name, payload, mode) -> heard.add(knight.steps() + " " + name + " " + payload
                + " " + mode));
        knight.step();
        knight.draw(1);
        knight.setTrigger("Attack");
        double travelled = 0;
        for (int step = 2; step <= 40; step++) {
            knight.step();
            knight.draw(1);
            travelled += knight.rootMotionX();
            assertThat(knight.rootMotionY()).isZero();
        }
        // attack.aeanim: Swing (presentation) at 0.08 s, Hit (gameplay, payload 1) at 0.14 s; entered on step 2.
        assertThat(heard).containsExactly("7 Swing NaN PRESENTATION", "11 Hit 1.0 GAMEPLAY");
        // The root track lunges 14 units over the clip's 0.44 s; then the knight idles in place.
        assertThat(travelled).isCloseTo(14, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(knight.state()).isEqualTo("Idle");
        knight.setRootScale(-1, 1);
        knight.setTrigger("Attack");
        travelled = 0;
        for (int step = 0; step < 40; step++) {
            knight.step();
            travelled += knight.rootMotionX();
        }
        assertThat(travelled).as("facing left").isCloseTo(-14, org.assertj.core.data.Offset.offset(1e-9));
    }

    @Test
    void theSpriteChannelShowsTheFlipbooksCells() throws Exception {
        ReelAnimator knight = ReelProject.open(SAMPLE).controller("anim/knight.aectrl").newAnimator();
        ReelChannel sprite = knight.channel(":SpriteRenderer.sprite");
        assertThat(sprite.isText()).isTrue();
        knight.setFloat("Speed", 3);
        List<String> shown = new ArrayList<>();
        for (int step = 0; step < 60; step++) {
            knight.step();
            if (shown.isEmpty() || !shown.get(shown.size() - 1).equals(sprite.text())) {
                shown.add(sprite.text());
            }
        }
        assertThat(shown.get(0)).isEqualTo("assets/knight/knight_idle.png#knight_idle_000");
        assertThat(shown).contains("assets/knight/knight_run.png#knight_run_000",
                "assets/knight/knight_run.png#knight_run_005");
    }

    @Test
    void anUnknownChannelIsRefusedWithTheOnesThereAre() throws Exception {
        ReelAnimator knight = ReelProject.open(SAMPLE).controller("anim/knight.aectrl").newAnimator();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> knight.channel("Knight:transform.scale"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(":SpriteRenderer.sprite");
    }

    @Test
    void theControllerTellsItsParametersStatesAndChannels() throws Exception {
        ReelController knight = ReelProject.open(SAMPLE).controller("anim/knight.aectrl");
        assertThat(knight.name()).isEqualTo("anim/knight.aectrl");
        assertThat(knight.parameters()).containsExactly("Speed", "Grounded", "VerticalSpeed", "Attack");
        assertThat(knight.parameterKind("Grounded")).isEqualTo("bool");
        assertThat(knight.parameterKind("Attack")).isEqualTo("trigger");
        assertThat(knight.parameterKind("Nope")).isNull();
        assertThat(knight.states()).containsExactly("Idle", "Run", "Jump", "Fall", "Attack");
        assertThat(knight.channels()).as("the attack's root track is root motion, not a channel")
                .containsExactly(":SpriteRenderer.sprite", ":SpriteRenderer.tint");
        assertThat(knight.newAnimator().parameter("VerticalSpeed")).isEqualTo(2);
    }

    /** What animator {@code index} of a crowd is told on {@code step}: each its own schedule. */
    private static void drive(ReelAnimator animator, int index, int step) {
        int phase = (step + 37 * index) % 300;
        if (animator.parameter("Grounded") >= 0) {
            animator.setFloat("Speed", phase < 150 ? index % 5 : 0);
            animator.setBool("Grounded", phase < 200 || phase >= 240);
            animator.setFloat("VerticalSpeed", phase < 220 ? 3 : phase < 240 ? -2 : 0);
            if (phase == 260 || phase == 270 + index % 7) {
                animator.setTrigger("Attack");
            }
        } else {
            animator.setFloat("Speed", 1 + (phase % 97) / 48.0 + index * 0.01);
            if (phase == 250) {
                animator.setTrigger("Stop");
            }
            if (phase == 299) {
                animator.crossFade("Locomotion", 0.1);
            }
        }
    }

    /** The crowd's hashes after {@code steps}, {@code threads} threads stepping their share of it at once. */
    private static long[] crowd(ReelController shared, int crowd, int steps, int threads) throws Exception {
        long[] hashes = new long[crowd];
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(threads);
        try {
            List<java.util.concurrent.Future<?>> done = new ArrayList<>();
            for (int worker = 0; worker < threads; worker++) {
                int first = worker;
                done.add(pool.submit(() -> {
                    List<ReelAnimator> mine = new ArrayList<>();
                    for (int index = first; index < crowd; index += threads) {
                        mine.add(shared.newAnimator());
                    }
                    for (int step = 0; step < steps; step++) {
                        for (int i = 0; i < mine.size(); i++) {
                            drive(mine.get(i), first + i * threads, step);
                            mine.get(i).step();
                            hashes[first + i * threads] ^= mine.get(i).stateHash() * (step + 1);
                        }
                    }
                }));
            }
            for (java.util.concurrent.Future<?> future : done) {
                future.get();
            }
        } finally {
            pool.shutdown();
        }
        return hashes;
    }

    @ParameterizedTest
    @CsvSource({"sample-projects/platformer, anim/knight.aectrl",
            "src/test/resources/golden/replay/depth, locomotion.aectrl"})
    void oneControllerServesAnimatorsSteppedOnManyThreadsAtOnce(String project, String controller)
            throws Exception {
        ReelController shared = ReelProject.open(Path.of(project)).controller(controller);
        long[] alone = crowd(shared, 64, 900, 1);
        long[] together = crowd(shared, 64, 900, 4);
        assertThat(together).as("every step's hash of every animator").isEqualTo(alone);
        assertThat(java.util.Arrays.stream(alone).distinct().count()).as("the schedules differ").isGreaterThan(10);
    }

    static void steps(ReelAnimator animator, int count) {
        for (int i = 0; i < count; i++) {
            animator.step();
        }
    }
}
