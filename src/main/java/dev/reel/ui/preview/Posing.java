package dev.reel.ui.preview;

import dev.reel.model.Clip;
import dev.reel.model.Value;
import dev.reel.preview.Camera;
import dev.reel.preview.LoadedSheet;
import dev.reel.preview.PathOverlay;
import dev.reel.preview.Pose;
import dev.reel.preview.SheetSource;
import dev.reel.ui.control.PropertyNames;
import dev.reel.ui.control.Readout;
import dev.reel.ui.control.Unit;
import dev.reel.ui.playback.PreviewRig;
import dev.reel.ui.shell.PanelContext;
import javafx.scene.Cursor;
import javafx.scene.input.MouseEvent;

import java.util.List;
import java.util.Map;

/**
 * Posing on the preview canvas: a click picks the bone drawn under the mouse in a rig clip (while the Rig menu shows
 * bones), else the node whose sprite is on top under the mouse (Alt-click picks
 * the one under the selected node there, and round to the top), the selected node shows its bounds, pivot and the gizmo of the
 * current {@link PoseTool}, and a drag of a handle (or of the selected sprite's body with the move tool) poses
 * it. While the drag lasts the node follows the mouse in the preview only ({@link ClipStage#override}); on
 * release {@link PoseKeys} keys the changed fields in one step. A drag of a key dot of the position path goes
 * to {@link PathDotDrag}. Esc cancels a drag. A press on nothing pans the view, as before.
 */
final class Posing implements PreviewCanvas.Drag {
    /** A press that moves less than this is a click, not a drag, and changes nothing. */
    private static final double CLICK = 2;

    private final PanelContext context;
    private final PreviewPanel panel;
    private final GizmoLayer layer = new GizmoLayer();
    private final PoseKeys keys;
    private final PathDotDrag dots;
    private final DeformTool deform;
    private final SheetSource sheets;
    private final javafx.beans.property.ObjectProperty<PoseTool> tool =
            new javafx.beans.property.SimpleObjectProperty<>(this, "tool", PoseTool.MOVE);
    private GizmoHandle hover;
    private GizmoDrag drag;
    private String dragged;
    private GizmoDrag.Values live;
    private boolean moved;
    private double mouseX;
    private double mouseY;

    Posing(PanelContext context, PreviewPanel panel, SheetSource sheets) {
        this.context = context;
        this.panel = panel;
        this.sheets = sheets;
        this.keys = new PoseKeys(context);
        this.dots = new PathDotDrag(context, panel);
        this.deform = new DeformTool(context, panel);
        tool.addListener((observable, old, now) -> {
            hover = null;
            panel.changed();
        });
    }

    GizmoLayer layer() {
        return layer;
    }

    /** The Deform tool of rig clips: while it is active, presses on the canvas pick and move mesh vertices. */
    DeformTool deform() {
        return deform;
    }

    PoseTool tool() {
        return tool.get();
    }

    /** The tool the gizmo shows; the buttons above the Nodes list and W, E, R set it. */
    javafx.beans.property.ObjectProperty<PoseTool> toolProperty() {
        return tool;
    }

    void setTool(PoseTool chosen) {
        tool.set(chosen);
    }

    /** Whether the gizmo can be used now: a clip in the preview (not a controller or the sandbox). */
    boolean active() {
        return panel.mode() == PreviewPanel.Mode.CLIP && context.rig().clip() != null;
    }

    /** The handle lit under the pointer, or null (tests read it). */
    GizmoHandle hovered() {
        return hover;
    }

    /** The key dot of the path to highlight (hovered or dragged), or -1. */
    int highlightedDot() {
        return dots.highlighted();
    }

    /** The frame of the selected node in the last pose, or null. */
    GizmoFrame frame() {
        Pose pose = panel.lastPose();
        if (!active() || pose == null) {
            return null;
        }
        return GizmoFrame.of(pose, context.rig().selectedNode(), camera());
    }

    private Camera camera() {
        return panel.canvas().cameraProperty().get();
    }

