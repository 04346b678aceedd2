package dev.reel.ui.inspector;

import dev.reel.project.Plan;
import dev.reel.project.Renames;
import dev.reel.ui.EditorFixture;
import javafx.scene.control.Label;
import javafx.scene.control.TreeView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import static org.assertj.core.api.Assertions.assertThat;

/** The Inspector's header and its outline's top row name the document's file as it is now: after a rename and its undo. */
class InspectorHeaderTest extends EditorFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    private String heading(FxRobot robot) {
        return robot.lookup(".inspector-heading").queryAs(Label.class).getText();
    }

    private String outlineTop() {
        TreeView<Outline.Entry> outline = window.inspector().outline();
        return outline.getRoot() == null ? null : outline.getRoot().getValue().label();
    }

    @Test
    void theHeaderFollowsARenameOfTheFileAndItsUndo(FxRobot robot) {
        open("anim/knight/attack.aeanim");
        waitUntil(() -> "attack.aeanim".equals(outlineTop()));
        assertThat(heading(robot)).isEqualTo("anim/knight/attack.aeanim");

        Plan[] plan = new Plan[1];
        robot.interact(() -> {
            plan[0] = new Renames(window.workspace().folder()).rename(root.resolve("anim/knight/attack.aeanim"),
                    root.resolve("anim/knight/strike.aeanim")).plan();
            assertThat(window.workspace().projectHistory().apply(plan[0])).isEmpty();
            window.workspace().followChange(plan[0]);
        });
        waitUntil(() -> "strike.aeanim".equals(outlineTop()));
        assertThat(heading(robot)).isEqualTo("anim/knight/strike.aeanim");

        robot.interact(() -> {
            assertThat(window.workspace().projectHistory().undo()).isEmpty();
            window.workspace().followChange(plan[0].inverse());
        });
        waitUntil(() -> "attack.aeanim".equals(outlineTop()));
        assertThat(heading(robot)).isEqualTo("anim/knight/attack.aeanim");
    }
}
