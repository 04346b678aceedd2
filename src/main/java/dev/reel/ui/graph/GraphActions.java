package dev.reel.ui.graph;

import dev.reel.edit.Command;
import dev.reel.edit.Document;
import dev.reel.edit.Transaction;
import dev.reel.edit.cmd.AddState;
import dev.reel.edit.cmd.AddTransition;
import dev.reel.edit.cmd.AutoLayout;
import dev.reel.edit.cmd.MoveTransition;
import dev.reel.edit.cmd.PasteStates;
import dev.reel.edit.cmd.RemoveState;
import dev.reel.edit.cmd.RemoveTransition;
import dev.reel.edit.cmd.SetEntry;
import dev.reel.io.ControllerCodec;
import dev.reel.io.Loaded;
import dev.reel.model.Controller;
import dev.reel.model.State;
import dev.reel.model.Transition;
import dev.reel.model.Vec2;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What the menus, keys and buttons of the graph do to the selection: add, delete, duplicate, copy and paste
 * states, make the entry, change a transition's priority, Auto Layout. Copy puts the states, the transitions
 * among them and the params as controller text on the clipboard, so a paste works in another controller (and
 * in a text editor).
 */
final class GraphActions {
    /** How far a paste or a duplicate lands from the original. */
    static final Vec2 PASTE_OFFSET = new Vec2(32, 32);
    /** The copy made in this application when the clipboard cannot be read back (it was replaced). */
    private static Controller copied;

    private final ControllerEditing editing;
    private final Runnable selectionChanged;

    GraphActions(ControllerEditing editing, Runnable selectionChanged) {
        this.editing = editing;
        this.selectionChanged = selectionChanged;
    }

    List<State> selectedStates() {
        Controller controller = editing.value();
        if (controller == null) {
            return List.of();
        }
        Set<Long> selection = editing.selection();
        return controller.states().stream().filter(state -> selection.contains(state.id())).toList();
    }

    List<Transition> selectedTransitions() {
        Controller controller = editing.value();
        if (controller == null) {
            return List.of();
        }
        Set<Long> selection = editing.selection();
        return controller.transitions().stream().filter(t -> selection.contains(t.id())).toList();
    }

    /** Adds a state named "New State" (numbered when taken) with its box at {@code at}, and selects it. */
    void addState(Vec2 at) {
        Controller controller = editing.value();
        if (controller == null) {
            return;
        }
        String name = "New State";
        for (int number = 2; controller.state(name) != null; number++) {
            name = "New State " + number;
        }
        State state = State.of(name, null).withPos(new Vec2(Math.round(at.x()), Math.round(at.y())));
        if (editing.execute(new AddState(state))) {
            select(Set.of(state.id()));
        }
    }

    /** Adds a transition from {@code from} (a state name or {@code "any"}) to {@code to}, and selects it. */
    void addTransition(String from, String to) {
        Transition transition = Transition.of(from, to);
        if (editing.execute(new AddTransition(transition))) {
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
            return editing.execute(commands.get(0));
        }
        try (Transaction<Controller> transaction = document.transaction(label)) {
            for (Command<Controller> command : commands) {
                transaction.execute(command);
            }
            transaction.commit();
            return true;
        } catch (IllegalArgumentException refused) {
            editing.say(label + ": " + refused.getMessage());
            return false;
        }
    }

    void makeEntry(State state) {
        editing.execute(new SetEntry(state.id()));
    }

    void moveTransition(Transition transition, boolean up) {
        editing.execute(up ? MoveTransition.up(transition.id()) : MoveTransition.down(transition.id()));
    }

    void autoLayout() {
        editing.execute(new AutoLayout(StateBox.WIDTH, StateBox.HEIGHT, PillNode.WIDTH, PillNode.HEIGHT));
    }

    boolean canCopy() {
        return !selectedStates().isEmpty();
    }

    /** The selected states, the transitions among them and the params, as a controller of their own. */
    Controller fragment() {
        Controller controller = editing.value();
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
        return editing.value() != null && pasteSource() != null;
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

    void paste() {
        Controller source = pasteSource();
        if (source != null) {
            paste(source);
        }
    }

    void duplicate() {
        if (canCopy()) {
            paste(fragment());
        }
    }

    private void paste(Controller source) {
        PasteStates paste = PasteStates.of(source, PASTE_OFFSET);
        if (editing.execute(paste)) {
            select(new LinkedHashSet<>(paste.stateIds()));
        }
    }

    private void select(Set<Long> ids) {
        editing.select(ids, Set.of());
        selectionChanged.run();
    }
}