    /** Draws the gizmo of the selected node over the frame just drawn (nothing outside clip mode). */
    void paint() {
        if (deform.active()) {
            layer.paint(null);
            deform.paint(layer.getGraphicsContext2D());
            return;
        }
        GizmoFrame frame = frame();
        if (frame == null) {
            layer.paint(null);
            return;
        }
        String node = context.rig().selectedNode();
        GizmoHandle hot = drag != null ? drag.handle() : hover;
        double[] sweep = null;
        String readout = null;
        if (drag != null && live != null && moved) {
            readout = readout(drag.handle().part(), drag.start(), live);
            if (drag.handle().part() == GizmoHandle.Part.RING) {
                double start = Math.toDegrees(Math.atan2(drag.pressY() - frame.pivotY(),
                        drag.pressX() - frame.pivotX()));
                sweep = new double[] {start, drag.sweptDegrees()};
            }
        }
        layer.paint(new GizmoLayer.Look(frame, tool(), hot, context.playback().recording(), PropertyNames.node(node),
                readout, new double[] {mouseX, mouseY}, sweep));
    }

    /**
     * What the drag reads out beside the mouse. The ring shows the angle swept so far, signed, as Spine and
     * Blender do (what an artist turns by is what they judge while dragging), then the rotation it gives in
     * brackets: "+30° (75°)".
     */
    static String readout(GizmoHandle.Part part, GizmoDrag.Values start, GizmoDrag.Values values) {
        return switch (part) {
            case MOVE_FREE, MOVE_X, MOVE_Y -> "x " + Readout.number(values.x()) + "   y " + Readout.number(values.y());
            case RING -> {
                double swept = Math.rint(Unit.DEGREES.shown(values.rotation() - start.rotation()) * 1000) / 1000;
                yield (swept > 0 ? "+" : "") + Unit.DEGREES.text(Unit.DEGREES.stored(swept)) + "  ("
                        + Unit.DEGREES.text(values.rotation()) + ")";
            }
            case SCALE_CORNER, SCALE_EDGE -> "scale " + Readout.number(values.scaleX()) + " × "
                    + Readout.number(values.scaleY());
        };
    }

    @Override
    public boolean begin(MouseEvent press) {
        if (!active()) {
            return false;
        }
        if (deform.active()) {
            return deform.begin(press);
        }
        double x = press.getX();
        double y = press.getY();
        GizmoFrame frame = frame();
        PreviewRig rig = context.rig();
        GizmoHandle handle = frame == null || press.isAltDown() ? null : GizmoHandle.at(frame, tool(), x, y);
        if (handle != null) {
            start(frame, handle, x, y);
            return true;
        }
        if (!press.isAltDown() && dots.begin(x, y)) {
            return true;
        }
        String bone = press.isAltDown() || !panel.toolbar().rigOverlays().bones() ? null
                : BonePicker.under(panel.lastPose() == null ? null : panel.lastPose().rig(), camera(), x, y);
        if (bone != null) {
            // A bone drawn under the mouse is what was clicked, over the sprites it bends (as in Spine).
            if (!bone.equals(rig.selectedNode())) {
                select(bone);
            }
            GizmoFrame picked = tool() == PoseTool.MOVE ? frame() : null;
            if (picked != null) {
                start(picked, new GizmoHandle(GizmoHandle.Part.MOVE_FREE, 0), x, y);
            }
            return true;
        }
        List<String> under = SpritePicker.under(panel.lastPose(), camera(), x, y, key -> {
            LoadedSheet sheet = sheets.sheet(key);
            return sheet == null ? null : sheet.image();
        });
        if (under.isEmpty()) {
            return false;
        }
        String selected = rig.selectedNode();
        if (press.isAltDown()) {
            // The one under the selected node, or the top one when the selection is not here; round and round.
            int at = under.indexOf(selected);
            select(under.get(at < 0 ? 0 : (at + 1) % under.size()));
            return true;
        }
        if (!under.get(0).equals(selected)) {
            // The sprite on top is what was clicked, even over the selected one (Alt-click reaches below).
            select(under.get(0));
        }
        if (tool() == PoseTool.MOVE) {
            GizmoFrame picked = frame();
            if (picked != null) {
                start(picked, new GizmoHandle(GizmoHandle.Part.MOVE_FREE, 0), x, y);
            }
        }
        return true;
    }

