package dev.reel.ui.graph;

import dev.reel.edit.cmd.GraphScope;
import dev.reel.model.Controller;
import dev.reel.model.Transition;
import dev.reel.ui.playback.PreviewRig;
import dev.reel.ui.playback.TransitionScrub;

/**
 * Hands the transition scrubbed in the timeline to the preview ({@link PreviewRig#transitionScrubProperty}),
 * which poses the blend there, and takes it back when the transition is no longer the one selected. States are
 * named by their full path ({@code Combat/Slash}); a transition from Any State blends from its graph's entry; a
 * transition into a machine's box blends into the state its entry leads to; one to Exit blends as the runtime
 * leaves the machine, by the first transition from the machine's box in the graph around it (into its target,
 * over its duration, from the later of the two exit times). A layer's transitions are posed in that layer.
 */
final class ScrubPreview {
    private final ControllerEditing editing;
    private final TransitionTimeline timeline;
    private final PreviewRig rig;
    private long scrubbed = -1;

    ScrubPreview(ControllerEditing editing, TransitionTimeline timeline, PreviewRig rig) {
        this.editing = editing;
        this.timeline = timeline;
        this.rig = rig;
        timeline.setOnScrub(this::scrubbed);
    }

    private void scrubbed() {
        Transition transition = timeline.transition();
        Controller graph = editing.graph();
        GraphScope scope = editing.scope();
        Controller whole = editing.value();
        int layer = layerIndex(whole, scope);
        GraphTargets.Resolved target = transition == null || whole == null ? null
                : GraphTargets.resolve(whole, scope, transition.to());
        if (transition == null || graph == null || editing.open() == null || editing.open().file() == null
                || layer < 0 || target == null
                || graph.transitions().stream().noneMatch(t -> t.id() == transition.id())) {
            rig.transitionScrubProperty().set(null);
            return;
        }
        GraphTargets.Resolved from = GraphTargets.resolve(whole, scope,
                transition.fromAny() ? graph.entry() : transition.from());
        if (from == null) {
            rig.transitionScrubProperty().set(null);
            return;
        }
        scrubbed = transition.id();
        double fadeStart = timeline.fadeStart();
        double duration = transition.duration();
        if (target.via() != null) {
            Transition out = target.via();
            duration = out.duration();
            if (out.exitTime() != null) {
                fadeStart = Math.max(fadeStart, out.exitTime() * timeline.fromLength());
            }
        }
        rig.transitionScrubProperty().set(new TransitionScrub(editing.open().file(), whole, layer,
                from.path(), target.path(), fadeStart, duration, timeline.scrub()));
    }

    /** The runtime's index of the layer shown (0: the base), or -1 when it is gone. */
    private static int layerIndex(Controller whole, GraphScope scope) {
        if (scope.layerId() == GraphScope.BASE) {
            return 0;
        }
        for (int i = 0; whole != null && i < whole.layers().size(); i++) {
            if (whole.layers().get(i).id() == scope.layerId()) {
                return i + 1;
            }
        }
        return -1;
    }

    /** After a redraw: the blend goes back to normal playback unless its transition is still the one selected. */
    void refresh() {
        TransitionScrub shown = rig.transitionScrubProperty().get();
        if (shown != null && (!editing.selection().equals(java.util.Set.of(scrubbed)) || editing.open() == null || !shown.file().equals(editing.open().file()))) {
            rig.transitionScrubProperty().set(null);
        }
    }
}
