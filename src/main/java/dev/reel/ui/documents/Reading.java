package dev.reel.ui.documents;

import dev.reel.io.Loaded;
import dev.reel.io.MetaCodec;
import dev.reel.io.ProjectFolder;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.BiConsumer;

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
     * Reads and parses {@code file} of the project in {@code folder} as a {@code type}. For a sheet, {@code ahead}
     * (null: nothing) is first told of its {@code .meta} file and project path, so that the Sheet panel can start
     * decoding the PNG's pixels it asks for as soon as the document is open: a 4096² sheet's decode had waited for
     * the {@code .meta}'s reading and the panels' updates.
     */
    static <T> Reading<T> of(ProjectFolder folder, DocumentType<T> type, Path file,
                             BiConsumer<Path, String> ahead) {
        String name = folder.relative(file);
        if (ahead != null && type == DocumentType.SHEET && name.endsWith(MetaCodec.EXTENSION)) {
            ahead.accept(file, name);
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
