package dev.reel.preview;

import dev.reel.io.AssetPath;
import dev.reel.io.AssetPaths;
import dev.reel.io.Loaded;
import dev.reel.io.ProjectFolder;
import dev.reel.io.RigCodec;
import dev.reel.model.Diagnostic;
import dev.reel.model.rig.Rig;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code .aerig} rigs of one project that clips name with {@code rig=asset(...)}, read and compiled on first
 * use and kept while the file keeps the size and modification time it was read at (a rig saved again is read
 * again on the next frame). Nothing here throws for a bad rig: one that is missing, leaves the project, cannot be
 * read or has errors is null, and why is in {@link #problems()}. Not thread-safe: use it where the pose is made.
 */
public final class ProjectRigs {
    private record Entry(long size, FileTime modified, LoadedRig rig, String problem) {
    }

    private final Path root;
    private final Map<String, Entry> entries = new HashMap<>();

    /** The rigs of the project at {@code projectRoot} (null: none can be found). */
    public ProjectRigs(Path projectRoot) {
        this.root = projectRoot;
    }

    /** The rig at project asset path {@code assetPath}, or null (see {@link #problems()}). */
    public LoadedRig rig(String assetPath) {
        if (root == null || assetPath == null || assetPath.isEmpty()) {
            return null;
        }
        if (!(AssetPaths.resolve(root, assetPath) instanceof AssetPath.InProject inProject)) {
            return remember(assetPath, null, null, null, "the rig " + assetPath + " is not a file of the project");
        }
        Path file = inProject.file();
        long size;
        FileTime modified;
        try {
            size = Files.size(file);
            modified = Files.getLastModifiedTime(file);
        } catch (IOException | SecurityException e) {
            return remember(assetPath, null, null, null, "the rig " + assetPath + " cannot be read");
        }
        Entry known = entries.get(assetPath);
        if (known != null && known.size() == size && modified.equals(known.modified())) {
            return known.rig();
        }
        ProjectFolder.Read read = ProjectFolder.read(file, assetPath);
        if (read.problem() != null) {
            return remember(assetPath, size, modified, null, read.problem().format());
        }
        Loaded<Rig> loaded = RigCodec.read(read.bytes(), assetPath);
        if (loaded.hasErrors() || loaded.value() == null) {
            String first = loaded.diagnostics().stream().findFirst().map(Diagnostic::format)
                    .orElse("the rig " + assetPath + " cannot be read");
            return remember(assetPath, size, modified, null, first);
        }
        try {
            return remember(assetPath, size, modified, LoadedRig.of(loaded.value()), null);
        } catch (IllegalArgumentException e) {
            return remember(assetPath, size, modified, null, "the rig " + assetPath + " cannot be posed: "
                    + e.getMessage());
        }
    }

    /** Why rigs asked for could not be had, one line each. */
    public List<String> problems() {
        List<String> problems = new ArrayList<>();
        for (Entry entry : entries.values()) {
            if (entry.problem() != null) {
                problems.add(entry.problem());
            }
        }
        return problems;
    }

    private LoadedRig remember(String assetPath, Long size, FileTime modified, LoadedRig rig, String problem) {
        entries.put(assetPath, new Entry(size == null ? -1 : size, modified, rig, problem));
        return rig;
    }
}
