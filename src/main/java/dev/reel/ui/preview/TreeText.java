package dev.reel.ui.preview;

import dev.reel.model.BlendKind;
import dev.reel.model.BlendTree;
import dev.reel.model.Controller;
import dev.reel.model.Machine;
import dev.reel.model.State;
import dev.reel.runtime.Animator;
import dev.reel.runtime.TreeWeights;

import java.util.List;

/**
 * The weights of a blend-tree state as the preview's state line shows them, {@code " (idle 50% · run 50%)"}:
 * each motion's clip by its file name and its weight for the animator's parameter values now, by the rules
 * the runtime plays the tree by ({@link TreeWeights}).
 */
final class TreeText {
    private TreeText() {
    }

    /** The weights of state {@code fullName} (its machines' names first, {@code Combat/Slash}), or "". */
    static String weights(Animator animator, String fullName) {
        BlendTree tree = tree(animator.controller().source(), fullName);
        if (tree == null || tree.motions().isEmpty()) {
            return "";
        }
        double x = param(animator, tree.param());
        double y = tree.kind() == BlendKind.TWO_D ? param(animator, tree.paramY()) : 0;
        double[] weights = TreeWeights.of(tree, x, y);
        StringBuilder text = new StringBuilder(" (");
        for (int i = 0; i < weights.length; i++) {
            String clip = tree.motions().get(i).clip();
            String name = clip.substring(clip.lastIndexOf('/') + 1);
            int dot = name.lastIndexOf('.');
            text.append(i > 0 ? " · " : "").append(dot > 0 ? name.substring(0, dot) : name).append(' ')
                    .append(Math.round(weights[i] * 100)).append('%');
        }
        return text.append(')').toString();
    }

    private static double param(Animator animator, String name) {
        int index = name == null ? -1 : animator.controller().paramIndex(name);
        return index < 0 ? 0 : animator.param(index);
    }

    /** The blend tree of the state with this full name in the base graph, or null for a clip state. */
    static BlendTree tree(Controller controller, String fullName) {
        if (controller == null || fullName == null) {
            return null;
        }
        String[] parts = fullName.split("/");
        List<State> states = controller.states();
        List<Machine> machines = controller.machines();
        for (int i = 0; i < parts.length - 1; i++) {
            String part = parts[i];
            Machine machine = machines.stream().filter(m -> m.name().equals(part)).findFirst().orElse(null);
            if (machine == null) {
                return null;
            }
            states = machine.states();
            machines = machine.machines();
        }
        String last = parts[parts.length - 1];
        return states.stream().filter(state -> state.name().equals(last)).findFirst().map(State::tree)
                .orElse(null);
    }
}
