package dev.reel.preview;

import dev.reel.io.WriteGuard;
import dev.reel.model.Diagnostic;

import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageTypeSpecifier;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.metadata.IIOInvalidTreeException;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.MemoryCacheImageOutputStream;
import java.awt.image.BufferedImage;
import java.awt.image.IndexColorModel;
import java.awt.image.WritableRaster;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;

/**
 * Animated GIF export: every frame with one shared, deterministic {@link Palette}, looping forever (the
 * NETSCAPE2.0 extension), timed by {@link GifTiming}: identical neighbours merged, delays in hundredths of a
 * second that carry their rounding, never below 2, at most 50 frames a second. A scene with a transparent
 * background gives a transparent GIF (pixels under half alpha become the transparent entry, and each frame
 * clears the last); an opaque background gives an opaque one.
 */
public final class GifExport {
    /** The metadata format of ImageIO's GIF frames. */
    static final String FORMAT = "javax_imageio_gif_image_1.0";

    private GifExport() {
    }

    /** Draws the scenes and writes them as a GIF, each frame shown for its entry of {@code seconds}. */
    public static ExportResult write(List<Scene> scenes, List<Double> seconds, int width, int height,
                                     SheetSource sheets, Path target) {
        RenderedFrames.Result rendered = RenderedFrames.render(scenes, width, height, sheets);
        return rendered.frames() == null ? new ExportResult(List.of(), rendered.problems())
                : PngExport.withProblems(write(rendered.frames(), seconds, target), rendered.problems());
    }

    /** Writes rendered frames as a looping GIF, frame {@code i} shown for {@code seconds.get(i)}. */
    public static ExportResult write(RenderedFrames frames, List<Double> seconds, Path target) {
        if (frames.frames().isEmpty()) {
            return PngExport.failed(target, "there are no frames to export");
        }
        if (seconds.size() != frames.frames().size()) {
            throw new IllegalArgumentException(seconds.size() + " durations for " + frames.frames().size()
                    + " frames");
        }
        Iterator<ImageWriter> writers = ImageIO.getImageWritersByFormatName("gif");
        if (!writers.hasNext()) {
            return PngExport.failed(target, "this Java runtime has no GIF encoder");
        }
        ImageWriter writer = writers.next();
        Palette palette = Palette.of(frames.frames());
        GifTiming timing = GifTiming.of(frames.frames(), seconds);
        int[] delays = timing.delays();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (MemoryCacheImageOutputStream output = new MemoryCacheImageOutputStream(bytes)) {
            writer.setOutput(output);
            writer.prepareWriteSequence(null);
            for (int i = 0; i < delays.length; i++) {
                BufferedImage image = indexed(frames, frames.frames().get(timing.frames()[i]), palette);
                ImageWriteParam parameters = writer.getDefaultWriteParam();
                IIOMetadata metadata = writer.getDefaultImageMetadata(new ImageTypeSpecifier(image), parameters);
                describe(metadata, delays[i], palette.transparentIndex(), i == 0);
                writer.writeToSequence(new IIOImage(image, null, metadata), parameters);
            }
            writer.endWriteSequence();
        } catch (IOException | RuntimeException failed) {
            return PngExport.failed(target, "the GIF could not be encoded: " + failed.getMessage());
        } finally {
            writer.dispose();
        }
        Optional<Diagnostic> saved = WriteGuard.saveNamed(target, bytes.toByteArray());
        return saved.map(problem -> new ExportResult(List.of(), List.of(problem)))
                .orElseGet(() -> new ExportResult(List.of(target), List.of()));
    }

    /** The same duration for every one of {@code count} frames at {@code fps}. */
    public static List<Double> atRate(int count, double fps) {
        List<Double> seconds = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            seconds.add(1 / fps);
        }
        return seconds;
    }

    private static BufferedImage indexed(RenderedFrames frames, int[] argb, Palette palette) {
        int[] colours = palette.colours();
        byte[] red = new byte[colours.length];
        byte[] green = new byte[colours.length];
        byte[] blue = new byte[colours.length];
        for (int i = 0; i < colours.length; i++) {
            red[i] = (byte) (colours[i] >>> 16);
            green[i] = (byte) (colours[i] >>> 8);
            blue[i] = (byte) colours[i];
        }
        IndexColorModel model = palette.transparentIndex() >= 0
                ? new IndexColorModel(8, colours.length, red, green, blue, palette.transparentIndex())
                : new IndexColorModel(8, colours.length, red, green, blue);
        BufferedImage image = new BufferedImage(frames.width(), frames.height(), BufferedImage.TYPE_BYTE_INDEXED,
                model);
        WritableRaster raster = image.getRaster();
        int[] row = new int[frames.width()];
        for (int y = 0; y < frames.height(); y++) {
            for (int x = 0; x < frames.width(); x++) {
                row[x] = palette.index(argb[y * frames.width() + x]);
            }
            raster.setSamples(0, y, frames.width(), 1, 0, row);
        }
        return image;
    }

    private static void describe(IIOMetadata metadata, int delay, int transparentIndex, boolean first)
            throws IIOInvalidTreeException {
        // Merged into the writer's defaults, so only what differs is given (and no DOM walking is needed).
        IIOMetadataNode root = new IIOMetadataNode(FORMAT);
        IIOMetadataNode control = new IIOMetadataNode("GraphicControlExtension");
        // Transparent frames must clear the previous one, or it shows through.
        control.setAttribute("disposalMethod", transparentIndex >= 0 ? "restoreToBackgroundColor" : "none");
        control.setAttribute("userInputFlag", "FALSE");
        control.setAttribute("transparentColorFlag", transparentIndex >= 0 ? "TRUE" : "FALSE");
        control.setAttribute("transparentColorIndex", String.valueOf(Math.max(0, transparentIndex)));
        control.setAttribute("delayTime", String.valueOf(delay));
        root.appendChild(control);
        if (first) {
            IIOMetadataNode extensions = new IIOMetadataNode("ApplicationExtensions");
            IIOMetadataNode loop = new IIOMetadataNode("ApplicationExtension");
            loop.setAttribute("applicationID", "NETSCAPE");
            loop.setAttribute("authenticationCode", "2.0");
            // Sub-block 1, then the loop count as little-endian 16 bits: 0 loops forever.
            loop.setUserObject(new byte[] {1, 0, 0});
            extensions.appendChild(loop);
            root.appendChild(extensions);
        }
        metadata.mergeTree(FORMAT, root);
    }
}
