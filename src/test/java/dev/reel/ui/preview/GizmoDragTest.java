package dev.reel.ui.preview;

import dev.reel.model.Rect;
import dev.reel.preview.Camera;
import dev.reel.preview.Pose;
import dev.reel.preview.Sprite;
import dev.reel.preview.Transform2D;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The gizmo's arithmetic and picking, without a window: what a drag of each handle asks the node to become. */
class GizmoDragTest {
    private static final Camera CAMERA = new Camera(100, 100, 2);
    private static final GizmoDrag.Values REST = new GizmoDrag.Values(10, 20, 0, 1, 1);

    /** A pose of one 32 × 32 sprite, pivot at its centre, on node "A" under a parent "" placed by {@code parent}. */
    private static Pose pose(Transform2D parent, double rotation) {
        Transform2D world = parent.times(Transform2D.of(10, 20, rotation, 1, 1));
        Sprite sprite = new Sprite("sheet", new Rect(0, 0, 32, 32), world.x0(), world.y0(), 0.5, 0.5, world.scaleX(),
                world.scaleY(), world.rotation(), false, false, 1, 1, 1, 1, 0);
        return new Pose(List.of(sprite), List.of("A"), Map.of("", parent, "A", world));
    }

    @Test
    void theRingCountsWholeTurnsAndCtrlSnapsToFifteenDegrees() {
        GizmoFrame frame = GizmoFrame.of(pose(Transform2D.IDENTITY, 0), "A", CAMERA);
        double radius = GizmoHandle.RING;
        GizmoDrag drag = new GizmoDrag(frame, new GizmoHandle(GizmoHandle.Part.RING, 0), REST,
                frame.pivotX() + radius, frame.pivotY());
        GizmoDrag.Values values = REST;
        // Round once and a bit more, clockwise on screen, in steps of 20°: 380° in all, past the ±180° seam.
        for (int degrees = 20; degrees <= 380; degrees += 20) {
            double angle = Math.toRadians(degrees);
            values = drag.update(frame.pivotX() + radius * Math.cos(angle), frame.pivotY() + radius * Math.sin(angle),
                    false, false);
        }
        assertThat(Math.toDegrees(values.rotation())).isCloseTo(380, within(1e-9));
        double angle = Math.toRadians(380 + 7);
        values = drag.update(frame.pivotX() + radius * Math.cos(angle), frame.pivotY() + radius * Math.sin(angle),
                true, false);
        assertThat(values.rotation()).as("387° snaps to 390°").isEqualTo(Math.toRadians(390));
        assertThat(values.x()).isEqualTo(REST.x());
    }

    @Test
    void anArrowMovesAlongTheParentsAxisOnlyAndADragUnderAMirroredParentTurnsTheOtherWay() {
        // The parent is turned a quarter turn clockwise: its x axis points down the screen.
        Transform2D turned = Transform2D.of(0, 0, Math.PI / 2, 1, 1);
        GizmoFrame frame = GizmoFrame.of(pose(turned, 0), "A", CAMERA);
        assertThat(frame.parentX()[0]).isCloseTo(0, within(1e-9));
        assertThat(frame.parentX()[1]).isCloseTo(1, within(1e-9));
        GizmoDrag drag = new GizmoDrag(frame, new GizmoHandle(GizmoHandle.Part.MOVE_X, 0), REST, frame.pivotX(),
                frame.pivotY() + 30);
        // 20 px down the screen (and 15 across, which the arrow ignores) at zoom 2: 10 units along the parent's x.
        GizmoDrag.Values moved = drag.update(frame.pivotX() + 15, frame.pivotY() + 50, false, false);
        assertThat(moved.x()).isCloseTo(20, within(1e-9));
        assertThat(moved.y()).isEqualTo(20);

        Transform2D mirrored = Transform2D.of(0, 0, 0, -1, 1);
        GizmoFrame flipped = GizmoFrame.of(pose(mirrored, 0), "A", CAMERA);
        GizmoDrag ring = new GizmoDrag(flipped, new GizmoHandle(GizmoHandle.Part.RING, 0), REST,
                flipped.pivotX() + GizmoHandle.RING, flipped.pivotY());
        GizmoDrag.Values turnedBack = ring.update(flipped.pivotX(), flipped.pivotY() + GizmoHandle.RING, false, false);
        assertThat(Math.toDegrees(turnedBack.rotation())).as("a mirrored parent turns the other way").isEqualTo(-90);
    }

