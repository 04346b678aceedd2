package dev.reel.ui.skeleton;

import dev.reel.edit.Command;
import dev.reel.edit.cmd.SetBoneSetup;
import dev.reel.model.rig.Bone;
import dev.reel.model.rig.Rig;
import dev.reel.ui.control.NumberField;
import dev.reel.ui.control.Unit;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;

import java.util.function.Predicate;

/**
 * The selected bone's setup transform as numbers: x and y in its parent's space, rotation in degrees (as the
 * Inspector shows a node's), scale x and y. Enter in a field sets it, one undo step ({@link SetBoneSetup}); the
 * gizmos of Rig mode change the same values, and the fields follow them.
 */
final class SetupFields {
    private final HBox box = new HBox(6);
    private final NumberField x = field("bone-x", Unit.PLAIN);
    private final NumberField y = field("bone-y", Unit.PLAIN);
    private final NumberField rotation = field("bone-rotation", Unit.DEGREES);
    private final NumberField scaleX = field("bone-scale-x", Unit.PLAIN);
    private final NumberField scaleY = field("bone-scale-y", Unit.PLAIN);
    private final Predicate<Command<Rig>> run;
    private Bone shown;
    private boolean updating;

    SetupFields(Predicate<Command<Rig>> run) {
        this.run = run;
        box.setId("bone-setup");
        box.setPadding(new javafx.geometry.Insets(0, 4, 0, 4));
        box.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        box.getChildren().addAll(new Label("X"), x, new Label("Y"), y, new Label("Rotation"), rotation,
                new Label("Scale"), scaleX, scaleY);
        for (NumberField field : new NumberField[] {x, y, rotation, scaleX, scaleY}) {
            field.valueProperty().addListener((observable, old, now) -> changed(now));
        }
    }

    private static NumberField field(String id, Unit unit) {
        NumberField field = new NumberField();
        field.setId(id);
        field.setUnit(unit);
        field.setPrefColumnCount(5);
        return field;
    }

    Node node() {
        return box;
    }

    /** Shows {@code bone}'s setup values (empty and disabled for null). */
    void show(Bone bone) {
        updating = true;
        try {
            shown = bone;
            box.setDisable(bone == null);
            x.setValue(bone == null ? null : bone.x());
            y.setValue(bone == null ? null : bone.y());
            rotation.setValue(bone == null ? null : bone.rotation());
            scaleX.setValue(bone == null ? null : bone.scaleX());
            scaleY.setValue(bone == null ? null : bone.scaleY());
        } finally {
            updating = false;
        }
    }

    private void changed(Double now) {
        if (updating || shown == null || now == null) {
            return;
        }
        double[] values = {value(x, shown.x()), value(y, shown.y()), value(rotation, shown.rotation()),
                value(scaleX, shown.scaleX()), value(scaleY, shown.scaleY())};
        if (values[0] == shown.x() && values[1] == shown.y() && values[2] == shown.rotation()
                && values[3] == shown.scaleX() && values[4] == shown.scaleY()) {
            return;
        }
        run.test(new SetBoneSetup(shown.name(), values[0], values[1], values[2], values[3], values[4]));
    }

    private static double value(NumberField field, double otherwise) {
        Double value = field.getValue();
        return value == null ? otherwise : value;
    }
}
