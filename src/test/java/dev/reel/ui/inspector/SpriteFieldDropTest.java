package dev.reel.ui.inspector;

import com.sun.javafx.scene.input.DragboardHelper;
import com.sun.javafx.tk.TKClipboard;
import dev.reel.model.Clip;
import dev.reel.model.Key;
import dev.reel.model.Value;
import dev.reel.ui.EditorFixture;
import dev.reel.ui.control.AssetDrag;
import dev.reel.ui.documents.OpenDocument;
import javafx.event.Event;
import javafx.scene.Node;
import javafx.scene.input.DragEvent;
import javafx.scene.input.Dragboard;
import javafx.scene.input.TransferMode;
import javafx.stage.Stage;
import org.controlsfx.control.SearchableComboBox;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Cells dragged out of Assets and dropped on a sprite field of the inspector become its value, one undo step.
 * The drop is delivered as JavaFX delivers it — DRAG_OVER then DRAG_DROPPED with a dragboard holding what an
 * Assets drag holds — because the headless toolkit has no native drag and drop to drive with the mouse.
 */
class SpriteFieldDropTest extends EditorFixture {
    private static final String RUNNER = "engine/sprites/runner_0";
    private static final String CELL = "assets/knight/knight_idle.png#knight_idle_003";

    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    @SuppressWarnings("unchecked")
    private SearchableComboBox<String> spriteField() {
        for (Node node : window.inspector().node().lookupAll(".searchable-combo-box")) {
            if (node instanceof SearchableComboBox<?> box && RUNNER.equals(box.getValue())) {
                return (SearchableComboBox<String>) box;
            }
        }
        return null;
    }

    /** A dragboard as a drag from another node makes: it holds data and offers the Copy transfer. */
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
                    case "getTransferModes" -> Set.of(TransferMode.COPY);
                    case "getDragViewOffsetX", "getDragViewOffsetY" -> 0.0;
                    default -> null;
                });
        return DragboardHelper.createDragboard(peer);
    }

    private static DragEvent drag(Node target, javafx.event.EventType<DragEvent> type, Dragboard board) {
        return new DragEvent(target, target, type, board, 10, 10, 10, 10, TransferMode.COPY, null, target, null);
    }

    @Test
    void aCellDroppedOnASpriteKeysFieldBecomesItsSpriteInOneStep(FxRobot robot) throws IOException {
        Files.writeString(root.resolve("anim/flash.aeanim"), """
                anim version=1 length=1 {
                  track "" prop="SpriteRenderer.sprite" kind=assetRef {
                    key t=0 v=asset("engine/sprites/runner_0") {}
                  }
                }
                """);
        OpenDocument<?> document = open("anim/flash.aeanim");
        Key key = ((Clip) document.value()).tracks().get(0).keys().get(0);
        robot.interact(() -> document.select(Set.of(key.id())));
        waitUntil(() -> spriteField() != null);
        SearchableComboBox<String> field = spriteField();

        boolean[] accepted = new boolean[2];
        robot.interact(() -> {
            Dragboard board = dragboard();
            // Two cells dragged: a single sprite field takes the first, in the order Assets lists them.
            board.setContent(AssetDrag.content(List.of(CELL, "assets/knight/knight_idle.png#knight_idle_004")));
            DragEvent over = drag(field, DragEvent.DRAG_OVER, board);
            Event.fireEvent(field, over);
            accepted[0] = over.isAccepted();
            DragEvent dropped = drag(field, DragEvent.DRAG_DROPPED, board);
            Event.fireEvent(field, dropped);
            accepted[1] = dropped.isDropCompleted();
        });
        assertThat(accepted).containsExactly(true, true);
        waitUntil(() -> ((Clip) document.value()).tracks().get(0).keys().get(0).value().equals(new Value.Asset(CELL)));
        assertThat(document.document().history().size()).isEqualTo(1);

        robot.interact(() -> document.document().undo());
        assertThat(((Clip) document.value()).tracks().get(0).keys().get(0).value()).isEqualTo(new Value.Asset(RUNNER));
    }

    @Test
    void aDragOfSomethingElseIsRefused(FxRobot robot) throws IOException {
        Files.writeString(root.resolve("anim/flash.aeanim"), """
                anim version=1 length=1 {
                  track "" prop="SpriteRenderer.sprite" kind=assetRef {
                    key t=0 v=asset("engine/sprites/runner_0") {}
                  }
                }
                """);
        OpenDocument<?> document = open("anim/flash.aeanim");
        Key key = ((Clip) document.value()).tracks().get(0).keys().get(0);
        robot.interact(() -> document.select(Set.of(key.id())));
        waitUntil(() -> spriteField() != null);
        SearchableComboBox<String> field = spriteField();
        boolean[] accepted = new boolean[1];
        robot.interact(() -> {
            Dragboard board = dragboard();
            javafx.scene.input.ClipboardContent text = new javafx.scene.input.ClipboardContent();
            text.putString(CELL);
            board.setContent(text);
            DragEvent over = drag(field, DragEvent.DRAG_OVER, board);
            Event.fireEvent(field, over);
            accepted[0] = over.isAccepted();
        });
        assertThat(accepted[0]).as("plain text is not a sprite from Assets").isFalse();
        assertThat(document.dirty()).isFalse();
    }
}
