package dev.reel.ui.documents;

import dev.reel.io.WriteGuard;
import dev.reel.settings.ConfigFolder;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Optional;

/**
 * Copies of the side the user did not keep when a file changed on disk while it had unsaved edits: nothing
 * is ever lost. They go to {@code recovery/kept/PROJECT/TIME/} under the config folder, keeping the file's
 * project-relative path, with the side in the name ({@code attack.disk-version.aeanim},
 * {@code attack.my-version.aeanim}) so the user can find and open them.
 */
public final class KeptVersions {
    /** Which version a copy holds. */
    public enum Side {
        DISK("disk-version"), MINE("my-version");

        private final String word;

        Side(String word) {
            this.word = word;
        }
    }

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyy-MM-dd_HH-mm-ss");

    private KeptVersions() {
    }

    /** The folder holding every kept copy of a project. */
    public static Path folderOf(Path configFolder, String projectName) {
        return ConfigFolder.recovery(configFolder).resolve("kept").resolve(safe(projectName));
    }

    /** Stores {@code bytes} as the {@code side} version of {@code relative}; returns where, or empty when it failed. */
    public static Optional<Path> keep(Path configFolder, String projectName, String relative, Side side, byte[] bytes) {
        Path folder = folderOf(configFolder, projectName).resolve(LocalDateTime.now().format(STAMP));
        String name = relative.contains("/") ? relative.substring(relative.lastIndexOf('/') + 1) : relative;
        String parent = relative.contains("/") ? relative.substring(0, relative.lastIndexOf('/')) : "";
        int dot = name.indexOf('.');
        String kept = dot > 0 ? name.substring(0, dot) + "." + side.word + name.substring(dot)
                : name + "." + side.word;
        Path target = (parent.isEmpty() ? folder : folder.resolve(parent)).resolve(kept);
        try {
            Files.createDirectories(target.getParent());
            int copy = 2;
            while (Files.exists(target)) {
                target = target.resolveSibling(copy++ + "-" + kept);
            }
        } catch (IOException e) {
            return Optional.empty();
        }
        return WriteGuard.saveSetting(target, bytes).isEmpty() ? Optional.of(target) : Optional.empty();
    }

    private static String safe(String name) {
        String cleaned = name.replaceAll("[^A-Za-z0-9._ -]", "_").strip();
        return cleaned.isEmpty() ? "project" : cleaned;
    }
}
