package dev.reel.ui.playback;

import dev.reel.model.Clip;
import dev.reel.model.Kind;
import dev.reel.model.Properties;
import dev.reel.model.Track;
import dev.reel.model.Value;
import dev.reel.runtime.ClipSampler;
import dev.reel.runtime.CompiledClip;
import dev.reel.runtime.CompiledTrack;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A clip sampled at a time for the {@link PreviewRig}: compiled once per clip value by {@link ClipCompiles}
 * (lazily, on the first question; a big clip on a worker, its fields reading the clip compiled last meanwhile)
 * and sampled once per time, with the tracks found by node path and property — whole properties and
 * lane tracks ({@code transform.position.x}) alike, flipbooks as their sprite tracks.
 */
final class PosedClip {
    /** One compiled track that drives (part of) a field: its index and the lane it sets, -1 for all. */
    private record Part(int index, int lane) {
    }

    private final java.util.function.Function<Clip, CompiledClip> compiles;
    private final java.util.function.Function<Clip, ClipCompiles.Over> overs;
    private CompiledClip compiledFrom;
    private ClipSampler sampler;
    private Map<String, List<Part>> parts = Map.of();
    private double sampledAt = Double.NaN;
    /** The changed nodes compiled alone over the whole compile (a big clip being dragged), or null. */
    private ClipCompiles.Over overFrom;
    private ClipSampler overSampler;
    private Map<String, List<Part>> overParts = Map.of();
    private double overSampledAt = Double.NaN;

    /**
     * @param compiles the clip compiled, or null while it is not yet (then the fields read their base value)
     * @param overs    the nodes a big clip changed compiled alone, whose fields they give, or null
     */
    PosedClip(java.util.function.Function<Clip, CompiledClip> compiles,
              java.util.function.Function<Clip, ClipCompiles.Over> overs) {
        this.compiles = compiles;
        this.overs = overs;
    }

    /** {@code transform.position} for {@code transform.position.x}: the known property a lane belongs to. */
    static String wholeProperty(String property) {
        int dot = property.lastIndexOf('.');
        if (dot > 0 && Properties.kindOf(property.substring(0, dot)).isPresent()
                && Properties.kindOf(property).isPresent()) {
            return property.substring(0, dot);
        }
        return property;
    }

    /** The lane of {@code property} (of kind {@code kind}) that {@code track} on {@code path} animates, or -1. */
    static int laneOf(Track track, String path, String property, Kind kind) {
        if (!track.path().equals(path) || !track.property().startsWith(property + ".")) {
            return -1;
        }
        return Properties.laneIndex(kind, track.property().substring(property.length() + 1));
    }

    /** Equal values, numbers within a millionth (sampled bezier values are not exact). */
    static boolean same(Value first, Value second) {
        if (first instanceof Value.Num a && second instanceof Value.Num b) {
            return Math.abs(a.value() - b.value()) < 1e-6;
        }
        if (first instanceof Value.Vec a && second instanceof Value.Vec b && a.size() == b.size()) {
            for (int lane = 0; lane < a.size(); lane++) {
                if (Math.abs(a.get(lane) - b.get(lane)) >= 1e-6) {
                    return false;
                }
            }
            return true;
        }
        return java.util.Objects.equals(first, second);
    }

    boolean animates(Clip clip, String path, String property) {
        for (Track track : clip.tracks()) {
            if (track.path().equals(path) && (track.property().equals(property)
                    || wholeProperty(track.property()).equals(property))) {
                return true;
            }
        }
        return property.equals(Properties.SPRITE) && clip.flipbooks().stream().anyMatch(f -> f.path().equals(path))
                || property.equals(Properties.FLIP_X) && clip.flipbooks().stream()
                .anyMatch(f -> f.path().equals(path) && !f.flipX().isEmpty());
    }

    boolean hasWholeTrack(Clip clip, String path, String property) {
        return clip.tracks().stream().anyMatch(track -> track.path().equals(path)
                && track.property().equals(property));
    }

    /** The field's value at {@code time}: the clip's tracks applied over {@code base}. */
    Value value(Clip clip, double time, String path, String property, Value base) {
        if (!prepare(clip, time)) {
            return base;
        }
        ClipSampler from = sampler;
        List<Part> found;
        ClipCompiles.Over over = overs.apply(clip);
        if (over != null && over.paths().contains(path)) {
            found = overPart(over, time, path + ":" + property);
            from = overSampler;
        } else {
            found = parts.get(path + ":" + property);
        }
        if (found == null) {
            return base;
        }
        Value value = base;
        for (Part part : found) {
            Value sampled = from.value(part.index());
            if (part.lane() < 0) {
                value = sampled;
            } else if (value instanceof Value.Vec vec && sampled instanceof Value.Num num && part.lane() < vec.size()) {
                double[] lanes = vec.lanes();
                lanes[part.lane()] = num.value();
                value = new Value.Vec(lanes);
            }
        }
        return value;
    }

    /** The parts of field {@code key} in the changed nodes compiled alone, sampled at {@code time}. */
    private List<Part> overPart(ClipCompiles.Over over, double time, String key) {
        if (over != overFrom) {
            overSampler = new ClipSampler(over.clip());
            overParts = partsOf(over.clip());
            overFrom = over;
            overSampledAt = Double.NaN;
        }
        if (time != overSampledAt) {
            overSampler.sampleAll(time);
            overSampledAt = time;
        }
        return overParts.get(key);
    }

    /** The compiled tracks by {@code PATH:PROPERTY} of the whole property they drive. */
    private static Map<String, List<Part>> partsOf(CompiledClip compiled) {
        Map<String, List<Part>> found = new HashMap<>();
        for (int index = 0; index < compiled.trackCount(); index++) {
            CompiledTrack track = compiled.track(index);
            String whole = wholeProperty(track.property());
            int lane = -1;
            if (!whole.equals(track.property())) {
                Kind kind = Properties.kindOf(whole).orElseThrow();
                lane = Properties.laneIndex(kind, track.property().substring(whole.length() + 1));
            }
            found.computeIfAbsent(track.path() + ":" + whole, key -> new ArrayList<>()).add(new Part(index, lane));
        }
        return found;
    }

    /** Samples the clip at {@code time}; false when it is not compiled yet. */
    private boolean prepare(Clip clip, double time) {
        CompiledClip compiled = compiles.apply(clip);
        if (compiled == null) {
            return false;
        }
        if (compiled != compiledFrom) {
            sampler = new ClipSampler(compiled);
            parts = partsOf(compiled);
            compiledFrom = compiled;
            sampledAt = Double.NaN;
        }
        if (time != sampledAt) {
            sampler.sampleAll(time);
            sampledAt = time;
        }
        return true;
    }
}
