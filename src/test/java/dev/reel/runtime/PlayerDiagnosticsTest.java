package dev.reel.runtime;

import dev.reel.model.Authority;
import dev.reel.model.Clip;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.Interp;
import dev.reel.model.Kind;
import dev.reel.model.LoopMode;
import dev.reel.model.OnEnd;
import dev.reel.model.Severity;
import dev.reel.model.Track;
import dev.reel.model.Value;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.reel.runtime.Clips.key;
import static org.assertj.core.api.Assertions.assertThat;

/** Player-time diagnostics: each turns its track off (or warns) and the rest of the clip still plays. */
class PlayerDiagnosticsTest {
    private static final Value ORIGIN = Value.Vec.of(0, 0);

    private static Track alpha(String path, int line) {
        return Clips.at(Clips.track(path, "SpriteRenderer.alpha", Kind.FLOAT32, key(0, 0, Interp.LINEAR),
                key(1, 1)), line, 3);
    }

    private static Track move(String path, Authority authority, int line) {
        return Clips.at(Clips.track(path, "transform.position", Kind.VEC2, authority, OnEnd.HOLD,
                key(0, ORIGIN).withInterp(Interp.LINEAR), key(1, Value.Vec.of(4, 4))), line, 3);
    }

    private static ClipPlayer play(MemoryScene scene, Track... tracks) {
        ClipPlayer player = new ClipPlayer(scene, 0.5);
        player.play(CompiledClip.compile(Clips.clip(1, LoopMode.LOOP, tracks), "anim/test.aeanim"));
        player.step();
        player.step();
        return player;
    }

    @Test
    void anm005AMissingNodeTurnsItsTrackOffAndTheRestPlays() {
        MemoryScene scene = new MemoryScene();
        ClipPlayer player = play(scene, alpha("Ghost", 4), alpha("", 8));
        assertThat(player.diagnostics()).containsExactly(Diagnostic.of(Code.ANM005, "anim/test.aeanim", 4, 3,
                "node \"Ghost\" of track \"Ghost:SpriteRenderer.alpha\" is missing; the track is off"));
        assertThat(player.isTrackOn(0)).isFalse();
        assertThat(scene.value("", "SpriteRenderer.alpha")).isEqualTo(new Value.Num(0.5));
    }

    @Test
    void anm004TheLaterOfTwoTracksOnOnePropertyIsOff() {
        MemoryScene scene = new MemoryScene();
        Track other = Clips.at(Clips.track("", "SpriteRenderer.alpha", Kind.FLOAT32, key(0, 9)), 9, 3);
        ClipPlayer player = play(scene, alpha("", 4), other);
        assertThat(player.diagnostics()).singleElement().satisfies(diagnostic -> {
            assertThat(diagnostic.code()).isEqualTo(Code.ANM004);
            assertThat(diagnostic.line()).isEqualTo(9);
        });
        assertThat(player.isTrackOn(0)).isTrue();
        assertThat(player.isTrackOn(1)).isFalse();
        assertThat(scene.value("", "SpriteRenderer.alpha")).isEqualTo(new Value.Num(0.5));
    }

