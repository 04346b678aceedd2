package dev.reel.interop;

import dev.reel.model.Cell;
import dev.reel.model.Clip;
import dev.reel.model.Flipbook;
import dev.reel.model.LoopMode;
import dev.reel.model.SheetMeta;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A sheet and its clips written as other engines load them: a Godot 4 {@code SpriteFrames} resource, Aseprite's
 * JSON array form and TexturePacker's JSON hash. Each clip's first flipbook on the sheet is one animation.
 */
public final class EngineExports {
    private EngineExports() {
    }

    /** One animation: the cells it shows in order, each frame's duration in milliseconds, how it ends. */
    public record Animation(String name, List<String> cells, List<Integer> millis, LoopMode loop) {
    }

    /** The animation of {@code clip}'s first flipbook whose frames are cells of {@code sheetPath}, or null. */
    public static Animation animation(String name, Clip clip, String sheetPath) {
        for (Flipbook flipbook : clip.flipbooks()) {
            if (flipbook.sprites().isEmpty() || !flipbook.sprites().stream().allMatch(s -> s.startsWith(sheetPath + "#"))) {
                continue;
            }
            List<String> cells = new ArrayList<>();
            List<Integer> millis = new ArrayList<>();
            for (int i = 0; i < flipbook.sprites().size(); i++) {
                cells.add(flipbook.sprites().get(i).substring(sheetPath.length() + 1));
                double seconds = flipbook.frameStart(i + 1) - flipbook.frameStart(i);
                millis.add((int) Math.max(1, Math.round(seconds * 1000)));
            }
            return new Animation(name, cells, millis, clip.loop());
        }
        return null;
    }

    /**
     * Godot 4 {@code SpriteFrames} text ({@code format=3}): the sheet as one external texture, an
     * {@code AtlasTexture} per cell used, and per animation its frames with Godot's relative {@code duration} in
     * units of the greatest common divisor of its frames' milliseconds, {@code speed} = 1000 / that unit, and
     * {@code loop}. Ping-pong is written out
     * there and back, since Godot has no such mode.
     */
    public static String godot(String texturePath, SheetMeta meta, List<Animation> animations) {
        Map<String, Integer> subIds = new LinkedHashMap<>();
        for (Animation animation : animations) {
            for (String cell : played(animation).cells()) {
                subIds.putIfAbsent(cell, subIds.size() + 1);
            }
        }
        StringBuilder out = new StringBuilder();
        out.append("[gd_resource type=\"SpriteFrames\" load_steps=").append(subIds.size() + 2)
                .append(" format=3]\n\n");
        out.append("[ext_resource type=\"Texture2D\" path=").append(JsonWords.quote(texturePath))
                .append(" id=\"1_sheet\"]\n\n");
        for (Map.Entry<String, Integer> sub : subIds.entrySet()) {
            Cell cell = meta.cell(sub.getKey());
            out.append("[sub_resource type=\"AtlasTexture\" id=\"AtlasTexture_").append(sub.getValue()).append("\"]\n");
            out.append("atlas = ExtResource(\"1_sheet\")\n");
            out.append("region = Rect2(").append(cell.rect().x()).append(", ").append(cell.rect().y()).append(", ")
                    .append(cell.rect().width()).append(", ").append(cell.rect().height()).append(")\n\n");
        }
        out.append("[resource]\nanimations = [");
        for (int a = 0; a < animations.size(); a++) {
            Animation animation = played(animations.get(a));
            int unit = animation.millis().stream().mapToInt(Integer::intValue).reduce(EngineExports::gcd).orElse(100);
            double speed = 1000.0 / unit;
            out.append(a == 0 ? "{\n" : ", {\n").append("\"frames\": [");
            for (int f = 0; f < animation.cells().size(); f++) {
                out.append(f == 0 ? "{\n" : ", {\n");
                out.append("\"duration\": ").append(godotNumber(animation.millis().get(f) / (double) unit))
                        .append(",\n");
                out.append("\"texture\": SubResource(\"AtlasTexture_").append(subIds.get(animation.cells().get(f)))
                        .append("\")\n}");
            }
            out.append("],\n\"loop\": ").append(animation.loop() != LoopMode.ONCE).append(",\n");
            out.append("\"name\": &").append(JsonWords.quote(animation.name())).append(",\n");
            out.append("\"speed\": ").append(godotNumber(speed)).append("\n}");
        }
        out.append("]\n");
        return out.toString();
    }

