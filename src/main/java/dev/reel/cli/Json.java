package dev.reel.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.reel.model.Diagnostic;

import java.util.List;

/** The JSON the subcommands print with {@code --json}. */
final class Json {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private Json() {
    }

    /** {@code [{"file","line","col","code","severity","message"}, ...]}. */
    static String diagnostics(List<Diagnostic> diagnostics) {
        return text(diagnosticsArray(diagnostics));
    }

    /** The array {@link #diagnostics} prints, for embedding in a larger object. */
    static ArrayNode diagnosticsArray(List<Diagnostic> diagnostics) {
        ArrayNode array = MAPPER.createArrayNode();
        for (Diagnostic diagnostic : diagnostics) {
            ObjectNode object = array.addObject();
            object.put("file", diagnostic.file());
            object.put("line", diagnostic.line());
            object.put("col", diagnostic.column());
            object.put("code", diagnostic.code().name());
            object.put("severity", diagnostic.severity().word());
            object.put("message", diagnostic.message());
        }
        return array;
    }

    /** A new empty object to fill. */
    static ObjectNode object() {
        return MAPPER.createObjectNode();
    }

    /** Pretty-printed JSON text. */
    static String text(JsonNode node) {
        try {
            return MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
