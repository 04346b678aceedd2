package dev.reel.ui.dopesheet;

import dev.reel.model.Clip;
import dev.reel.ui.documents.OpenDocument;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ToggleButton;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;
import javafx.scene.shape.Shape;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Rec on is unmistakable: the preview and the ruler, dope sheet and curves get a red frame and the time cursor
 * turns red (blue while Rec is off); Auto Key on is a filled orange switch with a filled key, off an outline.
 */
class RecordingLookTest extends AnimationPanelFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    private static boolean red(Color color) {
        return color.getRed() > 0.85 && color.getGreen() < 0.35 && color.getBlue() < 0.35;
    }

    /** The colour the Animation panel shows one pixel inside the left edge of its ruler-and-rows column. */
    private Color timelineEdge(FxRobot robot) {
        Node timeline = robot.lookup(".animation-timeline").query();
        Color[] color = new Color[1];
        robot.interact(() -> {
            Bounds bounds = timeline.getBoundsInParent();
            WritableImage image = timeline.getParent().snapshot(null, null);
            color[0] = image.getPixelReader().getColor((int) bounds.getMinX() + 1,
                    (int) (bounds.getMinY() + bounds.getHeight() / 2));
        });
        return color[0];
    }

    private Color cursorColour(FxRobot robot, String which) {
        Color[] color = new Color[1];
        robot.interact(() -> color[0] = switch (which) {
            case "sheet" -> panel().sheet().paints().color("-reel-cursor");
            case "curves" -> panel().curves().paints().color("-reel-cursor");
            default -> panel().ruler().paints().color("-reel-cursor");
        });
        return color[0];
    }

    @Test
    void recOnFramesThePreviewAndTheTimelineInRedAndTurnsTheCursorRed(FxRobot robot) {
        OpenDocument<Clip> attack = clip(robot, "anim/knight/attack.aeanim");
        assertThat(attack).isNotNull();
        Node frame = robot.lookup("#preview-rec-frame").query();
        assertThat(frame.isVisible()).as("no frame while Rec is off").isFalse();
        assertThat(red(timelineEdge(robot))).isFalse();
        for (String view : new String[] {"sheet", "curves", "ruler"}) {
            assertThat(red(cursorColour(robot, view))).as(view + " cursor with Rec off").isFalse();
        }

        robot.interact(() -> window.playback().recProperty().set(true));

        waitUntil(frame::isVisible);
        Region border = robot.lookup(".preview-rec-border").queryAs(Region.class);
        waitUntil(() -> border.getBorder() != null);
        Paint stroke = border.getBorder().getStrokes().get(0).getTopStroke();
        assertThat(red((Color) stroke)).as("the preview's frame is red").isTrue();
        assertThat(border.getWidth()).as("the frame goes round the whole canvas")
                .isEqualTo(panelCanvasWidth(robot), org.assertj.core.api.Assertions.within(1.0));
        assertThat(robot.lookup(".preview-rec-tag").queryLabeled().getText()).contains("REC");
        waitUntil(() -> red(timelineEdge(robot)));
        for (String view : new String[] {"sheet", "curves", "ruler"}) {
            assertThat(red(cursorColour(robot, view))).as(view + " cursor with Rec on").isTrue();
        }

        robot.interact(() -> window.playback().recProperty().set(false));
        waitUntil(() -> !frame.isVisible() && !red(timelineEdge(robot)));
    }

    private double panelCanvasWidth(FxRobot robot) {
        double[] width = new double[1];
        robot.interact(() -> width[0] = ((Region) robot.lookup("#preview-rec-frame").query().getParent()).getWidth());
        return width[0];
    }

    @Test
    void autoKeyOnIsAFilledOrangeSwitchAndOffAnOutline(FxRobot robot) {
        clip(robot, "anim/knight/attack.aeanim");
        robot.interact(() -> window.playback().recProperty().set(true));
        ToggleButton autoKey = robot.lookup("#autokey-button").queryAs(ToggleButton.class);
        waitUntil(() -> !autoKey.isDisabled() && autoKey.isSelected());
        robot.interact(autoKey::applyCss);
        Color on = background(autoKey);
        Shape glyph = (Shape) autoKey.getGraphic();
        assertThat(glyph).as("an icon, not only text").isNotNull();
        Paint glyphOn = glyph.getFill();

        robot.interact(() -> window.playback().autoKeyProperty().set(false));
        robot.interact(autoKey::applyCss);
        Color off = background(autoKey);

        assertThat(on.getRed()).as("on: orange").isGreaterThan(0.7);
        assertThat(on.getGreen()).isBetween(0.25, 0.6);
        assertThat(on.getBlue()).isLessThan(0.3);
        assertThat(on.getOpacity()).isEqualTo(1.0);
        assertThat(off.getOpacity()).as("off: no fill, an outline").isZero();
        assertThat(autoKey.getBorder()).isNotNull();
        assertThat(glyph.getFill()).as("the key is filled on and hollow off").isNotEqualTo(glyphOn);
        assertThat(((Color) glyph.getFill()).getOpacity()).isZero();
    }

    private static Color background(ToggleButton button) {
        if (button.getBackground() == null || button.getBackground().getFills().isEmpty()) {
            return Color.TRANSPARENT;
        }
        Paint fill = button.getBackground().getFills().get(button.getBackground().getFills().size() - 1).getFill();
        return fill instanceof Color color ? color : Color.TRANSPARENT;
    }
}
