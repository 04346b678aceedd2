package dev.reel.ui.preview;

import dev.reel.edit.Gesture;
import dev.reel.edit.cmd.PaintWeights;
import dev.reel.edit.rig.MeshRef;
import dev.reel.edit.rig.SetupPose;
import dev.reel.edit.rig.WeightBrush;
import dev.reel.model.rig.Attachment;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.Rig;
import dev.reel.model.rig.Slot;
import dev.reel.preview.Camera;
import dev.reel.ui.control.NumberField;
import dev.reel.ui.control.Tips;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.documents.RigViewState;
import dev.reel.ui.shell.PanelContext;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.HBox;

import java.util.Arrays;
import java.util.function.Supplier;

/**
 * What Rig mode does while its tool is {@link RigViewState.Tool#WEIGHTS}: it paints the weights of the edited
 * (bound) mesh for the bone selected in the Skeleton tree. The mesh's picture ({@link MeshPicture}) is tinted by
 * that bone's weight on a heat ramp (blue 0 %, green, yellow, red 100 %; with no bone selected, by the blend of
 * each vertex's bone colours), the skeleton is drawn over it and a circle of the brush's radius follows the
 * mouse. A drag paints ({@link PaintWeights}: add, remove or smooth, the bar's radius in view pixels and strength
 * 0 to 1, falloff {@code (1 − (d/R)²)²}), live, one undo step per stroke; Ctrl held as a stroke starts swaps add
 * and remove (as in Unreal's mesh paint tools; Alt-drag moves windows on many Linux desktops); Esc cancels the
 * stroke. A click without a drag selects the nearest vertex (Shift adds it to the selection, or takes it out),
 * which the weights table of the Skeleton panel lists.
 */
final class WeightsTool {
    /** How far (view pixels) the mouse must move from the press before a press becomes a stroke. */
    static final double DRAG = 4;
    /** A click selects the nearest vertex within this many view pixels. */
    static final double PICK = 14;
    /** Dabs along a stroke are this fraction of the radius apart. */
    static final double SPACING = 0.25;

    private final PanelContext context;
    private final Supplier<OpenDocument<Rig>> document;
    private final Supplier<Camera> camera;
    private final Runnable repaint;
    private final MeshPicture picture;
    private final HBox bar = new HBox(6);
    private final ToggleGroup modes = new ToggleGroup();
    private final ToggleButton add = mode("Add", WeightBrush.Mode.ADD, "weights-add",
            "Add weight of the selected bone (Ctrl-drag removes)");
    private final ToggleButton remove = mode("Remove", WeightBrush.Mode.REMOVE, "weights-remove",
            "Remove weight of the selected bone (Ctrl-drag adds)");
    private final ToggleButton smooth = mode("Smooth", WeightBrush.Mode.SMOOTH, "weights-smooth",
            "Blend the selected bone's weight with the neighbouring vertices'");
    private final NumberField radius = new NumberField();
    private final NumberField strength = new NumberField();
    private final Label painted = new Label();
    private Gesture<Rig> gesture;
    private WeightBrush.Mode strokeMode;
    private double[] press;
    private double[] points = new double[0];
    private double[] mouse;

