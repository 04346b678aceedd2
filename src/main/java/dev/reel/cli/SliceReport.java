package dev.reel.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.reel.model.Cell;
import dev.reel.model.Diagnostic;
import dev.reel.model.SheetMeta;
import dev.reel.model.SliceSetup;
import dev.reel.sheet.SliceOutcome;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * What {@code reel slice} prints: a readable summary or the JSON object its help describes.
 *
 * @param sheetPath the sheet as the output names it (project-relative, or the PNG's file name)
 * @param metaPath  its sidecar, named the same way
 */
record SliceReport(String sheetPath, String metaPath) {

    /** The readable summary: cells, what became of the ids, the clips it breaks, and whether it was written. */
    String text(SheetMeta previous, SliceOutcome outcome, List<Diagnostic> diagnostics, boolean written) {
        List<Cell> cells = outcome.meta().cells();
        List<String> lines = new ArrayList<>();
        lines.add(sheetPath + ": " + plural(cells.size(), "cell") + ", " + cells.get(0).name()
                + (cells.size() > 1 ? " to " + cells.get(cells.size() - 1).name() : "") + " ("
                + describe(outcome.meta().slice()) + ")");
        Set<String> kept = kept(previous, outcome);
        lines.add("ids: " + kept.size() + " kept, " + (cells.size() - kept.size()) + " new, "
                + outcome.removed().size() + " removed");
        if (!outcome.removed().isEmpty()) {
            List<String> removed = new ArrayList<>();
            for (Cell cell : outcome.removed()) {
                removed.add(cell.name() + " (" + cell.id() + ")");
            }
            lines.add("removed: " + String.join(", ", removed));
        }
        if (!outcome.renamed().isEmpty()) {
            List<String> renamed = new ArrayList<>();
            for (Map.Entry<String, String> entry : new TreeMap<>(outcome.renamed()).entrySet()) {
                renamed.add(entry.getKey() + " -> " + entry.getValue());
            }
            lines.add("renamed: " + String.join(", ", renamed));
        }
        for (Diagnostic diagnostic : diagnostics) {
            lines.add(diagnostic.format());
        }
        lines.add(written ? "wrote " + metaPath : "dry run: " + metaPath + " was not written");
        return String.join(System.lineSeparator(), lines);
    }

    /** The JSON object of a slicing that worked. */
    ObjectNode json(SheetMeta previous, SliceOutcome outcome, List<Diagnostic> diagnostics, boolean written) {
        ObjectNode root = start(written);
        ArrayNode cells = root.putArray("cells");
        for (Cell cell : outcome.meta().cells()) {
            ObjectNode object = cells.addObject();
            object.put("name", cell.name());
            object.put("id", cell.id());
            object.putArray("rect").add(cell.rect().x()).add(cell.rect().y()).add(cell.rect().width())
                    .add(cell.rect().height());
            object.putArray("pivot").add(cell.pivotX()).add(cell.pivotY());
        }
        Set<String> kept = kept(previous, outcome);
        ArrayNode keptIds = root.putArray("kept");
        ArrayNode newIds = root.putArray("new");
        for (Cell cell : outcome.meta().cells()) {
            (kept.contains(cell.id()) ? keptIds : newIds).add(cell.id());
        }
        ArrayNode removed = root.putArray("removed");
        for (Cell cell : outcome.removed()) {
            removed.addObject().put("name", cell.name()).put("id", cell.id());
        }
        ObjectNode renamed = root.putObject("renamed");
        new TreeMap<>(outcome.renamed()).forEach(renamed::put);
        root.set("diagnostics", Json.diagnosticsArray(diagnostics));
        return root;
    }

    /** The JSON object of a slicing that was refused: no cells, the diagnostics that say why. */
    ObjectNode failure(List<Diagnostic> diagnostics) {
        ObjectNode root = start(false);
        root.putArray("cells");
        root.putArray("kept");
        root.putArray("new");
        root.putArray("removed");
        root.putObject("renamed");
        root.set("diagnostics", Json.diagnosticsArray(diagnostics));
        return root;
    }

    private ObjectNode start(boolean written) {
        ObjectNode root = Json.object();
        root.put("sheet", sheetPath);
        root.put("meta", metaPath);
        root.put("written", written);
        return root;
    }

    /** The ids of the new cells that an old cell had. */
    private static Set<String> kept(SheetMeta previous, SliceOutcome outcome) {
        Set<String> old = new HashSet<>();
        for (Cell cell : previous.cells()) {
            old.add(cell.id());
        }
        Set<String> kept = new HashSet<>();
        for (Cell cell : outcome.meta().cells()) {
            if (old.contains(cell.id())) {
                kept.add(cell.id());
            }
        }
        return kept;
    }

    private static String describe(SliceSetup setup) {
        if (setup instanceof SliceSetup.Grid grid) {
            return "grid of " + grid.cellWidth() + " × " + grid.cellHeight() + " cells, offset " + grid.offsetX()
                    + "," + grid.offsetY() + ", padding " + grid.paddingX() + "," + grid.paddingY()
                    + (grid.count() > 0 ? ", count " + grid.count() : "");
        }
        if (setup instanceof SliceSetup.Strip strip) {
            return "strip of " + strip.frameWidth() + " px frames"
                    + (strip.frameHeight() > 0 ? " " + strip.frameHeight() + " px high" : "");
        }
        SliceSetup.Alpha alpha = (SliceSetup.Alpha) setup;
        return "shapes with alpha above " + alpha.threshold() + (alpha.minArea() > 0 ? ", specks under "
                + alpha.minArea() + " px " + (alpha.mergeSmall() ? "merged" : "dropped") : "");
    }

    private static String plural(int count, String noun) {
        return count + " " + noun + (count == 1 ? "" : "s");
    }
}
