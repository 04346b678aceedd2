package dev.reel.ui.shell;

import dev.reel.io.ProjectFolder;
import dev.reel.launch.HeapTuning;
import dev.reel.launch.Main;
import dev.reel.launch.StartupTrace;
import dev.reel.settings.ConfigFolder;
import dev.reel.ui.projects.SampleProject;
import dev.reel.ui.projects.WelcomeView;
import dev.reel.ui.theme.Icons;
import dev.reel.ui.theme.Theme;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.stage.Stage;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The editor application: opens the project named on the command line, or the sample project, in one window;
 * Open Project replaces it (after asking about unsaved work), Close Project shows the welcome view.
 */
public final class ReelApp extends Application {
    private Stage stage;
    private Path configFolder;
    private EditorWindow window;

    /** Starts the JavaFX toolkit and the editor on {@code args}; returns when the last window closes. */
    public static void launchEditor(String[] args) {
        Application.launch(ReelApp.class, args);
    }

    @Override
    public void start(Stage primary) {
        try {
            open(primary);
        } catch (OutOfMemoryError full) {
            // The project is too large for the heap before any document is open: nothing to save; one line
            // (JavaFX would print its own trace if this escaped) and out.
            dev.reel.cli.OutOfMemory.tellOnce("the editor");
            Runtime.getRuntime().halt(dev.reel.cli.OutOfMemory.EXIT_CODE);
        }
    }

    private void open(Stage primary) {
        StartupTrace.mark("JavaFX toolkit up");
        Theme.setForApplication();
        Main.started();
        dev.reel.preview.Renderer.preloadInBackground();
        HeapTuning.applyInBackground();
        stage = primary;
        stage.getIcons().setAll(Icons.windowIcons());
        configFolder = ConfigFolder.resolve();
        Thread.setDefaultUncaughtExceptionHandler(new UnexpectedErrors(new ErrorLog(configFolder), () -> window));
        List<String> args = getParameters().getRaw();
        Path root = args.isEmpty() ? SampleProject.locate().orElse(null) : Path.of(args.get(0));
        // A clip, controller or project.aego (a double-click through the installers' file associations)
        // opens its project with that file in front.
        Path file = null;
        if (root != null && Files.isRegularFile(root)) {
            file = root.toAbsolutePath().normalize();
            root = ProjectFolder.enclosing(file).map(ProjectFolder::root).orElse(root);
        }
        if (root != null && !ProjectFolder.isProject(root)) {
            new WelcomeView(stage, configFolder, this::show).message("Not a Reel project (no project.aego): "
                    + root.toAbsolutePath());
            stage.show();
            return;
        }
        show(root);
        if (window != null && file != null && ProjectFolder.kindOf(file) != ProjectFolder.FileKind.PROJECT) {
            window.openFile(file);
        }
    }

    /** Opens {@code root} in the window (null: the welcome view), closing the current project first. */
    void show(Path root) {
        if (window != null) {
            if (!window.requestClose()) {
                return;
            }
            window.dispose();
            window = null;
        }
        if (root == null || !ProjectFolder.isProject(root)) {
            new WelcomeView(stage, configFolder, this::show);
        } else {
            window = new EditorWindow(stage, root.toAbsolutePath().normalize(), configFolder, this::show);
        }
        StartupTrace.mark("window built");
        stage.show();
        StartupTrace.mark("window shown (CSS and layout of the first frame)");
    }

    @Override
    public void stop() {
        if (window != null) {
            window.dispose();
        }
        Platform.exit();
    }
}
