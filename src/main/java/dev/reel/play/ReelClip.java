package dev.reel.play;

import dev.reel.runtime.CompiledClip;
import dev.reel.runtime.CompiledTrack;
import dev.reel.runtime.rig.CompiledRig;

import java.util.ArrayList;
import java.util.List;

/**
 * A loaded, compiled clip: immutable, shared by every {@link ReelPlayer} made from it and safe to use from any
 * number of threads. Its keys, curves and events are held once here; each player holds only its place and pose.
 */
public final class ReelClip {
    final CompiledClip compiled;
    /** The rig it poses ({@code rig=asset(…)}), or null. */
    final CompiledRig rig;
    private final double fixedStep;
    private final List<ReelProblem> warnings;
    private final List<String> channels;

    ReelClip(CompiledClip compiled, CompiledRig rig, double fixedStep, List<ReelProblem> warnings) {
        this.compiled = compiled;
        this.rig = rig;
        this.fixedStep = fixedStep;
        this.warnings = List.copyOf(warnings);
        List<String> names = new ArrayList<>();
        for (int track = 0; track < compiled.trackCount(); track++) {
            names.add(name(compiled.track(track)));
        }
        this.channels = List.copyOf(names);
    }

    static String name(CompiledTrack track) {
        return track.path() + ":" + track.property();
    }

    /** The clip's file as the project names it. */
    public String name() {
        return compiled.file();
    }

    /** Its length in seconds. */
    public double length() {
        return compiled.length();
    }

    /** What it animates, as {@code PATH:PROPERTY}, a track each, in file order (see {@link ReelChannel}). */
    public List<String> channels() {
        return channels;
    }

    /** Whether it animates a rig: its players then pose one ({@link ReelPlayer#rigPose()}). */
    public boolean hasRig() {
        return rig != null;
    }

    /** The warnings loading it found (none for a clean file). */
    public List<ReelProblem> warnings() {
        return warnings;
    }

    /** A player of this clip at the project's fixed step, playing it from its first {@code step()}. */
    public ReelPlayer newPlayer() {
        return newPlayer(fixedStep);
    }

    /** A player of this clip stepping {@code fixedStep} seconds, playing it from its first {@code step()}. */
    public ReelPlayer newPlayer(double fixedStep) {
        if (!(fixedStep > 0) || Double.isInfinite(fixedStep)) {
            throw new IllegalArgumentException("the fixed step must be a number of seconds above 0, not " + fixedStep);
        }
        return new ReelPlayer(this, fixedStep);
    }
}
