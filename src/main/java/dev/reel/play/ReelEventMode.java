package dev.reel.play;

/** When an event is delivered (docs/formats.md, "Events"). */
public enum ReelEventMode {
    /** On the fixed step that reaches it, inside {@code step()}: game logic (damage, footstep dust a rule reads). */
    GAMEPLAY,
    /** On the draw that shows it, inside {@code draw(alpha)}: sounds and effects, never part of the game state. */
    PRESENTATION
}
