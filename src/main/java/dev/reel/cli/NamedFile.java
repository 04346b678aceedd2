package dev.reel.cli;

import dev.reel.io.AssetPath;
import dev.reel.io.AssetPaths;
import dev.reel.io.ProjectFolder;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The bytes of a clip or controller named on the command line: a file (its project is the nearest folder above
 * holding {@code project.aego}; without one, the file's folder) or a built-in under {@code engine/}.
 *
 * @param bytes   the file's contents, or null when {@code problem} says why not
 * @param root    the project folder its asset paths are relative to; null for a built-in or a problem
 * @param problem why it cannot be read, or null
 */
record NamedFile(byte[] bytes, Path root, Diagnostic problem) {

    /** Reads {@code argument} (shown as {@code shown}); {@code kind} ("clip", "controller") words a missing built-in. */
    static NamedFile read(String argument, String shown, String kind) {
        Path file = Path.of(argument);
        if (Files.isRegularFile(file)) {
            ProjectFolder.Read read = ProjectFolder.read(file, shown);
            if (read.problem() != null) {
                return new NamedFile(null, null, read.problem());
            }
            Path root = ProjectFolder.enclosing(file).map(ProjectFolder::root)
                    .orElse(file.toAbsolutePath().normalize().getParent());
            return new NamedFile(read.bytes(), root, null);
        }
        Diagnostic irregular = ProjectFolder.notRegular(file, shown);
        if (irregular != null) {
            return new NamedFile(null, null, irregular);
        }
        if (argument.startsWith(AssetPaths.ENGINE_PREFIX)) {
            AssetPath path = AssetPaths.resolve(Path.of("."), argument);
            byte[] bytes = path instanceof AssetPath.Engine engine ? resource(engine.resource()) : null;
            return bytes != null ? new NamedFile(bytes, null, null) : new NamedFile(null, null,
                    Diagnostic.of(Code.AST002, shown, 0, 0, "no built-in " + kind + " \"" + argument + "\""));
        }
        return new NamedFile(null, null, Diagnostic.of(Code.IO001, shown, 0, 0,
                "no such file, and not a built-in name (engine/...)"));
    }

    /** An application resource's bytes, or null when there is none. */
    static byte[] resource(String resource) {
        try (InputStream in = NamedFile.class.getClassLoader().getResourceAsStream(resource)) {
            return in == null ? null : in.readAllBytes();
        } catch (IOException e) {
            return null;
        }
    }
}
