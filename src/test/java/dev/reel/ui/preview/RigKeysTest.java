package dev.reel.ui.preview;

import com.sun.javafx.scene.input.DragboardHelper;
import com.sun.javafx.tk.TKClipboard;
import dev.reel.model.Clip;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.Track;
import dev.reel.model.Value;
import dev.reel.preview.Camera;
import dev.reel.preview.Sprite;
import dev.reel.runtime.rig.RigPose;
import dev.reel.ui.EditorFixture;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.shell.PanelSlot;
import javafx.event.Event;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.TreeCell;
import javafx.scene.input.DragEvent;
import javafx.scene.input.Dragboard;
import javafx.scene.input.MouseButton;
import javafx.scene.input.TransferMode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * Keying a rig's animated parts in a rig clip (issue 34, "Animating"): a mesh vertex dragged with the Deform tool
 * and Rec on keys the mesh's deform track at the cursor; a slot dropped on another in the Skeleton panel with Rec
 * on keys the draw order; the preview's skin selector draws the other skin's attachment and Key Skin keys the
 * slots it changes. The arm of {@code src/test/resources/dev/reel/ui/rigkeys} (a weighted mesh and a hand region
 * with a "big" skin).
 */
class RigKeysTest extends EditorFixture {
    private static final String[] ASSETS = {"assets/arm.png", "assets/arm.png.meta"};
    private static final String[] FILES = {"rigs/arm.aerig", "anim/wave.aeanim"};
    private static final String DEFORM = "deform/default/arm/arm";

    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    @Override
    protected void beforeWindow() {
        try {
            for (String file : ASSETS) {
                copy("/dev/reel/preview/rig-arm/" + file, root.resolve(file));
            }
            for (String file : FILES) {
                copy("/dev/reel/ui/rigkeys/" + file, root.resolve(file));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void copy(String resource, Path target) throws IOException {
        Files.createDirectories(target.getParent());
        try (InputStream in = RigKeysTest.class.getResourceAsStream(resource)) {
            Files.copy(in, target);
        }
    }

    private PreviewPanel panel() {
        return (PreviewPanel) window.panel(PanelSlot.PREVIEW);
    }

    @SuppressWarnings("unchecked")
    private OpenDocument<Clip> openWave(FxRobot robot) {
        OpenDocument<Clip> wave = (OpenDocument<Clip>) open("anim/wave.aeanim");
        waitUntil(() -> panel().canvas().renderer() != null && panel().clipScene().lastPoser() != null
                && panel().canvas().lastReport() != null && panel().canvas().lastReport().meshes() == 1);
        robot.interact(() -> panel().canvas().cameraProperty().set(Camera.centredOn(30, 10, 2,
                (int) panel().canvas().getWidth(), (int) panel().canvas().getHeight())));
        waitForPulses(3, 0.5);
        return wave;
    }

    private Point2D screenOfVertex(FxRobot robot, int vertex) {
        Point2D[] at = new Point2D[1];
        robot.interact(() -> {
            RigPose pose = panel().clipScene().lastPoser().pose();
            double[] vertices = pose.vertices(0);
            Camera camera = panel().canvas().cameraProperty().get();
            at[0] = panel().canvas().localToScreen(camera.viewX(vertices[2 * vertex]),
                    camera.viewY(vertices[2 * vertex + 1]));
        });
        return at[0];
    }

    private static Track track(Clip clip, String path, String property) {
        return clip.tracks().stream().filter(track -> track.path().equals(path) && track.property().equals(property))
                .findFirst().orElse(null);
    }

    @Test
    void aVertexDraggedWithRecKeysTheMeshDeformAtTheCursorInOneStep(FxRobot robot) {
        OpenDocument<Clip> wave = openWave(robot);
        robot.interact(() -> {
            wave.setTimeCursor(0.5);
            panel().posing().deform().onProperty().set(true);
            window.playback().recProperty().set(true);
        });
        waitForPulses(3, 0.5);
        int before = wave.document().history().size();
        // Vertex 9 is the tip's middle, on the lower bone alone, away from the hand's region.
        Point2D from = screenOfVertex(robot, 9);
        Point2D to = from.add(10, 6);
        robot.moveTo(from).press(MouseButton.PRIMARY);
        robot.moveTo(from.midpoint(to)).moveTo(to);
        waitForPulses(2, 0.5);
        // Shown live while dragging, keyed nothing yet.
        assertThat(track(wave.value(), "upper", DEFORM)).isNull();
        robot.release(MouseButton.PRIMARY);
        waitUntil(() -> track(wave.value(), "upper", DEFORM) != null);

        Track deform = track(wave.value(), "upper", DEFORM);
        assertThat(deform.kind()).isEqualTo(Kind.FLOATS);
        assertThat(deform.keys()).hasSize(1);
        Key key = deform.keys().get(0);
        assertThat(key.time()).isEqualTo(0.5);
        double[] offsets = ((Value.Vec) key.value()).lanes();
        assertThat(offsets).hasSize(54);
        // A weighted vertex takes its offset in world units: 10 and 6 view pixels at zoom 2.
        assertThat(offsets[18]).isCloseTo(5, within(1e-9));
        assertThat(offsets[19]).isCloseTo(3, within(1e-9));
        for (int lane = 0; lane < offsets.length; lane++) {
            if (lane != 18 && lane != 19) {
                assertThat(offsets[lane]).as("lane " + lane).isZero();
            }
        }
        assertThat(wave.document().history().size()).isEqualTo(before + 1);
        assertThat(panel().posing().deform().selected()).containsExactly(9);

        robot.interact(() -> wave.document().undo());
        assertThat(track(wave.value(), "upper", DEFORM)).isNull();
    }

    @Test
    void aDeformDragWithRecOffWaitsForKAndKKeysIt(FxRobot robot) {
        OpenDocument<Clip> wave = openWave(robot);
        robot.interact(() -> panel().posing().deform().onProperty().set(true));
        waitForPulses(3, 0.5);
        Point2D from = screenOfVertex(robot, 9);
        robot.moveTo(from).press(MouseButton.PRIMARY);
        robot.moveTo(from.add(4, 0)).moveTo(from.add(8, 0)).release(MouseButton.PRIMARY);
        waitForPulses(3, 0.5);
        assertThat(track(wave.value(), "upper", DEFORM)).as("Rec off: nothing keyed").isNull();
        Value waiting = window.rig().pending("upper", DEFORM);
        assertThat(waiting).isInstanceOf(Value.Vec.class);
        assertThat(((Value.Vec) waiting).get(18)).isCloseTo(4, within(1e-9));
        // The preview draws what waits: the tip has moved right of where the clip puts it.
        robot.interact(() -> assertThat(panel().clipScene().lastPoser().pose().hasDeform(0)).isTrue());

        robot.interact(() -> wave.document().execute(window.rig().keyChanges()));
        Track deform = track(wave.value(), "upper", DEFORM);
        assertThat(deform).isNotNull();
        assertThat(((Value.Vec) deform.keys().get(0).value()).get(18)).isCloseTo(4, within(1e-9));
    }

    @Test
    void aSlotDroppedOnAnotherWithRecKeysTheDrawOrder(FxRobot robot) {
        OpenDocument<Clip> wave = openWave(robot);
        robot.interact(() -> {
            window.layout().showBottomTab(PanelSlot.SKELETON.title());
            wave.setTimeCursor(0.25);
            window.playback().recProperty().set(true);
        });
        waitUntil(() -> cell(robot, "hand") != null && cell(robot, "arm") != null);
        assertThat(robot.lookup("#skeleton-draw-order").queryLabeled().getText()).contains("arm, hand");

        robot.interact(() -> {
            Dragboard board = dragboard();
            TreeCell<?> hand = cell(robot, "hand");
            TreeCell<?> arm = cell(robot, "arm");
            javafx.scene.input.ClipboardContent content = new javafx.scene.input.ClipboardContent();
            content.put(javafx.scene.input.DataFormat.lookupMimeType("application/x-reel-skeleton-entry"),
                    entryText(hand));
            board.setContent(content);
            DragEvent over = drag(arm, DragEvent.DRAG_OVER, board);
            Event.fireEvent(arm, over);
            Event.fireEvent(arm, drag(arm, DragEvent.DRAG_DROPPED, board));
        });
        waitUntil(() -> track(wave.value(), "", "drawOrder") != null);
        Track order = track(wave.value(), "", "drawOrder");
        assertThat(order.kind()).isEqualTo(Kind.DRAW_ORDER);
        assertThat(order.keys()).extracting(Key::time).containsExactly(0.25);
        assertThat(order.keys().get(0).value()).isEqualTo(new Value.Names(List.of("hand", "arm")));
        assertThat(order.keys().get(0).interp()).isEqualTo(dev.reel.model.Interp.STEP);
        // The panel shows the order at the cursor, the preview draws it: the hand now behind the arm.
        waitUntil(() -> robot.lookup("#skeleton-draw-order").queryLabeled().getText().contains("hand, arm"));
        waitUntil(() -> panel().clipScene().lastPoser().pose().drawn(0) == 1);
    }

    @Test
    void theSkinSelectorDrawsTheOtherSkinAndKeySkinKeysItsSlots(FxRobot robot) {
        OpenDocument<Clip> wave = openWave(robot);
        robot.interact(() -> wave.setTimeCursor(0.75));
        waitUntil(() -> robot.lookup("#preview-skin").query().isVisible());
        double small = handScale();
        javafx.scene.control.MenuButton menu = robot.lookup("#preview-skin").queryAs(
                javafx.scene.control.MenuButton.class);
        assertThat(menu.getText()).isEqualTo("Skin");
        robot.clickOn(menu);
        waitUntil(() -> menu.isShowing() && robot.lookup("#preview-skin-big").tryQuery().isPresent());
        robot.clickOn("#preview-skin-big");
        waitUntil(() -> handScale() > small * 1.9);
        assertThat(menu.getText()).isEqualTo("Skin: big");
        assertThat(wave.value().tracks()).as("choosing a skin only draws it").hasSize(1);

        robot.clickOn(menu);
        waitUntil(() -> menu.isShowing() && robot.lookup("#preview-key-skin").tryQuery().isPresent());
        robot.clickOn("#preview-key-skin");
        waitUntil(() -> track(wave.value(), "upper/lower", "slot/hand.attachment") != null);
        Track hand = track(wave.value(), "upper/lower", "slot/hand.attachment");
        assertThat(hand.kind()).isEqualTo(Kind.ENUM);
        assertThat(hand.keys()).extracting(Key::time, Key::value)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(0.75, new Value.Symbol("hand")));
        // The arm's slot is one the big skin leaves alone: not keyed.
        assertThat(track(wave.value(), "upper", "slot/arm.attachment")).isNull();
    }

    @Test
    void aBonesSlotsAreInspectorFieldsKeyedLikeOthers(FxRobot robot) {
        OpenDocument<Clip> wave = openWave(robot);
        dev.reel.ui.playback.PreviewRig rig = window.rig();
        dev.reel.ui.playback.PreviewRig.Field color = new dev.reel.ui.playback.PreviewRig.Field("slot/hand.color",
                Kind.COLOR);
        dev.reel.ui.playback.PreviewRig.Field attachment = new dev.reel.ui.playback.PreviewRig.Field(
                "slot/hand.attachment", Kind.ENUM);
        robot.interact(() -> {
            assertThat(rig.selectNode("upper/lower")).isTrue();
            assertThat(rig.fields("upper/lower")).contains(attachment, color);
            assertThat(rig.fields("upper")).contains(new dev.reel.ui.playback.PreviewRig.Field("slot/arm.attachment",
                    Kind.ENUM));
            assertThat(rig.fields("upper")).doesNotContain(color);
            // Before any key a slot field shows the rig's setup value.
            assertThat(rig.shown("upper/lower", color)).isEqualTo(Value.Vec.of(1, 1, 1, 1));
            assertThat(rig.shown("upper/lower", attachment)).isEqualTo(new Value.Symbol("hand"));
            // Rec off: the colour waits for K (a slot has no rest value) and is drawn meanwhile.
            assertThat(rig.edit("upper/lower", color, Value.Vec.of(1, 0, 0, 0.5))).isNull();
        });
        waitUntil(() -> {
            double[] green = new double[1];
            new FxRobot().interact(() -> green[0] = panel().clipScene().lastPoser().pose().color(1, 1));
            return green[0] == 0;
        });
        robot.interact(() -> {
            window.playback().recProperty().set(true);
            wave.document().execute(rig.edit("upper/lower", color, Value.Vec.of(0, 0, 1, 1)));
        });
        Track keyed = track(wave.value(), "upper/lower", "slot/hand.color");
        assertThat(keyed.kind()).isEqualTo(Kind.COLOR);
        assertThat(keyed.keys()).extracting(Key::value).containsExactly(Value.Vec.of(0, 0, 1, 1));
    }

    /** The drawn scale of the hand region (the sprite that is not the mesh). */
    private double handScale() {
        double[] scale = new double[1];
        new FxRobot().interact(() -> {
            for (Sprite sprite : panel().lastPose().sprites()) {
                if (!sprite.isMesh()) {
                    scale[0] = Math.abs(sprite.scaleX());
                }
            }
        });
        return scale[0];
    }

    private static TreeCell<?> cell(FxRobot robot, String name) {
        for (Node node : robot.lookup("#skeleton-tree .tree-cell").queryAll()) {
            // Only a shown cell that holds its row's item now: each edit rebuilds the tree, and the spare cells it
            // keeps may still hold an item of the tree before.
            if (node instanceof TreeCell<?> cell && cell.isVisible() && cell.getItem() != null
                    && cell.getTreeItem() != null && cell.getTreeItem().getValue() == cell.getItem()
                    && cell.getItem().toString().contains("name=" + name + ",")) {
                return cell;
            }
        }
        return null;
    }

    private static String entryText(TreeCell<?> cell) {
        try {
            java.lang.reflect.Method text = cell.getItem().getClass().getDeclaredMethod("dragText");
            text.setAccessible(true);
            return (String) text.invoke(cell.getItem());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A dragboard as a drag from another node makes: it holds data and offers the Move transfer. */
    private static Dragboard dragboard() {
        java.util.Map<javafx.scene.input.DataFormat, Object> data = new java.util.LinkedHashMap<>();
        TKClipboard peer = (TKClipboard) java.lang.reflect.Proxy.newProxyInstance(TKClipboard.class.getClassLoader(),
                new Class<?>[]{TKClipboard.class}, (proxy, method, arguments) -> switch (method.getName()) {
                    case "putContent" -> {
                        for (Object pair : (Object[]) arguments[0]) {
                            javafx.util.Pair<?, ?> entry = (javafx.util.Pair<?, ?>) pair;
                            data.put((javafx.scene.input.DataFormat) entry.getKey(), entry.getValue());
                        }
                        yield true;
                    }
                    case "getContent" -> data.get(arguments[0]);
                    case "hasContent" -> data.containsKey(arguments[0]);
                    case "getContentTypes" -> data.keySet();
                    case "getTransferModes" -> Set.of(TransferMode.MOVE);
                    case "getDragViewOffsetX", "getDragViewOffsetY" -> 0.0;
                    default -> null;
                });
        return DragboardHelper.createDragboard(peer);
    }

    private static DragEvent drag(Node target, javafx.event.EventType<DragEvent> type, Dragboard board) {
        return new DragEvent(target, target, type, board, 10, 10, 10, 10, TransferMode.MOVE, null, target, null);
    }
}
