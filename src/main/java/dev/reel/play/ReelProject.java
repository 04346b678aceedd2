package dev.reel.play;

import dev.reel.io.Loaded;
import dev.reel.io.ProjectCodec;
import dev.reel.model.Clip;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.Project;
import dev.reel.runtime.CompiledClip;
import dev.reel.runtime.CompiledController;
import dev.reel.runtime.rig.CompiledRig;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A Reel project as a game reads it: a folder on disk ({@link #open(Path)}) or the game's own resources
 * ({@link #open(AssetSource)}), its {@code project.aego} (optional: without one the project is unnamed and ticks 60
 * times a second), and the clips and controllers in it, loaded by asset path:
 *
 * <pre>{@code
 * ReelProject project = ReelProject.open(AssetSource.resources(Game.class.getClassLoader(), "platformer"));
 * ReelController knight = project.controller("anim/knight.aectrl");
 * ReelAnimator hero = knight.newAnimator();
 * }</pre>
 *
 * Each load reads and compiles the files anew; keep what it returns and make every player or animator from it.
 * A project may be used from several threads at once.
 */
public final class ReelProject {
    private final ProjectFiles files;
    private final String name;
    private final int tickRate;

    private ReelProject(ProjectFiles files, String name, int tickRate) {
        this.files = files;
        this.name = name;
        this.tickRate = tickRate;
    }

    /**
     * The project in {@code folder} (the folder holding {@code project.aego}). Asset paths resolve inside it; links
     * leading out of it are refused, as in the editor.
     *
     * @throws ReelLoadException when {@code folder} is not a folder or its {@code project.aego} has errors
     */
    public static ReelProject open(Path folder) throws ReelLoadException {
        Objects.requireNonNull(folder, "folder");
        String shown = folder.toString().replace('\\', '/');
        if (!Files.isDirectory(folder)) {
            throw ProjectFiles.failure(List.of(Diagnostic.of(Code.IO001, shown, 0, 0,
                    "is not a folder; a project is the folder holding " + ProjectCodec.FILE_NAME)));
        }
        Path named = folder.toAbsolutePath().normalize().getFileName();
        return read(ProjectFiles.folder(folder), named == null ? "" : named.toString());
    }

    /**
     * The project whose files {@code source} opens by asset path ({@code project.aego} at its root).
     *
     * @throws ReelLoadException when its {@code project.aego} cannot be read or has errors
     */
    public static ReelProject open(AssetSource source) throws ReelLoadException {
        return read(ProjectFiles.source(Objects.requireNonNull(source, "source")), "");
    }

    private static ReelProject read(ProjectFiles files, String defaultName) throws ReelLoadException {
        ProjectFiles.Bytes file = files.read(ProjectCodec.FILE_NAME);
        if (file.missing()) {
            return new ReelProject(files, defaultName, ProjectCodec.DEFAULT_TICK_RATE);
        }
        if (file.problem() != null) {
            throw ProjectFiles.failure(List.of(file.problem()));
        }
        Loaded<Project> loaded = ProjectCodec.read(file.bytes(), file.name(), defaultName);
        if (loaded.value() == null || loaded.hasErrors()) {
            throw ProjectFiles.failure(loaded.diagnostics());
        }
        return new ReelProject(files, loaded.value().name(), loaded.value().tickRate());
    }

    /** The project's name ({@code project.aego}'s, else the folder's; empty for resources without one). */
    public String name() {
        return name;
    }

    /** Fixed steps per second ({@code tickRate} in {@code project.aego}; 60 without it). */
    public int tickRate() {
        return tickRate;
    }

    /** The fixed step players and animators take by default: 1 / {@link #tickRate()} seconds. */
    public double fixedStep() {
        return 1.0 / tickRate;
    }

    /**
     * Loads the clip ({@code .aeanim}) at asset path {@code path}, such as {@code anim/knight/attack.aeanim}, or a
     * built-in such as {@code engine/anim/run}.
     *
     * @throws ReelLoadException when it, or the rig it names ({@code rig=asset(…)}), is missing, unreadable or has
     *                           errors
     */
    public ReelClip clip(String path) throws ReelLoadException {
        List<Diagnostic> found = new ArrayList<>();
        CompiledClip compiled = files.clip(Objects.requireNonNull(path, "path"), found);
        CompiledRig rig = files.rig(compiled.source(), found);
        return new ReelClip(compiled, rig, fixedStep(), ProjectFiles.warnings(found));
    }

    /**
     * Loads the controller ({@code .aectrl}) at asset path {@code path} with its states' clips, such as
     * {@code anim/knight.aectrl}, or a built-in such as {@code engine/anim/platformer}. A state whose clip file is
     * missing plays nothing (a warning, ANC004, in {@link ReelController#warnings()}).
     *
     * @throws ReelLoadException when it or one of its clips is unreadable or has errors
     */
    public ReelController controller(String path) throws ReelLoadException {
        List<Diagnostic> found = new ArrayList<>();
        List<Clip> clips = new ArrayList<>();
        CompiledController compiled = files.controller(Objects.requireNonNull(path, "path"), found, clips);
        CompiledRig rig = files.rig(clips, compiled.file(), found);
        return new ReelController(compiled, rig, fixedStep(), ProjectFiles.warnings(found));
    }
}
