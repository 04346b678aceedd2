package dev.reel.play;

import dev.reel.model.Kind;
import dev.reel.runtime.ClipPlayer;

/** A track of a clip player's pose, read from the player's sampled (or restored) values. */
final class PlayerChannel implements ReelChannel {
    private final ClipPlayer player;
    private final int track;
    private final String name;
    private final int lanes;
    private final boolean text;

    PlayerChannel(ClipPlayer player, int track, String name, Kind kind) {
        this.player = player;
        this.track = track;
        this.name = name;
        this.lanes = kind.lanes();
        this.text = isText(kind);
    }

    static boolean isText(Kind kind) {
        return kind == Kind.ENUM || kind == Kind.ASSET_REF;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public int lanes() {
        return lanes;
    }

    @Override
    public boolean isText() {
        return text;
    }

    @Override
    public double value() {
        return lane(0);
    }

    @Override
    public double lane(int lane) {
        if (lane < 0 || lane >= lanes) {
            throw new IndexOutOfBoundsException("lane " + lane + " of " + name + ", which has " + lanes);
        }
        return player.lane(track, lane);
    }

    @Override
    public String text() {
        return player.text(track);
    }

    @Override
    public String toString() {
        return name;
    }
}
