package dev.reel.ui.recovery;

import dev.reel.edit.cmd.SetClipLength;
import dev.reel.model.Clip;
import dev.reel.settings.ConfigFolder;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.shell.EditorWindow;
import javafx.application.Platform;
import javafx.stage.Stage;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A Reel with the default autosave settings that an artist is working in when it dies (for
 * {@link AutosaveWithinSecondsTest}): it opens the project named by its first argument headless, opens two clips
 * and a controller, shows the Source tab, hides the Inspector, edits the attack clip without saving, writes the clip's text to the
 * file named by its second argument, and five seconds after the edit prints READY. It never asks whether
 * autosave has written anything: the parent kills it then, as a crash would.
 */
public final class EditThenCrashChild {
    static final String ATTACK = "anim/knight/attack.aeanim";
    static final String RUN = "anim/knight/run.aeanim";
    static final String CONTROLLER = "anim/knight.aectrl";

    private EditThenCrashChild() {
    }

    public static void main(String[] args) throws Exception {
        Path root = Path.of(args[0]);
        Path expected = Path.of(args[1]);
        Path config = Path.of(System.getProperty(ConfigFolder.PROPERTY));
        AtomicReference<String> text = new AtomicReference<>();
        CompletableFuture<Void> edited = new CompletableFuture<>();
        Platform.startup(() -> {
            Stage stage = new Stage();
            EditorWindow editor = new EditorWindow(stage, root, config, other -> { });
            stage.show();
            editor.workspace().open(root.resolve(RUN)).orElseThrow();
            editor.workspace().open(root.resolve(CONTROLLER)).orElseThrow();
            @SuppressWarnings("unchecked")
            OpenDocument<Clip> attack = (OpenDocument<Clip>) editor.workspace().open(root.resolve(ATTACK)).orElseThrow();
            editor.reveal("Source");
            editor.layout().toggleInspector();
            attack.document().execute(new SetClipLength(0.6));
            text.set(attack.text());
            edited.complete(null);
        });
        edited.get();
        long editedAt = System.nanoTime();
        Files.writeString(expected, text.get(), StandardCharsets.UTF_8);
        Thread.sleep(Math.max(0, 5000 - (System.nanoTime() - editedAt) / 1_000_000));
        System.out.println("READY");
        System.out.flush();
        Thread.sleep(120_000);
    }
}
