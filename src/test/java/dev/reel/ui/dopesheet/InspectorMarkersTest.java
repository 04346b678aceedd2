package dev.reel.ui.dopesheet;

import dev.reel.model.Clip;
import dev.reel.model.Properties;
import dev.reel.ui.control.NumberField;
import dev.reel.ui.control.VectorField;
import dev.reel.ui.documents.OpenDocument;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;
import javafx.scene.shape.SVGPath;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Inspector's node fields show at a glance what the clip does with them: a key diamond beside each field
 * the clip drives, hollow between keys and filled on one, orange with "press K" under the field while a recorded
 * edit waits for K; and their numbers read well on the dark theme with Rec on.
 */
class InspectorMarkersTest extends AnimationPanelFixture {
    private static final Color KEY = Color.web("#f7d56b");

    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    /** The diamond beside a node field (by the field's id), or null. */
    private static SVGPath diamond(FxRobot robot, String fieldId) {
        return robot.lookup(fieldId + "-marker .field-key").tryQuery().map(SVGPath.class::cast).orElse(null);
    }

    private static Color fill(Paint paint) {
        return paint instanceof Color color ? color : Color.TRANSPARENT;
    }

    private static boolean near(Paint paint, Color expected) {
        Color color = fill(paint);
        return color.getOpacity() > 0.9 && Math.abs(color.getRed() - expected.getRed())
                + Math.abs(color.getGreen() - expected.getGreen()) + Math.abs(color.getBlue() - expected.getBlue()) < 0.1;
    }

    @Test
    void aDiamondBesideEachDrivenFieldIsHollowBetweenKeysFilledOnOneAndOrangeWhilePending(FxRobot robot) {
        OpenDocument<Clip> attack = clip(robot, "anim/knight/attack.aeanim");
        robot.interact(() -> attack.setTimeCursor(0.14));
        nodeField(robot, "#inspector-rotation");
        waitUntil(() -> diamond(robot, "#inspector-position") != null);
        waitUntil(() -> near(diamond(robot, "#inspector-position").getFill(), KEY));
        assertThat(near(diamond(robot, "#inspector-position").getStroke(), KEY)).isTrue();
        SVGPath rotation = diamond(robot, "#inspector-rotation");
        assertThat(fill(rotation.getFill()).getOpacity()).as("the clip does not animate the rotation").isZero();
        assertThat(fill(rotation.getStroke()).getOpacity()).isZero();

        robot.interact(() -> attack.setTimeCursor(0.3));
        waitUntil(() -> fill(diamond(robot, "#inspector-position").getFill()).getOpacity() == 0);
        assertThat(near(diamond(robot, "#inspector-position").getStroke(), KEY)).as("animated, no key here: hollow")
                .isTrue();

        robot.interact(() -> {
            window.playback().recProperty().set(true);
            window.playback().autoKeyProperty().set(false);
        });
        NumberField field = nodeField(robot, "#inspector-rotation");
        robot.interact(() -> {
            field.requestFocus();
            field.selectAll();
        });
        robot.write("12");
        waitUntil(() -> window.rig().pending("", Properties.ROTATION) != null);
        waitUntil(() -> near(diamond(robot, "#inspector-rotation").getFill(), Color.web("#ff9f43")));
        Label hint = robot.lookup("#inspector-rotation-marker .field-pending-hint").queryAs(Label.class);
        assertThat(hint.isVisible()).isTrue();
        assertThat(hint.getText()).contains("press K");
        assertThat(robot.lookup("#inspector-position-marker .field-pending-hint").queryAs(Label.class).isVisible())
                .as("only the field that waits").isFalse();
    }

    private static List<Color> laneColours(FxRobot robot) {
        waitUntil(() -> robot.lookup("#inspector-position").tryQuery().map(n -> n instanceof VectorField)
                .orElse(false));
        VectorField position = robot.lookup("#inspector-position").queryAs(VectorField.class);
        return robot.from(position).lookup((java.util.function.Predicate<Node>) n -> n instanceof Text)
                .queryAllAs(Text.class).stream().filter(t -> !t.getText().isEmpty()
                        && t.getParent() != null && !(t.getParent() instanceof Label)
                        && !t.getParent().getStyleClass().contains("lane-name"))
                .map(t -> fill(t.getFill())).toList();
    }

