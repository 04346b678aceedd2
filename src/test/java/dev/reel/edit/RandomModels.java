package dev.reel.edit;

import dev.reel.model.Authority;
import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;
import dev.reel.model.CondOp;
import dev.reel.model.Condition;
import dev.reel.model.Controller;
import dev.reel.model.Ease;
import dev.reel.model.EventMode;
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
import dev.reel.model.TangentMode;
import dev.reel.model.Track;
import dev.reel.model.Transition;
import dev.reel.model.Value;
import dev.reel.model.Vec2;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

/**
 * Small random clips and controllers, and random values of each kind, for the edit property test. Values come
 * from small sets so that edits often land on values seen before (typing back, keys colliding).
 */
final class RandomModels {
    /** Properties a random track animates, with their kinds (known ones and script fields). */
    static final Map<String, Kind> PROPERTIES = new TreeMap<>(Map.ofEntries(
            Map.entry("transform.position", Kind.VEC2), Map.entry("transform.rotation", Kind.FLOAT32),
            Map.entry("transform.scale", Kind.VEC2), Map.entry("SpriteRenderer.sprite", Kind.ASSET_REF),
            Map.entry("SpriteRenderer.flipX", Kind.BOOL), Map.entry("SpriteRenderer.tint", Kind.COLOR),
            Map.entry("SpriteRenderer.order", Kind.INT32), Map.entry("transform.position.x", Kind.FLOAT32),
            Map.entry("script/Mood.state", Kind.ENUM), Map.entry("script/Hitbox.area", Kind.RECT),
            Map.entry("script/Aim.rotation", Kind.QUAT), Map.entry("script/Aim.offset", Kind.VEC3),
            Map.entry("script/Glow.mix", Kind.VEC4)));
    static final List<String> PATHS = List.of("", "Arm", "Body/Arm", "Leg");
    static final List<String> NAMES = List.of("Idle", "Run", "Jump", "Fall", "Hit", "Step");
    static final List<String> PARAMS = List.of("Speed", "Grounded", "Attack", "Count", "Air");
    private static final List<String> PROPERTY_NAMES = List.copyOf(PROPERTIES.keySet());

    private RandomModels() {
    }

    static <E> E pick(Random random, List<E> items) {
        return items.get(random.nextInt(items.size()));
    }

    static <E extends Enum<E>> E pick(Random random, Class<E> type) {
        E[] constants = type.getEnumConstants();
        return constants[random.nextInt(constants.length)];
    }

    /** A time on a 1/8 s grid inside {@code [0, length]}. */
    static double time(Random random, double length) {
        int steps = (int) Math.floor(length * 8);
        return random.nextInt(steps + 1) / 8.0;
    }

    static double number(Random random) {
        return (random.nextInt(9) - 4) * 0.5;
    }

    static Value value(Random random, Kind kind) {
        return switch (kind) {
            case FLOAT32 -> new Value.Num(number(random));
            case INT32 -> new Value.Num(random.nextInt(5) - 2);
            case BOOL -> new Value.Bool(random.nextBoolean());
            case ENUM -> new Value.Symbol(pick(random, List.of("calm", "angry", "sad")));
            case ASSET_REF -> new Value.Asset("assets/hero.png#hero_00" + random.nextInt(4));
            default -> {
                double[] lanes = new double[kind.lanes()];
                for (int i = 0; i < lanes.length; i++) {
                    lanes[i] = number(random);
                }
                yield new Value.Vec(lanes);
            }
        };
    }

    /** A tangent handle for {@code kind}, or null. */
    static Value.Vec handle(Random random, Kind kind) {
        if (random.nextInt(3) == 0) {
            return null;
        }
        double[] pairs = new double[kind.lanes() * 2];
        for (int i = 0; i < pairs.length; i++) {
            pairs[i] = i % 2 == 0 ? 0.125 * (1 + random.nextInt(2)) : number(random);
        }
        return new Value.Vec(pairs);
    }

    static String property(Random random) {
        return pick(random, PROPERTY_NAMES);
    }

    /** A new empty or keyed track with a fresh id. */
    static Track track(Random random, double length, int maxKeys) {
        String property = property(random);
        Kind kind = PROPERTIES.get(property);
        boolean root = property.equals("transform.position") && random.nextInt(4) == 0;
        Track track = new Track(Ids.next(), root ? "" : pick(random, PATHS), property, kind,
                pick(random, Authority.class), pick(random, OnEnd.class), root,
                kind == Kind.INT32 && random.nextBoolean(), List.of(), Extras.NONE);
        Map<Double, Key> keys = new TreeMap<>();
        int count = random.nextInt(maxKeys + 1);
        for (int i = 0; i < count; i++) {
            double time = time(random, length);
            keys.put(time, key(random, kind, time));
        }
        return track.withKeys(List.copyOf(keys.values()));
    }

