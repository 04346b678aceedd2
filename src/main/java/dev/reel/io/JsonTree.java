package dev.reel.io;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;

/**
 * A JSON text read into Jackson's tree, node for node what {@code new ObjectMapper(factory).readTree(parser)}
 * gives with Jackson's default features, without an {@code ObjectMapper}: the mapper's class initialisation
 * (its default date format, which builds a {@code Calendar} and asks every installed locale for its week data)
 * was a sixth of the processor time of {@code reel check} on the sample, for sidecars that hold no date. The
 * parser is driven the same way (the same calls in the same order), so its errors, limits and locations are
 * the same as well; a number becomes an {@code IntNode}, {@code LongNode} or {@code BigIntegerNode} by its
 * size, a fraction a {@code DoubleNode}, and a later duplicate name replaces an earlier one (a parser made with
 * strict duplicate detection refuses it first).
 */
final class JsonTree {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private JsonTree() {
    }

    /**
     * The value at {@code parser}'s current token (or its next one when it has none yet); null when the text holds
     * none. Like the mapper's, the parser's current token is cleared afterwards.
     */
    static JsonNode read(JsonParser parser) throws IOException {
        JsonToken token = parser.currentToken();
        if (token == null) {
            token = parser.nextToken();
            if (token == null) {
                return null;
            }
        }
        JsonNode root = value(parser, token);
        parser.clearCurrentToken();
        return root;
    }

    private static JsonNode value(JsonParser parser, JsonToken token) throws IOException {
        switch (token) {
            case START_OBJECT:
                return object(parser);
            case START_ARRAY:
                return array(parser);
            case VALUE_STRING:
                return NODES.textNode(parser.getText());
            case VALUE_NUMBER_INT:
                return integer(parser);
            case VALUE_NUMBER_FLOAT:
                return fraction(parser);
            case VALUE_TRUE:
                return NODES.booleanNode(true);
            case VALUE_FALSE:
                return NODES.booleanNode(false);
            case VALUE_NULL:
                return NODES.nullNode();
            default:
                // A JSON text parser gives no other token where a value starts (it reports a stray } or ] itself).
                throw new IOException("unexpected token " + token + " where a value starts");
        }
    }

    private static ObjectNode object(JsonParser parser) throws IOException {
        ObjectNode object = NODES.objectNode();
        for (String name = parser.nextFieldName(); name != null; name = parser.nextFieldName()) {
            JsonToken token = parser.nextToken();
            if (token == null) {
                throw new IOException("unexpected end of the text in an object");
            }
            object.set(name, value(parser, token));
        }
        return object;
    }

    private static ArrayNode array(JsonParser parser) throws IOException {
        ArrayNode array = NODES.arrayNode();
        for (JsonToken token = parser.nextToken(); token != JsonToken.END_ARRAY; token = parser.nextToken()) {
            if (token == null) {
                throw new IOException("unexpected end of the text in an array");
            }
            array.add(value(parser, token));
        }
        return array;
    }

    private static JsonNode integer(JsonParser parser) throws IOException {
        JsonParser.NumberType type = parser.getNumberType();
        if (type == JsonParser.NumberType.INT) {
            return NODES.numberNode(parser.getIntValue());
        }
        if (type == JsonParser.NumberType.LONG) {
            return NODES.numberNode(parser.getLongValue());
        }
        return NODES.numberNode(parser.getBigIntegerValue());
    }

    private static JsonNode fraction(JsonParser parser) throws IOException {
        JsonParser.NumberTypeFP type = parser.getNumberTypeFP();
        if (type == JsonParser.NumberTypeFP.BIG_DECIMAL) {
            // Only a parser of a binary format knows its number to be a BigDecimal; a JSON text parser says UNKNOWN.
            return NODES.numberNode(parser.getDecimalValue());
        }
        if (type == JsonParser.NumberTypeFP.FLOAT32) {
            return NODES.numberNode(parser.getFloatValue());
        }
        return NODES.numberNode(parser.getDoubleValue());
    }
}
