package dev.reel.ui.inspector;

import dev.reel.model.Condition;
import dev.reel.model.Controller;
import dev.reel.ui.EditorFixture;
import dev.reel.ui.documents.OpenDocument;
import javafx.scene.control.Label;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** A condition reads as the Animator graph writes it ({@code Speed > 0.5}) in the Inspector, never {@code gt}. */
class ConditionNotationTest extends EditorFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    private static List<String> labels(TreeItem<Outline.Entry> item) {
        List<String> all = new ArrayList<>(List.of(item.getValue().label()));
        item.getChildren().forEach(child -> all.addAll(labels(child)));
        return all;
    }

    @Test
    void theSummaryAndTheOutlineUseTheGraphsSymbols(FxRobot robot) {
        @SuppressWarnings("unchecked")
        OpenDocument<Controller> knight = (OpenDocument<Controller>) open("anim/knight.aectrl");
        TreeView<Outline.Entry> outline = window.inspector().outline();
        waitUntil(() -> outline.getRoot() != null && outline.getRoot().getValue().label().equals("knight.aectrl"));
        List<String> rows = labels(outline.getRoot());
        assertThat(rows).contains("Speed > 0.5", "Speed ≤ 0.5", "not Grounded", "VerticalSpeed > 0");
        assertThat(rows).noneMatch(row -> row.contains(" gt ") || row.contains(" le ") || row.contains(" eq "));

        Condition speed = knight.value().transitions().stream().flatMap(transition -> transition.conditions().stream())
                .filter(condition -> condition.param().equals("Speed")).findFirst().orElseThrow();
        robot.interact(() -> knight.select(Set.of(speed.id())));
        waitUntil(() -> robot.lookup("#inspector-test").tryQuery().isPresent());
        Label test = robot.lookup("#inspector-test").queryAs(Label.class);
        assertThat(test.getText()).isEqualTo("Speed > 0.5");
    }
}
