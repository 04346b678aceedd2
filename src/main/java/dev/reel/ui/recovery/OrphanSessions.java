package dev.reel.ui.recovery;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * The recovery sessions left by processes that died: those whose lock this process can take. While Reel
 * looks at them it holds their locks, so two Reels starting together never both restore the same work.
 */
public final class OrphanSessions implements AutoCloseable {
    /** One dead session, locked by us until {@link #discard()} or {@link OrphanSessions#close()}. */
    public static final class Orphan {
        private final Path folder;
        private final FileChannel channel;
        private final FileLock lock;
        private final List<RecoverySession.RecoveredDocument> documents;

        private Orphan(Path folder, FileChannel channel, FileLock lock) {
            this.folder = folder;
            this.channel = channel;
            this.lock = lock;
            this.documents = new ArrayList<>(RecoverySession.read(folder));
        }

        public Path folder() {
            return folder;
        }

        public List<RecoverySession.RecoveredDocument> documents() {
            return documents;
        }

        /** The documents that belong to the project at {@code root}. */
        public List<RecoverySession.RecoveredDocument> documentsOf(Path root) {
            Path normal = root.toAbsolutePath().normalize();
            return documents.stream().filter(document -> document.project().equals(normal)).toList();
        }

        /** Removes one document from the session (restored or let go); an emptied session goes entirely. */
        public void remove(RecoverySession.RecoveredDocument document) {
            String text = document.copy().getFileName().toString();
            String about = text.substring(0, text.length() - RecoverySession.TEXT.length()) + RecoverySession.ABOUT;
            try {
                java.nio.file.Files.deleteIfExists(document.copy());
                java.nio.file.Files.deleteIfExists(folder.resolve(about));
            } catch (IOException e) {
                return;
            }
            documents.remove(document);
            if (documents.isEmpty()) {
                discard();
            }
        }

        /** Deletes the session: its work was restored or the user let it go. */
        public void discard() {
            release();
            RecoverySession.deleteTree(folder);
        }

        void release() {
            RecoverySession.release(channel, lock);
            RecoverySession.LIVE.remove(folder);
        }
    }

    private final List<Orphan> orphans;

    private OrphanSessions(List<Orphan> orphans) {
        this.orphans = orphans;
    }

    /** Finds the dead sessions under the config folder; sessions with nothing left in them are removed at once. */
    public static OrphanSessions find(Path configFolder, RecoverySession own) {
        List<Orphan> found = new ArrayList<>();
        Path root = RecoverySession.recoveryRoot(configFolder);
        if (!Files.isDirectory(root)) {
            return new OrphanSessions(found);
        }
        try (DirectoryStream<Path> sessions = Files.newDirectoryStream(root, "session-*")) {
            for (Path folder : sessions) {
                if (own != null && folder.equals(own.folder()) || RecoverySession.LIVE.contains(folder)) {
                    continue;
                }
                Orphan orphan = tryTake(folder);
                if (orphan == null) {
                    continue;
                }
                if (orphan.documents().isEmpty()) {
                    orphan.discard();
                } else {
                    found.add(orphan);
                }
            }
        } catch (IOException e) {
            return new OrphanSessions(found);
        }
        return new OrphanSessions(found);
    }

    private static Orphan tryTake(Path folder) {
        FileChannel channel = null;
        try {
            channel = FileChannel.open(folder.resolve(RecoverySession.LOCK), StandardOpenOption.CREATE,
                    StandardOpenOption.WRITE);
            FileLock lock = channel.tryLock();
            if (lock == null) {
                channel.close();
                return null;
            }
            RecoverySession.LIVE.add(folder);
            return new Orphan(folder, channel, lock);
        } catch (IOException | OverlappingFileLockException e) {
            // Held by a live process (or by this one, for a session it opened itself).
            if (channel != null) {
                try {
                    channel.close();
                } catch (IOException ignored) {
                    // Nothing to release.
                }
            }
            return null;
        }
    }

    public List<Orphan> orphans() {
        return orphans;
    }

    /** Every recovered document of the project at {@code root}, across dead sessions. */
    public List<RecoverySession.RecoveredDocument> documentsOf(Path root) {
        List<RecoverySession.RecoveredDocument> all = new ArrayList<>();
        for (Orphan orphan : orphans) {
            all.addAll(orphan.documentsOf(root));
        }
        return all;
    }

    /** Releases the locks of sessions that were not discarded (offered again next time). */
    @Override
    public void close() {
        for (Orphan orphan : orphans) {
            orphan.release();
        }
    }
}
