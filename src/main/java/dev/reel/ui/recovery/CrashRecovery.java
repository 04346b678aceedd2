package dev.reel.ui.recovery;

import dev.reel.ui.documents.Workspace;
import javafx.stage.Window;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

/**
 * After a crash: finds the autosaved documents of this project that dead sessions left, asks the user
 * ({@link RecoveryDialog}), restores the chosen ones into their documents as undoable unsaved steps, and
 * removes what was restored or let go from the dead sessions. "Later" leaves everything for the next start.
 * The documents and layout open at the crash are open again by then: the window kept them with each autosave.
 */
public final class CrashRecovery {
    private CrashRecovery() {
    }

    public static void offer(Window owner, Path configFolder, RecoverySession session, Workspace workspace, Autosave autosave,
                      Consumer<String> status) {
        Path root = workspace.folder().root();
        try (OrphanSessions orphans = OrphanSessions.find(configFolder, session)) {
            List<RecoverySession.RecoveredDocument> found = orphans.documentsOf(root);
            if (found.isEmpty()) {
                return;
            }
            RecoveryDialog.Answer answer = RecoveryDialog.ask(owner, root, found);
            if (answer.choice() == RecoveryDialog.Choice.LATER) {
                status.accept("The recovered work is kept; it is offered again next time");
                return;
            }
            if (answer.choice() == RecoveryDialog.Choice.RESTORE) {
                // The documents open before the crash are open again already; the one in focus keeps it.
                var focused = workspace.focused();
                for (RecoverySession.RecoveredDocument document : answer.documents()) {
                    workspace.restore(root.resolve(document.file()), document.text(), "Restore recovered work");
                }
                if (focused != null && workspace.documents().contains(focused)) {
                    workspace.focus(focused);
                }
                // The restored work goes into this session's autosave before the dead session lets go of it,
                // so a crash right now still leaves a copy somewhere.
                autosave.tick();
            }
            for (OrphanSessions.Orphan orphan : orphans.orphans()) {
                for (RecoverySession.RecoveredDocument document : List.copyOf(orphan.documentsOf(root))) {
                    orphan.remove(document);
                }
            }
            status.accept(answer.choice() == RecoveryDialog.Choice.RESTORE ? "Restored " + answer.documents().size()
                    + " recovered document(s); they are unsaved until you save them" : "Discarded the recovered work");
        }
    }
}
