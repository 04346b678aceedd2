package dev.reel.ui.graph;

import dev.reel.edit.cmd.MoveStates;
import dev.reel.model.Controller;
import dev.reel.model.State;
import dev.reel.model.Transition;
import dev.reel.ui.control.Readout;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Separator;
import javafx.scene.layout.VBox;

import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The graph's side panel, the one place where states, transitions, their conditions and the parameters are
 * edited: the form of the selected state or transition (or, when neither is selected, what the controller is,
 * its blend ease shown but set in the Inspector, which edits the controller as a whole), the priority list of
 * the transitions leaving the selected state, and the parameters. While the controller's text has errors its
 * forms are shown but cannot be changed.
 */
final class SidePanel extends ScrollPane {
    private final ControllerEditing editing;
    private final Label title = new Label();
    private final Label subtitle = new Label();
    private final VBox section = new VBox();
    private final StateInspector states;
    private final TransitionInspector transitions;
    private final VBox controllerSection = new VBox(8);
    private final Label ease = new Label();
    private final VBox editable;
    private final TransitionList list;
    private final ParameterList parameters;
    private MachineSection machines;
    /**
     * What the forms were last shown for. A value that differs from it only in where states sit (each frame of a
     * state drag) shows the same forms: no form shows a box's place.
     */
    private Controller shownGraph;
    private List<Object> shownFor = List.of();
    /** How many times the forms were shown (tests count what a drag frame costs). */
    private int shows;

    SidePanel(ControllerEditing editing, Supplier<List<String>> clips, Runnable selectionChanged,
              java.util.function.ToDoubleFunction<String> lengths) {
        this.editing = editing;
        this.states = new StateInspector(editing, clips);
        this.transitions = new TransitionInspector(editing, lengths);
        this.list = new TransitionList(editing, selectionChanged);
        this.parameters = new ParameterList(editing);
        getStyleClass().add("graph-side");
        setId("graph-side");
        setFitToWidth(true);
        setHbarPolicy(ScrollBarPolicy.NEVER);
        title.getStyleClass().add("graph-side-title");
        subtitle.getStyleClass().add("graph-hint");
        ease.setId("graph-ease");
        ease.getStyleClass().add("graph-hint");
        FormGrid form = new FormGrid();
        form.row("Blend ease", ease);
        Label hint = new Label("Select a state or a transition to edit it. Drag from a state's dot to another "
                + "state to connect them; right-click for more.");
        hint.setWrapText(true);
        hint.getStyleClass().add("graph-hint");
        controllerSection.getChildren().addAll(form, hint);
        editable = new VBox(14, section, list, new Separator(), parameters);
        VBox content = new VBox(14, new VBox(2, title, subtitle), editable);
        content.getStyleClass().add("graph-side-content");
        setContent(content);
    }

    /** What the machine section's Open and Ungroup do. */
    void setMachineActions(java.util.function.Consumer<dev.reel.model.Machine> open,
                           java.util.function.Consumer<dev.reel.model.Machine> ungroup) {
        machines = new MachineSection(editing, open, ungroup);
    }

    /** Puts the focus in the selected machine's name (its section is shown once the machine is selected). */
    void focusMachineName() {
        if (machines != null) {
            machines.focusName();
        }
    }

    StateInspector states() {
        return states;
    }

    TransitionInspector transitions() {
        return transitions;
    }

    TransitionList transitionList() {
        return list;
    }

    ParameterList parameters() {
        return parameters;
    }

    /** Shows what is selected in {@code controller}. */
    void show(Controller controller, Set<Long> selection, Set<Long> pills) {
        List<Object> showing = java.util.Arrays.asList(editing.open(), editing.scope(), Set.copyOf(selection),
                Set.copyOf(pills), editing.readOnly());
        if (showing.equals(shownFor) && dev.reel.edit.graph.PlaceChange.movedStates(shownGraph, controller) != null) {
            shownGraph = controller;
            return;
        }
        shownGraph = controller;
        shownFor = showing;
        shows++;
        List<State> selectedStates = controller.states().stream().filter(s -> selection.contains(s.id())).toList();
        List<Transition> selectedTransitions = controller.transitions().stream()
                .filter(t -> selection.contains(t.id())).toList();
        String source = null;
        if (selectedStates.size() == 1 && selectedTransitions.isEmpty()) {
            State state = selectedStates.get(0);
            title.setText(state.name());
            subtitle.setText(state.name().equals(controller.entry()) ? "State · entry" : "State");
            states.show(controller, state);
            setSection(states);
            source = state.name();
        } else if (selectedTransitions.size() == 1 && selectedStates.isEmpty()) {
            Transition transition = selectedTransitions.get(0);
            title.setText("Transition");
            subtitle.setText(transition.duration() > 0 ? "cross-fade" : "instant");
            transitions.show(controller, transition);
            setSection(transitions);
            source = transition.from();
        } else if (selectedMachine(controller, selection) != null && selectedStates.isEmpty()
                && selectedTransitions.isEmpty() && machines != null) {
            dev.reel.model.Machine machine = selectedMachine(controller, selection);
            title.setText(machine.name());
            subtitle.setText("Sub-state machine · " + Readout.count(machine.states().size(), "state")
                    + (machine.name().equals(controller.entry()) ? " · entry" : ""));
            machines.show(machine);
            setSection(machines);
            source = machine.name();
        } else {
            int count = selectedStates.size() + selectedTransitions.size();
            title.setText(count > 1 ? count + " selected" : "Controller");
            subtitle.setText(count > 1 ? "Drag to move them together; Delete removes them"
                    : Readout.count(controller.states().size(), "state") + " · "
                    + Readout.count(controller.transitions().size(), "transition"));
            ease.setText(controller.ease().word() + " · set in the Inspector");
            setSection(controllerSection);
            if (count == 0 && pills.contains(MoveStates.ANY)) {
                source = Transition.ANY;
            }
        }
        list.show(controller, source);
        parameters.show(controller);
        editable.setDisable(editing.readOnly());
    }

    /** How many times the forms were shown. */
    int shows() {
        return shows;
    }

    /** The one machine selected (and nothing else of its graph's machines), or null. */
    private static dev.reel.model.Machine selectedMachine(Controller controller, Set<Long> selection) {
        List<dev.reel.model.Machine> chosen = controller.machines().stream()
                .filter(machine -> selection.contains(machine.id())).toList();
        return chosen.size() == 1 && selection.size() == 1 ? chosen.get(0) : null;
    }

    private void setSection(javafx.scene.Node node) {
        if (section.getChildren().size() != 1 || section.getChildren().get(0) != node) {
            section.getChildren().setAll(node);
        }
    }
}
