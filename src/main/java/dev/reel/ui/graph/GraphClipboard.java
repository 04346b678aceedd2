package dev.reel.ui.graph;

import dev.reel.edit.cmd.PasteStates;
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
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Copy, paste and duplicate of the graph's selected states. Copy puts the states, the transitions among them and
 * the params as controller text on the clipboard, so a paste works in another controller (and in a text editor).
 * Pasted and duplicated states go, together, where they cover no box or pill, inside the part of the graph in
 * view when there is room there ({@link FreeSpot}, {@link GraphRoom}).
 */
final class GraphClipboard {
    /** How far a paste or a duplicate lands from the original. */
    static final Vec2 PASTE_OFFSET = new Vec2(32, 32);
    /** The copy made in this application when the clipboard cannot be read back (it was replaced). */
    private static Controller copied;

    private final ControllerEditing editing;
    private final GraphRoom room;
    private final Supplier<Routes.Point> pointer;
    private final Supplier<List<State>> selectedStates;
    private final Consumer<Set<Long>> select;

    GraphClipboard(ControllerEditing editing, GraphRoom room, Supplier<Routes.Point> pointer,
                   Supplier<List<State>> selectedStates, Consumer<Set<Long>> select) {
        this.editing = editing;
        this.room = room;
        this.pointer = pointer;
        this.selectedStates = selectedStates;
        this.select = select;
    }

    boolean canCopy() {
        return !selectedStates.get().isEmpty();
    }

    /** The selected states, the transitions among them and the params, as a controller of their own. */
    Controller fragment() {
        Controller controller = editing.graph();
        List<State> states = selectedStates.get();
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
        pasteAt(mouse != null ? mouse : room.viewCentre());
    }

    /** Pastes the states with the middle of their layout as near to {@code near} as covers nothing. */
    void pasteAt(Routes.Point near) {
        Controller source = pasteSource();
        if (source == null) {
            return;
        }
        Controller placed = placed(source);
        List<Routes.Box> group = boxes(placed);
        Routes.Box around = Routes.Box.around(group);
        paste(placed, new Routes.Point(near.x() - around.centreX(), near.y() - around.centreY()));
    }

    /** Duplicates the selected states a little below and to the right, or the nearest place that is free. */
    void duplicate() {
        if (canCopy()) {
            paste(fragment(), new Routes.Point(PASTE_OFFSET.x(), PASTE_OFFSET.y()));
        }
    }

    private void paste(Controller source, Routes.Point wanted) {
        Routes.Point shift = FreeSpot.shift(boxes(source), room.taken(), wanted, room.seen());
        PasteStates paste = PasteStates.of(source, new Vec2(shift.x(), shift.y()));
        if (editing.inGraph(paste)) {
            select.accept(new LinkedHashSet<>(paste.stateIds()));
            List<Routes.Box> landed = new ArrayList<>();
            boxes(source).forEach(box -> landed.add(new Routes.Box(box.x() + shift.x(), box.y() + shift.y(),
                    box.width(), box.height())));
            room.reveal(landed);
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
}
