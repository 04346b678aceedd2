package dev.reel.ui.preview;

import dev.reel.model.Clip;
import dev.reel.preview.Background;
import dev.reel.preview.ExportFrames;
import dev.reel.preview.ExportFraming;
import dev.reel.preview.ExportResult;
import dev.reel.preview.PoseAdapter;
import dev.reel.preview.PoseSequence;
import dev.reel.preview.SequenceExport;
import dev.reel.preview.SpriteAtlas;
import dev.reel.runtime.CompiledClip;
import dev.reel.ui.actions.Action;
import dev.reel.ui.control.Readout;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.shell.PanelContext;
import javafx.scene.Node;
import javafx.stage.FileChooser;

import java.io.File;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.BooleanSupplier;

/**
 * File › Export Preview…: writes one pass of the focused clip as a looping GIF or a PNG strip, through the same
 * renderer as {@code reel export}, to a file chosen beside the clip.
 */
final class PreviewExport {
    private final PanelContext context;
    private final Node owner;
    private final Action action;

    /** Registers the action, enabled while {@code clipShown} and a clip is focused; dialogs open over {@code owner}'s window. */
    PreviewExport(PanelContext context, Node owner, BooleanSupplier clipShown) {
        this.context = context;
        this.owner = owner;
        action = context.actions().register(Action.of("file.export-preview", "File", "Export Preview…")
                .group("export").enabledWhen(() -> clipShown.getAsBoolean() && context.rig().clip() != null)
                .run(this::exportClip));
    }

    private void exportClip() {
        Clip clip = context.rig().clip();
        OpenDocument<?> focused = context.workspace().focused();
        if (clip == null || focused == null) {
            return;
        }
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Export Preview");
        chooser.getExtensionFilters().addAll(new FileChooser.ExtensionFilter("Looping GIF", "*.gif"),
                new FileChooser.ExtensionFilter("PNG strip", "*.png"));
        String stem = focused.file().getFileName().toString().replaceFirst("\\.[^.]+$", "");
        chooser.setInitialFileName(stem + ".gif");
        // Beside the document, not in the folder the editor was started from.
        File folder = focused.file().toAbsolutePath().getParent().toFile();
        chooser.setInitialDirectory(folder.isDirectory() ? folder : context.project().root().toFile());
        File chosen = chooser.showSaveDialog(owner.getScene() == null ? null : owner.getScene().getWindow());
        if (chosen != null) {
            context.say(exportTo(clip, chosen.toPath(), stem));
        }
    }

    /** Writes one pass of {@code clip} to {@code target} (GIF unless it ends in .png); returns what to say. */
    String exportTo(Clip clip, Path target, String name) {
        SpriteAtlas atlas = new SpriteAtlas(context.project().root());
        PoseSequence sequence = ExportFrames.clip(CompiledClip.compile(clip), null, null, 1, new PoseAdapter(atlas));
        if (sequence.size() == 0 || sequence.bounds().isEmpty()) {
            return "Nothing to export: no frame of the clip shows a sprite";
        }
        boolean png = target.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".png");
        ExportResult result = SequenceExport.write(sequence, png ? SequenceExport.Format.PNG_STRIP
                : SequenceExport.Format.GIF, target, name, ExportFraming.fit(sequence.bounds(), 1),
                Background.TRANSPARENT, atlas);
        if (!result.ok() || result.files().isEmpty()) {
            return "Export failed: " + (result.problems().isEmpty() ? "nothing was written"
                    : result.problems().get(0).message());
        }
        return "Exported " + Readout.count(sequence.size(), "frame") + " to " + target.getFileName();
    }

    /** Takes the action out of the menus (the panel closes). */
    void dispose() {
        context.actions().unregister(action);
    }
}
