package dev.reel.play;

import java.io.IOException;
import java.io.InputStream;
import java.util.Objects;

/**
 * Where a project's files come from when they are not a folder on disk: a function from an asset path (relative to
 * the project, with {@code /}, as written in {@code asset("...")}, e.g. {@code anim/knight/run.aeanim}) to its bytes.
 * Games use it to load from their own jar ({@link #resources}). Paths Reel refuses ({@code ..} climbing out of the
 * project, absolute paths, {@code \}) never reach it, and {@code engine/...} built-ins come from the runtime jar.
 */
@FunctionalInterface
public interface AssetSource {

    /**
     * Opens the asset at {@code path}; the caller closes the stream.
     *
     * @return the asset's bytes, or null when there is no such asset
     * @throws IOException when the asset exists but cannot be read (reported as an IO001 diagnostic)
     */
    InputStream open(String path) throws IOException;

    /**
     * The resources of {@code loader} under {@code folder} (empty or null for the root; a leading or trailing
     * {@code /} does not matter): {@code resources(Game.class.getClassLoader(), "knight")} opens
     * {@code anim/run.aeanim} as the resource {@code knight/anim/run.aeanim}.
     */
    static AssetSource resources(ClassLoader loader, String folder) {
        Objects.requireNonNull(loader, "loader");
        String trimmed = folder == null ? "" : folder.replaceAll("^/+|/+$", "");
        String prefix = trimmed.isEmpty() ? "" : trimmed + "/";
        return path -> loader.getResourceAsStream(prefix + path);
    }
}
