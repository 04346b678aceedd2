package dev.reel.runtime;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The built-in platformer driven by the same inputs, drawn at 30, 60 and 144 Hz: the same states, times,
 * weights, poses, hashes and gameplay events on every step, and the same presentation events, each once.
 */
class AnimatorDeterminismTest {
    private static final int STEPS = 200;

    /** What the game sets before a step, by step number. */
    private static Map<Integer, Consumer<Animator>> inputs() {
        Map<Integer, Consumer<Animator>> inputs = new TreeMap<>();
        inputs.put(10, animator -> animator.setFloat("Speed", 3));
        inputs.put(13, animator -> animator.setTrigger("Attack"));
        inputs.put(40, animator -> {
            animator.setBool("Grounded", false);
            animator.setFloat("VerticalSpeed", 4);
        });
        inputs.put(60, animator -> animator.setFloat("VerticalSpeed", -2));
        inputs.put(80, animator -> {
            animator.setBool("Grounded", true);
            animator.setFloat("VerticalSpeed", 0);
        });
        inputs.put(120, animator -> animator.crossFade("Idle", 0.3));
        inputs.put(125, animator -> animator.crossFade("Jump", 0.2));
        inputs.put(150, animator -> animator.setFloat("Speed", 0));
        inputs.put(170, animator -> animator.setTrigger("Attack"));
        return inputs;
    }

    private record Run(List<String> steps, List<String> gameplay, List<String> drawn) {
    }

    private static Run run(int drawRate) {
        CompiledController controller = Rig.platformer();
        MemoryScene scene = MemoryScene.open();
        Animator animator = new Animator(controller, scene, 1.0 / 60);
        Rig.Signals signals = new Rig.Signals(controller);
        animator.setListener(signals);
        Map<Integer, Consumer<Animator>> inputs = inputs();
        FixedStepClock clock = new FixedStepClock(animator.fixedStep());
        List<String> steps = new ArrayList<>();
        List<String> gameplay = new ArrayList<>();
        List<String> drawn = new ArrayList<>();
        while (animator.steps() < STEPS) {
            int due = clock.advance(1.0 / drawRate);
            for (int i = 0; i < due && animator.steps() < STEPS; i++) {
                int next = (int) animator.steps() + 1;
                Consumer<Animator> input = inputs.get(next);
                if (input != null) {
                    input.accept(animator);
                }
                animator.step();
                StringBuilder pose = new StringBuilder();
                for (int channel = 0; channel < controller.channelCount(); channel++) {
                    pose.append(' ').append(animator.value(channel));
                }
                steps.add(next + " " + animator.stateName() + " t=" + animator.time() + " w=" + animator.weight()
                        + pose + " hash=" + Long.toHexString(animator.stateHash()));
                for (String signal : signals.take()) {
                    (signal.startsWith("drawn:") ? drawn : gameplay).add(next + " " + signal);
                }
            }
            animator.draw(clock.alpha());
            for (String signal : signals.take()) {
                drawn.add(signal);
            }
        }
        return new Run(steps, gameplay, drawn);
    }

    @Test
    void stepsAndEventsAreTheSameAtEveryDrawRate() {
        Run at60 = run(60);
        Run at30 = run(30);
        Run at144 = run(144);
        assertThat(at60.steps()).hasSize(STEPS);
        assertThat(at30.steps()).containsExactlyElementsOf(at60.steps());
        assertThat(at144.steps()).containsExactlyElementsOf(at60.steps());
        assertThat(at60.gameplay()).contains("13 enter:Hit").anyMatch(signal -> signal.contains("event:Hit@Hit"));
        assertThat(at30.gameplay()).containsExactlyElementsOf(at60.gameplay());
        assertThat(at144.gameplay()).containsExactlyElementsOf(at60.gameplay());
        assertThat(at60.drawn()).as("the run's Footstep events are presentation events")
                .anyMatch(signal -> signal.equals("drawn:Footstep@Run"));
        assertThat(at30.drawn()).containsExactlyElementsOf(at60.drawn());
        assertThat(at144.drawn()).containsExactlyElementsOf(at60.drawn());
    }

    @Test
    void aReplayNeverFiresPresentationEvents() {
        CompiledController controller = Rig.platformer();
        Animator animator = new Animator(controller, MemoryScene.open(), 1.0 / 60);
        Rig.Signals signals = new Rig.Signals(controller);
        animator.setListener(signals);
        animator.setReplaying(true);
        animator.setFloat("Speed", 3);
        for (int step = 0; step < 120; step++) {
            animator.step();
            animator.draw(0.5);
            animator.draw(1);
        }
        assertThat(signals.take()).noneMatch(signal -> signal.startsWith("drawn:"));
    }
}
