package dev.reel.play;

import dev.reel.model.ClipEvent;
import dev.reel.model.EventMode;
import dev.reel.runtime.AnimatorListener;
import dev.reel.runtime.CompiledController;
import dev.reel.runtime.FiredEvent;
import dev.reel.runtime.PlayerListener;

/**
 * Hands the runtime's signals to a game's {@link ReelEventListener}, allocating nothing: state names are made once
 * per layer, and an event's name and payload are the loaded clip's own objects.
 */
final class Relays {
    private static final ReelEventListener SILENT = (name, payload, mode) -> { };

    private Relays() {
    }

    static ReelEventListener orSilent(ReelEventListener listener) {
        return listener == null ? SILENT : listener;
    }

    static ReelEventMode mode(EventMode mode) {
        return mode == EventMode.GAMEPLAY ? ReelEventMode.GAMEPLAY : ReelEventMode.PRESENTATION;
    }

    static double payload(ClipEvent event) {
        Double payload = event.payload();
        return payload == null ? Double.NaN : payload;
    }

    /** One layer's signals, its states named as {@code reel replay} names them ({@code LAYER:STATE} above the base). */
    static final class Layer implements AnimatorListener {
        private final String[] stateNames;
        ReelEventListener listener = SILENT;

        /** {@code stateNames}: the layer's states ({@link #names}), shared by its controller's animators. */
        Layer(String[] stateNames) {
            this.stateNames = stateNames;
        }

        /** The states of {@code layer}, each named {@code prefix + name}. */
        static String[] names(CompiledController layer, String prefix) {
            String[] names = new String[layer.stateCount()];
            for (int state = 0; state < names.length; state++) {
                names[state] = prefix + layer.stateName(state);
            }
            return names;
        }

        @Override
        public void stateEntered(int state) {
            listener.entered(stateNames[state]);
        }

        @Override
        public void stateExited(int state) {
            listener.exited(stateNames[state]);
        }

        @Override
        public void event(int state, ClipEvent event, EventMode mode, int cycle) {
            if (mode != EventMode.PREVIEW) {
                listener.event(event.name(), payload(event), mode(mode));
            }
        }
    }

    /** A clip player's events. */
    static final class Player implements PlayerListener {
        ReelEventListener listener = SILENT;

        @Override
        public void event(FiredEvent event) {
            if (event.mode() != EventMode.PREVIEW) {
                listener.event(event.name(), payload(event.event()), mode(event.mode()));
            }
        }
    }
}
