package dev.reel.io;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reel.doc.Pos;
import dev.reel.model.Cell;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.Filter;
import dev.reel.model.ImportSettings;
import dev.reel.model.SheetMeta;
import dev.reel.model.SliceSetup;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Reads and writes the JSON sidecar of a sheet ({@code hero.png.meta}, docs/formats.md) with Jackson: parsing under
 * tight limits (nesting, string, number and document sizes; no polymorphic typing), diagnostics with line
 * and column (MET001 unreadable, MET002 bad value), and a canonical pretty, key-ordered writer.
 */
public final class MetaCodec {
    public static final int VERSION = 1;
    /** The extension a sidecar adds to its PNG's name. */
    public static final String EXTENSION = ".meta";
    public static final long MAX_BYTES = 64L << 20;

    static final JsonFactory FACTORY = JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder()
                    .maxNestingDepth(JsonLimits.MAX_NESTING)
                    .maxStringLength(JsonLimits.MAX_STRING)
                    .maxNumberLength(JsonLimits.MAX_NUMBER)
                    .maxNameLength(JsonLimits.MAX_NAME)
                    .maxDocumentLength(MAX_BYTES)
                    .build())
            .enable(StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION)
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build();

    /**
     * The mapper over {@link #FACTORY}, made on first use only: reading a sidecar needs none ({@link JsonTree}),
     * and its class initialisation is costly (see there). Writing kept values back and reading raw JSON use it.
     */
    static final class Mapper {
        static final ObjectMapper MAPPER = new ObjectMapper(FACTORY);

        private Mapper() {
        }
    }

    private MetaCodec() {
    }

    /** Reads a sidecar's bytes; {@code file} names it in diagnostics. */
    public static Loaded<SheetMeta> read(byte[] bytes, String file) {
        if (bytes.length > MAX_BYTES) {
            return new Loaded<>(null, List.of(Diagnostic.of(Code.MET001, file, 0, 0,
                    "the file is " + (bytes.length >> 20) + " MiB; a .meta file may hold at most " + (MAX_BYTES >> 20)
                            + " MiB")));
        }
        Report report = new Report(file);
        JsonNode root;
        JsonParser reading = null;
        try (JsonParser parser = FACTORY.createParser(bytes)) {
            reading = parser;
            root = JsonTree.read(parser);
            if (parser.nextToken() != null) {
                JsonLocation at = parser.currentTokenLocation();
                report.add(Code.MET001, MetaReader.pos(at), "text after the end of the JSON object");
                return new Loaded<>(null, report.diagnostics());
            }
        } catch (StreamConstraintsException e) {
            // Jackson's own words name its API; say which limit was passed, at the token that passed it.
            JsonLocation at = reading == null ? null : reading.currentTokenLocation();
            report.add(Code.MET001, at == null ? new Pos(1, 1) : MetaReader.pos(at), JsonLimits.describe(e));
            return new Loaded<>(null, report.diagnostics());
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            report.add(Code.MET001, at == null ? new Pos(1, 1) : MetaReader.pos(at),
                    "not valid JSON: " + e.getOriginalMessage());
            return new Loaded<>(null, report.diagnostics());
        } catch (IOException | RuntimeException e) {
            report.add(Code.MET001, new Pos(1, 1), "not valid JSON: " + e.getMessage());
            return new Loaded<>(null, report.diagnostics());
        }
        if (root == null || !root.isObject()) {
            report.add(Code.MET001, new Pos(1, 1), "a .meta file holds one JSON object");
            return new Loaded<>(null, report.diagnostics());
        }
        // Positions come from a second, streaming pass: the tree keeps none.
        SheetMeta meta = new MetaReader(report, Positions.of(bytes)).meta(root);
        return new Loaded<>(meta, report.diagnostics());
    }

    public static Loaded<SheetMeta> read(String text, String file) {
        return read(text.getBytes(StandardCharsets.UTF_8), file);
    }

    /** The canonical text: two-space indents, keys in a fixed order, number arrays on one line, a final newline. */
    public static String write(SheetMeta meta) {
        JsonText json = new JsonText();
        json.beginObject();
        json.field("version").number(meta.version());
        ImportSettings settings = meta.settings();
        json.field("import").beginObject();
        json.field("filter").string(settings.filter().word());
        json.field("srgb").bool(settings.srgb());
        json.field("mipmaps").bool(settings.mipmaps());
        json.field("atlasGroup");
        if (settings.atlasGroup() == null) {
            json.nullValue();
        } else {
            json.string(settings.atlasGroup());
        }
        json.field("atlasPadding").number(settings.atlasPadding());
        json.field("extrude").number(settings.extrude());
        json.endObject();
        if (meta.slice() != null) {
            json.field("slice").beginObject();
            writeSlice(json, meta.slice());
            json.endObject();
        }
        json.field("cells").beginArray();
        for (Cell cell : meta.cells()) {
            json.beginObject();
            json.field("name").string(cell.name());
            json.field("id").string(cell.id());
            json.field("rect").numbers(cell.rect().x(), cell.rect().y(), cell.rect().width(), cell.rect().height());
            json.field("pivot").numbers(cell.pivotX(), cell.pivotY());
            json.endObject();
        }
        json.endArray();
        for (Map.Entry<String, String> unknown : new TreeMap<>(meta.unknown()).entrySet()) {
            json.field(unknown.getKey()).raw(unknown.getValue());
        }
        json.endObject();
        return json.text();
    }

    public static byte[] bytes(SheetMeta meta) {
        return write(meta).getBytes(StandardCharsets.UTF_8);
    }

    private static void writeSlice(JsonText json, SliceSetup slice) {
        if (slice instanceof SliceSetup.Grid grid) {
            json.field("mode").string("grid");
            json.field("cellSize").numbers(grid.cellWidth(), grid.cellHeight());
            json.field("offset").numbers(grid.offsetX(), grid.offsetY());
            json.field("padding").numbers(grid.paddingX(), grid.paddingY());
            json.field("count").number(grid.count());
        } else if (slice instanceof SliceSetup.Strip strip) {
            json.field("mode").string("strip");
            json.field("frameSize").numbers(strip.frameWidth(), strip.frameHeight());
        } else if (slice instanceof SliceSetup.Alpha alpha) {
            json.field("mode").string("alpha");
            json.field("threshold").number(alpha.threshold());
            json.field("minArea").number(alpha.minArea());
            json.field("small").string(alpha.mergeSmall() ? "merge" : "drop");
        }
    }

    /**
     * Where each value of a JSON text starts, by its JSON pointer, from a streaming pass made when a diagnostic
     * first asks: a clean sheet never needs one, and the pass made a pointer string and a map entry for every
     * value (100,000 of them for 10,000 cells: three quarters of reading the .meta, on the JavaFX thread).
     */
    static final class Positions {
        private final byte[] bytes;
        private Map<String, Pos> byPointer;

        private Positions(byte[] bytes) {
            this.bytes = bytes;
        }

        /** The positions of {@code bytes}, which must not change afterwards (the pass reads them when asked). */
        static Positions of(byte[] bytes) {
            return new Positions(bytes);
        }

        private static Map<String, Pos> scan(byte[] bytes) {
            Map<String, Pos> byPointer = new HashMap<>();
            try (JsonParser parser = FACTORY.createParser(bytes)) {
                while (parser.nextToken() != null) {
                    JsonToken token = parser.currentToken();
                    if (token != JsonToken.FIELD_NAME && token != JsonToken.END_ARRAY && token != JsonToken.END_OBJECT) {
                        byPointer.put(parser.getParsingContext().pathAsPointer().toString(),
                                MetaReader.pos(parser.currentTokenLocation()));
                    }
                }
            } catch (IOException | RuntimeException e) {
                // The first pass already read it; positions are a courtesy.
            }
            return byPointer;
        }

        Pos at(String pointer) {
            if (byPointer == null) {
                byPointer = scan(bytes);
            }
            Pos pos = byPointer.get(pointer);
            return pos == null ? new Pos(1, 1) : pos;
        }
    }
}
