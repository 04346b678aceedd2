package dev.reel.ui.recovery;

import dev.reel.ui.documents.WindowDocuments;
import javafx.stage.Window;

import java.nio.file.Path;
import java.util.function.Consumer;

/**
 * The recovery of one editor window: this run's {@link RecoverySession} (null when the config folder cannot be
 * written), the {@link Autosave} of unsaved documents into it, and the offer of what crashed sessions left. A
 * document the user closes leaves the session. Built and owned by the window.
 */
public final class WindowRecovery {
    private final Path configFolder;
    private final WindowDocuments documents;
    private final RecoverySession session;
    private final Autosave autosave;

    public WindowRecovery(Path configFolder, Path projectRoot, WindowDocuments documents) {
        this.configFolder = configFolder;
        this.documents = documents;
        session = RecoverySession.start(configFolder);
        autosave = new Autosave(documents.workspace(), session);
        documents.onClosed(document -> {
            if (session != null) {
                session.remove(projectRoot, document.name());
            }
        });
    }

    public RecoverySession session() {
        return session;
    }

    public Autosave autosave() {
        return autosave;
    }

    /** Starts autosaving, telling the user with {@code say}. */
    public void start(Consumer<String> say) {
        autosave.tellingWith(say);
        autosave.start();
    }

    /** Offers, over {@code owner}, the documents that sessions of dead processes left. */
    public void offerCrashed(Window owner, Consumer<String> say) {
        CrashRecovery.offer(owner, configFolder, session, documents.workspace(), autosave, say);
    }

    /** Stops autosaving (the first step of closing the window). */
    public void stopAutosave() {
        autosave.stop();
    }

    /** Ends the session and removes its folder (the last step, once the documents are closed). */
    public void close() {
        if (session != null) {
            session.close();
        }
    }
}
