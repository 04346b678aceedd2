package dev.reel.io;

import dev.reel.doc.DocNode;
import dev.reel.doc.DocValue;
import dev.reel.doc.Numbers;
import dev.reel.model.Authority;
import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;
import dev.reel.model.Code;
import dev.reel.model.EventMode;
import dev.reel.model.Extras;
import dev.reel.model.Flipbook;
import dev.reel.model.Ids;
import dev.reel.model.Interp;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.LoopMode;
import dev.reel.model.Named;
import dev.reel.model.OnEnd;
import dev.reel.model.Properties;
import dev.reel.model.TangentMode;
import dev.reel.model.Track;
import dev.reel.model.Value;

import java.util.ArrayList;
import java.util.List;

/**
 * The reading of one clip file for {@link ClipCodec}, with the report it fills; {@link StreamedKeys} keeps one per
 * track block to read the keys it takes as the file is read.
 */
final class ClipReader {
    private final Report report;
    /** The keys taken while the file was read, or null. */
    private final StreamedKeys streamed;
    private double length;

    ClipReader(Report report, StreamedKeys streamed) {
        this.report = report;
        this.streamed = streamed;
    }

    /** A reader of the keys of one track block, in a clip of {@code length}, reporting to {@code report}. */
    static ClipReader keys(Report report, double length) {
        ClipReader reader = new ClipReader(report, null);
        reader.length = length;
        return reader;
    }

    /** A track's node path, property and kind as its header gives them; null parts were reported. */
    record TrackHead(String path, String property, Kind kind) {
        /** Whether the track can be read: its path, property and kind are all known. */
        boolean readable() {
            return path != null && property != null && kind != null;
        }
    }

    /**
     * Reads the part of a track's header that every key of it needs: the node path, {@code prop=} and
     * {@code kind=}, reporting what is missing or wrong. The reading of the track and {@link ClipCodec#headerKind}
     * (which settles whether keys can be read as the file streams by) both read it here.
     */
    TrackHead trackHead(DocNode node, Fields fields) {
        String path = fields.label(0, "the node path", Code.ANM001);
        fields.extraArguments(1, Code.ANM001);
        if (!fields.has("prop")) {
            report.add(Code.ANM001, node.pos(), "'track' needs prop=\"Component.Field\"");
        }
        String property = fields.string("prop", Code.ANM001);
        DocValue kindValue = fields.take("kind");
        return new TrackHead(path, property, kind(node, kindValue, property));
    }

    Clip clip(DocNode node, Extras fileExtras) {
        Fields fields = new Fields(node, report);
        fields.extraArguments(0, Code.ANM001);
        int version = Header.version(fields, ClipCodec.VERSION, Code.ANM001, report);
        if (!fields.has("length")) {
            report.add(Code.ANM001, node.pos(), "'anim' needs length= in seconds");
        }
        Double lengthValue = fields.number("length", Code.ANM001);
        length = lengthValue == null ? 0 : lengthValue;
        if (length < 0) {
            report.add(Code.ANM001, node.pos(), "length " + Numbers.format(length)
                    + " is negative");
            length = 0;
        }
        LoopMode loop = fields.word("loop", LoopMode.class, Code.ANM001);
        String rig = rig(fields.take("rig"));
        List<Flipbook> flipbooks = new ArrayList<>();
        List<Track> tracks = new ArrayList<>();
        List<ClipEvent> events = new ArrayList<>();
        for (DocNode child : fields.children()) {
            switch (child.name()) {
                case "frames" -> add(flipbooks, flipbook(child));
                case "track" -> add(tracks, track(child));
                case "event" -> add(events, event(child));
                default -> fields.unknownChild(child);
            }
        }
        return new Clip(version, length, loop == null ? LoopMode.ONCE : loop, flipbooks, tracks, events,
                fields.extras(), fileExtras, rig);
    }

    /** The clip's {@code rig=asset("....aerig")}, or null when absent or not that (reported). */
    private String rig(DocValue value) {
        if (value == null) {
            return null;
        }
        String path = Values.assetPath(value);
        if (path == null || !path.toLowerCase(java.util.Locale.ROOT).endsWith(".aerig")) {
            report.add(Code.ANM001, value.pos(), "rig must be asset(\"PATH.aerig\"), not " + Values.show(value));
            return null;
        }
        return path;
    }

    private static <T> void add(List<T> list, T item) {
        if (item != null) {
            list.add(item);
        }
    }

