package dev.reel.runtime;

import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;
import dev.reel.model.Flipbook;
import dev.reel.model.Key;
import dev.reel.model.Named;
import dev.reel.model.OnEnd;
import dev.reel.model.Track;
import dev.reel.model.Value;

/**
 * The identity of a clip's content as a 64-bit FNV-1a hash, folded in this order: version, length, loop
 * word; the flipbook count, then per flipbook its path, fps (NaN when absent), durations, flips and sprite
 * paths (each list as its size then its items); the track count, then per track its path, property, kind,
 * authority, onEnd, root, numeric and keys (per key: time, value, interp, tangent, in, out); the event
 * count, then per event its time, name, payload (NaN when absent) and mode. Enumerations go in as their file
 * words, values as a tag (0 number, 1 bool, 2 symbol, 3 vector, 4 asset, -1 missing) then their content.
 * Ids, positions and comments are left out: they do not change how the clip plays.
 */
final class ClipFingerprint {
    private ClipFingerprint() {
    }

    static long of(Clip clip) {
        Fnv64 hash = new Fnv64();
        hash.addInt(clip.version()).addDouble(clip.length()).addString(word(clip.loop()));
        hash.addInt(clip.flipbooks().size());
        for (Flipbook flipbook : clip.flipbooks()) {
            hash.addString(flipbook.path()).addDouble(flipbook.fps() == null ? Double.NaN : flipbook.fps());
            hash.addInt(flipbook.durations().size());
            flipbook.durations().forEach(hash::addDouble);
            hash.addInt(flipbook.flipX().size());
            flipbook.flipX().forEach(hash::addBoolean);
            hash.addInt(flipbook.sprites().size());
            flipbook.sprites().forEach(hash::addString);
        }
        hash.addInt(clip.tracks().size());
        for (Track track : clip.tracks()) {
            hash.addString(track.path()).addString(track.property()).addString(word(track.kind()))
                    .addString(word(track.authority())).addString(onEnd(track.onEnd()))
                    .addBoolean(track.root()).addBoolean(track.numeric()).addInt(track.keys().size());
            for (Key key : track.keys()) {
                hash.addDouble(key.time());
                value(hash, key.value());
                hash.addString(word(key.interp())).addString(tangent(key));
                value(hash, key.in());
                value(hash, key.out());
            }
        }
        hash.addInt(clip.events().size());
        for (ClipEvent event : clip.events()) {
            hash.addDouble(event.time()).addString(event.name())
                    .addDouble(event.payload() == null ? Double.NaN : event.payload())
                    .addString(word(event.mode()));
        }
        return hash.value();
    }

    /** One word when both sides share a mode (as before sides had their own), else {@code in/out}. */
    private static String tangent(Key key) {
        return key.inTangent() == key.outTangent() ? word(key.inTangent())
                : word(key.inTangent()) + "/" + word(key.outTangent());
    }

    /**
     * A track without onEnd hashes as "hold", as before the word was told apart from an explicit one, so that
     * the state hashes of existing files stay; an explicit hold hashes differently.
     */
    private static String onEnd(OnEnd onEnd) {
        return onEnd == OnEnd.AUTO ? "hold" : onEnd == OnEnd.HOLD ? "hold (explicit)" : word(onEnd);
    }

    private static String word(Named named) {
        return named == null ? null : named.word();
    }

    private static void value(Fnv64 hash, Value value) {
        if (value instanceof Value.Num num) {
            hash.addInt(0).addDouble(num.value());
        } else if (value instanceof Value.Bool bool) {
            hash.addInt(1).addBoolean(bool.value());
        } else if (value instanceof Value.Symbol symbol) {
            hash.addInt(2).addString(symbol.name());
        } else if (value instanceof Value.Vec vec) {
            hash.addInt(3).addInt(vec.size());
            for (int lane = 0; lane < vec.size(); lane++) {
                hash.addDouble(vec.get(lane));
            }
        } else if (value instanceof Value.Asset asset) {
            hash.addInt(4).addString(asset.path());
        } else {
            hash.addInt(-1);
        }
    }
}
