package dev.reel.ui.preview;

import dev.reel.edit.Document;
import dev.reel.edit.cmd.KeyFields;
import dev.reel.edit.cmd.KeyPose;
import dev.reel.model.Clip;
import dev.reel.model.Kind;
import dev.reel.model.Properties;
import dev.reel.model.Value;
import dev.reel.ui.control.PropertyNames;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.playback.PreviewRig;
import dev.reel.ui.shell.PanelContext;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a finished gizmo drag or a nudge does with the values it changed: with Rec and Auto Key, one
 * {@link KeyPose} at the time cursor (one undo step, never merged with the last); with Rec and without Auto Key,
 * the values wait in the rig for K; with Rec off nothing — the preview shows the clip and Reel has no scene, so
 * the status line says the clip did not change and how to key the pose.
 */
final class PoseKeys {
    static final PreviewRig.Field POSITION = new PreviewRig.Field(Properties.POSITION, Kind.VEC2);
    static final PreviewRig.Field ROTATION = new PreviewRig.Field(Properties.ROTATION, Kind.FLOAT32);
    static final PreviewRig.Field SCALE = new PreviewRig.Field(Properties.SCALE, Kind.VEC2);

    static final String REC_OFF = "Rec is off, so the clip did not change: the preview shows the clip at the cursor."
            + " Turn Rec on to key this pose.";

    private final PanelContext context;

    PoseKeys(PanelContext context) {
        this.context = context;
    }

    /** The node's transform as the preview shows it now. */
    GizmoDrag.Values shown(String node) {
        PreviewRig rig = context.rig();
        double[] position = lanes(rig.shown(node, POSITION), 0);
        double[] scale = lanes(rig.shown(node, SCALE), 1);
        double rotation = rig.shown(node, ROTATION) instanceof Value.Num num ? num.value() : 0;
        return new GizmoDrag.Values(position[0], position[1], rotation, scale[0], scale[1]);
    }

    /** The fields whose value differs between {@code from} and {@code to}, as values to show or key. */
    static Map<PreviewRig.Field, Value> changed(GizmoDrag.Values from, GizmoDrag.Values to) {
        Map<PreviewRig.Field, Value> fields = new LinkedHashMap<>();
        if (from.x() != to.x() || from.y() != to.y()) {
            fields.put(POSITION, Value.Vec.of(to.x(), to.y()));
        }
        if (from.rotation() != to.rotation()) {
            fields.put(ROTATION, new Value.Num(to.rotation()));
        }
        if (from.scaleX() != to.scaleX() || from.scaleY() != to.scaleY()) {
            fields.put(SCALE, Value.Vec.of(to.scaleX(), to.scaleY()));
        }
        return fields;
    }

    /**
     * Keys (or keeps for K) the changed fields of {@code node}; {@code verb} names the gesture ("Rotate").
     * Returns whether anything was keyed or kept.
     */
    @SuppressWarnings("unchecked")
    boolean commit(String node, Map<PreviewRig.Field, Value> fields, String verb) {
        if (fields.isEmpty()) {
            return false;
        }
        if (!context.playback().recording()) {
            context.say(REC_OFF);
            return false;
        }
        PreviewRig rig = context.rig();
        OpenDocument<?> focused = context.workspace().focused();
        try {
            List<KeyFields.Field> keyed = new ArrayList<>();
            for (Map.Entry<PreviewRig.Field, Value> field : fields.entrySet()) {
                KeyFields command = rig.edit(node, field.getKey(), field.getValue());
                if (command != null) {
                    keyed.addAll(command.fields());
                }
            }
            if (keyed.isEmpty()) {
                context.say(verb + " " + PropertyNames.node(node) + " waits for K, which keys it at the cursor");
                return true;
            }
            if (focused == null || !(focused.value() instanceof Clip)) {
                return false;
            }
            Document<Clip> document = (Document<Clip>) focused.document();
            document.breakMerge();
            document.execute(new KeyPose(verb + " " + PropertyNames.node(node), rig.time(), keyed));
            document.breakMerge();
            return true;
        } catch (IllegalArgumentException | IllegalStateException refused) {
            context.say(refused.getMessage());
            return false;
        }
    }

    private static double[] lanes(Value value, double absent) {
        if (value instanceof Value.Vec vec && vec.size() >= 2) {
            return new double[] {vec.get(0), vec.get(1)};
        }
        return new double[] {absent, absent};
    }
}
