package dev.reel.ui.playback;

import dev.reel.model.Kind;
import dev.reel.model.Properties;
import dev.reel.model.Value;
import dev.reel.model.rig.Bone;
import dev.reel.model.rig.IkConstraint;
import dev.reel.model.rig.Rig;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What the rig of a rig clip ({@code rig=asset(...)}) adds to its fields: a bone's transform starts at its setup
 * local (not at 0 as a fresh node's does), so the Inspector, the gizmo and K read what the preview draws; and the
 * clip's own node {@code ""} has a mix and a bend field per IK constraint ({@code ik/NAME.mix}, {@code ik/NAME.bend},
 * keyable as docs/formats.md names them), starting at the constraint's setup values. Found once per rig value.
 */
final class RigFields {
    static final String IK = "ik/";
    static final String MIX = ".mix";
    static final String BEND = ".bend";

    private Rig indexed;
    private Map<String, Bone> byPath = Map.of();
    private List<PreviewRig.Field> ikFields = List.of();

    private void index(Rig rig) {
        if (rig == indexed) {
            return;
        }
        Map<String, Bone> found = new HashMap<>();
        for (int i = 0; i < rig.bones().size(); i++) {
            String path = rig.bonePath(i);
            if (path != null) {
                found.put(path, rig.bones().get(i));
            }
        }
        List<PreviewRig.Field> fields = new ArrayList<>();
        for (IkConstraint ik : rig.iks()) {
            fields.add(new PreviewRig.Field(IK + ik.name() + MIX, Kind.FLOAT32));
            fields.add(new PreviewRig.Field(IK + ik.name() + BEND, Kind.BOOL));
        }
        byPath = found;
        ikFields = List.copyOf(fields);
        indexed = rig;
    }

    /** The fields of {@code rig}'s IK constraints, on node {@code ""}: mix then bend of each, in file order. */
    List<PreviewRig.Field> ikFields(Rig rig) {
        if (rig == null) {
            return List.of();
        }
        index(rig);
        return ikFields;
    }

    /** The setup value of {@code property} on {@code path} in {@code rig}, or null when the rig does not set it. */
    Value setup(Rig rig, String path, String property) {
        if (rig == null) {
            return null;
        }
        index(rig);
        if (path.isEmpty() && property.startsWith(IK)) {
            int dot = property.lastIndexOf('.');
            IkConstraint ik = dot < 0 ? null : rig.ik(property.substring(IK.length(), dot));
            if (ik != null) {
                return switch (property.substring(dot)) {
                    case MIX -> new Value.Num(ik.mix());
                    case BEND -> new Value.Bool(ik.bendPositive());
                    case ".softness" -> new Value.Num(ik.softness());
                    default -> null;
                };
            }
        }
        Bone bone = byPath.get(path);
        if (bone == null) {
            return null;
        }
        return switch (property) {
            case Properties.POSITION -> Value.Vec.of(bone.x(), bone.y());
            case Properties.ROTATION -> new Value.Num(bone.rotation());
            case Properties.SCALE -> Value.Vec.of(bone.scaleX(), bone.scaleY());
            case Properties.SHEAR -> Value.Vec.of(bone.shearX(), bone.shearY());
            default -> null;
        };
    }
}
