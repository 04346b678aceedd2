package dev.reel.preview;

import dev.reel.io.ClipCodec;
import dev.reel.io.ControllerCodec;
import dev.reel.model.Controller;
import dev.reel.model.LoopMode;
import dev.reel.runtime.CompiledClip;
import dev.reel.runtime.CompiledController;
import dev.reel.runtime.ReplayScript;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

/** Which poses an export takes from a clip or a controller, and how long each shows. */
class ExportFramesTest {
    @TempDir
    Path folder;

    private PoseAdapter adapter;

    @BeforeEach
    void project() throws Exception {
        adapter = new PoseAdapter(new SpriteAtlas(TestProject.create(folder)));
    }

    private static CompiledClip clip(String text) {
        var loaded = ClipCodec.read(text, "t.aeanim");
        assertThat(loaded.diagnostics()).isEmpty();
        return CompiledClip.compile(loaded.value(), "t.aeanim");
    }

    private static final String TWO_FRAMES = "anim version=1 length=0.5 loop=loop {\n"
            + "  frames \"\" durations=[0.2, 0.3] {\n    sprites=[asset(\"" + TestProject.RED_CELL + "\"), asset(\""
            + TestProject.MARKED_CELL + "\")]\n  }\n"
            + "  track \"\" prop=\"transform.position\" kind=vec2 {\n"
            + "    key t=0 v=[0, 0] interp=linear {}\n    key t=0.5 v=[50, 0] {}\n  }\n}\n";

    @Test
    void aClipWithSpriteFramesGivesOneFramePerSpriteFrame() {
        PoseSequence sequence = ExportFrames.clip(clip(TWO_FRAMES), null, null, 1, adapter);
        assertThat(sequence.size()).isEqualTo(2);
        assertThat(sequence.seconds()).containsExactly(0.2, 0.3);
        assertThat(sequence.frames().get(0).get(0).source().x()).isZero();
        assertThat(sequence.frames().get(1).get(0).source().x()).isEqualTo(4);
        assertThat(sequence.frames().get(1).get(0).x()).isCloseTo(20, offset(1e-9));
    }

    @Test
    void anFpsTakesAFrameEveryStepOfOnePass() {
        PoseSequence sequence = ExportFrames.clip(clip(TWO_FRAMES), null, 10.0, 1, adapter);
        assertThat(sequence.size()).isEqualTo(5);
        assertThat(sequence.seconds()).allSatisfy(seconds -> assertThat(seconds).isEqualTo(0.1));
        assertThat(sequence.frames()).extracting(frame -> frame.get(0).source().x()).containsExactly(0, 0, 4, 4, 4);
        assertThat(sequence.frames().get(3).get(0).x()).isCloseTo(30, offset(1e-9));
    }

    @Test
    void aClipThatPlaysOnceShowsItsLastPoseToo() {
        CompiledClip looping = clip(TWO_FRAMES);
        assertThat(ExportFrames.frameTimes(looping, LoopMode.ONCE, 10.0, 1).starts())
                .containsExactly(0.0, 0.1, 0.2, 0.3, 0.4, 0.5);
        assertThat(ExportFrames.frameTimes(looping, LoopMode.PING_PONG, 10.0, 1).starts()).hasSize(5);
    }

    @Test
    void aClipWithoutSpritesTakesTwelveFramesASecond() {
        CompiledClip sway = clip("anim version=1 length=1 loop=loop {\n"
                + "  track \"\" prop=\"transform.rotation\" kind=float32 {\n    key t=0 v=0 {}\n    key t=1 v=1 {}\n"
                + "  }\n}\n");
        ExportFrames.FrameTimes times = ExportFrames.frameTimes(sway, null, null, 1);
        assertThat(times.starts()).hasSize(12);
        assertThat(times.seconds().get(0)).isEqualTo(1 / ExportFrames.DEFAULT_FPS);
    }

    @Test
    void aStateSpeedDividesTheDurationsAndANegativeOnePlaysBackwards() {
        ExportFrames.FrameTimes times = ExportFrames.frameTimes(clip(TWO_FRAMES), null, null, -2);
        assertThat(times.starts()).containsExactly(0.2, 0.0);
        assertThat(times.seconds()).containsExactly(0.15, 0.1);
    }