    private Flipbook flipbook(DocNode node) {
        Fields fields = new Fields(node, report);
        String path = fields.label(0, "the node path", Code.ANM001);
        fields.extraArguments(1, Code.ANM001);
        Double fps = fields.number("fps", Code.ANM001);
        DocValue durationsValue = fields.take("durations");
        DocValue flipValue = fields.take("flipX");
        DocValue spritesValue = fields.require("sprites", Code.ANM001);
        List<String> sprites = new ArrayList<>();
        if (spritesValue instanceof DocValue.Arr arr) {
            for (DocValue item : arr.items()) {
                String sprite = Values.assetPath(item);
                if (sprite == null) {
                    report.add(Code.ANM001, item.pos(), "a sprite must be asset(\"path\"), not " + Values.show(item));
                    return null;
                }
                sprites.add(sprite);
            }
        } else if (spritesValue != null) {
            report.add(Code.ANM001, spritesValue.pos(), "sprites must be an array of asset(\"path\")");
            return null;
        }
        if (fps != null && fps <= 0) {
            report.add(Code.ANM001, node.pos(), "fps must be above 0, not " + Numbers.format(fps));
            return null;
        }
        List<Double> durations = new ArrayList<>();
        if (durationsValue != null) {
            if (fps != null) {
                report.add(Code.ANM001, durationsValue.pos(), "'frames' takes fps= or durations=, not both");
                return null;
            }
            double[] numbers = Values.numbers(durationsValue, sprites.size(),
                    "durations (one per sprite)", Code.ANM001, report);
            if (numbers == null) {
                return null;
            }
            for (double duration : numbers) {
                if (duration <= 0) {
                    report.add(Code.ANM001, durationsValue.pos(), "every duration must be above 0");
                    return null;
                }
                durations.add(duration);
            }
        }
        List<Boolean> flips = new ArrayList<>();
        if (flipValue != null) {
            if (!(flipValue instanceof DocValue.Arr arr) || arr.items().size() != sprites.size()) {
                report.add(Code.ANM001, flipValue.pos(), "flipX must hold one true/false per sprite ("
                        + sprites.size() + ")");
                return null;
            }
            for (DocValue item : arr.items()) {
                if (!(item instanceof DocValue.Bool bool)) {
                    report.add(Code.ANM001, item.pos(), "flipX must hold true or false, not " + Values.show(item));
                    return null;
                }
                flips.add(bool.value());
            }
        }
        if (path == null || spritesValue == null) {
            return null;
        }
        Flipbook flipbook = new Flipbook(Ids.next(), path, fps, durations, flips, sprites, fields.extras());
        for (int i = 0; i < sprites.size(); i++) {
            double start = flipbook.frameStart(i);
            if (start > length + 1e-9) {
                report.add(Code.ANM002, node.pos(), "frame " + i + " starts at "
                        + Numbers.format(start) + " s, after the clip's length "
                        + Numbers.format(length) + " s");
                break;
            }
        }
        return flipbook;
    }

    private Track track(DocNode node) {
        Fields fields = new Fields(node, report);
        TrackHead head = trackHead(node, fields);
        String path = head.path();
        String property = head.property();
        Kind kind = head.kind();
        Authority authority = fields.word("authority", Authority.class, Code.ANM001);
        OnEnd onEnd = fields.word("onEnd", OnEnd.class, Code.ANM001);
        Boolean root = fields.bool("root", Code.ANM001);
        Boolean numeric = fields.bool("numeric", Code.ANM001);
        boolean readable = head.readable();
        if (readable && Boolean.TRUE.equals(root)
                && !(path.isEmpty() && property.equals(Properties.POSITION) && kind == Kind.VEC2)) {
            report.add(Code.ANM001, node.pos(), "root=true is only for track \"\" prop=\""
                    + Properties.POSITION + "\" kind=vec2");
        }
        if (readable && Boolean.TRUE.equals(numeric) && kind != Kind.INT32) {
            report.add(Code.ANM001, node.pos(), "numeric=true is only for kind=int32");
        }
        KeyList keyList = new KeyList();
        StreamedKeys.Taken taken = streamed == null ? null : streamed.taken(node.pos());
        if (taken != null && readable) {
            keyList.addAll(taken.keys());
            report.diagnostics().addAll(taken.report().diagnostics());
        }
        for (DocNode child : fields.children()) {
            if (child.name().equals("key")) {
                Key key = readable ? key(child, kind) : null;
                if (key != null) {
                    keyList.add(key, child.pos());
                }
            } else {
                fields.unknownChild(child);
            }
        }
        Extras extras = fields.extras();
        if (!readable) {
            return null;
        }
        List<Key> keys = keyList.sorted(report);
        if (kind == Kind.FLOATS) {
            sameLanes(keys, node);
        }
        return new Track(Ids.next(), path, property, kind,
                authority == null ? Authority.PRESENTATION : authority, onEnd == null ? OnEnd.AUTO : onEnd,
                Boolean.TRUE.equals(root), Boolean.TRUE.equals(numeric), keys, extras);
    }

    /** Reports a {@code floats} track whose keys do not all hold as many numbers as its first. */
    private void sameLanes(List<Key> keys, DocNode node) {
        for (int i = 1; i < keys.size(); i++) {
            int first = ((Value.Vec) keys.get(0).value()).size();
            int lanes = ((Value.Vec) keys.get(i).value()).size();
            if (lanes != first) {
                report.add(Code.ANM001, node.pos(), "every key of a floats track holds as many numbers as the first ("
                        + first + "); the key at t=" + Numbers.format(keys.get(i).time()) + " holds " + lanes);
                return;
            }
        }
    }

