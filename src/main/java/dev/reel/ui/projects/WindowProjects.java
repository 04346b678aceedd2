package dev.reel.ui.projects;

import dev.reel.ui.documents.Workspace;
import javafx.stage.Window;

import java.nio.file.Path;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The project side of one editor window: {@link Creation} of new files, File ▸ Import ({@link Importing}) into the
 * project, and the {@link RecentProjects} list this project joins when it opens. Built and owned by the window.
 */
public final class WindowProjects {
    private final Creation creation;
    private final Importing importing;
    private final RecentProjects recent;

    /**
     * Files are created in {@code workspace}'s project ({@code filesChanged} runs after), imports ask over
     * {@code owner}, and the recent list lives in {@code configFolder}.
     */
    public WindowProjects(Workspace workspace, Supplier<Window> owner, Path configFolder, Consumer<String> say,
                          Runnable filesChanged) {
        creation = new Creation(workspace, say, filesChanged);
        recent = new RecentProjects(configFolder);
        importing = new Importing(owner, say, workspace.folder().root());
    }

    public Creation creation() {
        return creation;
    }

    public Importing importing() {
        return importing;
    }

    public RecentProjects recent() {
        return recent;
    }
}
