package dev.reel.runtime;

import dev.reel.model.Authority;
import dev.reel.model.Code;
import dev.reel.model.EventMode;
import dev.reel.model.Interp;
import dev.reel.model.Kind;
import dev.reel.model.LoopMode;
import dev.reel.model.OnEnd;
import dev.reel.model.Track;
import dev.reel.model.Value;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.reel.runtime.Clips.event;
import static dev.reel.runtime.Clips.key;
import static org.assertj.core.api.Assertions.assertThat;

/** Authority (drawn presentation transforms), event modes, replays and the unscaled time domain. */
class AuthorityAndModesTest {
    private static final Value ORIGIN = Value.Vec.of(0, 0);

    private final Recorder recorder = new Recorder();

    private static Track position(Authority authority) {
        return Clips.track("", "transform.position", Kind.VEC2, authority, OnEnd.HOLD,
                key(0, Value.Vec.of(0, 0)).withInterp(Interp.LINEAR), key(1, Value.Vec.of(10, 20)));
    }

    private ClipPlayer player(MemoryScene scene, double step, LoopMode loop, List<Track> tracks,
                              List<dev.reel.model.ClipEvent> events) {
        ClipPlayer player = new ClipPlayer(scene, step);
        player.setListener(recorder);
        player.play(CompiledClip.compile(Clips.clip(1, loop, tracks, events)));
        return player;
    }

    @Test
    void aPresentationTransformIsDrawnBetweenStepsAndNeverMovesTheSimulatedNode() {
        MemoryScene scene = new MemoryScene();
        scene.node("").set("transform.position", Kind.VEC2, ORIGIN);
        ClipPlayer player = player(scene, 0.25, LoopMode.LOOP, List.of(position(Authority.PRESENTATION)), List.of());
        player.step();
        player.step();
        assertThat(scene.value("", "transform.position")).isEqualTo(ORIGIN);
        assertThat(player.value(0)).isEqualTo(Value.Vec.of(2.5, 5));
        player.draw(0.5);
        assertThat(scene.drawnValue("", "transform.position")).isEqualTo(Value.Vec.of(1.25, 2.5));
        player.draw(1);
        assertThat(scene.drawnValue("", "transform.position")).isEqualTo(Value.Vec.of(2.5, 5));
        assertThat(scene.value("", "transform.position")).isEqualTo(ORIGIN);
    }

    @Test
    void drawingInterpolatesPlayPositionsSoALoopWrapsBetweenSteps() {
        MemoryScene scene = new MemoryScene();
        ClipPlayer player = player(scene, 0.5, LoopMode.LOOP, List.of(position(Authority.PRESENTATION)), List.of());
        player.step();
        player.step();
        player.step(); // from s = 0.5 (t 0.5) to s = 1 (t 0 of cycle 1)
        player.draw(0.5); // s = 0.75
        assertThat(scene.drawnValue("", "transform.position")).isEqualTo(Value.Vec.of(7.5, 15));
        player.step(); // s = 1.5
        player.draw(0.5); // s = 1.25, t = 0.25
        assertThat(scene.drawnValue("", "transform.position")).isEqualTo(Value.Vec.of(2.5, 5));
    }

    @Test
    void aSimulationTransformMovesTheNodeOnFixedSteps() {
        MemoryScene scene = new MemoryScene();
        scene.node("").set("transform.position", Kind.VEC2, ORIGIN);
        ClipPlayer player = player(scene, 0.25, LoopMode.LOOP, List.of(position(Authority.SIMULATION)), List.of());
        player.step();
        player.step();
        assertThat(scene.value("", "transform.position")).isEqualTo(Value.Vec.of(2.5, 5));
        player.draw(0.5);
        assertThat(scene.value("", "transform.position")).isEqualTo(Value.Vec.of(2.5, 5));
    }

    @Test
    void otherPresentationPropertiesAreWrittenOnFixedSteps() {
        MemoryScene scene = new MemoryScene();
        Track tint = Clips.track("", "SpriteRenderer.alpha", Kind.FLOAT32, key(0, 0, Interp.LINEAR), key(1, 1));
        ClipPlayer player = player(scene, 0.25, LoopMode.LOOP, List.of(tint), List.of());
        player.step();
        player.step();
        assertThat(scene.value("", "SpriteRenderer.alpha")).isEqualTo(new Value.Num(0.25));
        player.draw(0.5);
        assertThat(scene.value("", "SpriteRenderer.alpha")).isEqualTo(new Value.Num(0.25));
    }

