package dev.reel.ui.playback;

import dev.reel.model.Value;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Values the user gave the rig's node fields, by node path and property: the rig's rest values (what the scene
 * holds when no clip plays, set with Rec off; never saved, Reel has no scene file) and the edits of
 * {@link PendingEdits} waiting for K. A field never given one has no value here.
 */
final class FieldValues {
    private final Map<String, Map<String, Value>> byNode = new LinkedHashMap<>();

    /** The value given {@code property} of the node at {@code path}, or null when none was. */
    Value get(String path, String property) {
        return byNode.getOrDefault(path, Map.of()).get(property);
    }

    void set(String path, String property, Value value) {
        byNode.computeIfAbsent(path, key -> new LinkedHashMap<>()).put(property, Objects.requireNonNull(value));
    }

    /** One value given: a node path, a property and the value. */
    record Entry(String path, String property, Value value) {
    }

    /** Every value given, paths and properties in the order they were first given. */
    java.util.List<Entry> entries() {
        java.util.List<Entry> all = new java.util.ArrayList<>();
        byNode.forEach((path, values) -> values.forEach((property, value) -> all.add(new Entry(path, property,
                value))));
        return all;
    }

    boolean isEmpty() {
        return byNode.isEmpty();
    }

    void clear() {
        byNode.clear();
    }
}
