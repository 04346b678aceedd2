package dev.reel.io;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** JsonTree reads what ObjectMapper.readTree reads, node classes, errors and the parser's state after included. */
class JsonTreeTest {
    private static final ObjectMapper MAPPER = new ObjectMapper(MetaCodec.FACTORY);

    /** What one reading gave: the tree and the token after it, or the error. */
    private record Outcome(JsonNode tree, String shape, String after, String error) {
    }

    private interface Reader {
        JsonNode read(JsonParser parser) throws IOException;
    }

    private static Outcome outcome(byte[] bytes, Reader reader) {
        try (JsonParser parser = MetaCodec.FACTORY.createParser(bytes)) {
            JsonNode tree = reader.read(parser);
            String after;
            try {
                JsonToken next = parser.nextToken();
                after = next + " at " + parser.currentTokenLocation();
            } catch (IOException trailing) {
                after = trailing.getClass().getName() + ": " + trailing.getMessage();
            }
            return new Outcome(tree, shape(tree), after, null);
        } catch (IOException | RuntimeException failed) {
            return new Outcome(null, null, null, failed.getClass().getName() + ": " + failed.getMessage());
        }
    }

    /** Each node's class, depth first, so that an IntNode and a LongNode of one value differ. */
    private static String shape(JsonNode node) {
        if (node == null) {
            return "null";
        }
        StringBuilder text = new StringBuilder(node.getClass().getSimpleName());
        if (node.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> fields = node.fields(); fields.hasNext(); ) {
                Map.Entry<String, JsonNode> field = fields.next();
                text.append(" ").append(field.getKey()).append("=(").append(shape(field.getValue())).append(")");
            }
        } else if (node.isArray()) {
            for (JsonNode element : node) {
                text.append(" (").append(shape(element)).append(")");
            }
        }
        return text.toString();
    }

    private static void same(String what, byte[] bytes) {
        assertThat(outcome(bytes, JsonTree::read)).as(what).isEqualTo(outcome(bytes, MAPPER::readTree));
    }

    @Test
    void valuesOfEveryKindAndSize() {
        List<String> texts = List.of("{}", "[]", "", "   ", "null", "true", "false", "0", "-0", "7", "-7",
                "2147483647", "2147483648", "-2147483648", "-2147483649", "9223372036854775807",
                "9223372036854775808", "-9223372036854775809", "123456789012345678901234567890", "0.5", "-0.0",
                "1e3", "1E-7", "1.5e308", "1e400", "-1e400", "4.9e-324", "1e-400", "\"text\"", "\"\\u00e9\\n\"",
                "{\"a\":1,\"b\":[1,2.5,\"x\",null,true,false,{},[]],\"c\":{\"d\":{\"e\":[[[]]]}}}",
                "{\"a\":null}", "{\"a\":1} trailing", "{\"a\":1} {\"b\":2}", "{\"a\":1}]", "{\"a\":1,\"a\":2}",
                "{\"a\":", "{\"a\"", "[1,2", "[1,,2]", "{,}", "{\"a\":1,}", "[1,]", "{'a':1}", "{a:1}", "NaN",
                "[NaN]", "01", "[01]", "1.", "-", "+1", "[1e]", "\"unterminated", "{\"a\":\"\\x\"}", "}", "]",
                "[" + "[".repeat(70) + "]".repeat(71), "{\"n\":" + "9".repeat(2000) + "}",
                "{\"s\":\"" + "x".repeat(100) + "\"}", "\uFEFF{\"bom\":1}", "{\"k\":\"\u00e9\u4e2d\ud83d\ude00\"}",
                "{\"cells\":[{\"name\":\"a\",\"x\":0,\"y\":0,\"w\":16,\"h\":16,\"pivot\":[0.5,1.0]}]}");
        for (String text : texts) {
            same(text, text.getBytes(StandardCharsets.UTF_8));
        }
        same("a stray byte", new byte[] {'{', '"', 'a', '"', ':', (byte) 0xff, '}'});
    }

    @Test
    void theSamplesSidecarsAndRandomBitsOfThem() throws IOException {
        List<Path> sidecars;
        try (Stream<Path> files = Files.walk(Path.of("sample-projects"))) {
            sidecars = files.filter(file -> file.toString().endsWith(".meta")).sorted().toList();
        }
        assertThat(sidecars).isNotEmpty();
        Random random = new Random(37);
        List<byte[]> cut = new ArrayList<>();
        for (Path sidecar : sidecars) {
            byte[] bytes = Files.readAllBytes(sidecar);
            same(sidecar.toString(), bytes);
            for (int i = 0; i < 20; i++) {
                byte[] broken = bytes.clone();
                broken[random.nextInt(broken.length)] = (byte) "{}[],:\"0-.e x".charAt(random.nextInt(13));
                cut.add(broken);
                cut.add(java.util.Arrays.copyOf(bytes, random.nextInt(bytes.length)));
            }
        }
        for (byte[] bytes : cut) {
            same(new String(bytes, StandardCharsets.UTF_8), bytes);
        }
    }
}
