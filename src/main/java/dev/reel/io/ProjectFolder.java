package dev.reel.io;

import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.Project;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileVisitOption;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A project on disk: the folder holding {@code project.aego}, the files in it Reel reads, and reading them
 * with size limits so that no file can exhaust memory.
 */
public final class ProjectFolder {
    /** Files larger than this are refused before they are read. */
    public static final long MAX_TEXT_BYTES = 64L << 20;
    /** A scan stops after this many files: a project folder is not a disk. */
    public static final int MAX_FILES = 100_000;

    private final Path root;

    private ProjectFolder(Path root) {
        this.root = root;
    }

    /** The project whose folder is {@code root}. */
    public static ProjectFolder at(Path root) {
        return new ProjectFolder(root.toAbsolutePath().normalize());
    }

    /** The nearest folder at or above {@code start} (a file or folder) holding {@code project.aego}. */
    public static Optional<ProjectFolder> enclosing(Path start) {
        Path folder = start.toAbsolutePath().normalize();
        if (!Files.isDirectory(folder)) {
            folder = folder.getParent();
        }
        while (folder != null) {
            if (Files.isRegularFile(folder.resolve(ProjectCodec.FILE_NAME))) {
                return Optional.of(new ProjectFolder(folder));
            }
            folder = folder.getParent();
        }
        return Optional.empty();
    }

    public static boolean isProject(Path folder) {
        return Files.isRegularFile(folder.resolve(ProjectCodec.FILE_NAME));
    }

    public Path root() {
        return root;
    }

    /** The project-relative path of {@code file}, with {@code /}. */
    public String relative(Path file) {
        return AssetPaths.relative(root, file);
    }

    /** Resolves an asset path written in one of the project's files. */
    public AssetPath resolve(String assetPath) {
        return AssetPaths.resolve(root, assetPath);
    }

    /** Reads the project settings; a missing or broken file gives defaults named after the folder. */
    public Loaded<Project> readProject() {
        Path file = root.resolve(ProjectCodec.FILE_NAME);
        String name = root.getFileName() == null ? "project" : root.getFileName().toString();
        Read read = read(file, ProjectCodec.FILE_NAME);
        if (read.problem() != null) {
            return new Loaded<>(null, List.of(read.problem()));
        }
        return ProjectCodec.read(read.bytes(), ProjectCodec.FILE_NAME, name);
    }

    /**
     * The files of the project Reel reads (clips, controllers, rigs, sheets and sidecars), sorted, hidden folders
     * skipped.
     */
    public List<Path> files() {
        return listing().files();
    }

    /**
     * The files {@code reel import} reads that lie in the project (Aseprite documents and atlas data, see
     * {@link #importable}), sorted; Assets lists them so that a double-click imports one.
     */
    public List<Path> importableFiles() {
        return listing().importable();
    }

    /** Whether {@code file} is named like an Aseprite document ({@code .aseprite}, {@code .ase}) or atlas data ({@code .json}, {@code .atlas}). */
    public static boolean importable(Path file) {
        String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
        return !name.startsWith(".") && (name.endsWith(".aseprite") || name.endsWith(".ase") || name.endsWith(".atlas")
                || name.endsWith(".json"));
    }

    /**
     * Entries named like files Reel reads that are no regular file, even through a symbolic link: named pipes,
     * sockets, devices, links to them (such as to {@code /dev/zero}) and dangling links. They are never opened,
     * since opening a pipe blocks and a device may never end; {@code reel check} lists them as skipped.
     */
    public List<Path> skipped() {
        return listing().skipped();
    }

    /**
     * The project's folders below its own, sorted, hidden ones skipped: Assets shows a folder with nothing Reel
     * reads in it (one just made with New Folder) too.
     */
    public List<Path> folders() {
        return listing().folders();
    }

    /** What one walk of the project finds: the files Reel reads, the entries it skips and the folders, each sorted. */
    private record Listing(List<Path> files, List<Path> skipped, List<Path> importable, List<Path> folders) {
    }

