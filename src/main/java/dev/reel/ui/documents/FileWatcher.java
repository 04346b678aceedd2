package dev.reel.ui.documents;

import javafx.application.Platform;

import java.io.IOException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.FileSystems;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Watches a project tree on its own thread and posts the paths that changed, in batches, to the JavaFX
 * thread. Folders created later are watched too; when the system drops events (overflow) the project root
 * itself is posted, meaning "rescan everything". Hidden folders and {@code target} are not watched.
 */
public final class FileWatcher implements AutoCloseable {
    /** Events arriving within this many milliseconds of each other are posted as one batch. */
    private static final long BATCH_MILLIS = 60;

    private final Path root;
    private final Consumer<Set<Path>> changed;
    private final WatchService service;
    private final Map<WatchKey, Path> folders = new HashMap<>();
    private final Thread thread;

    private FileWatcher(Path root, Consumer<Set<Path>> changed) throws IOException {
        this.root = root;
        this.changed = changed;
        this.service = FileSystems.getDefault().newWatchService();
        registerTree(root);
        this.thread = new Thread(this::loop, "reel-file-watcher");
        thread.setDaemon(true);
    }

    /**
     * Starts watching {@code root}; {@code changed} runs on the JavaFX thread. Returns null when the platform
     * cannot watch (the rescan on window focus still finds changes).
     */
    public static FileWatcher start(Path root, Consumer<Set<Path>> changed) {
        try {
            FileWatcher watcher = new FileWatcher(root, changed);
            watcher.thread.start();
            return watcher;
        } catch (IOException | UnsupportedOperationException e) {
            return null;
        }
    }

    private void registerTree(Path start) throws IOException {
        Files.walkFileTree(start, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) throws IOException {
                String name = dir.getFileName() == null ? "" : dir.getFileName().toString();
                if (!dir.equals(root) && (name.startsWith(".") || name.equals("target"))) {
                    return FileVisitResult.SKIP_SUBTREE;
                }
                WatchKey key = dir.register(service, StandardWatchEventKinds.ENTRY_CREATE,
                        StandardWatchEventKinds.ENTRY_DELETE, StandardWatchEventKinds.ENTRY_MODIFY);
                synchronized (folders) {
                    folders.put(key, dir);
                }
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path file, IOException e) {
                return FileVisitResult.CONTINUE;
            }
        });
    }

    private void loop() {
        try {
            while (true) {
                Set<Path> batch = new LinkedHashSet<>();
                WatchKey key = service.take();
                while (key != null) {
                    collect(key, batch);
                    key = service.poll(BATCH_MILLIS, TimeUnit.MILLISECONDS);
                }
                if (!batch.isEmpty()) {
                    Platform.runLater(() -> changed.accept(batch));
                }
            }
        } catch (ClosedWatchServiceException | InterruptedException e) {
            // Closed: the project is closing.
        }
    }

    private void collect(WatchKey key, Set<Path> batch) {
        Path folder;
        synchronized (folders) {
            folder = folders.get(key);
        }
        for (WatchEvent<?> event : key.pollEvents()) {
            if (event.kind() == StandardWatchEventKinds.OVERFLOW || folder == null) {
                batch.add(root);
                continue;
            }
            Path path = folder.resolve((Path) event.context());
            batch.add(path);
            if (event.kind() == StandardWatchEventKinds.ENTRY_CREATE && Files.isDirectory(path)) {
                try {
                    registerTree(path);
                    batch.add(root);
                } catch (IOException e) {
                    batch.add(root);
                }
            }
        }
        if (!key.reset()) {
            synchronized (folders) {
                folders.remove(key);
            }
        }
    }

    @Override
    public void close() {
        try {
            service.close();
        } catch (IOException e) {
            // Nothing left to release.
        }
        thread.interrupt();
        try {
            thread.join(2000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
