package dev.reel.runtime;

import java.util.ArrayList;
import java.util.List;

/** Records a player's signals as short strings: {@code Hit@2} (event name @ cycle), {@code Finished(0)}. */
final class Recorder implements PlayerListener {
    final List<String> signals = new ArrayList<>();
    final List<FiredEvent> events = new ArrayList<>();

    @Override
    public void event(FiredEvent event) {
        events.add(event);
        signals.add(event.name() + "@" + event.cycle());
    }

    @Override
    public void finished(int cycle) {
        signals.add("Finished(" + cycle + ")");
    }

    /** The signals since the last call, then forgets them. */
    List<String> take() {
        List<String> taken = List.copyOf(signals);
        signals.clear();
        events.clear();
        return taken;
    }
}
