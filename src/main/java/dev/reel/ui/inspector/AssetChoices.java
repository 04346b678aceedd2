package dev.reel.ui.inspector;

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

/**
 * The assets an asset picker offers: clips for a state (the project's and the engine's built-ins), sprites
 * for a sprite key (the project's PNGs and every cell of its sliced sheets). Listed again when the project's
 * files change.
 */
final class AssetChoices {
    static final List<String> ENGINE_CLIPS = List.of("engine/anim/bob", "engine/anim/hit", "engine/anim/idle",
            "engine/anim/jump", "engine/anim/run");
    static final List<String> ENGINE_SPRITES = List.of("engine/sprites/runner_0", "engine/sprites/runner_1",
            "engine/sprites/runner_2", "engine/sprites/runner_3", "engine/sprites/runner_4",
            "engine/sprites/runner_5", "engine/sprites/runner_6", "engine/sprites/runner_7");

    private final ProjectFolder folder;
    private List<String> clips;
    private List<String> sprites;

    AssetChoices(ProjectFolder folder) {
        this.folder = folder;
    }

    /** Forget the lists: files were added, removed or resliced. */
    void invalidate() {
        clips = null;
        sprites = null;
    }

    List<String> clips() {
        if (clips == null) {
            List<String> found = new ArrayList<>();
            for (Path file : folder.files()) {
                if (ProjectFolder.kindOf(file) == ProjectFolder.FileKind.CLIP) {
                    found.add(folder.relative(file));
                }
            }
            found.addAll(ENGINE_CLIPS);
            clips = List.copyOf(found);
        }
        return clips;
    }

    List<String> sprites() {
        if (sprites == null) {
            List<String> found = new ArrayList<>();
            for (Path file : folder.files()) {
                if (ProjectFolder.kindOf(file) != ProjectFolder.FileKind.PNG) {
                    continue;
                }
                String sheet = folder.relative(file);
                found.add(sheet);
                Path metaFile = file.resolveSibling(file.getFileName() + MetaCodec.EXTENSION);
                if (Files.isRegularFile(metaFile)) {
                    ProjectFolder.Read read = ProjectFolder.read(metaFile, sheet + MetaCodec.EXTENSION);
                    SheetMeta meta = read.problem() == null ? MetaCodec.read(read.bytes(), sheet).value() : null;
                    if (meta != null) {
                        List<Cell> cells = new ArrayList<>(meta.cells());
                        cells.sort(Comparator.comparing(Cell::name, FlipbookBuilder.NAME_ORDER));
                        cells.forEach(cell -> found.add(sheet + "#" + cell.name()));
                    }
                }
            }
            found.addAll(ENGINE_SPRITES);
            sprites = List.copyOf(found);
        }
        return sprites;
    }
}
