package dev.reel.edit;

import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;
import dev.reel.model.Condition;
import dev.reel.model.Controller;
import dev.reel.model.Flipbook;
import dev.reel.model.Key;
import dev.reel.model.Param;
import dev.reel.model.State;
import dev.reel.model.Track;
import dev.reel.model.Transition;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Gives a freshly read document the ids of the version it replaces, wherever an element still corresponds:
 * reading a file hands out new ids, and a source edit or an external reload must not turn every selected key
 * into a stale id, nor make an unchanged text look like a change. Tracks match by node path and property,
 * flipbooks by path, keys by time, events by name and time, states and parameters by name, transitions by
 * source and target, conditions by position; each in order of occurrence, the rest by position.
 */
public final class KeptIds {
    private KeptIds() {
    }

    /** {@code next} with the ids of the corresponding elements of {@code previous}. */
    public static Clip clip(Clip previous, Clip next) {
        List<Track> tracks = match(previous.tracks(), next.tracks(), track -> track.path() + "\0" + track.property(),
                (old, track) -> new Track(old.id(), track.path(), track.property(), track.kind(), track.authority(),
                        track.onEnd(), track.root(), track.numeric(), keys(old.keys(), track.keys()), track.extras()));
        List<Flipbook> flipbooks = match(previous.flipbooks(), next.flipbooks(), Flipbook::path,
                (old, book) -> new Flipbook(old.id(), book.path(), book.fps(), book.durations(), book.flipX(),
                        book.sprites(), book.extras()));
        List<ClipEvent> events = match(previous.events(), next.events(), event -> event.name() + "\0" + event.time(),
                (old, event) -> new ClipEvent(old.id(), event.time(), event.name(), event.payload(), event.mode(),
                        event.extras()));
        return new Clip(next.version(), next.length(), next.loop(), flipbooks, tracks, events, next.extras(),
                next.fileExtras(), next.rig());
    }

    /** {@code next} with the ids of the corresponding elements of {@code previous}. */
    public static Controller controller(Controller previous, Controller next) {
        List<Param> params = match(previous.params(), next.params(), Param::name,
                (old, param) -> new Param(old.id(), param.name(), param.kind(), param.defaultValue(), param.extras()));
        List<State> states = match(previous.states(), next.states(), State::name,
                (old, state) -> new State(old.id(), state.name(), state.clip(), state.speed(), state.loop(),
                        state.events(), state.pos(), state.extras(), state.tree()));
        List<Transition> transitions = match(previous.transitions(), next.transitions(),
                transition -> transition.from() + "\0" + transition.to(),
                (old, transition) -> new Transition(old.id(), transition.from(), transition.to(),
                        transition.duration(), transition.exitTime(), transition.interrupt(),
                        conditions(old.conditions(), transition.conditions()), transition.extras()));
        return new Controller(next.version(), next.entry(), next.entryPos(), next.anyPos(), next.ease(), params, states,
                transitions, next.extras(), next.fileExtras(), next.machines(), next.layers());
    }

    private static List<Key> keys(List<Key> previous, List<Key> next) {
        return match(previous, next, key -> Double.toString(key.time()),
                (old, key) -> new Key(old.id(), key.time(), key.value(), key.interp(), key.inTangent(), key.outTangent(), key.in(), key.out(),
                        key.extras()));
    }

    private static List<Condition> conditions(List<Condition> previous, List<Condition> next) {
        return match(previous, next, condition -> "",
                (old, condition) -> new Condition(old.id(), condition.param(), condition.op(), condition.value(),
                        condition.extras()));
    }

    /**
     * Pairs each element of {@code next} with the first unpaired element of {@code previous} of the same key;
     * elements left over on both sides pair by position. Paired elements take the old one's id.
     */
    private static <T> List<T> match(List<T> previous, List<T> next, Function<T, String> key,
                                     Reuse<T> reuse) {
        Map<String, List<Integer>> unpaired = new HashMap<>();
        for (int i = 0; i < previous.size(); i++) {
            unpaired.computeIfAbsent(key.apply(previous.get(i)), k -> new ArrayList<>()).add(i);
        }
        boolean[] used = new boolean[previous.size()];
        Integer[] pairs = new Integer[next.size()];
        for (int i = 0; i < next.size(); i++) {
            List<Integer> candidates = unpaired.get(key.apply(next.get(i)));
            if (candidates != null && !candidates.isEmpty()) {
                int old = candidates.remove(0);
                used[old] = true;
                pairs[i] = old;
            }
        }
        int cursor = 0;
        for (int i = 0; i < next.size(); i++) {
            if (pairs[i] != null) {
                continue;
            }
            while (cursor < previous.size() && used[cursor]) {
                cursor++;
            }
            if (cursor < previous.size()) {
                used[cursor] = true;
                pairs[i] = cursor;
            }
        }
        List<T> result = new ArrayList<>(next.size());
        for (int i = 0; i < next.size(); i++) {
            result.add(pairs[i] == null ? next.get(i) : reuse.apply(previous.get(pairs[i]), next.get(i)));
        }
        return result;
    }

    /** Builds the new element with the old one's id. */
    private interface Reuse<T> {
        T apply(T old, T fresh);
    }
}
