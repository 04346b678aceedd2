package dev.reel.ui.dopesheet;

import dev.reel.edit.cmd.MoveKeys;
import dev.reel.edit.cmd.RemoveKeys;
import dev.reel.model.Clip;
import dev.reel.model.Key;
import dev.reel.model.Track;
import dev.reel.ui.control.CanvasSkin;
import dev.reel.ui.documents.OpenDocument;
import javafx.scene.control.Control;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The track list beside the dope sheet repaints only when its rows read otherwise: a key dragged along its track
 * (every drag frame lays the sheet out anew) leaves the names, kinds and key counts as they were, so the list is not
 * painted again, while the keys' sheet is; a key removed changes its node's key count, and the list shows it.
 */
class TrackListRepaintTest extends AnimationPanelFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    @Test
    void aKeyDragDoesNotRepaintTheTrackListButARemovedKeyDoes(FxRobot robot) {
        OpenDocument<Clip> attack = clip(robot, "anim/knight/attack.aeanim");
        AnimationPanel panel = panel();
        waitUntil(() -> panel.sheet().sheetLayoutProperty().get().clip() == attack.value());
        waitForPulses(3, 0.2);
        Track track = attack.value().tracks().stream().filter(t -> t.keys().size() >= 2).findFirst().orElseThrow();
        Key key = track.keys().get(0);
        double step = (track.keys().get(1).time() - key.time()) / 4;
        long listBefore = paints(panel.trackList());
        long sheetBefore = paints(panel.sheet());
        for (int frame = 1; frame <= 3; frame++) {
            robot.interact(() -> attack.document().execute(new MoveKeys(Set.of(key.id()), step)));
            waitForPulses(2, 0.1);
        }
        assertThat(paints(panel.sheet())).as("the sheet shows each moved key").isGreaterThan(sheetBefore);
        assertThat(paints(panel.trackList())).as("track list paints over three drag frames").isEqualTo(listBefore);

        robot.interact(() -> attack.document().execute(new RemoveKeys(Set.of(key.id()))));
        waitUntil(() -> paints(panel.trackList()) > listBefore);
    }

    private static long paints(Control control) {
        return control.getSkin() instanceof CanvasSkin<?> skin ? skin.paints() : -1;
    }
}
