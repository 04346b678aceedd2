package dev.reel.interop;

import dev.reel.model.BlendKind;
import dev.reel.model.BlendTree;
import dev.reel.model.Code;
import dev.reel.model.Controller;
import dev.reel.model.Diagnostic;
import dev.reel.model.Ease;
import dev.reel.model.EventPolicy;
import dev.reel.model.Layer;
import dev.reel.model.LayerBlend;
import dev.reel.model.Machine;
import dev.reel.model.Motion;
import dev.reel.model.Param;
import dev.reel.model.ParamKind;
import dev.reel.model.State;
import dev.reel.model.Transition;
import dev.reel.model.Vec2;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * A controller as the tree of a Godot 4 {@code AnimationTree}: each graph an {@code AnimationNodeStateMachine}
 * (states as {@code AnimationNodeAnimation}, blend trees as {@code AnimationNodeBlendSpace1D/2D}, machines as
 * nested state machines), transitions as {@code AnimationNodeStateMachineTransition}s, and with layers an
 * {@code AnimationNodeBlendTree} joining the graphs through {@code Blend2} (override) or {@code Add2} (additive)
 * nodes filtered by the layers' masks. What Godot cannot express is a warning (EXP002) per item.
 */
final class GodotTree {
    private final Controller controller;
    private final Map<String, String> animations;
    private final Function<String, Set<String>> trackPaths;
    private final BiFunction<String, String, String> maskNodes;
    private final String file;
    private final List<Diagnostic> warnings;
    private final GodotResource resource;

    /**
     * @param animations the Godot animation name of each clip path the controller names
     * @param trackPaths the Godot track paths a clip (by its path) writes, for layer filters
     * @param maskNodes  the Godot node of a masked Reel path in a clip (by its path): a bone's under the skeleton
     */
    private GodotTree(Controller controller, Map<String, String> animations, Function<String, Set<String>> trackPaths,
                      BiFunction<String, String, String> maskNodes, String file, List<Diagnostic> warnings,
                      String rootType) {
        this.controller = controller;
        this.animations = animations;
        this.trackPaths = trackPaths;
        this.maskNodes = maskNodes;
        this.file = file;
        this.warnings = warnings;
        this.resource = new GodotResource(rootType);
    }

    /** The tree resource's text; warnings are added to {@code warnings}. */
    static String write(Controller controller, Map<String, String> animations, Function<String, Set<String>> trackPaths,
                        String file, List<Diagnostic> warnings) {
        return write(controller, animations, trackPaths, (clip, masked) -> GodotTracks.node(masked), file, warnings);
    }

    /** The tree resource's text, layer masks naming the nodes {@code maskNodes} gives. */
    static String write(Controller controller, Map<String, String> animations, Function<String, Set<String>> trackPaths,
                        BiFunction<String, String, String> maskNodes, String file, List<Diagnostic> warnings) {
        boolean layered = !controller.layers().isEmpty();
        GodotTree tree = new GodotTree(controller, animations, trackPaths, maskNodes, file, warnings,
                layered ? "AnimationNodeBlendTree" : "AnimationNodeStateMachine");
        tree.controllerWarnings();
        List<String> base = tree.graph("", controller.entry(), controller.entryPos(), controller.states(),
                controller.machines(), controller.transitions(), false);
        if (!layered) {
            return tree.resource.text(base);
        }
        return tree.resource.text(tree.layers(tree.resource.sub("AnimationNodeStateMachine", "Base", base)));
    }

    private void controllerWarnings() {
        if (controller.ease() != null && controller.ease() != Ease.LINEAR) {
            warn("ease=" + controller.ease().word() + ": Godot cross-fades linearly unless a transition is given an "
                    + "xfade_curve; the cross-fades are exported linear");
        }
        for (Param param : controller.params()) {
            if (param.kind() == ParamKind.TRIGGER) {
                warn("param \"" + param.name() + "\": Godot has no triggers; the expressions read it as a bool "
                        + "property of the tree's advance_expression_base_node, which the game must clear itself");
            }
            if (!GodotText.identifier(param.name())) {
                warn("param \"" + param.name() + "\": not an identifier a Godot expression can name; the "
                        + "transitions using it will not parse in Godot");
            }
        }
        warn("write-defaults: Reel gives properties a state does not animate back their defaults; Godot keeps "
                + "them unless the AnimationTree is deterministic with a RESET animation");
    }

