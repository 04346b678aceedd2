package dev.reel.preview;

import dev.reel.model.LoopMode;
import dev.reel.model.Properties;
import dev.reel.runtime.Animator;
import dev.reel.runtime.LayeredAnimator;
import dev.reel.runtime.CompiledClip;
import dev.reel.runtime.CompiledController;
import dev.reel.runtime.CompiledTrack;
import dev.reel.runtime.MemoryScene;
import dev.reel.runtime.ReplayScript;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The poses an export draws: one pass of a clip, or a controller driven by a replay script, each frame
 * flattened by a {@link PoseAdapter} from a scene where every path is a node ({@link MemoryScene#open()}).
 *
 * <p>A clip gives one frame per sprite frame (the keys of its {@code SpriteRenderer.sprite} track on the
 * clip's own node, else on the first node that has one: a flipbook plays as such a track), each shown until
 * the next or the end; or, when an fps is given or the clip shows no sprite frames, one frame per
 * {@code 1/fps} ({@link #DEFAULT_FPS} unless given): {@code ceil(L × fps)} frames of a looping or ping-pong
 * clip (its end is its start again), {@code floor(L × fps) + 1} of a clip that plays once (its last pose
 * too). One pass of a ping-pong clip is its forward half. Frames are posed with a {@link PoseSampler}, so the
 * root-motion track is not drawn and the character stays where it stands; a clip that animates a rig draws the
 * rig posed at each frame's time ({@link PoseAdapter#sampler}).
 *
 * <p>A controller runs on fixed steps as {@code reel replay} runs it (script actions before their steps, no
 * root motion) and gives one frame per step, drawn at the step's time, or one per {@code 1/fps} of game time
 * with presentation transforms drawn between steps ({@link Animator#draw}).
 */
public final class ExportFrames {
    /** Frames per second of a clip without sprite frames when no fps is given: the editor's flipbook rate. */
    public static final double DEFAULT_FPS = 12;
    private static final double TOLERANCE = 1e-9;

    private ExportFrames() {
    }

    /**
     * When each frame of one pass starts (clip time) and how long it shows (real time).
     *
     * @param starts  clip times, in the order the frames show
     * @param seconds durations, index for index
     */
    public record FrameTimes(List<Double> starts, List<Double> seconds) {
        public FrameTimes {
            starts = List.copyOf(starts);
            seconds = List.copyOf(seconds);
        }
    }

    /**
     * The frames of one pass of {@code clip}: per sprite frame, or per {@code 1/fps} when {@code fps} is given
     * (or the clip has no sprite frames). {@code loop} overrides the clip's mode (null keeps it), as a
     * controller's state may. A speed divides the durations; a negative one plays the pass backwards.
     */
    public static FrameTimes frameTimes(CompiledClip clip, LoopMode loop, Double fps, double speed) {
        LoopMode mode = loop == null ? clip.loop() : loop;
        double length = Math.max(0, clip.length());
        List<Double> starts = new ArrayList<>();
        List<Double> seconds = new ArrayList<>();
        CompiledTrack sprites = fps == null ? spriteTrack(clip) : null;
        if (sprites != null) {
            for (int key = 0; key < sprites.keyCount(); key++) {
                double time = sprites.keyTime(key);
                boolean fresh = starts.isEmpty() || time > starts.get(starts.size() - 1) + TOLERANCE;
                if (time >= -TOLERANCE && time < length - TOLERANCE && fresh) {
                    starts.add(Math.max(0, time));
                }
            }
            if (starts.isEmpty() || starts.get(0) > TOLERANCE) {
                starts.add(0, 0.0);
            }
            for (int i = 0; i < starts.size(); i++) {
                double end = i + 1 < starts.size() ? starts.get(i + 1) : length;
                // Differences of key times carry rounding noise (0.07999999999999999); a nanosecond grid drops it.
                seconds.add(end > starts.get(i) ? Math.round((end - starts.get(i)) * 1e9) / 1e9 : 1 / DEFAULT_FPS);
            }
        } else {
            double rate = fps == null ? DEFAULT_FPS : fps;
            long count = mode == LoopMode.ONCE ? (long) Math.floor(length * rate + 1e-6) + 1
                    : Math.max(1, (long) Math.ceil(length * rate - 1e-6));
            for (long k = 0; k < count; k++) {
                starts.add(Math.min(length, k / rate));
                seconds.add(1 / rate);
            }
        }
        double magnitude = Math.abs(speed) > 0 ? Math.abs(speed) : 1;
        seconds.replaceAll(duration -> duration / magnitude);
        if (speed < 0) {
            Collections.reverse(starts);
            Collections.reverse(seconds);
        }
        return new FrameTimes(starts, seconds);
    }

    /** One pass of {@code clip} (see {@link #frameTimes}), posed and flattened. */
    public static PoseSequence clip(CompiledClip clip, LoopMode loop, Double fps, double speed,
                                    PoseAdapter adapter) {
        FrameTimes times = frameTimes(clip, loop, fps, speed);
        PoseSampler sampler = adapter.sampler(clip, MemoryScene.open());
        List<List<Sprite>> frames = new ArrayList<>();
        for (double start : times.starts()) {
            sampler.pose(start);
            frames.add(adapter.pose(sampler).sprites());
        }
        return new PoseSequence(frames, times.seconds());
    }

    /**
     * {@code steps} fixed steps of {@code controller} with the script's actions before their steps, one frame
     * per step, or per {@code 1/fps} of game time when {@code fps} is given (step 1 is time 0).
     */
    public static PoseSequence controller(CompiledController controller, List<ReplayScript.Action> actions, int steps,
                                          double fixedStep, Double fps, PoseAdapter adapter) {
        MemoryScene scene = MemoryScene.open();
        // Every layer with its weight, mask and blend, as the runtime combines them; the base alone without layers.
        LayeredAnimator layers = new LayeredAnimator(controller, scene, fixedStep);
        Animator animator = layers.layer(0);
        for (int layer = 0; layer < layers.layerCount(); layer++) {
            layers.layer(layer).setReplaying(true);
        }
        List<List<Sprite>> frames = new ArrayList<>();
        List<Double> seconds = new ArrayList<>();
        int done = 0;
        int next = 0;
        for (long frame = 0; ; frame++) {
            int step;
            double alpha = 1;
            if (fps == null) {
                step = (int) Math.min(Integer.MAX_VALUE, frame + 1);
            } else {
                double time = frame / fps;
                double exact = time / fixedStep;
                long after = (long) Math.ceil(exact - 1e-6);
                step = (int) Math.min(Integer.MAX_VALUE, after + 1);
                alpha = Math.max(0, Math.min(1, 1 - (after - exact)));
            }
            if (step > steps) {
                break;
            }
            while (done < step) {
                done++;
                while (next < actions.size() && actions.get(next).step() <= done) {
                    if (actions.get(next).step() == done) {
                        actions.get(next).issue(animator);
                    }
                    next++;
                }
                layers.step();
            }
            layers.draw(alpha);
            frames.add(adapter.pose(scene).sprites());
            seconds.add(fps == null ? fixedStep : 1 / fps);
        }
        return new PoseSequence(frames, seconds);
    }

    /** The sprite track frames are taken from: the clip's own node's, else the first one; null when none. */
    static CompiledTrack spriteTrack(CompiledClip clip) {
        CompiledTrack first = null;
        for (CompiledTrack track : clip.tracks()) {
            if (track.property().equals(Properties.SPRITE) && !track.isEmpty()) {
                if (track.path().isEmpty()) {
                    return track;
                }
                if (first == null) {
                    first = track;
                }
            }
        }
        return first;
    }
}
