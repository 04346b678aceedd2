package dev.reel.preview;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Renders a {@link PoseSequence} headless in a given framing and writes it as a PNG strip, a looping GIF or a
 * folder of numbered PNGs: the part of {@code reel export} (and the File menu's Export) after the poses are
 * known.
 */
public final class SequenceExport {

    /** What to write. */
    public enum Format {
        /** One PNG, the frames side by side. */
        PNG_STRIP,
        /** One looping GIF, each frame shown for its duration. */
        GIF,
        /** A folder of {@code NAME_000.png}, {@code NAME_001.png}, ... */
        FRAMES
    }

    private SequenceExport() {
    }

    /**
     * Draws every frame of {@code sequence} through a renderer opened for the call and writes it.
     *
     * @param target the PNG or GIF file, or the folder for {@link Format#FRAMES}
     * @param name   the file name stem of numbered frames
     */
    public static ExportResult write(PoseSequence sequence, Format format, Path target, String name,
                                     ExportFraming framing, Background background, SheetSource sheets) {
        List<Scene> scenes = new ArrayList<>(sequence.size());
        for (List<Sprite> frame : sequence.frames()) {
            scenes.add(Scene.of(frame, framing.camera()).withBackground(background));
        }
        return switch (format) {
            case PNG_STRIP -> PngExport.strip(scenes, framing.width(), framing.height(), sheets, target);
            case GIF -> GifExport.write(scenes, sequence.seconds(), framing.width(), framing.height(), sheets, target);
            case FRAMES -> PngExport.folder(scenes, framing.width(), framing.height(), sheets, target, name);
        };
    }
}
