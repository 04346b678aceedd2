package dev.reel.runtime;

import dev.reel.model.Authority;
import dev.reel.model.ClipEvent;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.EventMode;
import dev.reel.model.Kind;
import dev.reel.model.OnEnd;
import dev.reel.model.Severity;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * One Play's tracks bound to a target: which tracks are on, the handle each writes through, which are
 * drawn (presentation transforms), and the values {@code onEnd=restore} tracks put back.
 *
 * <p>Checks, in this order per track, the first that applies turning the track off (except the static-body
 * warning): ANM005 node missing; ANM001 no property of that kind; ANM004 a property an earlier track that is
 * on already drives (the same property, or one a lane of the other: {@code A.color} and {@code A.color.r});
 * ANM006 transform track on a dynamic body, or a presentation one on a kinematic body (on a static body:
 * a warning, the track plays); ANM004 transform track on a node with a Motion 2D, or a property a tween
 * drives; ANM007 simulation track under unscaled time. Under unscaled time a clip with gameplay events
 * also gets ANM007. ANM007 is reported once per Play, at the first offender. Root-motion tracks are
 * sampled but never bound or written.
 */
final class TrackBindings {
    private final CompiledClip clip;
    private final int[] handles;
    private final boolean[] on;
    private final boolean[] drawn;
    private final double[] restoreNumbers;
    private final String[] restoreTexts;
    private final boolean[] restored;

    private TrackBindings(CompiledClip clip) {
        this.clip = clip;
        int count = clip.trackCount();
        this.handles = new int[count];
        this.on = new boolean[count];
        this.drawn = new boolean[count];
        this.restoreNumbers = new double[clip.valueSize()];
        this.restoreTexts = new String[count];
        this.restored = new boolean[count];
    }

    /**
     * Binds every track of {@code clip}; restore values come from {@code previous} for tracks it also had
     * (a reimport that keeps its place), otherwise from the target as it is now.
     */
    static TrackBindings bind(CompiledClip clip, AnimationTarget target, TimeDomain domain, TrackBindings previous,
                              Consumer<Diagnostic> report) {
        TrackBindings bindings = new TrackBindings(clip);
        List<Integer> driving = new ArrayList<>();
        Diagnostic unscaled = null;
        Map<String, Integer> previousTracks = new HashMap<>();
        if (previous != null) {
            for (int i = 0; i < previous.clip.trackCount(); i++) {
                previousTracks.putIfAbsent(signature(previous.clip.track(i)), i);
            }
        }
        for (int index = 0; index < clip.trackCount(); index++) {
            CompiledTrack track = clip.track(index);
            bindings.handles[index] = -1;
            if (track.root() || track.isEmpty()) {
                continue;
            }
            boolean isDrawn = PosedTarget.drawnOnly(target, track.path(), track.property(),
                    track.isTransform() && track.authority() == Authority.PRESENTATION);
            int handle = target.bind(track.path(), track.property(), track.kind(), isDrawn);
            String problem = null;
            Code code = null;
            if (handle == AnimationTarget.NO_NODE) {
                code = Code.ANM005;
                problem = "node \"" + track.path() + "\" of track \"" + track.target() + "\" is missing; the track is off";
            } else if (handle == AnimationTarget.NO_PROPERTY) {
                code = Code.ANM001;
                problem = "node \"" + track.path() + "\" has no " + track.kind().word() + " property \""
                        + track.property() + "\"; the track is off";
            } else {
                Integer earlier = overlapping(clip, driving, track);
                if (earlier != null) {
                    code = Code.ANM004;
                    CompiledTrack first = clip.track(earlier);
                    problem = "\"" + track.target() + "\" is already driven by \"" + first.target() + "\""
                            + (first.line() > 0 ? " (line " + first.line() + ")" : "") + "; this track is off";
                } else if (track.isTransform()) {
                    PhysicsBody body = target.body(track.path());
                    if (body == PhysicsBody.DYNAMIC
                            || (body == PhysicsBody.KINEMATIC && track.authority() == Authority.PRESENTATION)) {
                        code = Code.ANM006;
                        problem = "transform track \"" + track.target() + "\" on a " + word(body)
                                + " body is off";
                    } else if (body == PhysicsBody.STATIC) {
                        report.accept(new Diagnostic(Code.ANM006, Severity.WARNING, clip.file(), track.line(),
                                track.column(), "transform track \"" + track.target()
                                + "\" teleports a static body"));
                    }
                    if (code == null && target.hasMotion2D(track.path())) {
                        code = Code.ANM004;
                        problem = "\"" + track.target() + "\" is driven by the node's Motion 2D; the track is off";
                    }
                }
                if (code == null && target.drivenElsewhere(track.path(), track.property())) {
                    code = Code.ANM004;
                    problem = "\"" + track.target() + "\" is driven by a tween; the track is off";
                }
                if (code == null && domain == TimeDomain.UNSCALED && track.authority() == Authority.SIMULATION) {
                    if (unscaled == null) {
                        unscaled = Diagnostic.of(Code.ANM007, clip.file(), track.line(), track.column(),
                                "simulation track \"" + track.target() + "\" is off under unscaled time");
                    }
                    continue;
                }
            }
            if (code != null) {
                report.accept(Diagnostic.of(code, clip.file(), track.line(), track.column(), problem));
                continue;
            }
            bindings.on[index] = true;
            bindings.handles[index] = handle;
            bindings.drawn[index] = isDrawn;
            driving.add(index);
            if (track.onEnd() == OnEnd.RESTORE) {
                Integer old = previousTracks.get(signature(track));
                if (old != null && previous.on[old]) {
                    bindings.copyRestore(index, previous, old);
                } else {
                    bindings.capture(index, target);
                }
            }
        }
        if (domain == TimeDomain.UNSCALED && unscaled == null) {
            for (ClipEvent event : clip.events()) {
                if (event.mode() == null || event.mode() == EventMode.GAMEPLAY) {
                    unscaled = Diagnostic.of(Code.ANM007, clip.file(), event.extras().line(),
                            event.extras().column(), "gameplay event \"" + event.name()
                                    + "\" arrives as a presentation event under unscaled time");
                    break;
                }
            }
        }
        if (unscaled != null) {
            report.accept(unscaled);
        }
        return bindings;
    }

