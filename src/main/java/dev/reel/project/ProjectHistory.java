package dev.reel.project;

import dev.reel.model.Diagnostic;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;

/**
 * The undo history of changes to a project's files (rename, move, duplicate, delete, new file or folder), kept
 * apart from each document's own history. Undo applies the inverse of the last change, all or nothing, and is
 * refused (the change stays on the history) when a file it would put back has changed on disk since.
 */
public final class ProjectHistory {
    private final Applier applier;
    private final Trash trash;
    private final Deque<Plan> done = new ArrayDeque<>();
    private final Deque<Plan> undone = new ArrayDeque<>();

    public ProjectHistory(Path root, Trash trash) {
        this(new Applier(root, trash), trash);
    }

    ProjectHistory(Applier applier, Trash trash) {
        this.applier = applier;
        this.trash = trash;
    }

    /** Applies {@code plan} and records it; empty when done, else why nothing changed. */
    public Optional<Diagnostic> apply(Plan plan) {
        Optional<Diagnostic> failure = applier.apply(plan);
        if (failure.isEmpty()) {
            done.push(plan);
            undone.clear();
        }
        return failure;
    }

    /** Undoes the last change; empty when done (or when there is nothing to undo). */
    public Optional<Diagnostic> undo() {
        if (done.isEmpty()) {
            return Optional.empty();
        }
        Optional<Diagnostic> failure = applier.apply(done.peek().inverse());
        if (failure.isEmpty()) {
            Plan undoneChange = done.pop();
            undone.push(undoneChange);
            // A file the change sent to the trash is back: its copy in the trash goes.
            for (Plan.Write write : undoneChange.writes()) {
                if (write.bytes() == null) {
                    trash.takeBack(write.target());
                }
            }
        }
        return failure;
    }

    /** Redoes the last change undone. */
    public Optional<Diagnostic> redo() {
        if (undone.isEmpty()) {
            return Optional.empty();
        }
        Optional<Diagnostic> failure = applier.apply(undone.peek());
        if (failure.isEmpty()) {
            done.push(undone.pop());
        }
        return failure;
    }

    /** Waits for the disk housekeeping of the last change (see {@link Applier#settle()}). */
    public void settle() {
        applier.settle();
    }

    public boolean canUndo() {
        return !done.isEmpty();
    }

    public boolean canRedo() {
        return !undone.isEmpty();
    }

    /** The change undo would take back, for the Edit menu ("Undo Rename run.aeanim to walk.aeanim"). */
    public Optional<Plan> nextUndo() {
        return Optional.ofNullable(done.peek());
    }

    public Optional<Plan> nextRedo() {
        return Optional.ofNullable(undone.peek());
    }
}
