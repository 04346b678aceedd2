package dev.reel.interop;

import dev.reel.io.AssetPath;
import dev.reel.io.AssetPaths;
import dev.reel.io.ClipCodec;
import dev.reel.io.ControllerCodec;
import dev.reel.io.Loaded;
import dev.reel.io.MetaCodec;
import dev.reel.io.ProjectFolder;
import dev.reel.io.WriteGuard;
import dev.reel.model.Cell;
import dev.reel.model.Clip;
import dev.reel.model.Code;
import dev.reel.model.Controller;
import dev.reel.model.Diagnostic;
import dev.reel.model.SheetMeta;
import dev.reel.sheet.CellNames;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * {@code reel export … --godot-animation OUT.tres / --godot-tree OUT.tres} and File › Export to Godot: a clip
 * or a controller's clips as a Godot 4 {@code AnimationLibrary} ({@link GodotAnimations}), or a controller as
 * the tree of an {@code AnimationTree} ({@link GodotTree}). The animations are named by their clips' file names,
 * and the tree plays them by those names, as from the {@code AnimationPlayer}'s default library.
 */
public final class GodotExport {
    /** What to write. */
    public enum Kind { ANIMATION, TREE }

    /** The method event keys call unless another is named. */
    public static final String DEFAULT_METHOD = GodotAnimations.DEFAULT_METHOD;

    private GodotExport() {
    }

    /** What was written: the number of animations (library) or states (tree), and every warning and error. */
    public record Outcome(String output, int animations, int states, List<Diagnostic> diagnostics) {
        public boolean ok() {
            return diagnostics.stream().noneMatch(Diagnostic::isError);
        }

        public List<Diagnostic> warnings() {
            return diagnostics.stream().filter(d -> !d.isError()).toList();
        }
    }

    /** Whether {@code name} may be the method event keys call: a GDScript identifier. */
    public static boolean methodName(String name) {
        return name != null && GodotText.identifier(name);
    }

    /** The name of the {@code Skeleton2D} node a rig clip's bones are under unless another is named. */
    public static final String DEFAULT_SKELETON = GodotRigs.DEFAULT_SKELETON;

    /** Whether {@code name} may name the skeleton node: a Godot node name (no {@code . : @ / " %}). */
    public static boolean skeletonName(String name) {
        return GodotRigs.nodeName(name);
    }

    /** Writes {@code kind} of {@code source} (a clip or controller file) to {@code output}, atomically. */
    public static Outcome run(Path source, Kind kind, Path output, String method) {
        return run(source, kind, output, method, DEFAULT_SKELETON);
    }

    /**
     * Writes {@code kind} of {@code source} to {@code output}, atomically, a rig clip's bones as {@code Bone2D}
     * nodes under the {@code Skeleton2D} named {@code skeleton}.
     */
    public static Outcome run(Path source, Kind kind, Path output, String method, String skeleton) {
        String shown = source.toString().replace('\\', '/');
        String shownOutput = output.toString().replace('\\', '/');
        List<Diagnostic> problems = new ArrayList<>();
        Path file = source.toAbsolutePath().normalize();
        Diagnostic irregular = ProjectFolder.notRegular(file, shown);
        if (irregular != null) {
            return new Outcome(shownOutput, 0, 0, List.of(irregular));
        }
        Path root = ProjectFolder.enclosing(file.getParent()).map(ProjectFolder::root).orElse(file.getParent());
        // Warnings name files as the project does (anim/knight.aectrl), as they name the controller's clips.
        shown = AssetPaths.relative(root, file);
        String lower = shown.toLowerCase(Locale.ROOT);
        boolean controllerFile = lower.endsWith(".aectrl");
        if (!controllerFile && !lower.endsWith(".aeanim")) {
            problems.add(Diagnostic.of(Code.EXP001, shown, 0, 0, "a Godot export needs a clip (.aeanim) or a "
                    + "controller (.aectrl)"));
            return new Outcome(shownOutput, 0, 0, problems);
        }
        if (kind == Kind.TREE && !controllerFile) {
            problems.add(Diagnostic.of(Code.EXP001, shown, 0, 0, "--godot-tree exports a controller (.aectrl); "
                    + "a clip is exported with --godot-animation"));
            return new Outcome(shownOutput, 0, 0, problems);
        }
        Map<String, Clip> clips = new LinkedHashMap<>();
        Map<String, String> files = new LinkedHashMap<>();
        Map<String, String> names = new LinkedHashMap<>();
        Controller controller = null;
        if (controllerFile) {
            byte[] bytes = read(file, shown, problems);
            Loaded<Controller> loaded = bytes == null ? null : ControllerCodec.read(bytes, shown);
            if (loaded == null || loaded.value() == null || loaded.hasErrors()) {
                if (loaded != null) {
                    problems.addAll(loaded.diagnostics());
                }
                return new Outcome(shownOutput, 0, 0, problems);
            }
            controller = loaded.value();
            for (String clipPath : GodotGraphs.clips(controller)) {
                AssetPath asset = AssetPaths.resolve(root, clipPath);
                if (!(asset instanceof AssetPath.InProject inProject)) {
                    problems.add(Diagnostic.of(Code.EXP002, shown, 0, 0, "clip " + clipPath + " is not a file of "
                            + "the project; its states play no animation in Godot"));
                    continue;
                }
                Clip clip = readClip(inProject.file(), clipPath, problems);
                if (clip != null) {
                    String name = unique(stem(clipPath), clips.keySet(), clipPath, shown, problems);
                    clips.put(name, clip);
                    files.put(name, clipPath);
                    names.put(clipPath, name);
                }
            }
        } else {
            Clip clip = readClip(file, shown, problems);
            if (clip == null) {
                return new Outcome(shownOutput, 0, 0, problems);
            }
            String name = stem(shown);
            clips.put(name, clip);
            files.put(name, shown);
        }
        Function<String, Cell> cells = cells(root);
        GodotRigs rigs = GodotRigs.of(root, skeleton);
        String text;
        int states = 0;
        if (kind == Kind.ANIMATION) {
            text = GodotAnimations.library(clips, files, cells, method, rigs, problems);
        } else {
            Map<String, Set<String>> paths = new HashMap<>();
            Map<String, Clip> byPath = new HashMap<>();
            files.forEach((name, path) -> byPath.put(path, clips.get(name)));
            text = GodotTree.write(controller, names, path -> paths.computeIfAbsent(path,
                    p -> byPath.containsKey(p) ? GodotAnimations.paths(byPath.get(p), cells, rigs) : Set.of()),
                    (path, masked) -> maskNode(byPath.get(path), masked, rigs), shown, problems);
            states = countStates(controller);
        }
        if (problems.stream().anyMatch(Diagnostic::isError)) {
            return new Outcome(shownOutput, 0, 0, problems);
        }
        Optional<Diagnostic> unsaved = WriteGuard.saveNamed(output.toAbsolutePath().normalize(),
                text.getBytes(StandardCharsets.UTF_8));
        unsaved.ifPresent(problems::add);
        return new Outcome(shownOutput, kind == Kind.ANIMATION ? clips.size() : 0, states, problems);
    }