    /** Aseprite's JSON array form: the animations' frames in play order, one frame tag per animation. */
    public static String asepriteJson(String image, int width, int height, SheetMeta meta, List<Animation> animations) {
        StringBuilder frames = new StringBuilder();
        StringBuilder tags = new StringBuilder();
        Map<String, Integer> uses = new HashMap<>();
        int index = 0;
        List<String> shown = new ArrayList<>();
        for (Animation animation : animations) {
            int from = index;
            for (int f = 0; f < animation.cells().size(); f++) {
                frame(frames, animation.cells().get(f), uses, meta, animation.millis().get(f), shown);
                index++;
            }
            if (tags.length() > 0) {
                tags.append(",\n");
            }
            tags.append("   { \"name\": ").append(JsonWords.quote(animation.name())).append(", \"from\": ").append(from)
                    .append(", \"to\": ").append(index - 1).append(", \"direction\": \"")
                    .append(animation.loop() == LoopMode.PING_PONG ? "pingpong" : "forward").append('"')
                    .append(animation.loop() == LoopMode.ONCE ? ", \"repeat\": \"1\"" : "").append(" }");
        }
        for (Cell cell : meta.cells()) {
            if (!uses.containsKey(cell.name())) {
                frame(frames, cell.name(), uses, meta, SheetAssembly.DEFAULT_MILLIS, shown);
            }
        }
        return "{ \"frames\": [\n" + frames + "\n ],\n \"meta\": {\n  \"app\": \"Reel (Aseprite-style JSON)\",\n"
                + "  \"version\": \"1\",\n  \"image\": " + JsonWords.quote(image) + ",\n  \"format\": \"RGBA8888\",\n"
                + "  \"size\": { \"w\": " + width + ", \"h\": " + height + " },\n  \"scale\": \"1\",\n"
                + "  \"frameTags\": [\n" + tags + "\n  ],\n  \"slices\": [\n  ]\n }\n}\n";
    }

    private static void frame(StringBuilder frames, String cellName, Map<String, Integer> uses, SheetMeta meta,
                              int millis, List<String> shown) {
        Cell cell = meta.cell(cellName);
        int use = uses.merge(cellName, 1, Integer::sum);
        String name = use == 1 ? cellName : cellName + " (" + use + ")";
        if (frames.length() > 0) {
            frames.append(",\n");
        }
        frames.append("   {\n    \"filename\": ").append(JsonWords.quote(name)).append(",\n")
                .append(entry(cell)).append(",\n    \"duration\": ").append(millis).append("\n   }");
        shown.add(name);
    }

    /** TexturePacker's JSON hash: every cell of the sheet with its rect and pivot. */
    public static String texturePacker(String image, int width, int height, SheetMeta meta) {
        StringBuilder frames = new StringBuilder();
        for (Cell cell : meta.cells()) {
            if (frames.length() > 0) {
                frames.append(",\n");
            }
            frames.append("  ").append(JsonWords.quote(cell.name())).append(": {\n").append(entry(cell)).append("\n  }");
        }
        return "{ \"frames\": {\n" + frames + "\n },\n \"meta\": {\n  \"app\": \"Reel (TexturePacker-style JSON hash)\",\n"
                + "  \"version\": \"1.0\",\n  \"image\": " + JsonWords.quote(image) + ",\n  \"format\": \"RGBA8888\",\n"
                + "  \"size\": { \"w\": " + width + ", \"h\": " + height + " },\n  \"scale\": \"1\"\n }\n}\n";
    }

    private static String entry(Cell cell) {
        int w = cell.rect().width();
        int h = cell.rect().height();
        return "    \"frame\": { \"x\": " + cell.rect().x() + ", \"y\": " + cell.rect().y() + ", \"w\": " + w
                + ", \"h\": " + h + " },\n    \"rotated\": false,\n    \"trimmed\": false,\n"
                + "    \"spriteSourceSize\": { \"x\": 0, \"y\": 0, \"w\": " + w + ", \"h\": " + h + " },\n"
                + "    \"sourceSize\": { \"w\": " + w + ", \"h\": " + h + " },\n"
                + "    \"pivot\": { \"x\": " + JsonWords.number(cell.pivotX()) + ", \"y\": "
                + JsonWords.number(cell.pivotY()) + " }";
    }

    /** The frames as Godot plays them: a ping-pong animation written there and back. */
    private static Animation played(Animation animation) {
        if (animation.loop() != LoopMode.PING_PONG || animation.cells().size() < 3) {
            return animation;
        }
        List<String> cells = new ArrayList<>(animation.cells());
        List<Integer> millis = new ArrayList<>(animation.millis());
        for (int i = animation.cells().size() - 2; i >= 1; i--) {
            cells.add(animation.cells().get(i));
            millis.add(animation.millis().get(i));
        }
        return new Animation(animation.name(), cells, millis, LoopMode.LOOP);
    }

    private static String godotNumber(double value) {
        String text = Double.toString(value);
        return text.contains("E") ? new java.math.BigDecimal(value).toPlainString() : text;
    }

    private static int gcd(int a, int b) {
        return b == 0 ? a : gcd(b, a % b);
    }
}