    /** The property lines of one state machine; {@code where} is the full name of the machine, "" for a layer's top. */
    private List<String> graph(String where, String entry, Vec2 entryPos, List<State> states, List<Machine> machines,
                               List<Transition> transitions, boolean nested) {
        List<String> lines = new ArrayList<>();
        if (nested) {
            lines.add("state_machine_type = 1");
        }
        List<String> names = new ArrayList<>();
        Map<String, Boolean> isMachine = new LinkedHashMap<>();
        int column = 0;
        for (State state : states) {
            String name = stateName(state.name(), where);
            names.add(name);
            isMachine.put(state.name(), false);
            lines.add(GodotText.key("states/" + name + "/node") + " = " + stateNode(state, where));
            lines.add(GodotText.key("states/" + name + "/position") + " = " + position(state.pos(), column++));
        }
        for (Machine machine : machines) {
            String name = stateName(machine.name(), where);
            names.add(name);
            isMachine.put(machine.name(), true);
            String inner = where.isEmpty() ? machine.name() : where + "/" + machine.name();
            String ref = resource.sub("AnimationNodeStateMachine", machine.name(), graph(inner, machine.entry(),
                    machine.pills().entry(), machine.states(), machine.machines(), machine.transitions(), true));
            lines.add(GodotText.key("states/" + name + "/node") + " = " + ref);
            lines.add(GodotText.key("states/" + name + "/position") + " = " + position(machine.pos(), column++));
        }
        if (entryPos != null) {
            lines.add("states/Start/position = " + GodotText.vector2(entryPos.x(), entryPos.y()));
        }
        Map<String, String[]> merged = new LinkedHashMap<>();
        List<String> order = new ArrayList<>();
        String first = entry != null && isMachine.containsKey(entry) ? entry
                : states.isEmpty() ? (machines.isEmpty() ? null : machines.get(0).name()) : states.get(0).name();
        if (first != null) {
            String ref = resource.sub("AnimationNodeStateMachineTransition", "Start",
                    List.of("advance_mode = 2", "priority = 0"));
            order.add("\"Start\", " + GodotText.string(stateName(first, where)) + ", " + ref);
        }
        int priority = 0;
        for (Transition transition : transitions) {
            priority++;
            List<String> sources = new ArrayList<>();
            if (transition.fromAny()) {
                for (String source : isMachine.keySet()) {
                    if (!source.equals(transition.to())) {
                        sources.add(source);
                    }
                }
            } else if (isMachine.containsKey(transition.from())) {
                sources.add(transition.from());
            } else {
                warn(shown(where, transition) + ": the source is not in the graph; not exported");
                continue;
            }
            String target = transition.toExit() ? "End" : isMachine.containsKey(transition.to())
                    ? stateName(transition.to(), where) : null;
            if (target == null) {
                warn(shown(where, transition) + ": the target is not in the graph; not exported");
                continue;
            }
            transitionWarnings(where, transition);
            for (String source : sources) {
                String from = stateName(source, where);
                String key = from + "\u0000" + target;
                String expression = GodotGraphs.expression(transition.conditions());
                String[] known = merged.get(key);
                if (known != null) {
                    // Godot keeps one transition per pair of states: Reel's alternatives become one expression.
                    warn(shown(where, transition) + ": Godot keeps one transition from " + from + " to " + target
                            + "; its conditions are joined with 'or' to the earlier one's, whose fade and timing "
                            + "it takes");
                    known[1] = known[1].isEmpty() || expression.isEmpty() ? ""
                            : "(" + known[1] + ") or (" + expression + ")";
                    continue;
                }
                boolean atEnd = transition.exitTime() != null && transition.exitTime() > 0
                        || Boolean.TRUE.equals(isMachine.get(source));
                merged.put(key, new String[] {from, expression, target, GodotText.real(transition.duration()),
                        atEnd ? "2" : "0", Integer.toString(priority)});
            }
        }
        for (String[] t : merged.values()) {
            List<String> props = new ArrayList<>();
            if (!t[3].equals("0.0")) {
                props.add("xfade_time = " + t[3]);
            }
            if (!t[4].equals("0")) {
                props.add("switch_mode = " + t[4]);
            }
            props.add("advance_mode = 2");
            if (!t[1].isEmpty()) {
                props.add("advance_expression = " + GodotText.string(t[1]));
            }
            props.add("priority = " + t[5]);
            String ref = resource.sub("AnimationNodeStateMachineTransition", t[0] + "_" + t[2], props);
            order.add(GodotText.string(t[0]) + ", " + GodotText.string(t[2]) + ", " + ref);
        }
        lines.add("transitions = [" + String.join(", ", order) + "]");
        return lines;
    }

