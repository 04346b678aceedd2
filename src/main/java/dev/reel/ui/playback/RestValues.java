package dev.reel.ui.playback;

import dev.reel.model.Value;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * The rest values the user gave the rig's node fields (with Rec off, in the inspector or by a drag in the
 * preview), by node path and property: what the scene holds when no clip plays. They live only in this window —
 * Reel has no scene file — so they are never saved and a new window starts from the defaults. A field never set
 * has no value here; the rig gives it its fresh value ({@link FreshValues}).
 */
final class RestValues {
    private final Map<String, Map<String, Value>> byNode = new HashMap<>();

    /** The value set for {@code property} of the node at {@code path}, or null when none was. */
    Value get(String path, String property) {
        return byNode.getOrDefault(path, Map.of()).get(property);
    }

    void set(String path, String property, Value value) {
        byNode.computeIfAbsent(path, key -> new LinkedHashMap<>()).put(property, Objects.requireNonNull(value));
    }
}
