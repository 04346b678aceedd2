package dev.reel.ui.inspector;

import dev.reel.edit.cmd.MoveKeys;
import dev.reel.edit.cmd.MoveStates;
import dev.reel.edit.cmd.SetCellPivots;
import dev.reel.model.Cell;
import dev.reel.model.Clip;
import dev.reel.model.Controller;
import dev.reel.model.SheetMeta;
import dev.reel.model.Key;
import dev.reel.model.State;
import dev.reel.model.Track;
import dev.reel.model.Vec2;
import dev.reel.ui.EditorFixture;
import dev.reel.ui.documents.OpenDocument;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The outline of a controller or a sheet is patched in place: an edit writes again only the rows whose text it
 * changed (a state drag restyled every visible row on every frame, and a sheet of 10,000 cells was built anew,
 * item by item, on each edit), and a change of the rows' text still shows.
 */
class OutlinePatchTest extends EditorFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    @Test
    void movingAStateWritesNoRowAgainAndUndoNeither(FxRobot robot) {
        @SuppressWarnings("unchecked")
        OpenDocument<Controller> knight = (OpenDocument<Controller>) open("anim/knight.aectrl");
        TreeView<Outline.Entry> outline = window.inspector().outline();
        waitUntil(() -> outline.getRoot() != null && outline.getRoot().getValue().label().equals("knight.aectrl"));
        List<Outline.Entry> before = entries(outline.getRoot());
        State state = knight.value().states().get(1);
        robot.interact(() -> knight.document().execute(new MoveStates(Map.of(state.id(), new Vec2(321, 123)))));
        List<Outline.Entry> after = entries(outline.getRoot());
        assertThat(after).hasSameSizeAs(before);
        for (int i = 0; i < before.size(); i++) {
            assertThat(after.get(i)).as("row %d (%s)", i, before.get(i).label()).isSameAs(before.get(i));
        }
        robot.interact(() -> knight.document().undo());
        assertThat(entries(outline.getRoot()).get(0)).isSameAs(before.get(0));
    }

    @Test
    void aSheetEditPatchesItsCellRowsInPlace(FxRobot robot) {
        @SuppressWarnings("unchecked")
        OpenDocument<SheetMeta> sheet = (OpenDocument<SheetMeta>) open("assets/knight/knight_run.png");
        TreeView<Outline.Entry> outline = window.inspector().outline();
        int cells = sheet.value().cells().size();
        waitUntil(() -> outline.getRoot() != null && outline.getRoot().getChildren().size() == cells);
        TreeItem<Outline.Entry> root = outline.getRoot();
        List<TreeItem<Outline.Entry>> rows = List.copyOf(root.getChildren());
        List<Outline.Entry> before = entries(root);
        Cell cell = sheet.value().cells().get(2);
        robot.interact(() -> sheet.document().execute(new SetCellPivots(List.of(
                new SetCellPivots.Pivot(cell.id(), 0.25, 0.75)))));
        assertThat(outline.getRoot()).isSameAs(root);
        assertThat(root.getChildren()).containsExactlyElementsOf(rows);
        List<Outline.Entry> after = entries(root);
        for (int i = 0; i < before.size(); i++) {
            assertThat(after.get(i)).as("row %d", i).isSameAs(before.get(i));
        }
        assertThat(root.getValue().detail()).isEqualTo(cells + " cells");
        assertThat(root.getChildren().get(2).getValue().label()).isEqualTo(cell.name());
        assertThat(root.getChildren().get(2).getValue().detail())
                .isEqualTo(cell.rect().width() + "×" + cell.rect().height());
    }

    @Test
    void movingKeysWritesOnlyTheirRowsAgain(FxRobot robot) {
        @SuppressWarnings("unchecked")
        OpenDocument<Clip> attack = (OpenDocument<Clip>) open("anim/knight/attack.aeanim");
        TreeView<Outline.Entry> outline = window.inspector().outline();
        waitUntil(() -> outline.getRoot() != null && outline.getRoot().getValue().label().equals("attack.aeanim"));
        TreeItem<Outline.Entry> root = outline.getRoot();
        Track track = attack.value().tracks().stream().filter(t -> t.keys().size() >= 2).findFirst().orElseThrow();
        Key key = track.keys().get(0);
        List<TreeItem<Outline.Entry>> rows = List.copyOf(root.getChildren());
        List<Outline.Entry> before = rows.stream().map(TreeItem::getValue).toList();
        TreeItem<Outline.Entry> trackRow = rows.stream().filter(row -> row.getValue().id() == track.id())
                .findFirst().orElseThrow();
        Outline.Entry keyBefore = trackRow.getChildren().get(0).getValue();
        Outline.Entry rootBefore = root.getValue();
        double step = (track.keys().get(1).time() - key.time()) / 2;
        robot.interact(() -> attack.document().execute(new MoveKeys(Set.of(key.id()), step)));
        assertThat(outline.getRoot()).isSameAs(root);
        // The clip's row and every track's row read as before: none is set again (an equal value set again made
        // the tree restyle every visible row on each frame of a key drag).
        assertThat(root.getValue()).isSameAs(rootBefore);
        for (int i = 0; i < rows.size(); i++) {
            assertThat(rows.get(i).getValue()).as("row %d (%s)", i, before.get(i).label()).isSameAs(before.get(i));
        }
        assertThat(trackRow.getChildren().get(0).getValue()).as("the moved key's row").isNotSameAs(keyBefore);
    }

    @Test
    void anEditShowsTheRowsOnce(FxRobot robot) {
        @SuppressWarnings("unchecked")
        OpenDocument<Clip> attack = (OpenDocument<Clip>) open("anim/knight/attack.aeanim");
        TreeView<Outline.Entry> outline = window.inspector().outline();
        waitUntil(() -> outline.getRoot() != null && outline.getRoot().getValue().label().equals("attack.aeanim"));
        Track track = attack.value().tracks().stream().filter(t -> t.keys().size() >= 2).findFirst().orElseThrow();
        Key key = track.keys().get(0);
        double step = (track.keys().get(1).time() - key.time()) / 2;
        int[] shows = new int[2];
        robot.interact(() -> {
            shows[0] = window.inspector().rowShows();
            attack.document().execute(new MoveKeys(Set.of(key.id()), step));
            shows[1] = window.inspector().rowShows();
        });
        // The document's stamp, the preview rig's re-pose and the window's change listener all reach the Inspector:
        // a key drag paid for three builds of the rows on every frame, then two. The rows are shown once for the
        // document's stamp and the rig's version they read; a later call for the same state shows nothing new.
        assertThat(shows[1] - shows[0]).as("row shows for one edit").isEqualTo(1);
    }

    private static List<Outline.Entry> entries(TreeItem<Outline.Entry> root) {
        List<Long> ids = new ArrayList<>();
        List<TreeItem<Outline.Entry>> items = new ArrayList<>();
        Outline.flatten(root, ids, items);
        return items.stream().map(TreeItem::getValue).toList();
    }
}
