package dev.reel.ui.recovery;

import dev.reel.edit.cmd.SetClipLength;
import dev.reel.edit.cmd.SetKeyValue;
import dev.reel.model.Clip;
import dev.reel.model.Value;
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
 * A Reel that edits a clip and waits to be killed (for {@link AutosaveKillTest}): it opens the project named by
 * its first argument headless, makes two edits without saving, waits until autosave has written them, writes
 * the document's text to the file named by its second argument and prints READY.
 */
public final class AutosaveChild {
    private AutosaveChild() {
    }

    public static void main(String[] args) throws Exception {
        Path root = Path.of(args[0]);
        Path expected = Path.of(args[1]);
        Path config = Path.of(System.getProperty(ConfigFolder.PROPERTY));
        AtomicReference<EditorWindow> window = new AtomicReference<>();
        AtomicReference<String> text = new AtomicReference<>();
        CompletableFuture<Void> opened = new CompletableFuture<>();
        Platform.startup(() -> {
            Stage stage = new Stage();
            EditorWindow editor = new EditorWindow(stage, root, config, other -> { });
            stage.show();
            window.set(editor);
            @SuppressWarnings("unchecked")
            OpenDocument<Clip> attack = (OpenDocument<Clip>) editor.workspace()
                    .open(root.resolve("anim/knight/attack.aeanim")).orElseThrow();
            attack.document().execute(new SetClipLength(0.6));
            long keyId = attack.value().tracks().get(0).keys().get(1).id();
            attack.document().execute(new SetKeyValue(keyId, Value.Vec.of(11.25, -2)));
            text.set(attack.text());
            opened.complete(null);
        });
        opened.get();
        RecoverySession session = window.get().session();
        while (session.documents().stream().noneMatch(document -> document.text().equals(text.get()))) {
            Thread.sleep(50);
        }
        Files.writeString(expected, text.get(), StandardCharsets.UTF_8);
        System.out.println("READY");
        System.out.flush();
        Thread.sleep(120_000);
    }
}
