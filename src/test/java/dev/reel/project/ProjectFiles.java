package dev.reel.project;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Base64;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/** Copies of the sample project and snapshots of every file in one, for the tests of project changes. */
final class ProjectFiles {
    private ProjectFiles() {
    }

    /** A fresh copy of {@code sample-projects/platformer} in {@code folder}/platformer. */
    static Path sample(Path folder) {
        Path source = Path.of("sample-projects", "platformer").toAbsolutePath();
        Path target = folder.resolve("platformer").toAbsolutePath().normalize();
        try (Stream<Path> walk = Files.walk(source)) {
            for (Path entry : (Iterable<Path>) walk::iterator) {
                Path copy = target.resolve(source.relativize(entry).toString());
                if (Files.isDirectory(entry)) {
                    Files.createDirectories(copy);
                } else {
                    Files.copy(entry, copy);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return target;
    }

    /**
     * Every file and folder of the project by relative path (folders as "/"), leaving out the trash and the
     * {@code NAME~} backups of saves and temporary files (replaced versions are removed in the background): what the
     * user sees as the project.
     */
    static Map<String, String> snapshot(Path root) {
        Map<String, String> files = new TreeMap<>();
        try {
            Files.walkFileTree(root, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path folder, BasicFileAttributes attributes) {
                    String relative = relative(root, folder);
                    if (relative.startsWith(".reel")) {
                        return FileVisitResult.SKIP_SUBTREE;
                    }
                    if (!relative.isEmpty()) {
                        files.put(relative, "/");
                    }
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) throws IOException {
                    String relative = relative(root, file);
                    if (!hidden(relative)) {
                        files.put(relative, Base64.getEncoder().encodeToString(Files.readAllBytes(file)));
                    }
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException failure) throws IOException {
                    // A replaced version is removed on a thread of its own and may go between listing and reading.
                    if (failure instanceof NoSuchFileException && hidden(relative(root, file))) {
                        return FileVisitResult.CONTINUE;
                    }
                    throw failure;
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return files;
    }

    private static String relative(Path root, Path entry) {
        return root.relativize(entry).toString().replace('\\', '/');
    }

    private static boolean hidden(String relative) {
        return relative.startsWith(".reel") || relative.endsWith("~") || relative.endsWith(".reel-tmp");
    }

    static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
