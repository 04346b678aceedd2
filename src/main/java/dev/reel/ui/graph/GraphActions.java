package dev.reel.ui.graph;

import dev.reel.edit.Command;
import dev.reel.edit.Document;
import dev.reel.edit.Transaction;
import dev.reel.edit.cmd.AddMachine;
import dev.reel.edit.cmd.AddState;
import dev.reel.edit.cmd.AddTransition;
import dev.reel.edit.cmd.AutoLayout;
import dev.reel.edit.cmd.GroupStates;
import dev.reel.edit.cmd.MoveTransition;
import dev.reel.edit.cmd.PasteStates;
import dev.reel.edit.cmd.RemoveState;
import dev.reel.edit.cmd.RemoveTransition;
import dev.reel.edit.cmd.SetEntry;
import dev.reel.edit.cmd.UngroupMachine;
import dev.reel.io.ControllerCodec;
import dev.reel.io.Loaded;
import dev.reel.model.Controller;
import dev.reel.model.Machine;
import dev.reel.model.State;
import dev.reel.model.Transition;
import dev.reel.model.Vec2;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

/**
 * What the menus, keys and buttons of the graph do to the selection: add, delete, duplicate, copy and paste
 * states, make the entry, change a transition's priority, Auto Layout. Copy puts the states, the transitions
 * among them and the params as controller text on the clipboard, so a paste works in another controller (and
 * in a text editor). New and pasted states go where they cover no other box or pill ({@link FreeSpot}).
 */
final class GraphActions {
    /** How far a paste or a duplicate lands from the original. */
    static final Vec2 PASTE_OFFSET = new Vec2(32, 32);
    /** The copy made in this application when the clipboard cannot be read back (it was replaced). */
    private static Controller copied;

    private final ControllerEditing editing;
    private final GraphView view;
    private final Supplier<Routes.Point> pointer;
    private final Runnable selectionChanged;

    /** @param pointer the graph point under the mouse while it is over the graph, else null */
    GraphActions(ControllerEditing editing, GraphView view, Supplier<Routes.Point> pointer,
                 Runnable selectionChanged) {
        this.editing = editing;
        this.view = view;
        this.pointer = pointer;
        this.selectionChanged = selectionChanged;
    }

    List<State> selectedStates() {
        Controller controller = editing.graph();
        if (controller == null) {
            return List.of();
        }
        Set<Long> selection = editing.selection();
        return controller.states().stream().filter(state -> selection.contains(state.id())).toList();
    }

    List<Transition> selectedTransitions() {
        Controller controller = editing.graph();
        if (controller == null) {
            return List.of();
        }
        Set<Long> selection = editing.selection();
        return controller.transitions().stream().filter(t -> selection.contains(t.id())).toList();
    }

    /** The sub-state machines of the graph shown whose boxes are selected. */
    List<Machine> selectedMachines() {
        Controller controller = editing.graph();
        if (controller == null) {
            return List.of();
        }
        Set<Long> selection = editing.selection();
        return controller.machines().stream().filter(machine -> selection.contains(machine.id())).toList();
    }

    /** The graph point in the middle of the view. */
    Routes.Point viewCentre() {
        javafx.geometry.Point2D middle = view.localToScene(view.getWidth() / 2, view.getHeight() / 2);
        return view.worldAt(middle.getX(), middle.getY());
    }

    /**
     * Adds a state named "New State" (numbered when taken), its box as near to being centred on {@code near}
     * as leaves every other box and pill uncovered, and selects it.
     */
    void addState(Routes.Point near) {
        Controller controller = editing.graph();
        if (controller == null) {
            return;
        }
        String name = "New State";
        for (int number = 2; controller.state(name) != null; number++) {
            name = "New State " + number;
        }
        Routes.Point at = FreeSpot.place(StateBox.WIDTH, StateBox.HEIGHT, taken(),
                new Routes.Point(near.x() - StateBox.WIDTH / 2, near.y() - StateBox.HEIGHT / 2), seen());
        State state = State.of(name, null).withPos(new Vec2(at.x(), at.y()));
        if (editing.inGraph(new AddState(state))) {
            select(Set.of(state.id()));
        }
    }

