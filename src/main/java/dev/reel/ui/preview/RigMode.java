package dev.reel.ui.preview;

import dev.reel.edit.Command;
import dev.reel.edit.Gesture;
import dev.reel.edit.cmd.AddBone;
import dev.reel.edit.cmd.SetBoneSetup;
import dev.reel.model.rig.Bone;
import dev.reel.model.rig.Rig;
import dev.reel.preview.Camera;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.documents.RigViewState;
import dev.reel.ui.shell.PanelContext;
import javafx.beans.InvalidationListener;
import javafx.scene.Node;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.paint.Color;

/**
 * Rig mode: the preview of a focused rig document. Over the frame it draws each bone as the rig overlay of a rig
 * clip does ({@link BoneShapes}: a kite from joint to tip and a joint circle), the selected one lighter with an
 * amber ring at its tip, and the selected bone's move, rotate or scale gizmo ({@link SetupPosing}, the tool of W, E
 * and R); the pose is the runtime's ({@link RigGeometry}), so IK constraints hold while a target is dragged. With
 * the primary button: a press on the selected bone's tip and a drag make a child bone whose origin is that tip and
 * whose tip is where the mouse is let go (Spine's and Unity's Bone tool), one undo step; a press on a handle of the
 * gizmo poses the bone's setup transform; a press on a bone selects it, and dragging it moves its setup position,
 * shown live and recorded once on release (Esc cancels).
 * Other buttons and the wheel go on to the canvas (pan, zoom). Hidden bones are not drawn, locked ones not hit.
 */
final class RigMode {
    /** How near (view pixels) a press must be to a tip or a bone to hit it. */
    static final double HIT = 8;
    private static final Color HOT = Color.rgb(255, 190, 50);

    private final PanelContext context;
    private final PreviewCanvas canvas;
    private final Canvas layer = new Canvas();
    /**
     * The layer's parent in the preview's stack: a canvas is as big as it is drawn, so over the preview it would
     * keep the panel from ever shrinking below its last size (the divider could not give the bottom panels room);
     * this pane can be any size and holds the canvas unmanaged at its top-left, where the preview canvas starts.
     */
    private final SetupPosing setup;
    private final javafx.scene.layout.Pane holder;
    private final InvalidationListener repaint = observable -> paint();
    private final InvalidationListener edited = observable -> {
        paint();
        this.rigChanged.run();
    };
    private Runnable rigChanged = () -> { };
    private OpenDocument<?> watched;
    private Gesture<Rig> gesture;
    private String dragged;
    private boolean creating;
    private double[] pressWorld;
    private double[] pressOrigin;
    private double[] mouseWorld;
    private final MeshTool meshTool;
    private final RigToolBar toolBar;
    private final WeightsTool weights;

    RigMode(PanelContext context, PreviewCanvas canvas, javafx.beans.value.ObservableValue<PoseTool> tool) {
        this.context = context;
        this.canvas = canvas;
        this.setup = new SetupPosing(tool::getValue);
        tool.addListener(repaint);
        GizmoLayer gizmo = setup.layer();
        this.holder = new javafx.scene.layout.Pane(layer, gizmo);
        gizmo.setManaged(false);
        gizmo.widthProperty().bind(canvas.widthProperty());
        gizmo.heightProperty().bind(canvas.heightProperty());
        layer.getStyleClass().add("rig-mode");
        layer.setManaged(false);
        holder.setMinSize(0, 0);
        holder.setPickOnBounds(false);
        layer.setId("rig-mode");
        meshTool = new MeshTool(context, this::document, this::camera, this::paint);
        toolBar = new RigToolBar(this::tool, this::setTool, meshTool::retriangulate);
        layer.widthProperty().bind(canvas.widthProperty());
        layer.heightProperty().bind(canvas.heightProperty());
        layer.widthProperty().addListener(repaint);
        layer.heightProperty().addListener(repaint);
        canvas.cameraProperty().addListener(repaint);
        context.rig().versionProperty().addListener(repaint);
        context.workspace().focusedProperty().addListener((observable, old, now) -> watch(now));
        layer.addEventHandler(MouseEvent.MOUSE_PRESSED, this::pressed);
        layer.addEventHandler(MouseEvent.MOUSE_DRAGGED, this::dragged);
        layer.addEventHandler(MouseEvent.MOUSE_RELEASED, this::released);
        layer.addEventHandler(MouseEvent.MOUSE_MOVED, this::hovered);
        layer.setOnScroll(event -> canvas.fireEvent(event.copyFor(canvas, canvas)));
        weights = new WeightsTool(context, this::document, this::camera, this::paint,
                new MeshPicture(canvas.sheets() instanceof dev.reel.preview.SpriteAtlas atlas ? atlas : null));
        // The tool bar and the brush's bar join the preview when a rig is first focused (watch): hidden until then,
        // they cost the first frame's style and layout pass and their buttons' and fields' skins for nothing.
        // The brush's bar sits under the tool bar, never over it.
        weights.bar().layoutYProperty().bind(toolBar.node().layoutYProperty()
                .add(toolBar.node().heightProperty()).add(6));
        layer.addEventHandler(MouseEvent.MOUSE_MOVED, weights::moved);
        layer.addEventHandler(MouseEvent.MOUSE_EXITED, event -> weights.exited());
        watch(context.workspace().focused());
    }

