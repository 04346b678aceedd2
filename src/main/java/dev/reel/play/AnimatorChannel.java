package dev.reel.play;

import dev.reel.runtime.LayeredAnimator;

/** A channel of an animator's combined pose, read straight from the runtime's pose array. */
final class AnimatorChannel implements ReelChannel {
    private final LayeredAnimator animator;
    private final int channel;
    private final String name;
    private final int lanes;
    private final boolean text;

    AnimatorChannel(LayeredAnimator animator, int channel, String name) {
        this.animator = animator;
        this.channel = channel;
        this.name = name;
        this.lanes = animator.channelKind(channel).lanes();
        this.text = PlayerChannel.isText(animator.channelKind(channel));
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
        return text ? 0 : animator.lane(channel, lane);
    }

    @Override
    public String text() {
        return text ? animator.text(channel) : null;
    }

    @Override
    public String toString() {
        return name;
    }
}
