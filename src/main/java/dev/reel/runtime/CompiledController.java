package dev.reel.runtime;

import dev.reel.model.Code;
import dev.reel.model.Controller;
import dev.reel.model.Diagnostic;
import dev.reel.model.EventPolicy;
import dev.reel.model.LoopMode;
import dev.reel.model.Param;
import dev.reel.model.ParamKind;
import dev.reel.model.State;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * A controller compiled once and shared, immutable, by every {@link Animator} that runs it: states by index
 * with their compiled clips, parameters by index with their defaults, transitions as parallel arrays in file
 * order (their priority) with conditions as (parameter index, operator, operand), and the pose channels the
 * states animate ({@link PoseChannels}).
 *
 * <p>A state whose clip cannot be found plays nothing (ANC004, reported once here). The transition arrays come
 * from {@link TransitionTable}, which leaves out a transition naming an unknown state or parameter (ANC001).
 * Bool and trigger values are 1 or 0.
 */
public final class CompiledController {
    /** Condition operators; {@link #TRUTHY} is a condition without {@code op}: a true bool or a set trigger. */
    static final int TRUTHY = 0;
    static final int EQ = 1;
    static final int NE = 2;
    static final int GT = 3;
    static final int GE = 4;
    static final int LT = 5;
    static final int LE = 6;

    private final Controller source;
    private final String file;
    private final List<Diagnostic> diagnostics;

    final String[] stateNames;
    final CompiledClip[] clips;
    final double[] speeds;
    final LoopMode[] loops;
    final EventPolicy[] policies;
    /** Per state: its blend tree of two or more motions, else null; the length exitTime counts in (a tree's is 1). */
    final CompiledTree[] trees;
    final double[] lengths;
    /** The most motions any tree has (0 without trees). */
    final int maxMotions;
    final int entry;

    final String[] paramNames;
    final ParamKind[] paramKinds;
    final double[] defaults;
    final int[] triggers;

    final int[] transitionFrom;
    final int[] transitionTo;
    final double[] durations;
    /**
     * Whether a transition blends (a duration above 0): its animators will blend, so each makes its blend's parts
     * when it is made, beside the parts every step reads, rather than wherever the heap is on its first blend.
     */
    final boolean blends;
    /** Passes of the source clip to wait for, NaN when none. */
    final double[] exitTimes;
    final boolean[] interrupts;
    final int[] conditionStart;
    final int[] conditionParam;
    final int[] conditionOp;
    /**
     * Per condition, the outcomes of comparing the parameter with {@link #conditionOperand} under which it holds,
     * as bits: 1 below, 2 equal, 4 above, 8 unordered (NaN). A condition then costs two compares and a mask,
     * not a jump through a table that a crowd of animators sends all over.
     */
    final int[] conditionMask;
    /** Per condition, what the parameter is compared with: its value, 0 for a condition without {@code op}. */
    final double[] conditionOperand;
    final double[] conditionValue;
    final int[] anyTransitions;
    final int[][] stateTransitions;
    /** Per state, in evaluation order: the any transitions that do not lead to it, then its own. */
    final int[][] candidates;
    /** The same, only those that may interrupt a blend. */
    final int[][] interruptCandidates;
    /**
     * Per state, whether a candidate (of {@link #candidates}, or of {@link #interruptCandidates}) has an exit
     * time: its outcome then changes with the play position, not only with the parameters.
     */
    final boolean[] timedCandidates;
    final boolean[] timedInterruptCandidates;
    /** Per state: whether its clip has events. */
    final boolean[] hasEvents;

    final PoseChannels channels;
    final RootTracks roots;
    /** How the layers above this base graph combine with it, or null for a controller of one layer. */
    final LayerPlan layers;
    private final Map<String, Integer> stateIndex = new HashMap<>();
    private final Map<String, Integer> paramIndex = new HashMap<>();
    private final long contentHash;
    private final ThreadLocal<AnimatorWorkspace> workspaces;
    /** The workspace last looked up and its thread: one read instead of a thread-local lookup per step. */
    private Owned lastWorkspace;

