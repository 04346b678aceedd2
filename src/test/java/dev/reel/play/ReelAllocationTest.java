package dev.reel.play;

import org.junit.jupiter.api.Test;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A game steps its animators sixty times a second for hours: a step, its events and its pose reads must allocate
 * nothing, or the collector runs during play. Measured with the thread's allocation counter over many steps after
 * warm-up (the JIT's own work happens on other threads), through everything a game does per step: set parameters,
 * step, draw, read channels, root motion and the state hash, hear events.
 */
class ReelAllocationTest {
    private static final int WARM_UP = 30_000;
    private static final int MEASURED = 200_000;
    /** Less than a byte a step on average: one object made per step would be 16 bytes or more. */
    private static final long MOST_BYTES = MEASURED / 4;

    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private static long allocated() {
        return THREADS.getThreadAllocatedBytes(Thread.currentThread().getId());
    }

    /** Counts what a listener hears, as a game would act on it. */
    private static final class Counting implements ReelEventListener {
        long events;
        double payloads;
        long entered;

        @Override
        public void event(String name, double payload, ReelEventMode mode) {
            events++;
            if (!Double.isNaN(payload)) {
                payloads += payload;
            }
        }

        @Override
        public void entered(String state) {
            entered += state.length();
        }
    }

    /** A game's frame: parameters from its physics, a step, a draw, and what it reads to show the knight. */
    private static double frame(ReelAnimator knight, int step, int speed, int grounded, int vertical,
                                ReelChannel sprite, ReelChannel tint) {
        int phase = step % 240;
        knight.setFloat(speed, phase < 120 ? 3 : 0);
        knight.setBool(grounded, phase < 150 || phase >= 190);
        knight.setFloat(vertical, phase < 170 ? 4 : phase < 190 ? -3 : 0);
        if (phase == 200) {
            knight.setTrigger("Attack");
        }
        knight.step();
        knight.draw(1);
        return knight.rootMotionX() + tint.lane(1) + (sprite.text() == null ? 0 : 1) + knight.stateHash()
                + (knight.isState("Run") ? 1 : 0);
    }

    @Test
    void steppingTheKnightAllocatesNothing() throws Exception {
        ReelController controller = ReelProject.open(ReelAnimatorTest.SAMPLE).controller("anim/knight.aectrl");
        ReelAnimator knight = controller.newAnimator();
        Counting heard = new Counting();
        knight.setEventListener(heard);
        ReelChannel sprite = knight.channel(":SpriteRenderer.sprite");
        ReelChannel tint = knight.channel(":SpriteRenderer.tint");
        int speed = knight.parameter("Speed");
        int grounded = knight.parameter("Grounded");
        int vertical = knight.parameter("VerticalSpeed");
        double sink = 0;
        for (int step = 0; step < WARM_UP; step++) {
            sink += frame(knight, step, speed, grounded, vertical, sprite, tint);
        }
        long eventsBefore = heard.events;
        long before = allocated();
        for (int step = WARM_UP; step < WARM_UP + MEASURED; step++) {
            sink += frame(knight, step, speed, grounded, vertical, sprite, tint);
        }
        long bytes = allocated() - before;
        assertThat(heard.events - eventsBefore).as("events were heard while measuring").isGreaterThan(1000);
        assertThat(heard.entered).isPositive();
        assertThat(sink).isNotNaN();
        assertThat(bytes).as(bytes + " bytes over " + MEASURED + " steps").isLessThan(MOST_BYTES);
    }

    @Test
    void steppingLayersAllocatesNothing() throws Exception {
        ReelAnimator layered = ReelProject.open(Path.of("src/test/resources/golden/replay/depth"))
                .controller("layers.aectrl").newAnimator();
        Counting heard = new Counting();
        layered.setEventListener(heard);
        ReelChannel arm = layered.channel("Body/Arm:transform.rotation");
        double sink = 0;
        long before = 0;
        for (int step = 0; step < WARM_UP + MEASURED; step++) {
            if (step == WARM_UP) {
                before = allocated();
            }
            if (step % 90 == 3) {
                layered.setTrigger("Attack");
            }
            layered.setBool("Lean", step % 200 < 100);
            layered.step();
            sink += arm.value() + layered.stateHash();
        }
        long bytes = allocated() - before;
        assertThat(sink).isNotNaN();
        assertThat(bytes).as(bytes + " bytes over " + MEASURED + " steps").isLessThan(MOST_BYTES);
    }

    /**
     * A clip player's steps allocate nothing; an event it delivers is one small record (the runtime's
     * {@code FiredEvent}, which its {@code PlayerListener} receives), 48 bytes at most: the run clip's two footsteps a
     * loop, about one step in 24.
     */
    @Test
    void playingAClipAllocatesNothingButARecordPerEvent() throws Exception {
        ReelPlayer player = ReelProject.open(ReelAnimatorTest.SAMPLE).clip("anim/knight/run.aeanim").newPlayer();
        Counting heard = new Counting();
        player.setEventListener(heard);
        ReelChannel sprite = player.channel(":SpriteRenderer.sprite");
        double sink = 0;
        long before = 0;
        for (int step = 0; step < WARM_UP + MEASURED; step++) {
            if (step == WARM_UP) {
                before = allocated();
            }
            if (step == WARM_UP) {
                heard.events = 0;
            }
            player.step();
            player.draw(1);
            sink += sprite.text().length() + player.stateHash();
        }
        long bytes = allocated() - before;
        assertThat(heard.events).as("footsteps").isGreaterThan(MEASURED / 30);
        assertThat(sink).isNotNaN();
        assertThat(bytes).as(bytes + " bytes over " + MEASURED + " steps and " + heard.events + " events")
                .isLessThan(MOST_BYTES + 48 * heard.events);
    }
}
