package dev.reel.ui.dopesheet;

import dev.reel.model.Clip;
import dev.reel.model.FrameTime;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.Properties;
import dev.reel.model.Track;
import dev.reel.model.Value;
import dev.reel.ui.control.NumberField;
import dev.reel.ui.control.TimeRuler;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.playback.PreviewRig;
import javafx.geometry.Point2D;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A key at frame 4 of a 12 fps clip made by double-click, by K at the cursor and by paste at the cursor: the
 * three keys have the same time, to the bit, and the saved files spell it the same way.
 */
class FrameTimeGesturesTest extends AnimationPanelFixture {
    private static final int FRAME = 4;
    private static final double FPS = 12;
    private static final List<String> CLIPS = List.of("anim/knight/tilt_a.aeanim", "anim/knight/tilt_b.aeanim",
            "anim/knight/tilt_c.aeanim");

    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    @Override
    protected void beforeWindow() {
        StringBuilder sprites = new StringBuilder();
        for (int i = 0; i < 6; i++) {
            sprites.append(i == 0 ? "" : ", ").append("asset(\"assets/knight/knight_run.png#knight_run_00")
                    .append(i).append("\")");
        }
        String frames = "# Six frames at 12 fps.\n"
                + "anim version=1 length=0.5 loop=loop {\n"
                + "  frames \"\" fps=12 {\n"
                + "    sprites=[" + sprites + "]\n"
                + "  }\n";
        String rotation = "  track \"\" prop=\"transform.rotation\" kind=float32 {\n"
                + "    key t=0 v=0 {}\n"
                + "  }\n";
        try {
            // K keys a field the clip does not animate yet (an animated one shows its keyed value instead).
            for (String clip : CLIPS) {
                Files.writeString(root.resolve(clip), frames + (clip.equals(CLIPS.get(1)) ? "" : rotation) + "}\n",
                        StandardCharsets.UTF_8);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void aKeyAtFrame4MadeByDoubleClickKOrPasteHasOneTimeAndOneSpelling(FxRobot robot) throws IOException {
        double frameTime = FrameTime.of(FRAME, FPS);
        // A third of a frame late: each gesture snaps to frame 4.
        double mouseTime = frameTime + 0.3 / FPS;
        List<Double> times = new ArrayList<>();
        List<String> lines = new ArrayList<>();

        // Double-click on the rotation row.
        OpenDocument<Clip> clicked = clip(robot, CLIPS.get(0));
        Track rotation = track(clicked.value(), "", Properties.ROTATION);
        robot.doubleClickOn(onRow(rotation.id(), mouseTime));
        waitUntil(() -> clicked.value().track(rotation.id()).keys().size() == 2);
        times.add(keyAtFrame(clicked));
        lines.add(saved(robot, clicked));

        // K after a field change, at a cursor put on frame 4 by clicking the ruler.
        OpenDocument<Clip> keyed = clip(robot, CLIPS.get(1));
        clickRuler(robot, mouseTime);
        waitUntil(() -> FrameTime.frame(keyed.timeCursor(), FPS) == FRAME);
        NumberField field = nodeField(robot, "#inspector-rotation");
        robot.interact(() -> {
            field.requestFocus();
            field.selectAll();
        });
        robot.write("0.5");
        waitUntil(() -> !window.rig().rest("", new PreviewRig.Field(Properties.ROTATION, Kind.FLOAT32))
                .equals(new Value.Num(0)));
        robot.clickOn(panel().sheet()).push(KeyCode.K);
        waitUntil(() -> !keyed.value().tracks().isEmpty());
        times.add(keyAtFrame(keyed));
        lines.add(saved(robot, keyed));

        // Ctrl+C on the key at 0, the cursor put on frame 4 by the ruler, Ctrl+V.
        OpenDocument<Clip> pasted = clip(robot, CLIPS.get(2));
        Track pastedRotation = track(pasted.value(), "", Properties.ROTATION);
        Key first = pastedRotation.keys().get(0);
        robot.clickOn(onRow(pastedRotation.id(), 0));
        waitUntil(() -> pasted.selection().equals(Set.of(first.id())));
        robot.press(KeyCode.CONTROL, KeyCode.C).release(KeyCode.C, KeyCode.CONTROL);
        clickRuler(robot, mouseTime);
        waitUntil(() -> FrameTime.frame(pasted.timeCursor(), FPS) == FRAME);
        robot.moveTo(panel().sheet()).press(KeyCode.CONTROL, KeyCode.V).release(KeyCode.V, KeyCode.CONTROL);
        waitUntil(() -> pasted.value().track(pastedRotation.id()).keys().size() == 2);
        times.add(keyAtFrame(pasted));
        lines.add(saved(robot, pasted));

        assertThat(times).extracting(Double::doubleToLongBits).as("the stored times " + times)
                .containsOnly(Double.doubleToLongBits(frameTime));
        assertThat(lines).as("the saved key lines").allSatisfy(line -> assertThat(line).startsWith("key t=0.3333333333333333 "));
        assertThat(lines.stream().map(line -> line.substring(0, line.indexOf(" v="))).distinct()).hasSize(1);
    }

    private void clickRuler(FxRobot robot, double time) {
        TimeRuler ruler = panel().ruler();
        Point2D point = ruler.localToScreen(ruler.axis().x(time), ruler.getHeight() / 2);
        robot.clickOn(point);
    }

    /** The time of the rotation key after 0. */
    private static double keyAtFrame(OpenDocument<Clip> document) {
        List<Key> keys = track(document.value(), "", Properties.ROTATION).keys();
        return keys.get(keys.size() - 1).time();
    }

    /** Saves the clip and returns the line of its key after 0, as the file spells it. */
    private String saved(FxRobot robot, OpenDocument<Clip> document) throws IOException {
        robot.interact(() -> window.workspace().save(document));
        List<String> keys = Files.readAllLines(document.file(), StandardCharsets.UTF_8).stream().map(String::strip)
                .filter(line -> line.startsWith("key t=") && !line.startsWith("key t=0 ")).toList();
        assertThat(keys).hasSize(1);
        return keys.get(0);
    }
}
