package dev.reel.ui.dopesheet;

import dev.reel.io.ClipCodec;
import dev.reel.model.Clip;
import dev.reel.model.FrameTime;
import dev.reel.model.Key;
import dev.reel.model.Properties;
import dev.reel.model.Track;
import dev.reel.ui.documents.OpenDocument;
import javafx.geometry.Point2D;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** Dragging the edges of a box-selected run of keys retimes it: snapped, rippled, about the cursor, one step each. */
class RetimeGesturesTest extends AnimationPanelFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    private OpenDocument<Clip> attack;
    private Track position;
    private Track tint;

    /** Selects the position keys at 0 and 0.14 and the tint key at 0.14 of the knight's attack (60 fps). */
    private void selectFirstTwoColumns(FxRobot robot) {
        attack = clip(robot, "anim/knight/attack.aeanim");
        position = track(attack.value(), "", Properties.POSITION);
        tint = track(attack.value(), "", Properties.TINT);
        Point2D from = onRow(position.id(), 0).add(-8, -8);
        Point2D to = onRow(tint.id(), 0.14).add(8, 8);
        robot.moveTo(from).press(MouseButton.PRIMARY).moveTo(from.midpoint(to)).moveTo(to).release(MouseButton.PRIMARY);
        Set<Long> chosen = Set.of(position.keys().get(0).id(), position.keys().get(1).id(), tint.keys().get(1).id(),
                tint.keys().get(0).id());
        waitUntil(() -> attack.selection().equals(chosen));
    }

    /** The screen point of a handle (-1 left, 1 right) on a track's row. */
    private Point2D handle(int side, long trackId) {
        DopeSheetView sheet = panel().sheet();
        RetimeBand band = sheet.retimeBand();
        double edge = sheet.axis().x(side < 0 ? band.first() : band.last());
        double x = edge + side * (RetimeBand.OFFSET + RetimeBand.HANDLE / 2);
        return new Point2D(sheet.localToScreen(x, 0).getX(), onRow(trackId, 0).getY());
    }

    private double pixels(double seconds) {
        return seconds * panel().sheet().axis().pixelsPerSecond();
    }

    private static double time(Clip clip, Track track, int index) {
        return clip.track(track.id()).keys().get(index).time();
    }

    @Test
    void theSelectionShowsAHandleAtEachEdge(FxRobot robot) {
        selectFirstTwoColumns(robot);
        DopeSheetView sheet = panel().sheet();
        RetimeBand band = sheet.retimeBand();
        assertThat(band.first()).isEqualTo(0);
        assertThat(band.last()).isEqualTo(0.14);
        Point2D right = sheet.screenToLocal(handle(1, position.id()));
        // The handle is drawn in the selection's blue.
        waitUntil(() -> {
            Color pixel = sheetPixel(right);
            return pixel.getBlue() > 0.7 && pixel.getBlue() > pixel.getRed() + 0.3;
        });

        robot.interact(() -> attack.select(Set.of(position.keys().get(1).id())));
        assertThat(sheet.retimeBand()).as("one time has no edges to drag").isNull();
    }

    @Test
    void draggingTheRightEdgeStretchesAboutTheLeftOnFramesAsOneUndoStep(FxRobot robot) {
        selectFirstTwoColumns(robot);
        byte[] before = ClipCodec.bytes(attack.value());
        int steps = attack.document().history().size();

        robot.moveTo(handle(1, position.id())).press(MouseButton.PRIMARY);
        robot.moveBy(pixels(2 / 60.0), 0).moveBy(pixels(2 / 60.0), 0);
        waitUntil(() -> panel().sheet().hintProperty().get() != null);
        assertThat(panel().sheet().hintProperty().get()).startsWith("Retime ×1.48");
        robot.release(MouseButton.PRIMARY);

        waitUntil(() -> time(attack.value(), position, 1) != 0.14);
        // 0.14 s is frame 8.4 of 60 fps: four frames later is frame 12.4.
        assertThat(time(attack.value(), position, 1)).isEqualTo(FrameTime.moved(0.14, 4, 60));
        assertThat(time(attack.value(), tint, 1)).isEqualTo(FrameTime.moved(0.14, 4, 60));
        assertThat(time(attack.value(), position, 0)).as("the left edge stays").isEqualTo(0);
        assertThat(time(attack.value(), tint, 2)).as("unselected keys stay without ripple").isEqualTo(0.3);
        assertThat(time(attack.value(), position, 2)).isEqualTo(0.44);
        assertThat(attack.document().history().size()).isEqualTo(steps + 1);
        robot.interact(() -> attack.document().undo());
        assertThat(ClipCodec.bytes(attack.value())).isEqualTo(before);
    }

    @Test
    void withRippleTheLaterKeysFollowTheEnd(FxRobot robot) {
        selectFirstTwoColumns(robot);
        robot.interact(() -> panel().state().rippleProperty().set(true));
        byte[] before = ClipCodec.bytes(attack.value());

        robot.moveTo(handle(1, tint.id())).press(MouseButton.PRIMARY);
        robot.moveBy(pixels(2 / 60.0), 0).moveBy(pixels(2 / 60.0), 0).release(MouseButton.PRIMARY);

        waitUntil(() -> time(attack.value(), position, 1) != 0.14);
        assertThat(time(attack.value(), position, 1)).isEqualTo(FrameTime.moved(0.14, 4, 60));
        assertThat(time(attack.value(), tint, 2)).as("four frames after 0.3").isEqualTo(22 / 60.0);
        assertThat(time(attack.value(), position, 2)).isEqualTo(FrameTime.moved(0.44, 4, 60));
        assertThat(attack.value().length()).as("the clip grows to hold them")
                .isEqualTo(FrameTime.moved(0.44, 4, 60));
        robot.interact(() -> attack.document().undo());
        assertThat(ClipCodec.bytes(attack.value())).isEqualTo(before);
    }

    @Test
    void aDragThatWouldPushAKeyOntoTheNextStopsAFrameBeforeIt(FxRobot robot) {
        selectFirstTwoColumns(robot);

        robot.moveTo(handle(1, position.id())).press(MouseButton.PRIMARY);
        robot.moveBy(pixels(0.1), 0).moveBy(pixels(0.15), 0);
        waitUntil(() -> panel().sheet().hintProperty().get() != null
                && panel().sheet().hintProperty().get().contains("stopped"));
        robot.release(MouseButton.PRIMARY);

        // The tint's unselected key at 0.3 (frame 18) holds the tint's 0.14 key (frame 8.4) back at frame 17.4.
        waitUntil(() -> time(attack.value(), tint, 1) != 0.14);
        assertThat(time(attack.value(), tint, 1)).isEqualTo(FrameTime.moved(0.14, 9, 60));
        assertThat(time(attack.value(), tint, 2)).isEqualTo(0.3);
        assertThat(attack.value().track(tint.id()).keys()).hasSize(3);
    }

    @Test
    void theLeftEdgeDraggedWithAltScalesAboutTheCursorAndEscCancels(FxRobot robot) {
        selectFirstTwoColumns(robot);
        robot.interact(() -> attack.setTimeCursor(0.14));
        Key key = position.keys().get(1);
        byte[] before = ClipCodec.bytes(attack.value());

        // Without Alt the right edge (0.14) is the pivot; Esc puts everything back.
        robot.moveTo(handle(-1, position.id())).press(MouseButton.PRIMARY).moveBy(pixels(0.07), 0);
        waitUntil(() -> time(attack.value(), position, 0) > 0);
        assertThat(attack.value().track(position.id()).key(key.id()).time()).isEqualTo(0.14);
        robot.push(KeyCode.ESCAPE).release(MouseButton.PRIMARY);
        waitUntil(() -> time(attack.value(), position, 0) == 0);
        assertThat(ClipCodec.bytes(attack.value())).isEqualTo(before);

        robot.interact(() -> attack.setTimeCursor(0.3));
        robot.moveTo(handle(-1, position.id())).press(KeyCode.ALT).press(MouseButton.PRIMARY);
        robot.moveBy(pixels(0.075), 0).moveBy(pixels(0.075), 0).release(MouseButton.PRIMARY).release(KeyCode.ALT);

        // About 0.3: 0 goes to 0.15 (factor 0.5), and 0.14 towards 0.22, 4.8 frames on: five frames.
        waitUntil(() -> time(attack.value(), position, 0) > 0);
        assertThat(time(attack.value(), position, 0)).isEqualTo(0.15);
        assertThat(time(attack.value(), position, 1)).isEqualTo(FrameTime.moved(0.14, 5, 60));
        assertThat(panel().sheet().retimeBand()).as("the handles follow the keys").isNotNull();
        assertThat(panel().sheet().retimeBand().first()).isEqualTo(0.15);
    }
}
