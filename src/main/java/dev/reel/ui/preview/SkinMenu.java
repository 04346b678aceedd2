package dev.reel.ui.preview;

import dev.reel.edit.Document;
import dev.reel.edit.cmd.KeySkin;
import dev.reel.model.Clip;
import dev.reel.preview.LoadedRig;
import dev.reel.runtime.rig.CompiledRig;
import dev.reel.ui.control.Tips;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.shell.PanelContext;
import javafx.scene.Node;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.ToggleGroup;

/**
 * The preview toolbar's skin selector, shown while a rig clip whose rig has more than one skin is in the preview:
 * "Skin" (or "Skin: NAME" while another than the default is shown) lists the rig's skins, and picking one draws the clip in it at once (kept with the clip while it is
 * open, never saved; the clip's keys stay as they are). Its last item, Key Skin at Cursor, keys the attachment of
 * every slot the shown skin changes at the time cursor ({@link KeySkin}, one undo step), whatever Rec says, as K
 * does.
 */
final class SkinMenu {
    private final MenuButton button = new MenuButton("Skin");
    private final PanelContext context;
    private final PreviewPanel panel;

    SkinMenu(PanelContext context, PreviewPanel panel) {
        this.context = context;
        this.panel = panel;
        button.setId("preview-skin");
        Tips.set(button, "The skin the rig clip is drawn in; Key Skin keys its slots' attachments");
        button.managedProperty().bind(button.visibleProperty());
        button.setVisible(false);
        button.setOnShowing(event -> fill());
    }

    Node node() {
        return button;
    }

    /** The rig of the clip in the preview, or null. */
    private LoadedRig rig() {
        Clip clip = context.rig().clip();
        return panel.mode() == PreviewPanel.Mode.CLIP ? panel.clipScene().loadedRig(clip) : null;
    }

    /** Shows the selector only for a rig with skins to choose from, named with the skin shown. */
    void update() {
        LoadedRig rig = rig();
        boolean shown = rig != null && rig.compiled().skinCount() > 1;
        button.setVisible(shown);
        button.setText(title(skin()));
    }

    /**
     * The button's text: "Skin" while the default skin is shown, "Skin: big" for another, so the toolbar keeps to
     * one row on a rig clip at the usual widths.
     */
    static String title(String skin) {
        return dev.reel.model.rig.Skin.DEFAULT.equals(skin) ? "Skin" : "Skin: " + skin;
    }

    /** The skin the focused clip is drawn in. */
    String skin() {
        return panel.clipScene().live().skin();
    }

    /** Draws the focused clip in skin {@code name} (an unknown name draws the default skin). */
    void choose(String name) {
        panel.clipScene().live().setSkin(name);
        button.setText(title(name));
        panel.changed();
    }

    private void fill() {
        button.getItems().clear();
        LoadedRig rig = rig();
        if (rig == null) {
            return;
        }
        CompiledRig compiled = rig.compiled();
        ToggleGroup group = new ToggleGroup();
        for (int skin = 0; skin < compiled.skinCount(); skin++) {
            String name = compiled.skinName(skin);
            RadioMenuItem item = new RadioMenuItem(name);
            item.setId("preview-skin-" + name);
            item.setToggleGroup(group);
            item.setSelected(name.equals(skin()));
            item.setOnAction(event -> choose(name));
            button.getItems().add(item);
        }
        MenuItem key = new MenuItem("Key Skin at Cursor");
        key.setId("preview-key-skin");
        key.setOnAction(event -> keySkin());
        button.getItems().addAll(new SeparatorMenuItem(), key);
    }

    /** Keys the shown skin's slot attachments at the cursor; false (and said) when it cannot. */
    @SuppressWarnings("unchecked")
    boolean keySkin() {
        LoadedRig rig = rig();
        OpenDocument<?> focused = context.workspace().focused();
        if (rig == null || focused == null || !(focused.value() instanceof Clip)) {
            return false;
        }
        try {
            Document<Clip> document = (Document<Clip>) focused.document();
            document.breakMerge();
            document.execute(new KeySkin(rig.model(), skin(), context.rig().time()));
            document.breakMerge();
            return true;
        } catch (IllegalArgumentException | IllegalStateException refused) {
            context.say("Key skin " + skin() + ": " + refused.getMessage());
            return false;
        }
    }
}
