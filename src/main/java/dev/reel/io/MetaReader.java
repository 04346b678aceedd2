package dev.reel.io;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.reel.doc.Pos;
import dev.reel.model.Cell;
import dev.reel.model.Code;
import dev.reel.model.Filter;
import dev.reel.model.ImportSettings;
import dev.reel.model.Named;
import dev.reel.model.Rect;
import dev.reel.model.Severity;
import dev.reel.model.SheetMeta;
import dev.reel.model.SliceSetup;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Turns a parsed {@code .meta} JSON tree into a {@link SheetMeta}, reporting bad values where they stand. */
final class MetaReader {
    private static final Set<String> TOP = Set.of("version", "import", "slice", "cells");
    /** Fields Reel writes but does not model, kept as written without a warning: {@code reel import}'s record. */
    private static final Set<String> KEPT = Set.of("imported");
    private final Report report;
    private final MetaCodec.Positions positions;

    MetaReader(Report report, MetaCodec.Positions positions) {
        this.report = report;
        this.positions = positions;
    }

    static Pos pos(JsonLocation location) {
        return new Pos(Math.max(1, location.getLineNr()), Math.max(1, location.getColumnNr()));
    }

    SheetMeta meta(JsonNode root) {
        int version = MetaCodec.VERSION;
        JsonNode versionNode = root.get("version");
        if (versionNode != null) {
            Integer read = whole(versionNode, "/version", 1, Integer.MAX_VALUE);
            if (read != null && read > MetaCodec.VERSION) {
                report.add(Code.MET001, positions.at("/version"), "version " + read
                        + " was written by a newer Reel; this one reads up to " + MetaCodec.VERSION);
            }
            if (read != null) {
                version = Math.min(read, MetaCodec.VERSION);
            }
        }
        ImportSettings settings = settings(root.get("import"));
        SliceSetup slice = slice(root.get("slice"));
        List<Cell> cells = cells(root.get("cells"));
        Map<String, String> unknown = new LinkedHashMap<>();
        Iterator<Map.Entry<String, JsonNode>> fields = root.fields();
        while (fields.hasNext()) {
            Map.Entry<String, JsonNode> field = fields.next();
            if (KEPT.contains(field.getKey())) {
                unknown.put(field.getKey(), compact(field.getValue()));
            } else if (!TOP.contains(field.getKey())) {
                report.add(Code.DOC009, positions.at("/" + escape(field.getKey())), "unknown field \"" + field.getKey()
                        + "\" is kept as written");
                unknown.put(field.getKey(), compact(field.getValue()));
            }
        }
        if (!cells.isEmpty() && settings.atlasGroup() != null) {
            report.add(Code.MET003, positions.at("/import/atlasGroup"), "this sheet is sliced into " + cells.size()
                    + " cells, so it cannot join atlas group \"" + settings.atlasGroup() + "\"");
        }
        return new SheetMeta(version, settings, slice, cells, unknown);
    }

    private ImportSettings settings(JsonNode node) {
        ImportSettings defaults = ImportSettings.DEFAULT;
        if (node == null) {
            return defaults;
        }
        if (!node.isObject()) {
            bad("/import", "import must be an object");
            return defaults;
        }
        unknownNested(node, "/import", Set.of("filter", "srgb", "mipmaps", "atlasGroup", "atlasPadding", "extrude"));
        Filter filter = defaults.filter();
        JsonNode filterNode = node.get("filter");
        if (filterNode != null) {
            Filter read = filterNode.isTextual() ? Named.parse(Filter.class, filterNode.textValue()).orElse(null) : null;
            if (read == null) {
                bad("/import/filter", "filter must be \"nearest\" or \"linear\"");
            } else {
                filter = read;
            }
        }
        boolean srgb = bool(node.get("srgb"), "/import/srgb", defaults.srgb());
        boolean mipmaps = bool(node.get("mipmaps"), "/import/mipmaps", defaults.mipmaps());
        String group = null;
        JsonNode groupNode = node.get("atlasGroup");
        if (groupNode != null && !groupNode.isNull()) {
            if (groupNode.isTextual() && !groupNode.textValue().isEmpty()) {
                group = groupNode.textValue();
            } else {
                bad("/import/atlasGroup", "atlasGroup must be a name or null");
            }
        }
        int padding = wholeOr(node.get("atlasPadding"), "/import/atlasPadding", 0, 256, defaults.atlasPadding());
        int extrude = wholeOr(node.get("extrude"), "/import/extrude", 0, 64, defaults.extrude());
        return new ImportSettings(filter, srgb, mipmaps, group, padding, extrude);
    }

