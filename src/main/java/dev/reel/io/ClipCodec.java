package dev.reel.io;

import dev.reel.doc.DocNode;
import dev.reel.doc.DocProperty;
import dev.reel.doc.DocReader;
import dev.reel.doc.DocValue;
import dev.reel.doc.DocWriter;
import dev.reel.doc.Entry;
import dev.reel.doc.ParseResult;
import dev.reel.doc.SyntaxError;
import dev.reel.model.Authority;
import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;
import dev.reel.model.Code;
import dev.reel.model.EventMode;
import dev.reel.model.Flipbook;
import dev.reel.model.Interp;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.LoopMode;
import dev.reel.model.OnEnd;
import dev.reel.model.TangentMode;
import dev.reel.model.Track;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
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

    /**
     * Reads a clip from its bytes (UTF-8); sizes over the syntax's limit are refused before decoding. A file of a
     * mebibyte or more read by several readers at once (or again) is read once for all of them
     * ({@link SharedReads}).
     */
    public static Loaded<Clip> read(byte[] bytes, String file) {
        if (bytes.length >= SharedReads.MIN_BYTES) {
            return SharedReads.clip(bytes, file, () -> readBytes(bytes, file));
        }
        return readBytes(bytes, file);
    }

    private static Loaded<Clip> readBytes(byte[] bytes, String file) {
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
        Clip clip = new ClipReader(report, streamed).clip(top.node(), top.fileExtras());
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
        if (clip.rig() != null) {
            header.add(DocProperty.of("rig", Values.asset(clip.rig())));
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
        ClipReader.TrackHead head = new ClipReader(scratch, null).trackHead(header, new Fields(header, scratch));
        return head.readable() ? head.kind() : null;
    }

    /** The clip's length as {@link ClipReader#clip} settles it when the header gives it, else null. */
    static Double headerLength(DocNode header, Report scratch) {
        Double length = new Fields(header, scratch).number("length", Code.ANM001);
        return length == null ? null : Math.max(0, length);
    }
}
