package dev.reel.ui.preview;

import dev.reel.preview.Camera;
import dev.reel.preview.Pose;
import dev.reel.preview.PoseAdapter;
import dev.reel.preview.Transform2D;

/**
 * Where the selected node is in the view, in view pixels: its pivot, the corners of its drawn sprite (a box
 * of {@link #EMPTY_HALF} pixels around the pivot when it shows none), the axes of its parent (a move arrow
 * follows them, since a position is in the parent's space) and its own axes (the scale handles'). The gizmo
 * is drawn from this and hit-tested against it, so what the artist sees is what the mouse grabs.
 *
 * @param corners   the sprite's corners clockwise from its top-left, {x0, y0, ... x3, y3}
 * @param parentX   the parent's x axis as a unit vector of the view
 * @param parentY   the parent's y axis as a unit vector of the view
 * @param ownX      the node's own x axis as a unit vector of the view (after its rotation)
 * @param ownY      the node's own y axis as a unit vector of the view
 * @param parent    the parent's world transform, to take a drag back into the parent's space
 * @param zoom      view pixels per world unit
 * @param hasSprite whether the node shows a sprite (else the corners are the stand-in box)
 */
record GizmoFrame(double pivotX, double pivotY, double[] corners, double[] parentX, double[] parentY,
                  double[] ownX, double[] ownY, Transform2D parent, double zoom, boolean hasSprite) {

    /** Half the side of the box drawn around a node that shows no sprite, in view pixels. */
    static final double EMPTY_HALF = 24;

    /** The frame of {@code node} in {@code pose} through {@code camera}. */
    static GizmoFrame of(Pose pose, String node, Camera camera) {
        Transform2D world = pose.worldOf(node);
        // The clip preview places the clip's own node at the origin: its parent is the world.
        Transform2D parent = node.isEmpty() ? Transform2D.IDENTITY : pose.worldOf(PoseAdapter.parentOf(node));
        double pivotX = camera.viewX(world.x0());
        double pivotY = camera.viewY(world.y0());
        double[] parentX = unit(parent.a(), parent.b(), 1, 0);
        double[] parentY = unit(parent.c(), parent.d(), -parentX[1], parentX[0]);
        double rotation = world.rotation();
        double[] ownX = {Math.cos(rotation), Math.sin(rotation)};
        double[] ownY = {-Math.sin(rotation), Math.cos(rotation)};
        int index = pose.indexOf(node);
        double[] corners = new double[8];
        if (index >= 0) {
            double[] world4 = SpritePicker.corners(pose.sprites().get(index));
            for (int i = 0; i < 4; i++) {
                corners[2 * i] = camera.viewX(world4[2 * i]);
                corners[2 * i + 1] = camera.viewY(world4[2 * i + 1]);
            }
        } else {
            double[][] signs = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
            for (int i = 0; i < 4; i++) {
                corners[2 * i] = pivotX + EMPTY_HALF * (signs[i][0] * ownX[0] + signs[i][1] * ownY[0]);
                corners[2 * i + 1] = pivotY + EMPTY_HALF * (signs[i][0] * ownX[1] + signs[i][1] * ownY[1]);
            }
        }
        return new GizmoFrame(pivotX, pivotY, corners, parentX, parentY, ownX, ownY, parent, camera.zoom(),
                index >= 0);
    }

    /** The midpoint of edge {@code edge} (0 top, 1 right, 2 bottom, 3 left) of the box. */
    double[] edgeMiddle(int edge) {
        int next = (edge + 1) % 4;
        return new double[] {(corners[2 * edge] + corners[2 * next]) / 2,
                (corners[2 * edge + 1] + corners[2 * next + 1]) / 2};
    }

    /** The world-space delta of a view-space drag taken into the parent's space (a change of position). */
    double[] parentDelta(double viewDx, double viewDy) {
        double dx = viewDx / zoom;
        double dy = viewDy / zoom;
        double determinant = parent.determinant();
        if (Math.abs(determinant) < 1e-12) {
            return new double[] {dx, dy};
        }
        return new double[] {(parent.d() * dx - parent.c() * dy) / determinant,
                (-parent.b() * dx + parent.a() * dy) / determinant};
    }

    /** Whether the parent mirrors, which turns a clockwise drag into a counter-clockwise rotation. */
    boolean mirrored() {
        return parent.determinant() < 0;
    }

    static double[] unit(double x, double y, double fallbackX, double fallbackY) {
        double length = Math.hypot(x, y);
        return length < 1e-12 ? new double[] {fallbackX, fallbackY} : new double[] {x / length, y / length};
    }
}
