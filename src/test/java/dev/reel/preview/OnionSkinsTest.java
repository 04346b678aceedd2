package dev.reel.preview;

import dev.reel.io.ClipCodec;
import dev.reel.model.Properties;
import dev.reel.model.Value;
import dev.reel.model.Vec2;
import dev.reel.runtime.CompiledClip;
import dev.reel.runtime.MemoryScene;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

/** Onion skins of neighbouring frames, path overlays of position tracks, and posing a scene with a clip. */
class OnionSkinsTest {
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

    /** Three frames at 10 fps: the red cell, the marked cell, the whole PNG. */
    private static CompiledClip frames(String loop) {
        return clip("anim version=1 length=0.3 loop=" + loop + " {\n  frames \"\" fps=10 {\n"
                + "    sprites=[asset(\"" + TestProject.RED_CELL + "\"), asset(\"" + TestProject.MARKED_CELL
                + "\"), asset(\"assets/whole.png\")]\n  }\n}\n");
    }

    private static String sheetOf(OnionSkin skin) {
        return skin.sprites().get(0).source().toString();
    }

    @Test
    void skinsShowTheFramesBeforeAndAfterFarthestFirstAndLeaveTheLiveSceneAlone() {
        CompiledClip clip = frames("loop");
        MemoryScene live = MemoryScene.open();
        PoseSampler posed = new PoseSampler(clip, live);
        posed.pose(0.1);
        List<OnionSkin> skins = OnionSkins.around(clip, live, 0.1, 1, 0.1, adapter, Transform2D.IDENTITY);

        assertThat(skins).hasSize(2);
        assertThat(skins.get(0).sprites().get(0).source()).isEqualTo(new dev.reel.model.Rect(0, 0, 4, 4));
        assertThat(skins.get(1).sprites().get(0).source()).isEqualTo(new dev.reel.model.Rect(0, 0, 4, 2));
        assertThat(skins.get(0).alpha()).isEqualTo(OnionSkin.NEAREST_ALPHA);
        assertThat(skins.get(0).red()).isGreaterThan(skins.get(0).green());
        assertThat(skins.get(1).green()).isGreaterThan(skins.get(1).red());
        assertThat(live.drawnValue("", Properties.SPRITE)).isEqualTo(new Value.Asset(TestProject.MARKED_CELL));
    }

    @Test
    void aLoopWrapsAroundAndAOnceClipHasNothingBeforeItsStart() {
        List<OnionSkin> looped = OnionSkins.around(frames("loop"), MemoryScene.open(), 0, 2, 0.1, adapter,
                Transform2D.IDENTITY);
        // Farthest first: -2 (t = 0.1), +2 (t = 0.2), -1 (t = 0.2), +1 (t = 0.1).
        assertThat(looped).extracting(OnionSkinsTest::sheetOf).containsExactly(
                "Rect[x=4, y=0, width=4, height=4]", "Rect[x=0, y=0, width=4, height=2]",
                "Rect[x=0, y=0, width=4, height=2]", "Rect[x=4, y=0, width=4, height=4]");
        assertThat(looped.get(0).alpha()).isLessThan(looped.get(2).alpha());

        List<OnionSkin> once = OnionSkins.around(frames("once"), MemoryScene.open(), 0, 2, 0.1, adapter,
                Transform2D.IDENTITY);
        assertThat(once).hasSize(2);
    }

    @Test
    void whatTheClipDoesNotAnimateKeepsItsLiveValueInTheSkins() {
        CompiledClip clip = frames("loop");
        MemoryScene live = MemoryScene.open();
        live.node("").set(Properties.POSITION, dev.reel.model.Kind.VEC2, Value.Vec.of(30, 40));
        List<OnionSkin> skins = OnionSkins.around(clip, live, 0.1, 1, 0.1, adapter, Transform2D.IDENTITY);
        assertThat(skins.get(0).sprites().get(0).x()).isEqualTo(30);
        assertThat(skins.get(0).sprites().get(0).y()).isEqualTo(40);
    }

    @Test
    void thePathOfAPositionTrackRunsThroughItsSamplesAndKeysInTheParentsSpace() {
        CompiledClip clip = clip("anim version=1 length=1 {\n"
                + "  track \"Arm\" prop=\"transform.position\" kind=vec2 {\n"
                + "    key t=0 v=[0, 0] interp=linear {}\n    key t=0.5 v=[10, 20] interp=linear {}\n"
                + "    key t=1 v=[20, 0] {}\n  }\n}\n");
        PathOverlay path = PathOverlays.of(clip, "Arm", Transform2D.translation(100, 50), 0.1, 1);

        assertThat(path.keys()).containsExactly(new Vec2(100, 50), new Vec2(110, 70), new Vec2(120, 50));
        assertThat(path.line()).hasSize(11);
        assertThat(path.line().get(0)).isEqualTo(new Vec2(100, 50));
        assertThat(path.line().get(2).x()).isCloseTo(104, offset(1e-9));
        assertThat(path.line().get(2).y()).isCloseTo(58, offset(1e-9));
        assertThat(path.line().get(10)).isEqualTo(new Vec2(120, 50));
        assertThat(path.highlighted()).isEqualTo(1);
        assertThat(PathOverlays.of(clip, "", Transform2D.IDENTITY, 0.1, -1)).isNull();
    }

    @Test
    void theRootMotionTrackIsNotPosedButItsPathIsShown() {
        CompiledClip clip = clip("anim version=1 length=1 {\n  frames \"\" fps=10 {\n    sprites=[asset(\""
                + TestProject.RED_CELL + "\")]\n  }\n"
                + "  track \"\" prop=\"transform.position\" kind=vec2 root=true {\n"
                + "    key t=0 v=[0, 0] {}\n    key t=1 v=[40, 0] {}\n  }\n}\n");
        PoseSampler sampler = new PoseSampler(clip, MemoryScene.open());
        sampler.pose(0.5);
        assertThat(adapter.pose(sampler.scene()).sprites().get(0).x()).isZero();
        assertThat(PathOverlays.of(clip, "", Transform2D.IDENTITY, 0.25, -1).keys())
                .containsExactly(new Vec2(0, 0), new Vec2(40, 0));
    }
}