    private SliceSetup slice(JsonNode node) {
        if (node == null || node.isNull()) {
            return null;
        }
        if (!node.isObject() || !node.path("mode").isTextual()) {
            bad("/slice", "slice must be an object with \"mode\": \"grid\", \"strip\" or \"alpha\"");
            return null;
        }
        switch (node.get("mode").textValue()) {
            case "grid" -> {
                unknownNested(node, "/slice", Set.of("mode", "cellSize", "offset", "padding", "count"));
                int[] size = pair(node.get("cellSize"), "/slice/cellSize", 1);
                int[] offset = pair(node.get("offset"), "/slice/offset", 0);
                int[] padding = pair(node.get("padding"), "/slice/padding", 0);
                int count = wholeOr(node.get("count"), "/slice/count", 0, Integer.MAX_VALUE, 0);
                if (size == null) {
                    return null;
                }
                offset = offset == null ? new int[2] : offset;
                padding = padding == null ? new int[2] : padding;
                return new SliceSetup.Grid(size[0], size[1], offset[0], offset[1], padding[0], padding[1], count);
            }
            case "strip" -> {
                unknownNested(node, "/slice", Set.of("mode", "frameSize"));
                int[] size = pair(node.get("frameSize"), "/slice/frameSize", 0);
                return size == null ? null : new SliceSetup.Strip(size[0], size[1]);
            }
            case "alpha" -> {
                unknownNested(node, "/slice", Set.of("mode", "threshold", "minArea", "small"));
                int threshold = wholeOr(node.get("threshold"), "/slice/threshold", 0, 255, 16);
                int minArea = wholeOr(node.get("minArea"), "/slice/minArea", 0, Integer.MAX_VALUE, 0);
                JsonNode small = node.get("small");
                boolean merge = true;
                if (small != null) {
                    if (small.isTextual() && (small.textValue().equals("merge") || small.textValue().equals("drop"))) {
                        merge = small.textValue().equals("merge");
                    } else {
                        bad("/slice/small", "small must be \"merge\" or \"drop\"");
                    }
                }
                return new SliceSetup.Alpha(threshold, minArea, merge);
            }
            default -> {
                bad("/slice/mode", "mode must be \"grid\", \"strip\" or \"alpha\"");
                return null;
            }
        }
    }

    private List<Cell> cells(JsonNode node) {
        List<Cell> cells = new ArrayList<>();
        if (node == null) {
            return cells;
        }
        if (!node.isArray()) {
            bad("/cells", "cells must be an array");
            return cells;
        }
        Set<String> names = new HashSet<>();
        Set<String> ids = new HashSet<>();
        for (int i = 0; i < node.size(); i++) {
            String at = "/cells/" + i;
            JsonNode cellNode = node.get(i);
            if (!cellNode.isObject()) {
                bad(at, "a cell must be an object with name, id, rect and pivot");
                continue;
            }
            unknownNested(cellNode, at, Set.of("name", "id", "rect", "pivot"));
            String name = text(cellNode.get("name"), at + "/name");
            String id = text(cellNode.get("id"), at + "/id");
            Rect rect = rect(cellNode.get("rect"), at + "/rect");
            double[] pivot = {Cell.DEFAULT_PIVOT_X, Cell.DEFAULT_PIVOT_Y};
            JsonNode pivotNode = cellNode.get("pivot");
            if (pivotNode != null) {
                pivot = numbers(pivotNode, at + "/pivot", 2);
            }
            if (name == null || id == null || rect == null || pivot == null) {
                continue;
            }
            if (!names.add(name)) {
                bad(at + "/name", "a second cell named \"" + name + "\"");
            }
            if (!ids.add(id)) {
                bad(at + "/id", "a second cell with id \"" + id + "\"");
            }
            cells.add(new Cell(name, id, rect, pivot[0], pivot[1]));
        }
        return cells;
    }

