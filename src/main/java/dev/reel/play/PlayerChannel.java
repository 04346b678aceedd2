package dev.reel.play;

import dev.reel.model.Kind;
import dev.reel.runtime.ClipPlayer;

/** A track of a clip player's pose, read from the player's sampled (or restored) values. */
final class PlayerChannel extends PoseChannel {
    private final ClipPlayer player;
    private final int track;

    PlayerChannel(ClipPlayer player, int track, String name, Kind kind) {
        super(name, kind);
        this.player = player;
        this.track = track;
    }

    @Override
    double read(int lane) {
        return player.lane(track, lane);
    }

    @Override
    public String text() {
        return player.text(track);
    }
}
