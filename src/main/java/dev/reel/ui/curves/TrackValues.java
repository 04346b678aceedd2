package dev.reel.ui.curves;

import dev.reel.model.Clip;
import dev.reel.model.LoopMode;
import dev.reel.model.Track;
import dev.reel.model.Value;
import dev.reel.runtime.ClipSampler;
import dev.reel.runtime.CompiledClip;

import java.util.List;

/** The value one track plays at a time, sampled by the runtime (a double-click adds a key that changes nothing). */
public final class TrackValues {
    private TrackValues() {
    }

    /** The track's value at {@code time}, or null when it has no keys. */
    public static Value at(Track track, double time) {
        if (track.keys().isEmpty()) {
            return null;
        }
        double end = Math.max(time, track.keys().get(track.keys().size() - 1).time());
        Clip alone = Clip.empty(end, LoopMode.ONCE).withTracks(List.of(track));
        ClipSampler sampler = new ClipSampler(CompiledClip.compile(alone));
        sampler.sample(0, time);
        Value value = sampler.value(0);
        if (value instanceof Value.Num num && track.kind() == dev.reel.model.Kind.INT32) {
            return new Value.Num(Math.rint(num.value()));
        }
        return value;
    }
}
