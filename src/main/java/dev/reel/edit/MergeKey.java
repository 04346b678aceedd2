package dev.reel.edit;

/**
 * What consecutive edits merge on, such as {@code new MergeKey("key-value", keyId)}: two commands merge only
 * when both the kind of edit and its target agree.
 */
public record MergeKey(String kind, long target) {

    public MergeKey {
        if (kind == null) {
            throw new IllegalArgumentException("a merge key needs a kind");
        }
    }
}
