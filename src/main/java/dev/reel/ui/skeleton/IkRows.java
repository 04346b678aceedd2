package dev.reel.ui.skeleton;

import dev.reel.edit.Command;
import dev.reel.edit.cmd.SetIkBend;
import dev.reel.edit.cmd.SetIkMix;
import dev.reel.model.rig.IkConstraint;
import dev.reel.model.rig.Rig;
import dev.reel.ui.control.NumberField;
import javafx.scene.Node;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

import java.util.function.Predicate;

/** One row per IK constraint of the rig: its chain and target, its mix (0 to 1) and its bend direction. */
final class IkRows {
    private final VBox box = new VBox(2);
    private final Predicate<Command<Rig>> run;

    IkRows(Predicate<Command<Rig>> run) {
        this.run = run;
        box.setId("ik-rows");
    }

    Node node() {
        return box;
    }

    void show(Rig rig) {
        box.getChildren().clear();
        if (rig == null) {
            return;
        }
        for (IkConstraint ik : rig.iks()) {
            Label what = new Label("IK " + ik.name() + ": " + String.join(" → ", ik.bones()) + " to " + ik.target());
            NumberField mix = new NumberField();
            mix.setId("ik-mix-" + ik.name());
            mix.setValue(ik.mix());
            mix.valueProperty().addListener((observable, old, now) -> {
                if (now != null && now != ik.mix()) {
                    run.test(new SetIkMix(ik.name(), now));
                }
            });
            CheckBox bend = new CheckBox("bend positive");
            bend.setId("ik-bend-" + ik.name());
            bend.setSelected(ik.bendPositive());
            bend.setOnAction(event -> run.test(new SetIkBend(ik.name(), bend.isSelected())));
            HBox row = new HBox(6, what, new Label("Mix"), mix, bend);
            box.getChildren().add(row);
        }
    }
}
