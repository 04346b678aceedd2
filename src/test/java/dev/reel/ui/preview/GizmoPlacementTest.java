package dev.reel.ui.preview;

import dev.reel.preview.Camera;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * The gizmo sits on the pivot at every zoom and keeps its size: the frame the SDL renderer drew (its origin cross
 * marks the clip's own node) and the gizmo layer over it, read back as pixels at 1×, 3× and 0.5×.
 */
class GizmoPlacementTest extends PosingFixture {
    private static final double OFFSET_X = 200;
    private static final double OFFSET_Y = 150;

    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    private static double luminance(int argb) {
        return 0.299 * (argb >> 16 & 0xFF) + 0.587 * (argb >> 8 & 0xFF) + 0.114 * (argb & 0xFF);
    }

    /** Shows the camera and waits until the SDL frame and the gizmo over it are drawn with it. */
    private void show(FxRobot robot, Camera camera) {
        // The preview may still frame the newly opened clip once its sheets are in (a fit after ours): set the
        // camera again until a frame has been drawn with it and it is still in place some pulses later. (The
        // preview draws a frame only when the scene or the camera changed, so a camera already in place draws
        // none.)
        for (int attempt = 0; attempt < 20; attempt++) {
            long[] before = new long[1];
            boolean[] moved = new boolean[1];
            robot.interact(() -> {
                before[0] = panel().canvas().lastReport().version();
                moved[0] = !camera.equals(panel().canvas().cameraProperty().get());
                panel().canvas().cameraProperty().set(camera);
            });
            if (moved[0]) {
                waitUntil(() -> panel().canvas().lastReport().version() > before[0]);
            }
            waitForPulses(3, 0.1);
            boolean[] kept = new boolean[1];
            robot.interact(() -> kept[0] = camera.equals(panel().canvas().cameraProperty().get()));
            if (kept[0]) {
                return;
            }
        }
    }

    /** The centre of the pure white pixels (the pivot's disc) within 6 px of a view point, pixel centres. */
    private static double[] whiteDisc(PixelReader pixels, double x, double y) {
        double sumX = 0;
        double sumY = 0;
        int count = 0;
        for (int py = (int) y - 6; py <= (int) y + 6; py++) {
            for (int px = (int) x - 6; px <= (int) x + 6; px++) {
                int argb = pixels.getArgb(px, py);
                if ((argb >> 16 & 0xFF) >= 240 && (argb >> 8 & 0xFF) >= 240 && (argb & 0xFF) >= 240) {
                    sumX += px + 0.5;
                    sumY += py + 0.5;
                    count++;
                }
            }
        }
        assertThat(count).as("the pivot's white disc near (" + x + ", " + y + ")").isGreaterThan(12);
        return new double[] {sumX / count, sumY / count};
    }

    /** How far right of {@code x} the red x arrow reaches on row {@code y}. */
    private static int redReach(PixelReader pixels, double x, double y) {
        int reach = -1;
        for (int px = (int) x; px < (int) x + 120; px++) {
            int argb = pixels.getArgb(px, (int) y);
            if ((argb >> 16 & 0xFF) > 190 && (argb >> 8 & 0xFF) < 120 && (argb & 0xFF) < 120) {
                reach = px - (int) x;
            }
        }
        return reach;
    }

    @ParameterizedTest
    @ValueSource(doubles = {1, 3, 0.5})
    void theGizmoSitsOnThePivotAndKeepsItsSize(double zoom, FxRobot robot) {
        openClip(robot, "solo.aeanim");
        robot.interact(() -> window.rig().selectNode(""));
        // With Rec on the arrows are in colour (red for x); off, they are grey.
        recordWithAutoKey(robot);
        show(robot, new Camera(OFFSET_X, OFFSET_Y, zoom));

        int[][] sdl = new int[1][];
        int[] width = new int[1];
        WritableImage[] shown = new WritableImage[1];
        robot.interact(() -> {
            sdl[0] = panel().canvas().renderer().copyPixels();
            width[0] = panel().canvas().renderer().width();
            shown[0] = panel().canvas().snapshot(null, null);
        });
        // The SDL frame: the origin cross's horizontal arm, bright over the checkerboard, centred on the origin. The
        // arm is one pixel thick, so it lies on the origin's row or next to it, by where the canvas sits on the
        // screen: the row holding most of it is the arm.
        double sum = 0;
        int count = 0;
        int armRow = (int) OFFSET_Y;
        for (int row = (int) OFFSET_Y - 1; row <= (int) OFFSET_Y + 1; row++) {
            double rowSum = 0;
            int rowCount = 0;
            for (int x = (int) OFFSET_X - 12; x <= OFFSET_X + 12; x++) {
                if (luminance(sdl[0][row * width[0] + x]) > 140) {
                    rowSum += x + 0.5;
                    rowCount++;
                }
            }
            if (rowCount > count) {
                sum = rowSum;
                count = rowCount;
                armRow = row;
            }
        }
        assertThat(count).as("the SDL origin cross").isGreaterThanOrEqualTo(11);
        double crossX = sum / count;

        PixelReader pixels = shown[0].getPixelReader();
        double[] disc = whiteDisc(pixels, OFFSET_X, OFFSET_Y);
        assertThat(disc[0]).as("the gizmo's pivot on the SDL cross").isCloseTo(crossX, within(1.0));
        assertThat(disc[1]).isCloseTo(armRow + 0.5, within(1.0));
        assertThat(redReach(pixels, disc[0], disc[1])).as("the x arrow is as long at every zoom")
                .isBetween((int) GizmoHandle.ARROW - 3, (int) GizmoHandle.ARROW + 1);

        // The mage's pivot, world (70, -10), lands where the camera puts it.
        robot.interact(() -> window.rig().selectNode("Mage"));
        show(robot, new Camera(OFFSET_X, OFFSET_Y, zoom));
        robot.interact(() -> shown[0] = panel().canvas().snapshot(null, null));
        double[] mage = whiteDisc(shown[0].getPixelReader(), OFFSET_X + 70 * zoom, OFFSET_Y - 10 * zoom);
        assertThat(mage[0]).isCloseTo(OFFSET_X + 70 * zoom, within(1.0));
        assertThat(mage[1]).isCloseTo(OFFSET_Y - 10 * zoom, within(1.0));
        assertThat(redReach(shown[0].getPixelReader(), mage[0], mage[1]))
                .isBetween((int) GizmoHandle.ARROW - 3, (int) GizmoHandle.ARROW + 1);
    }
}
