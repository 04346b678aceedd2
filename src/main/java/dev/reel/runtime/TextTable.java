package dev.reel.runtime;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The distinct strings of a clip (enum words, sprite and asset paths), each stored once and sampled as an index. */
final class TextTable {
    private final List<String> texts = new ArrayList<>();
    private final Map<String, Integer> indices = new HashMap<>();

    int index(String text) {
        return indices.computeIfAbsent(text, added -> {
            texts.add(added);
            return texts.size() - 1;
        });
    }

    String[] toArray() {
        return texts.toArray(new String[0]);
    }
}
