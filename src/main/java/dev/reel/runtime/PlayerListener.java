package dev.reel.runtime;

/** Receives a {@link ClipPlayer}'s signals; both methods run inside {@code step()} or {@code draw()}. */
public interface PlayerListener {

    /** An event was reached (gameplay ones on fixed steps, presentation and preview ones when drawn). */
    default void event(FiredEvent event) {
    }

    /** A non-looping clip ended ({@code cycle} 0) or the player was stopped ({@code cycle} -1). */
    default void finished(int cycle) {
    }
}