    private void select(String node) {
        context.rig().selectNode(node);
        panel.changed();
    }

    private void start(GizmoFrame frame, GizmoHandle handle, double x, double y) {
        dragged = context.rig().selectedNode();
        drag = new GizmoDrag(frame, handle, keys.shown(dragged), x, y);
        live = drag.start();
        moved = false;
    }

    @Override
    public void moved(MouseEvent event) {
        if (deform.active()) {
            deform.moved(event);
            return;
        }
        if (dots.dragging()) {
            dots.moved(event.getX(), event.getY());
            return;
        }
        if (drag == null) {
            return;
        }
        if (!moved && Math.hypot(event.getX() - drag.pressX(), event.getY() - drag.pressY()) < CLICK) {
            return;
        }
        moved = true;
        mouseX = event.getX();
        mouseY = event.getY();
        live = drag.update(event.getX(), event.getY(), event.isShortcutDown(), event.isShiftDown());
        panel.stage().override(dragged, PoseKeys.changed(drag.start(), live));
        panel.changed();
    }

    @Override
    public void end(MouseEvent event) {
        if (deform.active()) {
            deform.end(event);
            return;
        }
        if (dots.dragging()) {
            dots.end();
            return;
        }
        if (drag == null) {
            return;
        }
        GizmoDrag finished = drag;
        GizmoDrag.Values result = live;
        boolean wasMoved = moved;
        drag = null;
        live = null;
        if (wasMoved) {
            Map<PreviewRig.Field, Value> fields = PoseKeys.changed(finished.start(), result);
            keys.commit(dragged, fields, verb(finished.handle().part()));
        }
        panel.stage().override(null, Map.of());
        panel.changed();
    }

    /** Esc: the drag ends with nothing keyed and the node back where it was. */
    boolean cancel() {
        if (deform.cancel()) {
            return true;
        }
        if (dots.dragging()) {
            dots.cancel();
            return true;
        }
        if (drag == null) {
            return false;
        }
        drag = null;
        live = null;
        panel.stage().override(null, Map.of());
        panel.changed();
        return true;
    }

    @Override
    public void hover(MouseEvent event) {
        if (!active() || deform.active()) {
            return;
        }
        GizmoFrame frame = frame();
        GizmoHandle now = frame == null ? null : GizmoHandle.at(frame, tool(), event.getX(), event.getY());
        boolean dotChanged = dots.hover(event.getX(), event.getY());
        if (!java.util.Objects.equals(now, hover) || dotChanged) {
            hover = now;
            panel.changed();
        }
        panel.canvas().setCursor(now != null || dots.highlighted() >= 0 ? Cursor.HAND : Cursor.DEFAULT);
    }

    @Override
    public void left() {
        forgetHover();
    }

    /**
     * Nothing is under the pointer any more (it left the canvas, or the focus went to another document): no
     * handle or dot stays lit, which only the next move over the canvas would otherwise put out.
     */
    void forgetHover() {
        if (hover != null || dots.highlighted() >= 0 && !dots.dragging()) {
            hover = null;
            dots.forgetHover();
            panel.changed();
        }
    }

    /** Arrow keys with Rec on: moves the selected node by whole world units, one undo step per press. */
    void nudge(double dx, double dy) {
        if (!active()) {
            return;
        }
        String node = context.rig().selectedNode();
        GizmoDrag.Values now = keys.shown(node);
        GizmoDrag.Values after = new GizmoDrag.Values(now.x() + dx, now.y() + dy, now.rotation(), now.scaleX(),
                now.scaleY());
        keys.commit(node, PoseKeys.changed(now, after), "Nudge");
        panel.changed();
    }

    /** Whether arrow keys nudge now: Rec on and a clip in the preview. */
    boolean nudging() {
        return active() && context.playback().recording();
    }

    private static String verb(GizmoHandle.Part part) {
        return switch (part) {
            case MOVE_FREE, MOVE_X, MOVE_Y -> "Move";
            case RING -> "Rotate";
            case SCALE_CORNER, SCALE_EDGE -> "Scale";
        };
    }

    /** The clip the preview shows, or null. */
    Clip clip() {
        return context.rig().clip();
    }
}
