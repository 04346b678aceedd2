package dev.reel.runtime;

import dev.reel.model.Diagnostic;
import dev.reel.model.LoopMode;
import dev.reel.model.Value;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Plays one clip at a time into an {@link AnimationTarget} on fixed steps, exactly per docs/formats.md.
 *
 * <p>Commands ({@link #play}, {@link #stop}, {@link #pause}, {@link #resume}, {@link #seek},
 * {@link #setSpeed}, {@link #setLoop}, {@link #reload}) are queued and take effect, in the order issued, on
 * the next {@link #step()}. Each step then: (1) applies the commands ({@link PlayerCommands}); (2) unless
 * Play, Seek or Pause took effect on it, or the player is paused, advances the play position s by
 * |dt × speed| (computed as {@code base + k·|dt × speed|} since the last Play, Seek or SetSpeed, so that
 * rounding does not pile up);
 * (3) samples every track at the clip time of s ({@link Timeline}) and writes the tracks written on fixed
 * steps; (4) fires the gameplay events in (s0, s1] ({@link EventScanner}), or those sitting exactly at the
 * start on Play's step; (5) for {@code once} when s reached L: clamps to L, restores {@code restore} tracks,
 * fires {@code Finished(0)} and stops; (6) computes the state hash. {@link #draw(double)} between steps
 * writes the presentation transform tracks at the interpolated position and fires presentation (and, in
 * the editor, preview) events the drawn position crosses.
 *
 * <p>Readings of points the rules leave open (docs/formats.md follows them):
 * <ul>
 *   <li>The mirror of a negative speed follows the current speed: a SetSpeed that flips the sign keeps s
 *       and so jumps from t to L - t. A once clip played backwards ends at time 0 (L mirrored).</li>
 *   <li>{@code playing} is false while paused, after Stop and from the step a once clip ends on.</li>
 *   <li>Resume's step advances (only Play's, Seek's and Pause's steps do not). Pause then Resume before
 *       one step: the step still does not advance.</li>
 *   <li>Stop's step does not advance; time and cycle keep their last values. Pause, Resume, Seek and Stop
 *       do nothing when no clip is playing; Play(null) with no clip does nothing.</li>
 *   <li>Seek keeps the cycle (pass) and clamps t into [0, L]; Seek(L) in loop lands on the next cycle's
 *       start (the rule "at an exact multiple of L the new cycle has begun").</li>
 *   <li>Play while another clip plays ends it without a Finished signal, restoring its restore tracks.
 *       Seek after Play before one step cancels the start events.</li>
 *   <li>A reimport ({@link #reload}) with other tracks stops a playing or paused player as Stop does
 *       (restore, {@code Finished(-1)}) and reports ANM008; with the same tracks the player keeps s, cycle
 *       and speed, and its restore tracks keep the values from before the first Play.</li>
 *   <li>Values are written before the step's events fire, so a listener sees the pose of the step;
 *       listeners may issue commands, which wait for the next step.</li>
 *   <li>Positions closer than 1e-9 s are the same position ({@link Timeline}): sixty steps of 1/60 s
 *       reach 1 s exactly, so a 1 s loop wraps (and its end event fires) on step 61, not 62.</li>
 *   <li>A gameplay event that would fire under unscaled time is delivered on draws, as presentation.</li>
 * </ul>
 *
 * <p>State hash: 64-bit FNV-1a ({@link Fnv64}, each value as 8 little-endian bytes) over, in order: the
 * constant 0x5245454C504C4159, playing (1/0), paused (1/0), the clip's {@link CompiledClip#contentHash()}
 * (0 with no clip), the loop mode in effect (ordinal: once 0, loop 1, pingPong 2), the Play's time domain
 * ordinal, speed, s, cycle and time as IEEE-754 bits (-0.0 as 0.0), the track count, then per track in
 * report order: on (1/0) and its value as last sampled or restored — the bits of each lane (a bool as
 * 1.0 or 0.0), or for an enum word or asset path the FNV-1a hash of its UTF-8 length and bytes. With no
 * clip, or after a reimport stopped the player (ANM008), the track count is 0 and no tracks follow.
 */
public final class ClipPlayer {
    /** {@link #finished()} when no Finished signal fired on the last step. */
    public static final int NOT_FINISHED = Integer.MIN_VALUE;
    /** A step without commands: no array is made for none. */
    private static final PlayerCommand[] NO_COMMANDS = new PlayerCommand[0];

    final AnimationTarget target;
    private final double fixedStep;
    private final List<PlayerCommand> pending = new ArrayList<>();
    final Set<Diagnostic> diagnostics = new LinkedHashSet<>();
    private final EventRelay relay = new EventRelay();
    private PlayerListener listener = new PlayerListener() { };
    private TimeDomain domain = TimeDomain.GAME;
    private boolean editor;
    private boolean replaying;

    // The run's state: the fields and methods that are not private are what PlayerCommands changes and calls.
    CompiledClip clip;
    BoundClip bound;
    TimeDomain runDomain = TimeDomain.GAME;
    boolean playing;
    boolean paused;
    double speed = 1;
    LoopMode loopOverride;
    double position;
    private double base;
    private long stepsSinceBase;
    double previousPosition;
    int cycle;
    private double time;
    private int finished = NOT_FINISHED;
    private long steps;
    private long hash;
    final DrawnWindow window = new DrawnWindow();

    /** A player writing into {@code target}, stepping {@code fixedStep} seconds (1/60 by default in games). */
    public ClipPlayer(AnimationTarget target, double fixedStep) {
        this.target = target;
        this.fixedStep = fixedStep;
        this.hash = PlayerValues.hash(this);
    }

    public void setListener(PlayerListener newListener) {
        listener = newListener == null ? new PlayerListener() { } : newListener;
    }

    /** The time domain; it applies from the next Play. */
    public void setTimeDomain(TimeDomain newDomain) {
        domain = newDomain;
    }

    /** Whether the player runs in the editor, where preview events fire. */
    public void setEditor(boolean inEditor) {
        editor = inEditor;
    }

    /** Whether steps are a replay, during which presentation events never fire. */
    public void setReplaying(boolean replay) {
        replaying = replay;
    }

    /** Plays {@code newClip} from the start on the next step; null replays the current clip. */
    public void play(CompiledClip newClip) {
        pending.add(new PlayerCommand(PlayerCommand.Type.PLAY, newClip, 0, null));
    }

    public void stop() {
        pending.add(PlayerCommand.of(PlayerCommand.Type.STOP));
    }

    public void pause() {
        pending.add(PlayerCommand.of(PlayerCommand.Type.PAUSE));
    }

    public void resume() {
        pending.add(PlayerCommand.of(PlayerCommand.Type.RESUME));
    }

    /** Jumps to clip time {@code t} on the next step without firing events. */
    public void seek(double t) {
        pending.add(new PlayerCommand(PlayerCommand.Type.SEEK, null, t, null));
    }

    public void setSpeed(double newSpeed) {
        pending.add(new PlayerCommand(PlayerCommand.Type.SPEED, null, newSpeed, null));
    }

    /** Overrides the clip's loop mode from the next step; null uses the clip's own. */
    public void setLoop(LoopMode mode) {
        pending.add(new PlayerCommand(PlayerCommand.Type.LOOP, null, 0, mode));
    }

    /** The clip was imported again: same tracks keep the player's place, other tracks stop it (ANM008). */
    public void reload(CompiledClip newClip) {
        pending.add(new PlayerCommand(PlayerCommand.Type.RELOAD, newClip, 0, null));
    }

    /** Applies any pending commands, then advances one fixed step. */
    public void step() {
        steps++;
        finished = NOT_FINISHED;
        previousPosition = position;
        PlayerCommand[] commands = pending.isEmpty() ? NO_COMMANDS : pending.toArray(NO_COMMANDS);
        pending.clear();
        int effect = PlayerCommands.apply(this, commands);
        boolean advance = (effect & PlayerCommands.ADVANCE) != 0;
        boolean start = (effect & PlayerCommands.START) != 0;
        if (playing) {
            run(advance && !paused, start);
        }
        if (target instanceof PosedTarget posed) {
            posed.settle();
        }
        hash = PlayerValues.hash(this);
    }

    private void run(boolean advance, boolean start) {
        double from = position;
        if (advance) {
            stepsSinceBase++;
            position = base + stepsSinceBase * Math.abs(fixedStep * speed);
        }
        LoopMode mode = loopMode();
        double length = clip.length();
        boolean ends = Timeline.effective(mode, length) == LoopMode.ONCE && Timeline.ended(position, length);
        if (ends) {
            position = Math.max(0, length);
        }
        cycle = Timeline.cycle(position, length, mode);
        time = Timeline.time(position, length, mode, speed < 0);
        bound.step(target, time);
        if (runDomain == TimeDomain.GAME) {
            if (advance) {
                relay.scan(this, from, false, position, EventRelay.GAMEPLAY);
            } else if (start) {
                relay.scan(this, 0, true, 0, EventRelay.GAMEPLAY);
            }
        }
        if (ends) {
            end();
            signalFinished(0);
        }
    }

    void begin(CompiledClip next) {
        if (playing) {
            end();
        }
        clip = next;
        runDomain = domain;
        bound = new BoundClip(next, target, runDomain, null, diagnostics::add);
        playing = true;
        paused = false;
        position = 0;
        previousPosition = 0;
        cycle = 0;
        rebase();
        window.start();
    }

    /** The run ends (Stop, a once clip's end, a Play over it): restore tracks get their old values back. */
    void end() {
        bound.end(target);
        playing = false;
        paused = false;
    }

    void rebase() {
        base = position;
        stepsSinceBase = 0;
    }

    void signalFinished(int finishedCycle) {
        finished = finishedCycle;
        if (finishedCycle != 0) {
            window.close();
        }
        listener.finished(finishedCycle);
    }

    /**
     * Draws at {@code alpha} (0..1) of the way from the previous step's position to the current one: writes
     * the presentation transform tracks at that time and fires presentation events (preview ones too in the
     * editor; gameplay ones under unscaled time) that the drawn position crossed since the last draw. It
     * never changes anything a step reads.
     */
    public void draw(double alpha) {
        if (clip == null || bound == null) {
            return;
        }
        double fraction = Math.max(0, Math.min(1, alpha));
        double drawn = previousPosition + fraction * (position - previousPosition);
        LoopMode mode = loopMode();
        if (playing) {
            bound.draw(target, Timeline.time(drawn, clip.length(), mode, speed < 0));
        }
        if (window.reaches(drawn) && !replaying) {
            relay.scan(this, window.from(), window.inclusive(), drawn, EventRelay.drawnModes(editor, runDomain));
        }
        window.advance(drawn, !playing && drawn >= position);
    }

    /** The loop mode in effect: the override, else the clip's. */
    LoopMode loopMode() {
        return loopOverride != null ? loopOverride : clip.loop();
    }

    /** Whether a clip is playing (false while paused, after Stop, and once a once clip has ended). */
    public boolean isPlaying() {
        return playing && !paused;
    }

    /** Whether a clip is playing or paused. */
    public boolean isActive() {
        return playing;
    }

    public boolean isPaused() {
        return paused;
    }

    /** The clip time of the last step. */
    public double time() {
        return time;
    }

    /** The loop cycle or pingPong pass of the last step (0 for once). */
    public int cycle() {
        return cycle;
    }

    /** The play position s: seconds travelled since Play. */
    public double position() {
        return position;
    }

    public double speed() {
        return speed;
    }

    public double fixedStep() {
        return fixedStep;
    }

    /** The Finished signal of the last step: 0, -1, or {@link #NOT_FINISHED}. */
    public int finished() {
        return finished;
    }

    /** How many steps have run. */
    public long steps() {
        return steps;
    }

    /** The state hash after the last step (see the class comment for its fields). */
    public long stateHash() {
        return hash;
    }

    /** The current clip (playing or last played), or null. */
    public CompiledClip clip() {
        return clip;
    }

    /** Whether the player's game state belongs in a world hash: false under unscaled time. */
    public boolean isPartOfGameState() {
        return runDomain == TimeDomain.GAME;
    }

    /** Player-time diagnostics so far (ANM001, ANM004–ANM008), each once, in the order found. */
    public List<Diagnostic> diagnostics() {
        return List.copyOf(diagnostics);
    }

    /** Track {@code index}'s value as the player last left it: sampled at the step's time, or restored. */
    public Value value(int index) {
        return PlayerValues.value(this, index);
    }

    /**
     * Lane {@code lane} of track {@code index}'s value as {@link #value} gives it (a bool as 1 or 0), without
     * allocating; 0 before any Play, after a reimport stopped the player, or for a track with no keys or a text.
     */
    public double lane(int index, int lane) {
        return PlayerValues.lane(this, index, lane);
    }

    /** Track {@code index}'s enum word or asset path as {@link #value} gives it, or null (see {@link #lane}). */
    public String text(int index) {
        return PlayerValues.text(this, index);
    }

    /** Whether track {@code index} of the current clip is on (not turned off by a diagnostic). */
    public boolean isTrackOn(int index) {
        return bound != null && bound.bindings.isOn(index);
    }

    PlayerListener listener() {
        return listener;
    }

    TimeDomain runDomain() {
        return runDomain;
    }

    /** The current binding, or null before any Play and after a reimport stopped the player. */
    BoundClip bound() {
        return bound;
    }
}
