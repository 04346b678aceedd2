package dev.reel.ui.shell;

import dev.reel.ui.EditorFixture;
import javafx.scene.Scene;
import javafx.scene.layout.Pane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.Start;

import java.lang.ref.WeakReference;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A closed editor window is garbage once nothing of the caller refers to it: no static registry, global
 * property, timer or thread keeps it (and with it its canvases' pixels) alive. The UI test forks open one window
 * per test, so a window that outlived its test once made them run out of heap.
 */
class ClosedWindowLeakTest extends EditorFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    @Test
    void aDisposedWindowIsCollected(FxRobot robot) throws Exception {
        // Documents of each kind open, so the panels that show them have built their views and listeners.
        open("anim/knight/attack.aeanim");
        open("anim/knight.aectrl");
        open("anim/knight/run.aeanim");
        waitForPulses(10, 0.3);
        WeakReference<EditorWindow> closed = new WeakReference<>(window);
        robot.interact(() -> {
            window.dispose();
            // What opening another project in this stage does: the old scene goes.
            stage.setScene(new Scene(new Pane()));
            /*
             * TestFX records every event fired in its registered stage (FxToolkitContext's FiredEvents, each event
             * holding its target node) until the next test registers the stage again: do that now, so that only
             * the editor's own references are left.
             */
            FxToolkit.toolkitContext().setRegisteredStage(stage);
        });
        window = null;
        waitForPulses(10, 0.3);
        for (int round = 0; round < 10 && closed.get() != null; round++) {
            System.gc();
            Thread.sleep(200);
        }
        assertThat(closed.get()).as("the disposed window is still reachable").isNull();
    }
}