    private Rect rect(JsonNode node, String at) {
        double[] numbers = node == null ? null : numbers(node, at, 4);
        if (node == null) {
            bad(at, "a cell needs \"rect\": [x, y, w, h]");
            return null;
        }
        if (numbers == null) {
            return null;
        }
        for (double number : numbers) {
            if (number != Math.rint(number) || number < 0 || number > Integer.MAX_VALUE) {
                bad(at, "rect must hold whole, non-negative pixel numbers");
                return null;
            }
        }
        if (numbers[2] < 1 || numbers[3] < 1) {
            bad(at, "a cell's width and height must be at least 1");
            return null;
        }
        return new Rect((int) numbers[0], (int) numbers[1], (int) numbers[2], (int) numbers[3]);
    }

    private double[] numbers(JsonNode node, String at, int count) {
        if (!node.isArray() || node.size() != count) {
            bad(at, "must be an array of " + count + " numbers");
            return null;
        }
        double[] numbers = new double[count];
        for (int i = 0; i < count; i++) {
            JsonNode item = node.get(i);
            if (!item.isNumber() || !Double.isFinite(item.doubleValue())) {
                bad(at + "/" + i, "must be a number");
                return null;
            }
            numbers[i] = item.doubleValue();
        }
        return numbers;
    }

    private int[] pair(JsonNode node, String at, int minimum) {
        if (node == null) {
            bad(at, "is missing");
            return null;
        }
        double[] numbers = numbers(node, at, 2);
        if (numbers == null) {
            return null;
        }
        for (double number : numbers) {
            if (number != Math.rint(number) || number < minimum || number > Integer.MAX_VALUE) {
                bad(at, "must hold whole numbers from " + minimum);
                return null;
            }
        }
        return new int[] {(int) numbers[0], (int) numbers[1]};
    }

    private String text(JsonNode node, String at) {
        if (node == null || !node.isTextual() || node.textValue().isEmpty()) {
            bad(at, "must be a non-empty string");
            return null;
        }
        return node.textValue();
    }

    private boolean bool(JsonNode node, String at, boolean fallback) {
        if (node == null) {
            return fallback;
        }
        if (!node.isBoolean()) {
            bad(at, "must be true or false");
            return fallback;
        }
        return node.booleanValue();
    }

    private Integer whole(JsonNode node, String at, int minimum, int maximum) {
        if (!node.isNumber() || node.doubleValue() != Math.rint(node.doubleValue()) || node.doubleValue() < minimum
                || node.doubleValue() > maximum) {
            bad(at, "must be a whole number from " + minimum + (maximum == Integer.MAX_VALUE ? "" : " to " + maximum));
            return null;
        }
        return node.intValue();
    }

    private int wholeOr(JsonNode node, String at, int minimum, int maximum, int fallback) {
        if (node == null) {
            return fallback;
        }
        Integer value = whole(node, at, minimum, maximum);
        return value == null ? fallback : value;
    }

    private void unknownNested(JsonNode node, String at, Set<String> known) {
        Iterator<String> names = node.fieldNames();
        while (names.hasNext()) {
            String name = names.next();
            if (!known.contains(name)) {
                report.add(Code.MET002, Severity.WARNING, positions.at(at + "/" + escape(name)), "unknown field \""
                        + name + "\" is not kept");
            }
        }
    }

    private void bad(String at, String message) {
        report.add(Code.MET002, positions.at(at), at.substring(1).replace('/', '.') + ": " + message);
    }

    private static String escape(String name) {
        return name.replace("~", "~0").replace("/", "~1");
    }

    private static String compact(JsonNode node) {
        try {
            return MetaCodec.Mapper.MAPPER.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            return "null";
        }
    }
}
