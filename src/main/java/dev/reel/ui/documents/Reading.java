package dev.reel.ui.documents;

import dev.reel.io.Loaded;
import dev.reel.io.MetaCodec;
import dev.reel.io.ProjectFolder;
import dev.reel.sheet.SharedDecodes;

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
     * Reads and parses {@code file} of the project in {@code folder} as a {@code type}. For a sheet, its PNG's
     * decode starts first, on a thread of its own: the Sheet panel asks for the pixels as soon as the document is
     * open, and a 4096² sheet's decode had waited for the {@code .meta}'s reading and the panels' updates.
     */
    static <T> Reading<T> of(ProjectFolder folder, DocumentType<T> type, Path file) {
        String name = folder.relative(file);
        if (type == DocumentType.SHEET && name.endsWith(MetaCodec.EXTENSION)) {
            Path png = file.resolveSibling(file.getFileName().toString().substring(0,
                    file.getFileName().toString().length() - MetaCodec.EXTENSION.length()));
            SharedDecodes.shared().decodeAhead(png, name.substring(0, name.length() - MetaCodec.EXTENSION.length()));
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
