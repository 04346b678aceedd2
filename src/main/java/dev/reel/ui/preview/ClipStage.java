package dev.reel.ui.preview;

import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;
import dev.reel.model.FrameTime;
import dev.reel.model.LoopMode;
import dev.reel.model.Value;
import dev.reel.preview.ExportFrames;
import dev.reel.preview.PoseSampler;
import dev.reel.runtime.CompiledClip;
import dev.reel.runtime.FixedStepClock;
import dev.reel.runtime.MemoryScene;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.playback.Playback;
import dev.reel.ui.playback.PreviewRig;

import java.util.List;
import java.util.Map;

/**
 * The focused clip in the preview: its node tree posed from the {@link PreviewRig} (rest values, the clip at a
 * time over them while Preview is on, edits waiting for K on top: what the inspector shows), and playing it —
 * real time turned into fixed steps of {@link Playback#STEP} times the speed by an accumulator, the time cursor
 * moved to the clip time of the last step (the documented mapping, {@link Playback#clipTime}) and the pose drawn at
 * the time between that step and the next, so motion is smooth at any frame rate. Scrubbing while it plays goes
 * on from the new cursor; a clip that plays once stops at its end.
 */
final class ClipStage {
    private final PreviewRig rig;
    private CompiledClip compiled;
    private List<Double> frameStarts = List.of();
    private FixedStepClock clock;
    private double travelled;
    private double lastSet = Double.NaN;
    private double drawn = Double.NaN;
    private String overridden;
    private Map<PreviewRig.Field, Value> overrides = Map.of();

    ClipStage(PreviewRig rig) {
        this.rig = rig;
    }

    /**
     * The clip compiled once per value (by the rig, which shares it with the Inspector's fields); while a big clip
     * compiles on a worker, the clip compiled last, or null before the first.
     */
    CompiledClip compiled(Clip clip) {
        CompiledClip now = rig.compiled(clip);
        if (now != compiled) {
            compiled = now;
            frameStarts = now == null ? List.of() : ExportFrames.frameTimes(now, LoopMode.ONCE, null, 1).starts();
        }
        return compiled;
    }

    /** Whether the stage is playing (between {@link #start} and {@link #stop}). */
    boolean playing() {
        return clock != null;
    }

    /**
     * Starts playing from the cursor, or from the start when a clip that plays once stands at its end; returns
     * the cursor to set (the same unless it restarts).
     */
    double start(Clip clip, double cursor, Playback playback) {
        boolean backwards = playback.speed() < 0;
        boolean atEnd = backwards ? cursor <= 0 : cursor >= clip.length();
        double from = cursor;
        if (playback.loopOf(clip) == LoopMode.ONCE && atEnd) {
            from = backwards ? clip.length() : 0;
        }
        travelled = Playback.travelledTo(from, clip.length(), backwards);
        clock = new FixedStepClock(Playback.STEP);
        lastSet = from;
        drawn = from;
        return from;
    }

    void stop() {
        clock = null;
        drawn = Double.NaN;
    }

    /**
     * Adds {@code seconds} of real time while playing. {@code cursor} is the document's cursor now (a scrub moves
     * it); returns the new cursor. The events the drawn time crossed are added to {@code crossed}.
     */
    double advance(Clip clip, double cursor, double seconds, Playback playback, List<ClipEvent> crossed) {
        boolean backwards = playback.speed() < 0;
        LoopMode loop = playback.loopOf(clip);
        double length = clip.length();
        if (cursor != lastSet) {
            travelled = Playback.travelledTo(cursor, length, backwards);
        }
        int steps = clock.advance(seconds);
        double rate = Math.abs(playback.speed());
        travelled += steps * Playback.STEP * rate;
        double previous = drawn;
        double ahead = travelled + clock.alpha() * Playback.STEP * rate;
        if (loop == LoopMode.ONCE) {
            ahead = Math.min(ahead, length);
        }
        drawn = Playback.clipTime(ahead, length, loop, backwards);
        lastSet = Playback.clipTime(travelled, length, loop, backwards);
        if (!Double.isNaN(previous)) {
            for (ClipEvent event : clip.events()) {
                if (crossedBetween(previous, drawn, event.time(), backwards)) {
                    crossed.add(event);
                }
            }
        }
        if (loop == LoopMode.ONCE && travelled >= length) {
            stop();
        }
        return lastSet;
    }

