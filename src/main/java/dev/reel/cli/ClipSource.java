package dev.reel.cli;

import dev.reel.io.AssetPath;
import dev.reel.io.AssetPaths;
import dev.reel.io.ClipCodec;
import dev.reel.io.Loaded;
import dev.reel.model.Clip;
import dev.reel.model.Diagnostic;
import dev.reel.runtime.CompiledClip;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A clip named on the command line, read and compiled: a file (its project is the nearest folder above
 * holding {@code project.aego}; without one, the file's folder) or a built-in such as {@code engine/anim/run}.
 *
 * @param clip        null when the clip cannot be read or has import errors (see {@code diagnostics})
 * @param root        the project folder its asset paths are relative to; null for a built-in
 * @param diagnostics what reading found, warnings included
 */
record ClipSource(CompiledClip clip, Path root, List<Diagnostic> diagnostics) {

    boolean failed() {
        return clip == null;
    }

    static ClipSource load(String argument) {
        String shown = argument.replace('\\', '/');
        NamedFile named = NamedFile.read(argument, shown, "clip");
        if (named.problem() != null) {
            return new ClipSource(null, null, List.of(named.problem()));
        }
        Path root = named.root();
        Loaded<Clip> loaded = ClipCodec.read(named.bytes(), shown);
        if (loaded.value() == null || loaded.hasErrors()) {
            return new ClipSource(null, root, loaded.diagnostics());
        }
        return new ClipSource(CompiledClip.compile(loaded.value(), shown), root, loaded.diagnostics());
    }

    /** Whether {@code argument} names a controller (an {@code .aectrl} file or built-in) rather than a clip. */
    static boolean namesController(String argument) {
        if (Files.isRegularFile(Path.of(argument))) {
            return argument.toLowerCase(java.util.Locale.ROOT).endsWith(".aectrl");
        }
        if (argument.startsWith(AssetPaths.ENGINE_PREFIX)
                && AssetPaths.resolve(Path.of("."), argument) instanceof AssetPath.Engine engine) {
            return engine.resource().endsWith(".aectrl");
        }
        return argument.toLowerCase(java.util.Locale.ROOT).endsWith(".aectrl");
    }
}
