package dev.reel.ui.documents;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * What a file on disk looked like when Reel last read or wrote it: whether it existed, its modification time
 * and size (a cheap first check) and a hash of its bytes (the real one: a touch that keeps the bytes is not a
 * change, and our own saves are recognised by the hash of what we wrote).
 *
 * @param hash null when the file does not exist
 */
public record DiskState(boolean exists, long modified, long size, String hash) {

    /** A file that is not there. */
    public static final DiskState MISSING = new DiskState(false, 0, 0, null);

    /** The state of bytes Reel has just written to {@code file}, with the file's new time and size. */
    public static DiskState written(Path file, byte[] bytes) {
        try {
            BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
            return new DiskState(true, attributes.lastModifiedTime().toMillis(), attributes.size(), hash(bytes));
        } catch (IOException e) {
            return new DiskState(true, 0, bytes.length, hash(bytes));
        }
    }

    /** Reads {@code file} now: its attributes, and its bytes' hash only when time or size differ from {@code known}. */
    public static DiskState probe(Path file, DiskState known) {
        try {
            BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
            if (!attributes.isRegularFile()) {
                return MISSING;
            }
            long modified = attributes.lastModifiedTime().toMillis();
            long size = attributes.size();
            if (known != null && known.exists && known.modified == modified && known.size == size) {
                return known;
            }
            return new DiskState(true, modified, size, hash(Files.readAllBytes(file)));
        } catch (IOException e) {
            return MISSING;
        }
    }

    /** Whether the bytes differ (or the file appeared or vanished); time alone is not a change. */
    public boolean differsFrom(DiskState other) {
        if (exists != other.exists) {
            return true;
        }
        return exists && !hash.equals(other.hash);
    }

    /** A SHA-256 of {@code bytes}, in hex. */
    public static String hash(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