    static Key key(Random random, Kind kind, double time) {
        Key key = Key.of(time, value(random, kind));
        if (random.nextInt(3) == 0) {
            key = key.withInterp(pick(random, Interp.class));
        }
        if (random.nextInt(3) == 0) {
            key = key.withTangents(pick(random, TangentMode.class), pick(random, TangentMode.class), handle(random, kind),
                    handle(random, kind));
        }
        return key;
    }

    static ClipEvent event(Random random, double length) {
        ClipEvent event = ClipEvent.of(time(random, length), pick(random, NAMES));
        return new ClipEvent(event.id(), event.time(), event.name(), random.nextBoolean() ? null : number(random),
                pick(random, EventMode.class), Extras.NONE);
    }

    static Clip clip(Random random) {
        double length = 0.5 * (1 + random.nextInt(4));
        List<Track> tracks = new ArrayList<>();
        int trackCount = random.nextInt(4);
        for (int i = 0; i < trackCount; i++) {
            tracks.add(track(random, length, 4));
        }
        List<ClipEvent> events = new ArrayList<>();
        int eventCount = random.nextInt(3);
        for (int i = 0; i < eventCount; i++) {
            events.add(event(random, length));
        }
        events.sort(Comparator.comparingDouble(ClipEvent::time));
        return new Clip(1, length, pick(random, LoopMode.class), List.of(), tracks, events, Extras.NONE, Extras.NONE);
    }

    static Param param(Random random, String name) {
        ParamKind kind = pick(random, ParamKind.class);
        Param param = Param.of(name, kind);
        return random.nextBoolean() ? param : new Param(param.id(), name, kind, paramValue(random, kind),
                Extras.NONE);
    }

    /** A value that suits a param of {@code kind}: null for a trigger. */
    static Value paramValue(Random random, ParamKind kind) {
        return switch (kind) {
            case BOOL -> new Value.Bool(random.nextBoolean());
            case INT -> new Value.Num(random.nextInt(5));
            case FLOAT -> new Value.Num(number(random));
            case TRIGGER -> null;
        };
    }

    /** A condition that suits {@code param}. */
    static Condition condition(Random random, Param param) {
        return switch (param.kind()) {
            case TRIGGER -> Condition.of(param.name());
            case BOOL -> random.nextBoolean() ? Condition.of(param.name())
                    : Condition.of(param.name(), random.nextBoolean() ? CondOp.EQ : CondOp.NE,
                    new Value.Bool(random.nextBoolean()));
            default -> Condition.of(param.name(), pick(random, CondOp.class), paramValue(random, param.kind()));
        };
    }

    static State state(Random random, String name) {
        State state = State.of(name, random.nextBoolean() ? null : "anim/" + name.toLowerCase());
        return new State(state.id(), name, state.clip(), random.nextBoolean() ? 1 : 0.5 * (1 + random.nextInt(4)),
                random.nextBoolean() ? null : pick(random, LoopMode.class), pick(random, EventPolicy.class),
                random.nextBoolean() ? null : new Vec2(random.nextInt(5) * 100, random.nextInt(3) * 100), Extras.NONE);
    }

    static Transition transition(Random random, Controller controller) {
        String from = random.nextInt(4) == 0 ? Transition.ANY : pick(random, controller.states()).name();
        Transition transition = Transition.of(from, pick(random, controller.states()).name());
        List<Condition> conditions = new ArrayList<>();
        int count = controller.params().isEmpty() ? 0 : random.nextInt(3);
        for (int i = 0; i < count; i++) {
            conditions.add(condition(random, pick(random, controller.params())));
        }
        return new Transition(transition.id(), from, transition.to(), random.nextInt(3) * 0.05,
                random.nextBoolean() ? null : (double) random.nextInt(3), random.nextBoolean(), conditions,
                Extras.NONE);
    }

    static Controller controller(Random random) {
        List<Param> params = new ArrayList<>();
        for (String name : PARAMS) {
            if (random.nextBoolean()) {
                params.add(param(random, name));
            }
        }
        List<State> states = new ArrayList<>();
        for (String name : NAMES) {
            if (states.isEmpty() || random.nextInt(3) == 0) {
                states.add(state(random, name));
            }
        }
        Controller controller = new Controller(1, states.get(0).name(), random.nextBoolean() ? null : new Vec2(0, 0),
                random.nextBoolean() ? null : new Vec2(0, 200), pick(random, Ease.class), params, states, List.of(),
                Extras.NONE, Extras.NONE);
        List<Transition> transitions = new ArrayList<>();
        int count = random.nextInt(5);
        for (int i = 0; i < count; i++) {
            transitions.add(transition(random, controller));
        }
        return controller.withTransitions(transitions);
    }
}
