package dev.reel.ui.skeleton;

import dev.reel.model.rig.Attachment;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.RegionAttachment;
import dev.reel.model.rig.Rig;
import dev.reel.model.rig.Skin;
import dev.reel.model.rig.Slot;
import dev.reel.ui.control.Tips;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The row about the picked slot: a region offers Make Mesh…; a mesh says its vertex and triangle counts and the
 * bones it is bound to, and offers Bind to Bones (the bones selected in the tree) and Unbind.
 */
final class MeshRows {
    /** Where a slot's setup attachment was found: its skin's name and the attachment. */
    record Shown(String skin, Attachment attachment) {
    }

    private final HBox box = new HBox(6);
    private final Label about = new Label();
    private final Button makeMesh = new Button("Make Mesh…");
    private final Button bind = new Button("Bind to Bones");
    private final Button unbind = new Button("Unbind");

    MeshRows(Runnable onMakeMesh, Runnable onBind, Runnable onUnbind) {
        box.setId("mesh-rows");
        box.setAlignment(Pos.CENTER_LEFT);
        about.setId("mesh-about");
        makeMesh.setId("make-mesh");
        bind.setId("bind-mesh");
        unbind.setId("unbind-mesh");
        Tips.set(makeMesh, "Replace the region by a mesh traced from the cell's opaque pixels");
        Tips.set(bind, "Bind the mesh to the bones selected in the tree (Ctrl- or Shift-click to select"
                + " several), weighting each vertex by its distance to them");
        Tips.set(unbind, "Put every vertex back on the slot's bone, where it is drawn now");
        makeMesh.setOnAction(event -> onMakeMesh.run());
        bind.setOnAction(event -> onBind.run());
        unbind.setOnAction(event -> onUnbind.run());
        box.getChildren().addAll(about, makeMesh, bind, unbind);
    }

    Node node() {
        return box;
    }

    /** The attachment {@code slot} shows at the setup pose: looked up in the default skin, then in the others. */
    static Shown shown(Rig rig, String slot) {
        Slot found = rig == null || slot == null ? null : rig.slot(slot);
        if (found == null || found.attachment().isEmpty()) {
            return null;
        }
        List<Skin> skins = new ArrayList<>(rig.skins());
        skins.sort((a, b) -> Boolean.compare(!a.name().equals(Skin.DEFAULT), !b.name().equals(Skin.DEFAULT)));
        for (Skin skin : skins) {
            Attachment attachment = skin.attachment(slot, found.attachment());
            if (attachment != null) {
                return new Shown(skin.name(), attachment);
            }
        }
        return null;
    }

    /** One line about a mesh: vertices, triangles, bound bones. */
    static String describe(Rig rig, MeshAttachment mesh) {
        String text = mesh.vertexCount() + " vertices, " + mesh.triangleCount() + " triangles, ";
        if (!mesh.weighted()) {
            return text + "not bound";
        }
        Set<String> bones = new LinkedHashSet<>();
        for (int bone : mesh.influenceBones()) {
            bones.add(bone >= 0 && bone < rig.bones().size() ? rig.bones().get(bone).name() : "#" + bone);
        }
        return text + "bound to " + String.join(", ", bones);
    }

    /** Shows what {@code slot} of {@code rig} shows (nothing picked: a hint); {@code bones} are the picked bones. */
    void show(Rig rig, String slot, List<String> bones, boolean making) {
        Shown shown = shown(rig, slot);
        makeMesh.setVisible(false);
        bind.setVisible(false);
        unbind.setVisible(false);
        if (rig == null) {
            about.setText("");
        } else if (slot == null) {
            about.setText("Pick a slot to make or edit its mesh");
        } else if (shown == null) {
            about.setText("Slot " + slot + " shows nothing");
        } else if (shown.attachment() instanceof RegionAttachment region) {
            about.setText("Slot " + slot + ": region " + region.sprite());
            makeMesh.setVisible(!making);
        } else if (shown.attachment() instanceof MeshAttachment mesh) {
            about.setText("Mesh " + mesh.name() + ": " + describe(rig, mesh));
            bind.setVisible(!making);
            bind.setText(bones.isEmpty() ? "Bind to Bones" : "Bind to " + (bones.size() == 1 ? bones.get(0)
                    : bones.size() + " Bones"));
            bind.setDisable(bones.isEmpty());
            unbind.setVisible(mesh.weighted() && !making);
        }
        for (Button button : new Button[] {makeMesh, bind, unbind}) {
            button.setManaged(button.isVisible());
        }
    }
}
