package dev.reel.interop;

import com.fasterxml.jackson.databind.JsonNode;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.Rect;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A DragonBones texture atlas ({@code NAME_tex.json}): {@code imagePath} names the PNG and each
 * {@code SubTexture} a region, {@code x, y, width, height} on the PNG, trimmed when {@code frameWidth} and
 * {@code frameHeight} (the untrimmed size) are given, {@code −frameX, −frameY} being where the packed part sits in
 * the untrimmed picture. A {@code rotated} region is taken as TexturePacker stores one: turned a quarter
 * clockwise, its cell covering the turned pixels (ATL003). Every cell's pivot is the untrimmed picture's centre,
 * where DragonBones places an image display.
 */
final class DragonBonesAtlas {
    private DragonBonesAtlas() {
    }

    static List<AtlasPage> read(byte[] bytes, String file, List<Diagnostic> problems,
                                Map<String, GdxAtlas.RegionShape> shapes) {
        JsonNode root = SkeletonImport.tree(bytes, file, problems);
        if (root == null || !root.isObject() || !root.path("SubTexture").isArray()
                || root.path("imagePath").asText("").isEmpty()) {
            problems.add(Diagnostic.of(Code.ATL001, file, 1, 1, "not a DragonBones texture atlas: it needs "
                    + "\"imagePath\" and a \"SubTexture\" array"));
            return List.of();
        }
        List<FrameSet.FrameCell> cells = new ArrayList<>();
        Set<String> names = AtlasPages.names();
        boolean warned = false;
        for (JsonNode sub : root.get("SubTexture")) {
            String name = sub.path("name").asText("");
            int w = sub.path("width").asInt();
            int h = sub.path("height").asInt();
            boolean rotated = sub.path("rotated").asBoolean(false);
            int trimX = -sub.path("frameX").asInt(0);
            int trimY = -sub.path("frameY").asInt(0);
            int originalW = sub.path("frameWidth").asInt(w);
            int originalH = sub.path("frameHeight").asInt(h);
            if (rotated && !warned) {
                warned = true;
                problems.add(Diagnostic.of(Code.ATL003, file, 0, 0, "region \"" + name + "\" (and maybe others) is "
                        + "stored rotated; its cell covers the rotated pixels"));
            }
            Rect rect = rotated ? new Rect(sub.path("x").asInt(), sub.path("y").asInt(), h, w)
                    : new Rect(sub.path("x").asInt(), sub.path("y").asInt(), w, h);
            double across = (0.5 * originalW - trimX) / Math.max(1, w);
            double down = (0.5 * originalH - trimY) / Math.max(1, h);
            String cell = AtlasPages.cellName(name, names);
            cells.add(new FrameSet.FrameCell(cell, rect, rotated ? 1 - down : across, rotated ? across : down, 0));
            shapes.putIfAbsent(name, new GdxAtlas.RegionShape(0, cell, originalW, originalH, trimX, trimY, w, h,
                    rotated));
        }
        return List.of(new AtlasPage("dragonbones-atlas", root.get("imagePath").asText(), 0,
                new FrameSet(cells, List.of())));
    }
}
