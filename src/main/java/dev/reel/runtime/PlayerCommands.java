package dev.reel.runtime;

import dev.reel.model.Code;
import dev.reel.model.Diagnostic;

/**
 * What a {@link ClipPlayer}'s queued commands do at the start of its step, in the order issued (the rules and
 * their readings are in the player's class comment): Play begins a clip, Stop ends the run with
 * {@code Finished(-1)}, Pause and Resume, Seek keeps the cycle and moves the position, SetSpeed rebases the
 * position, SetLoop overrides the loop mode, and a reimport keeps the player's place or stops it (ANM008).
 */
final class PlayerCommands {
    /** {@link #apply}'s answer: the step advances the position. */
    static final int ADVANCE = 1;
    /** {@link #apply}'s answer: a Play took effect on the step and nothing since cancelled its start events. */
    static final int START = 2;

    private PlayerCommands() {
    }

    /** Applies {@code commands} to {@code p}; answers {@link #ADVANCE} and {@link #START} as they hold after them. */
    static int apply(ClipPlayer p, PlayerCommand[] commands) {
        boolean advance = true;
        boolean start = false;
        for (PlayerCommand command : commands) {
            switch (command.type()) {
                case PLAY -> {
                    CompiledClip next = command.clip() != null ? command.clip() : p.clip;
                    if (next != null) {
                        p.begin(next);
                        advance = false;
                        start = true;
                    }
                }
                case STOP -> {
                    if (p.playing) {
                        p.end();
                        p.signalFinished(-1);
                        advance = false;
                        start = false;
                    }
                }
                case PAUSE -> {
                    if (p.playing && !p.paused) {
                        p.paused = true;
                        advance = false;
                    }
                }
                case RESUME -> {
                    if (p.playing) {
                        p.paused = false;
                    }
                }
                case SEEK -> {
                    if (p.playing) {
                        p.position = Timeline.position(command.number(), p.cycle, p.clip.length(), p.loopMode(),
                                p.speed < 0);
                        p.rebase();
                        p.previousPosition = p.position;
                        p.window.jump(p.position);
                        advance = false;
                        start = false;
                    }
                }
                case SPEED -> {
                    p.rebase();
                    p.speed = command.number();
                }
                case LOOP -> p.loopOverride = command.loop();
                case RELOAD -> reload(p, command.clip());
            }
        }
        return (advance ? ADVANCE : 0) | (start ? START : 0);
    }

    /** The clip was imported again as {@code next}: the same tracks keep the player's place, others stop it. */
    private static void reload(ClipPlayer p, CompiledClip next) {
        if (next == null) {
            return;
        }
        if (p.clip == null || p.bound == null) {
            p.clip = next;
            return;
        }
        if (!p.clip.trackSignature().equals(next.trackSignature())) {
            if (p.playing) {
                p.diagnostics.add(Diagnostic.of(Code.ANM008, next.file(), next.source().extras().line(),
                        next.source().extras().column(), "the clip was reimported with other tracks; its player stopped"));
                p.end();
                p.signalFinished(-1);
            }
            p.clip = next;
            p.bound = null;
            return;
        }
        p.bound = new BoundClip(next, p.target, p.runDomain, p.bound, p.diagnostics::add);
        p.clip = next;
    }
}
