package dev.reel.tools.icons;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The two icon containers desktop installers want, both plain lists of PNG images: Windows {@code .ico}
 * (PNG entries, allowed since Vista) and macOS {@code .icns} (PNG-typed entries since 10.7).
 */
public final class IconContainers {
    /** The .icns entry type of each PNG size; the {@code @2x} types reuse the larger pictures. */
    static final Map<String, Integer> ICNS_TYPES = icnsTypes();

    private IconContainers() {
    }

    private static Map<String, Integer> icnsTypes() {
        Map<String, Integer> types = new LinkedHashMap<>();
        types.put("icp4", 16);
        types.put("icp5", 32);
        types.put("icp6", 64);
        types.put("ic07", 128);
        types.put("ic08", 256);
        types.put("ic09", 512);
        types.put("ic10", 1024);
        types.put("ic11", 32);
        types.put("ic12", 64);
        types.put("ic13", 256);
        types.put("ic14", 512);
        return types;
    }

    /** An .ico file holding {@code pngs} (size to PNG bytes, sizes up to 256). */
    public static byte[] ico(Map<Integer, byte[]> pngs) {
        int count = pngs.size();
        int offset = 6 + 16 * count;
        ByteBuffer header = ByteBuffer.allocate(offset).order(ByteOrder.LITTLE_ENDIAN);
        header.putShort((short) 0).putShort((short) 1).putShort((short) count);
        ByteArrayOutputStream images = new ByteArrayOutputStream();
        for (Map.Entry<Integer, byte[]> entry : pngs.entrySet()) {
            int size = entry.getKey();
            if (size > 256) {
                throw new IllegalArgumentException(".ico entries are at most 256 pixels, not " + size);
            }
            byte[] png = entry.getValue();
            header.put((byte) (size == 256 ? 0 : size)).put((byte) (size == 256 ? 0 : size)); // 0 means 256
            header.put((byte) 0).put((byte) 0).putShort((short) 1).putShort((short) 32);
            header.putInt(png.length).putInt(offset + images.size());
            images.writeBytes(png);
        }
        ByteArrayOutputStream file = new ByteArrayOutputStream();
        file.writeBytes(header.array());
        file.writeBytes(images.toByteArray());
        return file.toByteArray();
    }

    /** An .icns file with one PNG entry per type of {@link #ICNS_TYPES}, taken from {@code pngs} by size. */
    public static byte[] icns(Map<Integer, byte[]> pngs) {
        ByteArrayOutputStream entries = new ByteArrayOutputStream();
        for (Map.Entry<String, Integer> type : ICNS_TYPES.entrySet()) {
            byte[] png = pngs.get(type.getValue());
            if (png == null) {
                throw new IllegalArgumentException("no " + type.getValue() + " px PNG for " + type.getKey());
            }
            entries.writeBytes(type.getKey().getBytes(StandardCharsets.US_ASCII));
            entries.writeBytes(ByteBuffer.allocate(4).putInt(8 + png.length).array());
            entries.writeBytes(png);
        }
        ByteArrayOutputStream file = new ByteArrayOutputStream();
        file.writeBytes("icns".getBytes(StandardCharsets.US_ASCII));
        file.writeBytes(ByteBuffer.allocate(4).putInt(8 + entries.size()).array());
        file.writeBytes(entries.toByteArray());
        return file.toByteArray();
    }

    /** The PNG entries of an .ico file by their stated size (what a reader of the format sees). */
    public static Map<Integer, byte[]> readIco(byte[] bytes) {
        ByteBuffer buffer = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        if (buffer.getShort(0) != 0 || buffer.getShort(2) != 1) {
            throw new IllegalArgumentException("not an .ico file");
        }
        Map<Integer, byte[]> entries = new LinkedHashMap<>();
        for (int index = 0; index < buffer.getShort(4); index++) {
            int at = 6 + 16 * index;
            int size = Byte.toUnsignedInt(buffer.get(at)) == 0 ? 256 : Byte.toUnsignedInt(buffer.get(at));
            int length = buffer.getInt(at + 8);
            int offset = buffer.getInt(at + 12);
            byte[] png = new byte[length];
            System.arraycopy(bytes, offset, png, 0, length);
            entries.put(size, png);
        }
        return entries;
    }

    /** The entries of an .icns file by their type, in file order. */
    public static Map<String, byte[]> readIcns(byte[] bytes) {
        ByteBuffer buffer = ByteBuffer.wrap(bytes);
        if (!new String(bytes, 0, 4, StandardCharsets.US_ASCII).equals("icns") || buffer.getInt(4) != bytes.length) {
            throw new IllegalArgumentException("not an .icns file, or its length is wrong");
        }
        Map<String, byte[]> entries = new LinkedHashMap<>();
        for (int at = 8; at < bytes.length; ) {
            String type = new String(bytes, at, 4, StandardCharsets.US_ASCII);
            int length = buffer.getInt(at + 4);
            byte[] data = new byte[length - 8];
            System.arraycopy(bytes, at + 8, data, 0, data.length);
            entries.put(type, data);
            at += length;
        }
        return entries;
    }
}
