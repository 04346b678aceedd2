package dev.reel.ui.source;

import dev.reel.edit.Command;
import dev.reel.edit.MergeKey;
import dev.reel.edit.cmd.ReplaceDocument;

/**
 * A good parse of the Source view's text: {@link ReplaceDocument} carrying the Source view's merge key, so
 * that every reparse of one typing session (until the focus leaves the text) is one undo step, the way typing
 * in any other field merges. It adds no behaviour of its own.
 */
record SourceEdit<T>(T newValue) implements Command<T> {
    /** The merge key of source typing; one history per document, so no target is needed. */
    static final MergeKey KEY = new MergeKey("source-text", 0);

    @Override
    public String label() {
        return "Edit source";
    }

    @Override
    public T apply(T value) {
        return new ReplaceDocument<>(label(), newValue).apply(value);
    }

    @Override
    public MergeKey mergeKey() {
        return KEY;
    }
}
