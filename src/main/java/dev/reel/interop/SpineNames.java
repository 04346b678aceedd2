package dev.reel.interop;

/**
 * A name of another tool's skeleton as a Reel rig name: a {@code /} (which Spine allows in skin and attachment
 * names for folders, and Reel uses to separate bone paths and deform parts) becomes {@code _}; empty stays empty.
 */
final class SpineNames {
    private SpineNames() {
    }

    static String of(String name) {
        return name.replace('/', '_');
    }
}
