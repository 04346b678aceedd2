package dev.reel.ui.dopesheet;

import dev.reel.model.Clip;
import dev.reel.model.Key;
import dev.reel.model.Properties;
import dev.reel.model.Track;
import dev.reel.model.Value;
import dev.reel.ui.curves.CurveLane;
import dev.reel.ui.curves.CurvePoint;
import dev.reel.ui.curves.CurveView;
import dev.reel.ui.curves.LaneKey;
import dev.reel.ui.documents.OpenDocument;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.HBox;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * Several tracks on one graph: the lane list (names in colour, eye, lock, Alt-click solo), selection and drags
 * across lanes as one undo step, Normalize, Frame All over the visible lanes and the value axis's unit.
 */
class ManyCurvesTest extends AnimationPanelFixture {
    @Start
    void start(Stage stage) throws Exception {
        openWindow(stage);
        Files.writeString(root.resolve("anim/many.aeanim"), """
                anim version=1 length=1 {
                  track "" prop="transform.position" kind=vec2 {
                    key t=0 v=[0, 0] {}
                    key t=0.5 v=[40, 20] {}
                    key t=1 v=[80, 0] {}
                  }
                  track "" prop="transform.rotation" kind=float32 {
                    key t=0 v=0 {}
                    key t=0.5 v=0.7853981633974483 {}
                    key t=1 v=0 {}
                  }
                }
                """);
    }

    /** Clicks the position row, Ctrl-clicks the rotation row: both tracks on the graph. */
    private OpenDocument<Clip> twoTracks(FxRobot robot) {
        OpenDocument<Clip> many = clip(robot, "anim/many.aeanim");
        robot.interact(() -> panel().showCurves(true));
        Track position = track(many.value(), "", Properties.POSITION);
        Track rotation = track(many.value(), "", Properties.ROTATION);
        robot.clickOn(onTrackList(position.id()));
        robot.press(KeyCode.CONTROL).clickOn(onTrackList(rotation.id())).release(KeyCode.CONTROL);
        CurveView curves = panel().curves();
        waitUntil(() -> curves.tracksProperty().get().size() == 2 && curves.getWidth() > 400);
        robot.interact(() -> panel().frame(false));
        return many;
    }

    private Point2D onTrackList(long trackId) {
        TrackList list = panel().trackList();
        SheetLayout.Row row = panel().sheet().sheetLayout().rowOf(trackId);
        return list.localToScreen(90, row.y() - list.scrollYProperty().get() + row.height() / 2);
    }

    private CurveLane lane(String name) {
        return panel().curves().lanes().stream().filter(lane -> lane.name().equals(name)).findFirst().orElseThrow();
    }

    /** Where key {@code index} of a lane is on the screen. */
    private Point2D onPoint(CurveLane lane, int index) {
        CurveView curves = panel().curves();
        return curves.localToScreen(curves.axis().x(lane.handles().time(index)),
                curves.values().y(lane.graphValue(index), curves.getHeight()));
    }

    private HBox row(FxRobot robot, LaneKey key) {
        return robot.lookup(".lane-row").queryAll().stream().map(HBox.class::cast)
                .filter(row -> key.equals(row.getUserData())).findFirst().orElseThrow();
    }

    private List<String> axisLabels(FxRobot robot) {
        CurveView curves = panel().curves();
        List<String> labels = new ArrayList<>();
        robot.interact(() -> curves.valueAxis(curves.getHeight()).forEach(label -> labels.add(label.text())));
        return labels;
    }

