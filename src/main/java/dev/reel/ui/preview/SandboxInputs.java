package dev.reel.ui.preview;

import dev.reel.ui.control.ShownAs;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.BiConsumer;

/**
 * Beside the sandbox: which parameter each of the body's inputs feeds, chosen from the controller's parameters
 * of the input's kind ("none" feeds nothing), with a warning under an input that feeds nothing and was not
 * left out on purpose, so that a character standing in its idle pose while it slides says why.
 */
final class SandboxInputs extends VBox {
    private static final String NONE = "";

    private final Map<SandboxMapping.Input, ComboBox<String>> lists = new EnumMap<>(SandboxMapping.Input.class);
    private final Map<SandboxMapping.Input, Label> warnings = new EnumMap<>(SandboxMapping.Input.class);
    private final Map<SandboxMapping.Input, Label> labels = new EnumMap<>(SandboxMapping.Input.class);
    private final Label title = new Label("Sandbox inputs");
    private boolean updating;

    /** @param chosen told of the user's choice: the input and the parameter name ("" for none) */
    SandboxInputs(BiConsumer<SandboxMapping.Input, String> chosen) {
        getStyleClass().add("sandbox-inputs");
        setSpacing(3);
        title.getStyleClass().add("sandbox-inputs-title");
        for (SandboxMapping.Input input : SandboxMapping.Input.values()) {
            String id = input.name().toLowerCase(Locale.ROOT).replace('_', '-');
            Label label = new Label(input.label() + " feeds");
            ComboBox<String> list = new ComboBox<>();
            list.setId("sandbox-input-" + id);
            list.setMaxWidth(Double.MAX_VALUE);
            list.setConverter(ShownAs.text(name -> name == null || name.isEmpty() ? "none" : name));
            list.valueProperty().addListener((observable, old, now) -> {
                if (!updating && now != null) {
                    chosen.accept(input, now);
                }
            });
            Label warning = new Label();
            warning.setId("sandbox-missing-" + id);
            warning.getStyleClass().add("sandbox-missing");
            warning.setWrapText(true);
            lists.put(input, list);
            warnings.put(input, warning);
            labels.put(input, label);
        }
        arrange();
    }

    /**
     * Puts the rows in, each input's warning only while it has one. (Taking a warning out of the layout with
     * {@code setManaged} instead broke JavaFX's bounds bookkeeping of this box: an index out of bounds.)
     */
    private void arrange() {
        List<javafx.scene.Node> rows = new ArrayList<>();
        rows.add(title);
        for (SandboxMapping.Input input : SandboxMapping.Input.values()) {
            rows.add(labels.get(input));
            rows.add(lists.get(input));
            if (!warnings.get(input).getText().isEmpty()) {
                rows.add(warnings.get(input));
            }
        }
        if (!getChildren().equals(rows)) {
            getChildren().setAll(rows);
        }
    }

    /**
     * Shows what each input feeds among {@code parameters}; {@code resolved} maps an input to its parameter or
     * to null, and {@code mapping} tells an input left out on purpose from one nothing matched.
     */
    void show(List<SandboxMapping.Parameter> parameters, Map<SandboxMapping.Input, String> resolved,
              SandboxMapping mapping) {
        updating = true;
        try {
            for (SandboxMapping.Input input : SandboxMapping.Input.values()) {
                List<String> items = new ArrayList<>();
                items.add(NONE);
                List<String> choices = SandboxMapping.choices(input, parameters);
                items.addAll(choices);
                ComboBox<String> list = lists.get(input);
                String fed = resolved.get(input);
                if (!list.getItems().equals(items)) {
                    list.setValue(null);
                    list.getItems().setAll(items);
                }
                list.setValue(fed == null ? NONE : fed);
                Label warning = warnings.get(input);
                boolean missing = fed == null && !mapping.leftOut(input);
                warning.setText(!missing ? "" : choices.isEmpty()
                        ? "No parameter for " + input.label() + " — add a " + input.kind().word() + " parameter"
                        : "No parameter for " + input.label() + " — choose one");
            }
            arrange();
        } finally {
            updating = false;
        }
    }

    /** The warning shown under {@code input}, or "" (tests read it). */
    String warning(SandboxMapping.Input input) {
        return warnings.get(input).getText();
    }

    /** The parameter {@code input}'s list shows ("" for none). */
    String shown(SandboxMapping.Input input) {
        String value = lists.get(input).getValue();
        return value == null ? NONE : value;
    }

    ComboBox<String> list(SandboxMapping.Input input) {
        return lists.get(input);
    }
}
