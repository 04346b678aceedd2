package dev.reel.edit.cmd;

import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;
import dev.reel.model.Controller;
import dev.reel.model.Key;
import dev.reel.model.Param;
import dev.reel.model.State;
import dev.reel.model.Track;
import dev.reel.model.Transition;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToLongFunction;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Asserts that a command changed only what it names: putting the named element back as it was must give the
 * original document exactly.
 */
final class Untouched {
    private Untouched() {
    }

    static void exceptTrack(Clip before, Clip after, long trackId) {
        assertThat(after.withTracks(replaced(after.tracks(), before.track(trackId), Track::id)))
                .as("everything but track " + trackId).isEqualTo(before);
    }

    static void exceptKey(Clip before, Clip after, long trackId, long keyId) {
        Track original = before.track(trackId);
        Track changed = after.track(trackId);
        Track restored = changed.withKeys(replaced(changed.keys(), original.key(keyId), Key::id));
        exceptTrack(before, after, trackId);
        assertThat(restored).as("track " + trackId + " but key " + keyId).isEqualTo(original);
    }

    static void exceptEvent(Clip before, Clip after, long eventId) {
        ClipEvent original = before.events().stream().filter(e -> e.id() == eventId).findFirst().orElseThrow();
        assertThat(after.withEvents(replaced(after.events(), original, ClipEvent::id)))
                .as("everything but event " + eventId).isEqualTo(before);
    }

    static void exceptState(Controller before, Controller after, long stateId) {
        State original = before.states().stream().filter(s -> s.id() == stateId).findFirst().orElseThrow();
        assertThat(after.withStates(replaced(after.states(), original, State::id)))
                .as("everything but state " + stateId).isEqualTo(before);
    }

    static void exceptTransition(Controller before, Controller after, long transitionId) {
        Transition original = before.transitions().stream().filter(t -> t.id() == transitionId).findFirst()
                .orElseThrow();
        assertThat(after.withTransitions(replaced(after.transitions(), original, Transition::id)))
                .as("everything but transition " + transitionId).isEqualTo(before);
    }

    static void exceptParam(Controller before, Controller after, long paramId) {
        Param original = before.params().stream().filter(p -> p.id() == paramId).findFirst().orElseThrow();
        assertThat(after.withParams(replaced(after.params(), original, Param::id)))
                .as("everything but param " + paramId).isEqualTo(before);
    }

    private static <E> List<E> replaced(List<E> items, E original, ToLongFunction<E> id) {
        List<E> result = new ArrayList<>(items);
        result.replaceAll(item -> id.applyAsLong(item) == id.applyAsLong(original) ? original : item);
        return result;
    }
}
