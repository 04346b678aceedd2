package dev.reel.play;

import dev.reel.runtime.CompiledController;
import dev.reel.runtime.LayeredAnimator;
import dev.reel.runtime.rig.CompiledRig;

import java.util.ArrayList;
import java.util.List;

/**
 * A loaded, compiled controller with its states' clips: immutable, shared by every {@link ReelAnimator} made from it
 * and safe to use from any number of threads (each thread that steps its animators gets its own scratch buffers,
 * made on its first step). Its clips, transitions, parameter table and channel layout are held once here; an
 * animator holds only its parameters, state and pose.
 */
public final class ReelController {
    final CompiledController compiled;
    /** The rig its clips pose, or null. */
    final CompiledRig rig;
    private final double fixedStep;
    private final List<ReelProblem> warnings;
    private final List<String> parameters;
    private final List<String> states;
    final String[] channelNames;
    /** Per layer, its states as listeners hear them ({@code LAYER:STATE} above the base), shared by the animators. */
    final String[][] heardStates;

    ReelController(CompiledController compiled, CompiledRig rig, double fixedStep, List<ReelProblem> warnings) {
        this.compiled = compiled;
        this.rig = rig;
        this.fixedStep = fixedStep;
        this.warnings = List.copyOf(warnings);
        List<String> params = new ArrayList<>();
        for (int param = 0; param < compiled.paramCount(); param++) {
            params.add(compiled.paramName(param));
        }
        this.parameters = List.copyOf(params);
        List<String> names = new ArrayList<>();
        for (int state = 0; state < compiled.stateCount(); state++) {
            names.add(compiled.stateName(state));
        }
        this.states = List.copyOf(names);
        this.heardStates = new String[compiled.layerCount()][];
        for (int layer = 0; layer < heardStates.length; layer++) {
            String prefix = layer == 0 ? "" : compiled.layerName(layer) + ":";
            heardStates[layer] = Relays.Layer.names(compiled.layer(layer), prefix);
        }
        // The combined pose's channels: every layer's properties, the base layer's first.
        LayeredAnimator layout = new LayeredAnimator(compiled, fixedStep);
        this.channelNames = new String[layout.channelCount()];
        for (int channel = 0; channel < channelNames.length; channel++) {
            channelNames[channel] = layout.channelTarget(channel);
        }
    }

    /** The controller's file as the project names it. */
    public String name() {
        return compiled.file();
    }

    /** The parameters, in declaration order. */
    public List<String> parameters() {
        return parameters;
    }

    /** Parameter {@code name}'s kind: {@code float}, {@code int}, {@code bool} or {@code trigger}; null when none. */
    public String parameterKind(String name) {
        int param = compiled.paramIndex(name);
        return param < 0 ? null : compiled.paramKind(param).word();
    }

    /** The base layer's states, in file order (those in sub-state machines named in full, {@code Combat/Slash}). */
    public List<String> states() {
        return states;
    }

    /** What its states animate, as {@code PATH:PROPERTY}: the channels of an animator's pose ({@link ReelChannel}). */
    public List<String> channels() {
        return List.of(channelNames);
    }

    /** The warnings loading it found, such as a state whose clip is missing (ANC004); none for clean files. */
    public List<ReelProblem> warnings() {
        return warnings;
    }

    /** An animator of this controller at the project's fixed step; it enters the entry state on its first step. */
    public ReelAnimator newAnimator() {
        return newAnimator(fixedStep);
    }

    /** An animator of this controller stepping {@code fixedStep} seconds. */
    public ReelAnimator newAnimator(double fixedStep) {
        if (!(fixedStep > 0) || Double.isInfinite(fixedStep)) {
            throw new IllegalArgumentException("the fixed step must be a number of seconds above 0, not " + fixedStep);
        }
        return new ReelAnimator(this, fixedStep);
    }
}