    @Test
    void presentationEventsFireWhenTheDrawnTimeCrossesThem() {
        ClipPlayer player = player(MemoryScene.open(), 0.5, LoopMode.LOOP, List.of(),
                List.of(event(0.3, "Step", null, EventMode.PRESENTATION), event(0.4, "Hit")));
        player.step();
        player.draw(1);
        assertThat(recorder.take()).isEmpty();
        player.step(); // s 0 -> 0.5: the gameplay event fires on the step
        assertThat(recorder.take()).containsExactly("Hit@0");
        player.draw(0.5); // drawn s = 0.25
        assertThat(recorder.take()).isEmpty();
        player.draw(0.7); // drawn s = 0.35
        assertThat(recorder.events).extracting(FiredEvent::mode).containsExactly(EventMode.PRESENTATION);
        assertThat(recorder.take()).containsExactly("Step@0");
        player.draw(1);
        assertThat(recorder.take()).isEmpty();
    }

    @Test
    void presentationEventsAtTheStartFireOnTheFirstDraw() {
        ClipPlayer player = player(MemoryScene.open(), 0.5, LoopMode.LOOP, List.of(),
                List.of(event(0, "Begin", null, EventMode.PRESENTATION)));
        player.step();
        player.draw(0);
        assertThat(recorder.take()).containsExactly("Begin@0");
        player.draw(1);
        assertThat(recorder.take()).isEmpty();
    }

    @Test
    void presentationEventsNeverFireDuringAReplay() {
        ClipPlayer player = player(MemoryScene.open(), 0.5, LoopMode.LOOP, List.of(),
                List.of(event(0.3, "Step", null, EventMode.PRESENTATION), event(0.4, "Hit")));
        player.setReplaying(true);
        player.step();
        player.draw(1);
        player.step();
        player.draw(1);
        assertThat(recorder.take()).containsExactly("Hit@0");
        player.setReplaying(false);
        player.step();
        player.draw(1);
        assertThat(recorder.take()).isEmpty(); // the replayed occurrence is not delivered late
    }

    @Test
    void previewEventsFireOnlyInTheEditor() {
        List<dev.reel.model.ClipEvent> events = List.of(event(0.3, "Flash", null, EventMode.PREVIEW));
        ClipPlayer game = player(MemoryScene.open(), 0.5, LoopMode.LOOP, List.of(), events);
        game.step();
        game.step();
        game.draw(1);
        assertThat(recorder.take()).isEmpty();
        ClipPlayer editor = player(MemoryScene.open(), 0.5, LoopMode.LOOP, List.of(), events);
        editor.setEditor(true);
        editor.step();
        editor.step();
        editor.draw(1);
        assertThat(recorder.events).extracting(FiredEvent::mode).containsExactly(EventMode.PREVIEW);
    }

    @Test
    void unscaledTimeTurnsSimulationTracksOffAndDeliversGameplayEventsAsPresentation() {
        MemoryScene scene = new MemoryScene();
        scene.node("").set("transform.position", Kind.VEC2, ORIGIN);
        ClipPlayer player = new ClipPlayer(scene, 0.5);
        player.setListener(recorder);
        player.setTimeDomain(TimeDomain.UNSCALED);
        Track alpha = Clips.track("", "SpriteRenderer.alpha", Kind.FLOAT32, key(0, 0, Interp.LINEAR), key(1, 1));
        player.play(CompiledClip.compile(Clips.clip(1, LoopMode.LOOP,
                List.of(position(Authority.SIMULATION), alpha), List.of(event(0.4, "Hit")))));
        player.step();
        player.step();
        assertThat(recorder.take()).isEmpty();
        player.draw(1);
        assertThat(recorder.events).extracting(FiredEvent::mode).containsExactly(EventMode.PRESENTATION);
        assertThat(recorder.take()).containsExactly("Hit@0");
        assertThat(scene.value("", "transform.position")).isEqualTo(ORIGIN);
        assertThat(scene.value("", "SpriteRenderer.alpha")).isEqualTo(new Value.Num(0.5));
        assertThat(player.isTrackOn(0)).isFalse();
        assertThat(player.isPartOfGameState()).isFalse();
        assertThat(player.diagnostics()).extracting(dev.reel.model.Diagnostic::code).containsExactly(Code.ANM007);
    }
}
