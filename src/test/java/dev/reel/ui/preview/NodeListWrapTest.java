package dev.reel.ui.preview;

import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import static org.assertj.core.api.Assertions.assertThat;

/** The Nodes column says in full what the clip drives on each node, wrapping in a narrow column. */
class NodeListWrapTest extends PosingFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    @Test
    void whatANodeDrivesIsNeverCutOff(FxRobot robot) {
        open("anim/knight/attack.aeanim");
        waitUntil(() -> panel().lastPose() != null && !panel().lastPose().sprites().isEmpty());
        ListView<?> list = robot.lookup(".preview-nodes").queryAs(ListView.class);
        robot.interact(() -> {
            list.setMinWidth(120);
            list.setPrefWidth(120);
            list.setMaxWidth(120);
        });
        waitForPulses(3, 0.1);
        Label drives = robot.from(list).lookup(".preview-nodes-drives").queryAs(Label.class);
        assertThat(drives.getText()).isEqualTo("Flipbook, Position, Tint");
        waitUntil(() -> drives.getWidth() > 0 && drives.getWidth() <= 120);
        StringBuilder drawn = new StringBuilder();
        robot.interact(() -> {
            for (Node child : drives.getChildrenUnmodifiable()) {
                if (child instanceof Text text) {
                    drawn.append(text.getText());
                }
            }
        });
        assertThat(drawn.toString().replace("\n", " ").replaceAll(" +", " ").strip())
                .as("the text drawn, not an ellipsis").isEqualTo("Flipbook, Position, Tint");
    }
}