    @Test
    void everyLaneOfTheSelectedTracksIsOnOneGraphAndOneDragMovesThemAllAsOneStep(FxRobot robot) {
        OpenDocument<Clip> many = twoTracks(robot);
        CurveView curves = panel().curves();
        Clip before = many.value();
        assertThat(curves.lanes()).extracting(CurveLane::name)
                .containsExactly("Position.x", "Position.y", "Rotation");
        assertThat(curves.lanes()).extracting(CurveLane::colour).doesNotHaveDuplicates();
        assertThat(axisLabels(robot)).as("position and rotation: plain numbers").noneMatch(text -> text.endsWith("°"));

        // A: every key of every lane in view, both axes.
        robot.moveTo(curves).type(KeyCode.A);
        waitUntil(() -> curves.lanes().stream().allMatch(lane -> {
            for (int i = 0; i < lane.handles().count(); i++) {
                Point2D local = curves.screenToLocal(onPoint(lane, i));
                if (local.getX() < 0 || local.getX() > curves.graphWidth() || local.getY() < 0
                        || local.getY() > curves.getHeight()) {
                    return false;
                }
            }
            return true;
        }));

        // A box around t = 0.5 picks the middle key of each of the three lanes.
        double left = curves.axis().x(0.4);
        double right = curves.axis().x(0.6);
        robot.drag(curves.localToScreen(left, 4), MouseButton.PRIMARY)
                .dropTo(curves.localToScreen(right, curves.getHeight() - 4));
        waitUntil(() -> curves.pointsProperty().get().size() == 3);
        Track position = track(many.value(), "", Properties.POSITION);
        Track rotation = track(many.value(), "", Properties.ROTATION);
        assertThat(many.selection()).containsExactlyInAnyOrder(position.keys().get(1).id(),
                rotation.keys().get(1).id());

        int steps = many.document().history().size();
        double pixelsPerUnit = curves.values().pixelsPerUnit();
        Point2D grab = onPoint(lane("Rotation"), 1);
        robot.moveTo(grab).press(MouseButton.PRIMARY).moveBy(0, -10).moveBy(0, -20).release(MouseButton.PRIMARY);

        waitUntil(() -> many.document().history().size() == steps + 1);
        double graphDelta = 30 / pixelsPerUnit;
        Value.Vec moved = (Value.Vec) track(many.value(), "", Properties.POSITION).keys().get(1).value();
        double turned = ((Value.Num) track(many.value(), "", Properties.ROTATION).keys().get(1).value()).value();
        assertThat(moved.get(0) - 40).as("x moved as far on the graph").isCloseTo(graphDelta, within(0.6 / pixelsPerUnit));
        assertThat(moved.get(1) - 20).as("y too").isCloseTo(moved.get(0) - 40, within(1e-9));
        assertThat(Math.toDegrees(turned) - 45).as("the rotation by as many degrees")
                .isCloseTo(moved.get(0) - 40, within(1e-9));
        assertThat(track(many.value(), "", Properties.POSITION).keys().get(1).time()).isEqualTo(0.5);

        robot.interact(() -> many.document().undo());
        waitUntil(() -> many.value().equals(before));
    }

    @Test
    void lockedLanesAreDrawnButNotPickedHiddenOnesAreNotDrawnAndAltClickSolos(FxRobot robot) {
        OpenDocument<Clip> many = twoTracks(robot);
        Clip before = many.value();
        CurveView curves = panel().curves();
        CurveLane y = lane("Position.y");
        CurveLane x = lane("Position.x");
        robot.clickOn(row(robot, y.key()).getChildren().get(1));
        waitUntil(() -> curves.lockedProperty().get().equals(Set.of(y.key())));
        assertThat(((ToggleButton) row(robot, y.key()).getChildren().get(1)).isSelected()).isTrue();
        assertThat(curves.visibleLanes()).extracting(CurveLane::name).contains("Position.y");

        robot.drag(curves.localToScreen(2, 2), MouseButton.PRIMARY)
                .dropTo(curves.localToScreen(curves.graphWidth() - 2, curves.getHeight() - 2));
        waitUntil(() -> curves.pointsProperty().get().size() == 6);
        assertThat(curves.pointsProperty().get()).as("no point of the locked lane")
                .noneMatch(point -> point.lane() == 1 && y.holds(point.keyId()));

        // The hidden x lane: not drawn where its middle key was, no longer picked.
        robot.clickOn(curves.localToScreen(curves.graphWidth() - 10, 10));
        waitUntil(() -> curves.pointsProperty().get().isEmpty());
        Point2D middle = curves.screenToLocal(onPoint(x, 1));
        Color colour = curves.paints().color(x.colour());
        waitUntil(() -> near(pixel(robot, middle), colour));
        robot.clickOn(row(robot, x.key()).getChildren().get(0));
        waitUntil(() -> curves.visibleLanes().stream().noneMatch(lane -> lane.key().equals(x.key())));
        waitUntil(() -> !near(pixel(robot, middle), colour));
        robot.drag(curves.localToScreen(2, 2), MouseButton.PRIMARY)
                .dropTo(curves.localToScreen(curves.graphWidth() - 2, curves.getHeight() - 2));
        waitUntil(() -> curves.pointsProperty().get().size() == 3);

        // Alt-click solos the rotation: the axis reads degrees; again, the lanes shown before come back.
        LaneKey rotation = lane("Rotation").key();
        robot.press(KeyCode.ALT).clickOn(row(robot, rotation).getChildren().get(3)).release(KeyCode.ALT);
        waitUntil(() -> curves.visibleLanes().stream().map(CurveLane::key).toList().equals(List.of(rotation)));
        assertThat(axisLabels(robot)).isNotEmpty().allMatch(text -> text.endsWith("°"));
        robot.press(KeyCode.ALT).clickOn(row(robot, rotation).getChildren().get(3)).release(KeyCode.ALT);
        waitUntil(() -> curves.visibleLanes().stream().map(CurveLane::name).toList()
                .equals(List.of("Position.y", "Rotation")));
        assertThat(many.value()).as("the lane list never edits the clip").isEqualTo(before);
    }

