package dev.reel.bench;

import dev.reel.model.BlendKind;
import dev.reel.model.BlendTree;
import dev.reel.model.CondOp;
import dev.reel.model.Condition;
import dev.reel.model.Controller;
import dev.reel.model.Ease;
import dev.reel.model.EventPolicy;
import dev.reel.model.Extras;
import dev.reel.model.Ids;
import dev.reel.model.Layer;
import dev.reel.model.LayerBlend;
import dev.reel.model.Machine;
import dev.reel.model.Motion;
import dev.reel.model.State;
import dev.reel.model.Transition;
import dev.reel.model.Value;
import dev.reel.runtime.CompiledClip;
import dev.reel.runtime.CompiledController;

import java.util.List;

/**
 * B3's layered crowd: {@link CrowdController}'s clips and parameters in a base layer of a 1D Locomotion tree
 * (Idle at Speed 0, Walk at 1.5, Run at 4) and Jump, and an override layer "Upper" masked to the arm and head
 * whose Attack (the crowd's attack clip) cuts in from Empty on the Attack trigger and fades back after one pass.
 */
final class LayeredCrowdController {
    static final double[] THRESHOLDS = {0, 1.5, 4};
    static final String[] MASK = {"Arm", "Head"};

    private final CrowdController crowd;
    private final Controller controller;

    LayeredCrowdController(CrowdController crowd) {
        this.crowd = crowd;
        BlendTree tree = new BlendTree(BlendKind.ONE_D, "Speed", null, List.of(
                Motion.of("Idle", THRESHOLDS[0], 0), Motion.of("Walk", THRESHOLDS[1], 0),
                Motion.of("Run", THRESHOLDS[2], 0)));
        List<State> base = List.of(
                new State(Ids.next(), "Locomotion", null, 1, null, EventPolicy.DOMINANT, null, Extras.NONE, tree),
                State.of("Jump", "Jump"));
        List<Transition> baseTransitions = List.of(
                transition("any", "Jump", 0.1, null, false,
                        List.of(Condition.of("Grounded", CondOp.EQ, new Value.Bool(false)))),
                transition("Jump", "Locomotion", 0.15, null, false, List.of(Condition.of("Grounded"))));
        Layer upper = new Layer(Ids.next(), "Upper", 1, LayerBlend.OVERRIDE, List.of(MASK), "Empty",
                List.of(State.of("Empty", null), State.of("Attack", "Attack")), List.<Machine>of(), List.of(
                transition("any", "Attack", 0.1, null, true, List.of(Condition.of("Attack"))),
                transition("Attack", "Empty", 0.15, 1.0, false, List.of())), Extras.NONE);
        controller = new Controller(1, "Locomotion", null, null, Ease.IN_OUT_QUAD, crowd.controller().params(), base,
                baseTransitions, Extras.NONE, Extras.NONE, List.of(), List.of(upper));
    }

    private static Transition transition(String from, String to, double duration, Double exitTime, boolean interrupt,
                                         List<Condition> conditions) {
        return new Transition(Ids.next(), from, to, duration, exitTime, interrupt, conditions, Extras.NONE);
    }

    CrowdController crowd() {
        return crowd;
    }

    CompiledController compile() {
        return CompiledController.compile(controller, "layered-crowd.aectrl",
                name -> CompiledClip.compile(crowd.clip(name)));
    }
}
