package dev.reel.interop;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.Deflater;

/**
 * Writes {@code .aseprite} bytes chunk by chunk, as the format documents them, so tests can build files with
 * every colour mode, cel kind, blend mode, group and tag direction without Aseprite installed.
 */
final class AseTestWriter {
    private final int width;
    private final int height;
    private final int depth;
    private int flags = 1;
    private int transparentIndex;
    private int[] palette;
    private final List<ByteArrayOutputStream> layerChunks = new ArrayList<>();
    private final List<Integer> durations = new ArrayList<>();
    private final List<List<byte[]>> frameChunks = new ArrayList<>();
    private final List<byte[]> firstFrameExtra = new ArrayList<>();

    AseTestWriter(int width, int height, int depth) {
        this.width = width;
        this.height = height;
        this.depth = depth;
    }

    AseTestWriter flags(int headerFlags) {
        flags = headerFlags;
        return this;
    }

    AseTestWriter transparentIndex(int index) {
        transparentIndex = index;
        return this;
    }

    AseTestWriter palette(int... argb) {
        palette = argb;
        return this;
    }

    /** Adds a layer; returns its index. */
    int layer(String name, int layerFlags, int type, int childLevel, int blend, int opacity) {
        Chunk chunk = new Chunk(0x2004);
        chunk.u16(layerFlags).u16(type).u16(childLevel).u16(0).u16(0).u16(blend).u8(opacity).zeros(3).string(name);
        if (type == 2) {
            chunk.u32(0);
        }
        layerChunks.add(chunk.data);
        return layerChunks.size() - 1;
    }

    int imageLayer(String name, int blend, int opacity) {
        return layer(name, 1, 0, 0, blend, opacity);
    }

    /** Adds a frame; returns its index. */
    int frame(int durationMillis) {
        durations.add(durationMillis);
        frameChunks.add(new ArrayList<>());
        return durations.size() - 1;
    }

    /** A cel of {@code w × h} raw pixel bytes (in the sprite's colour mode), zlib-compressed when asked. */
    AseTestWriter cel(int frame, int layer, int x, int y, int opacity, int zIndex, int w, int h, byte[] pixels,
                      boolean compressed) {
        Chunk chunk = new Chunk(0x2005);
        chunk.u16(layer).u16(x).u16(y).u8(opacity).u16(compressed ? 2 : 0).u16(zIndex).zeros(5).u16(w).u16(h);
        chunk.bytes(compressed ? deflate(pixels) : pixels);
        frameChunks.get(frame).add(chunk.bytes());
        return this;
    }

    AseTestWriter linkedCel(int frame, int layer, int linkedFrame, int zIndex) {
        Chunk chunk = new Chunk(0x2005);
        chunk.u16(layer).u16(0).u16(0).u8(255).u16(1).u16(zIndex).zeros(5).u16(linkedFrame);
        frameChunks.get(frame).add(chunk.bytes());
        return this;
    }

    AseTestWriter tags(Object[]... tags) {
        Chunk chunk = new Chunk(0x2018);
        chunk.u16(tags.length).zeros(8);
        for (Object[] tag : tags) {
            chunk.u16((Integer) tag[1]).u16((Integer) tag[2]).u8((Integer) tag[3]).u16((Integer) tag[4]).zeros(6)
                    .zeros(3).u8(0).string((String) tag[0]);
        }
        firstFrameExtra.add(chunk.bytes());
        for (Object[] tag : tags) {
            if (tag.length > 5) {
                Chunk user = new Chunk(0x2020);
                user.u32(1).string((String) tag[5]);
                firstFrameExtra.add(user.bytes());
            }
        }
        return this;
    }

    /** A slice with one key per {@code keys} entry {frame, x, y, w, h, pivotX, pivotY}. */
    AseTestWriter slice(String name, int[]... keys) {
        Chunk chunk = new Chunk(0x2022);
        chunk.u32(keys.length).u32(2).u32(0).string(name);
        for (int[] key : keys) {
            chunk.u32(key[0]).u32(key[1]).u32(key[2]).u32(key[3]).u32(key[4]).u32(key[5]).u32(key[6]);
        }
        firstFrameExtra.add(chunk.bytes());
        return this;
    }

    AseTestWriter rawChunk(int type, byte[] data) {
        Chunk chunk = new Chunk(type);
        chunk.bytes(data);
        firstFrameExtra.add(chunk.bytes());
        return this;
    }