    private Kind kind(DocNode node, DocValue kindValue, String property) {
        if (kindValue == null) {
            report.add(Code.ANM001, node.pos(), "'track' needs kind= (" + Named.choices(Kind.class) + ")");
            return null;
        }
        String word = kindValue instanceof DocValue.Ident ident ? ident.name() : null;
        Kind kind = word == null ? null : Named.parse(Kind.class, word).orElse(null);
        if (kind == null) {
            report.add(Code.ANM001, kindValue.pos(), "unknown kind " + Values.show(kindValue) + "; expected "
                    + Named.choices(Kind.class));
            return null;
        }
        if (property != null) {
            Kind expected = Properties.kindOf(property).orElse(kind);
            if (expected != kind) {
                report.add(Code.ANM001, kindValue.pos(), "kind=" + kind.word() + " does not match " + property
                        + ", which is " + expected.word());
                return null;
            }
        }
        return kind;
    }

    /** Reads one key of a track of {@code kind}. */
    Key key(DocNode node, Kind kind) {
        Fields fields = new Fields(node, report);
        fields.extraArguments(0, Code.ANM001);
        DocValue timeValue = fields.require("t", Code.ANM001);
        Double time = timeValue == null ? null : Values.number(timeValue, "t", Code.ANM001, report);
        DocValue valueValue = fields.require("v", Code.ANM001);
        Value value = valueValue == null ? null : Values.read(valueValue, kind, "v", Code.ANM001, report);
        Interp interp = fields.word("interp", Interp.class, Code.ANM001);
        TangentMode[] tangents = tangents(fields.take("tangent"));
        DocValue inValue = fields.take("in");
        DocValue outValue = fields.take("out");
        int lanes = kind == Kind.FLOATS && value instanceof Value.Vec vec ? vec.size() : kind.lanes();
        Value.Vec in = inValue == null ? null : Values.handle(inValue, kind, lanes, "in", Code.ANM001, report);
        Value.Vec out = outValue == null ? null : Values.handle(outValue, kind, lanes, "out", Code.ANM001, report);
        Extras extras = lean(fields.extras(), value);
        if (time == null || value == null || (inValue != null && in == null) || (outValue != null && out == null)) {
            return null;
        }
        checkTime(time, timeValue, "key");
        return new Key(Ids.next(), time, value, interp == null ? Interp.BEZIER : interp, tangents[0],
                tangents[1], in, out, extras);
    }

    /**
     * A key's {@code tangent}: one word for both sides or {@code [IN, OUT]}; absent or unreadable parts are
     * {@code auto} (an unreadable one is reported).
     */
    private TangentMode[] tangents(DocValue value) {
        TangentMode[] modes = {TangentMode.AUTO, TangentMode.AUTO};
        if (value == null) {
            return modes;
        }
        if (value instanceof DocValue.Arr array) {
            if (array.items().size() != 2) {
                report.add(Code.ANM001, value.pos(), "tangent must be one word or [in, out], two words, not "
                        + Values.show(value));
                return modes;
            }
            modes[0] = tangent(array.items().get(0));
            modes[1] = tangent(array.items().get(1));
            return modes;
        }
        modes[0] = tangent(value);
        modes[1] = modes[0];
        return modes;
    }

    private TangentMode tangent(DocValue value) {
        String word = value instanceof DocValue.Ident ident ? ident.name()
                : value instanceof DocValue.Str str ? str.value() : null;
        TangentMode mode = word == null ? null : Named.parse(TangentMode.class, word).orElse(null);
        if (mode == null) {
            report.add(Code.ANM001, value.pos(), "tangent must be " + Named.choices(TangentMode.class) + ", not "
                    + Values.show(value));
            return TangentMode.AUTO;
        }
        return mode;
    }

    /**
     * A key's extras, without its position when nothing needs it: only a key naming an asset is reported at
     * its own place later (AST002); the reading keeps the others' positions aside ({@link KeyList}). That is
     * 48 of a key's 128 bytes, which a clip of millions of keys feels.
     */
    private static Extras lean(Extras extras, Value value) {
        return extras.hasTrivia() || value instanceof Value.Asset ? extras : Extras.NONE;
    }

    private ClipEvent event(DocNode node) {
        Fields fields = new Fields(node, report);
        fields.extraArguments(0, Code.ANM001);
        DocValue timeValue = fields.require("t", Code.ANM001);
        Double time = timeValue == null ? null : Values.number(timeValue, "t", Code.ANM001, report);
        if (!fields.has("name")) {
            report.add(Code.ANM001, node.pos(), "'event' needs name=\"...\"");
        }
        String name = fields.string("name", Code.ANM001);
        Double payload = fields.number("payload", Code.ANM001);
        EventMode mode = fields.word("mode", EventMode.class, Code.ANM001);
        Extras extras = fields.extras();
        if (time == null || name == null) {
            return null;
        }
        checkTime(time, timeValue, "event");
        return new ClipEvent(Ids.next(), time, name, payload, mode == null ? EventMode.GAMEPLAY : mode, extras);
    }

    private void checkTime(double time, DocValue at, String what) {
        if (time < 0 || time > length) {
            report.add(Code.ANM002, at.pos(), what + " at t=" + Numbers.format(time)
                    + " is outside the clip [0, " + Numbers.format(length) + "]");
        }
    }
}
