package dev.reel.ui.curves;

import dev.reel.model.Extras;
import dev.reel.model.Ids;
import dev.reel.model.Interp;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.TangentMode;
import dev.reel.model.Track;
import dev.reel.model.Value;
import dev.reel.runtime.KeyHandles;
import dev.reel.ui.control.Unit;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A lane's traced curve: within a fraction of a pixel of the exact segments where they are wide, each pixel
 * column's range where keys crowd (at most two points a column, so a dense curve costs what its width does),
 * and made again only when the lane or the view changes.
 */
class LaneTraceTest {
    private static final double WIDTH = 1720;
    private static final double HEIGHT = 1000;

    private static Track track(int keys, double spacing, long seed) {
        Random random = new Random(seed);
        Interp[] interps = Interp.values();
        List<Key> list = new ArrayList<>();
        for (int k = 0; k < keys; k++) {
            list.add(new Key(Ids.next(), k * spacing, new Value.Num(random.nextGaussian() * 10),
                    interps[random.nextInt(interps.length)], TangentMode.AUTO, null, null, Extras.NONE));
        }
        return Track.of("", "script/Mood.level", Kind.FLOAT32).withKeys(list);
    }

    private static CurveLane lane(Track track) {
        return new CurveLane(track, KeyHandles.of(track), 0, "level", "-reel-curve-scalar", Unit.PLAIN, false, 1, 0,
                false);
    }

    private static double[] times(KeyHandles handles) {
        double[] times = new double[handles.count()];
        for (int i = 0; i < times.length; i++) {
            times[i] = handles.time(i);
        }
        return times;
    }

    /** The curve's exact y at parameter t of segment i, with its x, in view pixels (12.5 px a unit, 0 mid-height). */
    private static double[] exact(KeyHandles h, int i, double t, double pixelsPerSecond) {
        double x0 = h.time(i);
        double x1 = h.time(i + 1);
        double y0 = h.value(i, 0);
        double y1 = h.value(i + 1, 0);
        double u = 1 - t;
        double x;
        double y;
        switch (h.key(i).interp()) {
            case STEP -> {
                x = x0 + t * (x1 - x0);
                y = t < 1 ? y0 : y1;
            }
            case LINEAR -> {
                x = x0 + t * (x1 - x0);
                y = y0 + t * (y1 - y0);
            }
            default -> {
                double cx0 = x0 + h.outTime(i, 0);
                double cy0 = y0 + h.outValue(i, 0);
                double cx1 = x1 + h.inTime(i + 1, 0);
                double cy1 = y1 + h.inValue(i + 1, 0);
                x = u * u * u * x0 + 3 * u * u * t * cx0 + 3 * u * t * t * cx1 + t * t * t * x1;
                y = u * u * u * y0 + 3 * u * u * t * cy0 + 3 * u * t * t * cy1 + t * t * t * y1;
            }
        }
        return new double[] {x * pixelsPerSecond, HEIGHT / 2 - y * 12.5};
    }

