package dev.reel.ui.documents;

import java.util.Arrays;
import java.util.List;

/**
 * The name a document goes by in its tab and the window title: its file name, and where another open document
 * has the same file name, as code editors do, the end of its folder that tells them apart
 * ({@code idle.aeanim — mage} beside {@code idle.aeanim — rogue}).
 */
final class TabNames {
    private TabNames() {
    }

    /** {@code document}'s name among {@code open} (which may or may not include it). */
    static String of(OpenDocument<?> document, List<OpenDocument<?>> open) {
        String name = document.shortName();
        String[] folders = folders(document.name());
        int needed = 0;
        for (OpenDocument<?> other : open) {
            if (other == document || !other.shortName().equals(name)) {
                continue;
            }
            String[] theirs = folders(other.name());
            // The fewest trailing folders that differ from theirs (all of ours when theirs end like ours).
            int depth = 1;
            while (depth <= folders.length && depth <= theirs.length
                    && folders[folders.length - depth].equals(theirs[theirs.length - depth])) {
                depth++;
            }
            needed = Math.max(needed, Math.min(depth, folders.length));
        }
        if (needed == 0) {
            return name;
        }
        if (folders.length == 0) {
            return name + " — (project)";
        }
        return name + " — " + String.join("/", Arrays.copyOfRange(folders, folders.length - needed, folders.length));
    }

    private static String[] folders(String path) {
        int slash = path.lastIndexOf('/');
        return slash < 0 ? new String[0] : path.substring(0, slash).split("/");
    }
}
