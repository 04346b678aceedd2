package dev.reel.runtime;

import dev.reel.model.Authority;
import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;
import dev.reel.model.EventMode;
import dev.reel.model.Extras;
import dev.reel.model.Flipbook;
import dev.reel.model.Ids;
import dev.reel.model.Interp;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.LoopMode;
import dev.reel.model.OnEnd;
import dev.reel.model.TangentMode;
import dev.reel.model.Track;
import dev.reel.model.Value;

import java.util.ArrayList;
import java.util.List;

/** Small builders for test clips. */
final class Clips {
    private Clips() {
    }

    static Key key(double time, double value) {
        return Key.of(time, new Value.Num(value));
    }

    static Key key(double time, double value, Interp interp) {
        return Key.of(time, new Value.Num(value)).withInterp(interp);
    }

    static Key key(double time, Value value) {
        return Key.of(time, value);
    }

    static Key free(double time, double value, double inDt, double inDv, double outDt, double outDv) {
        return Key.of(time, new Value.Num(value))
                .withTangent(TangentMode.FREE, Value.Vec.of(inDt, inDv), Value.Vec.of(outDt, outDv));
    }

    static Track track(String path, String property, Kind kind, Key... keys) {
        return new Track(Ids.next(), path, property, kind, Authority.PRESENTATION, OnEnd.AUTO, false, false,
                List.of(keys), Extras.NONE);
    }

    static Track track(String path, String property, Kind kind, Authority authority, OnEnd onEnd, Key... keys) {
        return new Track(Ids.next(), path, property, kind, authority, onEnd, false, false, List.of(keys),
                Extras.NONE);
    }

    static Track at(Track track, int line, int column) {
        return new Track(track.id(), track.path(), track.property(), track.kind(), track.authority(), track.onEnd(),
                track.root(), track.numeric(), track.keys(), Extras.at(line, column));
    }

    static Track numeric(Track track) {
        return new Track(track.id(), track.path(), track.property(), track.kind(), track.authority(), track.onEnd(),
                track.root(), true, track.keys(), track.extras());
    }

    static ClipEvent event(double time, String name) {
        return ClipEvent.of(time, name);
    }

    static ClipEvent event(double time, String name, Double payload, EventMode mode) {
        return new ClipEvent(Ids.next(), time, name, payload, mode, Extras.NONE);
    }

    static Flipbook flipbook(String path, Double fps, List<Double> durations, List<Boolean> flips,
                             String... sprites) {
        return new Flipbook(Ids.next(), path, fps, durations, flips, List.of(sprites), Extras.NONE);
    }

    static Clip clip(double length, LoopMode loop, List<Track> tracks, List<ClipEvent> events) {
        return new Clip(1, length, loop, List.of(), tracks, events, Extras.NONE, Extras.NONE);
    }

    static Clip clip(double length, LoopMode loop, List<Flipbook> flipbooks, List<Track> tracks,
                     List<ClipEvent> events) {
        return new Clip(1, length, loop, flipbooks, tracks, events, Extras.NONE, Extras.NONE);
    }

    static Clip clip(double length, LoopMode loop, Track... tracks) {
        return clip(length, loop, List.of(tracks), List.of());
    }

    static CompiledClip compiled(Track... tracks) {
        double length = 0;
        List<Track> list = new ArrayList<>(List.of(tracks));
        for (Track track : list) {
            for (Key key : track.keys()) {
                length = Math.max(length, key.time());
            }
        }
        return CompiledClip.compile(clip(length, LoopMode.ONCE, list, List.of()));
    }
}