    @Test
    void aControllerGivesAFramePerStepOrPerOneOverFps() {
        String text = "controller version=1 {\n  entry=\"A\"\n  param \"Go\" kind=trigger {}\n"
                + "  state \"A\" clip=asset(\"a.aeanim\") {}\n  state \"B\" clip=asset(\"b.aeanim\") {}\n"
                + "  transition \"A\" to=\"B\" {\n    cond \"Go\" {}\n  }\n}\n";
        Controller model = ControllerCodec.read(text, "c.aectrl").value();
        Map<String, CompiledClip> clips = Map.of(
                "a.aeanim", clip("anim version=1 length=1 loop=loop {\n  frames \"\" fps=1 {\n    sprites=[asset(\""
                        + TestProject.RED_CELL + "\")]\n  }\n}\n"),
                "b.aeanim", clip(TWO_FRAMES));
        CompiledController controller = CompiledController.compile(model, "c.aectrl", clips::get);
        ReplayScript script = ReplayScript.parse("at 4 trigger Go\n", "s", controller);
        assertThat(script.diagnostics()).isEmpty();

        PoseSequence perStep = ExportFrames.controller(controller, script.actions(), 10, 0.05, null, adapter);
        assertThat(perStep.size()).isEqualTo(10);
        assertThat(perStep.seconds()).allSatisfy(seconds -> assertThat(seconds).isEqualTo(0.05));
        assertThat(perStep.frames()).extracting(frame -> frame.get(0).source().x())
                .containsExactly(0, 0, 0, 0, 0, 0, 0, 4, 4, 4);
        // B entered on step 4 at time 0: its position track runs 100 units a second.
        assertThat(perStep.frames().get(9).get(0).x()).isCloseTo(30, offset(1e-9));

        PoseSequence perFrame = ExportFrames.controller(controller, script.actions(), 10, 0.05, 8.0, adapter);
        // Game time 0 to 0.45 s in steps of 1/8 s: 0, 0.125, 0.25, 0.375.
        assertThat(perFrame.size()).isEqualTo(4);
        // 0.375 s is between step 8 (0.35 s) and step 9 (0.4 s); B started at 0.15 s.
        assertThat(perFrame.frames().get(3).get(0).x()).isCloseTo(22.5, offset(1e-6));
        assertThat(List.copyOf(perFrame.seconds())).containsOnly(0.125);
    }

    @Test
    void aControllersExportShowsItsLayersOverTheBaseByWeightAndMask() {
        // The base stands still at x 0; the layer "Up" moves the node to x 40 from step 3 on (its trigger).
        String layer = "  layer \"Up\" entry=\"Empty\" weight=%s%s {\n    state \"Empty\" {}\n"
                + "    state \"Move\" clip=asset(\"move.aeanim\") {}\n"
                + "    transition \"any\" to=\"Move\" {\n      cond \"Go\" {}\n    }\n  }\n";
        String head = "controller version=1 {\n  entry=\"A\"\n  param \"Go\" kind=trigger {}\n"
                + "  state \"A\" clip=asset(\"a.aeanim\") {}\n";
        Map<String, CompiledClip> clips = Map.of(
                "a.aeanim", clip("anim version=1 length=1 loop=loop {\n  frames \"\" fps=1 {\n    sprites=[asset(\""
                        + TestProject.RED_CELL + "\")]\n  }\n  track \"\" prop=\"transform.position\" kind=vec2 {\n"
                        + "    key t=0 v=[0, 0] {}\n  }\n}\n"),
                "move.aeanim", clip("anim version=1 length=1 loop=loop {\n"
                        + "  track \"\" prop=\"transform.position\" kind=vec2 {\n    key t=0 v=[40, 0] {}\n  }\n}\n"));
        double[] expected = {40, 10, 0};
        String[] layers = {layer.formatted("1", ""), layer.formatted("0.25", ""),
                layer.formatted("1", " mask=[\"Other\"]")};
        for (int i = 0; i < layers.length; i++) {
            Controller model = ControllerCodec.read(head + layers[i] + "}\n", "c.aectrl").value();
            CompiledController controller = CompiledController.compile(model, "c.aectrl", clips::get);
            ReplayScript script = ReplayScript.parse("at 3 trigger Go\n", "s", controller);
            PoseSequence frames = ExportFrames.controller(controller, script.actions(), 6, 0.05, null, adapter);
            assertThat(frames.frames().get(1).get(0).x()).as(layers[i]).isCloseTo(0, offset(1e-9));
            assertThat(frames.frames().get(5).get(0).x()).as(layers[i]).isCloseTo(expected[i], offset(1e-9));
        }
    }
}
