package dev.reel.ui.dopesheet;

import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollBar;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.util.List;
import java.util.function.Predicate;

import static org.assertj.core.api.Assertions.assertThat;

/** The Add Track dialog's property list is as wide as its lines: none is cut and no horizontal scroll bar shows. */
class AddTrackListTest extends AnimationPanelFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    @Test
    void everyPropertyShowsWholeWithoutAHorizontalScrollBar(FxRobot robot) {
        clip(robot, "anim/knight/attack.aeanim");
        robot.clickOn("#add-track-button");
        waitUntil(() -> robot.lookup("#picker-properties").tryQuery().map(Node::isVisible).orElse(false));
        ListView<?> list = robot.lookup("#picker-properties").queryAs(ListView.class);
        waitForPulses(5, 0.5);

        List<ScrollBar> horizontal = robot.from(list).lookup(".scroll-bar").queryAllAs(ScrollBar.class).stream()
                .filter(bar -> bar.getOrientation() == Orientation.HORIZONTAL && bar.isVisible()).toList();
        assertThat(horizontal).as("no horizontal scroll bar").isEmpty();
        List<ListCell<?>> cells = robot.from(list).lookup((Predicate<Node>) node -> node instanceof ListCell<?> cell
                && cell.getText() != null && cell.isVisible()).queryAll().stream().<ListCell<?>>map(node -> (ListCell<?>) node).toList();
        assertThat(cells).isNotEmpty();
        for (ListCell<?> cell : cells) {
            String shown = robot.from(cell).lookup((Predicate<Node>) node -> node instanceof Text).queryAllAs(Text.class)
                    .stream().map(Text::getText).findFirst().orElse("");
            assertThat(shown).as("the line is not cut").isEqualTo(cell.getText());
        }
        clickDialogButton(robot, "Cancel");
    }
}
