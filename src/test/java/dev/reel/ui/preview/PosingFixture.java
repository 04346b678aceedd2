package dev.reel.ui.preview;

import dev.reel.model.Clip;
import dev.reel.preview.Camera;
import dev.reel.ui.EditorFixture;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.shell.PanelSlot;
import javafx.geometry.Point2D;
import org.testfx.api.FxRobot;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;

/**
 * A window on the sample project plus {@code anim/duo.aeanim}: the knight as the clip's own node, a mage as his
 * child {@code Mage} (keyed at 0, 0.5 and 1 s) and a rogue as hers ({@code Mage/Rogue}), side by side; and
 * {@code anim/solo.aeanim}, the mage alone with nothing drawn on the clip's own node; and {@code anim/stack.aeanim},
 * the mage and the rogue overlapping. The figures are about 24 units wide around their pivots, at their feet, in
 * 128-unit cells: a point 40 units above a pivot is on the figure, one 40 units beside it is on nothing.
 */
abstract class PosingFixture extends EditorFixture {
    static final String DUO = """
            anim version=1 length=1 loop=loop {
              frames "" durations=[1] {
                sprites=[asset("assets/knight/knight_idle.png#knight_idle_000")]
              }
              frames "Mage" durations=[1] {
                sprites=[asset("assets/mage/mage_idle.png#mage_idle_000")]
              }
              frames "Mage/Rogue" durations=[1] {
                sprites=[asset("assets/rogue/rogue_idle.png#rogue_idle_000")]
              }
              track "Mage" prop="transform.position" kind=vec2 {
                key t=0 v=[70, -10] {}
                key t=0.5 v=[90, -30] {}
                key t=1 v=[70, -10] {}
              }
              track "Mage/Rogue" prop="transform.position" kind=vec2 {
                key t=0 v=[60, 0] {}
              }
            }
            """;
    static final String SOLO = """
            anim version=1 length=1 {
              frames "Mage" durations=[1] {
                sprites=[asset("assets/mage/mage_idle.png#mage_idle_000")]
              }
              track "Mage" prop="transform.position" kind=vec2 {
                key t=0 v=[70, -10] {}
              }
            }
            """;

    /** The mage with the rogue 4 units to her right, in front of her: their figures overlap. */
    static final String STACK = """
            anim version=1 length=1 {
              frames "Mage" durations=[1] {
                sprites=[asset("assets/mage/mage_idle.png#mage_idle_000")]
              }
              frames "Mage/Rogue" durations=[1] {
                sprites=[asset("assets/rogue/rogue_idle.png#rogue_idle_000")]
              }
              track "Mage/Rogue" prop="transform.position" kind=vec2 {
                key t=0 v=[4, 0] {}
              }
            }
            """;

    PreviewPanel panel() {
        return (PreviewPanel) window.panel(PanelSlot.PREVIEW);
    }

    /** Writes the two clips and opens one of them, waiting for its first frame. */
    @SuppressWarnings("unchecked")
    OpenDocument<Clip> openClip(FxRobot robot, String name) {
        try {
            Files.writeString(root.resolve("anim/duo.aeanim"), DUO);
            Files.writeString(root.resolve("anim/solo.aeanim"), SOLO);
            Files.writeString(root.resolve("anim/stack.aeanim"), STACK);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        OpenDocument<Clip> document = (OpenDocument<Clip>) open("anim/" + name);
        waitUntil(() -> panel().canvas().renderer() != null && panel().lastPose() != null
                && !panel().lastPose().sprites().isEmpty() && panel().canvas().placed());
        return document;
    }

    Camera camera() {
        return panel().canvas().cameraProperty().get();
    }

    /** The screen point of a world point of the preview. */
    Point2D onWorld(double x, double y) {
        Point2D[] point = new Point2D[1];
        new FxRobot().interact(() -> point[0] = panel().canvas().localToScreen(camera().viewX(x), camera().viewY(y)));
        return point[0];
    }

    /** The screen point of a view point of the canvas. */
    Point2D onView(double x, double y) {
        Point2D[] point = new Point2D[1];
        new FxRobot().interact(() -> point[0] = panel().canvas().localToScreen(x, y));
        return point[0];
    }

    /** The gizmo frame of the selected node now. */
    GizmoFrame frame() {
        GizmoFrame[] frame = new GizmoFrame[1];
        new FxRobot().interact(() -> frame[0] = panel().posing().frame());
        return frame[0];
    }

    String selected() {
        String[] node = new String[1];
        new FxRobot().interact(() -> node[0] = window.rig().selectedNode());
        return node[0];
    }

    void recordWithAutoKey(FxRobot robot) {
        robot.interact(() -> {
            window.playback().recProperty().set(true);
            window.playback().autoKeyProperty().set(true);
        });
    }
}
