package dev.reel.ui.graph;

import dev.reel.edit.cmd.RenameState;
import dev.reel.edit.cmd.SetStateClip;
import dev.reel.edit.cmd.SetStateEvents;
import dev.reel.edit.cmd.SetStateLoop;
import dev.reel.edit.cmd.SetStateSpeed;
import dev.reel.model.Controller;
import dev.reel.model.EventPolicy;
import dev.reel.model.LoopMode;
import dev.reel.model.Named;
import dev.reel.model.State;
import dev.reel.ui.control.NumberField;
import javafx.css.PseudoClass;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import org.controlsfx.control.SearchableComboBox;

import java.util.List;
import java.util.function.Supplier;

/**
 * The side panel's state section: name (typing merges into one step), clip (a searchable list of the project's
 * and the engine's clips), speed, loop override and events policy, and Make Entry.
 */
final class StateInspector extends VBox {
    private static final PseudoClass INVALID = PseudoClass.getPseudoClass("invalid");
    private static final String CLIP_LOOP = "clip's own";

    private final ControllerEditing editing;
    private final Supplier<List<String>> clips;
    private final TextField name = new TextField();
    private final SearchableComboBox<String> clip = new SearchableComboBox<>();
    private final NumberField speed = new NumberField();
    private final ComboBox<String> loop = new ComboBox<>();
    private final ComboBox<String> events = new ComboBox<>();
    private final Button entry = new Button("Make Entry State");
    private final ComboBox<String> plays = new ComboBox<>();
    private final Button editTree = new Button("Edit Blend Tree…");
    private java.util.function.LongConsumer openTree = id -> { };
    private long stateId;
    private boolean updating;

    StateInspector(ControllerEditing editing, Supplier<List<String>> clips) {
        this.editing = editing;
        this.clips = clips;
        getStyleClass().add("graph-inspector");
        FormGrid form = new FormGrid();
        name.setId("graph-state-name");
        clip.setId("graph-state-clip");
        speed.setId("graph-state-speed");
        loop.setId("graph-state-loop");
        events.setId("graph-state-events");
        entry.setId("graph-make-entry");
        form.row("Name", name);
        form.row("Plays", plays);
        form.row("Clip", clip);
        form.row("Speed", speed);
        form.row("Loop", loop);
        form.row("Events", events);
        clip.setMaxWidth(Double.MAX_VALUE);
        loop.setMaxWidth(Double.MAX_VALUE);
        events.setMaxWidth(Double.MAX_VALUE);
        loop.getItems().add(CLIP_LOOP);
        for (LoopMode mode : LoopMode.values()) {
            loop.getItems().add(mode.word());
        }
        for (EventPolicy policy : EventPolicy.values()) {
            events.getItems().add(policy.word());
        }
        speed.setLive(true);
        entry.setMaxWidth(Double.MAX_VALUE);
        entry.getStyleClass().add("graph-wide-button");
        plays.setId("graph-state-plays");
        plays.getItems().addAll(PLAYS);
        plays.setMaxWidth(Double.MAX_VALUE);
        editTree.setId("graph-edit-tree");
        editTree.setMaxWidth(Double.MAX_VALUE);
        editTree.getStyleClass().add("graph-wide-button");
        editTree.setOnAction(event -> openTree.accept(stateId));
        plays.valueProperty().addListener((observable, old, value) -> {
            if (!updating && value != null) {
                changePlays(value);
            }
        });
        getChildren().addAll(form, editTree, entry);
        setSpacing(10);
        name.textProperty().addListener((observable, old, text) -> {
            if (!updating) {
                boolean taken = editing.inGraph(new RenameState(stateId, text));
                name.pseudoClassStateChanged(INVALID, !taken);
            }
        });
        name.focusedProperty().addListener((observable, was, focused) -> {
            if (!focused && editing.document() != null) {
                editing.document().breakMerge();
                name.pseudoClassStateChanged(INVALID, false);
                State state = current();
                if (state != null && !state.name().equals(name.getText())) {
                    set(() -> name.setText(state.name()));
                }
            }
        });
        name.setOnAction(event -> editing.document().breakMerge());
        clip.valueProperty().addListener((observable, old, value) -> {
            if (!updating && value != null) {
                editing.inGraph(new SetStateClip(stateId, value.isEmpty() ? null : value));
            }
        });
        speed.valueProperty().addListener((observable, old, value) -> {
            if (!updating && value != null) {
                editing.inGraph(new SetStateSpeed(stateId, value));
            }
        });
        speed.focusedProperty().addListener((observable, was, focused) -> {
            if (!focused && editing.document() != null) {
                editing.document().breakMerge();
            }
        });
        loop.valueProperty().addListener((observable, old, value) -> {
            if (!updating && value != null) {
                editing.inGraph(new SetStateLoop(stateId, Named.parse(LoopMode.class, value).orElse(null)));
            }
        });
        events.valueProperty().addListener((observable, old, value) -> {
            if (!updating && value != null) {
                Named.parse(EventPolicy.class, value).ifPresent(policy ->
                        editing.inGraph(new SetStateEvents(stateId, policy)));
            }
        });
        entry.setOnAction(event -> editing.inGraph(new dev.reel.edit.cmd.SetEntry(stateId)));
    }

