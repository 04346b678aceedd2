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
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
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
    private static final int FORCING_THREADS = 16;
    private final FileSteps steps;
    private final Trash trash;
    /** For tests: the step (counted from 1) that fails as if the disk refused it; 0 for none. */
    private final int failAt;
    private int step;
    private volatile Thread releasing;

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
        settle();
        Optional<Diagnostic> stale = verify(plan);
        if (stale.isPresent()) {
            return stale;
        }
        Deque<Undo> done = new ArrayDeque<>();
        List<Path> replaced = new ArrayList<>();
        step = 0;
        try {
            for (Path folder : plan.newFolders()) {
                if (!Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) {
                    tick();
                    steps.makeFolder(folder);
                    done.push(() -> Files.deleteIfExists(folder));
                }
            }
            List<Path> staged = stageAll(plan, done);
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
                    if (write.expected() != null) {
                        Path aside = steps.keepAside(write.target());
                        if (aside != null) {
                            replaced.add(aside);
                        }
                    }
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
            forceFolders(plan);
            release(replaced);
            return Optional.empty();
        } catch (IOException | RuntimeException e) {
            Diagnostic failure = rollBack(plan, done, e);
            release(replaced);
            return Optional.of(failure);
        }
    }

    /**
     * Removes the second names of replaced versions on a thread of its own, after the change is done (see
     * {@link FileSteps#keepAside}); {@link #settle()} waits for it.
     */
    private void release(List<Path> replaced) {
        if (replaced.isEmpty()) {
            return;
        }
        // One release at a time, so that settle() waits for every change's, not only the last one's.
        settle();
        Thread thread = new Thread(() -> {
            for (Path aside : replaced) {
                try {
                    Files.deleteIfExists(aside);
                } catch (IOException e) {
                    // Left as a temporary file, which the next start removes.
                }
            }
        }, "reel-release");
        thread.setDaemon(true);
        releasing = thread;
        thread.start();
    }

    /** Waits until the replaced versions of the last change are gone from disk (before a command line exits). */
    public void settle() {
        Thread thread = releasing;
        if (thread != null) {
            try {
                thread.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /**
     * Writes every new file's bytes to its temporary file, then forces them to disk several at once: waiting for
     * the disk is most of the time of a change of hundreds of files, and the file system can overlap it.
     */
    private List<Path> stageAll(Plan plan, Deque<Undo> done) throws IOException {
        List<Path> staged = new ArrayList<>(Collections.nCopies(plan.writes().size(), (Path) null));
        List<Integer> indices = new ArrayList<>();
        for (int i = 0; i < plan.writes().size(); i++) {
            if (plan.writes().get(i).bytes() != null) {
                tick();
                indices.add(i);
            }
        }
        if (indices.isEmpty()) {
            return staged;
        }
        for (int index : indices) {
            Plan.Write write = plan.writes().get(index);
            Path temporary = steps.stage(write.at(), write.bytes(), false);
            staged.set(index, temporary);
            done.push(() -> Files.deleteIfExists(temporary));
        }
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(FORCING_THREADS, indices.size()), runnable -> {
            Thread thread = new Thread(runnable, "reel-force");
            thread.setDaemon(true);
            return thread;
        });
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (int index : indices) {
                Path temporary = staged.get(index);
                futures.add(pool.submit(() -> {
                    FileSteps.forceFile(temporary);
                    return null;
                }));
            }
            for (Future<?> future : futures) {
                try {
                    future.get();
                } catch (ExecutionException e) {
                    throw e.getCause() instanceof IOException io ? io : new IOException(e.getCause());
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IOException("interrupted", e);
                }
            }
            return staged;
        } finally {
            pool.shutdownNow();
        }
    }

    /** Forces each folder that got or lost an entry, once. */
    private static void forceFolders(Plan plan) {
        Set<Path> folders = new LinkedHashSet<>();
        for (Plan.Move move : plan.moves()) {
            folders.add(move.from().getParent());
            folders.add(move.to().getParent());
        }
        for (Plan.Write write : plan.writes()) {
            folders.add(write.target().getParent());
        }
        folders.forEach(FileSteps::force);
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