    private static String word(PhysicsBody body) {
        return body.name().toLowerCase(java.util.Locale.ROOT);
    }

    private static String signature(CompiledTrack track) {
        return track.target() + " " + track.kind().word();
    }

    /** The earlier driving track on the same property or on a whole/lane of it, or null. */
    private static Integer overlapping(CompiledClip clip, List<Integer> driving, CompiledTrack track) {
        for (int earlier : driving) {
            CompiledTrack other = clip.track(earlier);
            if (other.path().equals(track.path()) && (other.property().equals(track.property())
                    || other.property().startsWith(track.property() + ".")
                    || track.property().startsWith(other.property() + "."))) {
                return earlier;
            }
        }
        return null;
    }

    private void capture(int index, AnimationTarget target) {
        CompiledTrack track = clip.track(index);
        int handle = handles[index];
        switch (track.kind()) {
            case BOOL -> restoreNumbers[clip.offset(index)] = target.readBool(handle) ? 1 : 0;
            case ENUM, ASSET_REF -> restoreTexts[index] = target.readText(handle);
            default -> target.readNumbers(handle, restoreNumbers, clip.offset(index));
        }
    }

    private void copyRestore(int index, TrackBindings previous, int old) {
        System.arraycopy(previous.restoreNumbers, previous.clip.offset(old), restoreNumbers, clip.offset(index),
                clip.track(index).lanes());
        restoreTexts[index] = previous.restoreTexts[old];
    }

    /** Writes the sampled values of every track that is on and written on fixed steps. */
    void writeStep(AnimationTarget target, double[] values) {
        for (int index = 0; index < handles.length; index++) {
            if (on[index] && !drawn[index]) {
                write(target, index, values);
            }
        }
    }

    /** Writes the drawn (presentation transform) tracks from {@code values}. */
    void writeDrawn(AnimationTarget target, double[] values) {
        for (int index = 0; index < handles.length; index++) {
            if (on[index] && drawn[index]) {
                write(target, index, values);
            }
        }
    }

    boolean hasDrawnTracks() {
        for (int index = 0; index < handles.length; index++) {
            if (on[index] && drawn[index]) {
                return true;
            }
        }
        return false;
    }

    private void write(AnimationTarget target, int index, double[] values) {
        int offset = clip.offset(index);
        switch (clip.track(index).kind()) {
            case BOOL -> target.writeBool(handles[index], values[offset] != 0);
            case ENUM, ASSET_REF -> target.writeText(handles[index], clip.text((int) values[offset]));
            default -> target.writeNumbers(handles[index], values, offset);
        }
    }

    /**
     * The clip ended or stopped: restore tracks get their values from before Play back; drawn hold tracks
     * keep {@code last} (the values at the final time) on screen.
     */
    void end(AnimationTarget target, double[] last) {
        for (int index = 0; index < handles.length; index++) {
            if (!on[index]) {
                continue;
            }
            if (clip.track(index).onEnd() == OnEnd.RESTORE) {
                int offset = clip.offset(index);
                switch (clip.track(index).kind()) {
                    case BOOL -> target.writeBool(handles[index], restoreNumbers[offset] != 0);
                    case ENUM, ASSET_REF -> target.writeText(handles[index], restoreTexts[index]);
                    default -> target.writeNumbers(handles[index], restoreNumbers, offset);
                }
                restored[index] = true;
            } else if (drawn[index]) {
                write(target, index, last);
            }
        }
    }

    boolean isOn(int index) {
        return on[index];
    }

    boolean isDrawn(int index) {
        return drawn[index];
    }

    /** Whether track {@code index} now shows its restored value instead of a sampled one. */
    boolean isRestored(int index) {
        return restored[index];
    }

    double[] restoreNumbers() {
        return restoreNumbers;
    }

    String restoreText(int index) {
        return restoreTexts[index];
    }

    static boolean isText(Kind kind) {
        return kind == Kind.ENUM || kind == Kind.ASSET_REF;
    }
}
