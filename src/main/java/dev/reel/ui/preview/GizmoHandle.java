package dev.reel.ui.preview;

/**
 * A part of the gizmo the mouse can grab, found from a view point ({@link #at}). Sizes are view pixels, the
 * same at every zoom.
 *
 * @param part  what it does
 * @param index the corner (0 top-left, clockwise) or edge (0 top, 1 right, 2 bottom, 3 left) of a scale handle
 */
record GizmoHandle(Part part, int index) {
    /** What a handle does. */
    enum Part { MOVE_FREE, MOVE_X, MOVE_Y, RING, SCALE_CORNER, SCALE_EDGE }

    /** The length of a move arrow from the pivot. */
    static final double ARROW = 72;
    /** Half the side of the free-move square at the pivot. */
    static final double CENTRE = 8;
    /** The radius of the rotate ring. */
    static final double RING = 60;
    /** Half the side of a scale handle. */
    static final double SQUARE = 4.5;
    /** How far from a line or square the mouse may be and still grab it. */
    static final double REACH = 6;

    /** The handle of {@code tool} under the view point, or null. */
    static GizmoHandle at(GizmoFrame frame, PoseTool tool, double x, double y) {
        double dx = x - frame.pivotX();
        double dy = y - frame.pivotY();
        switch (tool) {
            case MOVE -> {
                if (Math.abs(dx) <= CENTRE + 2 && Math.abs(dy) <= CENTRE + 2) {
                    return new GizmoHandle(Part.MOVE_FREE, 0);
                }
                if (onArrow(frame.parentX(), dx, dy)) {
                    return new GizmoHandle(Part.MOVE_X, 0);
                }
                if (onArrow(frame.parentY(), dx, dy)) {
                    return new GizmoHandle(Part.MOVE_Y, 0);
                }
            }
            case ROTATE -> {
                if (Math.abs(Math.hypot(dx, dy) - RING) <= REACH) {
                    return new GizmoHandle(Part.RING, 0);
                }
            }
            case SCALE -> {
                double[] corners = frame.corners();
                for (int i = 0; i < 4; i++) {
                    if (near(corners[2 * i], corners[2 * i + 1], x, y)) {
                        return new GizmoHandle(Part.SCALE_CORNER, i);
                    }
                }
                for (int edge = 0; edge < 4; edge++) {
                    double[] middle = frame.edgeMiddle(edge);
                    if (near(middle[0], middle[1], x, y)) {
                        return new GizmoHandle(Part.SCALE_EDGE, edge);
                    }
                }
            }
            default -> {
            }
        }
        return null;
    }

    private static boolean onArrow(double[] axis, double dx, double dy) {
        double along = dx * axis[0] + dy * axis[1];
        double across = Math.abs(-dx * axis[1] + dy * axis[0]);
        return along > CENTRE && along <= ARROW + REACH && across <= REACH;
    }

    private static boolean near(double handleX, double handleY, double x, double y) {
        return Math.abs(x - handleX) <= SQUARE + REACH / 2 && Math.abs(y - handleY) <= SQUARE + REACH / 2;
    }
}
