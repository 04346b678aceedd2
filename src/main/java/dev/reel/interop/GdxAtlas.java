package dev.reel.interop;

import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.Rect;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * libGDX {@code .atlas} text: pages (an image name, then {@code key: value} lines) and regions (a name, then
 * its {@code key: value} lines, indented or not), in the legacy layout ({@code xy}, {@code size}, {@code orig},
 * {@code offset}, {@code index}, {@code rotate}) and the newer one ({@code bounds}, {@code offsets}). A blank line
 * ends a page. Regions of one name become that name's frames in {@code index} order (named {@code NAME_INDEX});
 * a name with indexed regions becomes a tag. libGDX measures offsets from the bottom left of the untrimmed
 * region; a trimmed region's pivot stays where the untrimmed sprite had its centre-bottom, and a rotated region's
 * pivot (trimmed or not) is that point turned with the region, a quarter counter-clockwise as libGDX packs it.
 */
final class GdxAtlas {
    private GdxAtlas() {
    }

    private record Region(String name, int line, int order, Rect rect, int index, int offsetX, int offsetY,
                          int originalW, int originalH, boolean rotated) {
    }

    /**
     * A region as a skeleton's attachments need it: its page (index), its cell, the size of the picture before trimming, where the
     * packed part sits in it (from its top-left), the packed part's size before any turn, and whether it is turned.
     */
    record RegionShape(int page, String cell, int originalW, int originalH, int trimX, int trimY, int width, int height,
                       boolean rotated) {
    }

    static List<AtlasPage> read(byte[] bytes, String file, List<Diagnostic> problems) {
        return read(bytes, file, problems, false, null);
    }

    /**
     * The pages; with {@code centred} every cell's pivot is the untrimmed picture's centre (where a Spine region
     * attachment is placed) instead of the default; each region is recorded in {@code shapes} (when given) by its
     * name, {@code NAME_INDEX} for an indexed one.
     */
    static List<AtlasPage> read(byte[] bytes, String file, List<Diagnostic> problems, boolean centred,
                                java.util.Map<String, RegionShape> shapes) {
        String[] lines = new String(bytes, StandardCharsets.UTF_8).split("\r?\n", -1);
        List<AtlasPage> pages = new ArrayList<>();
        String page = null;
        int pageLine = 0;
        List<Region> regions = new ArrayList<>();
        Map<String, String> fields = null;
        String regionName = null;
        int regionLine = 0;
        boolean rotatedWarned = false;
        for (int i = 0; i <= lines.length; i++) {
            String raw = i < lines.length ? lines[i] : "";
            String line = raw.strip();
            // A page named by a Windows path (C:\art\hero.png) is a name, not a field.
            boolean field = line.contains(":") && !line.matches("[A-Za-z]:[\\\\/].*");
            if (regionName != null && (line.isEmpty() || !field)) {
                Region region = region(regionName, regionLine, regions.size(), fields, file, problems);
                if (region == null) {
                    return List.of();
                }
                if (region.rotated && !rotatedWarned) {
                    rotatedWarned = true;
                    problems.add(Diagnostic.of(Code.ATL003, file, regionLine, 1, "region \"" + regionName + "\" (and "
                            + "maybe others) is stored rotated; its cell covers the rotated pixels"));
                }
                regions.add(region);
                regionName = null;
            }
            if (line.isEmpty()) {
                if (page != null) {
                    pages.add(new AtlasPage("libgdx-atlas", page, pageLine, frames(regions, pages.size(), centred, shapes)));
                    page = null;
                    regions = new ArrayList<>();
                }
                continue;
            }
            if (page == null) {
                if (field) {
                    problems.add(Diagnostic.of(Code.ATL001, file, i + 1, 1, "expected a page's image name, found \""
                            + line + "\""));
                    return List.of();
                }
                page = line;
                pageLine = i + 1;
            } else if (!field) {
                regionName = line;
                regionLine = i + 1;
                fields = new LinkedHashMap<>();
            } else if (regionName != null) {
                int colon = line.indexOf(':');
                fields.put(line.substring(0, colon).strip(), line.substring(colon + 1).strip());
            }
        }
        return pages;
    }

