package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Cell;
import dev.reel.model.ImportSettings;
import dev.reel.model.SheetMeta;

import java.util.List;
import java.util.Objects;

/**
 * Apply in the sheet's Import section: the import settings and the cells that go with them, in one step, so
 * that Undo restores both. The cells are the sheet's cells unchanged, or none when the sheet joins an atlas
 * group, which a sliced sheet cannot (its slicing setup then goes too).
 */
public record ApplyImportSettings(ImportSettings settings, List<Cell> cells) implements Command<SheetMeta> {

    public ApplyImportSettings {
        Objects.requireNonNull(settings, "settings");
        cells = List.copyOf(cells);
    }

    /** The settings with the sheet's cells kept, or dropped when the settings put the sheet in an atlas group. */
    public static ApplyImportSettings to(SheetMeta meta, ImportSettings settings) {
        return new ApplyImportSettings(settings, joinsGroup(settings) ? List.of() : meta.cells());
    }

    /** Whether these settings pack the sheet into an atlas group. */
    public static boolean joinsGroup(ImportSettings settings) {
        return settings.atlasGroup() != null && !settings.atlasGroup().isBlank();
    }

    @Override
    public String label() {
        return "Apply import settings";
    }

    @Override
    public SheetMeta apply(SheetMeta meta) {
        if (settings.filter() == null) {
            throw new IllegalArgumentException("a filter is needed");
        }
        if (settings.atlasGroup() != null && settings.atlasGroup().isEmpty()) {
            throw new IllegalArgumentException("an atlas group needs a name (or none)");
        }
        if (settings.atlasPadding() < 0 || settings.atlasPadding() > 256) {
            throw new IllegalArgumentException("atlas padding " + settings.atlasPadding() + " is not 0 to 256");
        }
        if (settings.extrude() < 0 || settings.extrude() > 64) {
            throw new IllegalArgumentException("extrude " + settings.extrude() + " is not 0 to 64");
        }
        if (joinsGroup(settings) && !cells.isEmpty()) {
            throw new IllegalArgumentException("a sheet sliced into " + cells.size()
                    + (cells.size() == 1 ? " cell" : " cells") + " cannot join atlas group \"" + settings.atlasGroup() + "\"");
        }
        return new SheetMeta(meta.version(), settings, cells.isEmpty() ? null : meta.slice(), cells, meta.unknown());
    }
}