    Node node() {
        return holder;
    }

    /** Calls {@code changed} whenever the focused rig's value changes (the preview draws its sprites again). */
    void onRigChanged(Runnable changed) {
        rigChanged = changed;
    }

    /** The Weights tool (tests drive it). */
    WeightsTool weights() {
        return weights;
    }

    private void watch(OpenDocument<?> now) {
        if (watched != null) {
            watched.stampProperty().removeListener(edited);
        }
        cancel();
        OpenDocument<?> before = watched;
        watched = now != null && now.value() instanceof Rig ? now : null;
        if (watched != null) {
            if (toolBar.node().getParent() == null) {
                holder.getChildren().addAll(toolBar.node(), weights.bar());
            }
            watched.stampProperty().addListener(edited);
            if (watched != before) {
                frame();
            }
        }
        layer.setMouseTransparent(watched == null);
        toolBar.show(watched != null);
        paint();
        rigChanged.run();
    }

    /** Frames the rig's bones (origins and tips) with a margin of 60 units, so a new rig's root sits mid-view. */
    private void frame() {
        if (canvas.getWidth() < 100 || canvas.getHeight() < 100) {
            // Not laid out yet (a rig reopened with the window): frame it once the canvas has its size.
            javafx.beans.value.ChangeListener<Number> once = new javafx.beans.value.ChangeListener<>() {
                @Override
                public void changed(javafx.beans.value.ObservableValue<? extends Number> observable, Number old,
                                    Number now) {
                    if (canvas.getWidth() >= 100 && canvas.getHeight() >= 100) {
                        layer.widthProperty().removeListener(this);
                        layer.heightProperty().removeListener(this);
                        if (document() != null) {
                            frame();
                        }
                    }
                }
            };
            layer.widthProperty().addListener(once);
            layer.heightProperty().addListener(once);
            return;
        }
        RigGeometry geometry = RigGeometry.of(document().value());
        if (geometry != null) {
            canvas.fit(geometry.bounds(60));
        }
    }

    /** The focused rig document, or null. */
    @SuppressWarnings("unchecked")
    OpenDocument<Rig> document() {
        return watched != null && watched.value() instanceof Rig ? (OpenDocument<Rig>) watched : null;
    }

    /** The selected bone of the focused rig when it still exists, else null. */
    String selected() {
        OpenDocument<Rig> document = document();
        if (document == null) {
            return null;
        }
        String name = RigViewState.of(document).selectedBone();
        return name != null && document.value().bone(name) != null ? name : null;
    }

    private Camera camera() {
        return canvas.cameraProperty().get();
    }

    private double[] world(MouseEvent event) {
        Camera camera = camera();
        return new double[] {camera.worldX(event.getX()), camera.worldY(event.getY())};
    }

    private void forward(MouseEvent event) {
        canvas.fireEvent(event.copyFor(canvas, canvas));
        event.consume();
    }

    private void pressed(MouseEvent event) {
        OpenDocument<Rig> document = document();
        if (event.getButton() != MouseButton.PRIMARY || document == null) {
            forward(event);
            return;
        }
        event.consume();
        canvas.requestFocus();
        RigGeometry geometry = RigGeometry.of(document.value());
        if (geometry == null || !document.importable()) {
            context.say(document.name() + " has errors: fix them in the Source view before editing its bones");
            return;
        }
        if (document.document().busy()) {
            context.say("Finish Make Mesh… in the Skeleton panel first (OK or Cancel)");
            return;
        }
        if (weights.active()) {
            weights.pressed(event);
            return;
        }
        if (tool() == RigViewState.Tool.MESH) {
            meshTool.pressed(event, world(event));
            return;
        }
        String selected = selected();
        pressWorld = world(event);
        mouseWorld = pressWorld;
        RigViewState view = RigViewState.of(document);
        boolean free = selected != null && !view.lockedBones().contains(selected);
        if (free && near(geometry.tip(selected), event)) {
            creating = true;
            dragged = selected;
            pressOrigin = geometry.tip(selected);
            paint();
            return;
        }
        if (free && view.tool() == RigViewState.Tool.BONES
                && setup.press(document, geometry, selected, camera(), event.getX(), event.getY())) {
            paint();
            return;
        }
        String hit = hit(geometry, event, view);
        view.selectBone(hit);
        context.rig().contextChanged();
        if (hit != null) {
            dragged = hit;
            Bone bone = document.value().bone(hit);
            pressOrigin = new double[] {bone.x(), bone.y()};
            gesture = document.document().gesture("Move bone " + hit);
        }
        paint();
    }

