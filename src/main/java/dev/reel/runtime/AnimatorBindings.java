package dev.reel.runtime;

import dev.reel.model.Diagnostic;
import dev.reel.model.Kind;
import dev.reel.model.Value;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Binds an animator's pose channels to its target and reads the pose it starts from. Every state's clip is
 * checked the way a player checks it ({@link TrackBindings}: ANM001, ANM004–ANM007, each clip once), and a
 * channel is bound when the track that made it is on.
 */
final class AnimatorBindings {
    private AnimatorBindings() {
    }

    /** A handle per channel, -1 for a channel that is off. */
    static int[] bind(CompiledController controller, AnimationTarget target, Consumer<Diagnostic> report) {
        PoseChannels channels = controller.channels;
        Map<CompiledClip, TrackBindings> checked = new HashMap<>();
        for (int state = 0; state < controller.stateCount(); state++) {
            CompiledClip clip = controller.clips[state];
            if (clip != null && !checked.containsKey(clip)) {
                checked.put(clip, TrackBindings.bind(clip, target, TimeDomain.GAME, null, report));
            }
        }
        int[] handles = new int[channels.count()];
        for (int channel = 0; channel < handles.length; channel++) {
            TrackBindings bindings = checked.get(controller.clips[channels.firstStates[channel]]);
            handles[channel] = bindings.isOn(channels.firstTracks[channel])
                    ? target.bind(channels.paths[channel], channels.properties[channel], channels.kinds[channel],
                    channels.drawn[channel])
                    : -1;
        }
        return handles;
    }

    /**
     * The pose before any step: what the target shows for bound channels, else a neutral value (0, false,
     * the identity quat, white, a scale of 1; a text the table does not hold is -1, "as the scene has it").
     */
    static void initialPose(CompiledController controller, AnimationTarget target, int[] handles, double[] pose) {
        PoseChannels channels = controller.channels;
        for (int channel = 0; channel < channels.count(); channel++) {
            int offset = channels.offsets[channel];
            Kind kind = channels.kinds[channel];
            int handle = handles == null ? -1 : handles[channel];
            if (handle >= 0) {
                if (kind == Kind.BOOL) {
                    pose[offset] = target.readBool(handle) ? 1 : 0;
                } else if (channels.mixing[channel] == PoseChannels.TEXT) {
                    pose[offset] = indexOf(channels.texts, target.readText(handle));
                } else {
                    target.readNumbers(handle, pose, offset);
                }
                continue;
            }
            switch (kind) {
                case ENUM, ASSET_REF -> pose[offset] = -1;
                case QUAT -> pose[offset + 3] = 1;
                case COLOR -> java.util.Arrays.fill(pose, offset, offset + 4, 1);
                default -> {
                    if (channels.properties[channel].equals("transform.scale")) {
                        java.util.Arrays.fill(pose, offset, offset + kind.lanes(), 1);
                    }
                }
            }
        }
    }

    private static int indexOf(String[] texts, String text) {
        for (int i = 0; i < texts.length; i++) {
            if (texts[i].equals(text)) {
                return i;
            }
        }
        return -1;
    }

    /** Channel {@code channel} of {@code pose} as a model value; null for a text the animator never set. */
    static Value value(PoseChannels channels, int channel, double[] pose) {
        int offset = channels.offsets[channel];
        Kind kind = channels.kinds[channel];
        return switch (kind) {
            case FLOAT32, INT32 -> new Value.Num(pose[offset]);
            case BOOL -> new Value.Bool(pose[offset] != 0);
            case ENUM -> pose[offset] < 0 ? null : new Value.Symbol(channels.texts[(int) pose[offset]]);
            case ASSET_REF -> pose[offset] < 0 ? null : new Value.Asset(channels.texts[(int) pose[offset]]);
            default -> {
                double[] lanes = new double[kind.lanes()];
                System.arraycopy(pose, offset, lanes, 0, lanes.length);
                yield new Value.Vec(lanes);
            }
        };
    }
}
