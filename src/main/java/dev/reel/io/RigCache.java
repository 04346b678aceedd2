package dev.reel.io;

import dev.reel.model.rig.Rig;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The rigs a {@link ProjectChecker} has read, so that the many clips of one rig read it once. An entry is used
 * only while its file keeps the size and modification time it was read at; a changed rig is read again.
 */
final class RigCache {
    private record Entry(long size, FileTime modified, Loaded<Rig> loaded) {
    }

    private final Map<Path, Entry> entries = new ConcurrentHashMap<>();

    /** The rig at project asset path {@code written}, or null when it is not a readable file of the project. */
    Loaded<Rig> read(ProjectFolder folder, String written) {
        if (!(folder.resolve(written) instanceof AssetPath.InProject inProject)
                || !Files.isRegularFile(inProject.file())) {
            return null;
        }
        Path file = inProject.file();
        long size;
        FileTime modified;
        try {
            size = Files.size(file);
            modified = Files.getLastModifiedTime(file);
        } catch (IOException | SecurityException e) {
            return null;
        }
        Entry entry = entries.get(file);
        if (entry != null && entry.size() == size && entry.modified().equals(modified)) {
            return entry.loaded();
        }
        ProjectFolder.Read read = ProjectFolder.read(file, written);
        if (read.problem() != null) {
            return null;
        }
        Loaded<Rig> loaded = RigCodec.read(read.bytes(), written);
        entries.put(file, new Entry(size, modified, loaded));
        return loaded;
    }
}
