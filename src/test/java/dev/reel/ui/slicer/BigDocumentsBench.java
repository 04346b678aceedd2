package dev.reel.ui.slicer;

import dev.reel.bench.BigProjects;
import dev.reel.edit.cmd.SetCellPivots;
import dev.reel.model.Cell;
import dev.reel.model.SheetMeta;
import dev.reel.ui.BenchWindow.Shown;
import dev.reel.ui.BenchWindow;
import dev.reel.ui.TestProjects;
import dev.reel.ui.UncaughtExceptions;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.dopesheet.ClipGestureFigures;
import dev.reel.ui.inspector.InspectorPanel;
import dev.reel.ui.shell.PanelSlot;
import javafx.geometry.Point2D;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.framework.junit5.ApplicationExtension;

import java.nio.file.Path;
import java.util.List;

/**
 * B8 on big documents in the editor (headless on Monocle, or in a real window with {@code -Pbench-window}),
 * beside the sample's documents in the same JVM: opening the 200-track × 500-key clip (100,000 keys) against the
 * sample's attack clip, from the open call to the pulse after it; and the 4096² sheet with 10,000 cells against
 * the sample's knight sheet: opening it in the Sheet panel until its picture is shown, a zoom step of the slicer,
 * a click that selects a cell (the Cell section and the Inspector follow) and a pivot edit of one cell (the
 * Inspector's 10,000-row outline patched), each to the end of the pulse's layout and to its frame drawn, the
 * median of 30 after 10; and the frames drawn per second over a zoom and a pan of 120 steps, one per pulse. The
 * dope sheet's gestures on the big clip beside the attack clip are {@link ClipGestureFigures}'.
 */
@Tag("bench")
@Tag("B8")
@ExtendWith({UncaughtExceptions.class, ApplicationExtension.class})
class BigDocumentsBench {
    private static final int FRAMES = 120;
    /** The keys a box-select takes on the big clip (the attack clip's box takes every key it has). */
    private static final int GESTURE_KEYS = 10_000;

    @TempDir
    Path temp;
    private BenchWindow bench;

    @AfterEach
    void close() {
        bench.close();
    }

    @Test
    void bigClipAndBigSheet() throws Exception {
        bench = new BenchWindow(temp);
        Path sample = TestProjects.platformer(temp.resolve("sample"));
        Path clip = BigProjects.bigClip(temp.resolve("clip"), 18, 200, 500);
        Path sheet = BigProjects.bigSheet(temp.resolve("sheet"), 18, 4096, 100);
        bench.open(sample, "warm", 1400, 900);
        Shown attack = (Shown) openClip(sample.resolve("anim/knight/attack.aeanim"), true)[0];
        ClipGestureFigures.Figures attackGestures = new ClipGestureFigures(bench).measure(GESTURE_KEYS);
        bench.open(clip, "clip", 1400, 900);
        Object[] big = openClip(clip.resolve(BigProjects.BIG_CLIP), true);
        ClipGestureFigures.Figures bigGestures = new ClipGestureFigures(bench).measure(GESTURE_KEYS);
        bench.open(clip, "clip-fx", 1400, 900);
        Object[] onFx = openClip(clip.resolve(BigProjects.BIG_CLIP), false);
        BenchWindow.printStep("clip-open-100000keys", (Shown) big[0], "attack", attack, "<=1500");
        BenchWindow.printStep("clip-open-100000keys-on-fx-thread", (Shown) onFx[0], "attack", attack, null);
        System.out.println(String.format(java.util.Locale.ROOT, "BENCH B8 clip-open-100000keys-longest-freeze"
                + " reel=%.1f peer=on-fx-thread:%.1f unit=ms ratio=%.2f", (double) big[1], (double) onFx[1],
                (double) onFx[1] / (double) big[1]));
        ClipGestureFigures.print(bigGestures, attackGestures);
        bench.open(sample, "sample-warm", 1400, 900);
        sheetFigures(sample.resolve("assets/knight/knight_run.png"));
        bench.open(sample, "sample", 1400, 900);
        SheetFigures knight = sheetFigures(sample.resolve("assets/knight/knight_run.png"));
        bench.open(sheet, "sheet", 1400, 900);
        SheetFigures large = sheetFigures(sheet.resolve(BigProjects.BIG_SHEET));
        BenchWindow.printStep("sheet-open-10000cells", large.open, "knight", knight.open, "<=500");
        String[] names = {"zoom-frame", "select-cell", "pivot-edit"};
        String[] targets = {"<=33", "<=50", "<=50"};
        for (int i = 0; i < names.length; i++) {
            BenchWindow.printStep("sheet-" + names[i] + "-10000cells", large.steps[i], "knight", knight.steps[i],
                    targets[i]);
        }
        BenchWindow.printRate("sheet-zoom-10000cells", large.zoomRate, "knight", knight.zoomRate);
        BenchWindow.printRate("sheet-pan-10000cells", large.panRate, "knight", knight.panRate);
    }