    WeightsTool(PanelContext context, Supplier<OpenDocument<Rig>> document, Supplier<Camera> camera,
                Runnable repaint, MeshPicture picture) {
        this.context = context;
        this.picture = picture;
        this.document = document;
        this.camera = camera;
        this.repaint = repaint;
        add.setSelected(true);
        radius.setId("weights-radius");
        radius.setInteger(true);
        radius.setValue(40.0);
        radius.setPrefColumnCount(3);
        Tips.set(radius, "Brush radius in screen pixels");
        radius.valueProperty().addListener((observable, old, now) -> {
            if (now == null || now < 1) {
                radius.setValue(now == null ? old : 1.0);
            }
        });
        strength.setId("weights-strength");
        strength.setValue(0.5);
        strength.setPrefColumnCount(3);
        Tips.set(strength, "How much one dab moves a weight, 0 to 1");
        strength.valueProperty().addListener((observable, old, now) -> {
            if (now == null || now < 0 || now > 1) {
                strength.setValue(now == null ? old : Math.max(0, Math.min(1, now)));
            }
        });
        painted.setId("weights-bone");
        bar.getChildren().addAll(add, remove, smooth, new Label("Radius"), radius, new Label("px  Strength"),
                strength, painted);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(4, 8, 4, 8));
        bar.getStyleClass().add("weights-bar");
        bar.setId("weights-bar");
        bar.relocate(8, 8);
        bar.setVisible(false);
    }

    /**
     * Makes Weights the focused rig's tool; when no bound mesh is being edited, the rig's first bound mesh (skins,
     * then attachments, in file order) is.
     */
    void enter() {
        OpenDocument<Rig> rig = document.get();
        if (rig == null) {
            return;
        }
        RigViewState view = RigViewState.of(rig);
        view.setTool(RigViewState.Tool.WEIGHTS);
        if (boundMesh(rig.value(), view.editedMesh()) == null) {
            for (dev.reel.model.rig.Skin skin : rig.value().skins()) {
                for (Attachment attachment : skin.attachments()) {
                    if (attachment instanceof MeshAttachment mesh && mesh.weighted()) {
                        view.editMesh(new MeshRef(skin.name(), mesh.slot(), mesh.name()));
                        context.rig().contextChanged();
                        return;
                    }
                }
            }
        }
        context.rig().contextChanged();
    }

    private ToggleButton mode(String text, WeightBrush.Mode mode, String id, String tip) {
        ToggleButton button = new ToggleButton(text);
        button.setUserData(mode);
        button.setToggleGroup(modes);
        button.setId(id);
        Tips.set(button, tip);
        button.getStyleClass().add("small");
        // One of the three is always on.
        button.addEventFilter(MouseEvent.MOUSE_RELEASED, event -> {
            if (button.isSelected()) {
                event.consume();
            }
        });
        return button;
    }

    /** The bar over the canvas: mode, radius, strength and the bone painted. */
    Node bar() {
        return bar;
    }

    /** Whether the Weights tool is the focused rig's tool. */
    boolean active() {
        OpenDocument<Rig> rig = document.get();
        return rig != null && RigViewState.of(rig).tool() == RigViewState.Tool.WEIGHTS;
    }

    /** Whether a press is being held (a stroke or a click to come). */
    boolean pressing() {
        return press != null;
    }

    WeightBrush.Mode mode() {
        return (WeightBrush.Mode) modes.getSelectedToggle().getUserData();
    }

    /** The edited mesh of the rig when it exists and is bound to bones, else null. */
    static MeshAttachment boundMesh(Rig rig, MeshRef ref) {
        if (ref == null || rig.skin(ref.skin()) == null) {
            return null;
        }
        Attachment attachment = rig.skin(ref.skin()).attachment(ref.slot(), ref.attachment());
        return attachment instanceof MeshAttachment mesh && mesh.weighted() ? mesh : null;
    }

    /** The painted bone: the selected one when it still exists, else null. */
    private static String bone(OpenDocument<Rig> rig) {
        String name = RigViewState.of(rig).selectedBone();
        return name != null && rig.value().bone(name) != null ? name : null;
    }

    /** Shows or hides the bar and says what is painted. */
    void update() {
        OpenDocument<Rig> rig = document.get();
        boolean on = active();
        bar.setVisible(on);
        if (!on) {
            return;
        }
        RigViewState view = RigViewState.of(rig);
        MeshRef ref = view.editedMesh();
        String bone = bone(rig);
        painted.setText(boundMesh(rig.value(), ref) == null ? "Pick a bound mesh in the Skeleton tree"
                : bone == null ? "Select the bone to paint in the Skeleton tree"
                : "Painting " + bone + " on " + ref.attachment());
    }

    void pressed(MouseEvent event) {
        OpenDocument<Rig> rig = document.get();
        press = new double[] {event.getX(), event.getY()};
        mouse = press;
        points = new double[0];
        strokeMode = null;
        if (boundMesh(rig.value(), RigViewState.of(rig).editedMesh()) == null) {
            context.say("Bind a mesh to bones and pick it in the Skeleton tree to paint its weights");
            press = null;
        }
        repaint.run();
    }

    void dragged(MouseEvent event) {
        mouse = new double[] {event.getX(), event.getY()};
        OpenDocument<Rig> rig = document.get();
        if (press == null || rig == null) {
            repaint.run();
            return;
        }
        if (gesture == null) {
            if (Math.hypot(event.getX() - press[0], event.getY() - press[1]) < DRAG) {
                return;
            }
            String bone = bone(rig);
            if (bone == null) {
                context.say("Select the bone to paint in the Skeleton tree");
                press = null;
                return;
            }
            strokeMode = event.isShortcutDown() || event.isControlDown() ? swapped(mode()) : mode();
            gesture = rig.document().gesture(new PaintWeights(RigViewState.of(rig).editedMesh(), bone, strokeMode,
                    1, 0, new double[0]).label());
            dab(press[0], press[1]);
        }
        double[] last = world(press);
        if (points.length >= 2) {
            last = new double[] {points[points.length - 2], points[points.length - 1]};
        }
        double[] at = world(mouse);
        double spacing = worldRadius() * SPACING;
        double gap = Math.hypot(at[0] - last[0], at[1] - last[1]);
        if (gap >= spacing) {
            // Evenly spaced dabs from the last one towards the mouse, so a fast drag paints as a slow one.
            int steps = (int) Math.floor(gap / spacing);
            for (int i = 1; i <= steps; i++) {
                double t = i * spacing / gap;
                addPoint(last[0] + (at[0] - last[0]) * t, last[1] + (at[1] - last[1]) * t);
            }
            show(rig);
        }
        repaint.run();
    }

    private static WeightBrush.Mode swapped(WeightBrush.Mode mode) {
        return mode == WeightBrush.Mode.ADD ? WeightBrush.Mode.REMOVE
                : mode == WeightBrush.Mode.REMOVE ? WeightBrush.Mode.ADD : mode;
    }

    private void dab(double viewX, double viewY) {
        double[] at = world(new double[] {viewX, viewY});
        addPoint(at[0], at[1]);
        show(document.get());
    }

    private void addPoint(double x, double y) {
        points = Arrays.copyOf(points, points.length + 2);
        points[points.length - 2] = x;
        points[points.length - 1] = y;
    }

    /** The stroke so far, applied live to the value the stroke began with. */
    private void show(OpenDocument<Rig> rig) {
        RigViewState view = RigViewState.of(rig);
        try {
            gesture.update(new PaintWeights(view.editedMesh(), bone(rig), strokeMode, worldRadius(), strength(),
                    points));
        } catch (IllegalArgumentException refused) {
            context.say(refused.getMessage());
        }
    }

    void released(MouseEvent event) {
        OpenDocument<Rig> rig = document.get();
        if (gesture != null) {
            gesture.commit();
        } else if (press != null && rig != null) {
            pick(rig, event.getX(), event.getY(), event.isShiftDown());
        }
        gesture = null;
        press = null;
        points = new double[0];
        repaint.run();
    }

    /** The mouse moved with no button held: the brush circle follows it. */
    void moved(MouseEvent event) {
        mouse = new double[] {event.getX(), event.getY()};
        repaint.run();
    }

    /** The mouse left the canvas: the circle goes. */
    void exited() {
        if (press == null) {
            mouse = null;
            repaint.run();
        }
    }

    /** Esc: the stroke in progress is undone as if it never was; true when there was one. */
    boolean cancel() {
        boolean had = gesture != null;
        if (gesture != null && gesture.active()) {
            gesture.cancel();
        }
        gesture = null;
        press = null;
        points = new double[0];
        return had;
    }

    /** Selects the vertex nearest the click (Shift: adds it, or takes it out); a click on nothing clears. */
    private void pick(OpenDocument<Rig> rig, double viewX, double viewY, boolean shift) {
        RigViewState view = RigViewState.of(rig);
        MeshAttachment mesh = boundMesh(rig.value(), view.editedMesh());
        if (mesh == null) {
            return;
        }
        double[] world = setupVertices(rig.value(), view.editedMesh(), mesh);
        Camera cam = camera.get();
        int best = -1;
        double bestDistance = PICK;
        for (int v = 0; v < mesh.vertexCount(); v++) {
            double d = Math.hypot(cam.viewX(world[2 * v]) - viewX, cam.viewY(world[2 * v + 1]) - viewY);
            if (d <= bestDistance) {
                best = v;
                bestDistance = d;
            }
        }
        if (!shift) {
            view.selectedVertices().clear();
        }
        if (best >= 0 && !(shift && view.selectedVertices().remove(best))) {
            view.selectedVertices().add(best);
        }
        context.rig().contextChanged();
    }

    /** The mesh's vertices in the world at the setup pose (where the brush measures), or null. */
    static double[] setupVertices(Rig rig, MeshRef ref, MeshAttachment mesh) {
        Slot slot = rig.slot(ref.slot());
        int slotBone = slot == null ? -1 : rig.boneIndex(slot.bone());
        if (slotBone < 0) {
            return null;
        }
        try {
            return SetupPose.of(rig).vertices(mesh, slotBone);
        } catch (IllegalArgumentException refused) {
            return null;
        }
    }

    private double[] world(double[] view) {
        Camera cam = camera.get();
        return new double[] {cam.worldX(view[0]), cam.worldY(view[1])};
    }

    /** The brush radius in world units: the bar's pixels at the view's zoom. */
    double worldRadius() {
        return radius() / camera.get().zoom();
    }

    double radius() {
        return radius.getValue() == null ? 40 : radius.getValue();
    }

    double strength() {
        return strength.getValue() == null ? 0.5 : strength.getValue();
    }

    /** Draws the tinted mesh under the bones. */
    void paintMesh(GraphicsContext g) {
        OpenDocument<Rig> rig = document.get();
        if (rig == null) {
            return;
        }
        RigViewState view = RigViewState.of(rig);
        MeshAttachment mesh = boundMesh(rig.value(), view.editedMesh());
        double[] world = mesh == null ? null : setupVertices(rig.value(), view.editedMesh(), mesh);
        if (world != null) {
            WeightShading.mesh(g, rig.value(), mesh, world, camera.get(), bone(rig), view.selectedVertices(), picture);
        }
    }

    /** Draws the brush circle over everything. */
    void paintBrush(GraphicsContext g) {
        if (mouse != null && active()) {
            WeightShading.brush(g, mouse[0], mouse[1], radius(), strokeMode != null ? strokeMode : mode());
        }
    }
}
