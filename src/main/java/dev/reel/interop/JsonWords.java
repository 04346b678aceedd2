package dev.reel.interop;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;

/** Small pieces of JSON text the importers and exporters write by hand, and the one field they read back. */
final class JsonWords {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private JsonWords() {
    }

    /** {@code text} as a JSON string literal. */
    static String quote(String text) {
        StringBuilder out = new StringBuilder(text.length() + 2).append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.append('"').toString();
    }

    /** A number as people write it: {@code 1} rather than {@code 1.0}, else the shortest exact decimal. */
    static String number(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return Long.toString((long) value);
        }
        return Double.toString(value);
    }

    /** The {@code pivots} map of an {@code imported} field; empty when it cannot be read. */
    static Map<String, double[]> pivots(String json) {
        Map<String, double[]> pivots = new HashMap<>();
        try {
            JsonNode node = MAPPER.readTree(json).path("pivots");
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> entry = it.next();
                JsonNode pair = entry.getValue();
                if (pair.isArray() && pair.size() == 2 && pair.get(0).isNumber() && pair.get(1).isNumber()) {
                    pivots.put(entry.getKey(), new double[] {pair.get(0).asDouble(), pair.get(1).asDouble()});
                }
            }
        } catch (Exception unreadable) {
            return Map.of();
        }
        return pivots;
    }
}
