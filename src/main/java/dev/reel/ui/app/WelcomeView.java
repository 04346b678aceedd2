package dev.reel.ui.app;

import dev.reel.io.ProjectFolder;
import javafx.geometry.Pos;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import javafx.stage.DirectoryChooser;
import javafx.stage.Stage;

import java.io.File;
import java.nio.file.Path;
import java.util.function.Consumer;

/** What the window shows without a project: open one, open the sample, or a recent project. */
final class WelcomeView {
    private final Label message = new Label();

    WelcomeView(Stage stage, Path configFolder, Consumer<Path> open) {
        Label title = new Label("Reel");
        title.getStyleClass().add("welcome-title");
        Label subtitle = new Label("2D game animation: sheets, clips, controllers");
        subtitle.getStyleClass().add("welcome-subtitle");
        Button openProject = new Button("Open Project…");
        openProject.setDefaultButton(true);
        openProject.setOnAction(event -> {
            File chosen = new DirectoryChooser().showDialog(stage);
            if (chosen != null && ProjectFolder.isProject(chosen.toPath())) {
                open.accept(chosen.toPath());
            } else if (chosen != null) {
                message.setText(chosen + " has no project.aego");
            }
        });
        VBox box = new VBox(12, title, subtitle, openProject);
        SampleProject.locate().ifPresent(sample -> {
            Button sampleButton = new Button("Open the Sample Project");
            sampleButton.setOnAction(event -> open.accept(sample));
            box.getChildren().add(sampleButton);
        });
        for (Path recent : new RecentProjects(configFolder).list()) {
            Hyperlink link = new Hyperlink(recent.getFileName() + "  —  " + recent);
            link.setOnAction(event -> open.accept(recent));
            box.getChildren().add(link);
        }
        message.getStyleClass().add("welcome-message");
        box.getChildren().add(message);
        box.setAlignment(Pos.CENTER);
        box.getStyleClass().add("welcome");
        Scene scene = new Scene(box, 900, 600);
        Theme.apply(scene);
        stage.setScene(scene);
        stage.setTitle("Reel");
        stage.setOnCloseRequest(null);
    }

    void message(String text) {
        message.setText(text);
    }
}
