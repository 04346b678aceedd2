package dev.reel.preview;

import dev.reel.model.Clip;
import dev.reel.model.Flipbook;
import dev.reel.model.Key;
import dev.reel.model.LoopMode;
import dev.reel.model.Track;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Which clip times the onion skins show around the current time, and how each is faded and tinted, by
 * {@link OnionSettings}: plain arithmetic, so the preview and its tests agree on every skin.
 */
public final class OnionFrames {
    private static final double SAME = 1e-9;

    /**
     * One skin to draw.
     *
     * @param time   the clip time it shows
     * @param offset steps from the current time (negative before, positive after; 0 for the reference frame)
     * @param red    multiplies the sprites' red (the side's tint), as do green and blue
     * @param alpha  multiplies the sprites' alpha
     */
    public record Frame(double time, int offset, float red, float green, float blue, float alpha) {
    }

    private OnionFrames() {
    }

    /**
     * The skins around {@code time}, farthest first so that nearer ones draw over them ({@code -n, +n, ...,
     * -1, +1}), the reference frame, when set, before all of them.
     *
     * @param spacing  one frame step, seconds (the flipbook frame or a twelfth of a second)
     * @param keyTimes the sorted distinct times of the clip's keys and frame starts ({@link #keyTimes}), for key steps
     */
    public static List<Frame> around(OnionSettings settings, double time, double length, LoopMode loop,
                                     double spacing, double[] keyTimes) {
        List<Frame> frames = new ArrayList<>();
        if (!(length > 0)) {
            return frames;
        }
        LoopMode wrap = switch (settings.wrap()) {
            case AS_CLIP_PLAYS -> loop;
            case LOOP -> LoopMode.LOOP;
            case STOP -> LoopMode.ONCE;
        };
        if (settings.hasReference()) {
            double reference = Math.max(0, Math.min(length, settings.reference()));
            if (Math.abs(reference - time) > SAME && settings.opacity() > 0) {
                frames.add(frame(settings, reference, 0, reference < time, settings.opacity()));
            }
        }
        int most = Math.max(settings.before(), settings.after());
        for (int distance = most; distance >= 1; distance--) {
            double alpha = settings.alpha(distance);
            if (alpha <= 0) {
                continue;
            }
            for (int side : new int[] {-1, 1}) {
                if (distance > (side < 0 ? settings.before() : settings.after())) {
                    continue;
                }
                double t = settings.step() == OnionSettings.Step.KEY
                        ? keyStep(keyTimes, time, side * distance, length, wrap)
                        : clipTime(time + side * distance * spacing, length, wrap);
                if (!Double.isNaN(t) && (spacing > 0 || settings.step() == OnionSettings.Step.KEY)) {
                    frames.add(frame(settings, t, side * distance, side < 0, alpha));
                }
            }
        }
        return frames;
    }

    private static Frame frame(OnionSettings settings, double time, int offset, boolean before, double alpha) {
        int tint = before ? settings.beforeTint() : settings.afterTint();
        return new Frame(time, offset, ((tint >> 16) & 0xFF) / 255f, ((tint >> 8) & 0xFF) / 255f, (tint & 0xFF) / 255f,
                (float) alpha);
    }

    /**
     * The key time {@code steps} keys from {@code time} (negative: before): the distinct key times strictly before
     * or after it, counted outwards; past the last one a looping wrap carries on from the other end of the clip,
     * each key time at most once (once and ping-pong clips stop at their ends). NaN when there is no such key.
     */
    static double keyStep(double[] keyTimes, double time, int steps, double length, LoopMode wrap) {
        List<Double> others = new ArrayList<>();
        for (double key : keyTimes) {
            if (key >= -SAME && key <= length + SAME && Math.abs(key - time) > SAME) {
                others.add(key);
            }
        }
        int after = 0;
        while (after < others.size() && others.get(after) < time) {
            after++;
        }
        int count = others.size();
        if (wrap != LoopMode.LOOP) {
            int index = steps < 0 ? after + steps : after + steps - 1;
            return index >= 0 && index < count ? others.get(index) : Double.NaN;
        }
        if (Math.abs(steps) > count) {
            return Double.NaN;
        }
        int index = Math.floorMod(steps < 0 ? after + steps : after + steps - 1, count);
        return others.get(index);
    }

    /** Where {@code t} lands in a clip of {@code length} under {@code loop}; NaN when a once clip has no such time. */
    static double clipTime(double t, double length, LoopMode loop) {
        return OnionSkins.clipTime(t, length, loop);
    }

    /** The sorted distinct times at which {@code clip} has a key on any track or a flipbook frame starts. */
    public static double[] keyTimes(Clip clip) {
        List<Double> times = new ArrayList<>();
        for (Track track : clip.tracks()) {
            for (Key key : track.keys()) {
                times.add(key.time());
            }
        }
        for (Flipbook flipbook : clip.flipbooks()) {
            for (int i = 0; i < flipbook.sprites().size(); i++) {
                times.add(flipbook.frameStart(i));
            }
        }
        double[] sorted = times.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int distinct = 0;
        for (int i = 0; i < sorted.length; i++) {
            if (distinct == 0 || sorted[i] - sorted[distinct - 1] > SAME) {
                sorted[distinct++] = sorted[i];
            }
        }
        return Arrays.copyOf(sorted, distinct);
    }
}
