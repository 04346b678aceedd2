package dev.reel.ui.control;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The ruler's labelled ticks land on frames while times are shown in frames. */
class FrameTicksTest {
    @Test
    void belowASecondTheStepIsAWholeNumberOfFramesThatDividesTheSecond() {
        // 600 px/s at 60 fps: a frame is 10 px, so 64 px needs 7 frames; 10 is the next that divides 60.
        assertThat(FrameTicks.step(600, 60, 64)).isCloseTo(10 / 60.0, within(1e-12));
        // At 12 fps, 0.05 s would fall between frames: the step is a whole frame instead.
        assertThat(FrameTicks.step(1500, 12, 64)).isCloseTo(1 / 12.0, within(1e-12));
        assertThat(FrameTicks.step(300, 12, 64)).isCloseTo(3 / 12.0, within(1e-12));
        assertThat(FrameTicks.step(20, 60, 64)).as("zoomed out: whole seconds").isEqualTo(5);
    }
}
