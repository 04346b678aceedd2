package dev.reel.project;

import dev.reel.io.ProjectFolder;
import dev.reel.io.WriteGuard;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Plans the changes that add or remove files: a new named file or folder, a duplicate beside the original (its
 * references unchanged; a sheet with its {@code .meta}, a folder with everything in it), and a delete that sends
 * files to the trash, keeping their bytes so that undo brings them back exactly.
 */
public final class FilePlans {
    /** Files larger than this are not held for undo; deleting or copying them is refused. */
    public static final long MAX_HELD_BYTES = 512L << 20;

    private final ProjectFolder folder;
    private final Path root;

    public FilePlans(ProjectFolder folder) {
        this.folder = folder;
        this.root = folder.root();
    }

    /** A new file with {@code bytes}; refused when the name is taken or not allowed. */
    public Outcome create(Path file, byte[] bytes) {
        Path target = normal(file);
        Diagnostic problem = newPathProblem(target);
        if (problem != null) {
            return Outcome.refused(problem);
        }
        return Outcome.of(new Plan(root, "New " + folder.relative(target), List.of(),
                List.of(new Plan.Write(target, target, null, bytes, List.of())), parents(target), List.of(),
                List.of()));
    }

    /** A new empty folder. */
    public Outcome createFolder(Path path) {
        Path target = normal(path);
        Diagnostic problem = newPathProblem(target);
        if (problem != null) {
            return Outcome.refused(problem);
        }
        List<Path> folders = new ArrayList<>(parents(target));
        folders.add(target);
        return Outcome.of(new Plan(root, "New folder " + folder.relative(target), List.of(), List.of(), folders,
                List.of(), List.of()));
    }

    /** A copy of {@code source} beside it, named {@code NAME copy.EXT} (or the next free name). */
    public Outcome duplicate(Path source) {
        Path from = normal(source);
        Diagnostic problem = existingProblem(from);
        if (problem != null) {
            return Outcome.refused(problem);
        }
        Path copy = Names.copyOf(from);
        List<Plan.Write> writes = new ArrayList<>();
        List<Path> folders = new ArrayList<>();
        try {
            if (Files.isDirectory(from, LinkOption.NOFOLLOW_LINKS)) {
                folders.add(copy);
                for (Path entry : contents(from)) {
                    Path target = copy.resolve(from.relativize(entry).toString());
                    if (Files.isDirectory(entry, LinkOption.NOFOLLOW_LINKS)) {
                        folders.add(target);
                    } else {
                        writes.add(new Plan.Write(target, target, null, held(entry), List.of()));
                    }
                }
            } else {
                writes.add(new Plan.Write(copy, copy, null, held(from), List.of()));
                Path meta = Names.metaOf(from);
                if (Names.isSheet(from) && Files.isRegularFile(meta, LinkOption.NOFOLLOW_LINKS)) {
                    Path metaCopy = Names.metaOf(copy);
                    writes.add(new Plan.Write(metaCopy, metaCopy, null, held(meta), List.of()));
                }
            }
        } catch (IOException e) {
            return Outcome.refused(refusal(e.getMessage()));
        }
        return Outcome.of(new Plan(root, "Duplicate " + folder.relative(from), List.of(), writes, folders,
                List.of(), List.of()));
    }

    /** Sends {@code sources} (files or folders; a sheet with its {@code .meta}) to the trash. */
    public Outcome delete(List<Path> sources) {
        List<Plan.Write> writes = new ArrayList<>();
        List<Path> folders = new ArrayList<>();
        List<Path> seen = new ArrayList<>();
        try {
            for (Path source : sources) {
                Path from = normal(source);
                Diagnostic problem = existingProblem(from);
                if (problem != null) {
                    return Outcome.refused(problem);
                }
                List<Path> files = new ArrayList<>();
                if (Files.isDirectory(from, LinkOption.NOFOLLOW_LINKS)) {
                    for (Path entry : contents(from)) {
                        if (Files.isDirectory(entry, LinkOption.NOFOLLOW_LINKS)) {
                            folders.add(entry);
                        } else {
                            files.add(entry);
                        }
                    }
                    folders.add(from);
                } else {
                    files.add(from);
                    Path meta = Names.metaOf(from);
                    if (Names.isSheet(from) && Files.isRegularFile(meta, LinkOption.NOFOLLOW_LINKS)) {
                        files.add(meta);
                    }
                }
                for (Path file : files) {
                    if (!seen.contains(file)) {
                        seen.add(file);
                        writes.add(new Plan.Write(file, file, held(file), null, List.of()));
                    }
                }
            }
        } catch (IOException e) {
            return Outcome.refused(refusal(e.getMessage()));
        }
        // Children before their parents, so each folder is empty when it goes.
        folders.sort(Comparator.comparingInt(Path::getNameCount).reversed());
        String title = sources.size() == 1 ? "Delete " + folder.relative(normal(sources.get(0)))
                : "Delete " + sources.size() + " items";
        return Outcome.of(new Plan(root, title, List.of(), writes, List.of(), folders, List.of()));
    }

    /** Everything inside {@code folder}, parents before children; refused when a symbolic link is among them. */
    private List<Path> contents(Path start) throws IOException {
        List<Path> entries = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(start)) {
            for (Path entry : (Iterable<Path>) walk::iterator) {
                if (entry.equals(start)) {
                    continue;
                }
                if (Files.isSymbolicLink(entry)) {
                    throw new IOException(folder.relative(entry) + " is a symbolic link; Reel does not copy or "
                            + "delete folders holding links");
                }
                entries.add(entry);
            }
        }
        entries.sort(null);
        return entries;
    }

    private byte[] held(Path file) throws IOException {
        if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
            throw new IOException(folder.relative(file) + " is not a regular file");
        }
        if (Files.size(file) > MAX_HELD_BYTES) {
            throw new IOException(folder.relative(file) + " is over " + (MAX_HELD_BYTES >> 20)
                    + " MiB, too large to keep for undo");
        }
        return Files.readAllBytes(file);
    }

    private List<Path> parents(Path target) {
        List<Path> parents = new ArrayList<>();
        for (Path parent = target.getParent(); !parent.equals(root) && !Files.isDirectory(parent);
             parent = parent.getParent()) {
            parents.add(0, parent);
        }
        return parents;
    }

    private Diagnostic newPathProblem(Path target) {
        Optional<Diagnostic> refused = WriteGuard.check(root, target);
        if (refused.isPresent()) {
            return refused.get();
        }
        String name = Names.problem(target.getFileName().toString());
        if (name != null) {
            return refusal(name);
        }
        if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            return refusal(folder.relative(target) + " exists already");
        }
        return null;
    }

    private Diagnostic existingProblem(Path from) {
        Optional<Diagnostic> refused = WriteGuard.check(root, from);
        if (refused.isPresent()) {
            return refused.get();
        }
        if (!Files.exists(from, LinkOption.NOFOLLOW_LINKS)) {
            return refusal(folder.relative(from) + " does not exist");
        }
        if (from.getParent().equals(root) && from.getFileName().toString().equals("project.aego")) {
            return refusal("project.aego is what makes the folder a project");
        }
        if (Files.isSymbolicLink(from)) {
            return refusal(folder.relative(from) + " is a symbolic link");
        }
        return null;
    }

    private static Diagnostic refusal(String why) {
        return Diagnostic.of(Code.MOV001, "", 0, 0, why + "; nothing was changed");
    }

    private Path normal(Path path) {
        return (path.isAbsolute() ? path : root.resolve(path.toString())).toAbsolutePath().normalize();
    }
}