    /**
     * Adds a sub-state machine named "New Machine" (numbered when taken), holding one state, its box placed as
     * {@link #addState} places a state's, and selects it.
     */
    void addMachine(Routes.Point near) {
        Controller controller = editing.graph();
        if (controller == null) {
            return;
        }
        Routes.Point at = FreeSpot.place(StateBox.WIDTH, StateBox.HEIGHT, taken(),
                new Routes.Point(near.x() - StateBox.WIDTH / 2, near.y() - StateBox.HEIGHT / 2), seen());
        AddMachine add = AddMachine.of(AddMachine.freeName(controller), new Vec2(at.x(), at.y()));
        if (editing.inGraph(add)) {
            select(Set.of(add.machineId()));
        }
    }

    /** Whether boxes are selected to group (states, machines or both). */
    boolean canGroup() {
        return !selectedStates().isEmpty() || !selectedMachines().isEmpty();
    }

    /**
     * Groups the selected boxes into a new machine (one step) and selects its box; says in the status bar which
     * transitions now enter the box at its entry rather than at the state they went to.
     */
    void group() {
        Controller controller = editing.graph();
        if (controller == null || !canGroup()) {
            return;
        }
        List<Long> ids = new ArrayList<>();
        selectedStates().forEach(state -> ids.add(state.id()));
        selectedMachines().forEach(machine -> ids.add(machine.id()));
        GroupStates group = GroupStates.of(controller, ids);
        List<Transition> redirected = group.redirected(controller);
        if (editing.inGraph(group)) {
            select(Set.of(group.machineId()));
            if (!redirected.isEmpty()) {
                editing.say(redirected.size() + (redirected.size() == 1 ? " transition" : " transitions")
                        + " into " + redirected.get(0).to() + " now enter " + group.name() + " at its entry");
            } else {
                editing.say("Grouped into " + group.name() + "; double-click it to open");
            }
        }
    }

    /** The single selected machine, or null. */
    Machine selectedMachine() {
        List<Machine> machines = selectedMachines();
        return machines.size() == 1 && selectedStates().isEmpty() ? machines.get(0) : null;
    }

    /** Takes machine {@code machine}'s box apart into the graph shown (one step) and selects what came out. */
    void ungroup(Machine machine) {
        if (machine != null && editing.inGraph(new UngroupMachine(machine.id()))) {
            Set<Long> ids = new LinkedHashSet<>();
            machine.states().forEach(state -> ids.add(state.id()));
            machine.machines().forEach(inner -> ids.add(inner.id()));
            select(ids);
        }
    }

    /** Adds a transition from {@code from} (a state name or {@code "any"}) to {@code to}, and selects it. */
    void addTransition(String from, String to) {
        Transition transition = Transition.of(from, to);
        if (editing.inGraph(new AddTransition(transition))) {
            select(Set.of(transition.id()));
        }
    }

    boolean canDelete() {
        return !selectedStates().isEmpty() || !selectedTransitions().isEmpty();
    }

    /** Deletes the selected transitions and states (with their transitions) as one step. */
    void delete() {
        List<Command<Controller>> commands = new ArrayList<>();
        Set<String> goingStates = new LinkedHashSet<>();
        selectedStates().forEach(state -> goingStates.add(state.name()));
        for (Transition transition : selectedTransitions()) {
            if (!goingStates.contains(transition.from()) && !goingStates.contains(transition.to())) {
                commands.add(new RemoveTransition(transition.id()));
            }
        }
        selectedStates().forEach(state -> commands.add(new RemoveState(state.id())));
        int states = goingStates.size();
        String label = states > 1 ? "Delete " + states + " states" : states == 1 ? "Delete state "
                + goingStates.iterator().next() : commands.size() == 1 ? "Delete transition"
                : "Delete " + commands.size() + " transitions";
        if (runAll(label, commands)) {
            select(Set.of());
        }
    }

