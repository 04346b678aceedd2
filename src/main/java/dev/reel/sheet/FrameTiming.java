package dev.reel.sheet;

import java.util.List;

/** How long the frames of a new flipbook last: a rate, one duration for every frame, or one per frame. */
public sealed interface FrameTiming permits FrameTiming.Fps, FrameTiming.Every, FrameTiming.Each {

    /** The editor's default: 12 frames per second. */
    FrameTiming DEFAULT = new Fps(12);

    /** A constant rate, written {@code fps=N}. */
    record Fps(double fps) implements FrameTiming {
        public Fps {
            if (!(fps > 0) || Double.isInfinite(fps)) {
                throw new IllegalArgumentException("fps " + fps + " is not a positive number");
            }
        }
    }

    /** The same duration for every frame, in seconds (Idle 0.15, Run 0.08), written as durations. */
    record Every(double seconds) implements FrameTiming {
        public Every {
            if (!(seconds > 0) || Double.isInfinite(seconds)) {
                throw new IllegalArgumentException("frame duration " + seconds + " is not a positive number");
            }
        }
    }

    /** A duration per frame, in seconds, written as durations. */
    record Each(List<Double> seconds) implements FrameTiming {
        public Each {
            seconds = List.copyOf(seconds);
            for (double duration : seconds) {
                if (!(duration > 0) || Double.isInfinite(duration)) {
                    throw new IllegalArgumentException("frame duration " + duration + " is not a positive number");
                }
            }
        }
    }
}
