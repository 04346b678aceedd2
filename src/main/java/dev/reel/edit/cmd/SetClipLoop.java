package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.Clip;
import dev.reel.model.LoopMode;

import java.util.Objects;

/** Sets what a clip does at its end: play once, loop or ping-pong. */
public record SetClipLoop(LoopMode loop) implements Command<Clip> {

    public SetClipLoop {
        Objects.requireNonNull(loop, "loop");
    }

    @Override
    public String label() {
        return "Set clip loop to " + loop.word();
    }

    @Override
    public Clip apply(Clip clip) {
        return clip.withLoop(loop);
    }
}
