package dev.reel.runtime;

import dev.reel.model.Authority;
import dev.reel.model.Clip;
import dev.reel.model.EventMode;
import dev.reel.model.Interp;
import dev.reel.model.Kind;
import dev.reel.model.LoopMode;
import dev.reel.model.OnEnd;
import dev.reel.model.Value;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;

import static dev.reel.runtime.Clips.key;
import static org.assertj.core.api.Assertions.assertThat;

/** The same command sequence drawn at 30, 60 and 144 Hz gives the same steps, states and hashes. */
class DeterminismTest {
    private static final int STEPS = 150;

    private static Clip clip() {
        return Clips.clip(0.8, LoopMode.PING_PONG,
                List.of(Clips.flipbook("", 10.0, List.of(), List.of(false, true), "s0", "s1", "s2", "s3")),
                List.of(Clips.track("", "transform.position", Kind.VEC2, Authority.PRESENTATION, OnEnd.HOLD,
                                key(0, Value.Vec.of(0, 0)), key(0.4, Value.Vec.of(5, 2)), key(0.8, Value.Vec.of(1, 9))),
                        Clips.track("Arm", "transform.rotation", Kind.FLOAT32, Authority.SIMULATION, OnEnd.RESTORE,
                                Clips.free(0, 0, 0, 0, 0.3, 2), Clips.free(0.5, 1, -0.5, 0, 0, 0), key(0.8, -1)),
                        Clips.track("", "SpriteRenderer.tint", Kind.COLOR,
                                key(0, Value.Vec.of(1, 1, 1, 1)).withInterp(Interp.LINEAR),
                                key(0.8, Value.Vec.of(1, 0, 0, 0.5)))),
                List.of(Clips.event(0, "Start"), Clips.event(0.35, "Hit", 1.0, EventMode.GAMEPLAY),
                        Clips.event(0.5, "Step", null, EventMode.PRESENTATION), Clips.event(0.8, "End")));
    }

    /** Commands the game issues before a step, by step number. */
    private static Map<Integer, Consumer<ClipPlayer>> commands(CompiledClip clip) {
        Map<Integer, Consumer<ClipPlayer>> commands = new TreeMap<>();
        commands.put(1, player -> player.play(clip));
        commands.put(20, ClipPlayer::pause);
        commands.put(26, ClipPlayer::resume);
        commands.put(33, player -> player.seek(0.7));
        commands.put(40, player -> player.setSpeed(-1.7));
        commands.put(70, player -> player.setSpeed(0.6));
        commands.put(90, ClipPlayer::stop);
        commands.put(95, player -> player.play(null));
        commands.put(120, player -> player.setLoop(LoopMode.LOOP));
        return commands;
    }

    private record Run(List<String> states, List<String> gameplayEvents, List<String> drawnEvents) {
    }

    private static Run run(int drawRate) {
        CompiledClip clip = CompiledClip.compile(clip());
        MemoryScene scene = MemoryScene.open();
        ClipPlayer player = new ClipPlayer(scene, 1.0 / 60);
        List<String> gameplay = new ArrayList<>();
        List<String> drawn = new ArrayList<>();
        player.setListener(new PlayerListener() {
            @Override
            public void event(FiredEvent event) {
                String text = event.name() + "@" + event.cycle() + ":" + event.position();
                (event.mode() == EventMode.GAMEPLAY ? gameplay : drawn).add(text);
            }

            @Override
            public void finished(int cycle) {
                gameplay.add("Finished(" + cycle + ")@" + player.steps());
            }
        });
        Map<Integer, Consumer<ClipPlayer>> commands = commands(clip);
        FixedStepClock clock = new FixedStepClock(player.fixedStep());
        List<String> states = new ArrayList<>();
        while (player.steps() < STEPS) {
            int due = clock.advance(1.0 / drawRate);
            for (int i = 0; i < due && player.steps() < STEPS; i++) {
                int next = (int) player.steps() + 1;
                Consumer<ClipPlayer> command = commands.get(next);
                if (command != null) {
                    command.accept(player);
                }
                player.step();
                states.add(next + " t=" + player.time() + " c=" + player.cycle() + " playing=" + player.isPlaying()
                        + " arm=" + scene.value("Arm", "transform.rotation") + " hash="
                        + Long.toHexString(player.stateHash()));
            }
            player.draw(clock.alpha());
        }
        player.draw(1);
        return new Run(states, gameplay, drawn);
    }

    @Test
    void stepsStatesHashesAndEventsAreTheSameAtEveryDrawRate() {
        Run at60 = run(60);
        Run at30 = run(30);
        Run at144 = run(144);
        assertThat(at60.states()).hasSize(STEPS);
        assertThat(at30.states()).containsExactlyElementsOf(at60.states());
        assertThat(at144.states()).containsExactlyElementsOf(at60.states());
        assertThat(at60.gameplayEvents()).contains("Finished(-1)@90").contains("Start@0:0.0");
        assertThat(at30.gameplayEvents()).containsExactlyElementsOf(at60.gameplayEvents());
        assertThat(at144.gameplayEvents()).containsExactlyElementsOf(at60.gameplayEvents());
        // Presentation events fire at other frames but the same occurrences, each once.
        assertThat(at60.drawnEvents()).isNotEmpty();
        assertThat(at30.drawnEvents()).containsExactlyElementsOf(at60.drawnEvents());
        assertThat(at144.drawnEvents()).containsExactlyElementsOf(at60.drawnEvents());
    }

    @Test
    void theHashIsStableAcrossRunsAndChangesWithTheState() {
        Run first = run(60);
        Run second = run(60);
        assertThat(second.states()).containsExactlyElementsOf(first.states());
        long distinct = first.states().stream().map(state -> state.substring(state.indexOf("hash="))).distinct().count();
        assertThat(distinct).isGreaterThan(STEPS / 2);
    }
}