    private void dragged(MouseEvent event) {
        if (event.getButton() != MouseButton.PRIMARY) {
            forward(event);
            return;
        }
        event.consume();
        if (weights.pressing()) {
            weights.dragged(event);
            return;
        }
        if (setup.dragging()) {
            setup.drag(event.getX(), event.getY(), event.isShortcutDown(), event.isShiftDown());
            paint();
            return;
        }
        OpenDocument<Rig> document = document();
        if (document != null && tool() == RigViewState.Tool.MESH) {
            meshTool.dragged(event, world(event));
            return;
        }
        if (document == null || dragged == null) {
            return;
        }
        mouseWorld = world(event);
        if (gesture != null) {
            gesture.update(moved(document.value(), dragged));
        }
        paint();
    }

    /** The command that moves {@code bone} by the drag so far, in its parent's space. */
    private Command<Rig> moved(Rig rig, String bone) {
        Bone now = rig.bone(bone);
        RigGeometry geometry = RigGeometry.of(rig);
        String parent = now.parent();
        double[] from = geometry.toLocal(parent, pressWorld[0], pressWorld[1]);
        double[] to = geometry.toLocal(parent, mouseWorld[0], mouseWorld[1]);
        return new SetBoneSetup(bone, pressOrigin[0] + to[0] - from[0], pressOrigin[1] + to[1] - from[1],
                now.rotation(), now.scaleX(), now.scaleY());
    }

    private void released(MouseEvent event) {
        if (event.getButton() != MouseButton.PRIMARY) {
            forward(event);
            return;
        }
        event.consume();
        if (weights.pressing()) {
            weights.released(event);
            return;
        }
        if (setup.dragging()) {
            setup.release();
            paint();
            return;
        }
        OpenDocument<Rig> document = document();
        if (document != null && tool() == RigViewState.Tool.MESH) {
            meshTool.released(event);
            return;
        }
        if (document != null && creating) {
            mouseWorld = world(event);
            addBone(document);
        } else if (gesture != null) {
            gesture.commit();
        }
        gesture = null;
        creating = false;
        dragged = null;
        paint();
    }

    /** The bone the creating drag makes under {@link #dragged}; nothing for a click on the tip. */
    private void addBone(OpenDocument<Rig> document) {
        Camera camera = camera();
        double dx = (mouseWorld[0] - pressOrigin[0]) * camera.zoom();
        double dy = (mouseWorld[1] - pressOrigin[1]) * camera.zoom();
        if (Math.hypot(dx, dy) < HIT / 2) {
            return;
        }
        Rig rig = document.value();
        RigGeometry geometry = RigGeometry.of(rig);
        Bone parent = rig.bone(dragged);
        double[] tip = geometry.toLocal(dragged, mouseWorld[0], mouseWorld[1]);
        double ox = parent.length();
        double rotation = StrictMath.atan2(tip[1], tip[0] - ox);
        double length = Math.hypot(tip[0] - ox, tip[1]);
        String name = AddBone.nextName(rig);
        document.document().execute(new AddBone(dragged, name, ox, 0, rotation, length));
        RigViewState.of(document).selectBone(name);
        context.rig().contextChanged();
    }

    /** The tool of the focused rig (Bones without one). */
    RigViewState.Tool tool() {
        OpenDocument<Rig> document = document();
        return document == null ? RigViewState.Tool.BONES : RigViewState.of(document).tool();
    }

    /** Switches the focused rig's Rig mode tool (the tool bar, B, M and P); whether there is a rig to switch. */
    boolean setTool(RigViewState.Tool tool) {
        OpenDocument<Rig> document = document();
        if (document == null) {
            return false;
        }
        cancel();
        if (tool == RigViewState.Tool.WEIGHTS) {
            // Weights picks the rig's first bound mesh when the edited mesh is not bound.
            weights.enter();
        } else {
            RigViewState.of(document).setTool(tool);
        }
        toolBar.update();
        context.rig().contextChanged();
        paint();
        return true;
    }

