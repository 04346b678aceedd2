package dev.reel.ui.slicer;

import dev.reel.ui.UncaughtExceptions;
import javafx.animation.AnimationTimer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/** When the live overlay's check starts: a sheet just shown waits for its first frame, nothing else waits. */
@ExtendWith({UncaughtExceptions.class, ApplicationExtension.class})
class SlicePreviewTest {
    private final FxRobot robot = new FxRobot();

    @Test
    void aSheetJustShownIsCheckedOnlyAfterTheFrameThatShowsItIsDrawn() throws Exception {
        AtomicInteger pulses = new AtomicInteger();
        AtomicInteger snapshotAt = new AtomicInteger(-1);
        AnimationTimer counter = new AnimationTimer() {
            @Override
            public void handle(long now) {
                pulses.incrementAndGet();
            }
        };
        SlicePreview[] preview = new SlicePreview[1];
        boolean[] busyAfterCall = new boolean[1];
        robot.interact(() -> {
            counter.start();
            preview[0] = new SlicePreview(new SliceCheck(null), result -> { });
            // The check takes its snapshot when it starts; a null snapshot checks nothing.
            preview[0].requestAfterFirstFrame(() -> {
                snapshotAt.set(pulses.get());
                return null;
            });
            busyAfterCall[0] = preview[0].busyProperty().get();
            assertThat(snapshotAt.get()).as("not started in the call").isEqualTo(-1);
        });
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> snapshotAt.get() >= 0);
        robot.interact(() -> {
            counter.stop();
            preview[0].shutdown();
        });
        assertThat(busyAfterCall[0]).as("the working chip shows meanwhile").isTrue();
        // The counter runs first in each pulse: pulse 1 lays the sheet out, pulse 2 waits for its frame to be drawn.
        assertThat(snapshotAt.get()).isGreaterThanOrEqualTo(SlicePreview.FIRST_FRAME_PULSES);
    }

    @Test
    void aSliceJustMadeIsCheckedAtOnce() {
        int[] snapshots = {0};
        robot.interact(() -> {
            SlicePreview preview = new SlicePreview(new SliceCheck(null), result -> { });
            preview.requestNow(() -> {
                snapshots[0]++;
                return null;
            });
            assertThat(snapshots[0]).isEqualTo(1);
            assertThat(preview.busyProperty().get()).isFalse();
            preview.shutdown();
        });
    }
}
