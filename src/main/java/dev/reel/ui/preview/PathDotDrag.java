package dev.reel.ui.preview;

import dev.reel.edit.Document;
import dev.reel.edit.Gesture;
import dev.reel.edit.cmd.SetKeyValue;
import dev.reel.model.Clip;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.Properties;
import dev.reel.model.Track;
import dev.reel.model.Value;
import dev.reel.model.Vec2;
import dev.reel.preview.Camera;
import dev.reel.preview.PathOverlay;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.shell.PanelContext;

/**
 * Dragging a key dot of the selected node's position path: the key's value follows the mouse (taken into the
 * parent's space, whole view pixels) as a {@link Gesture} of {@link SetKeyValue}, so the clip, the path and every
 * panel show it live and the whole drag is one undo step; Esc puts the key back. It edits the key itself, so it
 * works with Rec off too.
 */
final class PathDotDrag {
    /** How far from a dot's centre (view pixels) the mouse grabs it. */
    static final double REACH = PathOverlay.DOT_RADIUS + 4;

    private final PanelContext context;
    private final PreviewPanel panel;
    private int hovered = -1;
    private int grabbed = -1;
    private Gesture<Clip> gesture;
    private long keyId;
    private double[] start;
    private GizmoFrame frame;
    private double pressX;
    private double pressY;

    PathDotDrag(PanelContext context, PreviewPanel panel) {
        this.context = context;
        this.panel = panel;
    }

    /** The dot to highlight: the one dragged, else the one under the mouse, else -1. */
    int highlighted() {
        return grabbed >= 0 ? grabbed : hovered;
    }

    boolean dragging() {
        return gesture != null;
    }

    /** The dot under the view point, or -1. */
    int dotAt(double x, double y) {
        PathOverlay path = panel.lastPath();
        if (path == null) {
            return -1;
        }
        Camera camera = panel.canvas().cameraProperty().get();
        int best = -1;
        double bestDistance = REACH;
        // The last of several dots on one spot is the one drawn on top.
        for (int i = 0; i < path.keys().size(); i++) {
            Vec2 key = path.keys().get(i);
            double distance = Math.max(Math.abs(camera.viewX(key.x()) - x), Math.abs(camera.viewY(key.y()) - y));
            if (distance <= bestDistance) {
                best = i;
                bestDistance = distance;
            }
        }
        return best;
    }

    /** Whether the highlighted dot changed. */
    /** The pointer left the canvas, or another document came: no dot is hovered. */
    void forgetHover() {
        hovered = -1;
    }

    boolean hover(double x, double y) {
        int now = dotAt(x, y);
        boolean changed = now != hovered;
        hovered = now;
        return changed;
    }

    /** A press: true when it grabbed a dot and began the drag. */
    @SuppressWarnings("unchecked")
    boolean begin(double x, double y) {
        int dot = dotAt(x, y);
        OpenDocument<?> focused = context.workspace().focused();
        Clip clip = context.rig().clip();
        if (dot < 0 || clip == null || focused == null || panel.lastPose() == null) {
            return false;
        }
        String node = context.rig().selectedNode();
        Track track = positionTrack(clip, node);
        if (track == null || dot >= track.keys().size()) {
            return false;
        }
        Key key = track.keys().get(dot);
        if (!(key.value() instanceof Value.Vec vec) || vec.size() < 2) {
            return false;
        }
        try {
            gesture = ((Document<Clip>) focused.document()).gesture("Move key of " + (node.isEmpty() ? "the path"
                    : node + "'s path"));
        } catch (IllegalStateException busy) {
            context.say(busy.getMessage());
            return false;
        }
        keyId = key.id();
        start = new double[] {vec.get(0), vec.get(1)};
        frame = GizmoFrame.of(panel.lastPose(), node, panel.canvas().cameraProperty().get());
        pressX = x;
        pressY = y;
        grabbed = dot;
        return true;
    }

    void moved(double x, double y) {
        double[] delta = frame.parentDelta(Math.rint(x - pressX), Math.rint(y - pressY));
        Value value = Value.Vec.of(GizmoDrag.tidy(start[0] + delta[0], 1000), GizmoDrag.tidy(start[1] + delta[1], 1000));
        try {
            gesture.update(new SetKeyValue(keyId, value));
        } catch (IllegalArgumentException refused) {
            context.say(refused.getMessage());
        }
    }

    void end() {
        if (gesture != null && gesture.active()) {
            gesture.commit();
        }
        gesture = null;
        grabbed = -1;
        panel.changed();
    }

    void cancel() {
        if (gesture != null) {
            gesture.cancel();
        }
        gesture = null;
        grabbed = -1;
        panel.changed();
    }

    /** The track the path is drawn from: the node's first non-empty vec2 {@code transform.position} track. */
    static Track positionTrack(Clip clip, String node) {
        for (Track track : clip.tracks()) {
            if (track.path().equals(node) && track.property().equals(Properties.POSITION)
                    && track.kind() == Kind.VEC2 && !track.keys().isEmpty()) {
                return track;
            }
        }
        return null;
    }
}
