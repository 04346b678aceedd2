package dev.reel.ui.preview;

import dev.reel.edit.cmd.KeyFields;
import dev.reel.io.ProjectFolder;
import dev.reel.model.Clip;
import dev.reel.model.Kind;
import dev.reel.model.Properties;
import dev.reel.model.Value;
import dev.reel.preview.Camera;
import dev.reel.preview.OriginCross;
import dev.reel.preview.PathOverlays;
import dev.reel.preview.Pose;
import dev.reel.preview.PoseAdapter;
import dev.reel.preview.Scene;
import dev.reel.preview.SpriteAtlas;
import dev.reel.preview.Transform2D;
import dev.reel.runtime.MemoryScene;
import dev.reel.ui.TestProjects;
import dev.reel.ui.UncaughtExceptions;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.documents.Workspace;
import dev.reel.ui.playback.Playback;
import dev.reel.ui.playback.PreviewRig;
import javafx.scene.layout.Pane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * P1: one update of a gizmo drag on a 40-node rig (a knight with 39 posed children, three levels deep, each with
 * a sprite and keyed position and rotation) in a 1280 × 720 preview, on the JavaFX thread: the dragged node's
 * values shown over the clip ({@link ClipStage#override}), the pose, the SDL frame with the selected node's path
 * handed to the image, and the gizmo drawn over it. Beside it, the full redraw a drag would cost if every mouse
 * move changed the clip (as a gesture through the document does): the clip keyed anew, compiled, its path
 * sampled again, posed and drawn. Median milliseconds; ratio = full redraw / drag update.
 */
@Tag("bench")
@Tag("P1")
@ExtendWith({UncaughtExceptions.class, ApplicationExtension.class})
class PoseDragBench {
    private static final int WIDTH = 1280;
    private static final int HEIGHT = 720;
    private static final int NODES = 40;
    private static final int WARM_UP = 40;
    private static final int RUNS = 121;
    private static final String DRAGGED = "Arm2/Hand2";

    @TempDir
    Path temp;
    private PreviewCanvas canvas;

    @Start
    void start(Stage stage) {
        canvas = null;
        stage.setScene(new javafx.scene.Scene(new Pane(), 320, 200));
        stage.show();
    }

    /** The rig: {@code ""}, Arm0..Arm12, each with Hand children and Hand/Tip grandchildren, 40 nodes in all. */
    private static String rig() {
        StringBuilder text = new StringBuilder("anim version=1 length=1 loop=loop {\n");
        List<String> paths = new java.util.ArrayList<>(List.of(""));
        for (int arm = 0; paths.size() < NODES; arm++) {
            paths.add("Arm" + arm);
            if (paths.size() < NODES) {
                paths.add("Arm" + arm + "/Hand" + arm);
            }
            if (paths.size() < NODES) {
                paths.add("Arm" + arm + "/Hand" + arm + "/Tip");
            }
        }
        for (String path : paths) {
            text.append("  frames \"").append(path).append("\" durations=[0.5, 0.5] {\n")
                    .append("    sprites=[asset(\"assets/knight/knight_run.png#knight_run_000\"), ")
                    .append("asset(\"assets/knight/knight_run.png#knight_run_001\")]\n  }\n");
        }
        for (int i = 1; i < paths.size(); i++) {
            String path = paths.get(i);
            int depth = path.split("/").length;
            double x = depth == 1 ? -560 + (i % 13) * 90 : 30;
            text.append("  track \"").append(path).append("\" prop=\"transform.position\" kind=vec2 {\n")
                    .append("    key t=0 v=[").append(x).append(", ").append(depth == 1 ? 0 : -20).append("] {}\n")
                    .append("    key t=0.5 v=[").append(x + 10).append(", -30] {}\n")
                    .append("    key t=1 v=[").append(x).append(", 0] {}\n  }\n");
            text.append("  track \"").append(path).append("\" prop=\"transform.rotation\" kind=float32 {\n")
                    .append("    key t=0 v=0 {}\n    key t=1 v=0.6 {}\n  }\n");
        }
        return text.append("}\n").toString();
    }

    @Test
    void aDragUpdateAgainstAFullRedraw(FxRobot robot) throws Exception {
        Path root = TestProjects.platformer(temp);
        Files.writeString(root.resolve("anim/rig.aeanim"), rig());
        Playback playback = new Playback();
        Workspace workspace = new Workspace(ProjectFolder.at(root), message -> { });
        PreviewRig[] rig = new PreviewRig[1];
        OpenDocument<?>[] document = new OpenDocument<?>[1];
        SpriteAtlas atlas = new SpriteAtlas(root);
        PoseAdapter adapter = new PoseAdapter(atlas);
        GizmoLayer layer = new GizmoLayer();
        robot.interact(() -> {
            document[0] = workspace.open(root.resolve("anim/rig.aeanim")).orElseThrow();
            rig[0] = new PreviewRig(workspace, playback);
            document[0].setTimeCursor(0.25);
            canvas = new PreviewCanvas(atlas);
            canvas.setOverlay(layer);
            canvas.resize(WIDTH, HEIGHT);
            canvas.layout();
            canvas.cameraProperty().set(Camera.centredOn(0, -60, 1, WIDTH, HEIGHT));
        });
        ClipStage stage = new ClipStage(rig[0]);
        Clip clip = (Clip) document[0].value();
        assertThat(rig[0].nodes()).hasSize(NODES);
        int[] sprites = new int[1];
        double[] step = new double[1];

        Runnable dragUpdate = () -> {
            step[0] += 1;
            stage.override(DRAGGED, Map.of(PoseKeys.POSITION, Value.Vec.of(30 + step[0] % 50, -20),
                    PoseKeys.ROTATION, new Value.Num(step[0] % 7 * 0.1)));
            sprites[0] = draw(stage, clip, adapter, layer);
        };
        Runnable fullRedraw = () -> {
            step[0] += 1;
            stage.override(null, Map.of());
            Clip keyed = new KeyFields(0.25, List.of(new KeyFields.Field(DRAGGED, Properties.POSITION, Kind.VEC2,
                    Value.Vec.of(30 + step[0] % 50, -20)))).apply(clip);
            sprites[0] = draw(stage, keyed, adapter, layer);
        };
        double drag = time(robot, dragUpdate);
        double full = time(robot, fullRedraw);
        assertThat(sprites[0]).as("every node draws its sprite").isEqualTo(NODES);
        System.out.printf(java.util.Locale.ROOT, "BENCH P1 gizmo-drag-40-nodes reel=%.3f peer=full-redraw:%.3f "
                + "unit=ms/update ratio=%.1f target=<=4%n", drag, full, full / drag);
        robot.interact(() -> canvas.close());
        rig[0].dispose();
    }

    /** One preview frame of {@code clip} with the dragged node's gizmo, as the panel draws it; the sprite count. */
    private int draw(ClipStage stage, Clip clip, PoseAdapter adapter, GizmoLayer layer) {
        MemoryScene scene = stage.pose(clip, 0.25, true);
        Pose pose = adapter.pose(scene);
        Camera camera = canvas.cameraProperty().get();
        Transform2D parent = pose.worldOf("Arm2");
        Scene drawn = Scene.of(pose.sprites(), camera).withOrigin(new OriginCross(6, 0xA0FFFFFF))
                .withPath(PathOverlays.of(stage.compiled(clip), DRAGGED, parent, Playback.STEP, -1));
        canvas.draw(drawn);
        layer.paint(new GizmoLayer.Look(GizmoFrame.of(pose, DRAGGED, camera), PoseTool.ROTATE, null, true,
                DRAGGED, "35°", new double[] {640, 300}, new double[] {0, 35}));
        return pose.sprites().size();
    }

    /** Median milliseconds of one run on the FX thread, each its own FX event as mouse moves are. */
    private static double time(FxRobot robot, Runnable run) {
        for (int i = 0; i < WARM_UP; i++) {
            robot.interact(run);
        }
        double[] runs = new double[RUNS];
        for (int i = 0; i < RUNS; i++) {
            int index = i;
            robot.interact(() -> {
                long start = System.nanoTime();
                run.run();
                runs[index] = (System.nanoTime() - start) / 1e6;
            });
        }
        Arrays.sort(runs);
        return runs[RUNS / 2];
    }
}
