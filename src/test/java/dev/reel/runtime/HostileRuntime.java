package dev.reel.runtime;

import dev.reel.model.Authority;
import dev.reel.model.Clip;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.Interp;
import dev.reel.model.Kind;
import dev.reel.model.LoopMode;
import dev.reel.model.OnEnd;
import dev.reel.model.Track;
import dev.reel.model.Value;
import dev.reel.reliability.HostileCase;

import java.util.List;
import java.util.stream.Collectors;

import static dev.reel.runtime.Clips.key;

/**
 * Hostile clips for the diagnostics the player and animator report while playing (docs/formats.md): tracks that
 * fight over a property, name a missing node, move a physics body, run simulation under unscaled time, change
 * under a reimport, or carry root motion nothing can take.
 */
public final class HostileRuntime {
    private static final Value ORIGIN = Value.Vec.of(0, 0);

    private HostileRuntime() {
    }

    /** One case per player-time code. */
    public static List<HostileCase> cases() {
        return List.of(
                new HostileCase(Code.ANM004, "two tracks on one property", () -> {
                    Track other = Clips.at(Clips.track("", "SpriteRenderer.alpha", Kind.FLOAT32, key(0, 9)), 9, 3);
                    return report(play(new MemoryScene(), alpha("", 4), other).diagnostics());
                }),
                new HostileCase(Code.ANM005, "track on a missing node",
                        () -> report(play(new MemoryScene(), alpha("Ghost", 4)).diagnostics())),
                new HostileCase(Code.ANM006, "transform track on a dynamic body", () -> {
                    MemoryScene scene = new MemoryScene();
                    scene.node("Dynamic").body(PhysicsBody.DYNAMIC);
                    return report(play(scene, move("Dynamic", Authority.SIMULATION, 1)).diagnostics());
                }),
                new HostileCase(Code.ANM007, "simulation track under unscaled time", () -> {
                    ClipPlayer player = new ClipPlayer(new MemoryScene(), 0.5);
                    player.setTimeDomain(TimeDomain.UNSCALED);
                    player.play(CompiledClip.compile(Clips.clip(1, LoopMode.LOOP,
                            move("", Authority.SIMULATION, 3)), "menu.aeanim"));
                    player.step();
                    return report(player.diagnostics());
                }),
                new HostileCase(Code.ANM008, "reimport that adds a track", () -> {
                    ClipPlayer player = new ClipPlayer(new MemoryScene(), 0.25);
                    player.play(CompiledClip.compile(Clips.clip(1, LoopMode.LOOP, alpha("", 2)), "a.aeanim"));
                    player.step();
                    player.reload(CompiledClip.compile(Clips.clip(1, LoopMode.LOOP, alpha("", 2),
                            move("", Authority.SIMULATION, 3)), "a.aeanim"));
                    player.step();
                    return report(player.diagnostics());
                }),
                new HostileCase(Code.ANM009, "root motion with no body and no fallback", () -> {
                    MemoryScene scene = new MemoryScene();
                    scene.node("").set("transform.position", Kind.VEC2, ORIGIN);
                    Animator animator = new Animator(rootMotionController(), scene, 1.0 / 60);
                    animator.setRootMotion(RootMotion.TO_MOTION);
                    Rig.steps(animator, 31);
                    return report(animator.diagnostics());
                }));
    }

    private static CompiledController rootMotionController() {
        String walk = "anim version=1 length=1 loop=loop {\n"
                + "  track \"\" prop=\"transform.position\" kind=vec2 root=true {\n"
                + "    key t=0 v=[0, 0] interp=linear {}\n    key t=1 v=[2, 0] {}\n  }\n}\n";
        return new Rig().clip("walk", walk).compile("controller version=1 {\n  entry=\"Walk\"\n"
                + "  state \"Walk\" clip=asset(\"walk\") {}\n}\n");
    }

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
        Clip clip = Clips.clip(1, LoopMode.LOOP, tracks);
        player.play(CompiledClip.compile(clip, "anim/test.aeanim"));
        player.step();
        player.step();
        return player;
    }

    private static String report(List<Diagnostic> diagnostics) {
        return diagnostics.stream().map(Diagnostic::format).collect(Collectors.joining("\n"));
    }
}
