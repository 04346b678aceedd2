package dev.reel.ui;

import dev.reel.settings.ConfigFolder;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.shell.EditorWindow;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import javafx.beans.InvalidationListener;
import javafx.beans.value.ObservableValue;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * An editor window on a fresh copy of the sample project, with its own config folder, for one TestFX test;
 * the window is disposed (threads, timers, watcher, recovery session) after each test. TestFX looks for the
 * {@code @Start} method in the test class itself, so each test class declares one that calls
 * {@link #openWindow(Stage)}. A throwable nobody caught, on the JavaFX thread or a worker, fails the test
 * ({@link UncaughtExceptions}).
 */
@ExtendWith({UncaughtExceptions.class, ApplicationExtension.class})
public abstract class EditorFixture {
    @TempDir
    protected Path temp;
    protected Path root;
    protected Path config;
    protected EditorWindow window;
    protected Stage stage;

    protected void openWindow(Stage primary) {
        config = temp.resolve("config");
        System.setProperty(ConfigFolder.PROPERTY, config.toString());
        root = TestProjects.platformer(temp);
        stage = primary;
        beforeWindow();
        window = new EditorWindow(stage, root, config, other -> { });
        stage.show();
    }

    /** Runs before the window opens (a test that prepares the config folder). */
    protected void beforeWindow() {
    }

    @AfterEach
    protected void closeWindow() throws Exception {
        // Disposed on the JavaFX thread without robot.interact's settling (5 x 10 ms of sleep), and the stages
        // are left to TestFX: ApplicationExtension's clean-up after this method hides them (FxToolkit.cleanupStages)
        // and settles at least twice (its mouse release, then a final wait for JavaFX's events) before
        // UncaughtExceptions looks at what was thrown. Both were 0.13 s a test of the main thread's waits (JFR).
        WaitForAsyncUtils.waitForAsyncFx(30_000, () -> {
            if (window != null) {
                window.dispose();
            }
        });
        // JUnit may keep a test instance to the end of the run (its engine-wide store holds the first class's
        // @TempDir context, and with it the instance): the instance lets go of its closed window.
        window = null;
    }

    /** Opens a project file on the JavaFX thread and returns its document. */
    protected OpenDocument<?> open(String relative) {
        OpenDocument<?>[] opened = new OpenDocument<?>[1];
        new FxRobot().interact(() -> opened[0] = window.workspace().open(root.resolve(relative)).orElseThrow());
        return opened[0];
    }

    /** The button with this text in a dialog that is showing, or null. */
    protected static javafx.scene.control.Button dialogButton(FxRobot robot, String text) {
        return robot.lookup(".dialog-pane .button").queryAllAs(javafx.scene.control.Button.class).stream()
                .filter(button -> text.equals(button.getText()) && button.getScene().getWindow().isShowing())
                .findFirst().orElse(null);
    }

    /** Waits for a dialog's button and clicks it. */
    protected static void clickDialogButton(FxRobot robot, String text) {
        waitUntil(() -> dialogButton(robot, text) != null);
        robot.clickOn(dialogButton(robot, text));
    }

    /** Waits (at most 30 s, for a shared and busy machine) until {@code condition} holds, on the JavaFX thread. */
    protected static void waitUntil(BooleanSupplier condition) {
        try {
            WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(condition::getAsBoolean).get());
        } catch (Exception e) {
            throw new AssertionError("condition not met in 30 s", e);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    /**
     * Waits (at most 30 s) until JavaFX has run {@code pulses} pulses after this call, spanning at least
     * {@code seconds} of pulse time. Every animation timer (the preview's frame loop among them) and every
     * transition has run in those pulses and seen that time go by: a test that checks something did not happen
     * waits for this first, so that a slow machine cannot make it pass by not getting that far.
     */
    protected static void waitForPulses(int pulses, double seconds) {
        waitForPulses(pulses, seconds, null);
    }

    /** As {@link #waitForPulses(int, double)}, counting again from the next pulse whenever {@code watched} changes. */
    protected static void waitForPulses(int pulses, double seconds, ObservableValue<?> watched) {
        CountDownLatch done = new CountDownLatch(1);
        AnimationTimer counter = new AnimationTimer() {
            private long first = -1;
            private int seen;
            private final InvalidationListener restart = observable -> {
                first = -1;
                seen = 0;
                watched.getValue(); // valid again, so that the next change is heard too
            };

            @Override
            public void start() {
                if (watched != null) {
                    watched.addListener(restart);
                    watched.getValue();
                }
                super.start();
            }

            @Override
            public void stop() {
                super.stop();
                if (watched != null) {
                    watched.removeListener(restart);
                }
            }

            @Override
            public void handle(long now) {
                first = first < 0 ? now : first;
                if (++seen >= pulses && now - first >= seconds * 1e9) {
                    stop();
                    done.countDown();
                }
            }
        };
        Platform.runLater(counter::start);
        try {
            if (!done.await(30, TimeUnit.SECONDS)) {
                throw new AssertionError(pulses + " pulses over " + seconds + " s did not come in 30 s");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        } finally {
            Platform.runLater(counter::stop);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }
}
