package dev.reel.ui.skeleton;

import dev.reel.edit.Gesture;
import dev.reel.edit.cmd.MakeMesh;
import dev.reel.edit.rig.MeshRef;
import dev.reel.edit.rig.OutlineMesh;
import dev.reel.edit.rig.UvPlacement;
import dev.reel.model.Rect;
import dev.reel.model.rig.RegionAttachment;
import dev.reel.model.rig.Rig;
import dev.reel.preview.LoadedSheet;
import dev.reel.preview.SpriteAtlas;
import dev.reel.preview.SpriteFrame;
import dev.reel.ui.control.Tips;
import dev.reel.ui.documents.OpenDocument;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.layout.HBox;

import java.util.function.Consumer;

/**
 * Make Mesh… on a slot showing a region: the settings of "mesh from outline" (as Unity's Sprite Editor offers an
 * outline detail and a tessellation density) with the mesh shown live in the preview while they change, recorded
 * as one undo step on OK ("Make mesh NAME") and taken back on Cancel. The mesh replaces the region under the same
 * name, so the slot keeps showing it, placed where the region drew its cell.
 *
 * <p><b>Density</b> {@code n} (0 to 12): interior vertices on a triangular lattice with {@code n} points across the
 * cell's longer side, that is a spacing of {@code longer side ÷ (n + 1)} pixels; 0 keeps the outline's vertices
 * only. <b>Outline detail</b> {@code d} (0 to 10): the outline keeps its traced points within
 * {@code 0.5 · 2^(4 − 0.4·d)} pixels (Douglas–Peucker): 8 px at 0, 0.5 px at 10, 2 px (the default 5) between.
 */
final class MakeMeshStrip {
    /** The density and outline detail a new strip starts at. */
    static final int DENSITY = 3;
    static final int DETAIL = 5;

    private final HBox box = new HBox(6);
    private final Slider density = new Slider(0, 12, DENSITY);
    private final Slider detail = new Slider(0, 10, DETAIL);
    private final Label result = new Label();
    private final SpriteAtlas atlas;
    private final Consumer<String> say;
    private final Runnable closed;
    private Gesture<Rig> gesture;
    private MeshRef ref;
    private RegionAttachment region;
    private Rect cell;
    private LoadedSheet sheet;
    private SpriteFrame frame;

    MakeMeshStrip(SpriteAtlas atlas, Consumer<String> say, Runnable closed) {
        this.atlas = atlas;
        this.say = say;
        this.closed = closed;
        box.setId("make-mesh-strip");
        box.setAlignment(Pos.CENTER_LEFT);
        density.setId("make-mesh-density");
        detail.setId("make-mesh-detail");
        for (Slider slider : new Slider[] {density, detail}) {
            slider.setMajorTickUnit(1);
            slider.setMinorTickCount(0);
            slider.setSnapToTicks(true);
            slider.setPrefWidth(110);
            slider.valueProperty().addListener((observable, old, now) -> {
                if (Math.round(old.doubleValue()) != Math.round(now.doubleValue())) {
                    update();
                }
            });
        }
        Tips.set(density, "Interior vertices across the cell's longer side (0: the outline only)");
        Tips.set(detail, "How closely the outline follows the opaque pixels (0: 8 px, 10: 0.5 px)");
        result.setId("make-mesh-result");
        Button ok = new Button("OK");
        ok.setId("make-mesh-ok");
        ok.setDefaultButton(false);
        ok.setOnAction(event -> finish(true));
        Button cancel = new Button("Cancel");
        cancel.setId("make-mesh-cancel");
        cancel.setOnAction(event -> finish(false));
        Label densityValue = new Label();
        densityValue.textProperty().bind(density.valueProperty().asString("%.0f"));
        Label detailValue = new Label();
        detailValue.textProperty().bind(detail.valueProperty().asString("%.0f"));
        box.getChildren().addAll(new Label("Density"), density, densityValue, new Label("Outline detail"), detail,
                detailValue, result, ok, cancel);
    }

    Node node() {
        return box;
    }

    boolean open() {
        return gesture != null;
    }

    /** The spacing of interior vertices for density {@code n} in a cell of that size; 0 for none. */
    static double spacing(int n, Rect cell) {
        return n <= 0 ? 0 : Math.max(1, Math.max(cell.width(), cell.height()) / (double) (n + 1));
    }

    /** The outline tolerance in pixels for detail {@code d}. */
    static double tolerance(int d) {
        return 0.5 * Math.pow(2, 4 - 0.4 * d);
    }

    /** Starts making a mesh of {@code region} (of {@code rig}'s default skin or another) and shows it live. */
    boolean start(OpenDocument<Rig> rig, String skin, RegionAttachment region) {
        frame = atlas.frame(region.sprite());
        sheet = frame == null ? null : atlas.sheet(frame.sheet());
        if (frame == null || sheet == null) {
            say.accept("Make Mesh: the picture of " + region.sprite() + " cannot be read");
            return false;
        }
        this.region = region;
        this.cell = frame.source();
        this.ref = new MeshRef(skin, region.slot(), region.name());
        gesture = rig.document().gesture("Make mesh " + region.name());
        update();
        return true;
    }

    private void update() {
        if (gesture == null) {
            return;
        }
        int n = (int) Math.round(density.getValue());
        int d = (int) Math.round(detail.getValue());
        try {
            OutlineMesh outline = OutlineMesh.of(sheet.image(), cell,
                    new OutlineMesh.Settings(0, tolerance(d), spacing(n, cell)));
            UvPlacement placement = UvPlacement.region(frame.pivotX() * cell.width(), frame.pivotY() * cell.height(),
                    region.x(), region.y(), region.rotation(), region.scaleX(), region.scaleY());
            gesture.update(new MakeMesh(ref, outline.attachment(region.name(), region.slot(), region.sprite(),
                    placement)));
            result.setText(outline.vertexCount() + " vertices, " + outline.triangles().length / 3 + " triangles"
                    + (outline.islands() > 1 ? " (largest of " + outline.islands() + " islands)" : ""));
        } catch (IllegalArgumentException refused) {
            result.setText("No mesh: " + refused.getMessage());
        }
    }

    /** OK keeps the mesh as one undo step, Cancel (or the rig going away) takes it back. */
    void finish(boolean keep) {
        if (gesture == null) {
            return;
        }
        Gesture<Rig> ending = gesture;
        gesture = null;
        if (keep && !result.getText().startsWith("No mesh")) {
            ending.commit();
        } else {
            ending.cancel();
        }
        closed.run();
    }

    /** The mesh being made, or null. */
    MeshRef ref() {
        return gesture == null ? null : ref;
    }
}
