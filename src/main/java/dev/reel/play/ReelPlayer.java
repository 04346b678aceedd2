package dev.reel.play;

import dev.reel.runtime.ClipPlayer;
import dev.reel.runtime.CompiledTrack;
import dev.reel.runtime.MemoryScene;
import dev.reel.runtime.rig.RigPose;
import dev.reel.runtime.rig.RigTarget;

/**
 * Plays one {@link ReelClip} on fixed steps, exactly as {@code reel play} does (docs/formats.md, "Playing"): the
 * clip plays from its start on the first {@link #step()}; commands ({@link #restart}, {@link #stop},
 * {@link #pause}, {@link #resume}, {@link #seek}, {@link #setSpeed}) take effect on the next step, in the order
 * given. Read the pose through {@link #channel}; gameplay events arrive during {@code step()}, presentation events
 * during {@link #draw}.
 *
 * <p>A player belongs to one thread at a time; its clip is shared. A step allocates nothing.
 */
public final class ReelPlayer {
    private final ReelClip clip;
    private final ClipPlayer player;
    private final RigTarget rig;
    private final Relays.Player relay = new Relays.Player();

    ReelPlayer(ReelClip clip, double fixedStep) {
        this.clip = clip;
        // As reel play: a scene in which every path is a node and every property exists, with the clip's rig posed.
        this.rig = clip.rig == null ? null : new RigTarget(clip.rig, MemoryScene.open());
        this.player = new ClipPlayer(rig == null ? MemoryScene.open() : rig, fixedStep);
        player.setListener(relay);
        player.play(clip.compiled);
    }

    /** The clip it plays. */
    public ReelClip clip() {
        return clip;
    }

    /**
     * The rig as posed on the last step (bone world transforms, slots, draw order, skinned vertices; docs/formats.md
     * "Posing a rig"), or null when the clip animates no rig. The same object on every step: read it after
     * {@code step()}.
     */
    public RigPose rigPose() {
        return rig == null ? null : rig.pose();
    }

    /** Where events go (null: nowhere). */
    public void setEventListener(ReelEventListener listener) {
        relay.listener = Relays.orSilent(listener);
    }

    /** Runs one fixed step: applies the commands given since the last one, advances, samples, fires gameplay events. */
    public void step() {
        player.step();
    }

    /**
     * Draws at {@code alpha} (0..1) of the way from the previous step to this one: fires the presentation events
     * the drawn position crossed since the last draw. A game that renders once per step calls {@code draw(1)}
     * after each {@code step()}; one that renders more often passes how far it is between steps.
     */
    public void draw(double alpha) {
        player.draw(alpha);
    }

    /** Plays the clip again from its start on the next step. */
    public void restart() {
        player.play(clip.compiled);
    }

    /** Stops on the next step (restoring what {@code onEnd=restore} tracks changed). */
    public void stop() {
        player.stop();
    }

    /** Pauses on the next step: time stands still and nothing fires until {@link #resume}. */
    public void pause() {
        player.pause();
    }

    /** Resumes a paused clip on the next step. */
    public void resume() {
        player.resume();
    }

    /** Jumps to clip time {@code seconds} on the next step, firing no events. */
    public void seek(double seconds) {
        player.seek(seconds);
    }

    /** Plays at {@code speed} times (negative: backwards) from the next step. */
    public void setSpeed(double speed) {
        player.setSpeed(speed);
    }

    /** Whether the clip is playing (false while paused, after stop, and once a clip that does not loop ended). */
    public boolean isPlaying() {
        return player.isPlaying();
    }

    /** The clip time of the last step, in seconds. */
    public double time() {
        return player.time();
    }

    /** The loop cycle (or pingPong pass) of the last step. */
    public int cycle() {
        return player.cycle();
    }

    /** How many steps have run. */
    public long steps() {
        return player.steps();
    }

    /**
     * The state hash after the last step: 64 bits over everything a step depends on, the same as {@code reel play}
     * prints on every JVM and platform. Compare it across machines to find where lockstep or a rollback diverged.
     */
    public long stateHash() {
        return player.stateHash();
    }

    /**
     * The pose channel {@code pathProperty} ({@code PATH:PROPERTY}, one of {@link ReelClip#channels()}): look it up
     * once, read it on every step.
     *
     * @throws IllegalArgumentException when the clip does not animate it
     */
    public ReelChannel channel(String pathProperty) {
        int index = clip.channels().indexOf(pathProperty);
        if (index < 0) {
            throw new IllegalArgumentException("the clip " + clip.name() + " does not animate \"" + pathProperty
                    + "\"; it animates " + clip.channels());
        }
        CompiledTrack track = clip.compiled.track(index);
        return new PlayerChannel(player, index, pathProperty, track.kind());
    }
}