    byte[] bytes() {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        for (int f = 0; f < durations.size(); f++) {
            List<byte[]> chunks = new ArrayList<>();
            if (f == 0) {
                if (palette != null) {
                    Chunk chunk = new Chunk(0x2019);
                    chunk.u32(palette.length).u32(0).u32(palette.length - 1).zeros(8);
                    for (int colour : palette) {
                        chunk.u16(0).u8(colour >> 16 & 0xff).u8(colour >> 8 & 0xff).u8(colour & 0xff)
                                .u8(colour >>> 24);
                    }
                    chunks.add(chunk.bytes());
                }
                for (ByteArrayOutputStream layer : layerChunks) {
                    chunks.add(withHeader(0x2004, layer.toByteArray()));
                }
            }
            chunks.addAll(frameChunks.get(f));
            if (f == 0) {
                chunks.addAll(firstFrameExtra);
            }
            int size = 16 + chunks.stream().mapToInt(c -> c.length).sum();
            Chunk header = new Chunk(-1);
            header.u32(size).u16(0xF1FA).u16(Math.min(chunks.size(), 0xFFFF)).u16(durations.get(f)).zeros(2)
                    .u32(chunks.size());
            body.writeBytes(header.data.toByteArray());
            chunks.forEach(body::writeBytes);
        }
        Chunk header = new Chunk(-1);
        header.u32(128 + body.size()).u16(0xA5E0).u16(durations.size()).u16(width).u16(height).u16(depth).u32(flags)
                .u16(100).u32(0).u32(0).u8(transparentIndex).zeros(3).u16(palette == null ? 0 : palette.length)
                .u8(1).u8(1).u16(0).u16(0).u16(16).u16(16).zeros(84);
        ByteArrayOutputStream file = new ByteArrayOutputStream();
        file.writeBytes(header.data.toByteArray());
        file.writeBytes(body.toByteArray());
        return file.toByteArray();
    }

    static byte[] deflate(byte[] raw) {
        Deflater deflater = new Deflater();
        deflater.setInput(raw);
        deflater.finish();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[4096];
        while (!deflater.finished()) {
            out.write(buffer, 0, deflater.deflate(buffer));
        }
        deflater.end();
        return out.toByteArray();
    }

    /** RGBA bytes of ARGB pixels. */
    static byte[] rgba(int... argb) {
        byte[] bytes = new byte[argb.length * 4];
        for (int i = 0; i < argb.length; i++) {
            bytes[i * 4] = (byte) (argb[i] >> 16);
            bytes[i * 4 + 1] = (byte) (argb[i] >> 8);
            bytes[i * 4 + 2] = (byte) argb[i];
            bytes[i * 4 + 3] = (byte) (argb[i] >>> 24);
        }
        return bytes;
    }

    /** A {@code w × h} cel of one ARGB colour. */
    static byte[] solid(int w, int h, int argb) {
        int[] pixels = new int[w * h];
        java.util.Arrays.fill(pixels, argb);
        return rgba(pixels);
    }

    private static byte[] withHeader(int type, byte[] data) {
        Chunk chunk = new Chunk(type);
        chunk.bytes(data);
        return chunk.bytes();
    }

    /** Little-endian bytes of one chunk; its size and type are put in front by {@link #bytes()}. */
    private static final class Chunk {
        final int type;
        final ByteArrayOutputStream data = new ByteArrayOutputStream();

        Chunk(int type) {
            this.type = type;
        }

        Chunk u8(int value) {
            data.write(value);
            return this;
        }

        Chunk u16(int value) {
            data.write(value);
            data.write(value >> 8);
            return this;
        }

        Chunk u32(int value) {
            u16(value);
            return u16(value >> 16);
        }

        Chunk zeros(int count) {
            data.writeBytes(new byte[count]);
            return this;
        }

        Chunk string(String text) {
            byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
            u16(utf8.length);
            data.writeBytes(utf8);
            return this;
        }

        Chunk bytes(byte[] raw) {
            data.writeBytes(raw);
            return this;
        }

        byte[] bytes() {
            byte[] body = data.toByteArray();
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            int size = body.length + 6;
            out.write(size);
            out.write(size >> 8);
            out.write(size >> 16);
            out.write(size >> 24);
            out.write(type);
            out.write(type >> 8);
            out.writeBytes(body);
            return out.toByteArray();
        }
    }
}
