package dev.reel.interop;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The problems of one skeleton import, each placed at the line and column where the JSON object or array it is
 * about begins. The tree Reel reads the file into keeps no positions, so the first problem reads the file a second
 * time with a streaming parser and notes where each object and array starts, by its JSON pointer
 * ({@code /bones/3}, {@code /animations/walk/bones/hip/rotate}); a problem about a value is placed at the object
 * holding it. Files without problems are read once.
 */
final class SkeletonProblems {
    private final byte[] bytes;
    private final String file;
    private final List<Diagnostic> problems;
    private Map<String, int[]> places;

    SkeletonProblems(byte[] bytes, String file, List<Diagnostic> problems) {
        this.bytes = bytes;
        this.file = file;
        this.problems = problems;
    }

    String file() {
        return file;
    }

    /** An error of code {@code code} at the object or array {@code pointer} (or the nearest enclosing one). */
    void add(Code code, String pointer, String message) {
        int[] place = place(pointer);
        problems.add(Diagnostic.of(code, file, place[0], place[1], message));
    }

    void error(String pointer, String message) {
        add(Code.SKL002, pointer, message);
    }

    void warn(String pointer, String message) {
        add(Code.SKL003, pointer, message);
    }

    boolean hasErrors() {
        return problems.stream().anyMatch(Diagnostic::isError);
    }

    private int[] place(String pointer) {
        if (places == null) {
            places = index(bytes);
        }
        String at = pointer;
        while (true) {
            int[] found = places.get(at);
            if (found != null) {
                return found;
            }
            int slash = at.lastIndexOf('/');
            if (slash < 0) {
                return new int[] {1, 1};
            }
            at = at.substring(0, slash);
        }
    }

    private static final JsonNode NO_ITEMS = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.arrayNode();

    /** {@code node} when it is an array, else an empty one: a list the data gives in another shape has no items. */
    static JsonNode items(JsonNode node) {
        return node != null && node.isArray() ? node : NO_ITEMS;
    }

    /** JSON pointer segment of a key: {@code ~} and {@code /} escaped as RFC 6901 does. */
    static String segment(String key) {
        return key.replace("~", "~0").replace("/", "~1");
    }

    private static Map<String, int[]> index(byte[] bytes) {
        Map<String, int[]> found = new HashMap<>();
        Deque<String> paths = new ArrayDeque<>();
        Deque<int[]> counters = new ArrayDeque<>();
        try (JsonParser parser = new JsonFactory().createParser(bytes)) {
            String name = null;
            JsonToken token;
            while ((token = parser.nextToken()) != null) {
                if (token == JsonToken.FIELD_NAME) {
                    name = parser.currentName();
                    continue;
                }
                if (token == JsonToken.END_OBJECT || token == JsonToken.END_ARRAY) {
                    paths.pop();
                    counters.pop();
                    continue;
                }
                String here = "";
                if (!paths.isEmpty()) {
                    int[] counter = counters.peek();
                    String key = counter[0] >= 0 ? Integer.toString(counter[0]++) : segment(String.valueOf(name));
                    here = paths.peek() + "/" + key;
                }
                if (token == JsonToken.START_OBJECT || token == JsonToken.START_ARRAY) {
                    found.put(here, new int[] {parser.currentTokenLocation().getLineNr(),
                        parser.currentTokenLocation().getColumnNr()});
                    paths.push(here);
                    counters.push(new int[] {token == JsonToken.START_ARRAY ? 0 : -1});
                }
            }
        } catch (IOException | RuntimeException unreadable) {
            // The tree reader read it already; a second failure only loses places.
        }
        return found;
    }
}
