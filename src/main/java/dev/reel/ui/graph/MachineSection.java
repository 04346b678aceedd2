package dev.reel.ui.graph;

import dev.reel.edit.cmd.RenameMachine;
import dev.reel.model.Machine;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

import java.util.function.Consumer;

/**
 * The side panel's section of a selected sub-state machine's box: its name (typed and taken on Enter or when the
 * field loses focus, one step; the transitions to and from the box follow), what it enters, and Open and Ungroup.
 */
final class MachineSection extends VBox {
    private final ControllerEditing editing;
    private final TextField name = new TextField();
    private final Label entry = new Label();
    private Machine shown;
    /** Whether the name field holds text typed since the last rename (kept while the document changes). */
    private boolean typed;
    private boolean updating;

    MachineSection(ControllerEditing editing, Consumer<Machine> open, Consumer<Machine> ungroup) {
        super(10);
        this.editing = editing;
        name.setId("graph-machine-name");
        name.setOnAction(event -> rename());
        name.textProperty().addListener((observable, old, text) -> typed |= !updating);
        name.focusedProperty().addListener((observable, was, focused) -> {
            if (!focused) {
                rename();
            }
        });
        name.setOnKeyPressed(event -> {
            if (event.getCode() == KeyCode.ESCAPE && shown != null) {
                setName(shown.name());
            }
        });
        entry.getStyleClass().add("graph-hint");
        Button openButton = new Button("Open");
        openButton.setId("graph-machine-open");
        openButton.setOnAction(event -> open.accept(shown));
        Button ungroupButton = new Button("Ungroup");
        ungroupButton.setId("graph-machine-ungroup");
        ungroupButton.setOnAction(event -> ungroup.accept(shown));
        FormGrid form = new FormGrid();
        form.row("Name", name);
        form.row("Enters", entry);
        getChildren().addAll(form, new HBox(8, openButton, ungroupButton));
    }

    /** Puts the focus in the name, all of it selected, to type a new one. */
    void focusName() {
        name.requestFocus();
        name.selectAll();
    }

    void show(Machine machine) {
        boolean other = shown == null || shown.id() != machine.id();
        shown = machine;
        if (other || !name.isFocused() || !typed) {
            setName(machine.name());
        }
        entry.setText(machine.entry());
    }

    private void setName(String text) {
        updating = true;
        name.setText(text);
        updating = false;
        typed = false;
    }

    private void rename() {
        if (shown == null || !typed) {
            return;
        }
        String text = name.getText() == null ? "" : name.getText().strip();
        typed = false;
        if (text.isEmpty() || text.equals(shown.name()) || !editing.inGraph(new RenameMachine(shown.id(), text))) {
            setName(shown.name());
        }
    }
}
