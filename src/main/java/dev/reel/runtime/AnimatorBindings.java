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
                    PosedTarget.drawnOnly(target, channels.paths[channel], channels.properties[channel],
                            channels.drawn[channel]))
                    : -1;
        }
        return handles;
    }

    /**
     * Per channel, whether it is written on draws only: the controller's {@code drawn} array itself, unless
     * {@code target} is a {@link PosedTarget} that poses some of them on steps.
     */
    static boolean[] drawn(CompiledController controller, AnimationTarget target) {
        PoseChannels channels = controller.channels;
        if (!(target instanceof PosedTarget)) {
            return channels.drawn;
        }
        boolean[] drawn = new boolean[channels.count()];
        for (int channel = 0; channel < drawn.length; channel++) {
            drawn[channel] = PosedTarget.drawnOnly(target, channels.paths[channel], channels.properties[channel],
                    channels.drawn[channel]);
        }
        return drawn;
    }

    /**
     * The pose before any step: what the target shows for bound channels, else the channel's neutral value
     * ({@link PoseChannels#neutral(int, double[])}). It is also the pose the animator gives a property back
     * to once no active state animates it (its default, docs/formats.md "Returning to defaults").
     */
    static void initialPose(CompiledController controller, AnimationTarget target, int[] handles, double[] pose) {
        PoseChannels channels = controller.channels;
        for (int channel = 0; channel < channels.count(); channel++) {
            int offset = channels.offsets[channel];
            Kind kind = channels.kinds[channel];
            int handle = handles == null ? -1 : handles[channel];
            if (handle < 0) {
                channels.neutral(channel, pose);
            } else if (kind == Kind.BOOL) {
                pose[offset] = target.readBool(handle) ? 1 : 0;
            } else if (channels.mixing[channel] == PoseChannels.TEXT) {
                pose[offset] = indexOf(channels.texts, target.readText(handle));
            } else {
                target.readNumbers(handle, pose, offset);
            }
        }
    }

    /**
     * The texts the target showed before any step on text channels whose text the controller's table does not
     * hold (the pose keeps -1 there), so that returning to the default can write them; null when there are none.
     */
    static String[] restTexts(CompiledController controller, AnimationTarget target, int[] handles, double[] pose) {
        PoseChannels channels = controller.channels;
        String[] texts = null;
        for (int channel = 0; handles != null && channel < channels.count(); channel++) {
            if (handles[channel] < 0 || channels.mixing[channel] != PoseChannels.TEXT
                    || pose[channels.offsets[channel]] >= 0) {
                continue;
            }
            String text = target.readText(handles[channel]);
            if (text != null) {
                if (texts == null) {
                    texts = new String[channels.count()];
                }
                texts[channel] = text;
            }
        }
        return texts;
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
