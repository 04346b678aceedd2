package dev.reel.ui.projects;

import dev.reel.interop.ImportFiles;
import dev.reel.interop.ImportOutcome;
import dev.reel.model.Diagnostic;
import javafx.scene.control.Alert;
import javafx.stage.Window;

import java.nio.file.Path;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Double-clicking an Aseprite document or atlas data in Assets, or dropping or choosing one with File ▸ Import…
 * (the Assets panel copies it into the project first): runs the import of
 * {@link ImportFiles} and shows a short summary (frames, layers composited, clips made, warnings) in a dialog and
 * the status bar; an import that fails lists its problems and writes nothing. The file watcher then shows what was
 * written.
 */
public final class Importing {
    private final Supplier<Window> owner;
    private final Consumer<String> say;
    private final Path projectRoot;

    public Importing(Supplier<Window> owner, Consumer<String> say, Path projectRoot) {
        this.owner = owner;
        this.say = say;
        this.projectRoot = projectRoot.toAbsolutePath().normalize();
    }

    /** Imports {@code file} and tells the user what came of it. */
    public ImportOutcome run(Path file) {
        ImportOutcome outcome = ImportFiles.run(file, null, false);
        say.accept(shown(file, outcome.summary()));
        Alert alert = new Alert(outcome.ok() ? Alert.AlertType.INFORMATION : Alert.AlertType.ERROR);
        alert.initOwner(owner.get());
        alert.setTitle(outcome.ok() ? "Imported" : "Not imported");
        alert.setHeaderText(headline(file, outcome));
        alert.setContentText(details(outcome));
        alert.show();
        return outcome;
    }

    /** Imports again, quietly, an Aseprite document that changed on disk and was imported before. */
    public void reimport(Path file) {
        ImportOutcome outcome = ImportFiles.run(file, null, false);
        say.accept((outcome.ok() ? "Imported again: " : "") + shown(file, outcome.summary()));
    }

    /** The summary with the file named from the project folder, as Assets shows it. */
    private String shown(Path file, String summary) {
        Path absolute = file.toAbsolutePath().normalize();
        String relative = absolute.startsWith(projectRoot) ? projectRoot.relativize(absolute).toString().replace('\\', '/')
                : absolute.toString();
        return summary.replace(file.toString(), relative);
    }

    private static String headline(Path file, ImportOutcome outcome) {
        String name = file.getFileName().toString();
        if (!outcome.ok()) {
            return name + " was not imported; nothing was written";
        }
        StringBuilder text = new StringBuilder(name).append(": ").append(count(outcome.frames(), "frame"));
        if (outcome.kind().equals("aseprite")) {
            text.append(", ").append(count(outcome.layers(), "layer")).append(" composited");
        }
        return text.append(", ").append(count(outcome.clips().size(), "clip")).toString();
    }

    private static String details(ImportOutcome outcome) {
        StringBuilder text = new StringBuilder();
        if (outcome.ok()) {
            text.append(outcome.clips().isEmpty() ? "No clips." : "Clips: " + String.join(", ", outcome.clips().stream()
                    .map(path -> path.substring(path.lastIndexOf('/') + 1)).toList()) + ".");
            text.append("\n").append(outcome.warnings() == 0 ? "No warnings." : count((int) outcome.warnings(), "warning") + ":");
        }
        for (Diagnostic diagnostic : outcome.diagnostics()) {
            text.append("\n").append(diagnostic.code()).append(" ").append(diagnostic.message());
        }
        return text.toString();
    }

    private static String count(int count, String word) {
        return count + " " + word + (count == 1 ? "" : "s");
    }
}
