package dev.reel.ui.shell;

import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.documents.Workspace;
import dev.reel.ui.projects.SampleProject;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * What a project's window shows when it opens. Usually the documents that were open last time, the focused one
 * in front. On the first start on the sample project (nothing remembered for it in the config folder) it shows
 * the tool at work instead of an empty preview: the knight's controller open, the preview playing it in the
 * sandbox, and the Animator graph below following the live state.
 */
final class WindowStart {
    /** The controller the first run plays, relative to the sample project. */
    static final String FIRST_CONTROLLER = "anim/knight.aectrl";

    private WindowStart() {
    }

    /** Whether this is the first start on the sample project: its folder, with no memory of an earlier run. */
    static boolean firstRun(Path root, WindowMemory memory) {
        Optional<Path> sample = SampleProject.locate();
        return memory.fresh() && sample.isPresent() && sample.get().equals(root.toAbsolutePath().normalize())
                && Files.isRegularFile(root.resolve(FIRST_CONTROLLER));
    }

    /** Opens what the window starts with: the first-run setup, or the remembered documents. */
    static void open(EditorWindow window, WindowMemory memory) {
        Workspace workspace = window.workspace();
        Path root = window.folder().root();
        if (firstRun(root, memory)) {
            workspace.open(root.resolve(FIRST_CONTROLLER)).ifPresent(controller -> {
                window.reveal(PanelSlot.ANIMATOR.title());
                if (window.panel(PanelSlot.PREVIEW) instanceof dev.reel.ui.preview.PreviewPanel preview) {
                    preview.startSandbox();
                }
            });
            return;
        }
        String focused = memory.get("focused", null);
        for (String name : memory.documents()) {
            Path file = root.resolve(name);
            if (workspace.opensInBackground(file)) {
                // A big document is read on a worker; it takes the focus only if it had it.
                window.tasks().run("Opening " + file.getFileName(), monitor -> workspace.reading(file), reading -> {
                    OpenDocument<?> before = workspace.focused();
                    if (reading != null && workspace.adopt(reading).isPresent() && before != null
                            && !name.equals(focused)) {
                        workspace.focus(before);
                    }
                });
            } else if (Files.exists(file) || Files.exists(file.resolveSibling(file.getFileName().toString()
                    .replace(".meta", "")))) {
                workspace.open(file);
            }
        }
        if (focused != null) {
            workspace.find(root.resolve(focused)).ifPresent(workspace::focus);
        }
    }
}
