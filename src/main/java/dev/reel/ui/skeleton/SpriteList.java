package dev.reel.ui.skeleton;

import dev.reel.io.MetaCodec;
import dev.reel.io.ProjectFolder;
import dev.reel.model.Cell;
import dev.reel.model.SheetMeta;
import dev.reel.sheet.FlipbookBuilder;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** The sprites a slot can show: every cell of the project's sliced sheets, then each PNG whole, by path. */
final class SpriteList {
    private SpriteList() {
    }

    static List<String> of(ProjectFolder folder) {
        List<String> cells = new ArrayList<>();
        List<String> whole = new ArrayList<>();
        for (Path file : folder.files()) {
            if (ProjectFolder.kindOf(file) != ProjectFolder.FileKind.PNG) {
                continue;
            }
            String sheet = folder.relative(file);
            whole.add(sheet);
            Path metaFile = file.resolveSibling(file.getFileName() + MetaCodec.EXTENSION);
            if (Files.isRegularFile(metaFile)) {
                ProjectFolder.Read read = ProjectFolder.read(metaFile, sheet + MetaCodec.EXTENSION);
                SheetMeta meta = read.problem() == null ? MetaCodec.read(read.bytes(), sheet).value() : null;
                if (meta != null) {
                    List<Cell> sorted = new ArrayList<>(meta.cells());
                    sorted.sort(Comparator.comparing(Cell::name, FlipbookBuilder.NAME_ORDER));
                    sorted.forEach(cell -> cells.add(sheet + "#" + cell.name()));
                }
            }
        }
        cells.addAll(whole);
        return cells;
    }
}
