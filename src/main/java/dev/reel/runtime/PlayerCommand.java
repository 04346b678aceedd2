package dev.reel.runtime;

import dev.reel.model.LoopMode;

/** A command queued on a {@link ClipPlayer} until its next step. */
record PlayerCommand(Type type, CompiledClip clip, double number, LoopMode loop) {

    enum Type { PLAY, STOP, PAUSE, RESUME, SEEK, SPEED, LOOP, RELOAD }

    /** A command that carries nothing but its type. */
    static PlayerCommand of(Type type) {
        return new PlayerCommand(type, null, 0, null);
    }
}
