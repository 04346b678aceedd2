package dev.reel.tools.icons;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Generates every committed application icon file from {@code icons/reel.svg}: {@code icons/reel-N.png} for
 * each size of {@link #SIZES}, {@code icons/reel.ico}, {@code icons/reel.icns}, and the window icons the editor
 * loads from its resources.
 *
 * <p>Re-run it from the repository root after changing the SVG, then commit the files:
 * <pre>
 * mvn -B -o test-compile &amp;&amp; java -cp target/test-classes:target/classes dev.reel.tools.icons.IconSet .
 * </pre>
 */
public final class IconSet {
    /** Every PNG size written, from the smallest menu icon to the 1024 px macOS picture. */
    public static final List<Integer> SIZES = List.of(16, 24, 32, 48, 64, 128, 256, 512, 1024);
    /** The sizes packed into the .ico file (the format stops at 256). */
    public static final List<Integer> ICO_SIZES = List.of(16, 24, 32, 48, 64, 128, 256);
    /** The sizes the editor's windows use as stage icons. */
    public static final List<Integer> WINDOW_SIZES = List.of(16, 32, 64, 256);
    static final String SOURCE = "icons/reel.svg";
    static final String WINDOW_FOLDER = "src/main/resources/dev/reel/ui/icons/";

    private IconSet() {
    }

    public static void main(String[] arguments) throws Exception {
        Path root = Path.of(arguments.length > 0 ? arguments[0] : ".");
        for (Map.Entry<String, byte[]> file : files(root).entrySet()) {
            Path target = root.resolve(file.getKey());
            Files.createDirectories(target.getParent());
            Files.write(target, file.getValue());
            System.out.println("wrote " + file.getKey() + " (" + file.getValue().length + " bytes)");
        }
    }

    /** Every generated file's path (relative to the repository root) and bytes. */
    public static Map<String, byte[]> files(Path root) throws Exception {
        SvgPicture picture = SvgPicture.read(root.resolve(SOURCE));
        Map<Integer, byte[]> pngs = new LinkedHashMap<>();
        for (int size : SIZES) {
            pngs.put(size, png(picture.render(size)));
        }
        Map<String, byte[]> files = new LinkedHashMap<>();
        pngs.forEach((size, bytes) -> files.put("icons/reel-" + size + ".png", bytes));
        Map<Integer, byte[]> icoEntries = new LinkedHashMap<>();
        ICO_SIZES.forEach(size -> icoEntries.put(size, pngs.get(size)));
        files.put("icons/reel.ico", IconContainers.ico(icoEntries));
        files.put("icons/reel.icns", IconContainers.icns(pngs));
        WINDOW_SIZES.forEach(size -> files.put(WINDOW_FOLDER + "reel-" + size + ".png", pngs.get(size)));
        return files;
    }

    static byte[] png(BufferedImage image) {
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ImageIO.write(image, "png", out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
