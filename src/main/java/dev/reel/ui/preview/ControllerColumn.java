package dev.reel.ui.preview;

import dev.reel.runtime.Animator;
import javafx.scene.Node;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.VBox;

import java.util.List;
import java.util.function.Supplier;

/**
 * The column at the preview's right while a controller plays: its parameters as live controls
 * ({@link ParameterControls}), below the sandbox's inputs while the sandbox runs, scrolling when they do not fit.
 */
final class ControllerColumn {
    private final ParameterControls parameters;
    private final Supplier<Node> inputs;
    private final VBox column = new VBox(12);
    private final ScrollPane pane = new ScrollPane(column);

    /** {@code animator}: the animator the parameters set; {@code inputs}: the sandbox's inputs panel. */
    ControllerColumn(Supplier<Animator> animator, Supplier<Node> inputs) {
        this.parameters = new ParameterControls(animator);
        this.inputs = inputs;
        pane.setFitToWidth(true);
        pane.setPrefWidth(180);
    }

    Node node() {
        return pane;
    }

    /** Shows the parameters of {@code run}'s controller (none when null), the inputs above them in the sandbox. */
    void show(ControllerRun run) {
        boolean sandbox = run != null && run.body() != null;
        parameters.show(run == null ? null : run.controller(), sandbox);
        List<Node> shown = sandbox ? List.of(inputs.get(), parameters) : List.of(parameters);
        if (!column.getChildren().equals(shown)) {
            column.getChildren().setAll(shown);
        }
    }

    /** Shows the animator's current parameter values (the sandbox or a step changed them). */
    void refresh() {
        parameters.refresh();
    }
}
