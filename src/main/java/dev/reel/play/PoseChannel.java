package dev.reel.play;

import dev.reel.model.Kind;

/**
 * What a player's and an animator's channels share: the name, lanes and text flag fixed when the channel is looked
 * up, and the check that a lane read is inside the channel. Each says how it reads a lane and a text.
 */
abstract sealed class PoseChannel implements ReelChannel permits AnimatorChannel, PlayerChannel {
    private final String name;
    private final int lanes;
    private final boolean text;

    PoseChannel(String name, Kind kind) {
        this.name = name;
        this.lanes = kind.lanes();
        this.text = kind == Kind.ENUM || kind == Kind.ASSET_REF;
    }

    /** Lane {@code lane} (already checked to be inside the channel) as the runtime holds it now. */
    abstract double read(int lane);

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final int lanes() {
        return lanes;
    }

    @Override
    public final boolean isText() {
        return text;
    }

    @Override
    public final double value() {
        return lane(0);
    }

    @Override
    public final double lane(int lane) {
        if (lane < 0 || lane >= lanes) {
            throw new IndexOutOfBoundsException("lane " + lane + " of " + name + ", which has " + lanes);
        }
        return read(lane);
    }

    @Override
    public final String toString() {
        return name;
    }
}
