package dev.reel.ui.dopesheet;

import dev.reel.io.ClipCodec;
import dev.reel.model.Clip;
import dev.reel.model.Key;
import dev.reel.model.Properties;
import dev.reel.model.Track;
import dev.reel.ui.documents.OpenDocument;
import javafx.geometry.Point2D;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Track rows grouped by node path, nested ("Arm/Hand" inside "Arm"), folded by the triangle, dragged by the summary. */
class NodeGroupsTest extends AnimationPanelFixture {
    private static final String WAVE = """
            anim version=1 length=1 {
              track "" prop="transform.position" kind=vec2 {
                key t=0 v=[0, 0] {}
                key t=0.5 v=[4, 0] {}
              }
              track "Arm/Hand" prop="transform.rotation" kind=float32 {
                key t=0.1 v=0 {}
                key t=0.4 v=0.3 {}
                key t=0.9 v=0 {}
              }
              track "Arm" prop="transform.rotation" kind=float32 {
                key t=0 v=0 {}
                key t=0.25 v=0.6 {}
              }
              track "Arm/Hand" prop="transform.scale" kind=vec2 {
                key t=0.4 v=[1, 1] {}
                key t=0.6 v=[1.2, 1.2] {}
              }
              track "Leg/Foot" prop="transform.rotation" kind=float32 {
                key t=0.3 v=0 {}
              }
            }
            """;

    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    private OpenDocument<Clip> wave(FxRobot robot) throws Exception {
        Files.writeString(root.resolve("anim/knight/wave.aeanim"), WAVE);
        return clip(robot, "anim/knight/wave.aeanim");
    }

    private SheetLayout.Row group(String path) {
        return panel().sheet().sheetLayout().rows().stream()
                .filter(row -> row.kind() == SheetLayout.RowKind.GROUP && row.path().equals(path))
                .findFirst().orElse(null);
    }

    /** Each row as kind, depth and name: "GROUP 1 Hand". */
    private List<String> rows() {
        return panel().sheet().sheetLayout().rows().stream()
                .map(row -> row.kind() + " " + row.depth() + " " + row.name()).toList();
    }

    @Test
    void aNestedPathsGroupSitsInsideItsParentsAndTheParentSumsBoth(FxRobot robot) throws Exception {
        wave(robot);

        assertThat(rows()).containsExactly("SUMMARY 0 Summary", "EVENTS 0 Events",
                "GROUP 0 " + TrackNames.node(""), "TRACK 1 Position",
                "GROUP 0 Arm", "TRACK 1 Rotation", "GROUP 1 Hand", "TRACK 2 Rotation", "TRACK 2 Scale",
                "GROUP 0 Leg/Foot", "TRACK 1 Rotation");
        assertThat(Arrays.stream(group("Arm").keys().times).boxed().toList()).as("Arm's and Hand's keys")
                .containsExactly(0.0, 0.1, 0.25, 0.4, 0.6, 0.9);
        assertThat(Arrays.stream(group("Arm/Hand").keys().times).boxed().toList())
                .containsExactly(0.1, 0.4, 0.6, 0.9);
    }

    @Test
    void theTriangleFoldsAGroupWithTheGroupsInsideIt(FxRobot robot) throws Exception {
        wave(robot);
        TrackList list = panel().trackList();
        SheetLayout.Row arm = group("Arm");
        Point2D triangle = list.localToScreen(10, arm.y() + arm.height() / 2);

        robot.clickOn(triangle);

        waitUntil(() -> group("Arm/Hand") == null);
        assertThat(rows()).containsExactly("SUMMARY 0 Summary", "EVENTS 0 Events",
                "GROUP 0 " + TrackNames.node(""), "TRACK 1 Position", "GROUP 0 Arm",
                "GROUP 0 Leg/Foot", "TRACK 1 Rotation");
        assertThat(group("Arm").keys().size()).as("the folded group still shows every key").isEqualTo(6);

        robot.clickOn(triangle);
        waitUntil(() -> group("Arm/Hand") != null);
        SheetLayout.Row hand = group("Arm/Hand");
        // The nested group's triangle stands one step in.
        robot.clickOn(list.localToScreen(10 + TrackList.INDENT, hand.y() + hand.height() / 2));
        waitUntil(() -> rows().size() == 9);
        assertThat(rows()).contains("GROUP 1 Hand").doesNotContain("TRACK 2 Scale");
    }

    @Test
    void draggingAGroupsSummaryKeyMovesTheKeysOfEveryTrackInsideItAsOneStep(FxRobot robot) throws Exception {
        OpenDocument<Clip> wave = wave(robot);
        Track hand = track(wave.value(), "Arm/Hand", Properties.ROTATION);
        Track scale = track(wave.value(), "Arm/Hand", Properties.SCALE);
        Track position = track(wave.value(), "", Properties.POSITION);
        byte[] before = ClipCodec.bytes(wave.value());
        int steps = wave.document().history().size();
        DopeSheetView sheet = panel().sheet();
        SheetLayout.Row arm = group("Arm");
        Point2D from = sheet.localToScreen(sheet.axis().x(0.4), arm.y() - sheet.scrollYProperty().get() + arm.height() / 2);
        double pixels = 0.1 * sheet.axis().pixelsPerSecond();

        robot.moveTo(from).press(MouseButton.PRIMARY).moveBy(pixels / 2, 0).moveBy(pixels / 2, 0)
                .release(MouseButton.PRIMARY);

        waitUntil(() -> wave.value().track(scale.id()).keys().get(0).time() != 0.4);
        assertThat(wave.value().track(hand.id()).keys()).extracting(Key::time).containsExactly(0.1, 0.5, 0.9);
        assertThat(wave.value().track(scale.id()).keys()).extracting(Key::time).containsExactly(0.5, 0.6);
        assertThat(wave.value().track(position.id())).as("another group's keys stay").isEqualTo(position);
        assertThat(wave.document().history().size()).isEqualTo(steps + 1);
        robot.interact(() -> wave.document().undo());
        assertThat(ClipCodec.bytes(wave.value())).isEqualTo(before);
    }
}
