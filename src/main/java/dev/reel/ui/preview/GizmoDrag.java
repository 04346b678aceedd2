package dev.reel.ui.preview;

/**
 * The arithmetic of one gizmo drag, from the values the node had at the press to the values the mouse asks
 * for now. Everything is measured in the view about the pivot and taken back into the node's spaces: a move
 * into the parent's (a position lives there), a rotation as the angle swept around the pivot (whole turns
 * count, so dragging round twice turns twice), a scale as the ratio of the mouse's distance from the pivot
 * along each of the node's own axes now and at the press.
 *
 * <p>Results read like typed numbers: a move is whole view pixels (so whole world units from zoom 1 down,
 * and thousandths above), a rotation whole degrees (15° steps with Ctrl), a scale hundredths.
 */
final class GizmoDrag {
    /** Ctrl snaps a rotation to this many degrees. */
    static final double SNAP_DEGREES = 15;

    /** The three transform values of a node: position (x, y), rotation in radians, scale (x, y). */
    record Values(double x, double y, double rotation, double scaleX, double scaleY) {
    }

    private final GizmoFrame frame;
    private final GizmoHandle handle;
    private final Values start;
    private final double pressX;
    private final double pressY;
    private double lastAngle;
    private double swept;

    GizmoDrag(GizmoFrame frame, GizmoHandle handle, Values start, double pressX, double pressY) {
        this.frame = frame;
        this.handle = handle;
        this.start = start;
        this.pressX = pressX;
        this.pressY = pressY;
        this.lastAngle = Math.atan2(pressY - frame.pivotY(), pressX - frame.pivotX());
    }

    GizmoHandle handle() {
        return handle;
    }

    double pressX() {
        return pressX;
    }

    double pressY() {
        return pressY;
    }

    Values start() {
        return start;
    }

    /** The degrees swept so far (the readout beside the ring), positive clockwise on screen. */
    double sweptDegrees() {
        return Math.toDegrees(swept);
    }

    /** The node's values for the mouse at ({@code x}, {@code y}); Ctrl snaps rotations, Shift keeps the aspect. */
    Values update(double x, double y, boolean ctrl, boolean shift) {
        return switch (handle.part()) {
            case MOVE_FREE, MOVE_X, MOVE_Y -> moved(x, y);
            case RING -> rotated(x, y, ctrl);
            case SCALE_CORNER, SCALE_EDGE -> scaled(x, y, shift);
        };
    }

    private Values moved(double x, double y) {
        double viewDx = Math.rint(x - pressX);
        double viewDy = Math.rint(y - pressY);
        if (handle.part() != GizmoHandle.Part.MOVE_FREE) {
            // Along the arrow only: the part of the drag in the arrow's direction.
            double[] axis = handle.part() == GizmoHandle.Part.MOVE_X ? frame.parentX() : frame.parentY();
            double along = (x - pressX) * axis[0] + (y - pressY) * axis[1];
            viewDx = along * axis[0];
            viewDy = along * axis[1];
        }
        double[] delta = frame.parentDelta(viewDx, viewDy);
        if (handle.part() == GizmoHandle.Part.MOVE_X) {
            delta[1] = 0;
        } else if (handle.part() == GizmoHandle.Part.MOVE_Y) {
            delta[0] = 0;
        }
        return new Values(tidy(start.x() + delta[0], 1000), tidy(start.y() + delta[1], 1000), start.rotation(),
                start.scaleX(), start.scaleY());
    }

    private Values rotated(double x, double y, boolean ctrl) {
        double angle = Math.atan2(y - frame.pivotY(), x - frame.pivotX());
        double step = angle - lastAngle;
        if (step > Math.PI) {
            step -= 2 * Math.PI;
        } else if (step < -Math.PI) {
            step += 2 * Math.PI;
        }
        swept += step;
        lastAngle = angle;
        double turn = frame.mirrored() ? -swept : swept;
        double degrees = Math.toDegrees(start.rotation() + turn);
        double snapped = ctrl ? SNAP_DEGREES * Math.rint(degrees / SNAP_DEGREES) : Math.rint(degrees);
        return new Values(start.x(), start.y(), Math.toRadians(snapped), start.scaleX(), start.scaleY());
    }

    private Values scaled(double x, double y, boolean shift) {
        double nowX = x - frame.pivotX();
        double nowY = y - frame.pivotY();
        double thenX = pressX - frame.pivotX();
        double thenY = pressY - frame.pivotY();
        double factorX = ratio(nowX, nowY, thenX, thenY, frame.ownX());
        double factorY = ratio(nowX, nowY, thenX, thenY, frame.ownY());
        boolean edge = handle.part() == GizmoHandle.Part.SCALE_EDGE;
        boolean alongX = edge && handle.index() % 2 == 1;
        if (shift) {
            double uniform;
            if (edge) {
                uniform = alongX ? factorX : factorY;
            } else {
                // The mouse projected on the line from the pivot through the grabbed corner.
                double length = thenX * thenX + thenY * thenY;
                uniform = length < 1e-9 ? 1 : (nowX * thenX + nowY * thenY) / length;
            }
            factorX = uniform;
            factorY = uniform;
        } else if (edge) {
            if (alongX) {
                factorY = 1;
            } else {
                factorX = 1;
            }
        }
        return new Values(start.x(), start.y(), start.rotation(), tidy(start.scaleX() * factorX, 100),
                tidy(start.scaleY() * factorY, 100));
    }

    /** How much farther from the pivot along {@code axis} the mouse is now than at the press (1 when it was on the axis's normal). */
    private static double ratio(double nowX, double nowY, double thenX, double thenY, double[] axis) {
        double then = thenX * axis[0] + thenY * axis[1];
        if (Math.abs(then) < 2) {
            return 1;
        }
        return (nowX * axis[0] + nowY * axis[1]) / then;
    }

    /** Rounded to 1/{@code per}, and never -0. */
    static double tidy(double value, double per) {
        return Math.rint(value * per) / per + 0.0;
    }
}
