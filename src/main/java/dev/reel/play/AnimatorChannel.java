package dev.reel.play;

import dev.reel.runtime.LayeredAnimator;

/** A channel of an animator's combined pose, read straight from the runtime's pose array. */
final class AnimatorChannel extends PoseChannel {
    private final LayeredAnimator animator;
    private final int channel;

    AnimatorChannel(LayeredAnimator animator, int channel, String name) {
        super(name, animator.channelKind(channel));
        this.animator = animator;
        this.channel = channel;
    }

    @Override
    double read(int lane) {
        return isText() ? 0 : animator.lane(channel, lane);
    }

    @Override
    public String text() {
        return isText() ? animator.text(channel) : null;
    }
}
