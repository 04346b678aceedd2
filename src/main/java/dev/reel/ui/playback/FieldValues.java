package dev.reel.ui.playback;

import dev.reel.model.Value;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Values the user gave the rig's node fields, by node path and property: the rig's rest values (what the scene
 * holds when no clip plays, set with Rec off; never saved, Reel has no scene file) and the edits of
 * {@link PendingEdits} waiting for K. A field never given one has no value here.
 */
final class FieldValues {
    private final Map<String, Map<String, Value>> byNode = new HashMap<>();

    /** The value given {@code property} of the node at {@code path}, or null when none was. */
    Value get(String path, String property) {
        return byNode.getOrDefault(path, Map.of()).get(property);
    }

    void set(String path, String property, Value value) {
        byNode.computeIfAbsent(path, key -> new LinkedHashMap<>()).put(property, Objects.requireNonNull(value));
    }

    boolean isEmpty() {
        return byNode.isEmpty();
    }

    void clear() {
        byNode.clear();
    }
}
