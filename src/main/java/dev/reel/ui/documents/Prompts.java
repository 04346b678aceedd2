package dev.reel.ui.documents;

import java.nio.file.Path;
import java.util.List;

/** The questions the shell asks the user; {@link Dialogs} asks them with modal dialogs. */
public interface Prompts {
    /** The answer to "save your changes before closing?". */
    enum UnsavedChoice { SAVE, DISCARD, CANCEL }

    /** The answer to "the file changed on disk while you had unsaved edits". */
    enum ReloadChoice { RELOAD, KEEP_MINE }

    /** Asks whether to save {@code names} (documents with unsaved work) before they close. */
    UnsavedChoice askUnsaved(List<String> names);

    /**
     * Asks whether to take the disk version of {@code name} or keep the unsaved one; the side not kept is
     * copied under {@code keptFolder}, which the question names.
     *
     * @param mine the unsaved text, @param disk the text on disk now (the dialog shows what differs)
     */
    ReloadChoice askReload(String name, String mine, String disk, boolean diskReadable, Path keptFolder);

    /** Shows an error the user must see (a save that failed). */
    void error(String title, String message);
}
