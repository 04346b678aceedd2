package dev.reel.interop;

import dev.reel.model.Cell;
import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;
import dev.reel.model.Extras;
import dev.reel.model.Flipbook;
import dev.reel.model.Ids;
import dev.reel.model.ImportSettings;
import dev.reel.model.Key;
import dev.reel.model.SheetMeta;
import dev.reel.model.SliceSetup;
import dev.reel.model.Track;
import dev.reel.sheet.CellNames;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Turns a {@link FrameSet} into a sheet's {@code .meta} and one flipbook clip per tag, merged with what an
 * earlier import left: a cell keeps its id when its name comes back, and its pivot when the artist changed it
 * in Reel (the pivots the last import wrote are remembered in the {@code .meta}'s {@code imported} field); a
 * clip keeps its tracks, events, comments, node path and flipbook id, and only its frames, durations, loop mode
 * and (when it was as long as its frames) length follow the source.
 */
public final class SheetAssembly {
    /** The {@code .meta} field recording the pivots the last import wrote, by cell name. */
    public static final String IMPORTED_FIELD = "imported";
    /** A frame whose source gives no duration shows this long, Aseprite's default. */
    public static final int DEFAULT_MILLIS = 100;

    private SheetAssembly() {
    }

    /**
     * The result.
     *
     * @param clips clip paths (project-relative) to clips, in tag order
     */
    public record Assembly(SheetMeta meta, Map<String, Clip> clips) {
    }

    /**
     * @param clipFolder     project-relative folder the clips go in ({@code anim/hero})
     * @param untaggedName   the clip's name when there are no tags
     * @param previousClip   the clip now at a path, or null
     */
    public static Assembly assemble(String sheetPath, FrameSet set, SheetMeta previous, SliceSetup setup,
                                    String clipFolder, String untaggedName, Function<String, Clip> previousClip,
                                    Supplier<String> ids) {
        Map<String, double[]> recorded = recordedPivots(previous);
        Map<String, Cell> old = new HashMap<>();
        Set<String> used = new HashSet<>();
        if (previous != null) {
            for (Cell cell : previous.cells()) {
                old.put(cell.name(), cell);
            }
        }
        List<Cell> cells = new ArrayList<>();
        StringBuilder imported = new StringBuilder("{");
        for (FrameSet.FrameCell frame : set.frames()) {
            double pivotX = frame.pivotX() == null ? Cell.DEFAULT_PIVOT_X : frame.pivotX();
            double pivotY = frame.pivotY() == null ? Cell.DEFAULT_PIVOT_Y : frame.pivotY();
            Cell before = old.get(frame.name());
            String id;
            if (before != null && used.add(before.id())) {
                id = before.id();
                double[] written = recorded.get(frame.name());
                boolean artistMoved = written == null ? before.pivotX() != Cell.DEFAULT_PIVOT_X
                        || before.pivotY() != Cell.DEFAULT_PIVOT_Y
                        : before.pivotX() != written[0] || before.pivotY() != written[1];
                if (artistMoved) {
                    pivotX = before.pivotX();
                    pivotY = before.pivotY();
                }
            } else {
                id = ids.get();
                while (!used.add(id)) {
                    id = ids.get();
                }
            }
            if (imported.length() > 1) {
                imported.append(", ");
            }
            double fromX = frame.pivotX() == null ? Cell.DEFAULT_PIVOT_X : frame.pivotX();
            double fromY = frame.pivotY() == null ? Cell.DEFAULT_PIVOT_Y : frame.pivotY();
            imported.append(JsonWords.quote(frame.name())).append(": [").append(JsonWords.number(fromX)).append(", ")
                    .append(JsonWords.number(fromY)).append(']');
            cells.add(new Cell(frame.name(), id, frame.rect(), pivotX, pivotY));
        }
        imported.append('}');
        Map<String, String> unknown = new HashMap<>(previous == null ? Map.of() : previous.unknown());
        unknown.put(IMPORTED_FIELD, "{\"pivots\": " + imported + "}");
        SheetMeta meta = new SheetMeta(previous == null ? 1 : previous.version(),
                previous == null ? ImportSettings.DEFAULT : previous.settings(), setup, cells, unknown);

        Map<String, Clip> clips = new LinkedHashMap<>();
        List<AseFile.Tag> tags = set.tags().isEmpty() && !set.frames().isEmpty()
                ? List.of(new AseFile.Tag(untaggedName, 0, set.frames().size() - 1, TagFrames.FORWARD, 0, null))
                : set.tags();
        Set<String> fileNames = new HashSet<>();
        for (AseFile.Tag tag : tags) {
            if (tag.from() < 0 || tag.to() >= set.frames().size() || tag.from() > tag.to()) {
                continue;
            }
            String fileName = uniqueFileName(tag.name(), fileNames);
            String path = (clipFolder.isEmpty() ? "" : clipFolder + "/") + fileName + ".aeanim";
            clips.put(path, clip(sheetPath, set, tag, previousClip.apply(path)));
        }
        return new Assembly(meta, clips);
    }

    /** The pivots the last import wrote, from the {@code imported} field; empty when there is none. */
    static Map<String, double[]> recordedPivots(SheetMeta previous) {
        if (previous == null || !previous.unknown().containsKey(IMPORTED_FIELD)) {
            return Map.of();
        }
        return JsonWords.pivots(previous.unknown().get(IMPORTED_FIELD));
    }

    private static Clip clip(String sheetPath, FrameSet set, AseFile.Tag tag, Clip previous) {
        List<String> sprites = new ArrayList<>();
        List<Double> durations = new ArrayList<>();
        long totalMillis = 0;
        for (int index : TagFrames.order(tag)) {
            FrameSet.FrameCell frame = set.frames().get(index);
            int millis = frame.durationMillis() > 0 ? frame.durationMillis() : DEFAULT_MILLIS;
            sprites.add(CellNames.assetPath(sheetPath, frame.name()));
            durations.add(millis / 1000.0);
            totalMillis += millis;
        }
        double length = totalMillis / 1000.0;
        if (previous == null) {
            Flipbook flipbook = new Flipbook(Ids.next(), "", null, durations, List.of(), sprites, Extras.NONE);
            Extras comments = tag.userText() == null || tag.userText().isBlank() ? Extras.NONE
                    : new Extras(0, 0, false, tag.userText().lines().map(line -> ("# " + line).strip()).toList(),
                    null, List.of(), List.of(), List.of(), Map.of());
            return new Clip(1, length, TagFrames.loop(tag), List.of(flipbook), List.of(), List.of(), comments,
                    Extras.NONE);
        }
        List<Flipbook> flipbooks = new ArrayList<>(previous.flipbooks());
        int replaced = -1;
        for (int i = 0; i < flipbooks.size() && replaced < 0; i++) {
            if (flipbooks.get(i).sprites().stream().allMatch(sprite -> sprite.startsWith(sheetPath + "#"))) {
                replaced = i;
            }
        }
        double oldFrames = 0;
        if (replaced < 0) {
            flipbooks.add(0, new Flipbook(Ids.next(), "", null, durations, List.of(), sprites, Extras.NONE));
        } else {
            Flipbook old = flipbooks.get(replaced);
            oldFrames = old.totalDuration();
            flipbooks.set(replaced, new Flipbook(old.id(), old.path(), null, durations, List.of(), sprites,
                    old.extras()));
        }
        boolean followedFrames = Math.abs(previous.length() - oldFrames) < 1e-6;
        double newLength = Math.max(followedFrames ? length : previous.length(), latestTime(previous));
        return new Clip(previous.version(), newLength, TagFrames.loop(tag), flipbooks, previous.tracks(),
                previous.events(), previous.extras(), previous.fileExtras(), previous.rig());
    }

    private static double latestTime(Clip clip) {
        double latest = 0;
        for (Track track : clip.tracks()) {
            for (Key key : track.keys()) {
                latest = Math.max(latest, key.time());
            }
        }
        for (ClipEvent event : clip.events()) {
            latest = Math.max(latest, event.time());
        }
        return latest;
    }

    /** A tag name as a file name: letters, digits, {@code - _ .} kept, anything else an underscore. */
    static String uniqueFileName(String name, Set<String> taken) {
        StringBuilder safe = new StringBuilder();
        name.codePoints().forEach(c -> safe.append(Character.isLetterOrDigit(c) || c == '-' || c == '_'
                || c == '.' ? new String(Character.toChars(c)) : "_"));
        String base = safe.toString().replaceAll("^\\.+", "");
        if (base.isEmpty()) {
            base = "tag";
        }
        String candidate = base;
        for (int n = 2; !taken.add(candidate.toLowerCase(Locale.ROOT)); n++) {
            candidate = base + "_" + n;
        }
        return candidate;
    }
}
