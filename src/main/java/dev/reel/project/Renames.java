package dev.reel.project;

import dev.reel.io.AssetPaths;
import dev.reel.io.ProjectFolder;
import dev.reel.io.WriteGuard;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

/**
 * Plans renames and moves of files and folders with every reference to them rewritten: {@code clip=asset(...)}
 * in controllers, {@code sprites=[asset("...png#cell")]} and asset keys in clips, and any other string naming a
 * moved file ({@link Literals}). A sheet moves with its {@code .meta}. Files that cannot be read are listed in
 * the plan and left as they are.
 */
public final class Renames {
    private final ProjectFolder folder;
    private final Path root;

    public Renames(ProjectFolder folder) {
        this.folder = folder;
        this.root = folder.root();
    }

    /** Renames or moves {@code from} to {@code to} (both paths of the project, {@code to} not taken). */
    public Outcome rename(Path from, Path to) {
        return moves(List.of(new Plan.Move(normal(from), normal(to))), "Rename " + folder.relative(normal(from))
                + " to " + folder.relative(normal(to)));
    }

    /** Moves each of {@code sources} into {@code targetFolder}, keeping their names. */
    public Outcome moveInto(List<Path> sources, Path targetFolder) {
        List<Plan.Move> moves = new ArrayList<>();
        for (Path source : sources) {
            Path from = normal(source);
            moves.add(new Plan.Move(from, normal(targetFolder).resolve(from.getFileName().toString())));
        }
        String what = sources.size() == 1 ? folder.relative(normal(sources.get(0))) : sources.size() + " items";
        String into = normal(targetFolder).equals(root) ? "the project folder" : folder.relative(normal(targetFolder));
        return moves(moves, "Move " + what + " to " + into);
    }

    /** The plan for {@code requested} moves, with each sheet's {@code .meta} following it. */
    Outcome moves(List<Plan.Move> requested, String title) {
        List<Plan.Move> moves = new ArrayList<>();
        List<Path> newFolders = new ArrayList<>();
        for (Plan.Move move : requested) {
            Diagnostic problem = problem(move, requested);
            if (problem != null) {
                return Outcome.refused(problem);
            }
            moves.add(move);
            Path meta = Names.metaOf(move.from());
            if (Names.isSheet(move.from()) && Files.isRegularFile(meta, LinkOption.NOFOLLOW_LINKS)) {
                Plan.Move sidecar = new Plan.Move(meta, Names.metaOf(move.to()));
                if (Files.exists(sidecar.to(), LinkOption.NOFOLLOW_LINKS)) {
                    return Outcome.refused(refusal(folder.relative(sidecar.to()) + " exists already"));
                }
                moves.add(sidecar);
            }
            for (Path parent = move.to().getParent(); !Files.isDirectory(parent) && !parent.equals(root);
                 parent = parent.getParent()) {
                if (!newFolders.contains(parent)) {
                    newFolders.add(0, parent);
                }
            }
        }
        newFolders.sort(null);
        Plan skeleton = new Plan(root, title, moves, List.of(), newFolders, List.of(), List.of());
        List<Plan.Write> writes = new ArrayList<>();
        List<Diagnostic> untouched = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (Plan.Move move : moves) {
            names.add(move.from().getFileName().toString());
        }
        for (Path file : ProjectTexts.documents(folder)) {
            ProjectTexts.Text text = ProjectTexts.bytes(folder, file);
            if (text.bytes() != null && !ProjectTexts.mayMention(text.bytes(), names)) {
                continue;
            }
            text = ProjectTexts.parse(folder, text);
            if (text.doc() == null) {
                untouched.add(untouched(text.problem()));
                continue;
            }
            Plan.Write write = rewrite(skeleton, text);
            if (write == UNREADABLE) {
                untouched.add(Diagnostic.of(Code.MOV002, folder.relative(file), 0, 0, "its references could not "
                        + "be found in its text, so it was left as it is"));
            } else if (write != null) {
                writes.add(write);
            }
        }
        return Outcome.of(new Plan(root, title, moves, writes, newFolders, List.of(), untouched));
    }

    private static final Plan.Write UNREADABLE = new Plan.Write(Path.of(""), Path.of(""), null, null, List.of());