    MeshTool meshTool() {
        return meshTool;
    }

    /** The pointer moved with no button down: the gizmo's handle under it lights up. */
    private void hovered(MouseEvent event) {
        OpenDocument<Rig> document = document();
        RigGeometry geometry = document == null ? null : RigGeometry.of(document.value());
        if (setup.hover(geometry, selected(), camera(), event.getX(), event.getY())) {
            paint();
        }
    }

    /** The setup-pose gizmo (tests read its handle). */
    SetupPosing setup() {
        return setup;
    }

    /** Esc: cancels a bone, gizmo, vertex or brush drag (the rig goes back); whether there was one. */
    boolean cancelDrag() {
        boolean mesh = meshTool.cancel();
        boolean had = cancel();
        paint();
        return had || mesh;
    }

    /** Cancels a drag (Esc, or the focus going elsewhere); true when one was under way. */
    boolean cancel() {
        boolean had = weights.cancel() || setup.dragging() || gesture != null || creating;
        setup.cancel();
        if (meshTool != null) {
            meshTool.cancel();
        }
        if (gesture != null && gesture.active()) {
            gesture.cancel();
        }
        gesture = null;
        creating = false;
        dragged = null;
        paint();
        return had;
    }

    private boolean near(double[] worldPoint, MouseEvent event) {
        Camera camera = camera();
        return Math.hypot(camera.viewX(worldPoint[0]) - event.getX(), camera.viewY(worldPoint[1]) - event.getY())
                <= HIT;
    }

    /** The bone under the mouse: a tip or origin first, then the nearest line, last drawn first. */
    private String hit(RigGeometry geometry, MouseEvent event, RigViewState view) {
        Camera camera = camera();
        String best = null;
        double bestDistance = HIT;
        for (Bone bone : geometry.rig().bones()) {
            if (view.hiddenBones().contains(bone.name()) || view.lockedBones().contains(bone.name())) {
                continue;
            }
            double[] o = geometry.origin(bone.name());
            double[] t = geometry.tip(bone.name());
            double distance = ViewLines.segmentDistance(event.getX(), event.getY(), camera.viewX(o[0]),
                    camera.viewY(o[1]), camera.viewX(t[0]), camera.viewY(t[1]));
            if (distance <= bestDistance) {
                best = bone.name();
                bestDistance = distance;
            }
        }
        return best;
    }

    void paint() {
        GraphicsContext g = layer.getGraphicsContext2D();
        g.clearRect(0, 0, layer.getWidth(), layer.getHeight());
        weights.update();
        OpenDocument<Rig> document = document();
        RigGeometry geometry = document == null ? null : RigGeometry.of(document.value());
        if (geometry == null) {
            setup.paint(null, null, camera());
            return;
        }
        boolean painting = weights.active();
        if (painting) {
            // Godot #20950: the skeleton is drawn over the mesh while its weights are painted.
            weights.paintMesh(g);
        }
        Camera camera = camera();
        RigViewState view = RigViewState.of(document);
        toolBar.update();
        String selected = selected();
        for (Bone bone : geometry.rig().bones()) {
            if (view.hiddenBones().contains(bone.name())) {
                continue;
            }
            double[] o = geometry.origin(bone.name());
            double[] t = geometry.tip(bone.name());
            boolean on = bone.name().equals(selected);
            BoneShapes.draw(g, camera.viewX(o[0]), camera.viewY(o[1]), camera.viewX(t[0]), camera.viewY(t[1]),
                    argb(geometry.argb(bone.name())), on);
            if (on) {
                g.setStroke(HOT);
                g.setLineWidth(1.5);
                g.strokeOval(camera.viewX(t[0]) - HIT / 2, camera.viewY(t[1]) - HIT / 2, HIT, HIT);
            }
        }
        if (creating && mouseWorld != null) {
            ViewLines.line(g, camera.viewX(pressOrigin[0]), camera.viewY(pressOrigin[1]), camera.viewX(mouseWorld[0]),
                    camera.viewY(mouseWorld[1]), HOT);
        }
        if (view.tool() == RigViewState.Tool.MESH) {
            meshTool.paint(g);
        }
        if (painting) {
            weights.paintBrush(g);
        }
        boolean posing = view.tool() == RigViewState.Tool.BONES && selected != null
                && !view.hiddenBones().contains(selected) && !creating;
        setup.paint(posing ? geometry : null, posing ? selected : null, camera);
    }

    private static Color argb(int argb) {
        return Color.rgb(argb >>> 16 & 0xFF, argb >>> 8 & 0xFF, argb & 0xFF);
    }
}
