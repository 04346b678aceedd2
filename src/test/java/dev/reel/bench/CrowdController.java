package dev.reel.bench;

import dev.reel.model.Authority;
import dev.reel.model.Clip;
import dev.reel.model.CondOp;
import dev.reel.model.Condition;
import dev.reel.model.Controller;
import dev.reel.model.Ease;
import dev.reel.model.EventPolicy;
import dev.reel.model.Extras;
import dev.reel.model.Ids;
import dev.reel.model.Interp;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.LoopMode;
import dev.reel.model.OnEnd;
import dev.reel.model.Param;
import dev.reel.model.ParamKind;
import dev.reel.model.State;
import dev.reel.model.Track;
import dev.reel.model.Transition;
import dev.reel.model.Value;
import dev.reel.runtime.CompiledClip;
import dev.reel.runtime.CompiledController;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * B3's crowd: a 5-state controller (Idle, Walk, Run, Jump, Attack) whose clips have 8 tracks each — position,
 * rotation, scale, tint, draw order and three child rotations, 13 numbers in all — with seeded keys of mixed
 * interpolation, and parameters Speed (float), Grounded (bool) and Attack (trigger).
 */
public final class CrowdController {
    public static final String[] STATES = {"Idle", "Walk", "Run", "Jump", "Attack"};
    private static final double[] LENGTHS = {1.2, 0.8, 0.6, 0.5, 0.4};
    /** The numeric properties of every clip, lane by lane: what the naive baseline animates by name. */
    public static final String[] LANE_NAMES = {"pos.x", "pos.y", "rot", "scale.x", "scale.y", "tint.r", "tint.g",
            "tint.b", "tint.a", "order", "Arm.rot", "Leg.rot", "Head.rot"};

    private final Map<String, Clip> clips = new HashMap<>();
    private final Controller controller;

    public CrowdController(long seed) {
        Random random = new Random(seed);
        List<State> states = new ArrayList<>();
        for (int i = 0; i < STATES.length; i++) {
            String name = STATES[i];
            clips.put(name, clip(LENGTHS[i], name.equals("Attack") ? LoopMode.ONCE : LoopMode.LOOP, random));
            states.add(new State(Ids.next(), name, name, 1, null, EventPolicy.DOMINANT, null, Extras.NONE));
        }
        List<Param> params = List.of(
                new Param(Ids.next(), "Speed", ParamKind.FLOAT, null, Extras.NONE),
                new Param(Ids.next(), "Grounded", ParamKind.BOOL, new Value.Bool(true), Extras.NONE),
                new Param(Ids.next(), "Attack", ParamKind.TRIGGER, null, Extras.NONE));
        List<Transition> transitions = List.of(
                transition("any", "Attack", 0.1, null, true, List.of(Condition.of("Attack"))),
                transition("Attack", "Idle", 0.15, 1.0, false, List.of()),
                transition("any", "Jump", 0.1, null, false,
                        List.of(Condition.of("Grounded", CondOp.EQ, new Value.Bool(false)))),
                transition("Jump", "Idle", 0.15, null, false, List.of(Condition.of("Grounded"))),
                transition("Idle", "Walk", 0.2, null, false, List.of(speed(CondOp.GT, 0.5))),
                transition("Walk", "Idle", 0.2, null, false, List.of(speed(CondOp.LE, 0.5))),
                transition("Walk", "Run", 0.2, null, false, List.of(speed(CondOp.GT, 3))),
                transition("Run", "Walk", 0.2, null, false, List.of(speed(CondOp.LE, 3))));
        controller = new Controller(1, "Idle", null, null, Ease.IN_OUT_QUAD, params, states, transitions,
                Extras.NONE, Extras.NONE);
    }

    private static Condition speed(CondOp op, double value) {
        return Condition.of("Speed", op, new Value.Num(value));
    }

    private static Transition transition(String from, String to, double duration, Double exitTime, boolean interrupt,
                                         List<Condition> conditions) {
        return new Transition(Ids.next(), from, to, duration, exitTime, interrupt, conditions, Extras.NONE);
    }

    private static Clip clip(double length, LoopMode loop, Random random) {
        List<Track> tracks = new ArrayList<>();
        tracks.add(track("", "transform.position", Kind.VEC2, length, random));
        tracks.add(track("", "transform.rotation", Kind.FLOAT32, length, random));
        tracks.add(track("", "transform.scale", Kind.VEC2, length, random));
        tracks.add(track("", "SpriteRenderer.tint", Kind.COLOR, length, random));
        tracks.add(track("", "SpriteRenderer.order", Kind.INT32, length, random));
        tracks.add(track("Arm", "transform.rotation", Kind.FLOAT32, length, random));
        tracks.add(track("Leg", "transform.rotation", Kind.FLOAT32, length, random));
        tracks.add(track("Head", "transform.rotation", Kind.FLOAT32, length, random));
        return new Clip(1, length, loop, List.of(), tracks, List.of(), Extras.NONE, Extras.NONE);
    }

    /** 4 to 8 keys over the clip, the first at 0 and the last at its end, interpolations mixed. */
    private static Track track(String path, String property, Kind kind, double length, Random random) {
        int count = 4 + random.nextInt(5);
        List<Key> keys = new ArrayList<>();
        Interp[] interps = {Interp.BEZIER, Interp.LINEAR, Interp.BEZIER, Interp.STEP};
        for (int i = 0; i < count; i++) {
            // The last key exactly at the end: length * (count - 1) / (count - 1) may round past it, a key a
            // clip file cannot hold (ANM002), and CCrowdBench loads the crowd from files.
            double time = i == count - 1 ? length : length * i / (count - 1);
            double[] lanes = new double[kind.lanes()];
            for (int lane = 0; lane < lanes.length; lane++) {
                lanes[lane] = kind == Kind.INT32 ? random.nextInt(5) : random.nextDouble() * 2 - 1;
            }
            Value value = lanes.length == 1 ? new Value.Num(lanes[0]) : new Value.Vec(lanes);
            keys.add(Key.of(time, value).withInterp(interps[random.nextInt(interps.length)]));
        }
        // Simulation authority: every track is written on fixed steps (none waits for a draw).
        return new Track(Ids.next(), path, property, kind, Authority.SIMULATION, OnEnd.HOLD, false, false, keys,
                Extras.NONE);
    }

    public Controller controller() {
        return controller;
    }

    /** The clip of state {@code name}. */
    public Clip clip(String name) {
        return clips.get(name);
    }

    public CompiledController compile() {
        return CompiledController.compile(controller, "crowd.aectrl", name -> CompiledClip.compile(clips.get(name)));
    }
}