    @Test
    void withRecOnThePositionNumbersAreLightAndWhole(FxRobot robot) {
        OpenDocument<Clip> attack = clip(robot, "anim/knight/attack.aeanim");
        robot.interact(() -> attack.setTimeCursor(0.3));
        // The Node section open first, as an artist has it, then Rec on: the driven fields become editable.
        nodeField(robot, "#inspector-rotation");
        robot.interact(() -> {
            window.playback().recProperty().set(true);
            window.playback().autoKeyProperty().set(false);
        });
        waitForPulses(3, 0.5);
        assertThat(laneColours(robot)).as("the driven lanes with Rec just turned on").allMatch(c -> c.getBrightness() > 0.6);
        waitUntil(() -> robot.lookup("#inspector-position").tryQuery().map(n -> n instanceof VectorField)
                .orElse(false));
        VectorField position = robot.lookup("#inspector-position").queryAs(VectorField.class);
        robot.interact(() -> position.setValue(new double[] {-123.456, -1234.5}));
        waitUntil(() -> window.rig().pending("", Properties.POSITION) != null);
        for (String state : List.of("pending", "driven")) {
            if (state.equals("driven")) {
                robot.interact(() -> attack.setTimeCursor(0.2));
                waitUntil(() -> window.rig().pending("", Properties.POSITION) == null);
                robot.interact(() -> position.setValue(new double[] {-123.456, -1234.5}));
                robot.interact(() -> window.rig().clearPending());
            }
            waitForPulses(3, 0.5);
            List<NumberField> lanes = robot.from(position).lookup(".lane-field").queryAllAs(NumberField.class)
                    .stream().toList();
            assertThat(lanes).hasSize(2);
            for (NumberField lane : lanes) {
                Text text = robot.from(lane).lookup((java.util.function.Predicate<Node>) n -> n instanceof Text)
                        .queryAllAs(Text.class).stream().filter(t -> !t.getText().isEmpty()).findFirst().orElseThrow();
                Color colour = fill(text.getFill());
                assertThat(colour.getBrightness()).as(state + ": " + lane.getText() + " reads on the dark theme")
                        .isGreaterThan(0.6);
                double room = lane.getWidth() - lane.snappedLeftInset() - lane.snappedRightInset();
                assertThat(text.getLayoutBounds().getWidth()).as(state + ": " + lane.getText() + " is not clipped")
                        .isLessThanOrEqualTo(room);
            }
        }
    }

    /** The fill of every non-empty text of a text field in the Inspector's property sheet, named by its row. */
    private static java.util.Map<String, Color> fieldTexts(FxRobot robot) {
        java.util.Map<String, Color> fills = new java.util.LinkedHashMap<>();
        Node sheet = robot.lookup("#inspector-sheet").query();
        for (javafx.scene.control.TextField field : robot.from(sheet).lookup(
                (java.util.function.Predicate<Node>) n -> n instanceof javafx.scene.control.TextField)
                .queryAllAs(javafx.scene.control.TextField.class)) {
            if (field.getStyleClass().contains("combo-box-search") || !field.isVisible()) {
                continue;
            }
            robot.from(field).lookup((java.util.function.Predicate<Node>) n -> n instanceof Text)
                    .queryAllAs(Text.class).stream().filter(t -> !t.getText().isEmpty()).findFirst()
                    .ifPresent(text -> {
                        Node named = field;
                        while (named != null && named.getId() == null) {
                            named = named.getParent();
                        }
                        fills.put((named == null ? "?" : named.getId()) + "#" + fills.size() + " '"
                                + text.getText() + "'", fill(text.getFill()));
                    });
        }
        return fills;
    }