    @Test
    void anm004ALaneTrackUnderAWholeTrackIsOff() {
        MemoryScene scene = new MemoryScene();
        Track tint = Clips.track("", "SpriteRenderer.tint", Kind.COLOR, key(0, Value.Vec.of(1, 1, 1, 1)));
        Track red = Clips.at(Clips.track("", "SpriteRenderer.tint.r", Kind.FLOAT32, key(0, 0)), 7, 1);
        ClipPlayer player = play(scene, tint, red);
        assertThat(player.diagnostics()).extracting(Diagnostic::code, Diagnostic::line)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(Code.ANM004, 7));
    }

    @Test
    void anm004ATweenedPropertyOrATransformUnderMotion2DIsOff() {
        MemoryScene scene = new MemoryScene();
        scene.node("").tween("SpriteRenderer.alpha");
        scene.node("Body").motion2D(true);
        ClipPlayer player = play(scene, alpha("", 2), move("Body", Authority.SIMULATION, 5));
        assertThat(player.diagnostics()).extracting(Diagnostic::code, Diagnostic::line).containsExactly(
                org.assertj.core.groups.Tuple.tuple(Code.ANM004, 2), org.assertj.core.groups.Tuple.tuple(Code.ANM004, 5));
        assertThat(scene.value("Body", "transform.position")).isEqualTo(ORIGIN);
    }

    @Test
    void anm006TransformTracksOnPhysicsBodies() {
        MemoryScene scene = new MemoryScene();
        scene.node("Dynamic").body(PhysicsBody.DYNAMIC);
        scene.node("Kinematic").body(PhysicsBody.KINEMATIC);
        scene.node("Moved").body(PhysicsBody.KINEMATIC);
        scene.node("Static").body(PhysicsBody.STATIC);
        ClipPlayer player = play(scene, move("Dynamic", Authority.SIMULATION, 1),
                move("Kinematic", Authority.PRESENTATION, 2), move("Moved", Authority.SIMULATION, 3),
                move("Static", Authority.SIMULATION, 4));
        assertThat(player.diagnostics()).extracting(Diagnostic::code, Diagnostic::severity, Diagnostic::line)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple(Code.ANM006, Severity.ERROR, 1),
                        org.assertj.core.groups.Tuple.tuple(Code.ANM006, Severity.ERROR, 2),
                        org.assertj.core.groups.Tuple.tuple(Code.ANM006, Severity.WARNING, 4));
        assertThat(List.of(player.isTrackOn(0), player.isTrackOn(1), player.isTrackOn(2), player.isTrackOn(3)))
                .containsExactly(false, false, true, true);
        assertThat(scene.value("Moved", "transform.position")).isEqualTo(Value.Vec.of(2, 2));
        assertThat(scene.value("Static", "transform.position")).isEqualTo(Value.Vec.of(2, 2));
    }

    @Test
    void anm007IsReportedOnceUnderUnscaledTime() {
        MemoryScene scene = new MemoryScene();
        ClipPlayer player = new ClipPlayer(scene, 0.5);
        player.setTimeDomain(TimeDomain.UNSCALED);
        Clip clip = Clips.clip(1, LoopMode.LOOP, List.of(move("", Authority.SIMULATION, 3),
                Clips.at(Clips.track("", "A.b", Kind.FLOAT32, Authority.SIMULATION, OnEnd.HOLD, key(0, 1)), 6, 1)),
                List.of(Clips.event(0.5, "Hit")));
        player.play(CompiledClip.compile(clip, "menu.aeanim"));
        player.step();
        player.play(null);
        player.step();
        assertThat(player.diagnostics()).singleElement().satisfies(diagnostic -> {
            assertThat(diagnostic.code()).isEqualTo(Code.ANM007);
            assertThat(diagnostic.severity()).isEqualTo(Severity.WARNING);
            assertThat(diagnostic.line()).isEqualTo(3);
        });
    }

    @Test
    void anm001AKindThatDoesNotMatchThePropertyTurnsTheTrackOff() {
        MemoryScene scene = new MemoryScene();
        scene.node("").set("SpriteRenderer.alpha", Kind.BOOL, new Value.Bool(true));
        ClipPlayer player = play(scene, alpha("", 4));
        assertThat(player.diagnostics()).extracting(Diagnostic::code).containsExactly(Code.ANM001);
        assertThat(scene.value("", "SpriteRenderer.alpha")).isEqualTo(new Value.Bool(true));
    }

    @Test
    void anm008AReimportWithOtherTracksStopsThePlayer() {
        MemoryScene scene = new MemoryScene();
        Recorder recorder = new Recorder();
        ClipPlayer player = new ClipPlayer(scene, 0.25);
        player.setListener(recorder);
        player.play(CompiledClip.compile(Clips.clip(1, LoopMode.LOOP, alpha("", 2)), "a.aeanim"));
        player.step();
        player.step();
        player.reload(CompiledClip.compile(Clips.clip(1, LoopMode.LOOP, alpha("", 2), move("", Authority.SIMULATION, 3)),
                "a.aeanim"));
        player.step();
        assertThat(player.diagnostics()).extracting(Diagnostic::code).containsExactly(Code.ANM008);
        assertThat(player.isActive()).isFalse();
        assertThat(recorder.take()).containsExactly("Finished(-1)");
        player.play(null);
        player.step();
        assertThat(player.isPlaying()).isTrue();
        assertThat(player.clip().trackCount()).isEqualTo(2);
    }

    @Test
    void aReimportWithTheSameTracksKeepsThePlayersPlace() {
        MemoryScene scene = new MemoryScene();
        scene.node("").set("SpriteRenderer.alpha", Kind.FLOAT32, new Value.Num(0.9));
        Track restoring = Clips.track("", "SpriteRenderer.alpha", Kind.FLOAT32, Authority.PRESENTATION, OnEnd.RESTORE,
                key(0, 0, Interp.LINEAR), key(1, 1));
        ClipPlayer player = new ClipPlayer(scene, 0.25);
        player.play(CompiledClip.compile(Clips.clip(1, LoopMode.LOOP, restoring)));
        player.step();
        player.step();
        Track retimed = Clips.track("", "SpriteRenderer.alpha", Kind.FLOAT32, Authority.PRESENTATION, OnEnd.RESTORE,
                key(0, 0, Interp.LINEAR), key(1, 2));
        player.reload(CompiledClip.compile(Clips.clip(1, LoopMode.LOOP, retimed)));
        player.step();
        assertThat(player.diagnostics()).isEmpty();
        assertThat(player.isPlaying()).isTrue();
        assertThat(player.time()).isEqualTo(0.5);
        assertThat(scene.value("", "SpriteRenderer.alpha")).isEqualTo(new Value.Num(1));
        player.stop();
        player.step();
        // The value from before the first Play, not the animated one at the reimport.
        assertThat(scene.value("", "SpriteRenderer.alpha")).isEqualTo(new Value.Num(0.9));
    }
}
