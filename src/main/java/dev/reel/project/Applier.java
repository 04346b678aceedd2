package dev.reel.project;

import dev.reel.io.AtomicFile;
import dev.reel.io.FileSteps;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

/**
 * Applies a {@link Plan} all or nothing. First it checks that every file still has the bytes the plan was made
 * from and that no target is taken; then it makes the new folders, stages every new file's bytes in a temporary
 * file beside it, does the moves, renames the staged files into place and sends removed files to the trash. Each
 * step done is remembered; when one fails, those are undone in reverse order, so every file is left either as it
 * was or as the plan wanted, never half-written.
 */
public final class Applier {
    private final FileSteps steps;
    private final Trash trash;
    /** For tests: the step (counted from 1) that fails as if the disk refused it; 0 for none. */
    private final int failAt;
    private int step;

    public Applier(Path root, Trash trash) {
        this(root, trash, 0);
    }

    Applier(Path root, Trash trash, int failAt) {
        this.steps = new FileSteps(root);
        this.trash = trash;
        this.failAt = failAt;
    }

    /** A step done, with how to take it back. */
    private interface Undo {
        void run() throws IOException;
    }

    /** Applies {@code plan}; empty when every file is as the plan wanted, else why nothing was changed. */
    public Optional<Diagnostic> apply(Plan plan) {
        Optional<Diagnostic> stale = verify(plan);
        if (stale.isPresent()) {
            return stale;
        }
        Deque<Undo> done = new ArrayDeque<>();
        step = 0;
        try {
            for (Path folder : plan.newFolders()) {
                if (!Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) {
                    tick();
                    steps.makeFolder(folder);
                    done.push(() -> Files.deleteIfExists(folder));
                }
            }
            List<Path> staged = new ArrayList<>();
            for (Plan.Write write : plan.writes()) {
                if (write.bytes() == null) {
                    staged.add(null);
                    continue;
                }
                tick();
                Path temporary = steps.stage(write.at(), write.bytes());
                staged.add(temporary);
                done.push(() -> Files.deleteIfExists(temporary));
            }
            for (Plan.Move move : plan.moves()) {
                tick();
                steps.move(move.from(), move.to());
                done.push(() -> steps.move(move.to(), move.from()));
            }
            for (int i = 0; i < plan.writes().size(); i++) {
                Plan.Write write = plan.writes().get(i);
                tick();
                if (write.bytes() == null) {
                    trash.discard(write.target());
                    done.push(() -> steps.writeNew(write.target(), write.expected()));
                } else {
                    steps.place(plan.afterMoves(staged.get(i)), write.target());
                    if (write.expected() == null) {
                        done.push(() -> Files.deleteIfExists(write.target()));
                    } else {
                        done.push(() -> steps.place(steps.stage(write.target(), write.expected()), write.target()));
                    }
                }
            }
            for (Path folder : plan.oldFolders()) {
                tick();
                steps.remove(folder);
                done.push(() -> steps.makeFolder(folder));
            }
            return Optional.empty();
        } catch (IOException | RuntimeException e) {
            return Optional.of(rollBack(plan, done, e));
        }
    }

    private void tick() throws IOException {
        if (++step == failAt) {
            throw new IOException("the disk refused (a failure made by a test)");
        }
    }

    private Diagnostic rollBack(Plan plan, Deque<Undo> done, Exception cause) {
        List<String> stuck = new ArrayList<>();
        while (!done.isEmpty()) {
            try {
                done.pop().run();
            } catch (IOException | RuntimeException e) {
                stuck.add(reason(e));
            }
        }
        Diagnostic first = cause instanceof FileSteps.Failed failed ? failed.diagnostic() : null;
        String why = first != null ? first.message() : reason(cause);
        if (stuck.isEmpty()) {
            return Diagnostic.of(first != null ? first.code() : Code.IO001, "", 0, 0,
                    plan.title() + " failed (" + why + "); every file was put back as it was");
        }
        return Diagnostic.of(Code.IO001, "", 0, 0, plan.title() + " failed (" + why + ") and putting files back "
                + "failed too (" + String.join("; ", stuck) + ")");
    }

    private static String reason(Exception e) {
        String described = AtomicFile.describe(e);
        return e instanceof java.nio.file.FileSystemException fs && fs.getFile() != null
                ? fs.getFile() + ": " + described : described;
    }

    /** MOV003 when a file is no longer what the plan read, MOV001 when a target is taken. */
    private Optional<Diagnostic> verify(Plan plan) {
        try {
            for (Plan.Write write : plan.writes()) {
                steps.check(write.at());
                steps.check(write.target());
                if (write.expected() == null) {
                    if (Files.exists(write.target(), LinkOption.NOFOLLOW_LINKS)) {
                        return refused(plan, plan.relative(write.target()) + " exists already");
                    }
                } else if (!Files.isRegularFile(write.at(), LinkOption.NOFOLLOW_LINKS)
                        || !Arrays.equals(Files.readAllBytes(write.at()), write.expected())) {
                    return Optional.of(Diagnostic.of(Code.MOV003, plan.relative(write.at()), 0, 0,
                            plan.title() + " was not done: the file changed on disk since Reel read it; "
                                    + "nothing was changed"));
                }
            }
            for (Plan.Move move : plan.moves()) {
                steps.check(move.from());
                steps.check(move.to());
                if (!Files.exists(move.from(), LinkOption.NOFOLLOW_LINKS)) {
                    return Optional.of(Diagnostic.of(Code.MOV003, plan.relative(move.from()), 0, 0,
                            plan.title() + " was not done: the file is gone; nothing was changed"));
                }
                if (Files.exists(move.to(), LinkOption.NOFOLLOW_LINKS)) {
                    return refused(plan, plan.relative(move.to()) + " exists already");
                }
            }
            return Optional.empty();
        } catch (FileSteps.Failed failed) {
            return Optional.of(failed.diagnostic());
        } catch (IOException e) {
            return refused(plan, "cannot read the files first: " + AtomicFile.describe(e));
        }
    }

    private static Optional<Diagnostic> refused(Plan plan, String why) {
        return Optional.of(Diagnostic.of(Code.MOV001, "", 0, 0, plan.title() + " was not done: " + why
                + "; nothing was changed"));
    }
}
