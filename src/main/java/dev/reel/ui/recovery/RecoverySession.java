package dev.reel.ui.recovery;

import dev.reel.io.AtomicFile;
import dev.reel.io.WriteGuard;
import dev.reel.settings.ConfigFolder;
import dev.reel.settings.StoredProperties;
import dev.reel.ui.documents.DiskState;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * This process's recovery folder: autosaved copies of dirty documents under {@code recovery/SESSION/}, with a
 * lock file held through {@link FileChannel#lock()} for the life of the process. The operating system
 * releases the lock when the process dies however it dies, so a later start that can take a session's lock
 * knows its owner is gone — unlike a PID, which another process may reuse.
 */
public final class RecoverySession implements AutoCloseable {
    static final String LOCK = "session.lock";
    static final String TEXT = ".text";
    static final String ABOUT = ".properties";

    /**
     * Session folders locked by this process. Closing any channel to a locked file drops the process's lock on
     * Linux, so the orphan scan must never even open the lock file of a session that lives in this process.
     */
    static final java.util.Set<Path> LIVE = java.util.concurrent.ConcurrentHashMap.newKeySet();

    private final Path folder;
    private final FileChannel channel;
    private final FileLock lock;

    private RecoverySession(Path folder, FileChannel channel, FileLock lock) {
        this.folder = folder;
        this.channel = channel;
        this.lock = lock;
    }

    /** The folder holding every session's folder. */
    public static Path recoveryRoot(Path configFolder) {
        return ConfigFolder.recovery(configFolder);
    }

    /** Opens a new session folder and takes its lock; null when the config folder is not writable. */
    public static RecoverySession start(Path configFolder) {
        // The process id and a plain random number tell two sessions started in the same millisecond apart; a
        // UUID's secure random took 10-20 ms of every start to seed.
        Path folder = recoveryRoot(configFolder).resolve("session-" + Instant.now().toEpochMilli() + "-"
                + ProcessHandle.current().pid() + "-"
                + Integer.toHexString(java.util.concurrent.ThreadLocalRandom.current().nextInt() & 0xfffffff));
        try {
            Files.createDirectories(folder);
            FileChannel channel = FileChannel.open(folder.resolve(LOCK), StandardOpenOption.CREATE,
                    StandardOpenOption.WRITE);
            FileLock lock = channel.lock();
            channel.write(java.nio.ByteBuffer.wrap(("pid=" + ProcessHandle.current().pid() + "\n")
                    .getBytes(StandardCharsets.UTF_8)));
            LIVE.add(folder);
            return new RecoverySession(folder, channel, lock);
        } catch (IOException | OverlappingFileLockException e) {
            return null;
        }
    }

    public Path folder() {
        return folder;
    }

    /** Writes (or replaces) the autosaved copy of one document. */
    public void write(Path projectRoot, String relative, String text) {
        String key = key(projectRoot, relative);
        StoredProperties about = StoredProperties.load(folder.resolve(key + ABOUT));
        about.put("project", projectRoot.toString());
        about.put("file", relative);
        about.put("saved", Instant.now().toString());
        WriteGuard.saveSetting(folder.resolve(key + TEXT), text.getBytes(StandardCharsets.UTF_8));
        about.save();
    }

    /** Removes the copy of a document that is no longer dirty. */
    public void remove(Path projectRoot, String relative) {
        String key = key(projectRoot, relative);
        deleteQuietly(folder.resolve(key + TEXT));
        deleteQuietly(folder.resolve(key + ABOUT));
        deleteQuietly(AtomicFile.backupOf(folder.resolve(key + TEXT)));
        deleteQuietly(AtomicFile.backupOf(folder.resolve(key + ABOUT)));
    }

    /** The documents this session holds now. */
    public List<RecoveredDocument> documents() {
        return read(folder);
    }

    /** Ends the session: nothing to recover, so its folder goes. */
    @Override
    public void close() {
        LIVE.remove(folder);
        release(channel, lock);
        deleteTree(folder);
    }

    static String key(Path projectRoot, String relative) {
        return DiskState.hash((projectRoot + "\n" + relative).getBytes(StandardCharsets.UTF_8)).substring(0, 20);
    }

    /** The documents stored in a session folder, by file name. */
    public static List<RecoveredDocument> read(Path sessionFolder) {
        List<RecoveredDocument> documents = new ArrayList<>();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(sessionFolder, "*" + ABOUT)) {
            for (Path entry : entries) {
                String name = entry.getFileName().toString();
                Path textFile = sessionFolder.resolve(name.substring(0, name.length() - ABOUT.length()) + TEXT);
                StoredProperties about = StoredProperties.load(entry);
                String project = about.get("project", null);
                String file = about.get("file", null);
                if (project == null || file == null || !Files.isRegularFile(textFile)) {
                    continue;
                }
                String text = Files.readString(textFile, StandardCharsets.UTF_8);
                documents.add(new RecoveredDocument(Path.of(project), file, text, about.get("saved", ""), textFile));
            }
        } catch (IOException e) {
            return documents;
        }
        documents.sort(Comparator.comparing(RecoveredDocument::file));
        return documents;
    }

    static void release(FileChannel channel, FileLock lock) {
        try {
            if (lock != null && lock.isValid()) {
                lock.release();
            }
            channel.close();
        } catch (IOException e) {
            // The process is ending the session anyway.
        }
    }

    static void deleteTree(Path folder) {
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(folder)) {
            paths.sorted(Comparator.reverseOrder()).forEach(RecoverySession::deleteQuietly);
        } catch (IOException e) {
            // What remains is retried by the next start.
        }
    }

    private static void deleteQuietly(Path path) {
        try {
            Files.deleteIfExists(path);
        } catch (IOException e) {
            // Best effort.
        }
    }

    /**
     * One autosaved document.
     *
     * @param project the project folder it belongs to
     * @param file    its project-relative path
     * @param text    the document as it was at the last autosave
     * @param saved   when that was (ISO-8601)
     * @param copy    where the copy is stored
     */
    public record RecoveredDocument(Path project, String file, String text, String saved, Path copy) {
    }
}