    /** Runs commands as one step; false (and nothing changed) when one is refused. */
    boolean runAll(String label, List<Command<Controller>> commands) {
        Document<Controller> document = editing.document();
        if (commands.isEmpty() || document == null || document.busy()) {
            return false;
        }
        if (commands.size() == 1) {
            return editing.inGraph(commands.get(0));
        }
        try (Transaction<Controller> transaction = document.transaction(label)) {
            for (Command<Controller> command : commands) {
                transaction.execute(editing.scoped(command));
            }
            transaction.commit();
            return true;
        } catch (IllegalArgumentException refused) {
            editing.say(label + ": " + refused.getMessage());
            return false;
        }
    }

    void makeEntry(State state) {
        editing.inGraph(new SetEntry(state.id()));
    }

    void moveTransition(Transition transition, boolean up) {
        editing.inGraph(up ? MoveTransition.up(transition.id()) : MoveTransition.down(transition.id()));
    }

    void autoLayout() {
        editing.inGraph(new AutoLayout(dev.reel.edit.graph.Sizes.EDITOR, editing.scope().inMachine()));
    }

    /** Lays out the selected states and machines among themselves, the rest staying where they are. */
    void layoutSelected() {
        editing.inGraph(new dev.reel.edit.cmd.LayoutSelected(layoutTargets(), dev.reel.edit.graph.Sizes.EDITOR));
    }

    boolean canLayoutSelected() {
        return layoutTargets().size() >= 2;
    }

    private java.util.Set<Long> layoutTargets() {
        java.util.Set<Long> ids = new java.util.HashSet<>();
        selectedStates().forEach(state -> ids.add(state.id()));
        selectedMachines().forEach(machine -> ids.add(machine.id()));
        return ids;
    }

    boolean canCopy() {
        return !selectedStates().isEmpty();
    }

    /** The selected states, the transitions among them and the params, as a controller of their own. */
    Controller fragment() {
        Controller controller = editing.graph();
        List<State> states = selectedStates();
        Set<String> names = new LinkedHashSet<>();
        states.forEach(state -> names.add(state.name()));
        List<Transition> among = controller.transitions().stream()
                .filter(t -> names.contains(t.from()) && names.contains(t.to())).toList();
        return controller.withStates(states).withTransitions(among)
                .withEntry(states.isEmpty() ? "" : states.get(0).name());
    }

    void copy() {
        if (!canCopy()) {
            return;
        }
        copied = fragment();
        ClipboardContent content = new ClipboardContent();
        content.putString(ControllerCodec.write(copied));
        Clipboard.getSystemClipboard().setContent(content);
        editing.say("Copied " + copied.states().size() + (copied.states().size() == 1 ? " state" : " states"));
    }

    boolean canPaste() {
        return editing.graph() != null && pasteSource() != null;
    }

    /** What a paste adds: the clipboard's controller text, else this application's last copy. */
    private Controller pasteSource() {
        Clipboard clipboard = Clipboard.getSystemClipboard();
        if (clipboard.hasString() && clipboard.getString().contains("controller")) {
            Loaded<Controller> loaded = ControllerCodec.read(clipboard.getString(), "clipboard");
            if (loaded.value() != null && !loaded.value().states().isEmpty()) {
                return loaded.value();
            }
        }
        return copied;
    }

    /** Pastes around the mouse when it is over the graph, else around the middle of the view. */
    void paste() {
        Routes.Point mouse = pointer.get();
        pasteAt(mouse != null ? mouse : viewCentre());
    }

