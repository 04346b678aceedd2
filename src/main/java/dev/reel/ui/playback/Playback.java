package dev.reel.ui.playback;

import dev.reel.model.Clip;
import dev.reel.model.LoopMode;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * The window's play and record switches, shared by the dope sheet, the inspector and the preview: whether the
 * focused clip plays, its loop override and speed, Preview (show the clip at the time cursor on the
 * {@link PreviewRig} without changing any document), Rec (edits of node fields become keys) and Auto Key (a
 * recorded edit keys at once; off, it waits for K). One per window; panels get it from the shell's panel context.
 *
 * <p>Who moves the time cursor while {@link #playingProperty() playing}: the {@link PlaybackClock} until the
 * preview panel takes over stepping (see {@link PlaybackClock#handOver()}). Either way the cursor follows
 * {@link #clipTime}, the mapping of the seconds travelled since Play to a clip time.
 */
public final class Playback {
    /** The fixed step time advances by while playing, as the runtime's default. */
    public static final double STEP = 1.0 / 60;

    private final BooleanProperty playing = new SimpleBooleanProperty(this, "playing", false);
    private final ObjectProperty<LoopMode> loopOverride = new SimpleObjectProperty<>(this, "loopOverride");
    private final DoubleProperty speed = new SimpleDoubleProperty(this, "speed", 1);
    private final BooleanProperty preview = new SimpleBooleanProperty(this, "preview", true);
    private final BooleanProperty rec = new SimpleBooleanProperty(this, "rec", false);
    private final BooleanProperty autoKey = new SimpleBooleanProperty(this, "autoKey", true);

    /** Whether the focused clip is playing; Space in the dope sheet toggles it. */
    public BooleanProperty playingProperty() {
        return playing;
    }

    public boolean playing() {
        return playing.get();
    }

    public void setPlaying(boolean value) {
        playing.set(value);
    }

    /** The loop mode playback uses instead of the clip's, or null for the clip's own. */
    public ObjectProperty<LoopMode> loopOverrideProperty() {
        return loopOverride;
    }

    /** Playback speed: 1 is real time, negative plays backwards. */
    public DoubleProperty speedProperty() {
        return speed;
    }

    public double speed() {
        return speed.get();
    }

    /** Preview: the rig shows the focused clip at the time cursor (on by default). */
    public BooleanProperty previewProperty() {
        return preview;
    }

    public boolean previewing() {
        return preview.get();
    }

    /** Rec: an edit of a node field in the inspector (or a drag in the preview) becomes a key at the cursor. */
    public BooleanProperty recProperty() {
        return rec;
    }

    public boolean recording() {
        return rec.get();
    }

    /** Auto Key: with Rec on, a recorded edit is keyed at once (on by default); off, it waits for K. */
    public BooleanProperty autoKeyProperty() {
        return autoKey;
    }

    public boolean autoKey() {
        return autoKey.get();
    }

    /** The loop mode {@code clip} plays with now: the override, else its own. */
    public LoopMode loopOf(Clip clip) {
        LoopMode override = loopOverride.get();
        if (override != null) {
            return override;
        }
        return clip.loop() == null ? LoopMode.ONCE : clip.loop();
    }

    /**
     * The clip time after travelling {@code travelled} seconds since Play (docs/formats.md): {@code once} stops at the
     * length, {@code loop} wraps, {@code pingPong} runs forward then back; with a negative speed every mapping
     * is mirrored. A clip of length 0 stays at 0.
     */
    public static double clipTime(double travelled, double length, LoopMode loop, boolean backwards) {
        if (!(length > 0)) {
            return 0;
        }
        double s = Math.max(0, travelled);
        double time = switch (loop) {
            case ONCE -> Math.min(s, length);
            case LOOP -> s - Math.floor(s / length) * length;
            case PING_PONG -> {
                long pass = (long) Math.floor(s / length);
                double local = s - pass * length;
                yield pass % 2 == 0 ? local : length - local;
            }
        };
        return backwards ? length - time : time;
    }

    /** The seconds travelled that {@link #clipTime} maps to {@code time} on the first pass. */
    public static double travelledTo(double time, double length, boolean backwards) {
        return backwards ? length - time : time;
    }
}
