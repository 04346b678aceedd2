package dev.reel.ui.documents;

import dev.reel.project.Plan;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Open documents keeping up with a change to the project's files (a rename, move, delete or their undo): which of
 * them the change may not touch, having unsaved edits, and how each follows once it is done.
 */
final class FollowedFiles {
    private FollowedFiles() {
    }

    static List<OpenDocument<?>> dirtyIn(List<OpenDocument<?>> documents, Plan plan) {
        List<OpenDocument<?>> dirty = new ArrayList<>();
        for (OpenDocument<?> document : documents) {
            Path file = document.file().toAbsolutePath().normalize();
            boolean touched = !plan.afterMoves(file).equals(file)
                    || plan.writes().stream().anyMatch(write -> write.at().equals(file));
            if (touched && (document.dirty() || document.draft() != null)) {
                dirty.add(document);
            }
        }
        return dirty;
    }

    static void follow(Workspace workspace, Plan plan) {
        for (OpenDocument<?> document : List.copyOf(workspace.documents())) {
            Path file = document.file().toAbsolutePath().normalize();
            Path moved = plan.afterMoves(file);
            if (!moved.equals(file)) {
                document.moveTo(moved, workspace.folder().relative(moved));
            }
            for (Plan.Write write : plan.writes()) {
                if (!write.target().equals(moved)) {
                    continue;
                }
                if (write.bytes() == null) {
                    workspace.close(document);
                } else {
                    document.setDisk(DiskState.written(moved, write.bytes()));
                    if (write.expected() != null) {
                        workspace.reload(document);
                    }
                }
            }
            if (!moved.equals(file) && workspace.documents().contains(document)) {
                document.setDisk(DiskState.probe(moved, document.disk()));
            }
        }
    }
}
