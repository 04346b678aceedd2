package dev.reel.interop;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.Rect;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * JSON atlas data: Aseprite's export ({@code meta.app} names Aseprite; hash or array {@code frames},
 * {@code meta.frameTags} as tags, {@code meta.slices} as pivots), TexturePacker's and Phaser's JSON hash and
 * array, and Phaser 3's multi-atlas ({@code textures}, one page per image). A {@code rotated} frame's cell
 * covers the sheet's pixels, its width and height swapped; a {@code trimmed} frame's pivot is moved so that it
 * stays where it was on the untrimmed sprite ({@code spriteSourceSize} within {@code sourceSize}), turned with
 * a rotated frame (a quarter turn clockwise, as TexturePacker stores it); a
 * {@code pivot} (fractions of the untrimmed sprite, TexturePacker's) is used when given.
 */
final class AtlasJson {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private AtlasJson() {
    }

    static List<AtlasPage> read(byte[] bytes, String file, List<Diagnostic> problems) {
        JsonNode root;
        try {
            root = MAPPER.readTree(bytes);
        } catch (JsonProcessingException bad) {
            int line = bad.getLocation() == null ? 0 : bad.getLocation().getLineNr();
            int column = bad.getLocation() == null ? 0 : bad.getLocation().getColumnNr();
            problems.add(Diagnostic.of(Code.ATL001, file, Math.max(0, line), Math.max(0, column),
                    "not JSON: " + bad.getOriginalMessage()));
            return List.of();
        } catch (IOException unreadable) {
            problems.add(Diagnostic.of(Code.ATL001, file, 0, 0, "cannot be read: " + unreadable.getMessage()));
            return List.of();
        }
        if (root == null || !root.isObject()) {
            problems.add(Diagnostic.of(Code.ATL001, file, 1, 1, "atlas data must be a JSON object"));
            return List.of();
        }
        JsonNode meta = root.path("meta");
        String app = meta.path("app").asText("");
        if (root.path("textures").isArray()) {
            List<AtlasPage> pages = new ArrayList<>();
            for (JsonNode texture : root.get("textures")) {
                String image = texture.path("image").asText("");
                if (image.isEmpty()) {
                    problems.add(Diagnostic.of(Code.ATL002, file, 0, 0, "a texture of the multi-atlas names no image"));
                    return List.of();
                }
                FrameSet set = frames(texture.path("frames"), List.of(), List.of(), file, problems);
                pages.add(new AtlasPage("phaser-multiatlas", image, 0, set));
            }
            return pages;
        }
        JsonNode framesNode = root.path("frames");
        if (!framesNode.isObject() && !framesNode.isArray()) {
            problems.add(Diagnostic.of(Code.ATL001, file, 0, 0, "no \"frames\" object or array: this is not atlas "
                    + "data Reel knows (Aseprite, TexturePacker or Phaser JSON)"));
            return List.of();
        }
        String image = meta.path("image").asText("");
        if (image.isEmpty()) {
            problems.add(Diagnostic.of(Code.ATL002, file, 0, 0, "meta.image is missing: the data must name its PNG"));
            return List.of();
        }
        boolean aseprite = app.toLowerCase(java.util.Locale.ROOT).contains("aseprite");
        List<AseFile.Tag> tags = new ArrayList<>();
        for (JsonNode tag : meta.path("frameTags")) {
            JsonNode repeat = tag.path("repeat");
            int repeatCount = repeat.isNumber() ? repeat.asInt() : repeat.isTextual() ? parse(repeat.asText()) : 0;
            tags.add(new AseFile.Tag(tag.path("name").asText("tag"), tag.path("from").asInt(), tag.path("to").asInt(),
                    TagFrames.direction(tag.path("direction").asText("forward")), Math.max(0, repeatCount),
                    tag.path("data").isTextual() ? tag.get("data").asText() : null));
        }
        List<JsonNode> slices = new ArrayList<>();
        meta.path("slices").forEach(slices::add);
        FrameSet set = frames(framesNode, tags, slices, file, problems);
        for (AseFile.Tag tag : tags) {
            if (tag.from() < 0 || tag.to() >= set.frames().size() || tag.from() > tag.to()) {
                problems.add(Diagnostic.of(Code.ATL002, file, 0, 0, "frame tag \"" + tag.name() + "\" runs from "
                        + tag.from() + " to " + tag.to() + ", outside the " + set.frames().size() + " frames"));
            }
        }
        return List.of(new AtlasPage(aseprite ? "aseprite-json" : "texturepacker-json", image, 0, set));
    }

    private static int parse(String text) {
        try {
            return Integer.parseInt(text.strip());
        } catch (NumberFormatException notANumber) {
            return 0;
        }
    }

    private static FrameSet frames(JsonNode framesNode, List<AseFile.Tag> tags, List<JsonNode> slices, String file,
                                   List<Diagnostic> problems) {
        List<FrameSet.FrameCell> cells = new ArrayList<>();
        Set<String> names = AtlasPages.names();
        boolean rotatedWarned = false;
        int index = 0;
        Iterator<Map.Entry<String, JsonNode>> hash = framesNode.isObject() ? framesNode.fields() : null;
        Iterator<JsonNode> array = framesNode.isArray() ? framesNode.elements() : null;
        while (hash != null ? hash.hasNext() : array.hasNext()) {
            String name;
            JsonNode frame;
            if (hash != null) {
                Map.Entry<String, JsonNode> entry = hash.next();
                name = entry.getKey();
                frame = entry.getValue();
            } else {
                frame = array.next();
                name = frame.path("filename").asText(Integer.toString(index));
            }
            JsonNode rectNode = frame.path("frame");
            if (!rectNode.path("w").isNumber() || !rectNode.path("h").isNumber()) {
                problems.add(Diagnostic.of(Code.ATL002, file, 0, 0, "frame \"" + name + "\" has no frame {x, y, w, h}"));
                return new FrameSet(cells, tags);
            }
            int x = rectNode.path("x").asInt();
            int y = rectNode.path("y").asInt();
            int w = rectNode.path("w").asInt();
            int h = rectNode.path("h").asInt();
            boolean rotated = frame.path("rotated").asBoolean(false);
            if (rotated && !rotatedWarned) {
                rotatedWarned = true;
                problems.add(Diagnostic.of(Code.ATL003, file, 0, 0, "frame \"" + name + "\" (and maybe others) is "
                        + "stored rotated; its cell covers the rotated pixels, width and height swapped"));
            }
            Rect rect = rotated ? new Rect(x, y, h, w) : new Rect(x, y, w, h);
            JsonNode sourceSize = frame.path("sourceSize");
            JsonNode spriteSource = frame.path("spriteSourceSize");
            int sourceW = sourceSize.path("w").asInt(w);
            int sourceH = sourceSize.path("h").asInt(h);
            int offsetX = frame.path("trimmed").asBoolean(false) ? spriteSource.path("x").asInt(0) : 0;
            int offsetY = frame.path("trimmed").asBoolean(false) ? spriteSource.path("y").asInt(0) : 0;
            Double pivotX = null;
            Double pivotY = null;
            double[] sourcePivot = null;
            JsonNode pivot = frame.path("pivot");
            if (pivot.path("x").isNumber() && pivot.path("y").isNumber()) {
                sourcePivot = new double[] {pivot.get("x").asDouble() * sourceW, pivot.get("y").asDouble() * sourceH};
            }
            double[] slicePivot = slicePivot(slices, index);
            if (slicePivot != null) {
                sourcePivot = slicePivot;
            }
            boolean trimmed = offsetX != 0 || offsetY != 0 || sourceW != w || sourceH != h;
            // A rotated frame gets the default pivot too, turned with it: left alone, the cell's own default
            // would sit on the sprite's side.
            if (sourcePivot == null && (trimmed || rotated)) {
                sourcePivot = new double[] {0.5 * sourceW, 1.0 * sourceH};
            }
            if (sourcePivot != null) {
                double across = (sourcePivot[0] - offsetX) / w;
                double down = (sourcePivot[1] - offsetY) / h;
                // TexturePacker turns a rotated sprite a quarter clockwise: its left edge becomes the cell's top.
                pivotX = rotated ? 1 - down : across;
                pivotY = rotated ? across : down;
            }
            int duration = frame.path("duration").asInt(0);
            cells.add(new FrameSet.FrameCell(AtlasPages.cellName(name, names), rect, pivotX, pivotY,
                    Math.max(0, duration)));
            index++;
        }
        return new FrameSet(cells, tags);
    }

    /** The pivot in untrimmed-sprite pixels of the first slice with one in force at {@code frame}, or null. */
    private static double[] slicePivot(List<JsonNode> slices, int frame) {
        for (JsonNode slice : slices) {
            JsonNode found = null;
            for (JsonNode key : slice.path("keys")) {
                if (key.path("frame").asInt(0) <= frame && key.path("pivot").isObject()) {
                    found = key;
                }
            }
            if (found != null) {
                JsonNode bounds = found.path("bounds");
                return new double[] {bounds.path("x").asInt() + found.path("pivot").path("x").asDouble(),
                    bounds.path("y").asInt() + found.path("pivot").path("y").asDouble()};
            }
        }
        return null;
    }
}
