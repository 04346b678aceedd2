package dev.reel.ui.playback;

import dev.reel.model.Value;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The edits recorded with Rec on and Auto Key off, waiting for K: the value typed or dragged into each node
 * field, by node path and property, and the time cursor they were made at. A recorded edit belongs to that time,
 * as in other editors: {@link #keepOnlyAt} drops them once the cursor has moved, and the rig drops them too when
 * the focus changes, Rec goes off or K has keyed them.
 */
final class PendingEdits {
    private final Map<String, Map<String, Value>> byNode = new HashMap<>();
    private double time = Double.NaN;

    /** The edit waiting for {@code property} of the node at {@code path}, or null. */
    Value get(String path, String property) {
        return byNode.getOrDefault(path, Map.of()).get(property);
    }

    /** Keeps {@code value} for the field until K, made with the time cursor at {@code at}. */
    void record(String path, String property, Value value, double at) {
        byNode.computeIfAbsent(path, key -> new LinkedHashMap<>()).put(property, value);
        time = at;
    }

    /** Drops every edit; false when there was none. */
    boolean clear() {
        if (byNode.isEmpty()) {
            return false;
        }
        byNode.clear();
        return true;
    }

    /** Drops the edits if the time cursor is no longer where they were made ({@code now}). */
    void keepOnlyAt(double now) {
        if (!byNode.isEmpty() && now != time) {
            byNode.clear();
        }
    }
}