    /** The Godot node a layer mask's path names in a clip: a bone under the skeleton in a rig clip. */
    private static String maskNode(Clip clip, String masked, GodotRigs rigs) {
        String bone = clip == null || clip.rig() == null ? null : rigs.bone(clip.rig(), masked);
        return bone != null ? bone : GodotTracks.node(masked);
    }

    private static int countStates(Controller controller) {
        int[] count = {controller.states().size()};
        controller.machines().forEach(m -> count[0] += countMachine(m));
        controller.layers().forEach(l -> {
            count[0] += l.states().size();
            l.machines().forEach(m -> count[0] += countMachine(m));
        });
        return count[0];
    }

    private static int countMachine(dev.reel.model.Machine machine) {
        int count = machine.states().size();
        for (dev.reel.model.Machine inner : machine.machines()) {
            count += countMachine(inner);
        }
        return count;
    }

    /** The cell a sprite path names, each sheet's sidecar read once; null for none. */
    private static Function<String, Cell> cells(Path root) {
        Map<String, Optional<SheetMeta>> metas = new HashMap<>();
        return sprite -> {
            int hash = sprite.indexOf('#');
            if (hash < 0) {
                return null;
            }
            String sheet = sprite.substring(0, hash);
            SheetMeta meta = metas.computeIfAbsent(sheet, s -> {
                AssetPath asset = AssetPaths.resolve(root, s + MetaCodec.EXTENSION);
                if (!(asset instanceof AssetPath.InProject inProject) || !Files.isRegularFile(inProject.file())) {
                    return Optional.empty();
                }
                ProjectFolder.Read read = ProjectFolder.read(inProject.file(), s + MetaCodec.EXTENSION);
                if (read.problem() != null) {
                    return Optional.empty();
                }
                Loaded<SheetMeta> loaded = MetaCodec.read(read.bytes(), s + MetaCodec.EXTENSION);
                return Optional.ofNullable(loaded.hasErrors() ? null : loaded.value());
            }).orElse(null);
            return meta == null ? null : meta.cell(sprite.substring(hash + 1));
        };
    }

    private static byte[] read(Path file, String shown, List<Diagnostic> problems) {
        ProjectFolder.Read read = ProjectFolder.read(file, shown);
        if (read.problem() != null) {
            problems.add(read.problem());
            return null;
        }
        return read.bytes();
    }

    private static Clip readClip(Path file, String shown, List<Diagnostic> problems) {
        byte[] bytes = read(file, shown, problems);
        if (bytes == null) {
            return null;
        }
        Loaded<Clip> loaded = ClipCodec.read(bytes, shown);
        if (loaded.value() == null || loaded.hasErrors()) {
            problems.addAll(loaded.diagnostics());
            return null;
        }
        return loaded.value();
    }

    private static String unique(String name, Set<String> taken, String clipPath, String shown,
                                 List<Diagnostic> problems) {
        String candidate = name;
        for (int i = 2; taken.contains(candidate); i++) {
            candidate = name + "_" + i;
        }
        if (!candidate.equals(name)) {
            problems.add(Diagnostic.of(Code.EXP002, shown, 0, 0, "clip " + clipPath + " is named " + candidate
                    + " in Godot, since another clip of the controller is called " + name));
        }
        return candidate;
    }

    private static String stem(String path) {
        String last = path.substring(path.lastIndexOf('/') + 1);
        return CellNames.baseName(last);
    }
}
