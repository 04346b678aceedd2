package dev.reel.io;

import dev.reel.doc.DocFile;
import dev.reel.doc.DocNode;
import dev.reel.doc.DocProperty;
import dev.reel.doc.DocReader;
import dev.reel.doc.DocValue;
import dev.reel.doc.DocWriter;
import dev.reel.doc.Entry;
import dev.reel.doc.Numbers;
import dev.reel.doc.Pos;
import dev.reel.doc.ParseResult;
import dev.reel.doc.SyntaxError;
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

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Reads and writes clips ({@code .aeanim}, docs/formats.md). Reading reports ANM001 (unreadable file or track, a kind
 * that does not match its property) and ANM002 (a key, frame or event outside {@code [0, length]}); ANM003
 * needs the project and is {@link ProjectChecker}'s. Writing is canonical: a file Reel wrote reads and writes
 * back byte-identical.
 */
public final class ClipCodec {
    /** The newest clip format version this Reel reads and writes. */
    public static final int VERSION = 1;

    private ClipCodec() {
    }

    /** Reads a clip from its text; {@code file} names it in diagnostics. */
    public static Loaded<Clip> read(String text, String file) {
        StreamedKeys keys = new StreamedKeys(file);
        return read(DocReader.read(text, keys), file, keys);
    }

    /** Reads a clip from its bytes (UTF-8); sizes over the syntax's limit are refused before decoding. */
    public static Loaded<Clip> read(byte[] bytes, String file) {
        StreamedKeys keys = new StreamedKeys(file);
        return read(DocReader.read(bytes, keys), file, keys);
    }

    private static Loaded<Clip> read(ParseResult parsed, String file, StreamedKeys streamed) {
        Report report = new Report(file);
        if (!parsed.ok()) {
            for (SyntaxError error : parsed.errors()) {
                report.syntax(error, Code.ANM001);
            }
            return new Loaded<>(null, report.diagnostics());
        }
        TopLevel top = TopLevel.split(parsed.file(), "anim", Code.ANM001, report);
        if (top.node() == null) {
            return new Loaded<>(null, report.diagnostics());
        }
        Clip clip = new Reader(report, streamed).clip(top.node(), top.fileExtras());
        return new Loaded<>(clip, report.diagnostics());
    }

    /** The canonical text of {@code clip}. */
    public static String write(Clip clip) {
        List<Entry> block = new ArrayList<>();
        for (Flipbook flipbook : clip.flipbooks()) {
            block.add(Writing.node(flipbook.extras(), "frames", List.of(DocValue.Str.of(flipbook.path())),
                    framesHeader(flipbook), List.of(DocProperty.of("sprites", sprites(flipbook)))));
        }
        for (Track track : clip.tracks()) {
            List<Entry> keys = new ArrayList<>();
            for (Key key : track.keys()) {
                keys.add(Writing.node(key.extras(), "key", List.of(), keyHeader(key, track.kind()), List.of()));
            }
            block.add(Writing.node(track.extras(), "track", List.of(DocValue.Str.of(track.path())),
                    trackHeader(track), keys));
        }
        for (ClipEvent event : clip.events()) {
            block.add(Writing.node(event.extras(), "event", List.of(), eventHeader(event), List.of()));
        }
        List<DocProperty> header = new ArrayList<>();
        header.add(DocProperty.of("version", DocValue.Num.of(clip.version())));
        header.add(DocProperty.of("length", DocValue.Num.of(clip.length())));
        if (clip.loop() != LoopMode.ONCE) {
            header.add(DocProperty.of("loop", DocValue.Ident.of(clip.loop().word())));
        }
        DocNode anim = Writing.node(clip.extras(), "anim", List.of(), header, block);
        return DocWriter.write(Writing.file(anim, clip.fileExtras()));
    }

    /** The canonical bytes of {@code clip}, as saved. */
    public static byte[] bytes(Clip clip) {
        return write(clip).getBytes(StandardCharsets.UTF_8);
    }

    private static List<DocProperty> framesHeader(Flipbook flipbook) {
        List<DocProperty> header = new ArrayList<>();
        if (flipbook.fps() != null) {
            header.add(DocProperty.of("fps", DocValue.Num.of(flipbook.fps())));
        }
        if (!flipbook.durations().isEmpty()) {
            header.add(DocProperty.of("durations",
                    Values.numbers(flipbook.durations().stream().mapToDouble(Double::doubleValue).toArray())));
        }
        if (!flipbook.flipX().isEmpty()) {
            List<DocValue> flips = new ArrayList<>();
            for (Boolean flip : flipbook.flipX()) {
                flips.add(DocValue.Bool.of(flip));
            }
            header.add(DocProperty.of("flipX", DocValue.Arr.of(flips)));
        }
        return header;
    }

    private static DocValue sprites(Flipbook flipbook) {
        List<DocValue> sprites = new ArrayList<>();
        for (String sprite : flipbook.sprites()) {
            sprites.add(Values.asset(sprite));
        }
        return DocValue.Arr.of(sprites);
    }