    private CompiledController(Controller source, String file, Function<String, CompiledClip> clipOf) {
        this.source = source;
        this.file = file == null ? "" : file;
        List<Diagnostic> found = new ArrayList<>();
        Controller flat = GraphFlattener.base(source);
        List<State> states = flat.states();
        int stateCount = states.size();
        stateNames = new String[stateCount];
        clips = new CompiledClip[stateCount];
        speeds = new double[stateCount];
        loops = new LoopMode[stateCount];
        policies = new EventPolicy[stateCount];
        trees = new CompiledTree[stateCount];
        lengths = new double[stateCount];
        int motions = 0;
        for (int i = 0; i < stateCount; i++) {
            State state = states.get(i);
            stateNames[i] = state.name();
            stateIndex.putIfAbsent(state.name(), i);
            if (state.tree() != null) {
                trees[i] = TreeCompiler.compile(state, source.params(), clipOf, this.file, found);
                clips[i] = trees[i] != null ? trees[i].layout : TreeCompiler.single(state, clipOf);
                motions = Math.max(motions, trees[i] == null ? 0 : trees[i].count());
                lengths[i] = trees[i] != null ? 1 : clips[i] == null ? 0 : Math.max(0, clips[i].length());
                speeds[i] = state.speed();
                LoopMode own = clips[i] == null ? LoopMode.ONCE : clips[i].loop();
                loops[i] = state.loop() != null ? state.loop() : own;
                policies[i] = state.events() == null ? EventPolicy.DOMINANT : state.events();
                continue;
            }
            clips[i] = state.clip() == null ? null : clipOf.apply(state.clip());
            lengths[i] = clips[i] == null ? 0 : Math.max(0, clips[i].length());
            if (state.clip() != null && clips[i] == null) {
                found.add(Diagnostic.of(Code.ANC004, this.file, state.extras().line(), state.extras().column(),
                        "state \"" + state.name() + "\" has no clip at \"" + state.clip() + "\"; it plays nothing"));
            }
            speeds[i] = state.speed();
            LoopMode own = clips[i] == null ? LoopMode.ONCE : clips[i].loop();
            loops[i] = state.loop() != null ? state.loop() : own;
            policies[i] = state.events() == null ? EventPolicy.DOMINANT : state.events();
        }
        maxMotions = motions;
        entry = stateIndex.getOrDefault(flat.entry(), stateCount > 0 ? 0 : -1);

        List<Param> params = source.params();
        paramNames = new String[params.size()];
        paramKinds = new ParamKind[params.size()];
        defaults = new double[params.size()];
        List<Integer> triggerList = new ArrayList<>();
        for (int i = 0; i < params.size(); i++) {
            Param param = params.get(i);
            paramNames[i] = param.name();
            paramKinds[i] = param.kind();
            paramIndex.putIfAbsent(param.name(), i);
            defaults[i] = param.kind() == ParamKind.TRIGGER ? 0 : ConditionOps.number(param.defaultValue());
            if (param.kind() == ParamKind.TRIGGER) {
                triggerList.add(i);
            }
        }
        triggers = triggerList.stream().mapToInt(Integer::intValue).toArray();

        TransitionTable table = new TransitionTable(flat.transitions(), stateIndex, paramIndex, stateCount);
        transitionFrom = table.from;
        transitionTo = table.to;
        durations = table.durations;
        blends = java.util.Arrays.stream(durations).anyMatch(duration -> duration > 0);
        exitTimes = table.exitTimes;
        interrupts = table.interrupts;
        conditionStart = table.conditionStart;
        conditionParam = table.conditionParam;
        conditionOp = table.conditionOp;
        conditionValue = table.conditionValue;
        conditionMask = table.conditionMask;
        conditionOperand = table.conditionOperand;
        anyTransitions = table.any;
        stateTransitions = table.fromState;
        candidates = table.candidates;
        interruptCandidates = table.interruptCandidates;
        timedCandidates = table.timedCandidates;
        timedInterruptCandidates = table.timedInterruptCandidates;
        hasEvents = new boolean[stateCount];
        for (int i = 0; i < stateCount; i++) {
            hasEvents[i] = trees[i] != null ? trees[i].hasEvents : clips[i] != null && !clips[i].events().isEmpty();
        }
        channels = new PoseChannels(clips);
        for (int i = 0; i < stateCount; i++) {
            if (trees[i] != null) {
                trees[i].plan(channels, i);
            }
        }
        roots = new RootTracks(clips, loops);
        layers = source.layers().isEmpty() ? null : LayerPlan.compile(this, source, clipOf, found);
        diagnostics = Collections.unmodifiableList(found);
        contentHash = ControllerFingerprint.of(this);
        workspaces = ThreadLocal.withInitial(() -> new AnimatorWorkspace(this));
    }