    /**
     * Opens {@code file} as Assets opens it ({@code asUser}: a big file is read on a worker, and the figure runs to
     * the pulse that shows it focused) or wholly on the JavaFX thread; with the longest the JavaFX thread was away
     * meanwhile, in milliseconds (a tick posted every 5 ms waits for it).
     */
    private Object[] openClip(Path file, boolean asUser) throws Exception {
        java.util.concurrent.atomic.AtomicLong longest = new java.util.concurrent.atomic.AtomicLong();
        java.util.concurrent.atomic.AtomicBoolean ticking = new java.util.concurrent.atomic.AtomicBoolean(true);
        Thread ticker = new Thread(() -> {
            while (ticking.get()) {
                long posted = System.nanoTime();
                java.util.concurrent.CompletableFuture<Void> ran = new java.util.concurrent.CompletableFuture<>();
                javafx.application.Platform.runLater(() -> ran.complete(null));
                ran.join();
                longest.accumulateAndGet(System.nanoTime() - posted, Math::max);
                try {
                    Thread.sleep(5);
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
        ticker.start();
        try {
            Shown shown = asUser
                    ? bench.until(() -> bench.window().openFile(file), () -> {
                        var focused = bench.window().workspace().focused();
                        return focused != null && focused.file() != null
                                && focused.file().getFileName().equals(file.getFileName());
                    })
                    : bench.step(() -> bench.window().workspace().open(file).orElseThrow());
            return new Object[] {shown, longest.get() / 1e6};
        } finally {
            ticking.set(false);
            ticker.join();
        }
    }

    private record SheetFigures(Shown open, Shown[] steps, BenchWindow.Rate zoomRate, BenchWindow.Rate panRate) {
    }

    private SheetFigures sheetFigures(Path png) throws Exception {
        SlicerPanel panel = (SlicerPanel) bench.window().panel(PanelSlot.SHEET);
        SheetView view = panel.view();
        Shown open = bench.until(() -> {
            bench.window().workspace().open(png).orElseThrow();
            bench.window().reveal("Sheet");
        }, panel::pictureShown);
        boolean[] in = {true};
        Shown zoom = bench.median(10, 30, () -> {
            view.zoomStep(in[0]);
            in[0] = !in[0];
        });
        OpenDocument<SheetMeta> sheet = panel.sheet();
        List<Cell> near = nearCentre(view, sheet.value().cells());
        int[] click = {0};
        Shown select = bench.median(10, 30, () -> clickOn(view, near.get(click[0]++ % near.size())));
        InspectorPanel inspector = bench.window().inspector();
        int rows = inspector.outline().getExpandedItemCount();
        Cell edited = near.get(0);
        int[] edit = {0};
        Shown pivot = bench.median(10, 30, () -> sheet.document().execute(new SetCellPivots(List.of(
                new SetCellPivots.Pivot(edited.id(), 0.5, edit[0]++ % 2 == 0 ? 0.25 : 0.75)))));
        System.out.println("sheet " + png.getFileName() + ": " + sheet.value().cells().size() + " cells, outline rows "
                + rows);
        BenchWindow.Rate zoomRate = bench.framesPerSecond(FRAMES, i -> {
            view.viewport().zoomAbout(view.getWidth() / 2, view.getHeight() / 2, i % 60 < 30 ? 1.03 : 1 / 1.03);
            view.redraw();
        });
        BenchWindow.Rate panRate = bench.framesPerSecond(FRAMES, i -> {
            view.viewport().pan(i % 60 < 30 ? 6 : -6, 3);
            view.redraw();
        });
        return new SheetFigures(open, new Shown[] {zoom, select, pivot}, zoomRate, panRate);
    }

    /** Cells drawn large enough to click, nearest the view's centre first. */
    private static List<Cell> nearCentre(SheetView view, List<Cell> cells) {
        SheetViewport port = view.viewport();
        double x = port.sheetX(view.getWidth() / 2);
        double y = port.sheetY(view.getHeight() / 2);
        return cells.stream().sorted(java.util.Comparator.comparingDouble(cell -> Math.hypot(
                cell.rect().x() + cell.rect().width() / 2.0 - x, cell.rect().y() + cell.rect().height() / 2.0 - y)))
                .limit(4).toList();
    }

    /** A press and release on the cell's centre, as the mouse gives them. */
    private static void clickOn(SheetView view, Cell cell) {
        SheetViewport port = view.viewport();
        Point2D at = view.localToScene(port.screenX(cell.rect().x() + cell.rect().width() / 2.0),
                port.screenY(cell.rect().y() + cell.rect().height() / 2.0));
        for (javafx.event.EventType<MouseEvent> type : List.of(MouseEvent.MOUSE_PRESSED, MouseEvent.MOUSE_RELEASED)) {
            view.fireEvent(new MouseEvent(type, at.getX(), at.getY(), at.getX(), at.getY(), MouseButton.PRIMARY, 1,
                    false, false, false, false, type == MouseEvent.MOUSE_PRESSED, false, false, false, false, true,
                    null));
        }
    }
}
