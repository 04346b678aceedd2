package dev.reel.ui.documents;

import dev.reel.io.Loaded;
import dev.reel.io.MetaCodec;
import dev.reel.io.ProjectFolder;
import dev.reel.sheet.SharedDecodes;
import dev.reel.sheet.SheetChecks;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A file read and parsed, not yet a document: what {@link Workspace#adopt} opens. Made on any thread, so a big
 * file can be read on a worker while the window goes on.
 *
 * @param read   null for a sheet whose {@code .meta} does not exist yet
 * @param loaded null when the file could not be read ({@code read} says why)
 */
public record Reading<T>(DocumentType<T> type, Path file, String name, ProjectFolder.Read read, Loaded<T> loaded,
                         DiskState disk) {

    /**
     * Reads and parses {@code file} of the project in {@code folder} as a {@code type}. With {@code decodeAhead}, a
     * sheet's PNG starts decoding first, on the decode-ahead thread ({@link SharedDecodes#decodeAhead}): the Sheet
     * panel asks for the pixels as soon as the document is open, and a 4096² sheet's decode had waited for the
     * {@code .meta}'s reading and the panels' updates.
     */
    static <T> Reading<T> of(ProjectFolder folder, DocumentType<T> type, Path file, boolean decodeAhead) {
        String name = folder.relative(file);
        if (decodeAhead && type == DocumentType.SHEET && name.endsWith(MetaCodec.EXTENSION)) {
            Path png = SheetChecks.sheetOf(file);
            SharedDecodes.shared().decodeAhead(png, folder.relative(png));
        }
        if (!Files.exists(file)) {
            return new Reading<>(type, file, name, null, null, DiskState.MISSING);
        }
        ProjectFolder.Read read = ProjectFolder.read(file, name);
        if (read.problem() != null) {
            return new Reading<>(type, file, name, read, null, null);
        }
        return new Reading<>(type, file, name, read, type.read(read.bytes(), name), DiskState.written(file, read.bytes()));
    }
}