    /**
     * Every field of the Inspector reads light in every combination of Rec, a selected key and the cursor on a key
     * or between keys, reached one after another as an artist would (the styles of one state are shared by every
     * field that comes to it later), and Position's y is not clipped.
     */
    @Test
    void everyFieldReadsLightWhateverRecTheSelectedKeyAndTheCursor(FxRobot robot) {
        OpenDocument<Clip> attack = clip(robot, "anim/knight/attack.aeanim");
        long key = track(attack.value(), "", Properties.POSITION).keys().get(1).id();
        nodeField(robot, "#inspector-rotation");
        for (boolean keySelected : List.of(true, false)) {
            for (double cursor : List.of(0.14, 0.3)) {
                for (boolean rec : List.of(false, true, false)) {
                    String state = (keySelected ? "key selected" : "no key selected") + ", cursor " + cursor
                            + (rec ? ", Rec on" : ", Rec off");
                    robot.interact(() -> {
                        attack.select(keySelected ? java.util.Set.of(key) : java.util.Set.of());
                        attack.setTimeCursor(cursor);
                        window.playback().recProperty().set(rec);
                        window.playback().autoKeyProperty().set(false);
                    });
                    waitForPulses(4, 0.5);
                    java.util.Map<String, Color> fills = fieldTexts(robot);
                    assertThat(fills).as(state).isNotEmpty();
                    assertThat(fills).as(state).allSatisfy((field, colour) -> assertThat(colour.getBrightness())
                            .as(state + ": " + field + " reads on the dark theme (" + colour + ")").isGreaterThan(0.45));
                    if (rec) {
                        VectorField position = robot.lookup("#inspector-position").queryAs(VectorField.class);
                        for (NumberField lane : robot.from(position).lookup(".lane-field").queryAllAs(NumberField.class)) {
                            Text text = robot.from(lane).lookup((java.util.function.Predicate<Node>) n -> n instanceof Text)
                                    .queryAllAs(Text.class).stream().filter(t -> !t.getText().isEmpty())
                                    .findFirst().orElseThrow();
                            double room = lane.getWidth() - lane.snappedLeftInset() - lane.snappedRightInset();
                            assertThat(text.getLayoutBounds().getWidth()).as(state + ": " + lane.getText()
                                    + " is not clipped").isLessThanOrEqualTo(room);
                        }
                    }
                }
            }
        }
    }

    /** The controller mark beside a node field (by the field's id): shown, or absent/hidden. */
    private static boolean controllerMark(FxRobot robot, String fieldId) {
        return robot.lookup(fieldId + "-marker .field-controller-slot").tryQuery().map(Node::isVisible).orElse(false);
    }

    /**
     * With the preview pinned to a controller while a clip is edited, the fields the controller drives carry a
     * visible mark of their own (not only a tooltip); it goes when the preview shows the clip again.
     */
    @Test
    void fieldsThePlayingControllerDrivesCarryAVisibleMark(FxRobot robot) {
        open("anim/knight.aectrl");
        @SuppressWarnings("unchecked")
        javafx.scene.control.ChoiceBox<dev.reel.ui.preview.PreviewPanel.Mode> mode =
                robot.lookup("#preview-mode").queryAs(javafx.scene.control.ChoiceBox.class);
        robot.interact(() -> mode.setValue(dev.reel.ui.preview.PreviewPanel.Mode.CONTROLLER));
        waitUntil(() -> window.rig().layersProperty().get() != null);
        javafx.scene.control.ToggleButton pin = robot.lookup("#preview-pin").queryAs(javafx.scene.control.ToggleButton.class);
        robot.interact(pin::fire);
        waitUntil(pin::isSelected);
        clip(robot, "anim/knight/run.aeanim");
        nodeField(robot, "#inspector-rotation");
        waitUntil(() -> controllerMark(robot, "#inspector-sprite"));
        assertThat(controllerMark(robot, "#inspector-rotation")).as("no clip of the knight turns it").isFalse();
        Node mark = robot.lookup("#inspector-sprite-marker .field-controller").query();
        assertThat(mark.getBoundsInParent().getWidth()).as("a mark one sees").isGreaterThan(4);
        assertThat(near(((SVGPath) mark).getFill(), Color.web("#c792ea"))).as("in the controller colour").isTrue();

        robot.interact(pin::fire);
        waitUntil(() -> window.rig().layersProperty().get() == null);
        waitUntil(() -> !controllerMark(robot, "#inspector-sprite"));
    }
}
