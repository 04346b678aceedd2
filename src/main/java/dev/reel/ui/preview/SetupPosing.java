package dev.reel.ui.preview;

import dev.reel.edit.Gesture;
import dev.reel.edit.cmd.SetBoneSetup;
import dev.reel.model.rig.Bone;
import dev.reel.model.rig.Rig;
import dev.reel.preview.Camera;
import dev.reel.preview.Transform2D;
import dev.reel.ui.documents.OpenDocument;

import java.util.function.Supplier;

/**
 * The setup pose in Rig mode: the move, rotate or scale gizmo of the {@link PoseTool} (W, E, R, as on nodes) on the
 * selected bone, drawn by the same {@link GizmoLayer} as the node gizmo and dragged with the same arithmetic
 * ({@link GizmoDrag}: a move in the parent bone's space, a rotation as the angle swept about the joint in whole
 * degrees, Ctrl snapping to 15°, a scale along the bone's own axes in hundredths, Shift keeping the aspect). The
 * bone follows live through one {@link Gesture} on the rig, recorded as one undo step on release ({@link
 * SetBoneSetup}); Esc cancels it. The gizmo's box is the dashed square a node without a sprite shows.
 */
final class SetupPosing {
    private static final double CLICK = 2;

    private final GizmoLayer layer = new GizmoLayer();
    private final Supplier<PoseTool> tool;
    private GizmoHandle hover;
    private GizmoDrag drag;
    private GizmoDrag.Values live;
    private boolean moved;
    private double mouseX;
    private double mouseY;
    private Gesture<Rig> gesture;
    private String bone;

    SetupPosing(Supplier<PoseTool> tool) {
        this.tool = tool;
    }

    GizmoLayer layer() {
        return layer;
    }

    /** Whether a gizmo drag is in progress. */
    boolean dragging() {
        return drag != null;
    }

    /** The handle lit under the pointer, or null (tests read it). */
    GizmoHandle hovered() {
        return hover;
    }

    /** The frame of {@code name} in {@code geometry} through {@code camera}: where its gizmo is drawn and grabbed. */
    static GizmoFrame frame(RigGeometry geometry, String name, Camera camera) {
        Bone bone = geometry.rig().bone(name);
        double[] m = geometry.world(name);
        double[] p = bone.parent() == null ? new double[] {1, 0, 0, 1, 0, 0} : geometry.world(bone.parent());
        Transform2D parent = new Transform2D(p[0], p[1], p[2], p[3], p[4], p[5]);
        double pivotX = camera.viewX(m[4]);
        double pivotY = camera.viewY(m[5]);
        double[] parentX = GizmoFrame.unit(p[0], p[1], 1, 0);
        double[] parentY = GizmoFrame.unit(p[2], p[3], -parentX[1], parentX[0]);
        double[] ownX = GizmoFrame.unit(m[0], m[1], 1, 0);
        double[] ownY = {-ownX[1], ownX[0]};
        double[][] signs = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
        double[] corners = new double[8];
        for (int i = 0; i < 4; i++) {
            double half = GizmoFrame.EMPTY_HALF;
            corners[2 * i] = pivotX + half * (signs[i][0] * ownX[0] + signs[i][1] * ownY[0]);
            corners[2 * i + 1] = pivotY + half * (signs[i][0] * ownX[1] + signs[i][1] * ownY[1]);
        }
        return new GizmoFrame(pivotX, pivotY, corners, parentX, parentY, ownX, ownY, parent, camera.zoom(), false);
    }

    /**
     * A press at view ({@code x}, {@code y}): on a handle of the selected bone's gizmo it starts a drag of the bone's
     * setup transform and returns true; anywhere else false (the press is Rig mode's to make or pick bones).
     */
    boolean press(OpenDocument<Rig> document, RigGeometry geometry, String selected, Camera camera, double x,
                  double y) {
        if (selected == null) {
            return false;
        }
        GizmoFrame frame = frame(geometry, selected, camera);
        GizmoHandle handle = GizmoHandle.at(frame, tool.get(), x, y);
        if (handle == null) {
            return false;
        }
        Bone now = document.value().bone(selected);
        bone = selected;
        drag = new GizmoDrag(frame, handle, new GizmoDrag.Values(now.x(), now.y(), now.rotation(), now.scaleX(),
                now.scaleY()), x, y);
        live = drag.start();
        moved = false;
        gesture = document.document().gesture(verb(handle.part()) + " bone " + selected);
        return true;
    }

    /** The mouse moved with the button down: the bone follows (Ctrl snaps a rotation, Shift keeps the aspect). */
    void drag(double x, double y, boolean ctrl, boolean shift) {
        if (drag == null) {
            return;
        }
        if (!moved && Math.hypot(x - drag.pressX(), y - drag.pressY()) < CLICK) {
            return;
        }
        moved = true;
        mouseX = x;
        mouseY = y;
        live = drag.update(x, y, ctrl, shift);
        gesture.update(new SetBoneSetup(bone, live.x(), live.y(), live.rotation(), live.scaleX(), live.scaleY()));
    }

    /** The button went up: the drag is one undo step (nothing for a click that did not move). */
    void release() {
        if (drag == null) {
            return;
        }
        if (moved && gesture.active()) {
            gesture.commit();
        } else if (gesture.active()) {
            gesture.cancel();
        }
        forget();
    }

    /** Esc or a focus change: the bone goes back to where the drag started. */
    void cancel() {
        if (gesture != null && gesture.active()) {
            gesture.cancel();
        }
        forget();
    }

    private void forget() {
        drag = null;
        live = null;
        gesture = null;
        bone = null;
    }

    /** The pointer moved with no button down: lights the handle under it; true when that changed. */
    boolean hover(RigGeometry geometry, String selected, Camera camera, double x, double y) {
        GizmoHandle now = geometry == null || selected == null ? null
                : GizmoHandle.at(frame(geometry, selected, camera), tool.get(), x, y);
        boolean changed = !java.util.Objects.equals(now, hover);
        hover = now;
        return changed;
    }

    /** Draws the selected bone's gizmo (nothing when no bone is selected). */
    void paint(RigGeometry geometry, String selected, Camera camera) {
        if (geometry == null || selected == null) {
            layer.paint(null);
            return;
        }
        GizmoFrame frame = frame(geometry, selected, camera);
        GizmoHandle hot = drag != null ? drag.handle() : hover;
        String readout = null;
        double[] sweep = null;
        if (drag != null && moved) {
            readout = Posing.readout(drag.handle().part(), drag.start(), live);
            if (drag.handle().part() == GizmoHandle.Part.RING) {
                double start = Math.toDegrees(Math.atan2(drag.pressY() - frame.pivotY(),
                        drag.pressX() - frame.pivotX()));
                sweep = new double[] {start, drag.sweptDegrees()};
            }
        }
        layer.paint(new GizmoLayer.Look(frame, tool.get(), hot, true, selected, readout,
                new double[] {mouseX, mouseY}, sweep));
    }

    private static String verb(GizmoHandle.Part part) {
        return switch (part) {
            case MOVE_FREE, MOVE_X, MOVE_Y -> "Move";
            case RING -> "Rotate";
            case SCALE_CORNER, SCALE_EDGE -> "Scale";
        };
    }
}