    private static Region region(String name, int line, int order, Map<String, String> fields, String file,
                                 List<Diagnostic> problems) {
        int[] bounds = fields.containsKey("bounds") ? ints(fields.get("bounds"), 4) : null;
        int[] xy = fields.containsKey("xy") ? ints(fields.get("xy"), 2) : null;
        int[] size = fields.containsKey("size") ? ints(fields.get("size"), 2) : null;
        if (bounds == null && (xy == null || size == null)) {
            problems.add(Diagnostic.of(Code.ATL002, file, line, 1, "region \"" + name + "\" has neither bounds nor "
                    + "xy and size (or they are not whole numbers)"));
            return null;
        }
        if (bounds == null) {
            bounds = new int[] {xy[0], xy[1], size[0], size[1]};
        }
        String rotate = fields.getOrDefault("rotate", "false");
        boolean rotated = rotate.equals("true") || rotate.equals("90");
        int[] offsets = fields.containsKey("offsets") ? ints(fields.get("offsets"), 4) : null;
        int[] offset = fields.containsKey("offset") ? ints(fields.get("offset"), 2) : null;
        int[] orig = fields.containsKey("orig") ? ints(fields.get("orig"), 2) : null;
        int offsetX = offsets != null ? offsets[0] : offset != null ? offset[0] : 0;
        int offsetY = offsets != null ? offsets[1] : offset != null ? offset[1] : 0;
        int originalW = offsets != null ? offsets[2] : orig != null ? orig[0] : bounds[2];
        int originalH = offsets != null ? offsets[3] : orig != null ? orig[1] : bounds[3];
        int index = -1;
        if (fields.containsKey("index")) {
            int[] value = ints(fields.get("index"), 1);
            index = value == null ? -1 : value[0];
        }
        Rect rect = rotated ? new Rect(bounds[0], bounds[1], bounds[3], bounds[2])
                : new Rect(bounds[0], bounds[1], bounds[2], bounds[3]);
        return new Region(name, line, order, rect, index, offsetX, offsetY, originalW, originalH, rotated);
    }

    private static int[] ints(String text, int count) {
        String[] parts = text.split(",");
        if (parts.length != count) {
            return null;
        }
        int[] values = new int[count];
        try {
            for (int i = 0; i < count; i++) {
                values[i] = Integer.parseInt(parts[i].strip());
            }
        } catch (NumberFormatException notWhole) {
            return null;
        }
        return values;
    }

    private static FrameSet frames(List<Region> regions, int page, boolean centred, Map<String, RegionShape> shapes) {
        Map<String, List<Region>> byName = new LinkedHashMap<>();
        for (Region region : regions) {
            byName.computeIfAbsent(region.name, name -> new ArrayList<>()).add(region);
        }
        List<FrameSet.FrameCell> cells = new ArrayList<>();
        List<AseFile.Tag> tags = new ArrayList<>();
        Set<String> names = AtlasPages.names();
        for (Map.Entry<String, List<Region>> group : byName.entrySet()) {
            List<Region> sorted = new ArrayList<>(group.getValue());
            sorted.sort(Comparator.comparingInt(Region::index).thenComparingInt(Region::order));
            int first = cells.size();
            boolean indexed = false;
            for (Region region : sorted) {
                indexed |= region.index >= 0;
                String name = region.index >= 0 ? region.name + "_" + region.index : region.name;
                Double pivotX = null;
                Double pivotY = null;
                // The region's own size, before it was turned for packing.
                int width = region.rotated ? region.rect.height() : region.rect.width();
                int height = region.rotated ? region.rect.width() : region.rect.height();
                boolean trimmed = region.offsetX != 0 || region.offsetY != 0
                        || region.originalW != width || region.originalH != height;
                int top = region.originalH - region.offsetY - height;
                if (trimmed || region.rotated || centred) {
                    double across = (0.5 * region.originalW - region.offsetX) / width;
                    double down = ((centred ? 0.5 : 1.0) * region.originalH - top) / height;
                    // libGDX packs a rotated region a quarter turn counter-clockwise: its top edge becomes the
                    // cell's left edge and its right edge the cell's top.
                    pivotX = region.rotated ? down : across;
                    pivotY = region.rotated ? 1 - across : down;
                }
                String cell = AtlasPages.cellName(name, names);
                cells.add(new FrameSet.FrameCell(cell, region.rect, pivotX, pivotY, 0));
                if (shapes != null) {
                    shapes.putIfAbsent(name, new RegionShape(page, cell, region.originalW, region.originalH, region.offsetX,
                            top, width, height, region.rotated));
                }
            }
            if (indexed) {
                tags.add(new AseFile.Tag(group.getKey(), first, cells.size() - 1, TagFrames.FORWARD, 0, null));
            }
        }
        return new FrameSet(cells, tags);
    }
}
