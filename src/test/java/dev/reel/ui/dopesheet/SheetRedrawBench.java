package dev.reel.ui.dopesheet;

import dev.reel.model.Authority;
import dev.reel.model.Clip;
import dev.reel.model.Extras;
import dev.reel.model.Ids;
import dev.reel.model.Interp;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.LoopMode;
import dev.reel.model.OnEnd;
import dev.reel.model.TangentMode;
import dev.reel.model.Track;
import dev.reel.model.Value;
import dev.reel.runtime.KeyHandles;
import dev.reel.ui.UncaughtExceptions;
import dev.reel.ui.control.TimeAxis;
import dev.reel.ui.curves.CurveView;
import dev.reel.ui.theme.Theme;
import javafx.scene.Scene;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.layout.Pane;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * B6: median time to redraw the dope sheet of a clip with 50 tracks × 2,000 keys (100,000 keys) at full width
 * (1920 × 1000, the whole clip framed, so every key is in view), the curve editor showing a track of 10,000
 * keys, and the curve editor showing 20 lanes (20 float tracks) of 2,000 keys each on one graph, the whole clip
 * framed, on the headless toolkit. The time is what the FX thread spends issuing the canvas commands of one
 * redraw, by its CPU time (rasterising happens later on the render thread, for Reel and the peer alike). The
 * curve lines have a ratio line (target ≥ 3×) and an {@code -absolute} line (target ≤ 2 ms); their
 * {@code -panning} lines move the view a pixel before each of Reel's redraws, so nothing a redraw keeps for the
 * next one (each lane's traced curve) is of use (the peer keeps nothing: its figure is the one above). The peer, measured in
 * the same run on the same canvas size, draws what a straightforward view draws: every row, every key as its
 * own diamond (the sheet) and every segment as its own bezier (the curves), with no culling or merging.
 */
@Tag("bench")
@Tag("B6")
@ExtendWith({UncaughtExceptions.class, ApplicationExtension.class})
class SheetRedrawBench {
    private static final double WIDTH = 1920;
    private static final double HEIGHT = 1000;
    private static final int TRACKS = 50;
    private static final int KEYS = 2_000;
    private static final int CURVE_KEYS = 10_000;
    private static final int LANES = 20;
    private static final int WARM_UP = 30;
    private static final int RUNS = 41;

    private DopeSheetView sheet;
    private CurveView curves;
    private CurveView lanes;
    private final Canvas peerCanvas = new Canvas(WIDTH, HEIGHT);

    @Start
    void start(Stage stage) {
        sheet = new DopeSheetView(new TimeAxis());
        curves = new CurveView(new TimeAxis());
        lanes = new CurveView(new TimeAxis());
        // The headless screen is smaller than the views (a window larger than it overflows its frame buffer), so
        // the window shows a corner of them; they are sized and drawn in full.
        for (javafx.scene.Node view : List.of(sheet, curves, lanes, peerCanvas)) {
            view.setManaged(false);
        }
        sheet.resizeRelocate(0, 0, WIDTH, HEIGHT);
        curves.resizeRelocate(0, 0, WIDTH, HEIGHT);
        lanes.resizeRelocate(0, 0, WIDTH, HEIGHT);
        Pane pane = new Pane(sheet, curves, lanes, peerCanvas);
        Scene scene = new Scene(pane, 640, 400);
        Theme.apply(scene);
        stage.setScene(scene);
        stage.show();
    }

    private static Clip clip(int tracks, int keys, long seed) {
        Random random = new Random(seed);
        Interp[] interps = Interp.values();
        List<Track> list = new ArrayList<>();
        for (int t = 0; t < tracks; t++) {
            List<Key> keyList = new ArrayList<>(keys);
            for (int k = 0; k < keys; k++) {
                Interp interp = interps[random.nextInt(interps.length)];
                keyList.add(new Key(Ids.next(), k / 60.0, new Value.Num(random.nextGaussian() * 10), interp,
                        TangentMode.AUTO, null, null, Extras.NONE));
            }
            list.add(new Track(Ids.next(), "Node" + (t / 5), "Script.value" + t, Kind.FLOAT32, Authority.PRESENTATION,
                    OnEnd.HOLD, false, false, keyList, Extras.NONE));
        }
        return new Clip(1, (keys - 1) / 60.0, LoopMode.LOOP, List.of(), list, List.of(), Extras.NONE, Extras.NONE);
    }

    @Test
    void redrawMilliseconds(FxRobot robot) {
        Clip big = clip(TRACKS, KEYS, 6);
        Clip curveClip = clip(1, CURVE_KEYS, 7);
        Track curveTrack = curveClip.tracks().get(0);
        long[] rows = new long[1];
        Clip lanesClip = clip(LANES, KEYS, 8);
        double[][] figures = new double[8][];
        KeyHandles handles = KeyHandles.of(curveTrack);
        List<KeyHandles> laneHandles = lanesClip.tracks().stream().map(KeyHandles::of).toList();
        robot.interact(() -> {
            SheetLayout layout = SheetLayout.of(big, Set.of(), SheetLayout.empty());
            rows[0] = layout.rows().size();
            sheet.sheetLayoutProperty().set(layout);
            sheet.axis().frame(0, big.length(), WIDTH, 0);
            sheet.applyCss();
            sheet.layout();
            curves.tracksProperty().set(List.of(curveTrack));
            curves.lengthProperty().set(curveClip.length());
            curves.axis().frame(0, curveClip.length(), WIDTH, 0);
            curves.values().frame(-40, 40, HEIGHT, 0);
            curves.applyCss();
            curves.layout();
            lanes.tracksProperty().set(lanesClip.tracks());
            lanes.lengthProperty().set(lanesClip.length());
            lanes.applyCss();
            lanes.layout();
            lanes.axis().frame(0, lanesClip.length(), lanes.graphWidth(), 0);
            lanes.values().frame(-40, 40, HEIGHT, 0);
        });
        GraphicsContext peer = peerCanvas.getGraphicsContext2D();
        figures[0] = time(robot, sheet::redrawNow);
        figures[1] = time(robot, () -> everyKey(peer, big, sheet.axis()));
        figures[2] = time(robot, curves::redrawNow);
        figures[3] = time(robot, () -> everySegment(peer, handles, curves));
        figures[4] = time(robot, lanes::redrawNow);
        figures[5] = time(robot, () -> {
            everySegment(peer, laneHandles.get(0), lanes);
            for (KeyHandles lane : laneHandles.subList(1, laneHandles.size())) {
                lane(peer, lane, lanes);
            }
        });
        // The same with the view moved a pixel before each redraw, as a pan does: nothing kept from the last one
        // is of use. The peer keeps nothing between redraws, so its figures above stand for it.
        double[] shift = {1};
        figures[6] = time(robot, () -> {
            shift[0] = -shift[0];
            curves.axis().pan(shift[0]);
            curves.redrawNow();
        });
        figures[7] = time(robot, () -> {
            shift[0] = -shift[0];
            lanes.axis().pan(shift[0]);
            lanes.redrawNow();
        });
        assertThat(rows[0]).as("summary, events, 10 node groups and 50 tracks").isEqualTo(62);
        report("dopesheet-100k-keys", figures[0], "draw-every-key", figures[1], "<=4");
        report("curves-10k-keys", figures[2], "draw-every-segment", figures[3], ">=3");
        absolute("curves-10k-keys", figures[2], "<=2");
        assertThat(lanes.visibleLanes()).hasSize(LANES);
        report("curves-20-lanes-2k-keys", figures[4], "draw-every-segment", figures[5], ">=3");
        absolute("curves-20-lanes-2k-keys", figures[4], "<=2");
        report("curves-10k-keys-panning", figures[6], "draw-every-segment", figures[3], null);
        report("curves-20-lanes-2k-keys-panning", figures[7], "draw-every-segment", figures[5], null);
    }

    /**
     * Median milliseconds of one redraw, after warm-up, by the FX thread's CPU time (its wall time where the JVM
     * cannot measure that), which the other processes of a busy machine leave out; the canvas renders between
     * redraws (each is its own FX event), as it does between the pulses of a running editor.
     */
    private static double[] time(FxRobot robot, Runnable redraw) {
        for (int i = 0; i < WARM_UP; i++) {
            robot.interact(redraw);
        }
        double[] runs = new double[RUNS];
        for (int i = 0; i < RUNS; i++) {
            int run = i;
            robot.interact(() -> {
                long start = now();
                redraw.run();
                runs[run] = (now() - start) / 1e6;
            });
        }
        Arrays.sort(runs);
        return new double[] {runs[RUNS / 2]};
    }

    /** The calling thread's CPU time in ns, or the wall clock where the JVM cannot measure it. */
    private static long now() {
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        return threads.isCurrentThreadCpuTimeSupported() ? threads.getCurrentThreadCpuTime() : System.nanoTime();
    }

    private static void report(String figure, double[] reel, String peerName, double[] peer, String target) {
        System.out.printf(java.util.Locale.ROOT, "BENCH B6 %s reel=%.3f peer=%s:%.3f unit=ms/redraw "
                + "ratio=%.1f%s%n", figure, reel[0], peerName, peer[0], peer[0] / reel[0],
                target == null ? "" : " target=" + target);
    }

    /** A figure's own time, beside its ratio line. */
    private static void absolute(String figure, double[] reel, String target) {
        System.out.printf(java.util.Locale.ROOT, "BENCH B6 %s-absolute reel=%.3f unit=ms/redraw target=%s%n", figure,
                reel[0], target);
    }

    /** The peer's dope sheet: every row's background, then a diamond for every key, in view or not. */
    private static void everyKey(GraphicsContext g, Clip clip, TimeAxis axis) {
        g.clearRect(0, 0, WIDTH, HEIGHT);
        g.setFill(Color.rgb(30, 32, 36));
        g.fillRect(0, 0, WIDTH, HEIGHT);
        double[] xs = new double[4];
        double[] ys = new double[4];
        double y = 2 * SheetLayout.ROW;
        for (Track track : clip.tracks()) {
            g.setFill(Color.rgb(40, 42, 48));
            g.fillRect(0, y, WIDTH, SheetLayout.ROW - 1);
            double centre = y + SheetLayout.ROW / 2;
            for (Key key : track.keys()) {
                double x = axis.x(key.time());
                g.setFill(key.interp() == Interp.BEZIER ? Color.ORANGE : Color.LIGHTBLUE);
                xs[0] = x;
                ys[0] = centre - 5;
                xs[1] = x + 5;
                ys[1] = centre;
                xs[2] = x;
                ys[2] = centre + 5;
                xs[3] = x - 5;
                ys[3] = centre;
                g.fillPolygon(xs, ys, 4);
            }
            y += SheetLayout.ROW;
        }
    }

    /** The peer's curve editor: one path with a cubic per segment, then a dot per key. */
    private static void everySegment(GraphicsContext g, KeyHandles handles, CurveView view) {
        g.clearRect(0, 0, WIDTH, HEIGHT);
        g.setFill(Color.rgb(30, 32, 36));
        g.fillRect(0, 0, WIDTH, HEIGHT);
        lane(g, handles, view);
    }

    /** One more lane on the peer's graph, drawn the same way. */
    private static void lane(GraphicsContext g, KeyHandles handles, CurveView view) {
        TimeAxis axis = view.axis();
        g.setStroke(Color.ORANGE);
        g.beginPath();
        g.moveTo(axis.x(handles.time(0)), view.values().y(handles.value(0, 0), HEIGHT));
        for (int i = 0; i + 1 < handles.count(); i++) {
            double t0 = handles.time(i);
            double v0 = handles.value(i, 0);
            double t1 = handles.time(i + 1);
            double v1 = handles.value(i + 1, 0);
            g.bezierCurveTo(axis.x(t0 + handles.outTime(i, 0)), view.values().y(v0 + handles.outValue(i, 0), HEIGHT),
                    axis.x(t1 + handles.inTime(i + 1, 0)), view.values().y(v1 + handles.inValue(i + 1, 0), HEIGHT),
                    axis.x(t1), view.values().y(v1, HEIGHT));
        }
        g.stroke();
        g.setFill(Color.WHITE);
        for (int i = 0; i < handles.count(); i++) {
            g.fillOval(axis.x(handles.time(i)) - 3, view.values().y(handles.value(i, 0), HEIGHT) - 3, 6, 6);
        }
    }
}
