package dev.reel.io;

import dev.reel.doc.DocNode;
import dev.reel.doc.NodeSink;
import dev.reel.doc.Pos;
import dev.reel.model.Kind;
import dev.reel.model.Key;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns a clip's keys into model keys while the file is read, so that a clip of millions of keys is never held
 * as a syntax tree whole (a key node and its positions weigh about three times its model key). Only keys whose
 * track and clip headers settle everything a key needs are taken: the track's node path, property and kind and
 * the clip's length written in the headers. Any other key stays in the tree and is read as before. The result
 * is the same clip with the same diagnostics: each track's key diagnostics are kept aside and reported when
 * {@link ClipCodec} reads the track, so a file that turns out unreadable further down reports only that.
 */
final class StreamedKeys implements NodeSink {
    /** The keys taken from one track's block, in file order, with what reading them reported. */
    record Taken(KeyList keys, Report report) {
    }

    private final String file;
    private final Map<Pos, Taken> byTrack = new HashMap<>();
    /** The header the cached kind and length were worked out from (headers are compared by identity). */
    private DocNode trackHeader;
    private DocNode animHeader;
    private Kind kind;
    private Double length;
    /** Reads the keys of the track block being streamed (one reader per block, not per key). */
    private ClipReader reader;

    StreamedKeys(String file) {
        this.file = file;
    }

    @Override
    public boolean take(List<DocNode> open, DocNode node) {
        if (open.size() != 2 || !node.name().equals("key") || !open.get(0).name().equals("anim")
                || !open.get(1).name().equals("track")) {
            return false;
        }
        DocNode track = open.get(1);
        if (track != trackHeader || open.get(0) != animHeader) {
            trackHeader = track;
            animHeader = open.get(0);
            Report scratch = new Report(file);
            kind = ClipCodec.headerKind(track, scratch);
            length = ClipCodec.headerLength(animHeader, scratch);
            reader = null;
        }
        if (kind == null || length == null) {
            return false;
        }
        Taken taken = byTrack.computeIfAbsent(track.pos(), pos -> new Taken(new KeyList(), new Report(file)));
        if (reader == null) {
            reader = ClipReader.keys(taken.report(), length);
        }
        Key key = reader.key(node, kind);
        if (key != null) {
            taken.keys().add(key, node.pos());
        }
        return true;
    }

    /** What was taken from the block of the track read at {@code trackPos}, or null when nothing was. */
    Taken taken(Pos trackPos) {
        return byTrack.remove(trackPos);
    }
}
