package dev.reel.ui.projects;

import dev.reel.io.ProjectFolder;
import dev.reel.ui.theme.Icons;
import dev.reel.ui.theme.Theme;
import javafx.geometry.Pos;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.DirectoryChooser;
import javafx.stage.Stage;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * What the window shows without a project (and on the first run): open a project, open the sample, start a
 * new project as a copy of the sample, or reopen a recent project.
 */
public final class WelcomeView {
    private final Label message = new Label();
    private final Consumer<Path> open;

    public WelcomeView(Stage stage, Path configFolder, Consumer<Path> open) {
        this.open = open;
        Label title = new Label("Reel");
        title.getStyleClass().add("welcome-title");
        Label subtitle = new Label("2D game animation: sheets, clips, controllers");
        subtitle.getStyleClass().add("welcome-subtitle");
        Button openProject = button("welcome-open", "Open Project…", "open");
        openProject.setDefaultButton(true);
        openProject.setOnAction(event -> {
            File chosen = new DirectoryChooser().showDialog(stage);
            if (chosen != null && ProjectFolder.isProject(chosen.toPath())) {
                open.accept(chosen.toPath());
            } else if (chosen != null) {
                message.setText(chosen + " has no project.aego");
            }
        });
        HBox actions = new HBox(10, openProject);
        actions.setAlignment(Pos.CENTER);
        VBox box = new VBox(12, title, subtitle, actions);
        Optional<Path> sample = SampleProject.locate();
        sample.ifPresent(folder -> {
            Button sampleButton = button("welcome-sample", "Open the Sample Project", "sample");
            sampleButton.setOnAction(event -> open.accept(folder));
            Button newButton = button("welcome-new", "New Project from Sample…", "new-project");
            actions.getChildren().addAll(sampleButton, newButton);
            HBox form = newProjectForm(stage, folder);
            form.setVisible(false);
            form.managedProperty().bind(form.visibleProperty());
            newButton.setOnAction(event -> form.setVisible(true));
            box.getChildren().add(form);
        });
        List<Path> recent = new RecentProjects(configFolder).list();
        if (!recent.isEmpty()) {
            Label heading = new Label("Recent projects");
            heading.getStyleClass().add("welcome-subtitle");
            box.getChildren().add(heading);
        }
        for (Path project : recent) {
            Hyperlink link = new Hyperlink(project.getFileName() + "  —  " + project);
            link.setMnemonicParsing(false); // a folder named my_game shows its underscore
            link.getStyleClass().add("recent-project");
            link.setOnAction(event -> open.accept(project));
            box.getChildren().add(link);
        }
        message.getStyleClass().add("welcome-message");
        message.setId("welcome-message");
        box.getChildren().add(message);
        box.setAlignment(Pos.CENTER);
        box.getStyleClass().add("welcome");
        Scene scene = Theme.scene(box, 900, 600);
        stage.setScene(scene);
        stage.setTitle("Reel");
        stage.setOnCloseRequest(null);
    }

    /** The folder field, Browse and Create: the new project is a copy of the sample, opened at once. */
    private HBox newProjectForm(Stage stage, Path sample) {
        TextField target = new TextField(suggestedFolder().toString());
        target.setId("new-project-path");
        target.setPrefColumnCount(36);
        HBox.setHgrow(target, Priority.ALWAYS);
        Button browse = new Button("Browse…");
        browse.setOnAction(event -> {
            DirectoryChooser chooser = new DirectoryChooser();
            chooser.setTitle("Choose where the new project goes");
            File parent = chooser.showDialog(stage);
            if (parent != null) {
                target.setText(parent.toPath().resolve(Path.of(target.getText().strip()).getFileName()).toString());
            }
        });
        Button create = new Button("Create");
        create.setId("new-project-create");
        create.setOnAction(event -> {
            String text = target.getText().strip();
            if (text.isEmpty()) {
                message.setText("Type the new project's folder");
                return;
            }
            Path folder = Path.of(text).toAbsolutePath().normalize();
            String failure = SampleProject.newProject(sample, folder);
            if (failure != null) {
                message.setText(failure);
            } else {
                open.accept(folder);
            }
        });
        HBox form = new HBox(8, new Label("New project folder"), target, browse, create);
        form.setId("new-project-form");
        form.setAlignment(Pos.CENTER);
        form.setMaxWidth(760);
        return form;
    }

    /** {@code ~/Reel Projects/my-game}, or {@code my-game-2}, ... when taken. */
    static Path suggestedFolder() {
        Path parent = Path.of(System.getProperty("user.home"), "Reel Projects");
        Path folder = parent.resolve("my-game");
        for (int number = 2; Files.exists(folder); number++) {
            folder = parent.resolve("my-game-" + number);
        }
        return folder;
    }

    private static Button button(String id, String text, String icon) {
        Button button = new Button(text);
        button.setId(id);
        Icons.graphic(icon).ifPresent(button::setGraphic);
        return button;
    }

    public void message(String text) {
        message.setText(text);
    }
}
