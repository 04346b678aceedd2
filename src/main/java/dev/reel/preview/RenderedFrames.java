package dev.reel.preview;

import dev.reel.model.Code;
import dev.reel.model.Diagnostic;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Frames drawn for export, each {@code width × height} straight (not premultiplied) ARGB pixels row by row,
 * the form image files store.
 */
public record RenderedFrames(int width, int height, List<int[]> frames) {

    public RenderedFrames {
        if (width <= 0 || height <= 0) {
            throw new IllegalArgumentException("frame size " + width + " × " + height + " is not positive");
        }
        for (int[] frame : frames) {
            if (frame.length != width * height) {
                throw new IllegalArgumentException("a frame of " + frame.length + " pixels is not " + width + " × "
                        + height);
            }
        }
        frames = List.copyOf(frames);
    }

    /**
     * What rendering gave: the frames, or null when the renderer could not open; problems such as missing
     * sheets (drawn as placeholders) either way.
     */
    public record Result(RenderedFrames frames, List<Diagnostic> problems) {
        public Result {
            problems = List.copyOf(problems);
        }
    }

    /**
     * Draws each scene in turn through a renderer of one frame's size, opened and closed on the calling
     * thread, headless.
     */
    public static Result render(List<Scene> scenes, int width, int height, SheetSource sheets) {
        OpenResult opened = Renderer.open(width, height, sheets);
        if (opened instanceof OpenResult.Unavailable unavailable) {
            return new Result(null, List.of(Diagnostic.of(Code.PRV001, "", 0, 0, unavailable.message())));
        }
        List<int[]> frames = new ArrayList<>();
        Set<String> missing = new LinkedHashSet<>();
        List<Diagnostic> problems = new ArrayList<>();
        try (Renderer renderer = ((OpenResult.Ready) opened).renderer()) {
            for (Scene scene : scenes) {
                FrameReport report = renderer.render(scene);
                missing.addAll(report.missingSheets());
                for (String problem : report.problems()) {
                    problems.add(Diagnostic.of(Code.PRV001, "", 0, 0, problem));
                }
                int[] pixels = renderer.copyPixels();
                unpremultiply(pixels);
                frames.add(pixels);
            }
        }
        for (String sheet : missing) {
            problems.add(Diagnostic.of(Code.AST002, sheet, 0, 0,
                    sheet + " could not be loaded; its sprites are exported as magenta boxes"));
        }
        return new Result(new RenderedFrames(width, height, frames), problems);
    }

    /** The buffer is premultiplied (see {@link Renderer}); files want each colour at full strength. */
    static void unpremultiply(int[] pixels) {
        for (int i = 0; i < pixels.length; i++) {
            int argb = pixels[i];
            int alpha = argb >>> 24;
            if (alpha == 255) {
                continue;
            }
            if (alpha == 0) {
                pixels[i] = 0;
                continue;
            }
            int red = Math.min(255, ((argb >>> 16 & 0xFF) * 255 + alpha / 2) / alpha);
            int green = Math.min(255, ((argb >>> 8 & 0xFF) * 255 + alpha / 2) / alpha);
            int blue = Math.min(255, ((argb & 0xFF) * 255 + alpha / 2) / alpha);
            pixels[i] = alpha << 24 | red << 16 | green << 8 | blue;
        }
    }
}
