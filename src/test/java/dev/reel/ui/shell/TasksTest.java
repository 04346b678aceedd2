package dev.reel.ui.shell;

import dev.reel.ui.UncaughtExceptions;
import javafx.scene.Scene;
import javafx.scene.control.ProgressBar;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** Long work runs off the JavaFX thread; the status bar shows its progress and Cancel stops it. */
@ExtendWith({UncaughtExceptions.class, ApplicationExtension.class})
class TasksTest {
    private Tasks tasks;
    private StatusBar status;
    private final List<String> messages = new ArrayList<>();

    @Start
    void start(Stage stage) {
        tasks = new Tasks(messages::add);
        status = new StatusBar(tasks, () -> { });
        stage.setScene(new Scene(status.node(), 800, 40));
        stage.show();
    }

    @AfterEach
    void stop() {
        tasks.shutdown();
    }

    @Test
    void heldWorkWaitsForTheFirstPulseOfItsScene(FxRobot robot) throws Exception {
        CountDownLatch ran = new CountDownLatch(1);
        Scene[] later = new Scene[1];
        Stage[] second = new Stage[1];
        robot.interact(() -> {
            tasks.hold();
            tasks.run("Scanning project", monitor -> {
                ran.countDown();
                return "scanned";
            }, result -> messages.add("done " + result));
            later[0] = new Scene(new javafx.scene.layout.Pane(), 10, 10);
        });
        // Held, and no scene it waits for: the work does not start.
        assertThat(ran.await(500, TimeUnit.MILLISECONDS)).isFalse();
        robot.interact(() -> {
            tasks.releaseAfterFirstPulse(later[0]);
            second[0] = new Stage();
            second[0].setScene(later[0]);
            second[0].show();
        });
        assertThat(ran.await(10, TimeUnit.SECONDS)).isTrue();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> messages.contains("done scanned"));
        robot.interact(second[0]::close);
    }

    @Test
    void progressShowsAndCancelStopsTheWork(FxRobot robot) throws Exception {
        CountDownLatch halfway = new CountDownLatch(1);
        List<Boolean> onFxThread = new ArrayList<>();
        robot.interact(() -> tasks.run("Slicing hero.png", monitor -> {
            onFxThread.add(javafx.application.Platform.isFxApplicationThread());
            monitor.progress(0.5);
            halfway.countDown();
            while (!monitor.cancelled()) {
                Thread.onSpinWait();
            }
            return "never delivered";
        }, result -> messages.add("done " + result)));
        assertThat(halfway.await(10, TimeUnit.SECONDS)).isTrue();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> robot.lookup("#task-progress").queryAs(ProgressBar.class).getProgress() == 0.5);
        assertThat(robot.lookup("#task-progress").queryAs(ProgressBar.class).isVisible()).isTrue();
        assertThat(onFxThread).containsExactly(false);
        robot.clickOn("#task-cancel");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> tasks.finishedCount().get() == 1);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(messages).containsExactly("Slicing hero.png cancelled");
        assertThat(robot.lookup("#task-progress").queryAs(ProgressBar.class).getParent().isVisible()).isFalse();
    }

    @Test
    void aResultComesBackOnTheFxThreadAndAFailureBecomesAMessage(FxRobot robot) throws Exception {
        List<Boolean> deliveredOnFx = new ArrayList<>();
        robot.interact(() -> tasks.run("Scanning", monitor -> 42, result -> {
            deliveredOnFx.add(javafx.application.Platform.isFxApplicationThread());
            messages.add("got " + result);
        }));
        robot.interact(() -> tasks.run("Exporting", monitor -> {
            throw new java.io.IOException("disk full");
        }, result -> messages.add("unexpected")));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> tasks.finishedCount().get() == 2);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(messages).containsExactlyInAnyOrder("got 42", "Exporting failed: disk full");
        assertThat(deliveredOnFx).containsExactly(true);
    }

    @Test
    void aBugInTheWorkIsAlsoReportedAsUncaught(FxRobot robot) throws Exception {
        robot.interact(() -> tasks.run("Checking project", monitor -> {
            throw new NullPointerException("no sheet");
        }, result -> messages.add("unexpected")));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> tasks.finishedCount().get() == 1);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(messages).containsExactly("Checking project failed: no sheet");
        assertThat(UncaughtExceptions.takeRecorded()).as("what the uncaught-exception handler was given")
                .singleElement().satisfies(thrown -> assertThat(thrown).hasMessage("no sheet"));
    }
}
