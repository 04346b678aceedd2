package dev.reel.ui.documents;

import java.util.function.Consumer;

/**
 * What happens when a save meets a read-only file or fails: the window asks the user ({@link SaveRescue}, with
 * Save As… to rescue the work); without a window the status line says it.
 */
public interface SaveProblems {
    /** Whether to replace {@code document}'s read-only file (it stays read-only); false leaves it untouched. */
    boolean overwriteReadOnly(OpenDocument<?> document);

    /** The save of {@code document} failed for {@code reason} (in words; its file is as it was). */
    void failed(OpenDocument<?> document, String reason);

    /** Problems told on the status line only: a read-only file is never overwritten. */
    static SaveProblems statusOnly(Consumer<String> status) {
        return new SaveProblems() {
            @Override
            public boolean overwriteReadOnly(OpenDocument<?> document) {
                status.accept("Cannot save " + document.name() + ": the file is read-only");
                return false;
            }

            @Override
            public void failed(OpenDocument<?> document, String reason) {
                status.accept("Cannot save " + document.name() + ": " + reason);
            }
        };
    }
}
