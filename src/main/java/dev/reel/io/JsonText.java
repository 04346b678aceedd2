package dev.reel.io;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.io.JsonStringEncoder;
import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.Map;

/**
 * Writes JSON in Reel's canonical layout: two-space indents, {@code "key": value}, arrays of numbers on one
 * line, objects and other arrays one entry per line, a final newline. Scalars are encoded by Jackson.
 */
final class JsonText {
    private final StringBuilder text = new StringBuilder();
    /** Per open container: how many entries it has so far. */
    private final Deque<int[]> open = new ArrayDeque<>();
    private boolean afterField;

    JsonText field(String name) {
        separate();
        text.append('"').append(quote(name)).append("\": ");
        afterField = true;
        return this;
    }

    JsonText beginObject() {
        separate();
        text.append('{');
        open.push(new int[1]);
        return this;
    }

    JsonText endObject() {
        close('}');
        return this;
    }

    JsonText beginArray() {
        separate();
        text.append('[');
        open.push(new int[1]);
        return this;
    }

    JsonText endArray() {
        close(']');
        return this;
    }

    JsonText string(String value) {
        separate();
        text.append('"').append(quote(value)).append('"');
        return this;
    }

    JsonText number(double value) {
        separate();
        text.append(numberText(value));
        return this;
    }

    JsonText bool(boolean value) {
        separate();
        text.append(value);
        return this;
    }

    JsonText nullValue() {
        separate();
        text.append("null");
        return this;
    }

    /** An array of numbers on one line: {@code [0, 0, 128, 128]}. */
    JsonText numbers(double... values) {
        separate();
        text.append('[');
        for (int i = 0; i < values.length; i++) {
            text.append(i > 0 ? ", " : "").append(numberText(values[i]));
        }
        text.append(']');
        return this;
    }

    /** A value kept as compact JSON text, laid out like everything else. */
    JsonText raw(String json) {
        try {
            return node(MetaCodec.Mapper.MAPPER.readTree(json));
        } catch (JsonProcessingException e) {
            return nullValue();
        }
    }

    JsonText node(JsonNode node) {
        if (node.isObject()) {
            beginObject();
            Iterator<Map.Entry<String, JsonNode>> fields = node.fields();
            while (fields.hasNext()) {
                Map.Entry<String, JsonNode> entry = fields.next();
                field(entry.getKey()).node(entry.getValue());
            }
            return endObject();
        }
        if (node.isArray()) {
            boolean numbers = node.size() > 0;
            for (JsonNode item : node) {
                numbers &= item.isNumber();
            }
            if (numbers) {
                double[] values = new double[node.size()];
                for (int i = 0; i < values.length; i++) {
                    values[i] = node.get(i).doubleValue();
                }
                return numbers(values);
            }
            beginArray();
            for (JsonNode item : node) {
                node(item);
            }
            return endArray();
        }
        if (node.isTextual()) {
            return string(node.textValue());
        }
        if (node.isNumber()) {
            separate();
            text.append(node.isIntegralNumber() ? node.bigIntegerValue().toString() : numberText(node.doubleValue()));
            return this;
        }
        if (node.isBoolean()) {
            return bool(node.booleanValue());
        }
        return nullValue();
    }

    String text() {
        return text + "\n";
    }

    /**
     * The JSON escape of {@code value}. A lone surrogate (legal as an escape in JSON, but not encodable in UTF-8)
     * stays an escape, so that the text reads back to the same string.
     */
    private static String quote(String value) {
        char[] quoted = JsonStringEncoder.getInstance().quoteAsString(value);
        StringBuilder out = new StringBuilder(quoted.length);
        for (int i = 0; i < quoted.length; i++) {
            char c = quoted[i];
            boolean paired = Character.isHighSurrogate(c) && i + 1 < quoted.length
                    && Character.isLowSurrogate(quoted[i + 1]);
            if (paired) {
                out.append(c).append(quoted[++i]);
            } else if (Character.isSurrogate(c)) {
                out.append(String.format("\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    private void separate() {
        if (afterField) {
            afterField = false;
            return;
        }
        if (open.isEmpty()) {
            return;
        }
        int[] count = open.peek();
        text.append(count[0] > 0 ? ",\n" : "\n");
        count[0]++;
        indent(open.size());
    }

    private void close(char bracket) {
        int[] count = open.pop();
        if (count[0] > 0) {
            text.append('\n');
            indent(open.size());
        }
        text.append(bracket);
    }

    private void indent(int depth) {
        text.append("  ".repeat(depth));
    }

    /** Whole numbers without a fraction ({@code 128}), others as their round-trip decimal ({@code 0.5}). */
    private static String numberText(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return Long.toString((long) value);
        }
        return Double.toString(value);
    }
}