    private static List<DocProperty> trackHeader(Track track) {
        List<DocProperty> header = new ArrayList<>();
        header.add(DocProperty.of("prop", DocValue.Str.of(track.property())));
        header.add(DocProperty.of("kind", DocValue.Ident.of(track.kind().word())));
        if (track.authority() != Authority.PRESENTATION) {
            header.add(DocProperty.of("authority", DocValue.Ident.of(track.authority().word())));
        }
        if (track.onEnd() != OnEnd.AUTO) {
            header.add(DocProperty.of("onEnd", DocValue.Ident.of(track.onEnd().word())));
        }
        if (track.root()) {
            header.add(DocProperty.of("root", DocValue.Bool.of(true)));
        }
        if (track.numeric()) {
            header.add(DocProperty.of("numeric", DocValue.Bool.of(true)));
        }
        return header;
    }

    private static List<DocProperty> keyHeader(Key key, Kind kind) {
        List<DocProperty> header = new ArrayList<>();
        header.add(DocProperty.of("t", DocValue.Num.of(key.time())));
        header.add(DocProperty.of("v", Values.write(key.value())));
        if (key.interp() != Interp.BEZIER) {
            header.add(DocProperty.of("interp", DocValue.Ident.of(key.interp().word())));
        }
        if (key.inTangent() != key.outTangent()) {
            header.add(DocProperty.of("tangent", DocValue.Arr.of(List.of(DocValue.Ident.of(key.inTangent().word()),
                    DocValue.Ident.of(key.outTangent().word())))));
        } else if (key.inTangent() != TangentMode.AUTO) {
            header.add(DocProperty.of("tangent", DocValue.Ident.of(key.inTangent().word())));
        }
        if (key.in() != null) {
            header.add(DocProperty.of("in", Values.writeHandle(key.in(), kind)));
        }
        if (key.out() != null) {
            header.add(DocProperty.of("out", Values.writeHandle(key.out(), kind)));
        }
        return header;
    }

    private static List<DocProperty> eventHeader(ClipEvent event) {
        List<DocProperty> header = new ArrayList<>();
        header.add(DocProperty.of("t", DocValue.Num.of(event.time())));
        header.add(DocProperty.of("name", DocValue.Str.of(event.name())));
        if (event.payload() != null) {
            header.add(DocProperty.of("payload", DocValue.Num.of(event.payload())));
        }
        if (event.mode() != EventMode.GAMEPLAY) {
            header.add(DocProperty.of("mode", DocValue.Ident.of(event.mode().word())));
        }
        return header;
    }

    /** The kind of the track with this header when the header alone makes it readable, else null. */
    static Kind headerKind(DocNode header, Report scratch) {
        Fields fields = new Fields(header, scratch);
        String path = fields.label(0, "the node path", Code.ANM001);
        String property = fields.string("prop", Code.ANM001);
        DocValue kindValue = fields.take("kind");
        Kind kind = kindValue == null ? null : new Reader(scratch, null).kind(header, kindValue, property);
        return path == null || property == null ? null : kind;
    }

    /** The clip's length as {@link Reader#clip} settles it when the header gives it, else null. */
    static Double headerLength(DocNode header, Report scratch) {
        Double length = new Fields(header, scratch).number("length", Code.ANM001);
        return length == null ? null : Math.max(0, length);
    }

    /** Reads one key of a track of {@code kind} in a clip of {@code length}, reporting to {@code report}. */
    static Key key(DocNode node, Kind kind, double length, Report report) {
        Reader reader = new Reader(report, null);
        reader.length = length;
        return reader.key(node, kind);
    }

    /** The reading of one clip file, with the report it fills. */
    private static final class Reader {
        private final Report report;
        /** The keys taken while the file was read, or null. */
        private final StreamedKeys streamed;
        private double length;

        Reader(Report report, StreamedKeys streamed) {
            this.report = report;
            this.streamed = streamed;
        }

        Clip clip(DocNode node, Extras fileExtras) {
            Fields fields = new Fields(node, report);
            fields.extraArguments(0, Code.ANM001);
            int version = Header.version(fields, VERSION, Code.ANM001, report);
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
                    fields.extras(), fileExtras);
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
            String path = fields.label(0, "the node path", Code.ANM001);
            fields.extraArguments(1, Code.ANM001);
            if (!fields.has("prop")) {
                report.add(Code.ANM001, node.pos(), "'track' needs prop=\"Component.Field\"");
            }
            String property = fields.string("prop", Code.ANM001);
            DocValue kindValue = fields.take("kind");
            Kind kind = kind(node, kindValue, property);
            Authority authority = fields.word("authority", Authority.class, Code.ANM001);
            OnEnd onEnd = fields.word("onEnd", OnEnd.class, Code.ANM001);
            Boolean root = fields.bool("root", Code.ANM001);
            Boolean numeric = fields.bool("numeric", Code.ANM001);
            boolean readable = path != null && property != null && kind != null;
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
            return new Track(Ids.next(), path, property, kind,
                    authority == null ? Authority.PRESENTATION : authority, onEnd == null ? OnEnd.AUTO : onEnd,
                    Boolean.TRUE.equals(root), Boolean.TRUE.equals(numeric), keys, extras);
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

        private Key key(DocNode node, Kind kind) {
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
            Value.Vec in = inValue == null ? null : Values.handle(inValue, kind, "in", Code.ANM001, report);
            Value.Vec out = outValue == null ? null : Values.handle(outValue, kind, "out", Code.ANM001, report);
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
}
