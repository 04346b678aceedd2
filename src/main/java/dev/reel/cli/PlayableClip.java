package dev.reel.cli;

import dev.reel.io.AssetPath;
import dev.reel.io.AssetPaths;
import dev.reel.io.ClipCodec;
import dev.reel.io.Loaded;
import dev.reel.io.ProjectFolder;
import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.Project;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The clip {@code reel play} was asked for, read with the diagnostics {@code reel check} would print for it:
 * a clip file checked in its project (the nearest folder above holding {@code project.aego}), or a built-in
 * such as {@code engine/anim/run} read from the application's resources.
 *
 * @param clip        the clip, or null when it could not be read at all
 * @param name        how diagnostics and the table title name it: the path as given, or the built-in's name
 * @param diagnostics every problem found; any error means the clip is not played
 * @param rig         the rig the clip names, read from its project ({@link ClipRig#NONE} when it names none)
 */
record PlayableClip(Clip clip, String name, List<Diagnostic> diagnostics, ClipRig rig) {

    PlayableClip {
        diagnostics = List.copyOf(diagnostics);
    }

    PlayableClip(Clip clip, String name, List<Diagnostic> diagnostics) {
        this(clip, name, diagnostics, ClipRig.NONE);
    }

    /** Whether the clip can be played: it was read, no error was found and the rig it names (if any) was read. */
    boolean playable() {
        return clip != null && diagnostics.stream().noneMatch(Diagnostic::isError) && rig.problem() == null;
    }

    /**
     * Reads {@code argument}: a name starting with {@code engine/} is always a built-in (as in asset paths,
     * where {@code engine/} is a virtual folder), anything else a file.
     */
    static PlayableClip read(String argument) {
        if (argument.startsWith(AssetPaths.ENGINE_PREFIX)) {
            return builtIn(argument);
        }
        return file(Path.of(argument), argument.replace('\\', '/'));
    }

    private static PlayableClip builtIn(String name) {
        AssetPath resolved = AssetPaths.resolve(Path.of(""), name);
        if (!(resolved instanceof AssetPath.Engine engine)) {
            String reason = resolved instanceof AssetPath.Refused refused ? refused.reason() : "is not a built-in";
            return failed(name, Code.AST001, "the built-in name \"" + name + "\" " + reason);
        }
        String resource = engine.resource();
        if (!AssetPaths.engineResourceExists(resource)) {
            return failed(name, Code.AST002, "no built-in clip \"" + name + "\" (the built-in clips are "
                    + "engine/anim/run, bob, jump, hit and idle)");
        }
        if (!resource.endsWith(".aeanim")) {
            return failed(name, Code.ANM001, "the built-in \"" + name + "\" is not a clip");
        }
        byte[] bytes;
        try (InputStream in = PlayableClip.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                return failed(name, Code.IO001, "cannot read the built-in \"" + name + "\"");
            }
            bytes = in.readAllBytes();
        } catch (IOException e) {
            return failed(name, Code.IO001, "cannot read the built-in \"" + name + "\": " + e.getMessage());
        }
        Loaded<Clip> loaded = ClipCodec.read(bytes, name);
        List<Diagnostic> diagnostics = new ArrayList<>(loaded.diagnostics());
        if (loaded.value() != null) {
            // Built-ins belong to no project: only the events the engine declares are declared.
            for (ClipEvent event : loaded.value().events()) {
                if (!Project.engineDeclares(event.name())) {
                    diagnostics.add(Diagnostic.of(Code.ANM003, name, event.extras().line(), event.extras().column(),
                            "event \"" + event.name() + "\" is not declared by the engine"));
                }
            }
        }
        return new PlayableClip(loaded.value(), name, diagnostics);
    }

    private static PlayableClip file(Path path, String shown) {
        Diagnostic irregular = Files.isDirectory(path) ? null : ProjectFolder.notRegular(path, shown);
        if (irregular != null) {
            return failed(shown, Code.IO001, irregular.message());
        }
        if (!Files.isRegularFile(path)) {
            return failed(shown, Code.IO001, Files.isDirectory(path)
                    ? "is a folder; reel play takes a clip file (.aeanim) or a built-in such as engine/anim/run"
                    : "no such file");
        }
        if (ProjectFolder.kindOf(path) != ProjectFolder.FileKind.CLIP) {
            return failed(shown, Code.ANM001, "not a clip file: reel play takes an .aeanim file");
        }
        // Exactly what reel check says about the file, in its project when it has one.
        List<Diagnostic> diagnostics = new ArrayList<>(CheckCommand.check(path).diagnostics());
        ProjectFolder.Read read = ProjectFolder.read(path, shown);
        if (read.problem() != null) {
            return new PlayableClip(null, shown, diagnostics.isEmpty() ? List.of(read.problem()) : diagnostics);
        }
        // Read under the check's name, so that a big clip is the one the check parsed, not parsed again.
        Clip clip = ClipCodec.read(read.bytes(), CheckCommand.checkedName(path)).value();
        return new PlayableClip(clip, shown, diagnostics, ClipRig.of(clip, path));
    }

    private static PlayableClip failed(String name, Code code, String message) {
        return new PlayableClip(null, name, List.of(Diagnostic.of(code, name, 0, 0, message)));
    }
}
