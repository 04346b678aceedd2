package dev.reel.ui.sheets;

import dev.reel.edit.cmd.SliceSheet;
import dev.reel.model.Cell;
import dev.reel.model.LoopMode;
import dev.reel.model.SheetMeta;
import dev.reel.sheet.CellIds;
import dev.reel.sheet.CellNames;
import dev.reel.sheet.PngLoader;
import dev.reel.sheet.SpriteStripImport;
import dev.reel.ui.control.Readout;
import dev.reel.ui.control.TimeFormat;
import dev.reel.ui.documents.DocumentType;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.shell.PanelContext;

import java.nio.file.Path;
import java.util.Optional;

/**
 * Import Sprite Strip: a one-row strip becomes its frames and a clip of them in one go, the sample's
 * workflow (Idle strips at 0.15 s a frame, Run strips at 0.08 s). The cells are one undo step on the sheet's
 * document, which is saved when it had no other unsaved edits so the new clip's frames exist on disk; the
 * clip is a new file in {@code anim/} named after the sheet.
 */
public final class StripImport {
    /** The id of the Create menu's action. */
    public static final String ACTION = "create.sprite-strip";

    /**
     * What the user picked.
     *
     * @param frameHeight 0 for the sheet's height
     */
    public record Settings(int frameWidth, int frameHeight, double frameDuration, LoopMode loop) {
    }

    private StripImport() {
    }

    /** Width and height of a PNG from its header, or null when it cannot be read. */
    public static int[] size(Path png) {
        PngLoader.HeaderResult header = new PngLoader().header(png, png.getFileName().toString());
        return header.header() == null ? null : new int[]{header.header().width(), header.header().height()};
    }

    /** Slices {@code png} into strip frames and writes a clip of them; returns the clip's document. */
    public static Optional<OpenDocument<?>> run(PanelContext context, Path png, Settings settings) {
        int[] size = size(png);
        if (size == null) {
            context.say(png.getFileName() + " cannot be read as a PNG");
            return Optional.empty();
        }
        Optional<OpenDocument<?>> opened = context.workspace().open(png);
        if (opened.isEmpty() || opened.get().type() != DocumentType.SHEET) {
            return Optional.empty();
        }
        @SuppressWarnings("unchecked")
        OpenDocument<SheetMeta> sheet = (OpenDocument<SheetMeta>) opened.get();
        String sheetPath = context.project().relative(png);
        SpriteStripImport.Result result = SpriteStripImport.run(sheetPath, size[0], size[1], sheet.value(),
                settings.frameWidth(), settings.frameHeight(), settings.frameDuration(), settings.loop(), "",
                CellIds.random());
        if (!result.ok()) {
            context.say("Not imported: " + result.diagnostics().get(0).message());
            return Optional.empty();
        }
        boolean clean = !sheet.dirty();
        try {
            sheet.document().execute(SliceSheet.of(sheetPath, result.meta().slice(),
                    result.meta().cells().stream().map(Cell::rect).toList(), CellIds.random()));
        } catch (IllegalArgumentException | IllegalStateException refused) {
            context.say("Not imported: " + refused.getMessage());
            return Optional.empty();
        }
        if (clean) {
            context.workspace().save(sheet);
        } else {
            context.say("Save " + sheet.name() + " so that the new clip's frames exist on disk");
        }
        Optional<OpenDocument<?>> clip = context.creation().newClip(CellNames.baseName(sheetPath), result.clip());
        clip.ifPresent(document -> context.say("Imported " + Readout.count(result.meta().cells().size(), "frame") + " of "
                + sheetPath + " at " + TimeFormat.chosen(1 / settings.frameDuration()).text(settings.frameDuration())
                + " a frame into " + document.name()));
        return clip;
    }

    /** The frames a strip of {@code sheetWidth} gives, or 0 when the width is not a whole number of frames. */
    static int frames(int sheetWidth, int frameWidth) {
        return frameWidth > 0 && sheetWidth % frameWidth == 0 ? sheetWidth / frameWidth : 0;
    }
}