    private static final List<String> PLAYS = List.of("one clip", "1D blend tree", "2D blend tree");

    /** What opens the blend-tree editor on a state (the panel sets it). */
    void setOnEditTree(java.util.function.LongConsumer open) {
        openTree = open;
    }

    /** Makes the state a clip state or a blend tree on its first float parameters, and opens the tree. */
    private void changePlays(String value) {
        State state = current();
        if (state == null) {
            return;
        }
        dev.reel.model.BlendKind kind = value.equals(PLAYS.get(0)) ? null
                : value.equals(PLAYS.get(1)) ? dev.reel.model.BlendKind.ONE_D : dev.reel.model.BlendKind.TWO_D;
        List<String> floats = editing.graph().params().stream()
                .filter(p -> p.kind() == dev.reel.model.ParamKind.FLOAT).map(dev.reel.model.Param::name).toList();
        int needed = kind == null ? 0 : kind == dev.reel.model.BlendKind.ONE_D ? 1 : 2;
        if (floats.size() < needed) {
            editing.say("A " + value + " blends on float parameters: add " + (needed == 1 ? "one" : "two")
                    + " first");
            show(editing.graph(), state);
            return;
        }
        String x = state.tree() != null && floats.contains(state.tree().param()) ? state.tree().param()
                : needed > 0 ? floats.get(0) : null;
        String y = needed == 2 ? floats.stream().filter(name -> !name.equals(x)).findFirst().orElse(null) : null;
        if (editing.inGraph(new dev.reel.edit.cmd.SetStateBlend(stateId, kind, x, y, dev.reel.model.Ids.next()))
                && kind != null) {
            openTree.accept(stateId);
        }
    }

    private State current() {
        Controller controller = editing.graph();
        if (controller == null) {
            return null;
        }
        return controller.states().stream().filter(state -> state.id() == stateId).findFirst().orElse(null);
    }

    /** Shows {@code state}'s values; fields being typed in keep their text. */
    void show(Controller controller, State state) {
        boolean other = state.id() != stateId;
        stateId = state.id();
        set(() -> {
            if (other || !name.isFocused()) {
                name.setText(state.name());
                name.pseudoClassStateChanged(INVALID, false);
            }
            List<String> choices = clips.get();
            String shown = state.clip() == null ? "" : state.clip();
            if (other || !clip.getItems().contains(shown) || clip.getItems().size() != choices.size() + 1) {
                List<String> items = new java.util.ArrayList<>();
                items.add("");
                items.addAll(choices);
                if (!items.contains(shown)) {
                    items.add(shown);
                }
                // One replacement with nothing selected: a SearchableComboBox shows its items through a filtered
                // copy that catches up only after the items' own listeners ran; replaced under a selected value,
                // the selection model pushed the value into the copy while it still had the old size (an index
                // out of bounds).
                clip.setValue(null);
                clip.getItems().setAll(items);
            }
            clip.setValue(shown);
            if (other || !speed.isFocused()) {
                speed.setValue(state.speed());
            }
            plays.setValue(state.tree() == null ? PLAYS.get(0)
                    : PLAYS.get(state.tree().kind() == dev.reel.model.BlendKind.ONE_D ? 1 : 2));
            clip.setDisable(state.tree() != null);
            editTree.setVisible(state.tree() != null);
            editTree.setManaged(state.tree() != null);
            loop.setValue(state.loop() == null ? CLIP_LOOP : state.loop().word());
            events.setValue(state.events().word());
            entry.setDisable(state.name().equals(controller.entry()));
            entry.setText(state.name().equals(controller.entry()) ? "Entry State" : "Make Entry State");
        });
    }

    /** Puts the caret in the name field with the name selected (the Rename menu item). */
    void focusName() {
        name.requestFocus();
        name.selectAll();
    }

    private void set(Runnable change) {
        updating = true;
        try {
            change.run();
        } finally {
            updating = false;
        }
    }
}
