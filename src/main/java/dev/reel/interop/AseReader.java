package dev.reel.interop;

import dev.reel.io.Loaded;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Reads the binary {@code .aseprite} / {@code .ase} format (as documented in Aseprite's
 * {@code docs/ase-file-specs.md}) into an {@link AseFile}. Sizes are checked before anything is allocated:
 * a canvas or frame count whose composited frames would pass {@link #MAX_PIXELS} is refused (ASE002), and no
 * cel may decode to more pixels than that either. Tilemaps, tilesets and chunks it does not know are skipped
 * with one ASE003 warning each; a file that cannot be read on is one ASE001 error naming the byte offset. The
 * cels' pixels are inflated on every core once the file has been walked ({@link AseCels}).
 */
public final class AseReader {
    /** The most pixels of all frames together (and of all cels): 64 Mi, 256 MiB as ARGB. */
    public static final long MAX_PIXELS = 64L << 20;
    /** The widest and tallest canvas, as for PNGs. */
    public static final int MAX_SIDE = 16384;
    /** The largest file read, 256 MiB. */
    public static final long MAX_BYTES = 256L << 20;

    private static final int HEADER_MAGIC = 0xA5E0;
    private static final int FRAME_MAGIC = 0xF1FA;

    private final AseBytes in;
    private final String file;
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    private final Set<String> warned = new HashSet<>();
    private final List<AseFile.Layer> layers = new ArrayList<>();
    private final List<Integer> warningOffsets = new ArrayList<>();
    private final AseAnnotations annotations = new AseAnnotations();
    private final boolean deferred;
    private AseCels cels;
    private int[] palette = new int[0];
    private boolean newPaletteSeen;
    private long celPixels;
    private int width;
    private int height;
    private int depth;
    private int flags;
    private int transparentIndex;

    private AseReader(byte[] bytes, String file, boolean deferred) {
        this.in = new AseBytes(bytes);
        this.file = file;
        this.deferred = deferred;
    }

    /** The document in {@code bytes}; {@code file} is how diagnostics name it. */
    public static Loaded<AseFile> read(byte[] bytes, String file) {
        return read(bytes, file, true);
    }

    /**
     * {@link #read(byte[], String)}, the cels' pixels decoded on every core once the file has been walked
     * ({@code deferred}) or one by one where the walk meets them, as before: both give the same document and
     * the same diagnostics (AseDeferredDecodingTest compares them on broken files).
     */
    static Loaded<AseFile> read(byte[] bytes, String file, boolean deferred) {
        AseReader reader = new AseReader(bytes, file, deferred);
        try {
            return new Loaded<>(reader.readFile(), reader.diagnostics);
        } catch (AseProblem problem) {
            // A cel walked past before this problem may not decode: read one by one, that cel failed first.
            AseCels.Failure decoding = reader.cels == null ? null : reader.cels.decodeBefore(Integer.MAX_VALUE);
            AseProblem failure = decoding == null ? problem : reader.failedAt(decoding);
            reader.diagnostics.add(Diagnostic.of(failure.code(), file, 0, 0, "at byte " + failure.offset() + ": "
                    + failure.getMessage()));
            return new Loaded<>(null, reader.diagnostics);
        }
    }

    /** The problem of a cel that did not decode, without the warnings of what the walk met after it. */
    private AseProblem failedAt(AseCels.Failure decoding) {
        for (int i = warningOffsets.size() - 1; i >= 0 && warningOffsets.get(i) >= decoding.chunkStart(); i--) {
            diagnostics.remove(diagnostics.size() - 1);
            warningOffsets.remove(i);
        }
        return decoding.problem();
    }

    private AseFile readFile() throws AseProblem {
        if (in.length() < 128) {
            throw new AseProblem(Code.ASE001, 0, "the file is " + in.length() + " bytes, shorter than the 128-byte "
                    + "Aseprite header");
        }
        in.u32("the header");
        int magic = in.u16("the header");
        if (magic != HEADER_MAGIC) {
            throw new AseProblem(Code.ASE001, 4, String.format(Locale.ROOT,
                    "not an Aseprite file (magic number 0x%04X, expected 0xA5E0)", magic));
        }
        int frameCount = in.u16("the header");
        width = in.u16("the header");
        height = in.u16("the header");
        depth = in.u16("the header");
        flags = in.s32("the header");
        int speed = in.u16("the header");
        in.skip(8, "the header");
        transparentIndex = in.u8("the header");
        in.skip(3, "the header");
        in.seek(128);
        if (depth != AseFile.RGBA && depth != AseFile.GRAYSCALE && depth != AseFile.INDEXED) {
            throw new AseProblem(Code.ASE001, 12, "colour depth " + depth + " is none of 32 (RGBA), 16 (grayscale) "
                    + "and 8 (indexed)");
        }
        if (width == 0 || height == 0 || frameCount == 0) {
            throw new AseProblem(Code.ASE001, 6, "the sprite is " + width + " × " + height + " pixels with "
                    + frameCount + " frames; it needs at least one pixel and one frame");
        }
        if (width > MAX_SIDE || height > MAX_SIDE) {
            throw new AseProblem(Code.ASE002, 8, "the canvas is " + width + " × " + height
                    + " pixels, above the limit of " + MAX_SIDE + " × " + MAX_SIDE);
        }
        cels = new AseCels(in, depth, transparentIndex, deferred);
        long pixels = (long) width * height * frameCount;
        if (pixels > MAX_PIXELS) {
            throw new AseProblem(Code.ASE002, 6, String.format(Locale.ROOT, "%d frames of %d × %d pixels would need "
                    + "%,d MiB composited, above the limit of %,d MiB", frameCount, width, height,
                    pixels * 4 >> 20, MAX_PIXELS * 4 >> 20));
        }
        for (int index = 0; index < frameCount; index++) {
            readFrame(index, speed);
        }
        for (AseFile.Slice slice : annotations.slices) {
            slice.keys().sort((a, b) -> Integer.compare(a.frame(), b.frame()));
        }
        AseCels.Failure decoding = cels.decodeBefore(Integer.MAX_VALUE);
        if (decoding != null) {
            throw failedAt(decoding);
        }
        return new AseFile(width, height, depth, flags, transparentIndex, List.copyOf(layers), cels.frames(),
                palette, List.copyOf(annotations.tags), annotations.slices.stream().map(s -> new AseFile.Slice(s.name(),
                List.copyOf(s.keys()), s.userText())).toList(), annotations.spriteText);
    }

    private void readFrame(int index, int speed) throws AseProblem {
        int start = in.position();
        if (in.length() - start < 16) {
            throw new AseProblem(Code.ASE001, start, "the file ends before frame " + index + " of its header's count");
        }
        long size = in.u32("a frame header");
        int magic = in.u16("a frame header");
        if (magic != FRAME_MAGIC) {
            throw new AseProblem(Code.ASE001, start + 4, String.format(Locale.ROOT,
                    "frame %d has magic number 0x%04X, expected 0xF1FA", index, magic));
        }
        if (size < 16 || size > in.length() - start) {
            throw new AseProblem(Code.ASE001, start, "frame " + index + " claims " + size + " bytes, but "
                    + (in.length() - start) + " are left in the file");
        }
        int oldChunks = in.u16("a frame header");
        int duration = in.u16("a frame header");
        in.skip(2, "a frame header");
        long newChunks = in.u32("a frame header");
        long chunks = newChunks != 0 ? newChunks : oldChunks;
        int end = (int) (start + size);
        List<AseCels.Ref> frameCels = cels.startFrame();
        int outer = in.limitTo(end);
        for (long chunk = 0; chunk < chunks && in.remaining() > 0; chunk++) {
            readChunk(index, frameCels);
        }
        in.limitTo(outer);
        in.seek(end);
        cels.endFrame(duration > 0 ? duration : speed);
    }

    private void readChunk(int frame, List<AseCels.Ref> frameCels) throws AseProblem {
        int start = in.position();
        long size = in.u32("a chunk header");
        int type = in.u16("a chunk header");
        if (size < 6 || size > in.limit() - start) {
            throw new AseProblem(Code.ASE001, start, "a chunk claims " + size + " bytes, but " + (in.limit() - start)
                    + " are left in its frame");
        }
        int end = (int) (start + size);
        int outer = in.limitTo(end);
        switch (type) {
            case 0x0004, 0x0011 -> {
                if (!newPaletteSeen) {
                    palette = AsePalettes.old(in, palette, type == 0x0011);
                }
                annotations.follows(null);
            }
            case 0x2004 -> readLayer();
            case 0x2005 -> readCel(frame, frameCels, start);
            case 0x2018 -> annotations.readTags(in);
            case 0x2019 -> {
                palette = AsePalettes.current(in, palette);
                newPaletteSeen = true;
                annotations.follows(AseAnnotations.SPRITE);
            }
            case 0x2020 -> annotations.readUserData(in, layers);
            case 0x2022 -> annotations.readSlice(in);
            case 0x2023 -> warnOnce("tileset", start, "tilesets are not read; tilemap layers are left out");
            // Cel extra (precise bounds), colour profile, external files, deprecated mask and path: nothing
            // the composite depends on.
            case 0x2006, 0x2007, 0x2008, 0x2016, 0x2017 -> { }
            default -> warnOnce("chunk " + type, start, String.format(Locale.ROOT,
                    "chunk type 0x%04X is not known to Reel and was skipped", type));
        }
        in.limitTo(outer);
        in.seek(end);
    }

    private void readLayer() throws AseProblem {
        int start = in.position();
        int layerFlags = in.u16("a layer");
        int type = in.u16("a layer");
        int childLevel = in.u16("a layer");
        in.skip(4, "a layer");
        int blend = in.u16("a layer");
        int opacity = in.u8("a layer");
        in.skip(3, "a layer");
        String name = in.string("a layer name");
        int parent = -1;
        for (int i = layers.size() - 1; i >= 0; i--) {
            if (layers.get(i).childLevel() < childLevel) {
                parent = layers.get(i).type() == AseFile.Layer.GROUP ? i : -1;
                break;
            }
        }
        if (type == AseFile.Layer.TILEMAP) {
            warnOnce("tilemap", start, "tilemap layer \"" + name + "\" is left out of the composite (tilemaps are "
                    + "not read)");
        } else if (type != AseFile.Layer.IMAGE && type != AseFile.Layer.GROUP) {
            warnOnce("layer type " + type, start, "layer \"" + name + "\" has unknown type " + type
                    + " and is left out");
        }
        if (type == AseFile.Layer.IMAGE && !AseBlend.supported(blend)) {
            warnOnce("blend " + blend, start, "layer \"" + name + "\" uses " + AseBlend.name(blend)
                    + ", which Reel draws as normal");
        }
        AseFile.Layer layer = new AseFile.Layer(name, layerFlags, type, childLevel, parent, blend, opacity, null);
        layers.add(layer);
        annotations.follows(layer);
    }

    private void readCel(int frame, List<AseCels.Ref> frameCels, int chunkStart) throws AseProblem {
        int layerIndex = in.u16("a cel");
        int x = in.s16("a cel");
        int y = in.s16("a cel");
        int opacity = in.u8("a cel");
        int type = in.u16("a cel");
        int zIndex = in.s16("a cel");
        in.skip(5, "a cel");
        annotations.follows(null);
        if (layerIndex >= layers.size()) {
            warnOnce("cel layer", chunkStart, "a cel of frame " + frame + " names layer " + layerIndex + " of "
                    + layers.size() + " and was skipped");
            return;
        }
        AseFile.Layer layer = layers.get(layerIndex);
        if (layer.type() != AseFile.Layer.IMAGE) {
            return;
        }
        AseCels.Ref cel;
        switch (type) {
            case 0, 2 -> {
                int celWidth = in.u16("a cel's size");
                int celHeight = in.u16("a cel's size");
                long count = (long) celWidth * celHeight;
                celPixels += count;
                if (celPixels > MAX_PIXELS) {
                    throw new AseProblem(Code.ASE002, chunkStart, String.format(Locale.ROOT, "the cels decode to "
                            + "more than %,d pixels, the limit (this one is %d × %d)", MAX_PIXELS, celWidth, celHeight));
                }
                int bytesPerPixel = depth / 8;
                int size = (int) (count * bytesPerPixel);
                String what = "the cel of layer \"" + layer.name() + "\" in frame " + frame;
                int job = cels.add(chunkStart, type == 2, size, (int) count, what, palette, layer.background());
                cel = new AseCels.Ref(layerIndex, x, y, celWidth, celHeight, opacity, zIndex, job);
            }
            case 1 -> {
                int linked = in.u16("a linked cel");
                AseCels.Ref target = linked < frame ? cels.find(linked, layerIndex) : null;
                if (target == null) {
                    warnOnce("link " + frame + "/" + layerIndex, chunkStart, "a cel of layer \"" + layer.name()
                            + "\" in frame " + frame + " links to frame " + linked + ", which has none; skipped");
                    return;
                }
                cel = new AseCels.Ref(layerIndex, target.x(), target.y(), target.width(), target.height(),
                        target.opacity(), zIndex, target.job());
            }
            default -> {
                warnOnce("cel type " + type, chunkStart, "cel type " + type + " (a compressed tilemap or unknown) "
                        + "was skipped");
                return;
            }
        }
        frameCels.add(cel);
        annotations.follows(cel);
    }

    private void warnOnce(String key, int offset, String message) {
        if (warned.add(key)) {
            warningOffsets.add(offset);
            diagnostics.add(Diagnostic.of(Code.ASE003, file, 0, 0, "at byte " + offset + ": " + message));
        }
    }
}