    private Color pixel(FxRobot robot, Point2D local) {
        Color[] colour = new Color[1];
        robot.interact(() -> colour[0] = panel().curves().snapshot(null, null).getPixelReader()
                .getColor((int) Math.round(local.getX()), (int) Math.round(local.getY())));
        return colour[0];
    }

    @Test
    void normalizeShowsEachLaneInMinusOneToOneAndADragStillWritesRealValues(FxRobot robot) {
        OpenDocument<Clip> many = twoTracks(robot);
        CurveView curves = panel().curves();
        robot.clickOn("#curve-normalize");
        waitUntil(() -> curves.normalizeProperty().get());
        waitUntil(() -> {
            List<Double> values = axisLabels(robot).stream()
                    .map(text -> Double.parseDouble(text.replace('−', '-'))).toList();
            return values.contains(1.0) && values.contains(-1.0) && values.stream().allMatch(v -> Math.abs(v) <= 1.2);
        });
        CurveLane x = lane("Position.x");
        assertThat(x.graphValue(0)).isEqualTo(-1);
        assertThat(x.graphValue(2)).isEqualTo(1);
        assertThat(lane("Rotation").graphValue(1)).isCloseTo(1, within(1e-12));

        double pixelsPerUnit = curves.values().pixelsPerUnit();
        robot.clickOn(onPoint(x, 1));
        waitUntil(() -> curves.pointsProperty().get().equals(Set.of(new CurvePoint(x.handles().key(1).id(), 0))));
        robot.moveTo(onPoint(x, 1)).press(MouseButton.PRIMARY).moveBy(0, -10).moveBy(0, -20)
                .release(MouseButton.PRIMARY);
        waitUntil(() -> ((Value.Vec) track(many.value(), "", Properties.POSITION).keys().get(1).value()).get(0) != 40);
        double written = ((Value.Vec) track(many.value(), "", Properties.POSITION).keys().get(1).value()).get(0);
        assertThat(written - 40).as("a 30 px rise of a lane whose keys span 0…80 (half range 40)")
                .isCloseTo(30 / pixelsPerUnit * 40, within(0.6 / pixelsPerUnit * 40));
        Key y = track(many.value(), "", Properties.POSITION).keys().get(1);
        assertThat(((Value.Vec) y.value()).get(1)).as("the unselected lane is untouched").isEqualTo(20);
    }

    @Test
    void shiftKeepsADragToOneAxisAndTimeSnapsToFramesOnlyWithSnapOn(FxRobot robot) {
        OpenDocument<Clip> many = twoTracks(robot);
        CurveView curves = panel().curves();
        CurveLane rotation = lane("Rotation");
        long middle = rotation.handles().key(1).id();
        robot.clickOn(onPoint(rotation, 1));
        waitUntil(() -> curves.pointsProperty().get().size() == 1);
        robot.press(KeyCode.SHIFT).moveTo(onPoint(rotation, 1)).press(MouseButton.PRIMARY).moveBy(6, -20)
                .moveBy(6, -20);
        waitUntil(() -> {
            String hint = curves.hintProperty().get();
            return hint != null && hint.matches("Δt 0 s   Δv \\+[0-9.]+°   \\(one axis\\).*");
        });
        robot.release(MouseButton.PRIMARY).release(KeyCode.SHIFT);
        waitUntil(() -> !many.value().track(rotation.track().id()).key(middle).value()
                .equals(rotation.track().key(middle).value()));
        assertThat(many.value().track(rotation.track().id()).key(middle).time()).as("Shift: value only").isEqualTo(0.5);

        robot.interact(() -> panel().state().snappingProperty().set(false));
        double frame = 1 / panel().state().fps();
        double pixels = 0.37 * frame * curves.axis().pixelsPerSecond();
        robot.moveTo(onPoint(lane("Rotation"), 1)).press(MouseButton.PRIMARY).moveBy(pixels + 4, 0)
                .moveBy(-4, 0).release(MouseButton.PRIMARY);
        waitUntil(() -> many.value().track(rotation.track().id()).key(middle).time() != 0.5);
        double free = many.value().track(rotation.track().id()).key(middle).time();
        assertThat(Math.abs(free * panel().state().fps() - Math.rint(free * panel().state().fps())))
                .as("Snap off: between frames").isGreaterThan(0.05);

        robot.interact(() -> panel().state().snappingProperty().set(true));
        robot.moveTo(onPoint(lane("Rotation"), 1)).press(MouseButton.PRIMARY).moveBy(pixels + 4, 0)
                .moveBy(-4, 0).release(MouseButton.PRIMARY);
        waitUntil(() -> Math.abs(many.value().track(rotation.track().id()).key(middle).time() - free) > 1e-9);
        double snapped = many.value().track(rotation.track().id()).key(middle).time() * panel().state().fps();
        assertThat(snapped).as("Snap on: on a frame").isCloseTo(Math.rint(snapped), within(1e-6));
    }
}