    /**
     * One frame of playback of {@code clip} in {@code focused}: starts, advances or stops the stage as the play
     * button says and moves the document's cursor. The events crossed go to {@code crossed}. Returns whether
     * the pose may have changed.
     */
    boolean play(OpenDocument<?> focused, Clip clip, double elapsed, Playback playback, List<ClipEvent> crossed) {
        if (!playback.playing() || clip == null) {
            boolean wasPlaying = playing();
            stop();
            if (playback.playing() && clip == null) {
                playback.setPlaying(false);
            }
            return wasPlaying;
        }
        if (!playing()) {
            focused.setTimeCursor(start(clip, focused.timeCursor(), playback));
            return false;
        }
        double cursor = advance(clip, focused.timeCursor(), elapsed, playback, crossed);
        focused.setTimeCursor(cursor);
        if (!playing()) {
            playback.setPlaying(false);
        }
        return true;
    }

    /** The clip time the pose is drawn at: between steps while playing, else the cursor. */
    double drawnTime(double cursor) {
        return playing() && !Double.isNaN(drawn) ? drawn : cursor;
    }

    /**
     * Whether moving from {@code from} to {@code to} passes {@code time}: forwards (or backwards) through it,
     * around the end of a loop when the time wrapped.
     */
    static boolean crossedBetween(double from, double to, double time, boolean backwards) {
        if (from == to) {
            return false;
        }
        if (!backwards) {
            return to > from ? time > from && time <= to : time > from || time <= to;
        }
        return to < from ? time < from && time >= to : time < from || time >= to;
    }

    /** The start of the flipbook frame after ({@code direction} 1) or before (-1) {@code time}, or a step. */
    double neighbourFrame(Clip clip, double time, int direction) {
        compiled(clip);
        double epsilon = 1e-9;
        if (frameStarts.size() > 1) {
            if (direction > 0) {
                for (double start : frameStarts) {
                    if (start > time + epsilon) {
                        return start;
                    }
                }
                return clip.length();
            }
            double before = 0;
            for (double start : frameStarts) {
                if (start < time - epsilon) {
                    before = start;
                }
            }
            return before;
        }
        // A step of the runtime's fixed rate, landing on that frame's one time as the dope sheet's frame keys do.
        double step = FrameTime.snap(time + direction * Playback.STEP, FrameTime.DEFAULT_RATE);
        return Math.max(0, Math.min(clip.length(), step));
    }

    /** How far apart the onion skins are: the flipbook frame at {@code time}, else a twelfth of a second. */
    double frameSpacing(Clip clip, double time) {
        compiled(clip);
        if (frameStarts.size() > 1) {
            double next = neighbourFrame(clip, time, 1);
            double previous = neighbourFrame(clip, next, -1);
            if (next > previous) {
                return next - previous;
            }
        }
        return 1.0 / ExportFrames.DEFAULT_FPS;
    }

    /** The scene the rig shows with the focused clip at clip time {@code time} (or no clip). */
    MemoryScene pose(Clip clip, double time, boolean previewing) {
        MemoryScene scene = new MemoryScene();
        for (String path : rig.nodes()) {
            MemoryScene.Node node = scene.node(path);
            for (PreviewRig.Field field : rig.fields(path)) {
                node.set(field.property(), field.kind(), rig.rest(path, field));
            }
        }
        CompiledClip posing = clip != null && previewing ? compiled(clip) : null;
        if (posing != null) {
            // Clip mode has no animator to take the root track as motion: it is drawn where it is keyed, so the
            // knight lunges as the Inspector's Position says and a drag of him moves him (docs/formats.md).
            new PoseSampler(posing, scene, true).pose(time);
            // A big clip being dragged: the nodes it changed, compiled alone, over the last whole compile.
            dev.reel.ui.playback.ClipCompiles.Over over = rig.compiledOver(clip);
            if (over != null) {
                new PoseSampler(over.clip(), scene, true).pose(time);
            }
        }
        for (String path : rig.nodes()) {
            for (PreviewRig.Field field : rig.fields(path)) {
                Value pending = rig.pending(path, field.property());
                if (pending != null) {
                    scene.node(path).set(field.property(), field.kind(), pending);
                }
            }
        }
        if (overridden != null) {
            overrides.forEach((field, value) -> scene.node(overridden).set(field.property(), field.kind(), value));
        }
        return scene;
    }

    /**
     * Shows {@code values} on node {@code path} over everything else while a gizmo drag lasts (the node follows
     * the mouse; nothing is keyed until the drag ends); null puts the clip back.
     */
    void override(String path, Map<PreviewRig.Field, Value> values) {
        overridden = path;
        overrides = path == null ? Map.of() : Map.copyOf(values);
    }
}