    /** Pastes the states with the middle of their layout as near to {@code near} as covers nothing. */
    void pasteAt(Routes.Point near) {
        Controller source = pasteSource();
        if (source == null) {
            return;
        }
        Controller placed = placed(source);
        List<Routes.Box> group = boxes(placed);
        double left = Double.MAX_VALUE;
        double top = Double.MAX_VALUE;
        double right = -Double.MAX_VALUE;
        double bottom = -Double.MAX_VALUE;
        for (Routes.Box box : group) {
            left = Math.min(left, box.x());
            top = Math.min(top, box.y());
            right = Math.max(right, box.x() + box.width());
            bottom = Math.max(bottom, box.y() + box.height());
        }
        paste(placed, new Routes.Point(near.x() - (left + right) / 2, near.y() - (top + bottom) / 2));
    }

    /** Duplicates the selected states a little below and to the right, or the nearest place that is free. */
    void duplicate() {
        if (canCopy()) {
            paste(fragment(), new Routes.Point(PASTE_OFFSET.x(), PASTE_OFFSET.y()));
        }
    }

    private void paste(Controller source, Routes.Point wanted) {
        Routes.Point shift = FreeSpot.shift(boxes(source), taken(), wanted, seen());
        PasteStates paste = PasteStates.of(source, new Vec2(shift.x(), shift.y()));
        if (editing.inGraph(paste)) {
            select(new LinkedHashSet<>(paste.stateIds()));
        }
    }

    /** The copied states, those without a position (text from elsewhere) laid in a row below the others. */
    private static Controller placed(Controller source) {
        double below = 0;
        for (State state : source.states()) {
            if (state.pos() != null) {
                below = Math.max(below, state.pos().y() + StateBox.HEIGHT + FreeSpot.GAP);
            }
        }
        List<State> states = new ArrayList<>();
        int column = 0;
        for (State state : source.states()) {
            states.add(state.pos() != null ? state
                    : state.withPos(new Vec2(column++ * (StateBox.WIDTH + 2 * FreeSpot.GAP), below)));
        }
        return source.withStates(states);
    }

    private static List<Routes.Box> boxes(Controller source) {
        List<Routes.Box> boxes = new ArrayList<>();
        for (State state : placed(source).states()) {
            boxes.add(new Routes.Box(state.pos().x(), state.pos().y(), StateBox.WIDTH, StateBox.HEIGHT));
        }
        return boxes;
    }

    /** The part of the graph on screen, a little inside the view's edges; null before the view has a size. */
    private Routes.Box seen() {
        if (view.getWidth() <= 0 || view.getHeight() <= 0) {
            return null;
        }
        double margin = 8;
        javafx.geometry.Point2D topLeft = view.localToScene(margin, margin);
        javafx.geometry.Point2D bottomRight = view.localToScene(view.getWidth() - margin, view.getHeight() - margin);
        Routes.Point from = view.worldAt(topLeft.getX(), topLeft.getY());
        Routes.Point to = view.worldAt(bottomRight.getX(), bottomRight.getY());
        return new Routes.Box(from.x(), from.y(), to.x() - from.x(), to.y() - from.y());
    }

    /** The boxes and pills on the graph now, where the view draws them. */
    private List<Routes.Box> taken() {
        List<Routes.Box> taken = new ArrayList<>();
        Controller controller = view.controller();
        if (controller == null) {
            return taken;
        }
        for (State state : controller.states()) {
            Vec2 at = GraphPositions.of(controller, state);
            taken.add(new Routes.Box(at.x(), at.y(), StateBox.WIDTH, StateBox.HEIGHT));
        }
        Vec2 entry = GraphPositions.entry(controller);
        Vec2 any = GraphPositions.any(controller);
        taken.add(new Routes.Box(entry.x(), entry.y(), PillNode.WIDTH, PillNode.HEIGHT));
        taken.add(new Routes.Box(any.x(), any.y(), PillNode.WIDTH, PillNode.HEIGHT));
        return taken;
    }

    private void select(Set<Long> ids) {
        editing.select(ids, Set.of());
        selectionChanged.run();
    }
}
