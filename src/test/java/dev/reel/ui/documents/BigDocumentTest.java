package dev.reel.ui.documents;

import dev.reel.bench.BigProjects;
import dev.reel.edit.cmd.SetKeyValue;
import dev.reel.model.Clip;
import dev.reel.model.Value;
import dev.reel.ui.EditorFixture;
import dev.reel.ui.playback.PreviewRig;
import dev.reel.ui.shell.Tasks;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A big clip (80 tracks × 500 keys, over a mebibyte) in the window: it is read on a worker with the status bar
 * saying so, its Inspector outline starts with the tracks collapsed and makes a track's key rows only when one is
 * shown, its problems are checked off the JavaFX thread after it opens and after an edit, and the preview gets it
 * compiled from a worker, after an edit of one key the changed node first and then the whole clip again.
 */
class BigDocumentTest extends EditorFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    @Test
    void aBigClipOpensOnAWorkerAndShowsWhatItCostsToShow(FxRobot robot) throws Exception {
        Path file = root.resolve("anim/big.aeanim");
        Files.writeString(file, BigProjects.clip(new Random(18), 80, 500));
        assertThat(Files.size(file)).isGreaterThanOrEqualTo(Workspace.BACKGROUND_OPEN_BYTES);
        robot.interact(() -> {
            window.openFile(file);
            assertThat(window.workspace().find(file)).as("still being read on a worker").isEmpty();
            assertThat(window.tasks().running()).extracting(Tasks.Running::title).contains("Opening big.aeanim");
        });
        waitUntil(() -> window.workspace().focused() != null && window.workspace().focused().file().equals(file));
        @SuppressWarnings("unchecked")
        OpenDocument<Clip> big = (OpenDocument<Clip>) window.workspace().focused();
        TreeView<dev.reel.ui.inspector.Outline.Entry> outline = window.inspector().outline();
        robot.interact(() -> {
            assertThat(outline.getRoot().getChildren()).hasSize(80);
            assertThat(outline.getExpandedItemCount()).as("the clip and its 80 collapsed tracks").isEqualTo(81);
            assertThat(outline.getRoot().getChildren().get(0).isLeaf()).as("a track still shows it has keys").isFalse();
        });
        waitUntil(() -> !window.workspace().checking());
        assertThat(big.problemsCurrent()).isTrue();
        assertThat(big.problems()).isEmpty();
        waitUntil(() -> window.rig().compiled(big.value()) != null && !window.rig().compiling());

        long key = big.value().tracks().get(5).keys().get(7).id();
        robot.interact(() -> big.select(Set.of(key)));
        waitUntil(() -> outline.getSelectionModel().getSelectedItem() != null
                && outline.getSelectionModel().getSelectedItem().getValue().id() == key);
        TreeItem<dev.reel.ui.inspector.Outline.Entry> track = outline.getSelectionModel().getSelectedItem().getParent();
        assertThat(track.getValue().id()).isEqualTo(big.value().tracks().get(5).id());
        assertThat(outline.getExpandedItemCount()).as("only the selected key's track is expanded").isEqualTo(81 + 500);

        double at = big.value().tracks().get(5).keys().get(7).time();
        PreviewRig.Field rotation = new PreviewRig.Field("transform.rotation", dev.reel.model.Kind.FLOAT32);
        robot.interact(() -> big.setTimeCursor(at));
        boolean[] currentAtOnce = new boolean[1];
        robot.interact(() -> {
            big.document().execute(new SetKeyValue(key, new Value.Num(0.25)));
            currentAtOnce[0] = big.problemsCurrent();
        });
        assertThat(currentAtOnce[0]).as("an edit is not checked on the JavaFX thread").isFalse();
        waitUntil(() -> big.problemsCurrent() && !window.workspace().checking());
        assertThat(big.problems()).isEmpty();
        // The preview's fields follow the edit once its compile (of the changed node alone) is done, and still
        // show it once the whole clip is compiled again.
        waitUntil(() -> window.rig().sampled("n5", rotation) instanceof Value.Num num
                && Math.abs(num.value() - 0.25) < 1e-6);
        waitUntil(() -> !window.rig().compiling());
        robot.interact(() -> assertThat(window.rig().sampled("n5", rotation)).isEqualTo(new Value.Num(0.25)));
        assertThat(window.rig().compiled(big.value()).source()).as("compiled whole again").isSameAs(big.value());
    }
}
