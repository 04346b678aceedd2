package dev.reel.ui.graph;

import dev.reel.edit.cmd.GraphScope;
import dev.reel.model.Controller;
import dev.reel.model.Machine;
import dev.reel.model.Transition;
import dev.reel.ui.app.PreviewRig;
import dev.reel.ui.app.TransitionScrub;

/**
 * Hands the transition scrubbed in the timeline to the preview ({@link PreviewRig#transitionScrubProperty}),
 * which poses the blend there, and takes it back when the transition is no longer the one selected. States are
 * named by their full path ({@code Combat/Slash}); a transition from Any State blends from its graph's entry.
 * The preview plays the base layer only, so a layer's transitions are not handed over.
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
        if (transition == null || graph == null || editing.open() == null || editing.open().file() == null
                || scope.layerId() != GraphScope.BASE || transition.toExit()
                || graph.transitions().stream().noneMatch(t -> t.id() == transition.id())) {
            rig.transitionScrubProperty().set(null);
            return;
        }
        StringBuilder prefix = new StringBuilder();
        for (Machine machine : scope.machines(editing.value())) {
            prefix.append(machine.name()).append('/');
        }
        scrubbed = transition.id();
        String from = prefix + (transition.fromAny() ? graph.entry() : transition.from());
        rig.transitionScrubProperty().set(new TransitionScrub(editing.open().file(), editing.value(), from,
                prefix + transition.to(), timeline.fadeStart(), transition.duration(), timeline.scrub()));
    }

    /** After a redraw: the blend goes back to normal playback unless its transition is still the one selected. */
    void refresh() {
        TransitionScrub shown = rig.transitionScrubProperty().get();
        if (shown != null && (!editing.selection().equals(java.util.Set.of(scrubbed)) || editing.open() == null || !shown.file().equals(editing.open().file()))) {
            rig.transitionScrubProperty().set(null);
        }
    }
}
