package dev.reel.io;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * The child JVM of {@link SaveKills} and {@link StoppedSave}: saves version after version of a large clip until it
 * is killed.
 * Each version's content is a pure function of its number, so the parent can tell a whole version from a torn one.
 */
public final class SaveChild {
    private SaveChild() {
    }

    public static void main(String[] args) {
        Path target = Path.of(args[0]);
        int first = Integer.parseInt(args[1]);
        int count = Integer.parseInt(args[2]);
        for (int version = first; version < first + count; version++) {
            if (AtomicFile.save(target, content(version)).isPresent()) {
                System.exit(3);
            }
            System.out.println(version);
        }
    }

    /** A clip of about 5 MB whose text names its version in the first line and repeats it throughout. */
    static byte[] content(int version) {
        StringBuilder text = new StringBuilder(5_300_000);
        text.append("# version ").append(version).append('\n');
        text.append("anim version=1 length=100 {\n  track \"\" prop=\"transform.rotation\" kind=float32 {\n");
        int key = 0;
        while (text.length() < 5_000_000) {
            text.append("    key t=").append(key % 100).append('.').append(key / 100 % 100).append(" v=")
                    .append(version).append('.').append(key).append(" {}\n");
            key++;
        }
        text.append("  }\n}\n");
        return text.toString().getBytes(StandardCharsets.UTF_8);
    }

    /** The version a complete file holds, or -1 when the bytes are not exactly one version's content. */
    static int versionOf(byte[] bytes) {
        String head = new String(bytes, 0, Math.min(bytes.length, 40), StandardCharsets.UTF_8);
        if (!head.startsWith("# version ")) {
            return -1;
        }
        int end = head.indexOf('\n');
        if (end < 0) {
            return -1;
        }
        int version;
        try {
            version = Integer.parseInt(head.substring("# version ".length(), end));
        } catch (NumberFormatException e) {
            return -1;
        }
        return Arrays.equals(bytes, content(version)) ? version : -1;
    }
}