    @Test
    void aDenseLaneKeepsEachPixelColumnsRangeInAtMostTwoPoints() {
        Track track = track(10_000, 1 / 60.0, 7);
        CurveLane lane = lane(track);
        KeyHandles h = lane.handles();
        double pixelsPerSecond = WIDTH / h.time(h.count() - 1);
        LaneTrace trace = new LaneTrace();
        assertThat(trace.update(lane, times(h), 0, pixelsPerSecond, 0, 12.5, WIDTH, HEIGHT)).isTrue();
        assertThat(trace.count()).as("at most two points a pixel column").isLessThanOrEqualTo(2 * (int) WIDTH + 4);
        double[] low = new double[(int) WIDTH + 1];
        double[] high = new double[(int) WIDTH + 1];
        java.util.Arrays.fill(low, Double.POSITIVE_INFINITY);
        java.util.Arrays.fill(high, Double.NEGATIVE_INFINITY);
        for (int i = 0; i < trace.count(); i++) {
            int column = (int) Math.floor(trace.xs()[i]);
            low[column] = Math.min(low[column], trace.ys()[i]);
            high[column] = Math.max(high[column], trace.ys()[i]);
        }
        // Every point of the exact curve lies within the range the trace draws in its column or a neighbour's
        // (a line between two columns covers what lies between them).
        for (int i = 0; i + 1 < h.count(); i++) {
            for (double t = 0; t <= 1; t += 0.125) {
                double[] p = exact(h, i, t, pixelsPerSecond);
                int column = (int) Math.floor(p[0]);
                double lowest = Double.POSITIVE_INFINITY;
                double highest = Double.NEGATIVE_INFINITY;
                for (int c = Math.max(0, column - 1); c <= Math.min((int) WIDTH, column + 1); c++) {
                    lowest = Math.min(lowest, low[c]);
                    highest = Math.max(highest, high[c]);
                }
                assertThat(p[1]).as("segment %d at t=%s", i, t).isBetween(lowest - 0.5, highest + 0.5);
            }
        }
        assertThat(trace.points()).as("a point every 4 px").isBetween((int) (WIDTH / 5), (int) (WIDTH / 4) + 2);
    }

    @Test
    void wideSegmentsAreFollowedWithinAFractionOfAPixel() {
        Track track = track(12, 0.5, 11);
        CurveLane lane = lane(track);
        KeyHandles h = lane.handles();
        double pixelsPerSecond = WIDTH / h.time(h.count() - 1);
        LaneTrace trace = new LaneTrace();
        trace.update(lane, times(h), 0, pixelsPerSecond, 0, 12.5, WIDTH, HEIGHT);
        for (int i = 0; i + 1 < h.count(); i++) {
            for (double t = 0; t < 1; t += 1 / 64.0) {
                double[] p = exact(h, i, t, pixelsPerSecond);
                assertThat(distance(trace, p[0], p[1])).as("segment %d at t=%s", i, t)
                        .isLessThanOrEqualTo(LaneTrace.FLAT + 0.05);
            }
        }
        assertThat(trace.xs()[0]).as("the line from the view's left edge").isEqualTo(0);
        assertThat(trace.xs()[trace.count() - 1]).as("to its right edge").isEqualTo(WIDTH);
    }

    @Test
    void theTraceIsMadeAgainOnlyWhenTheLaneOrTheViewChanges() {
        Track track = track(200, 0.05, 3);
        CurveLane lane = lane(track);
        double[] times = times(lane.handles());
        LaneTrace trace = new LaneTrace();
        assertThat(trace.update(lane, times, 0, 100, 0, 12.5, WIDTH, HEIGHT)).isTrue();
        assertThat(trace.update(lane, times, 0, 100, 0, 12.5, WIDTH, HEIGHT)).as("nothing changed").isFalse();
        assertThat(trace.update(lane, times, 0.5, 100, 0, 12.5, WIDTH, HEIGHT)).as("panned").isTrue();
        assertThat(trace.update(lane, times, 0.5, 100, 0, 12.5, WIDTH, 800)).as("resized").isTrue();
        Track edited = track.withKeys(List.of(track.keys().get(0).withValue(new Value.Num(3))));
        CurveLane moved = lane(edited);
        assertThat(trace.update(moved, times(moved.handles()), 0.5, 100, 0, 12.5, WIDTH, 800)).as("edited")
                .isTrue();
        assertThat(trace.count()).as("one key: a level line across the view").isEqualTo(2);
    }

    /** The distance from (x, y) to the trace's polyline. */
    private static double distance(LaneTrace trace, double x, double y) {
        double best = Double.POSITIVE_INFINITY;
        for (int i = 0; i + 1 < trace.count(); i++) {
            double ax = trace.xs()[i];
            double ay = trace.ys()[i];
            double dx = trace.xs()[i + 1] - ax;
            double dy = trace.ys()[i + 1] - ay;
            double length = dx * dx + dy * dy;
            double t = length == 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / length));
            best = Math.min(best, Math.hypot(ax + t * dx - x, ay + t * dy - y));
        }
        return best;
    }
}
