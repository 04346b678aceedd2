package dev.reel.ui.preview;

import dev.reel.model.ParamKind;
import dev.reel.runtime.Animator;
import dev.reel.runtime.CompiledController;
import dev.reel.ui.control.Readout;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.control.Spinner;
import javafx.scene.layout.VBox;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * The previewed controller's parameters as live controls: a slider per float, a spinner per int, a check box
 * per bool and a button per trigger, each setting the parameter on the animator at once (it takes effect on
 * the next fixed step). In the sandbox the body sets them, so the controls only show the values.
 */
final class ParameterControls extends VBox {
    /** Floats slide over this range either side of zero (speeds, vertical speeds). */
    static final double FLOAT_RANGE = 10;

    private final Supplier<Animator> animator;
    private final List<Runnable> refreshers = new ArrayList<>();
    private boolean updating;

    ParameterControls(Supplier<Animator> animator) {
        this.animator = animator;
        getStyleClass().add("preview-parameters");
        setSpacing(4);
    }

    /** Rebuilds the controls for {@code controller}'s parameters; {@code driven}: the sandbox sets them. */
    void show(CompiledController controller, boolean driven) {
        getChildren().clear();
        refreshers.clear();
        if (controller == null) {
            return;
        }
        for (int index = 0; index < controller.paramCount(); index++) {
            String name = controller.paramName(index);
            ParamKind kind = controller.paramKind(index);
            switch (kind) {
                case FLOAT -> addFloat(name, driven);
                case INT -> addInt(name, driven);
                case BOOL -> addBool(name, driven);
                case TRIGGER -> addTrigger(name);
            }
        }
    }

    /** Shows the animator's current values (the sandbox or a transition changed them). */
    void refresh() {
        updating = true;
        try {
            refreshers.forEach(Runnable::run);
        } finally {
            updating = false;
        }
    }

    private void addFloat(String name, boolean driven) {
        Label label = new Label();
        Slider slider = new Slider(-FLOAT_RANGE, FLOAT_RANGE, 0);
        slider.setId("param-" + name);
        slider.setDisable(driven);
        slider.valueProperty().addListener((observable, old, now) -> {
            if (!updating && animator.get() != null) {
                animator.get().setFloat(name, now.doubleValue());
            }
            label.setText(name + " " + Readout.number(now.doubleValue()));
        });
        label.setText(name + " 0");
        refreshers.add(() -> {
            if (animator.get() != null) {
                slider.setValue(Math.max(-FLOAT_RANGE, Math.min(FLOAT_RANGE, animator.get().getFloat(name))));
                label.setText(name + " " + Readout.number(animator.get().getFloat(name)));
            }
        });
        getChildren().addAll(label, slider);
    }

    private void addInt(String name, boolean driven) {
        Label label = new Label(name);
        Spinner<Integer> spinner = new Spinner<>(-1000, 1000, 0);
        spinner.setId("param-" + name);
        spinner.setDisable(driven);
        spinner.setEditable(true);
        spinner.valueProperty().addListener((observable, old, now) -> {
            if (!updating && animator.get() != null && now != null) {
                animator.get().setInt(name, now);
            }
        });
        refreshers.add(() -> {
            if (animator.get() != null) {
                spinner.getValueFactory().setValue(animator.get().getInt(name));
            }
        });
        getChildren().addAll(label, spinner);
    }

    private void addBool(String name, boolean driven) {
        CheckBox box = new CheckBox(name);
        box.setMnemonicParsing(false); // a parameter's name shows its underscores
        box.setId("param-" + name);
        box.setDisable(driven);
        box.selectedProperty().addListener((observable, old, now) -> {
            if (!updating && animator.get() != null) {
                animator.get().setBool(name, now);
            }
        });
        refreshers.add(() -> {
            if (animator.get() != null) {
                box.setSelected(animator.get().getBool(name));
            }
        });
        getChildren().add(box);
    }

    private void addTrigger(String name) {
        Button button = new Button(name);
        button.setMnemonicParsing(false);
        button.setId("param-" + name);
        button.setMaxWidth(Double.MAX_VALUE);
        button.setOnAction(event -> {
            if (animator.get() != null) {
                animator.get().setTrigger(name);
            }
        });
        getChildren().add(button);
    }
}
