package dev.reel.preview;

import dev.reel.io.WriteGuard;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * PNG exports of rendered frames: a strip of every frame side by side, or a folder of numbered files. Each
 * file is written atomically; transparency is kept.
 */
public final class PngExport {
    private PngExport() {
    }

    /** Draws the scenes and writes them side by side into one PNG {@code count × width} by {@code height}. */
    public static ExportResult strip(List<Scene> scenes, int width, int height, SheetSource sheets, Path target) {
        RenderedFrames.Result rendered = RenderedFrames.render(scenes, width, height, sheets);
        return rendered.frames() == null ? new ExportResult(List.of(), rendered.problems())
                : withProblems(strip(rendered.frames(), target), rendered.problems());
    }

    /** Draws the scenes and writes {@code name_000.png}, {@code name_001.png}, ... into {@code folder}. */
    public static ExportResult folder(List<Scene> scenes, int width, int height, SheetSource sheets, Path folder,
                                      String name) {
        RenderedFrames.Result rendered = RenderedFrames.render(scenes, width, height, sheets);
        return rendered.frames() == null ? new ExportResult(List.of(), rendered.problems())
                : withProblems(folder(rendered.frames(), folder, name), rendered.problems());
    }

    /** Writes rendered frames side by side into one PNG. */
    public static ExportResult strip(RenderedFrames frames, Path target) {
        int count = frames.frames().size();
        if (count == 0) {
            return failed(target, "there are no frames to export");
        }
        if ((long) count * frames.width() > Integer.MAX_VALUE / 4) {
            return failed(target, count + " frames of " + frames.width() + " px are too wide for one strip");
        }
        BufferedImage strip = new BufferedImage(count * frames.width(), frames.height(), BufferedImage.TYPE_INT_ARGB);
        for (int i = 0; i < count; i++) {
            strip.setRGB(i * frames.width(), 0, frames.width(), frames.height(), frames.frames().get(i), 0,
                    frames.width());
        }
        return write(strip, target);
    }

    /** Writes each rendered frame as {@code name_NNN.png} (more digits past 999 frames) in {@code folder}. */
    public static ExportResult folder(RenderedFrames frames, Path folder, String name) {
        Optional<Diagnostic> made = WriteGuard.createNamedFolders(folder);
        if (made.isPresent()) {
            return new ExportResult(List.of(), List.of(made.get()));
        }
        int count = frames.frames().size();
        int digits = Math.max(3, String.valueOf(Math.max(0, count - 1)).length());
        List<Path> written = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            BufferedImage image = new BufferedImage(frames.width(), frames.height(), BufferedImage.TYPE_INT_ARGB);
            image.setRGB(0, 0, frames.width(), frames.height(), frames.frames().get(i), 0, frames.width());
            Path file = folder.resolve(String.format("%s_%0" + digits + "d.png", name, i));
            ExportResult one = write(image, file);
            if (!one.ok()) {
                return new ExportResult(written, one.problems());
            }
            written.add(file);
        }
        return new ExportResult(written, List.of());
    }

    static ExportResult write(BufferedImage image, Path target) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            if (!ImageIO.write(image, "png", bytes)) {
                return failed(target, "this Java runtime has no PNG encoder");
            }
        } catch (IOException failed) {
            return failed(target, "the PNG could not be encoded: " + failed.getMessage());
        }
        Optional<Diagnostic> saved = WriteGuard.saveNamed(target, bytes.toByteArray());
        return saved.map(problem -> new ExportResult(List.of(), List.of(problem)))
                .orElseGet(() -> new ExportResult(List.of(target), List.of()));
    }

    static ExportResult failed(Path target, String message) {
        return new ExportResult(List.of(), List.of(Diagnostic.of(Code.IO001, target.toString(), 0, 0, message)));
    }

    static ExportResult withProblems(ExportResult result, List<Diagnostic> earlier) {
        List<Diagnostic> problems = new ArrayList<>(earlier);
        problems.addAll(result.problems());
        return new ExportResult(result.files(), problems);
    }
}
