package dev.reel.play;

import dev.reel.io.AssetPath;
import dev.reel.io.AssetPaths;
import dev.reel.io.ClipCodec;
import dev.reel.io.ControllerCodec;
import dev.reel.io.Loaded;
import dev.reel.io.ProjectFolder;
import dev.reel.model.Clip;
import dev.reel.model.Code;
import dev.reel.model.Controller;
import dev.reel.model.Diagnostic;
import dev.reel.io.RigCodec;
import dev.reel.model.rig.Rig;
import dev.reel.runtime.CompiledClip;
import dev.reel.runtime.rig.CompiledRig;
import dev.reel.runtime.CompiledController;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a project's files by asset path, from a folder or an {@link AssetSource}, and compiles clips and controllers
 * the way {@code reel play} and {@code reel replay} do (dev.reel.cli's ClipSource and ControllerSource): the same
 * codecs, the same compiled forms, a state whose clip is missing playing nothing (ANC004). Where {@code reel replay}
 * goes on past errors in a state's clip, a game does not: any error fails the load.
 */
final class ProjectFiles {
    /** The project folder, or null when the files come from {@link #source}. */
    private final Path root;
    private final AssetSource source;

    private ProjectFiles(Path root, AssetSource source) {
        this.root = root;
        this.source = source;
    }

    static ProjectFiles folder(Path root) {
        return new ProjectFiles(root.toAbsolutePath().normalize(), null);
    }

    static ProjectFiles source(AssetSource source) {
        return new ProjectFiles(null, source);
    }

    /**
     * A file's bytes, or why they cannot be had.
     *
     * @param name    how diagnostics name it: the asset path as written, or a built-in's resource
     * @param missing whether the file does not exist (then {@code problem} says so)
     */
    record Bytes(byte[] bytes, String name, Diagnostic problem, boolean missing) {
    }

    /** The file at asset path {@code written}. */
    Bytes read(String written) {
        AssetPath path = root != null ? AssetPaths.resolve(root, written) : AssetPaths.resolveName(written);
        if (path instanceof AssetPath.Refused refused) {
            return failed(written, Diagnostic.of(Code.AST001, written, 0, 0, "asset path \"" + written + "\" "
                    + refused.reason()), false);
        }
        if (path instanceof AssetPath.Engine engine) {
            return stream(engine.resource(), ProjectFiles.class.getClassLoader()::getResourceAsStream,
                    engine.resource());
        }
        AssetPath.InProject inProject = (AssetPath.InProject) path;
        if (root == null) {
            return stream(written, source, relative(inProject.file()));
        }
        if (!Files.exists(inProject.file())) {
            return missing(written);
        }
        ProjectFolder.Read read = ProjectFolder.read(inProject.file(), written);
        return read.problem() != null ? failed(written, read.problem(), false)
                : new Bytes(read.bytes(), written, null, false);
    }

    /** {@code file}'s names joined with {@code /}: the asset path an {@link AssetSource} is asked for. */
    private static String relative(Path file) {
        StringBuilder joined = new StringBuilder();
        for (Path name : file) {
            if (joined.length() > 0) {
                joined.append('/');
            }
            joined.append(name);
        }
        return joined.toString();
    }

    private static Bytes stream(String name, AssetSource from, String path) {
        if (path.isEmpty()) {
            return missing(name);
        }
        try (InputStream in = from.open(path)) {
            if (in == null) {
                return missing(name);
            }
            byte[] bytes = in.readNBytes((int) ProjectFolder.MAX_TEXT_BYTES + 1);
            if (bytes.length > ProjectFolder.MAX_TEXT_BYTES) {
                return failed(name, Diagnostic.of(Code.DOC006, name, 0, 0, "the file is larger than "
                        + (ProjectFolder.MAX_TEXT_BYTES >> 20) + " MiB; Reel reads files of at most "
                        + (ProjectFolder.MAX_TEXT_BYTES >> 20) + " MiB"), false);
            }
            return new Bytes(bytes, name, null, false);
        } catch (IOException e) {
            String reason = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            return failed(name, Diagnostic.of(Code.IO001, name, 0, 0, "cannot read: " + reason), false);
        }
    }

    private static Bytes missing(String name) {
        return failed(name, Diagnostic.of(Code.AST002, name, 0, 0, "no such file in the project"), true);
    }

    private static Bytes failed(String name, Diagnostic problem, boolean missing) {
        return new Bytes(null, name, problem, missing);
    }

    /** The clip at {@code written}, compiled; its diagnostics (warnings included) are added to {@code found}. */
    CompiledClip clip(String written, List<Diagnostic> found) throws ReelLoadException {
        Bytes file = read(written);
        if (file.problem() != null) {
            found.add(file.problem());
            throw failure(found);
        }
        Loaded<Clip> loaded = ClipCodec.read(file.bytes(), file.name());
        found.addAll(loaded.diagnostics());
        if (loaded.value() == null || loaded.hasErrors()) {
            throw failure(found);
        }
        return CompiledClip.compile(loaded.value(), file.name());
    }

    /**
     * The rig a clip names ({@code rig=asset(…)}), read and compiled; null for none. A rig that is missing,
     * unreadable or has errors fails the load, its problems added to {@code found}.
     */
    CompiledRig rig(Clip clip, List<Diagnostic> found) throws ReelLoadException {
        if (clip == null || clip.rig() == null) {
            return null;
        }
        Bytes file = read(clip.rig());
        if (file.problem() != null) {
            found.add(file.problem());
            throw failure(found);
        }
        Loaded<Rig> loaded = RigCodec.read(file.bytes(), file.name());
        found.addAll(loaded.diagnostics());
        if (loaded.value() == null || !loaded.usable()) {
            throw failure(found);
        }
        return CompiledRig.of(loaded.value());
    }

    /**
     * The rig the clips of a controller name (read by {@link #controller}): null for none; two rigs fail the load
     * (RIG016), since the clips of one controller pose one rig.
     */
    CompiledRig rig(List<Clip> clips, String controller, List<Diagnostic> found) throws ReelLoadException {
        Clip first = null;
        for (Clip clip : clips) {
            if (clip.rig() == null) {
                continue;
            }
            if (first == null) {
                first = clip;
            } else if (!first.rig().equals(clip.rig())) {
                found.add(Diagnostic.of(Code.RIG016, controller, 0, 0, "its clips name two rigs, " + first.rig()
                        + " and " + clip.rig() + "; the clips of one controller pose one rig"));
                throw failure(found);
            }
        }
        return rig(first, found);
    }

    /**
     * The controller at {@code written} compiled with its states' clips, each read and compiled once; diagnostics
     * are added to {@code found}. A state whose clip file is missing plays nothing (ANC004, a warning).
     */
    CompiledController controller(String written, List<Diagnostic> found) throws ReelLoadException {
        return controller(written, found, new ArrayList<>());
    }

    /** As {@link #controller(String, List)}, adding each clip read to {@code read}. */
    CompiledController controller(String written, List<Diagnostic> found, List<Clip> read) throws ReelLoadException {
        Bytes file = read(written);
        if (file.problem() != null) {
            found.add(file.problem());
            throw failure(found);
        }
        Loaded<Controller> loaded = ControllerCodec.read(file.bytes(), file.name());
        found.addAll(loaded.diagnostics());
        if (loaded.value() == null || loaded.hasErrors()) {
            throw failure(found);
        }
        Map<String, CompiledClip> clips = new HashMap<>();
        CompiledController controller = CompiledController.compile(loaded.value(), file.name(), clip -> {
            if (!clips.containsKey(clip)) {
                clips.put(clip, stateClip(clip, found, read));
            }
            return clips.get(clip);
        });
        found.addAll(controller.diagnostics());
        if (found.stream().anyMatch(Diagnostic::isError)) {
            throw failure(found);
        }
        return controller;
    }

    /** A state's clip, or null (its problems added) when it cannot be read; a missing one is ANC004's to report. */
    private CompiledClip stateClip(String written, List<Diagnostic> found, List<Clip> read) {
        Bytes file = read(written);
        if (file.problem() != null) {
            if (!file.missing()) {
                found.add(file.problem());
            }
            return null;
        }
        Loaded<Clip> loaded = ClipCodec.read(file.bytes(), file.name());
        found.addAll(loaded.diagnostics());
        if (loaded.value() != null) {
            read.add(loaded.value());
        }
        return loaded.value() == null ? null : CompiledClip.compile(loaded.value(), file.name());
    }

    static ReelLoadException failure(List<Diagnostic> found) {
        List<ReelProblem> problems = new ArrayList<>();
        for (Diagnostic diagnostic : found) {
            problems.add(ReelProblem.of(diagnostic));
        }
        return new ReelLoadException(problems);
    }

    static List<ReelProblem> warnings(List<Diagnostic> found) {
        return found.stream().map(ReelProblem::of).toList();
    }
}
