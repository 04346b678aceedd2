package dev.reel.runtime;

/** Which clock a player runs on (docs/formats.md, "Playing a clip"). */
public enum TimeDomain {
    /** Game time: fixed steps that stop while the game is paused; part of the game state. */
    GAME,
    /**
     * Real time, running while the game is paused (menus): not part of the game state, so simulation
     * tracks are off and gameplay events arrive as presentation events (ANM007).
     */
    UNSCALED
}
