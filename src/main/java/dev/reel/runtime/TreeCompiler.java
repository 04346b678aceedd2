package dev.reel.runtime;

import dev.reel.model.BlendTree;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.LoopMode;
import dev.reel.model.Motion;
import dev.reel.model.Param;
import dev.reel.model.ParamKind;
import dev.reel.model.State;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Compiles a blend-tree state. A motion whose clip is missing is left out (ANC004). A tree left with two or
 * more motions becomes a {@link CompiledTree}; one left with a single motion plays that motion's clip exactly
 * as a state of that clip would (its weight is always 1); one left with none plays nothing.
 */
final class TreeCompiler {
    private TreeCompiler() {
    }

    /** The tree of {@code state}, or null when fewer than two of its motions have a clip. */
    static CompiledTree compile(State state, List<Param> params, Function<String, CompiledClip> clipOf, String file,
                                List<Diagnostic> found) {
        BlendTree tree = state.tree();
        List<CompiledClip> clips = new ArrayList<>();
        List<String> paths = new ArrayList<>();
        List<double[]> points = new ArrayList<>();
        for (Motion motion : tree.motions()) {
            CompiledClip clip = motion.clip() == null ? null : clipOf.apply(motion.clip());
            if (clip == null) {
                found.add(Diagnostic.of(Code.ANC004, file, motion.extras().line(), motion.extras().column(),
                        "a motion of \"" + state.name() + "\" has no clip at \"" + motion.clip()
                                + "\"; the tree plays without it"));
                continue;
            }
            clips.add(clip);
            paths.add(motion.clip());
            points.add(new double[]{motion.x(), motion.y()});
        }
        if (clips.size() < 2) {
            return null;
        }
        LoopMode loop = state.loop() != null ? state.loop() : clips.get(0).loop();
        return new CompiledTree(tree, clips, paths, points, floatParam(params, tree.param()),
                floatParam(params, tree.paramY()), loop, file);
    }

    /** The clip of the one motion with a clip of a tree that has only one, else null. */
    static CompiledClip single(State state, Function<String, CompiledClip> clipOf) {
        CompiledClip only = null;
        for (Motion motion : state.tree().motions()) {
            CompiledClip clip = motion.clip() == null ? null : clipOf.apply(motion.clip());
            if (clip != null) {
                if (only != null) {
                    return null;
                }
                only = clip;
            }
        }
        return only;
    }

    /** The index of float parameter {@code name}, or -1 (the tree then reads 0). */
    private static int floatParam(List<Param> params, String name) {
        for (int i = 0; i < params.size(); i++) {
            if (params.get(i).name().equals(name) && params.get(i).kind() == ParamKind.FLOAT) {
                return i;
            }
        }
        return -1;
    }
}
