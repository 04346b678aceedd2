package dev.reel.cli;

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
import dev.reel.runtime.CompiledClip;
import dev.reel.runtime.CompiledController;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A controller named on the command line, compiled with its states' clips: a file (its project is the
 * nearest folder above holding {@code project.aego}; without one, the file's folder) or a built-in such as
 * {@code engine/anim/platformer}. Clips under {@code engine/} come from the application, others from the
 * project; one that is missing or unreadable leaves its state playing nothing (ANC004, with the clip's own
 * diagnostics).
 *
 * @param controller null when the controller cannot be read or has import errors (see {@code diagnostics})
 * @param root       the project folder its asset paths are relative to; null for a built-in
 * @param rig        the rig its clips name ({@link ClipRig#NONE} when none does); its problem when two clips name
 *                   two rigs or the rig cannot be read
 */
public record ControllerSource(CompiledController controller, Path root, List<Diagnostic> diagnostics,
                               ClipRig rig) {

    public ControllerSource(CompiledController controller, Path root, List<Diagnostic> diagnostics) {
        this(controller, root, diagnostics, ClipRig.NONE);
    }

    /** Whether the controller could not be read or has import errors; a clip's problems do not count. */
    public boolean failed() {
        return controller == null;
    }

    public static ControllerSource load(String argument) {
        String shown = argument.replace('\\', '/');
        NamedFile named = NamedFile.read(argument, shown, "controller");
        if (named.problem() != null) {
            return new ControllerSource(null, null, List.of(named.problem()));
        }
        Path root = named.root();
        Loaded<Controller> loaded = ControllerCodec.read(named.bytes(), shown);
        List<Diagnostic> diagnostics = new ArrayList<>(loaded.diagnostics());
        if (loaded.value() == null || loaded.hasErrors()) {
            return new ControllerSource(null, null, diagnostics);
        }
        ControllerSource compiled = compile(loaded.value(), shown, root);
        diagnostics.addAll(compiled.diagnostics());
        return new ControllerSource(compiled.controller(), root, diagnostics, compiled.rig());
    }

    /**
     * Compiles a controller already read (the editor's document, unsaved edits included) with its states' clips
     * from {@code root} (null: built-ins only), as {@link #load} does.
     */
    public static ControllerSource compile(Controller value, String shown, Path root) {
        List<Diagnostic> diagnostics = new ArrayList<>();
        Map<String, CompiledClip> clips = new HashMap<>();
        Map<String, ClipRig> rigs = new java.util.LinkedHashMap<>();
        CompiledController controller = CompiledController.compile(value, shown,
                written -> clips.computeIfAbsent(written, key -> clip(root, key, diagnostics, rigs)));
        diagnostics.addAll(controller.diagnostics());
        ClipRig rig = ClipRig.NONE;
        if (rigs.size() > 1) {
            rig = new ClipRig(null, "its clips name " + rigs.size() + " rigs (" + String.join(", ", rigs.keySet())
                    + "); the clips of one controller pose one rig");
        } else if (rigs.size() == 1) {
            rig = rigs.values().iterator().next();
        }
        return new ControllerSource(controller, root, diagnostics, rig);
    }

    /** The clip at asset path {@code written}, or null (its problems added) when it cannot be read. */
    private static CompiledClip clip(Path root, String written, List<Diagnostic> diagnostics,
                                     Map<String, ClipRig> rigs) {
        AssetPath path = AssetPaths.resolve(root == null ? Path.of(".") : root, written);
        byte[] bytes = null;
        Path file = null;
        String name = written;
        if (path instanceof AssetPath.Engine engine) {
            bytes = NamedFile.resource(engine.resource());
            name = engine.resource();
        } else if (path instanceof AssetPath.InProject inProject && root != null
                && Files.isRegularFile(inProject.file())) {
            ProjectFolder.Read read = ProjectFolder.read(inProject.file(), written);
            if (read.problem() != null) {
                diagnostics.add(read.problem());
                return null;
            }
            bytes = read.bytes();
            file = inProject.file();
        } else if (path instanceof AssetPath.Refused refused) {
            diagnostics.add(Diagnostic.of(Code.AST001, written, 0, 0, "asset path \"" + written + "\" "
                    + refused.reason()));
            return null;
        }
        if (bytes == null) {
            return null;
        }
        Loaded<Clip> loaded = ClipCodec.read(bytes, name);
        diagnostics.addAll(loaded.diagnostics());
        Clip read = loaded.value();
        if (read != null && read.rig() != null && !rigs.containsKey(read.rig())) {
            rigs.put(read.rig(), ClipRig.of(read, file));
        }
        return loaded.value() == null ? null : CompiledClip.compile(loaded.value(), name);
    }
}
