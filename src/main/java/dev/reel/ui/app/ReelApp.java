package dev.reel.ui.app;

import dev.reel.io.ProjectChecker;
import dev.reel.io.ProjectFolder;
import dev.reel.model.Diagnostic;
import javafx.application.Application;
import javafx.collections.FXCollections;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.BorderPane;
import javafx.stage.Stage;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The editor application: opens the project named on the command line, or the sample project. */
public final class ReelApp extends Application {
    /** The project opened when none is named and the sample exists beside the working folder. */
    static final Path SAMPLE = Path.of("sample-projects", "platformer");

    @Override
    public void start(Stage stage) {
        List<String> args = getParameters().getRaw();
        Path root = args.isEmpty() ? SAMPLE : Path.of(args.get(0));
        BorderPane pane = new BorderPane();
        if (!Files.isDirectory(root) || !ProjectFolder.isProject(root)) {
            pane.setCenter(new Label("Not a Reel project (no project.aego): " + root.toAbsolutePath()));
        } else {
            ProjectFolder folder = ProjectFolder.at(root);
            ListView<String> files = new ListView<>(FXCollections.observableArrayList(
                    folder.files().stream().map(folder::relative).toList()));
            ListView<String> problems = new ListView<>(FXCollections.observableArrayList(
                    new ProjectChecker(folder).checkAll().stream().map(Diagnostic::format).toList()));
            SplitPane split = new SplitPane(files, problems);
            pane.setCenter(split);
            pane.setTop(new Label("Project " + folder.root()));
        }
        stage.setTitle("Reel");
        stage.setScene(new Scene(pane, 1280, 800));
        stage.show();
    }
}
