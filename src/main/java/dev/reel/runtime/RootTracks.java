package dev.reel.runtime;

import dev.reel.model.Kind;
import dev.reel.model.LoopMode;

/**
 * The root-motion track of every state's clip (docs/formats.md: {@code track "" prop="transform.position" kind=vec2
 * root=true}) and the motion of one step of a state.
 *
 * <p>The motion of a step is the change of the root track's value along the play position, across cycle
 * ends: within one cycle (or pass) it is R(t1) - R(t0); a step that crosses into later cycles adds what is
 * left of the first cycle (R(end) - R(t0)), every whole cycle in between (R(end) - R(start)), and the start of
 * the last one (R(t1) - R(start)), where start and end are the clip times at which a cycle or pass begins and
 * ends (0 and L forward, L and 0 backwards: on pingPong's odd passes, and mirrored by a negative speed). So a
 * looping walk advances instead of snapping back, and a pingPong pass walks back what the previous one walked.
 */
final class RootTracks {
    /** Per state: the index of its clip's root track, or -1. */
    final int[] tracks;
    private final double[] startX;
    private final double[] startY;
    private final double[] endX;
    private final double[] endY;
    private final LoopMode[] loops;

    RootTracks(CompiledClip[] clips, LoopMode[] loops) {
        this.loops = loops;
        int count = clips.length;
        tracks = new int[count];
        startX = new double[count];
        startY = new double[count];
        endX = new double[count];
        endY = new double[count];
        for (int state = 0; state < count; state++) {
            tracks[state] = -1;
            CompiledClip clip = clips[state];
            if (clip == null) {
                continue;
            }
            for (int index = 0; index < clip.trackCount(); index++) {
                CompiledTrack track = clip.track(index);
                if (track.root() && track.kind() == Kind.VEC2 && !track.isEmpty()) {
                    tracks[state] = index;
                    break;
                }
            }
            if (tracks[state] >= 0) {
                ClipSampler sampler = new ClipSampler(clip);
                int offset = clip.offset(tracks[state]);
                sampler.sample(tracks[state], 0);
                startX[state] = sampler.values()[offset];
                startY[state] = sampler.values()[offset + 1];
                sampler.sample(tracks[state], Math.max(0, clip.length()));
                endX[state] = sampler.values()[offset];
                endY[state] = sampler.values()[offset + 1];
            }
        }
    }

    boolean has(int state) {
        return state >= 0 && tracks[state] >= 0;
    }

    /** Samples state {@code state}'s root track at clip time {@code time} into {@code out[0..1]}. */
    void sample(int state, ClipSampler sampler, double time, double[] out) {
        int index = tracks[state];
        sampler.sample(index, time);
        int offset = sampler.clip().offset(index);
        out[0] = sampler.values()[offset];
        out[1] = sampler.values()[offset + 1];
    }

    /**
     * The motion from ({@code cycle0}, root value {@code x0, y0}) to ({@code cycle1}, {@code x1, y1}) of state
     * {@code state}, into {@code out[0..1]}.
     */
    void delta(int state, boolean negative, int cycle0, double x0, double y0, int cycle1, double x1, double y1,
               double[] out) {
        if (cycle1 <= cycle0) {
            out[0] = x1 - x0;
            out[1] = y1 - y0;
            return;
        }
        boolean pingPong = loops[state] == LoopMode.PING_PONG;
        double forwardX = endX[state] - startX[state];
        double forwardY = endY[state] - startY[state];
        // What is left of the first cycle, then the start of the last one.
        boolean firstForward = forward(pingPong, negative, cycle0);
        boolean lastForward = forward(pingPong, negative, cycle1);
        double dx = (firstForward ? endX[state] : startX[state]) - x0
                + x1 - (lastForward ? startX[state] : endX[state]);
        double dy = (firstForward ? endY[state] : startY[state]) - y0
                + y1 - (lastForward ? startY[state] : endY[state]);
        // The whole cycles in between: forward ones add the clip's travel, backward ones take it away.
        long between = (long) cycle1 - cycle0 - 1;
        long forwardPasses;
        if (!pingPong) {
            forwardPasses = negative ? 0 : between;
        } else {
            long evens = evensIn(cycle0 + 1L, cycle1 - 1L);
            forwardPasses = negative ? between - evens : evens;
        }
        long net = forwardPasses - (between - forwardPasses);
        out[0] = dx + net * forwardX;
        out[1] = dy + net * forwardY;
    }

    /** Whether cycle or pass {@code cycle} runs from clip time 0 to L. */
    private static boolean forward(boolean pingPong, boolean negative, int cycle) {
        boolean backward = pingPong && (cycle & 1) == 1;
        return backward == negative;
    }

    /** How many even numbers lie in [from, to]. */
    private static long evensIn(long from, long to) {
        if (to < from) {
            return 0;
        }
        return Math.floorDiv(to, 2) - Math.floorDiv(from - 1, 2);
    }
}