    @Test
    void anEdgeScalesOneAxisAndShiftOnACornerKeepsTheAspect() {
        GizmoFrame frame = GizmoFrame.of(pose(Transform2D.IDENTITY, 0), "A", CAMERA);
        double[] right = frame.edgeMiddle(1);
        GizmoDrag edge = new GizmoDrag(frame, new GizmoHandle(GizmoHandle.Part.SCALE_EDGE, 1), REST, right[0],
                right[1]);
        GizmoDrag.Values wider = edge.update(right[0] + 32, right[1] + 40, false, false);
        assertThat(wider.scaleX()).as("32 px half-width dragged 32 px out").isEqualTo(2);
        assertThat(wider.scaleY()).isEqualTo(1);

        double[] corners = frame.corners();
        GizmoDrag corner = new GizmoDrag(frame, new GizmoHandle(GizmoHandle.Part.SCALE_CORNER, 1), REST, corners[2],
                corners[3]);
        GizmoDrag.Values free = corner.update(corners[2] + 32, corners[3], false, false);
        assertThat(free.scaleX()).isEqualTo(2);
        assertThat(free.scaleY()).isEqualTo(1);
        GizmoDrag.Values even = corner.update(corners[2] + 32, corners[3], false, true);
        assertThat(even.scaleX()).as("projected on the diagonal: (2 + 1) / 2").isEqualTo(1.5);
        assertThat(even.scaleY()).isEqualTo(even.scaleX());
    }

    @Test
    void picksTheTopSpriteFirstAndFollowsItsRotation() {
        Sprite low = new Sprite("sheet", new Rect(0, 0, 20, 10), 0, 0, 0, 0, 1, 1, 0, false, false, 1, 1, 1, 1, 5);
        Sprite high = new Sprite("sheet", new Rect(0, 0, 20, 10), 5, 0, 0, 0, 1, 1, Math.PI / 2, false, false, 1, 1, 1,
                1, 0);
        // "High" comes first in the tree but draws under "Low" (order 5): Low is on top.
        Pose pose = new Pose(List.of(high, low), List.of("High", "Low"), Map.of());
        Camera identity = Camera.identity();
        assertThat(SpritePicker.under(pose, identity, 3, 5)).containsExactly("Low", "High");
        // High is turned a quarter turn about its top-left pivot: it covers x 0..5 down to y 20, Low does not.
        assertThat(SpritePicker.under(pose, identity, 3, 15)).containsExactly("High");
        assertThat(SpritePicker.under(pose, identity, 15, 5)).containsExactly("Low");
        assertThat(SpritePicker.under(pose, identity, 30, 30)).isEmpty();
    }

    @Test
    void aTransparentPixelOfTheCellIsNotTheSprite() {
        // A 4 × 2 sheet: the cell's left half opaque, its right half clear.
        int[] argb = {0xFF000000, 0xFF000000, 0, 0, 0xFF000000, 0xFF000000, 0, 0};
        dev.reel.sheet.SheetImage image = new dev.reel.sheet.SheetImage(4, 2, argb);
        Sprite wide = new Sprite("sheet", new Rect(0, 0, 4, 2), 0, 0, 0, 0, 10, 10, 0, false, false, 1, 1, 1, 1, 0);
        Pose pose = new Pose(List.of(wide), List.of("A"), Map.of());
        Camera identity = Camera.identity();
        assertThat(SpritePicker.under(pose, identity, 15, 5, sheet -> image)).containsExactly("A");
        assertThat(SpritePicker.under(pose, identity, 25, 5, sheet -> image)).isEmpty();
        assertThat(SpritePicker.under(pose, identity, 25, 5, sheet -> null)).as("no sheet: the cell counts")
                .containsExactly("A");
        Sprite flipped = wide.withFlip(true, false);
        Pose mirrored = new Pose(List.of(flipped), List.of("A"), Map.of());
        // A flip mirrors the image about its pivot (here its left edge): it draws from x -40 to 0, the opaque
        // half still next to the pivot.
        assertThat(SpritePicker.under(mirrored, identity, -15, 5, sheet -> image)).containsExactly("A");
        assertThat(SpritePicker.under(mirrored, identity, -25, 5, sheet -> image)).isEmpty();
        assertThat(SpritePicker.under(mirrored, identity, 15, 5, sheet -> image)).isEmpty();
    }
}