    /** The file rewritten for the moves of {@code plan}, null when it names none of them. */
    private Plan.Write rewrite(Plan plan, ProjectTexts.Text text) {
        List<TextEdits.Edit> edits = new ArrayList<>();
        TreeSet<Integer> lines = new TreeSet<>();
        for (ProjectTexts.Named named : ProjectTexts.named(folder, text)) {
            Path moved = plan.afterMoves(named.file());
            if (moved.equals(named.file())) {
                continue;
            }
            String replacement = AssetPaths.relative(root, moved) + (named.cell() != null ? "#" + named.cell() : "");
            edits.add(new TextEdits.Edit(named.literal().line(), named.literal().column(), named.literal().value(),
                    replacement));
            lines.add(named.literal().line());
        }
        if (edits.isEmpty()) {
            return null;
        }
        String rewritten = TextEdits.apply(text.text(), edits);
        if (rewritten == null) {
            return UNREADABLE;
        }
        return new Plan.Write(text.file(), plan.afterMoves(text.file()), text.bytes(),
                rewritten.getBytes(StandardCharsets.UTF_8), List.copyOf(lines));
    }

    private Diagnostic untouched(Diagnostic problem) {
        return Diagnostic.of(Code.MOV002, problem.file(), problem.line(), problem.column(), "cannot be read ("
                + problem.code() + " " + problem.message() + "), so its references were not rewritten");
    }

    private Diagnostic problem(Plan.Move move, List<Plan.Move> all) {
        Path from = move.from();
        Path to = move.to();
        for (Path path : List.of(from, to)) {
            Optional<Diagnostic> refused = WriteGuard.check(root, path);
            if (refused.isPresent()) {
                return Diagnostic.of(Code.AST001, folder.relative(path), 0, 0, refused.get().message()
                        .replace("nothing was written", "nothing was moved"));
            }
        }
        if (!Files.exists(from, LinkOption.NOFOLLOW_LINKS)) {
            return refusal(folder.relative(from) + " does not exist");
        }
        if (from.getParent().equals(root) && from.getFileName().toString().equals("project.aego")) {
            return refusal("project.aego stays where it is: it is what makes the folder a project");
        }
        String name = to.getFileName().toString();
        String badName = Names.problem(name);
        if (badName != null) {
            return refusal(badName);
        }
        if (from.equals(to)) {
            return refusal(folder.relative(from) + " is already there");
        }
        if (to.startsWith(from)) {
            return refusal("a folder cannot move into itself");
        }
        if (Files.exists(to, LinkOption.NOFOLLOW_LINKS)) {
            return refusal(folder.relative(to) + " exists already");
        }
        if (Files.isRegularFile(from, LinkOption.NOFOLLOW_LINKS)
                && !Names.extension(from.getFileName().toString()).equalsIgnoreCase(Names.extension(name))) {
            String extension = Names.extension(from.getFileName().toString());
            return refusal("a " + (extension.isEmpty() ? "file without a Reel extension" : extension + " file")
                    + " keeps its extension (" + name + " would make it another kind of file)");
        }
        Path parent = to.getParent();
        for (Path up = parent; up != null && up.startsWith(root); up = up.getParent()) {
            if (Files.exists(up, LinkOption.NOFOLLOW_LINKS) && !Files.isDirectory(up, LinkOption.NOFOLLOW_LINKS)) {
                return refusal(folder.relative(up) + " is a file, not a folder");
            }
        }
        for (Plan.Move other : all) {
            if (other != move && (other.to().equals(to) || other.from().equals(from))) {
                return refusal(folder.relative(to) + " is named twice");
            }
        }
        return null;
    }

    private static Diagnostic refusal(String why) {
        return Diagnostic.of(Code.MOV001, "", 0, 0, why + "; nothing was changed");
    }

    private Path normal(Path path) {
        Path absolute = path.isAbsolute() ? path : root.resolve(path.toString());
        return absolute.toAbsolutePath().normalize();
    }

    /** For tests and the dialog: the rewritten files of a plan by project path, with their lines. */
    static Map<String, List<Integer>> rewritten(Plan plan) {
        Map<String, List<Integer>> files = new LinkedHashMap<>();
        for (Plan.Write write : plan.rewrites()) {
            files.put(plan.relative(write.target()), write.lines());
        }
        return files;
    }
}
