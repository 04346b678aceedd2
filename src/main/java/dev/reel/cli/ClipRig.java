package dev.reel.cli;

import dev.reel.io.AssetPath;
import dev.reel.io.Loaded;
import dev.reel.io.ProjectFolder;
import dev.reel.io.RigCodec;
import dev.reel.model.Clip;
import dev.reel.model.rig.Rig;
import dev.reel.runtime.AnimationTarget;
import dev.reel.runtime.rig.CompiledRig;
import dev.reel.runtime.rig.RigTarget;

import java.nio.file.Path;

/**
 * The rig a clip names ({@code rig=asset("…")} on its {@code anim} line), read from the clip's project for
 * {@code reel play} and {@code reel replay}, which then pose it ({@link RigTarget}).
 *
 * @param rig     the rig, or null when the clip names none or it cannot be read
 * @param problem why a rig the clip names cannot be played, or null
 */
public record ClipRig(Rig rig, String problem) {
    public static final ClipRig NONE = new ClipRig(null, null);

    /** The rig {@code clip}, read from {@code file} (null for a built-in), names. */
    static ClipRig of(Clip clip, Path file) {
        if (clip == null || clip.rig() == null) {
            return NONE;
        }
        ProjectFolder project = file == null ? null : ProjectFolder.enclosing(file).orElse(null);
        if (project == null) {
            return new ClipRig(null, "the clip names the rig " + clip.rig() + " but is in no project");
        }
        if (!(project.resolve(clip.rig()) instanceof AssetPath.InProject inProject)) {
            return new ClipRig(null, "the rig " + clip.rig() + " is not a file of the project");
        }
        ProjectFolder.Read read = ProjectFolder.read(inProject.file(), clip.rig());
        if (read.problem() != null) {
            return new ClipRig(null, "the rig " + clip.rig() + " cannot be read: " + read.problem().message());
        }
        Loaded<Rig> loaded = RigCodec.read(read.bytes(), clip.rig());
        if (!loaded.usable() || loaded.value() == null) {
            return new ClipRig(null, "the rig " + clip.rig() + " has errors (reel check " + clip.rig()
                    + " lists them)");
        }
        return new ClipRig(loaded.value(), null);
    }

    /** {@code scene} itself without a rig, else a target posing the rig over it. */
    public AnimationTarget target(AnimationTarget scene) {
        return rig == null ? scene : new RigTarget(CompiledRig.of(rig), scene);
    }
}
