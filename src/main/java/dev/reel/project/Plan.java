package dev.reel.project;

import dev.reel.model.Diagnostic;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A change to the files of a project, worked out before anything is written: the files and folders that move,
 * the files whose bytes change (with the bytes they must still have when the change is applied), the folders
 * it makes or removes, and the files it cannot read and so leaves alone. {@link #inverse()} is the change that
 * undoes it exactly.
 *
 * @param root         the project folder
 * @param title        what the change is, for the Edit menu and the dialog ("Rename run.aeanim")
 * @param moves        in order; a folder move carries everything in it
 * @param writes       the files whose bytes change, are made or are removed
 * @param newFolders   made before anything else, parents first
 * @param oldFolders   removed after everything else, children first; each must then be empty
 * @param untouched    files left alone because they cannot be read, with why
 */
public record Plan(Path root, String title, List<Move> moves, List<Write> writes, List<Path> newFolders,
                   List<Path> oldFolders, List<Diagnostic> untouched) {

    public Plan {
        moves = List.copyOf(moves);
        writes = List.copyOf(writes);
        newFolders = List.copyOf(newFolders);
        oldFolders = List.copyOf(oldFolders);
        untouched = List.copyOf(untouched);
    }

    /** A file or folder moving from one path to another, inside the project. */
    public record Move(Path from, Path to) {
    }

    /**
     * A file's bytes changing.
     *
     * @param at       where the file is before the moves of the plan
     * @param target   where it is after them
     * @param expected the bytes it has now, or null when it must not exist yet (a new file)
     * @param bytes    the bytes it gets, or null when it goes to the trash
     * @param lines    the lines of {@code expected} whose references are rewritten (empty for new or removed files)
     */
    public record Write(Path at, Path target, byte[] expected, byte[] bytes, List<Integer> lines) {
        public Write {
            lines = List.copyOf(lines);
        }

        Write inverse() {
            return new Write(target, at, bytes, expected, List.of());
        }
    }

    /** The plan that puts every file back as it was before this one was applied. */
    public Plan inverse() {
        List<Move> back = new ArrayList<>();
        for (Move move : moves) {
            back.add(new Move(move.to(), move.from()));
        }
        Collections.reverse(back);
        List<Write> undo = new ArrayList<>();
        for (Write write : writes) {
            undo.add(write.inverse());
        }
        List<Path> made = new ArrayList<>(oldFolders);
        Collections.reverse(made);
        List<Path> removed = new ArrayList<>(newFolders);
        Collections.reverse(removed);
        return new Plan(root, title, back, undo, made, removed, List.of());
    }

    /** Where {@code path} is once the moves are done (itself when no move carries it). */
    public Path afterMoves(Path path) {
        Path at = path;
        for (Move move : moves) {
            if (at.startsWith(move.from())) {
                at = move.to().resolve(move.from().relativize(at).toString());
            }
        }
        return at;
    }

    /** Where a path of the project after the change was before it (the reverse of {@link #afterMoves}). */
    public Path beforeMoves(Path path) {
        Path at = path;
        for (int i = moves.size() - 1; i >= 0; i--) {
            Move move = moves.get(i);
            if (at.startsWith(move.to())) {
                at = move.from().resolve(move.to().relativize(at).toString());
            }
        }
        return at;
    }

    /**
     * Every file or folder the change touches, project-relative, as the confirmation dialog lists them: each move
     * as {@code old → new}, each rewritten file with its lines, new and removed files.
     */
    public List<String> describe() {
        Set<String> lines = new LinkedHashSet<>();
        for (Move move : moves) {
            lines.add("move " + relative(move.from()) + " → " + relative(move.to()));
        }
        for (Write write : writes) {
            if (write.expected() == null) {
                lines.add("new " + relative(write.target()));
            } else if (write.bytes() == null) {
                lines.add("trash " + relative(write.at()));
            } else {
                StringBuilder line = new StringBuilder("rewrite " + relative(write.target()));
                if (!write.lines().isEmpty()) {
                    line.append(write.lines().size() == 1 ? " (line " : " (lines ");
                    for (int i = 0; i < write.lines().size(); i++) {
                        line.append(i == 0 ? "" : ", ").append(write.lines().get(i));
                    }
                    line.append(')');
                }
                lines.add(line.toString());
            }
        }
        for (Path folder : newFolders) {
            lines.add("new folder " + relative(folder));
        }
        for (Path folder : oldFolders) {
            lines.add("remove folder " + relative(folder));
        }
        return List.copyOf(lines);
    }

    /** How many files change (moved, rewritten, made or removed), each counted once. */
    public int fileCount() {
        Set<Path> files = new LinkedHashSet<>();
        for (Move move : moves) {
            files.add(move.from());
        }
        for (Write write : writes) {
            files.add(beforeMoves(write.target()).equals(write.at()) ? write.at() : write.target());
        }
        return files.size();
    }

    /** The files rewritten in place or after a move (not the new or removed ones). */
    public List<Write> rewrites() {
        return writes.stream().filter(write -> write.expected() != null && write.bytes() != null).toList();
    }

    /** Whether the plan changes nothing. */
    public boolean isEmpty() {
        return moves.isEmpty() && writes.isEmpty() && newFolders.isEmpty() && oldFolders.isEmpty();
    }

    /** {@code path} relative to the project, with {@code /}. */
    public String relative(Path path) {
        return root.relativize(path).toString().replace('\\', '/');
    }
}
