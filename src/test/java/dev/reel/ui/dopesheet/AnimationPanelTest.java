package dev.reel.ui.dopesheet;

import dev.reel.edit.cmd.AddTrack;
import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.LoopMode;
import dev.reel.model.Properties;
import dev.reel.model.TangentMode;
import dev.reel.model.Track;
import dev.reel.model.Value;
import dev.reel.runtime.KeyHandles;
import dev.reel.ui.control.NumberField;
import dev.reel.ui.curves.CurveLane;
import dev.reel.ui.curves.CurveView;
import dev.reel.ui.documents.OpenDocument;
import javafx.geometry.Point2D;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The dope sheet and curves with a real window: drags, boxes, the clipboard, K, drops, loop and lane marks. */
class AnimationPanelTest extends AnimationPanelFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    @Test
    void theDopeSheetTintsTheRangeOfALoopingClip(FxRobot robot) {
        OpenDocument<Clip> attack = clip(robot, "anim/knight/attack.aeanim");
        Track position = track(attack.value(), "", Properties.POSITION);
        robot.interact(() -> window.playback().loopOverrideProperty().set(LoopMode.ONCE));
        waitUntil(() -> !panel().sheet().loopProperty().get());
        // Inside the clip, between keys, away from the cursor.
        Point2D inside = panel().sheet().screenToLocal(onRow(position.id(), 0.3));
        Color[] once = new Color[1];
        robot.interact(() -> once[0] = sheetPixel(inside));

        robot.interact(() -> window.playback().loopOverrideProperty().set(LoopMode.LOOP));

        waitUntil(() -> panel().sheet().loopProperty().get() && panel().ruler().loopProperty().get());
        waitUntil(() -> !sheetPixel(inside).equals(once[0]));
        robot.interact(() -> window.playback().loopOverrideProperty().set(null));
        waitUntil(() -> sheetPixel(inside).equals(once[0]));
    }

    /** The colour of the track list's left edge in the middle of a track's row (call on the JavaFX thread). */
    private Color trackListEdge(long trackId) {
        TrackList list = panel().trackList();
        SheetLayout.Row row = panel().sheet().sheetLayout().rowOf(trackId);
        double y = row.y() - list.scrollYProperty().get() + row.height() / 2;
        return list.snapshot(null, null).getPixelReader().getColor(1, (int) y);
    }

    @Test
    void theTrackListMarksTheTrackTheCurvesShow(FxRobot robot) {
        OpenDocument<Clip> attack = clip(robot, "anim/knight/attack.aeanim");
        Track position = track(attack.value(), "", Properties.POSITION);
        Track tint = track(attack.value(), "", Properties.TINT);
        Color current = Color.web("#4c9aff");
        robot.interact(() -> panel().showCurves(true));
        waitUntil(() -> panel().curves().track() != null);
        assertThat(panel().curves().track().id()).as("no track clicked: the first numeric one")
                .isEqualTo(position.id());
        waitUntil(() -> trackListEdge(position.id()).equals(current));

        robot.interact(() -> attack.select(Set.copyOf(tint.keys().stream().map(Key::id).toList())));

        waitUntil(() -> panel().curves().track().id() == tint.id());
        waitUntil(() -> trackListEdge(tint.id()).equals(current) && !trackListEdge(position.id()).equals(current));
    }

    private static List<javafx.scene.control.Label> laneLabels(FxRobot robot) {
        List<javafx.scene.control.Label> labels = new java.util.ArrayList<>();
        robot.interact(() -> robot.lookup(".lane-row").queryAll().forEach(row -> labels.add(
                (javafx.scene.control.Label) ((javafx.scene.layout.HBox) row).getChildren().get(3))));
        return labels;
    }

    private static List<String> laneNames(FxRobot robot) {
        return laneLabels(robot).stream().map(javafx.scene.control.Label::getText).toList();
    }

    /** With the curves showing and no clip, one hint is shown: "Open a clip", not the curves' own drawn over it. */
    @Test
    void theCurvesWithNoClipShowOneHint(FxRobot robot) {
        OpenDocument<Clip> attack = clip(robot, "anim/knight/attack.aeanim");
        robot.interact(() -> panel().showCurves(true));
        waitUntil(() -> panel().curves().isVisible());
        robot.interact(() -> window.workspace().close(attack));
        waitForPulses(3, 0.5);
        javafx.scene.control.Label empty = robot.lookup("#animation-panel .placeholder-text")
                .queryAs(javafx.scene.control.Label.class);
        assertThat(empty.isVisible()).isTrue();
        assertThat(empty.getText()).startsWith("Open a clip");
        assertThat(panel().curves().isVisible()).as("the curves and their hint are not drawn under it").isFalse();

        OpenDocument<Clip> again = clip(robot, "anim/knight/attack.aeanim");
        waitUntil(() -> panel().curves().isVisible());
        assertThat(empty.isVisible()).isFalse();
        assertThat(again.value().tracks()).isNotEmpty();
    }

    @Test
    void theCurveEditorNamesEachLanesColour(FxRobot robot) {
        OpenDocument<Clip> attack = clip(robot, "anim/knight/attack.aeanim");
        showCurves(robot, track(attack.value(), "", Properties.POSITION), -1);
        var curves = panel().curves();

        waitUntil(() -> laneNames(robot).equals(List.of("Position.x", "Position.y")));
        for (javafx.scene.control.Label name : laneLabels(robot)) {
            CurveLane lane = curves.lanes().stream().filter(candidate -> candidate.name().equals(name.getText()))
                    .findFirst().orElseThrow();
            assertThat(name.getTextFill()).as(name.getText()).isEqualTo(curves.paints().color(lane.colour()));
        }
        assertThat(curves.lanes()).extracting(CurveLane::colour).doesNotHaveDuplicates();
        robot.interact(() -> panel().showTrack(track(attack.value(), "", Properties.TINT).id()));
        waitUntil(() -> laneNames(robot).equals(List.of("Tint.r", "Tint.g", "Tint.b", "Tint.a")));
    }

    @Test
    void aCurveAtZeroDoesNotRunThroughTheZeroLabel(FxRobot robot) {
        OpenDocument<Clip> attack = clip(robot, "anim/knight/attack.aeanim");
        // The position's y lane is 0 at every key: a flat line at the height of the "0" label.
        showCurves(robot, track(attack.value(), "", Properties.POSITION), 1);
        var curves = panel().curves();
        Color lane = curves.paints().color("-reel-curve-lane-1");
        double zero = curves.values().y(0, curves.getHeight());
        assertThat(zero).isBetween(20.0, curves.getHeight() - 20);
        waitUntil(() -> {
            var pixels = curves.snapshot(null, null).getPixelReader();
            boolean lineRight = near(pixels.getColor((int) curves.graphWidth() - 20, (int) Math.round(zero)), lane)
                    || near(pixels.getColor((int) curves.graphWidth() - 20, (int) Math.floor(zero)), lane);
            for (int x = 31; x < 42; x++) {
                for (int y = (int) zero - 4; y <= zero + 4; y++) {
                    if (near(pixels.getColor(x, y), lane)) {
                        return false;
                    }
                }
            }
            return lineRight;
        });
    }

    @Test
    void draggingAKeyMovesItByTheSnappedAmountAsOneStep(FxRobot robot) throws Exception {
        OpenDocument<Clip> attack = clip(robot, "anim/knight/attack.aeanim");
        Track position = track(attack.value(), "", Properties.POSITION);
        Key key = position.keys().get(1);
        double pixels = Math.round((0.2 - key.time()) * panel().sheet().axis().pixelsPerSecond());
        int steps = attack.document().history().size();

        robot.moveTo(onRow(position.id(), key.time())).press(MouseButton.PRIMARY);
        robot.moveBy(pixels / 2, 0).moveBy(pixels / 2, 0);
        robot.release(MouseButton.PRIMARY);

        waitUntil(() -> attack.value().track(position.id()).key(key.id()).time() != key.time());
        assertThat(attack.value().track(position.id()).key(key.id()).time())
                .as("0.06 s later, snapped to a 1/60 s frame").isEqualTo(0.2);
        assertThat(attack.document().history().size()).as("the whole drag is one step").isEqualTo(steps + 1);
        robot.interact(() -> window.workspace().save(attack));
        assertThat(Files.readString(attack.file(), StandardCharsets.UTF_8)).contains("key t=0.2 v=[10, 0]");
        robot.interact(() -> attack.document().undo());
        assertThat(attack.value().track(position.id()).key(key.id()).time()).isEqualTo(0.14);
    }

    @Test
    void aBoxSelectsTheKeysItCoversAndDeleteRemovesThemInOneStep(FxRobot robot) {
        OpenDocument<Clip> attack = clip(robot, "anim/knight/attack.aeanim");
        Track tint = track(attack.value(), "", Properties.TINT);
        Track position = track(attack.value(), "", Properties.POSITION);
        Point2D from = onRow(tint.id(), 0).add(-14, -6);
        Point2D to = onRow(tint.id(), 0.3).add(14, 6);
        int steps = attack.document().history().size();

        robot.moveTo(from).press(MouseButton.PRIMARY).moveTo(from.midpoint(to)).moveTo(to).release(MouseButton.PRIMARY);

        Set<Long> tintKeys = Set.copyOf(tint.keys().stream().map(Key::id).toList());
        waitUntil(() -> attack.selection().equals(tintKeys));
        robot.push(KeyCode.DELETE);
        waitUntil(() -> attack.value().track(tint.id()).keys().isEmpty());
        assertThat(attack.value().track(position.id())).isEqualTo(position);
        assertThat(attack.document().history().size()).isEqualTo(steps + 1);
        robot.interact(() -> attack.document().undo());
        assertThat(attack.value().track(tint.id())).isEqualTo(tint);
    }

    @Test
    void keysCopiedFromOneClipPasteIntoAnotherThatLacksTheTrackByCreatingIt(FxRobot robot) {
        OpenDocument<Clip> attack = clip(robot, "anim/knight/attack.aeanim");
        Track tint = track(attack.value(), "", Properties.TINT);
        robot.interact(() -> attack.select(Set.copyOf(tint.keys().stream().map(Key::id).toList())));
        robot.moveTo(onRow(tint.id(), 0.2)).press(KeyCode.CONTROL, KeyCode.C).release(KeyCode.C, KeyCode.CONTROL);

        OpenDocument<Clip> run = clip(robot, "anim/knight/run.aeanim");
        assertThat(run.value().tracks()).isEmpty();
        robot.interact(() -> run.setTimeCursor(0.2));
        robot.moveTo(panel().sheet()).press(KeyCode.CONTROL, KeyCode.V).release(KeyCode.V, KeyCode.CONTROL);

        waitUntil(() -> !run.value().tracks().isEmpty());
        Track pasted = run.value().tracks().get(0);
        assertThat(pasted.target()).isEqualTo(":" + Properties.TINT);
        assertThat(pasted.kind()).isEqualTo(Kind.COLOR);
        assertThat(pasted.keys()).extracting(Key::time).containsExactly(0.2, 0.34, 0.5);
        assertThat(pasted.keys()).extracting(Key::value).containsExactlyElementsOf(
                tint.keys().stream().map(Key::value).toList());
        assertThat(run.selection()).as("the pasted keys are selected")
                .containsExactlyInAnyOrderElementsOf(pasted.keys().stream().map(Key::id).toList());
        assertThat(run.document().history().size()).isEqualTo(1);
    }

    @Test
    void kKeysAFieldChangedInTheInspectorWithRecOff(FxRobot robot) {
        OpenDocument<Clip> run = clip(robot, "anim/knight/run.aeanim");
        robot.interact(() -> run.setTimeCursor(0.4));
        assertThat(window.playback().recording()).isFalse();
        NumberField rotation = nodeField(robot, "#inspector-rotation");
        robot.interact(() -> {
            rotation.requestFocus();
            rotation.selectAll();
        });
        robot.write("30");
        waitUntil(() -> window.rig().rest("", new dev.reel.ui.playback.PreviewRig.Field(Properties.ROTATION,
                Kind.FLOAT32)).equals(new Value.Num(Math.toRadians(30))));
        assertThat(run.value().tracks()).as("Rec is off: the rest value changed, the clip did not").isEmpty();

        // K typed into the field would be text: the artist clicks the dope sheet first.
        robot.clickOn(panel().sheet()).push(KeyCode.K);

        waitUntil(() -> !run.value().tracks().isEmpty());
        Track keyed = track(run.value(), "", Properties.ROTATION);
        assertThat(keyed.keys()).extracting(Key::time, Key::value)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(0.4, new Value.Num(Math.toRadians(30))));
        assertThat(run.document().history().size()).isEqualTo(1);
        // The status names the field as the Inspector does, not by its file name (transform.rotation).
        assertThat(window.status().lastMessage()).startsWith("Key Rotation at 0.4");
    }

    @Test
    void recWithoutAutoKeyWaitsForK(FxRobot robot) {
        OpenDocument<Clip> attack = clip(robot, "anim/knight/attack.aeanim");
        robot.interact(() -> {
            attack.setTimeCursor(0.3);
            window.playback().recProperty().set(true);
            window.playback().autoKeyProperty().set(false);
        });
        NumberField rotation = nodeField(robot, "#inspector-rotation");
        robot.interact(() -> {
            rotation.requestFocus();
            rotation.selectAll();
        });
        robot.write("2");
        waitUntil(() -> window.rig().pending("", Properties.ROTATION) != null);
        assertThat(attack.document().history().size()).isZero();
        assertThat(rotation.isFocused()).as("turning the field 'pending' keeps the artist typing in it").isTrue();
        robot.clickOn(panel().sheet().localToScreen(panel().sheet().axis().x(0.3), 4)).push(KeyCode.K);
        waitUntil(() -> attack.value().tracks().stream().anyMatch(t -> t.property().equals(Properties.ROTATION)));
        assertThat(track(attack.value(), "", Properties.ROTATION).keys().get(0).value())
                .as("typed in degrees, keyed in radians").isEqualTo(new Value.Num(Math.toRadians(2)));
        assertThat(window.rig().pending("", Properties.ROTATION)).isNull();
    }

    @Test
    void draggingACurveHandleChangesOnlyThatKeysTangentAsOneStep(FxRobot robot) {
        OpenDocument<Clip> attack = clip(robot, "anim/knight/attack.aeanim");
        Track position = track(attack.value(), "", Properties.POSITION);
        robot.interact(() -> {
            panel().showCurves(true);
            panel().showTrack(position.id());
            panel().curves().soloProperty().set(new dev.reel.ui.curves.LaneKey(position.id(), 0));
        });
        waitUntil(() -> panel().curves().getWidth() > 400 && panel().curves().track() != null);
        robot.interact(() -> panel().frame(false));
        var curves = panel().curves();
        Key first = position.keys().get(0);
        robot.clickOn(curves.localToScreen(curves.axis().x(0), curves.values().y(0, curves.getHeight())));
        waitUntil(() -> attack.selection().equals(Set.of(first.id())));
        KeyHandles handles = KeyHandles.of(position);
        double handleTime = handles.outTime(0, 0);
        Point2D handle = curves.localToScreen(curves.axis().x(handleTime),
                curves.values().y(handles.outValue(0, 0), curves.getHeight()));
        int steps = attack.document().history().size();
        Clip before = attack.value();

        robot.moveTo(handle).press(MouseButton.PRIMARY).moveBy(0, -20).moveBy(0, -20).release(MouseButton.PRIMARY);

        waitUntil(() -> attack.value().track(position.id()).key(first.id()).sharedTangent() == TangentMode.ALIGNED);
        Track changed = attack.value().track(position.id());
        Key shaped = changed.key(first.id());
        assertThat(shaped.out().get(1)).as("the handle now rises").isGreaterThan(0);
        assertThat(shaped.out().get(0)).isCloseTo(handleTime, within(0.01));
        assertThat(shaped.value()).isEqualTo(first.value());
        assertThat(shaped.time()).isEqualTo(first.time());
        assertThat(changed.keys().subList(1, 3)).isEqualTo(position.keys().subList(1, 3));
        Track tint = track(before, "", Properties.TINT);
        assertThat(attack.value().track(tint.id())).as("the other track, as before the drag").isEqualTo(tint);
        assertThat(attack.document().history().size()).isEqualTo(steps + 1);
    }

    @Test
    void fourDroppedCellsBecomeKeysATwelfthOfASecondApartAndGrowTheClip(FxRobot robot) {
        OpenDocument<Clip> attack = clip(robot, "anim/knight/attack.aeanim");
        Track slash = Track.of("Slash", Properties.SPRITE, Kind.ASSET_REF);
        robot.interact(() -> attack.document().execute(new AddTrack(slash)));
        List<String> cells = List.of("assets/knight/knight_attack.png#knight_attack_001",
                "assets/knight/knight_attack.png#knight_attack_002", "assets/knight/knight_attack.png#knight_attack_003",
                "assets/knight/knight_attack.png#knight_attack_004");
        boolean[] dropped = new boolean[1];
        robot.interact(() -> {
            Point2D at = panel().sheet().screenToLocal(onRow(slash.id(), 0.3));
            dropped[0] = panel().dropSprites(cells, at.getX(), at.getY());
        });

        assertThat(dropped[0]).isTrue();
        Track keyed = attack.value().track(slash.id());
        assertThat(keyed.keys()).hasSize(4);
        for (int i = 0; i < 4; i++) {
            assertThat(keyed.keys().get(i).time()).isCloseTo(0.3 + i / 12.0, within(1e-9));
            assertThat(keyed.keys().get(i).value()).isEqualTo(new Value.Asset(cells.get(i)));
        }
        assertThat(attack.value().length()).isCloseTo(0.3 + 4 / 12.0, within(1e-9));
        assertThat(attack.document().history().size()).isEqualTo(2);
    }

    @Test
    void doubleClickingTheEventLaneAddsAPickedEventAtThatTime(FxRobot robot) {
        OpenDocument<Clip> attack = clip(robot, "anim/knight/attack.aeanim");
        robot.doubleClickOn(onEvents(0.3));
        waitUntil(() -> robot.lookup("Land").tryQuery().isPresent());
        robot.clickOn("Land");
        waitUntil(() -> attack.value().events().size() == 3);
        ClipEvent added = attack.value().events().stream().filter(e -> e.name().equals("Land")).findFirst().orElseThrow();
        assertThat(added.time()).isCloseTo(0.3, within(1.0 / 120));
    }

    @Test
    void spacePlaysAndPausesTheClip(FxRobot robot) {
        OpenDocument<Clip> run = clip(robot, "anim/knight/run.aeanim");
        robot.moveTo(panel().sheet()).push(KeyCode.SPACE);
        waitUntil(() -> window.playback().playing() && run.timeCursor() > 0.05);
        robot.push(KeyCode.SPACE);
        waitUntil(() -> !window.playback().playing());
        assertThat(run.document().history().size()).as("playing never edits").isZero();
    }
}
