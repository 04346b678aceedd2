package dev.reel.ui.projects;

import dev.reel.io.ProjectFolder;
import dev.reel.io.WriteGuard;
import dev.reel.model.Cell;
import dev.reel.model.Clip;
import dev.reel.model.Diagnostic;
import dev.reel.sheet.CellNames;
import dev.reel.sheet.FlipbookBuilder;
import dev.reel.ui.documents.DocumentType;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.documents.Workspace;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The Create menu: a new one-second looping clip, a controller with one Idle state, a flipbook clip from
 * selected cells — each written to the project's {@code anim/} folder under a name no file has yet, then
 * opened.
 */
public final class Creation {
    /** Where new clips and controllers go. */
    public static final String ANIM_FOLDER = "anim";

    private final Workspace workspace;
    private final Consumer<String> status;
    private final Runnable filesChanged;

    public Creation(Workspace workspace, Consumer<String> status, Runnable filesChanged) {
        this.workspace = workspace;
        this.status = status;
        this.filesChanged = filesChanged;
    }

    /** A one-second looping clip, {@code anim/new_clip.aeanim} (or the next free name). */
    public Optional<OpenDocument<?>> newClip() {
        return create("new_clip", ".aeanim", DocumentType.CLIP.write(DocumentType.CLIP.fresh()));
    }

    /** A controller with one Idle state, {@code anim/new_controller.aectrl} (or the next free name). */
    public Optional<OpenDocument<?>> newController() {
        return create("new_controller", ".aectrl", DocumentType.CONTROLLER.write(DocumentType.CONTROLLER.fresh()));
    }

    /** A rig of one root bone, {@code anim/new_rig.aerig} (or the next free name). */
    public Optional<OpenDocument<?>> newRig() {
        return create("new_rig", ".aerig", DocumentType.RIG.write(DocumentType.RIG.fresh()));
    }

    /**
     * A looping clip at 12 fps of {@code cells} (in name order) of the sheet at {@code sheetPath}, named after
     * the sheet: {@code anim/hero.aeanim}.
     */
    public Optional<OpenDocument<?>> newFlipbook(String sheetPath, List<Cell> cells) {
        if (cells.isEmpty()) {
            status.accept("Select cells of a sliced sheet in Assets first");
            return Optional.empty();
        }
        Clip clip = FlipbookBuilder.clip(sheetPath, cells);
        return create(CellNames.baseName(sheetPath), ".aeanim", DocumentType.CLIP.write(clip));
    }

    /** A clip made elsewhere (Import Sprite Strip), written as {@code anim/BASE.aeanim} or the next free name. */
    public Optional<OpenDocument<?>> newClip(String base, Clip clip) {
        return create(base, ".aeanim", DocumentType.CLIP.write(clip));
    }

    /**
     * Asks for a new file's name where the user is looking (the Assets panel names it inline, in the folder
     * selected there), then writes and opens it.
     */
    public interface Naming {
        /** Starts asking; false when it cannot (no Assets panel), and the file gets an automatic name instead. */
        boolean ask(String base, String extension, byte[] bytes);

        /** Starts asking for a new folder's name; false when it cannot. */
        default boolean askFolder() {
            return false;
        }
    }

    private Naming naming;

    /** Who asks new files' names from now on (null: automatic names in {@code anim/}). */
    public void setNaming(Naming naming) {
        this.naming = naming;
    }

    /** Whether a panel asks new files' names inline. */
    public Naming naming() {
        return naming;
    }

    private Optional<OpenDocument<?>> create(String base, String extension, String text) {
        if (naming != null && naming.ask(base, extension, text.getBytes(StandardCharsets.UTF_8))) {
            return Optional.empty();
        }
        ProjectFolder folder = workspace.folder();
        Path anim = folder.root().resolve(ANIM_FOLDER);
        Optional<Diagnostic> made = WriteGuard.createFolders(folder.root(), anim);
        if (made.isPresent()) {
            status.accept("Cannot create the folder " + ANIM_FOLDER + "/: " + made.get().message());
            return Optional.empty();
        }
        Path file = uniqueFile(anim, base, extension);
        Optional<Diagnostic> failure = WriteGuard.save(folder.root(), file, text.getBytes(StandardCharsets.UTF_8));
        if (failure.isPresent()) {
            status.accept("Cannot create " + folder.relative(file) + ": " + failure.get().message());
            return Optional.empty();
        }
        filesChanged.run();
        Optional<OpenDocument<?>> opened = workspace.open(file);
        opened.ifPresent(document -> status.accept("Created " + document.name()));
        return opened;
    }

    /** {@code base + extension} in {@code folder}, or {@code base_2}, {@code base_3}, ... when taken. */
    public static Path uniqueFile(Path folder, String base, String extension) {
        Path file = folder.resolve(base + extension);
        for (int number = 2; Files.exists(file); number++) {
            file = folder.resolve(base + "_" + number + extension);
        }
        return file;
    }
}
