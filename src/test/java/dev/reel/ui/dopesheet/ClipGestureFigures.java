package dev.reel.ui.dopesheet;

import dev.reel.ui.BenchWindow.Shown;
import dev.reel.ui.BenchWindow;
import dev.reel.ui.shell.PanelSlot;
import javafx.geometry.Point2D;

import java.util.Locale;

/**
 * B8's dope sheet gestures on the clip focused in a bench window, from the mouse event to the frame that shows
 * it: a box-select of about N keys (every group folded, the whole clip in view, the box from past the clip's end
 * over the rows down to the N keys), a frame of a drag of them (each step one mouse move of a frame's width
 * back or forth, in one gesture), the undo of that drag (Ctrl+Z's action) and a click that selects one key. Each
 * the median of 30 after 10 not counted (the undo: of 15 after 5, since each needs a whole drag before it).
 */
public final class ClipGestureFigures {
    private static final int WARM = 10;
    private static final int MEASURED = 30;
    /** Each undo needs a whole drag before it: fewer of them. */
    private static final int UNDO_WARM = 5;
    private static final int UNDO_MEASURED = 15;

    private final BenchWindow bench;

    public ClipGestureFigures(BenchWindow bench) {
        this.bench = bench;
    }

    /** The four gestures' figures and how many keys the box took. */
    public record Figures(Shown box, Shown drag, Shown undo, Shown click, int selected) {
    }

    public Figures measure(int keys) throws Exception {
        AnimationPanel panel = (AnimationPanel) bench.window().panel(PanelSlot.ANIMATION);
        SheetGestures mouse = new SheetGestures(panel);
        bench.step(() -> {
            bench.window().reveal("Animation");
            bench.window().layout().vertical().setDividerPositions(0.15);
        });
        // Untimed: folding or framing what is folded or framed already draws no frame to wait for.
        bench.settle(mouse::foldAll);
        bench.settle(mouse::frameAll);
        SheetGestures.Box box = mouse.box(keys);
        Point2D start = new Point2D(box.rect().getMinX(), box.rect().getMinY());
        Point2D end = new Point2D(box.rect().getMaxX(), box.rect().getMaxY());
        Point2D one = mouse.key(0, 0);
        Point2D other = mouse.key(0, 1);
        Runnable boxSelect = () -> {
            mouse.press(start);
            mouse.drag(start.midpoint(end));
            mouse.drag(end);
            mouse.release(end);
        };
        // Each box starts from one key selected: with a selection spanning two times the press before time 0
        // would take the retime band's handle instead of starting a box.
        Shown boxed = medianAfter(WARM, MEASURED, () -> mouse.click(one), boxSelect);
        bench.step(() -> mouse.click(one));
        bench.step(boxSelect);
        int selected = panel.sheet().selectionProperty().get().size();
        Point2D grab = mouse.selectedKey();
        double frame = mouse.framePixels();
        // Past the drag threshold first, then a frame's width back and forth: every step moves the keys.
        bench.step(() -> {
            mouse.press(grab);
            mouse.drag(grab.add(4 + 2 * frame, 0));
        });
        int[] step = {0};
        Shown dragged = median(() -> mouse.drag(grab.add(4 + (step[0]++ % 2 == 0 ? 3 : 2) * frame, 0)));
        bench.step(() -> mouse.release(grab.add(4 + 2 * frame, 0)));
        bench.step(() -> bench.window().actions().run("edit.undo"));
        Shown undone = medianAfter(UNDO_WARM, UNDO_MEASURED, () -> {
            mouse.press(grab);
            mouse.drag(grab.add(4 + 2 * frame, 0));
            mouse.drag(grab.add(4 + 3 * frame, 0));
            mouse.release(grab.add(4 + 3 * frame, 0));
        }, () -> bench.window().actions().run("edit.undo"));
        int[] click = {0};
        Shown clicked = median(() -> mouse.click(click[0]++ % 2 == 0 ? one : other));
        return new Figures(boxed, dragged, undone, clicked, selected);
    }

    /** The median of {@code step}'s cost, each run after {@code before} has been shown (not counted). */
    private Shown medianAfter(int warm, int measured, Runnable before, Runnable step) throws Exception {
        double[] laidOut = new double[measured];
        double[] drawn = new double[measured];
        double[] cpu = new double[measured];
        for (int i = 0; i < warm + measured; i++) {
            bench.step(before);
            Shown one = bench.step(step);
            if (i >= warm) {
                laidOut[i - warm] = one.laidOut();
                drawn[i - warm] = one.drawn();
                cpu[i - warm] = one.cpu();
            }
        }
        return new Shown(BenchWindow.median(laidOut), BenchWindow.median(drawn), BenchWindow.median(cpu));
    }

    private Shown median(Runnable step) throws Exception {
        return bench.median(WARM, MEASURED, step);
    }

    /** Prints each gesture's lines on the big clip beside the same gesture on the small one. */
    public static void print(Figures big, Figures small) {
        System.out.println(String.format(Locale.ROOT, "clip gestures: the box took %d keys of the big clip, %d of the"
                + " attack clip", big.selected(), small.selected()));
        BenchWindow.printStep("clip-box-select-100000keys", big.box(), "attack", small.box(), "<=33");
        BenchWindow.printStep("clip-drag-frame-100000keys", big.drag(), "attack", small.drag(), "<=25");
        BenchWindow.printStep("clip-undo-drag-100000keys", big.undo(), "attack", small.undo(), "<=100");
        BenchWindow.printStep("clip-click-key-100000keys", big.click(), "attack", small.click(), null);
        Shown[] bigs = {big.box(), big.drag(), big.undo(), big.click()};
        Shown[] smalls = {small.box(), small.drag(), small.undo(), small.click()};
        String[] names = {"box-select", "drag-frame", "undo-drag", "click-key"};
        for (int i = 0; i < names.length; i++) {
            System.out.println(String.format(Locale.ROOT, "BENCH B8 clip-%s-100000keys-vs-attack reel=%.2f"
                    + " unit=x-of-attack-cpu target=<=2", names[i], bigs[i].cpu() / smalls[i].cpu()));
        }
    }
}
