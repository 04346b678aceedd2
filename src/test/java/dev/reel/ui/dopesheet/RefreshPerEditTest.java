package dev.reel.ui.dopesheet;

import dev.reel.edit.cmd.MoveKeys;
import dev.reel.model.Clip;
import dev.reel.model.Key;
import dev.reel.model.Track;
import dev.reel.ui.EditorFixture;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.shell.PanelSlot;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An edit of the clip reaches the Animation panel twice, from the document's stamp and from the window's change
 * listener after it; its views are brought in step once (each key drag frame refreshed them twice), and show the
 * edit.
 */
class RefreshPerEditTest extends EditorFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    @Test
    void anEditRefreshesTheViewsOnce(FxRobot robot) {
        @SuppressWarnings("unchecked")
        OpenDocument<Clip> attack = (OpenDocument<Clip>) open("anim/knight/attack.aeanim");
        AnimationPanel panel = (AnimationPanel) window.panel(PanelSlot.ANIMATION);
        waitUntil(() -> panel.sheet().sheetLayoutProperty().get().clip() == attack.value());
        Track track = attack.value().tracks().stream().filter(t -> t.keys().size() >= 2).findFirst().orElseThrow();
        Key key = track.keys().get(0);
        double step = (track.keys().get(1).time() - key.time()) / 2;
        int[] refreshes = new int[2];
        robot.interact(() -> {
            refreshes[0] = panel.refreshes();
            attack.document().execute(new MoveKeys(Set.of(key.id()), step));
            refreshes[1] = panel.refreshes();
        });
        assertThat(refreshes[1] - refreshes[0]).as("refreshes for one edit").isEqualTo(1);
        assertThat(panel.sheet().sheetLayoutProperty().get().clip()).as("the sheet shows the edited clip")
                .isSameAs(attack.value());
    }
}
