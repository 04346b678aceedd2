package dev.reel.edit.graph;

import dev.reel.edit.cmd.AutoLayout;
import dev.reel.edit.cmd.GraphScope;
import dev.reel.edit.cmd.InGraph;
import dev.reel.io.ControllerCodec;
import dev.reel.model.Controller;
import dev.reel.model.EventPolicy;
import dev.reel.model.Extras;
import dev.reel.model.Layer;
import dev.reel.model.Machine;
import dev.reel.model.State;
import dev.reel.model.Transition;
import dev.reel.model.Vec2;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;

/**
 * The graphs the geometry check measures, after Auto Layout: every graph (base, layers, machines) of every
 * controller in the sample projects, and generated graphs of many states. Shared by {@code GeometryCheckTest}
 * and the B9 benchmark.
 */
public final class GraphSamples {
    /** The Animator's graph canvas at the first-run window size (1440 × 900), in pixels, as measured on screen. */
    public static final double VIEW_WIDTH = 748;
    public static final double VIEW_HEIGHT = 259;

    private GraphSamples() {
    }

    /** Every graph of every controller under {@code sample-projects}, by a readable name, Auto Layout applied. */
    public static Map<String, Geometry> sampleGraphs() {
        Map<String, Geometry> out = new LinkedHashMap<>();
        try (Stream<Path> files = Files.walk(Path.of("sample-projects"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".aectrl")).sorted().toList()) {
                Controller controller = ControllerCodec.read(Files.readAllBytes(file), file.toString()).value();
                for (GraphScope scope : scopes(controller)) {
                    out.put(file.getFileName() + name(controller, scope), laidOut(controller, scope));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    private static String name(Controller controller, GraphScope scope) {
        StringBuilder name = new StringBuilder();
        if (scope.layerId() != GraphScope.BASE) {
            // By position and name, not by id: ids are handed out as files load, so they differ from run to run
            // and the regression check (tools/bench-turns) could never pair a layer's figures old with new.
            List<Layer> layers = controller.layers();
            for (int index = 0; index < layers.size(); index++) {
                if (layers.get(index).id() == scope.layerId()) {
                    name.append(":layer-").append(index + 1).append('-').append(layers.get(index).name());
                }
            }
        }
        for (Machine machine : scope.machines(controller)) {
            name.append(':').append(machine.name());
        }
        return name.toString();
    }

    /** The base graph, each layer's and each machine's inside any of them. */
    static List<GraphScope> scopes(Controller controller) {
        List<GraphScope> scopes = new ArrayList<>();
        addWithMachines(GraphScope.TOP, controller.machines(), scopes);
        for (Layer layer : controller.layers()) {
            addWithMachines(new GraphScope(layer.id(), List.of()), layer.machines(), scopes);
        }
        return scopes;
    }

    private static void addWithMachines(GraphScope scope, List<Machine> machines, List<GraphScope> scopes) {
        scopes.add(scope);
        for (Machine machine : machines) {
            addWithMachines(scope.open(machine.id()), machine.machines(), scopes);
        }
    }

    /**
     * The geometry of graph {@code scope} of {@code controller} after Auto Layout for the first-run canvas (its
     * layers across or down, whichever that canvas shows larger).
     */
    public static Geometry laidOut(Controller controller, GraphScope scope) {
        return laidOut(controller, scope, VIEW_WIDTH, VIEW_HEIGHT);
    }

    /** The geometry after Auto Layout for a canvas of {@code width} × {@code height} pixels. */
    public static Geometry laidOut(Controller controller, GraphScope scope, double width, double height) {
        Controller laid = InGraph.of(scope, new AutoLayout(Sizes.EDITOR, scope.inMachine(), width, height,
                LabelText::estimatedWidth)).apply(controller);
        return geometry(display(laid, scope));
    }

    /** The geometry of a display controller as it stands. */
    public static Geometry geometry(Controller display) {
        Diagram diagram = Diagram.of(display, Sizes.EDITOR, LabelText::of);
        return Geometry.of(diagram, LabelText::estimatedWidth, Sizes.EDITOR.labelHeight(), List.of());
    }

    /** The graph as the Animator draws it: machines and the Exit box as states (as {@code MachineNavigator}). */
    static Controller display(Controller controller, GraphScope scope) {
        Controller graph = scope.graph(controller);
        List<State> shown = new ArrayList<>(graph.states());
        for (Machine machine : graph.machines()) {
            shown.add(new State(machine.id(), machine.name(), null, 1, null, EventPolicy.DOMINANT, machine.pos(),
                    Extras.NONE));
        }
        if (scope.inMachine()) {
            shown.add(new State(Diagram.EXIT, Transition.EXIT, null, 1, null, EventPolicy.DOMINANT,
                    scope.exitPos(controller), Extras.NONE));
        }
        return graph.withStates(shown);
    }

    /** The box Frame All shows of {@code geometry} in the first-run canvas. */
    public static Box framedView(Geometry geometry) {
        return ViewFrame.fit(geometry, VIEW_WIDTH, VIEW_HEIGHT).visible(VIEW_WIDTH, VIEW_HEIGHT);
    }

    /**
     * A generated controller of {@code states} states and {@code transitions} transitions, seeded: each state
     * leads to a few others near it and some far, with one or two conditions on each arrow, and an Any State
     * transition to a few.
     */
    public static Controller generated(long seed, int states, int transitions) {
        Random random = new Random(seed);
        StringBuilder text = new StringBuilder("controller version=1 {\n  entry=\"S0\"\n");
        text.append("  param \"Speed\" kind=float {}\n  param \"Grounded\" kind=bool {}\n  param \"Go\" kind=trigger {}\n");
        for (int s = 0; s < states; s++) {
            text.append(String.format(Locale.ROOT, "  state \"S%d\" pos=[%d, %d] {}%n",
                    s, random.nextInt(2000), random.nextInt(2000)));
        }
        for (int t = 0; t < transitions; t++) {
            boolean any = t % 40 == 39;
            int from = t % states;
            int to = (from + 1 + t / states * 7 + random.nextInt(3)) % states;
            if (to == from) {
                to = (to + 1) % states;
            }
            String cond = switch (random.nextInt(3)) {
                case 0 -> "    cond \"Go\" {}\n";
                case 1 -> String.format(Locale.ROOT, "    cond \"Speed\" op=gt value=%d {}%n", random.nextInt(10));
                default -> "    cond \"Grounded\" op=eq value=false {}\n    cond \"Speed\" op=le value=0.5 {}\n";
            };
            text.append(String.format(Locale.ROOT, "  transition \"%s\" to=\"S%d\" duration=0.1 {%n%s  }%n",
                    any ? "any" : "S" + from, to, cond));
        }
        text.append("}\n");
        return ControllerCodec.read(text.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8), "generated.aectrl")
                .value();
    }

    /** Unused positions are irrelevant after Auto Layout; kept for a caller that wants a graph unplaced. */
    static Controller unplaced(Controller controller) {
        List<State> states = new ArrayList<>();
        controller.states().forEach(state -> states.add(state.withPos((Vec2) null)));
        return controller.withStates(states);
    }
}