    private void transitionWarnings(String where, Transition transition) {
        if (transition.exitTime() != null && transition.exitTime() > 0 && transition.exitTime() != 1) {
            warn(shown(where, transition) + ": exitTime=" + transition.exitTime() + " becomes Godot's switch at end "
                    + "(the end of the current pass); only an exit time of 1 is exact");
        }
        if (transition.interrupt()) {
            warn(shown(where, transition) + ": interrupt=true has no Godot equivalent; Godot decides itself "
                    + "whether a transition may start during a cross-fade");
        }
    }

    private String stateNode(State state, String where) {
        String shown = "state \"" + (where.isEmpty() ? "" : where + "/") + state.name() + "\"";
        if (state.speed() != 1) {
            warn(shown + ": speed=" + state.speed() + " is not exported (Godot's AnimationNodeAnimation has no "
                    + "speed; a TimeScale node in a blend tree can give it)");
        }
        if (state.loop() != null) {
            warn(shown + ": loop=" + state.loop().word() + " is not exported; the animation plays with its clip's "
                    + "loop mode");
        }
        if (state.events() != null && state.events() != EventPolicy.DOMINANT) {
            warn(shown + ": events=" + state.events().word() + " has no Godot equivalent (Godot calls the method "
                    + "keys of every animation blended in)");
        }
        BlendTree tree = state.tree();
        if (tree == null) {
            return animationNode(state.clip(), state.name());
        }
        List<String> lines = new ArrayList<>();
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        double minY = Double.POSITIVE_INFINITY;
        double maxY = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < tree.motions().size(); i++) {
            Motion motion = tree.motions().get(i);
            lines.add("blend_point_" + i + "/node = " + animationNode(motion.clip(), state.name()));
            lines.add("blend_point_" + i + "/pos = " + (tree.kind() == BlendKind.ONE_D ? GodotText.real(motion.x())
                    : GodotText.vector2(motion.x(), motion.y())));
            min = Math.min(min, motion.x());
            max = Math.max(max, motion.x());
            minY = Math.min(minY, motion.y());
            maxY = Math.max(maxY, motion.y());
        }
        boolean oneD = tree.kind() == BlendKind.ONE_D;
        if (!tree.motions().isEmpty()) {
            lines.add("min_space = " + (oneD ? GodotText.real(Math.min(min, -1)) : GodotText.vector2(Math.min(min, -1),
                    Math.min(minY, -1))));
            lines.add("max_space = " + (oneD ? GodotText.real(Math.max(max, 1)) : GodotText.vector2(Math.max(max, 1),
                    Math.max(maxY, 1))));
        }
        if (oneD) {
            lines.add("value_label = " + GodotText.string(tree.param()));
        } else {
            lines.add("x_label = " + GodotText.string(tree.param()));
            lines.add("y_label = " + GodotText.string(tree.paramY()));
            warn(shown + ": Godot's BlendSpace2D weighs its points by triangles, not by Reel's simple directional "
                    + "rule, so weights between the points differ");
        }
        warn(shown + ": the game sets the blend position (parameters/.../blend_position) from "
                + (oneD ? tree.param() : tree.param() + " and " + tree.paramY())
                + "; Godot does not read Reel's parameters");
        return resource.sub(oneD ? "AnimationNodeBlendSpace1D" : "AnimationNodeBlendSpace2D", state.name(), lines);
    }

    private String animationNode(String clip, String hint) {
        String name = clip == null ? null : animations.get(clip);
        List<String> lines = name == null ? List.of() : List.of("animation = " + GodotText.stringName(name));
        return resource.sub("AnimationNodeAnimation", hint, lines);
    }

    /** The layers joined over the base graph; returns the blend tree's property lines. */
    private List<String> layers(String base) {
        List<String> lines = new ArrayList<>();
        lines.add("nodes/Base/node = " + base);
        lines.add("nodes/Base/position = Vector2(0, 0)");
        List<String> connections = new ArrayList<>();
        String below = "Base";
        Set<String> used = new LinkedHashSet<>(List.of("Base", "output"));
        int row = 1;
        for (Layer layer : controller.layers()) {
            String name = unique(layer.name(), used);
            String mix = unique(name + " mix", used);
            String machine = resource.sub("AnimationNodeStateMachine", layer.name(), graph("", layer.entry(),
                    layer.pills().entry(), layer.states(), layer.machines(), layer.transitions(), false));
            boolean additive = layer.blend() == LayerBlend.ADDITIVE;
            List<String> mixLines = new ArrayList<>();
            if (!layer.mask().isEmpty()) {
                Set<String> filters = new LinkedHashSet<>();
                for (String clip : GodotGraphs.clipsOf(layer)) {
                    for (String path : trackPaths.apply(clip)) {
                        String node = path.substring(0, path.indexOf(':'));
                        for (String masked : layer.mask()) {
                            String godot = maskNodes.apply(clip, masked);
                            if (node.equals(godot) || node.startsWith(godot + "/") || godot.equals(".")) {
                                filters.add(path);
                            }
                        }
                    }
                }
                mixLines.add("filter_enabled = true");
                List<String> quoted = new ArrayList<>();
                filters.forEach(path -> quoted.add(GodotText.nodePath(path)));
                mixLines.add("filters = " + GodotText.array(quoted));
            }
            String mixRef = resource.sub(additive ? "AnimationNodeAdd2" : "AnimationNodeBlend2", layer.name(), mixLines);
            lines.add(GodotText.key("nodes/" + name + "/node") + " = " + machine);
            lines.add(GodotText.key("nodes/" + name + "/position") + " = Vector2(0, " + (row * 200) + ")");
            lines.add(GodotText.key("nodes/" + mix + "/node") + " = " + mixRef);
            lines.add(GodotText.key("nodes/" + mix + "/position") + " = Vector2(" + (row * 300) + ", 0)");
            connections.add(GodotText.stringName(mix) + ", 0, " + GodotText.stringName(below));
            connections.add(GodotText.stringName(mix) + ", 1, " + GodotText.stringName(name));
            warn("layer \"" + layer.name() + "\": its weight " + layer.weight() + " is the AnimationTree's parameter "
                    + "parameters/" + mix + (additive ? "/add_amount" : "/blend_amount")
                    + ", which the game sets (it starts at 0 in Godot)");
            below = mix;
            row++;
        }
        lines.add("nodes/output/position = Vector2(" + (row * 300) + ", 0)");
        connections.add(0, GodotText.stringName("output") + ", 0, " + GodotText.stringName(below));
        lines.add("node_connections = [" + String.join(", ", connections) + "]");
        return lines;
    }

    /** Godot's state name: Start and End are its own, so a Reel state of that name gets a suffix. */
    private String stateName(String name, String where) {
        if (name.equals("Start") || name.equals("End")) {
            warn("state \"" + (where.isEmpty() ? "" : where + "/") + name + "\": " + name + " is a name Godot keeps "
                    + "for itself; exported as " + name + "_");
            return name + "_";
        }
        return name;
    }

    private static String unique(String name, Set<String> used) {
        String clean = name.replace('/', '_');
        String candidate = clean;
        for (int i = 2; !used.add(candidate); i++) {
            candidate = clean + "_" + i;
        }
        return candidate;
    }

    private static String position(Vec2 pos, int column) {
        return pos == null ? GodotText.vector2(200 + 200 * column, 100) : GodotText.vector2(pos.x(), pos.y());
    }

    private static String shown(String where, Transition transition) {
        return "transition \"" + (where.isEmpty() ? "" : where + "/") + transition.from() + "\" to \""
                + transition.to() + "\"";
    }

    private void warn(String message) {
        warnings.add(Diagnostic.of(Code.EXP002, file, 0, 0, message));
    }
}
