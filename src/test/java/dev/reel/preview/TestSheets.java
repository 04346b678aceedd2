package dev.reel.preview;

import dev.reel.model.Filter;
import dev.reel.sheet.SheetImage;

import java.util.HashMap;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Small sheets with known pixels, a mutable sheet source, and opening renderers that must open. */
final class TestSheets implements SheetSource {
    static final int RED = 0xFFFF0000;
    static final int GREEN = 0xFF00FF00;
    static final int BLUE = 0xFF0000FF;
    static final int WHITE = 0xFFFFFFFF;
    static final int BLACK = 0xFF000000;

    private final Map<String, LoadedSheet> sheets = new HashMap<>();
    int asked;

    TestSheets put(String key, SheetImage image, Filter filter) {
        sheets.put(key, new LoadedSheet(image, filter));
        return this;
    }

    TestSheets remove(String key) {
        sheets.remove(key);
        return this;
    }

    @Override
    public LoadedSheet sheet(String key) {
        asked++;
        return sheets.get(key);
    }

    /** A sheet filled with one colour. */
    static SheetImage filled(int width, int height, int argb) {
        int[] pixels = new int[width * height];
        java.util.Arrays.fill(pixels, argb);
        return new SheetImage(width, height, pixels);
    }

    /** A sheet whose pixel (x, y) is {@code colour.at(x, y)}. */
    static SheetImage drawn(int width, int height, Colour colour) {
        int[] pixels = new int[width * height];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                pixels[y * width + x] = colour.at(x, y);
            }
        }
        return new SheetImage(width, height, pixels);
    }

    /** A colour per pixel. */
    interface Colour {
        int at(int x, int y);
    }

    static Renderer open(int width, int height, SheetSource source) {
        OpenResult result = Renderer.open(width, height, source);
        assertThat(result).isInstanceOf(OpenResult.Ready.class);
        return ((OpenResult.Ready) result).renderer();
    }

    static String hex(int argb) {
        return String.format("%08X", argb);
    }

    /** Each channel of {@code actual} within {@code tolerance} of {@code expected}. */
    static boolean near(int actual, int expected, int tolerance) {
        for (int shift = 0; shift < 32; shift += 8) {
            if (Math.abs((actual >>> shift & 0xFF) - (expected >>> shift & 0xFF)) > tolerance) {
                return false;
            }
        }
        return true;
    }

    private TestSheets() {
    }

    static TestSheets create() {
        return new TestSheets();
    }
}
