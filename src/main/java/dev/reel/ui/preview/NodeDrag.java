package dev.reel.ui.preview;

import dev.reel.edit.Document;
import dev.reel.edit.Gesture;
import dev.reel.edit.cmd.KeyFields;
import dev.reel.model.Clip;
import dev.reel.model.Kind;
import dev.reel.model.Properties;
import dev.reel.model.Value;
import dev.reel.ui.app.OpenDocument;
import dev.reel.ui.app.PanelContext;
import dev.reel.ui.app.PreviewRig;

/**
 * Rec on: a drag in the preview moves the selected node, and the rig turns the move into a position key at the
 * cursor (Auto Key: one undo step for the whole drag) or keeps it for K. With Rec off the drag pans the view.
 */
final class NodeDrag implements PreviewCanvas.Drag {
    private static final PreviewRig.Field POSITION = new PreviewRig.Field(Properties.POSITION, Kind.VEC2);

    private final PanelContext context;
    private final PreviewPanel panel;
    private String node;
    private double[] start;
    private Gesture<Clip> gesture;

    NodeDrag(PanelContext context, PreviewPanel panel) {
        this.context = context;
        this.panel = panel;
    }

    @Override
    @SuppressWarnings("unchecked")
    public boolean begin() {
        PreviewRig rig = context.rig();
        if (!context.playback().recording() || panel.mode() != PreviewPanel.Mode.CLIP || rig.clip() == null) {
            return false;
        }
        node = rig.selectedNode();
        start = rig.shown(node, POSITION) instanceof Value.Vec vec ? vec.lanes() : new double[] {0, 0};
        OpenDocument<?> focused = context.workspace().focused();
        if (context.playback().autoKey() && focused != null && focused.value() instanceof Clip) {
            gesture = ((Document<Clip>) focused.document()).gesture("Move " + (node.isEmpty() ? "Node" : node));
        }
        return true;
    }

    @Override
    public void moved(double worldDx, double worldDy) {
        // World units are view pixels at zoom 1, y down, as the canvas draws them.
        Value value = Value.Vec.of(start[0] + worldDx, start[1] + worldDy);
        try {
            KeyFields command = context.rig().edit(node, POSITION, value);
            if (command != null && gesture != null) {
                gesture.update(command);
            }
        } catch (IllegalStateException | IllegalArgumentException refused) {
            context.say(refused.getMessage());
        }
    }

    @Override
    public void end() {
        if (gesture != null && gesture.active()) {
            gesture.commit();
        }
        gesture = null;
    }
}