    private Listing listing() {
        List<Path> files = new ArrayList<>();
        List<Path> skipped = new ArrayList<>();
        List<Path> importable = new ArrayList<>();
        List<Path> folders = new ArrayList<>();
        try {
            Files.walkFileTree(root, EnumSet.noneOf(FileVisitOption.class), 32, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) {
                    String name = dir.getFileName() == null ? "" : dir.getFileName().toString();
                    boolean hidden = !dir.equals(root) && (name.startsWith(".") || name.equals("target"));
                    if (!hidden && !dir.equals(root) && folders.size() < MAX_FILES) {
                        folders.add(dir);
                    }
                    return hidden ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                    if (importable(file) && attributes.isRegularFile() && importable.size() < MAX_FILES) {
                        importable.add(file);
                    }
                    if (kindOf(file) != FileKind.OTHER) {
                        if (attributes.isRegularFile()) {
                            files.add(file);
                        } else if (!attributes.isDirectory() && !Files.isRegularFile(file)
                                && !Files.isDirectory(file)) {
                            skipped.add(file);
                        }
                    }
                    return files.size() >= MAX_FILES ? FileVisitResult.TERMINATE : FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException e) {
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException | UncheckedIOException e) {
            return new Listing(List.copyOf(files), List.copyOf(skipped), List.copyOf(importable), List.copyOf(folders));
        }
        files.sort(null);
        skipped.sort(null);
        importable.sort(null);
        folders.sort(null);
        return new Listing(List.copyOf(files), List.copyOf(skipped), List.copyOf(importable), List.copyOf(folders));
    }

    /**
     * IO001 when {@code file} exists (or is a link) but is no regular file, so it must not be opened: a named
     * pipe would block the read and a device such as {@code /dev/zero} never ends. Null for regular files and
     * for paths where nothing is (callers word "does not exist" their own way).
     */
    public static Diagnostic notRegular(Path file, String name) {
        if (Files.isRegularFile(file) || !Files.exists(file, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            return null;
        }
        String what;
        if (Files.isDirectory(file)) {
            what = "it is a folder";
        } else if (!Files.exists(file)) {
            what = "it is a symbolic link to nothing";
        } else {
            what = "it is a named pipe, socket or device";
        }
        return Diagnostic.of(Code.IO001, name, 0, 0, "not a regular file (" + what + "), so Reel does not open it");
    }

    /** The kinds of files Reel reads. */
    public enum FileKind { PROJECT, CLIP, CONTROLLER, RIG, META, PNG, OTHER }

    public static FileKind kindOf(Path file) {
        String name = file.getFileName() == null ? "" : file.getFileName().toString();
        if (name.startsWith(".")) {
            return FileKind.OTHER;
        }
        if (name.equals(ProjectCodec.FILE_NAME)) {
            return FileKind.PROJECT;
        }
        String lower = name.toLowerCase(Locale.ROOT);
        if (lower.endsWith(".aeanim")) {
            return FileKind.CLIP;
        }
        if (lower.endsWith(".aectrl")) {
            return FileKind.CONTROLLER;
        }
        if (lower.endsWith(RigCodec.EXTENSION) && name.length() > RigCodec.EXTENSION.length()) {
            return FileKind.RIG;
        }
        if (lower.endsWith(".png.meta")) {
            return FileKind.META;
        }
        if (lower.endsWith(".png")) {
            return FileKind.PNG;
        }
        return FileKind.OTHER;
    }

    /**
     * Whether {@code file} is a rig ({@code .aerig}, any case, not hidden): its {@link #kindOf} is
     * {@link FileKind#RIG}.
     */
    public static boolean isRig(Path file) {
        return kindOf(file) == FileKind.RIG;
    }

    /**
     * The bytes of a file, or why they cannot be had.
     *
     * @param problem null when {@code bytes} were read
     */
    public record Read(byte[] bytes, Diagnostic problem) {
    }

    /** Reads a file of at most {@link #MAX_TEXT_BYTES}; {@code name} is how diagnostics call it. */
    public static Read read(Path file, String name) {
        Diagnostic irregular = notRegular(file, name);
        if (irregular != null) {
            return new Read(null, irregular);
        }
        try {
            long size = Files.size(file);
            if (size > MAX_TEXT_BYTES) {
                return new Read(null, Diagnostic.of(Code.DOC006, name, 0, 0, "the file is " + (size >> 20)
                        + " MiB; Reel reads files of at most " + (MAX_TEXT_BYTES >> 20) + " MiB"));
            }
            return new Read(Files.readAllBytes(file), null);
        } catch (IOException | SecurityException e) {
            return new Read(null, Diagnostic.of(Code.IO001, name, 0, 0, "cannot read: " + AtomicFile.describe(e)));
        }
    }
}
