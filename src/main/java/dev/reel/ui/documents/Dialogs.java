package dev.reel.ui.documents;

import dev.reel.ui.theme.Theme;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** The shell's questions as modal dialogs over the editor window, styled by the window's stylesheets. */
public final class Dialogs implements Prompts {
    public static final ButtonType SAVE = new ButtonType("Save", ButtonBar.ButtonData.YES);
    public static final ButtonType DONT_SAVE = new ButtonType("Don't Save", ButtonBar.ButtonData.NO);
    public static final ButtonType RELOAD = new ButtonType("Reload from Disk", ButtonBar.ButtonData.NO);
    public static final ButtonType KEEP_MINE = new ButtonType("Keep My Version", ButtonBar.ButtonData.YES);

    private final Window owner;

    public Dialogs(Window owner) {
        this.owner = owner;
    }

    /** The window the dialogs belong to. */
    public Window owner() {
        return owner;
    }

    /** An alert owned by the window, using its stylesheets. */
    public Alert alert(Alert.AlertType type, String title, String header) {
        return Theme.alert(owner, type, title, header);
    }

    @Override
    public UnsavedChoice askUnsaved(List<String> names) {
        String header = names.size() == 1 ? "Save the changes to " + names.get(0) + "?"
                : "Save the changes to " + names.size() + " documents?";
        Alert alert = alert(Alert.AlertType.CONFIRMATION, "Unsaved changes", header);
        alert.setContentText((names.size() > 1 ? String.join("\n", names) + "\n\n" : "")
                + "Your changes are lost if you don't save them.");
        alert.getButtonTypes().setAll(SAVE, DONT_SAVE, ButtonType.CANCEL);
        Optional<ButtonType> answer = alert.showAndWait();
        if (answer.isEmpty() || answer.get() == ButtonType.CANCEL) {
            return UnsavedChoice.CANCEL;
        }
        return answer.get() == SAVE ? UnsavedChoice.SAVE : UnsavedChoice.DISCARD;
    }

    @Override
    public ReloadChoice askReload(String name, String mine, String disk, boolean diskReadable, Path keptFolder) {
        Alert alert = alert(Alert.AlertType.WARNING, "File changed on disk",
                name + " changed on disk while you have unsaved changes");
        Label explanation = new Label((diskReadable ? "" : "The version on disk has errors; reloading shows it in "
                + "Source.\n") + "Nothing is lost: the version you don't keep is copied to\n" + keptFolder);
        explanation.setWrapText(true);
        explanation.getStyleClass().add("dialog-explanation");
        DiffView changes = new DiffView();
        changes.setId("reload-diff");
        changes.show(mine, disk);
        changes.setPrefSize(760, 300);
        Label legend = new Label("What differs: − your version, + the disk version");
        legend.getStyleClass().add("dialog-legend");
        alert.getDialogPane().setContent(new VBox(10, explanation, legend, changes));
        alert.getButtonTypes().setAll(KEEP_MINE, RELOAD);
        Optional<ButtonType> answer = alert.showAndWait();
        return answer.isPresent() && answer.get() == RELOAD ? ReloadChoice.RELOAD : ReloadChoice.KEEP_MINE;
    }

    @Override
    public void error(String title, String message) {
        Alert alert = alert(Alert.AlertType.ERROR, title, title);
        alert.setContentText(message);
        alert.showAndWait();
    }
}
