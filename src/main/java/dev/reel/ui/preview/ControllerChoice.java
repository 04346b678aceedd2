package dev.reel.ui.preview;

import dev.reel.io.ProjectFolder;
import dev.reel.model.Controller;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.shell.PanelContext;
import javafx.application.Platform;
import javafx.collections.FXCollections;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ListCell;
import javafx.scene.control.Tooltip;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * The preview toolbar's list of controllers to play in Controller or Sandbox mode: the project's controllers, found
 * by a walk of its folder off the JavaFX thread, every controller document opened, and the built-in platformer.
 * Closed, it shows a controller's name; its tooltip and the open list show the full paths.
 */
final class ControllerChoice {
    /** The built-in platformer controller, always last in the list. */
    static final String BUILT_IN = "engine/anim/platformer";

    private final PanelContext context;
    private final ComboBox<String> list = new ComboBox<>();
    /** Set while the list changes its own items or value, which is no choice of the user's. */
    private boolean quiet;

    /** {@code chosen} runs when the user (or a test) picks another controller. */
    ControllerChoice(PanelContext context, Runnable chosen) {
        this.context = context;
        list.setId("preview-controller");
        list.setPromptText("controller");
        // The lists are kept narrow, so that the toolbar fits one row at the first-run window size; a
        // controller's full path is its tooltip, and the open list is as wide as its longest entry.
        list.setPrefWidth(106);
        Tooltip tip = new Tooltip();
        tip.textProperty().bind(list.valueProperty());
        list.setTooltip(tip);
        // Closed, the list shows the controller's name (knight for anim/knight.aectrl); open, the full paths.
        list.setButtonCell(new ListCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : shortName(item));
            }
        });
        // The project's controllers are listed by a walk of its folder, which grows with the project: it runs off
        // the JavaFX thread, at start and each time the list is opened, and the list fills in when it is done.
        list.setItems(FXCollections.observableArrayList(BUILT_IN));
        listControllers();
        list.setOnShowing(event -> listControllers());
        list.getSelectionModel().select(BUILT_IN);
        OpenDocument<?> focused = context.workspace().focused();
        if (focused != null && focused.value() instanceof Controller && focused.file() != null) {
            // Chosen in the list; the panel follows the focused document once it is built (followFocus).
            list.getItems().add(0, context.project().relative(focused.file()));
            list.setValue(context.project().relative(focused.file()));
        }
        list.valueProperty().addListener((observable, old, now) -> {
            if (!quiet) {
                chosen.run();
            }
        });
    }

    ComboBox<String> node() {
        return list;
    }

    /** The controller chosen, a path relative to the project (or {@link #BUILT_IN}). */
    String value() {
        return list.getValue();
    }

    /** Chooses {@code controller} without it counting as the user's choice. */
    void choose(String controller) {
        quiet = true;
        try {
            list.setValue(controller);
        } finally {
            quiet = false;
        }
    }

    /** Lists a controller document (opened or focused) first, when it is not listed yet. */
    void offer(OpenDocument<?> document) {
        String name = context.project().relative(document.file());
        if (!list.getItems().contains(name)) {
            list.getItems().add(0, name);
        }
    }

    /** Shows the list, or hides it and gives its room to the rest of the row. */
    void show(boolean shown) {
        list.setVisible(shown);
        list.setManaged(shown);
    }

    /** A controller path's last name without its extension: {@code anim/knight.aectrl} → {@code knight}. */
    static String shortName(String path) {
        String name = path.substring(path.lastIndexOf('/') + 1);
        return name.endsWith(".aectrl") ? name.substring(0, name.length() - ".aectrl".length()) : name;
    }

    /** The project's controllers, relative to its folder, then the built-in platformer. */
    private static List<String> controllerNames(ProjectFolder project) {
        List<String> names = new ArrayList<>();
        for (Path file : project.files()) {
            if (ProjectFolder.kindOf(file) == ProjectFolder.FileKind.CONTROLLER) {
                names.add(project.relative(file));
            }
        }
        names.sort(String::compareTo);
        names.add(BUILT_IN);
        return names;
    }

    /** Lists the project's controllers on a worker; the list takes them when done, keeping its choice and any open document's. */
    private void listControllers() {
        ProjectFolder project = context.project();
        CompletableFuture.supplyAsync(() -> controllerNames(project))
                .thenAccept(names -> Platform.runLater(() -> {
                    List<String> merged = new ArrayList<>(names);
                    for (String shown : list.getItems()) {
                        if (!merged.contains(shown)) {
                            merged.add(0, shown);
                        }
                    }
                    if (!merged.equals(list.getItems())) {
                        String value = list.getValue();
                        boolean was = quiet;
                        quiet = true;
                        try {
                            list.getItems().setAll(merged);
                            list.setValue(value);
                        } finally {
                            quiet = was;
                        }
                    }
                }));
    }
}
