package dev.reel.ui.projects;

import dev.reel.settings.StoredProperties;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The projects opened lately, newest first, kept in {@code reel.properties} under the config folder. */
public final class RecentProjects {
    private static final int LIMIT = 10;

    private final StoredProperties stored;

    public RecentProjects(Path configFolder) {
        this.stored = StoredProperties.load(configFolder.resolve("reel.properties"));
    }

    /** The recent projects that still exist. */
    public List<Path> list() {
        List<Path> projects = new ArrayList<>();
        for (String path : stored.getList("recent")) {
            Path project = Path.of(path);
            if (Files.isDirectory(project)) {
                projects.add(project);
            }
        }
        return projects;
    }

    /** Puts {@code root} first and saves. */
    public void opened(Path root) {
        String path = root.toAbsolutePath().normalize().toString();
        List<String> paths = new ArrayList<>(stored.getList("recent"));
        paths.remove(path);
        paths.add(0, path);
        stored.putList("recent", paths.subList(0, Math.min(LIMIT, paths.size())));
        stored.save();
    }
}
