package dev.reel.ui.projects;

import dev.reel.io.ProjectCodec;
import dev.reel.io.ProjectFolder;
import dev.reel.model.Project;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The sample platformer project: where it is (the system property {@code reel.sample.dir}, the working
 * folder's {@code sample-projects/platformer}, or beside the application's jar) and copying it to start a
 * new project.
 */
public final class SampleProject {
    /** The system property naming the sample project folder. */
    public static final String PROPERTY = "reel.sample.dir";
    static final Path RELATIVE = Path.of("sample-projects", "platformer");

    private SampleProject() {
    }

    /** The sample project folder, if it can be found. */
    public static Optional<Path> locate() {
        List<Path> candidates = new ArrayList<>();
        String explicit = System.getProperty(PROPERTY);
        if (explicit != null && !explicit.isBlank()) {
            candidates.add(Path.of(explicit));
        }
        candidates.add(RELATIVE);
        try {
            Path code = Path.of(SampleProject.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            for (Path folder = code.getParent(); folder != null; folder = folder.getParent()) {
                candidates.add(folder.resolve(RELATIVE));
            }
        } catch (Exception e) {
            // Not from a file: only the explicit and working-folder candidates apply.
        }
        return candidates.stream().filter(ProjectFolder::isProject).map(path -> path.toAbsolutePath().normalize())
                .findFirst();
    }

    /**
     * New Project from Sample: copies the project at {@code sample} into {@code target}, which must not exist or
     * be empty, as a project of its own, named after its folder ({@code my-game}, not the sample's "Platformer").
     *
     * @return null on success, else why it failed
     */
    public static String newProject(Path sample, Path target) {
        return copy(sample, target, true);
    }

    /**
     * Copies the project at {@code sample} into {@code target}, which must not exist or be empty, as it is (its
     * name too).
     *
     * @return null on success, else why it failed
     */
    public static String copy(Path sample, Path target) {
        return copy(sample, target, false);
    }

    private static String copy(Path sample, Path target, boolean renamed) {
        try {
            if (Files.exists(target)) {
                try (Stream<Path> entries = Files.list(target)) {
                    if (entries.findAny().isPresent()) {
                        return target + " is not empty";
                    }
                }
            }
            Files.walkFileTree(sample, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) throws IOException {
                    String name = dir.getFileName() == null ? "" : dir.getFileName().toString();
                    if (!dir.equals(sample) && name.startsWith(".")) {
                        return FileVisitResult.SKIP_SUBTREE;
                    }
                    Files.createDirectories(target.resolve(sample.relativize(dir).toString()));
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) throws IOException {
                    String name = file.getFileName().toString();
                    Path copy = target.resolve(sample.relativize(file).toString());
                    if (renamed && file.equals(sample.resolve(ProjectCodec.FILE_NAME))) {
                        Files.write(copy, named(file, target));
                    } else if (!name.endsWith("~") && !name.endsWith(".reel-tmp")) {
                        Files.copy(file, copy, StandardCopyOption.REPLACE_EXISTING);
                    }
                    return FileVisitResult.CONTINUE;
                }
            });
            return null;
        } catch (IOException e) {
            return "cannot copy the sample: " + e.getMessage();
        }
    }

    /** The sample's {@code project.aego} with the new project's folder name as its name (its comments kept). */
    private static byte[] named(Path settings, Path target) throws IOException {
        byte[] bytes = Files.readAllBytes(settings);
        String name = target.toAbsolutePath().normalize().getFileName().toString();
        Project project = ProjectCodec.read(bytes, ProjectCodec.FILE_NAME, name).value();
        if (project == null) {
            return bytes;
        }
        return ProjectCodec.bytes(new Project(project.version(), name, project.tickRate(), project.events(),
                project.extras(), project.animationExtras(), project.fileExtras()));
    }
}