    /**
     * Compiles {@code controller}; {@code clips} gives the compiled clip of a state's clip path, or null when
     * it is missing (the state then plays nothing and ANC004 is reported). {@code file} names the controller
     * in diagnostics.
     */
    public static CompiledController compile(Controller controller, String file,
                                             Function<String, CompiledClip> clips) {
        return new CompiledController(controller, file, clips);
    }

    /** How many layers the controller has: 1 for one without {@code layer} nodes. */
    public int layerCount() {
        return layers == null ? 1 : layers.count();
    }

    /** Layer {@code index}'s name ("Base" for layer 0). */
    public String layerName(int index) {
        return layers == null ? "Base" : layers.names[index];
    }

    /** The compiled graph of layer {@code index} (this one for layer 0). */
    public CompiledController layer(int index) {
        return index == 0 ? this : layers.layers[index];
    }

    /** Whether state {@code index} is a blend tree of two or more motions. */
    public boolean isTree(int state) {
        return trees[state] != null;
    }

    /** The motions' clip paths of blend-tree state {@code state}, in file order. */
    public String[] treeClips(int state) {
        return trees[state].motionClips.clone();
    }

    AnimatorWorkspace workspace() {
        // Racy on purpose: an Owned is immutable (final fields), so any thread reads a whole one, and a
        // thread only ever takes a workspace recorded for itself.
        Owned last = lastWorkspace;
        Thread thread = Thread.currentThread();
        if (last != null && last.thread == thread) {
            return last.workspace;
        }
        AnimatorWorkspace workspace = workspaces.get();
        lastWorkspace = new Owned(thread, workspace);
        return workspace;
    }

    /** A thread's workspace. */
    private static final class Owned {
        final Thread thread;
        final AnimatorWorkspace workspace;

        Owned(Thread thread, AnimatorWorkspace workspace) {
            this.thread = thread;
            this.workspace = workspace;
        }
    }

    /** The model controller this was compiled from. */
    public Controller source() {
        return source;
    }

    /** The file name diagnostics name, "" when none. */
    public String file() {
        return file;
    }

    /** ANC004 for every state whose clip is missing, in state order. */
    public List<Diagnostic> diagnostics() {
        return diagnostics;
    }

    public int stateCount() {
        return stateNames.length;
    }

    /** The name of state {@code index}, or null when there is no such state. */
    public String stateName(int index) {
        return index >= 0 && index < stateNames.length ? stateNames[index] : null;
    }

    /** The index of the state named {@code name}, or -1. */
    public int stateIndex(String name) {
        Integer index = stateIndex.get(name);
        return index == null ? -1 : index;
    }

    /** The compiled clip state {@code index} plays, or null when it plays nothing. */
    public CompiledClip clip(int state) {
        return clips[state];
    }

    /** The index of the entry state, or -1 when the controller has no states. */
    public int entry() {
        return entry;
    }

    public int paramCount() {
        return paramNames.length;
    }

    public String paramName(int index) {
        return paramNames[index];
    }

    public ParamKind paramKind(int index) {
        return paramKinds[index];
    }

    /** The index of the parameter named {@code name}, or -1. */
    public int paramIndex(String name) {
        Integer index = paramIndex.get(name);
        return index == null ? -1 : index;
    }

    /** How many pose channels (distinct animated properties) the states animate together. */
    public int channelCount() {
        return channels.count();
    }

    /** Channel {@code index} as {@code PATH:PROPERTY}. */
    public String channelTarget(int index) {
        return channels.target(index);
    }

    /** The kind of pose channel {@code index}. */
    public dev.reel.model.Kind channelKind(int index) {
        return channels.kinds[index];
    }

    /** A stable 64-bit hash of the controller and its clips, its identity in state hashes. */
    public long contentHash() {
        return contentHash;
    }
}
