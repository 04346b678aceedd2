package dev.reel.ui.inspector;

import dev.reel.edit.Gesture;
import dev.reel.edit.cmd.SetKeyValue;
import dev.reel.model.Clip;
import dev.reel.model.Key;
import dev.reel.model.Value;
import dev.reel.ui.EditorFixture;
import dev.reel.ui.control.NumberField;
import dev.reel.ui.documents.OpenDocument;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.controlsfx.property.editor.PropertyEditor;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A key dragged shows its value in the Inspector on every frame and its last value after the drag, while a value
 * written into a row lays out that row's editor only, not the sheet of rows (and the window) around it; an editor
 * whose size changes is still given its new size.
 */
class FieldFenceTest extends EditorFixture {
    private static final String TURN = """
            anim version=1 length=1 {
              track "" prop="transform.rotation" kind=float32 {
                key t=0 v=0.5 {}
              }
            }
            """;

    @Start
    void start(Stage stage) throws Exception {
        openWindow(stage);
        Files.writeString(root.resolve("anim/turn.aeanim"), TURN);
    }

    private static Key key(OpenDocument<Clip> clip) {
        return clip.value().tracks().get(0).keys().get(0);
    }

    @Test
    void aDraggedKeysValueShowsOnEveryFrameAndItsLastAfterTheDragWithoutLayingOutTheSheet(FxRobot robot) {
        @SuppressWarnings("unchecked")
        OpenDocument<Clip> turn = (OpenDocument<Clip>) open("anim/turn.aeanim");
        long id = key(turn).id();
        robot.interact(() -> turn.select(Set.of(id)));
        waitUntil(() -> robot.lookup("#inspector-value").tryQuery().isPresent());
        NumberField value = robot.lookup("#inspector-value").queryAs(NumberField.class);
        waitUntil(() -> "28.65°".equals(value.getText()));
        javafx.scene.Parent sheet = window.inspector().sheet();
        waitForPulses(3, 0.1);
        double width = value.getWidth();
        @SuppressWarnings("unchecked")
        Gesture<Clip>[] drag = new Gesture[1];
        robot.interact(() -> drag[0] = turn.document().gesture("Drag key"));
        int steps = 0;
        for (int degrees : new int[] {31, 47, 52, 40}) {
            boolean[] sheetAsked = new boolean[1];
            robot.interact(() -> {
                drag[0].update(new SetKeyValue(id, new Value.Num(Math.toRadians(degrees))));
                sheetAsked[0] = sheet.isNeedsLayout();
            });
            assertThat(value.getText()).as("the frame's value, shown at once").isEqualTo(degrees + "°");
            assertThat(sheetAsked[0]).as("a value written into a row lays out the row only").isFalse();
            steps++;
        }
        robot.interact(() -> drag[0].commit());
        waitForPulses(3, 0.1);
        assertThat(steps).isEqualTo(4);
        assertThat(key(turn).value()).isEqualTo(new Value.Num(Math.toRadians(40)));
        assertThat(turn.document().history().position()).as("one undo step for the drag").isEqualTo(1);
        assertThat(value.getText()).as("the last value after the drag").isEqualTo("40°");
        assertThat(value.getWidth()).as("the field keeps its place").isEqualTo(width);
    }

    @Test
    void anEditorWhoseSizeChangesIsGivenItsNewSize(FxRobot robot) {
        Label label = new Label("short");
        PropertyEditor<String> inner = new PropertyEditor<>() {
            @Override
            public Node getEditor() {
                return label;
            }

            @Override
            public String getValue() {
                return label.getText();
            }

            @Override
            public void setValue(String text) {
                label.setText(text);
            }
        };
        PropertyEditor<String> fenced = FieldFence.fence(inner);
        Stage[] shown = new Stage[1];
        robot.interact(() -> {
            VBox box = new VBox(fenced.getEditor());
            box.setFillWidth(false);
            shown[0] = new Stage();
            shown[0].setScene(new Scene(box, 400, 200));
            shown[0].show();
        });
        try {
            waitForPulses(3, 0.1);
            double before = label.getWidth();
            robot.interact(() -> fenced.setValue("a much longer text than before"));
            waitUntil(() -> label.getWidth() > before + 20);
            waitForPulses(3, 0.1);
            double[] widths = new double[3];
            robot.interact(() -> {
                widths[0] = label.getWidth();
                widths[1] = label.prefWidth(-1);
                widths[2] = ((javafx.scene.layout.Region) fenced.getEditor()).getWidth();
            });
            // Sizes are snapped to whole pixels.
            assertThat(widths[0]).as("the editor is as wide as its text now needs")
                    .isCloseTo(widths[1], org.assertj.core.data.Offset.offset(1.0));
            assertThat(widths[2]).as("and so is the row it sits in").isEqualTo(widths[0]);
        } finally {
            robot.interact(() -> shown[0].close());
        }
    }
}
