package dev.reel.ui.graph;

import dev.reel.edit.graph.Diagram;
import dev.reel.edit.graph.LabelLayout;
import dev.reel.edit.graph.LabelText;
import dev.reel.edit.graph.Point;
import dev.reel.edit.graph.Router;
import dev.reel.edit.graph.Sizes;
import dev.reel.model.Controller;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The arrows' routes of a graph just shown, worked out on a worker thread while the JavaFX thread builds and styles
 * the rest of the window (the side panel, the Inspector, the style pass); the view takes them when it first needs
 * its arrows, at the latest when it frames the graph. Routing the 600 arrows of a large graph was a quarter of the
 * JavaFX thread's time opening it. The routes depend only on the controller (an immutable value), not on the
 * labels' font, so nothing the worker reads changes under it. The labels are placed there too, with the widths
 * the JavaFX thread measured in the labels' font and lent it ({@link LabelWidths.Lent}); placing them was a tenth
 * of the JavaFX thread's time opening the large graph.
 */
final class RoutesAhead {
    /** One daemon thread for every graph view: at most one graph is opened at a time. */
    private static ExecutorService worker;
    private static volatile String routedOn;
    private static volatile String placedOn;

    /**
     * A diagram, the path of each of its edges ({@link Router#route(Diagram)}) and its labels' spots placed with
     * {@link #widths()} choosing {@link #first()} first, or null when they were not placed (no widths were lent, or
     * a label had a character they did not measure).
     */
    record Routed(Diagram diagram, Map<Long, List<Point>> routes, Map<Long, LabelLayout.Spot> labels) {
    }

    private final Controller value;
    private final Future<Routed> routed;
    private final LabelWidths.Lent widths;
    private final Set<Long> first;
    /** The selection and live frame shown meanwhile, which the arrows take when they are drawn. */
    private Set<Long> selection;
    private boolean live;
    private LiveFrame frame;

    private RoutesAhead(Controller value, Future<Routed> routed, LabelWidths.Lent widths, Set<Long> first) {
        this.value = value;
        this.routed = routed;
        this.widths = widths;
        this.first = first;
    }

    /**
     * Starts routing the arrows of {@code value} on the worker (JavaFX thread), and placing their labels with the
     * widths {@code labels} lends (if it can: else they are placed on the JavaFX thread), the arrows {@code first}
     * choosing first.
     */
    static RoutesAhead start(Controller value, LabelWidths labels, Set<Long> first) {
        // The characters of the parameters' names are measured too: the labels show them.
        StringBuilder names = new StringBuilder();
        value.params().forEach(param -> names.append(param.name()));
        LabelWidths.Lent widths = labels.lend(names.toString());
        if (worker == null) {
            worker = Executors.newSingleThreadExecutor(runnable -> {
                Thread thread = new Thread(runnable, "reel-graph-routes");
                thread.setDaemon(true);
                return thread;
            });
        }
        Set<Long> chooseFirst = Set.copyOf(first);
        return new RoutesAhead(value, worker.submit(() -> {
            routedOn = Thread.currentThread().getName();
            Routed routes = route(value);
            if (widths == null) {
                return routes;
            }
            Map<Long, LabelLayout.Spot> spots = LabelLayout.place(routes.diagram(), routes.routes(), widths,
                    Sizes.EDITOR.labelHeight(), chooseFirst);
            if (widths.missed()) {
                return routes;
            }
            placedOn = Thread.currentThread().getName();
            return new Routed(routes.diagram(), routes.routes(), spots);
        }), widths, chooseFirst);
    }

    /** The name of the thread that routed the last graph worked out ahead, or null (tests read it). */
    static String routedOn() {
        return routedOn;
    }

    /** The name of the thread that last placed the labels of a graph worked out ahead, or null (tests read it). */
    static String placedOn() {
        return placedOn;
    }

    /** The diagram of {@code value} as the editor draws it, and its routes. */
    static Routed route(Controller value) {
        Diagram diagram = Diagram.of(value, Sizes.EDITOR, LabelText::of);
        return new Routed(diagram, Router.route(diagram), null);
    }

    /**
     * The labels' spots placed on the worker, if they were measured in the font {@code widths} measure in now and
     * chose in the order the arrows {@code selected} now would; else null (the JavaFX thread places them).
     */
    Map<Long, LabelLayout.Spot> labels(Routed done, LabelWidths widths, Set<Long> selected) {
        return done.labels() != null && widths.current(this.widths) && first.equals(selected) ? done.labels() : null;
    }

    /** The controller whose arrows are routed. */
    Controller value() {
        return value;
    }

    /** The arrows are to show {@code ids} selected (the boxes show it already). */
    void select(Set<Long> ids) {
        selection = Set.copyOf(ids);
    }

    /** The selection shown meanwhile, or null: none was. */
    Set<Long> selection() {
        return selection;
    }

    /** The arrows are to show a running animator's {@code frame} (null: none runs). */
    void showLive(LiveFrame shown) {
        live = true;
        frame = shown;
    }

    /** Whether a live frame (or its end) was shown meanwhile ({@link #frame}). */
    boolean live() {
        return live;
    }

    LiveFrame frame() {
        return frame;
    }

    /** The routes, waiting for the worker if it is not done; a failure there is thrown here, as if routed here. */
    Routed take() {
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return routed.get();
                } catch (InterruptedException e) {
                    interrupted = true;
                } catch (ExecutionException e) {
                    if (e.getCause() instanceof RuntimeException runtime) {
                        throw runtime;
                    }
                    if (e.getCause() instanceof Error error) {
                        throw error;
                    }
                    throw new IllegalStateException(e.getCause());
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** Drops the routes (another graph is shown): the worker skips them if it has not started. */
    void cancel() {
        routed.cancel(false);
    }
}
