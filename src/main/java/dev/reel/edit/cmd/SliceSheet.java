package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Rect;
import dev.reel.model.SheetMeta;
import dev.reel.model.SliceSetup;
import dev.reel.sheet.ResliceResult;
import dev.reel.sheet.Reslicer;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * Slices a sheet (again): the cells become one per rectangle, in order, and the setup is recorded; import
 * settings and unknown fields stay. The new cells take the ids and pivots of the cells they replace as
 * {@link Reslicer} matches them against the cells the sheet has when the command runs, so a pivot edited while
 * a big sheet was being sliced in the background is kept; cells that replace none take ids from
 * {@code freshIds}, in order.
 *
 * @param sheetPath the PNG's project path ({@code assets/hero.png}): cells are named after it
 * @param freshIds  ids drawn beforehand, at least one per rectangle, so that applying is a pure function
 */
public record SliceSheet(String sheetPath, SliceSetup setup, List<Rect> rects, List<String> freshIds)
        implements Command<SheetMeta> {

    public SliceSheet {
        Objects.requireNonNull(sheetPath, "sheetPath");
        Objects.requireNonNull(setup, "setup");
        rects = List.copyOf(rects);
        freshIds = List.copyOf(freshIds);
    }

    /** A slicing whose fresh ids are drawn from {@code ids}: one distinct id per rectangle, and a few spare. */
    public static SliceSheet of(String sheetPath, SliceSetup setup, List<Rect> rects, Supplier<String> ids) {
        List<String> drawn = new ArrayList<>(rects.size() + 8);
        var distinct = new HashSet<String>();
        // Spares cover a fresh id that happens to equal a kept one, which the reslicer then skips.
        while (drawn.size() < rects.size() + 8) {
            String id = ids.get();
            if (distinct.add(id)) {
                drawn.add(id);
            }
        }
        return new SliceSheet(sheetPath, setup, rects, drawn);
    }

    @Override
    public String label() {
        return "Slice into " + rects.size() + (rects.size() == 1 ? " cell" : " cells");
    }

    @Override
    public SheetMeta apply(SheetMeta meta) {
        String group = meta.settings().atlasGroup();
        if (group != null && !group.isBlank()) {
            throw new IllegalArgumentException("the sheet is in atlas group \"" + group
                    + "\"; a sliced sheet cannot join an atlas group");
        }
        if (rects.isEmpty()) {
            throw new IllegalArgumentException("slicing gave no cells");
        }
        for (Rect rect : rects) {
            if (rect.width() <= 0 || rect.height() <= 0 || rect.x() < 0 || rect.y() < 0) {
                throw new IllegalArgumentException("cell rect " + rect + " is empty or off the sheet");
            }
        }
        Iterator<String> ids = freshIds.iterator();
        ResliceResult cells = Reslicer.reslice(sheetPath, meta.cells(), rects, () -> {
            if (!ids.hasNext()) {
                throw new IllegalArgumentException("not enough fresh ids for " + rects.size() + " cells");
            }
            return ids.next();
        });
        return new SheetMeta(meta.version(), meta.settings(), setup, cells.cells(), meta.unknown());
    }
}
