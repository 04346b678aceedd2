package dev.reel.interop;

import dev.reel.io.AssetPath;
import dev.reel.io.AssetPaths;
import dev.reel.io.Loaded;
import dev.reel.io.ProjectFolder;
import dev.reel.io.RigCodec;
import dev.reel.model.Properties;
import dev.reel.model.rig.IkConstraint;
import dev.reel.model.rig.Rig;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Where a rig clip's bones are in Godot: {@code Bone2D} nodes under a {@code Skeleton2D} child of the player's
 * root, named as the bones are, so that the bone at Reel's path {@code hip/torso} (the root bone being the clip's
 * own node {@code ""}) is {@code SKELETON/ROOT/hip/torso}. A {@code Bone2D}'s position, rotation and scale are its
 * local pose, as a rig clip's {@code transform.*} keys are, so those tracks export unchanged; the rest of a rig
 * clip (shear, slots, IK, deform, draw order) is a warning per track ({@link #unexported(String)}).
 *
 * @param skeleton the name of the {@code Skeleton2D} node
 * @param rigs     what the export needs of a rig (by its project path), or null when the rig cannot be read
 */
record GodotRigs(String skeleton, Function<String, Info> rigs) {
    /** A rig's root bone name and the names of its IK constraints, which Godot does not get. */
    record Info(String root, List<String> iks) {
        Info {
            iks = List.copyOf(iks);
        }
    }

    /** The skeleton node's name unless another is given. */
    static final String DEFAULT_SKELETON = "Skeleton2D";

    /** Rigs read from nowhere: every rig clip's bone tracks are warnings (the root bone's name is unknown). */
    static final GodotRigs NONE = new GodotRigs(DEFAULT_SKELETON, rig -> null);

    /** Rigs of these root bones and no IK constraints (rig path → root name, null for unreadable). */
    static GodotRigs roots(String skeleton, Function<String, String> roots) {
        return new GodotRigs(skeleton, rig -> {
            String root = roots.apply(rig);
            return root == null ? null : new Info(root, List.of());
        });
    }

    /** Whether {@code name} may name a Godot node: not empty, none of {@code . : @ / " %}, no control character. */
    static boolean nodeName(String name) {
        if (name == null || name.isEmpty()) {
            return false;
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (".:@/\"%".indexOf(c) >= 0 || Character.isISOControl(c)) {
                return false;
            }
        }
        return true;
    }

    /** The rigs of the project at {@code root}, each read once when a clip first names it. */
    static GodotRigs of(Path root, String skeleton) {
        Map<String, Optional<Info>> names = new HashMap<>();
        return new GodotRigs(skeleton, rigPath -> names.computeIfAbsent(rigPath, p -> {
            AssetPath asset = AssetPaths.resolve(root, p);
            if (!(asset instanceof AssetPath.InProject inProject) || !Files.isRegularFile(inProject.file())) {
                return Optional.empty();
            }
            ProjectFolder.Read read = ProjectFolder.read(inProject.file(), p);
            if (read.problem() != null) {
                return Optional.empty();
            }
            Loaded<Rig> loaded = RigCodec.read(read.bytes(), p);
            if (loaded.value() == null || loaded.hasErrors()) {
                return Optional.empty();
            }
            Rig rig = loaded.value();
            int at = rig.rootIndex();
            return at < 0 ? Optional.empty() : Optional.of(new Info(rig.bones().get(at).name(),
                    rig.iks().stream().map(IkConstraint::name).toList()));
        }).orElse(null));
    }

    /** Whether a rig clip's track of {@code property} is a bone's position, rotation or scale (or a lane of one). */
    static boolean boneTransform(String property) {
        return Properties.isTransform(property) && !property.startsWith(Properties.SHEAR);
    }

    /** The Godot node of the bone at Reel's {@code path} in a clip of the rig at {@code rig}, or null. */
    String bone(String rig, String path) {
        Info info = rig == null ? null : rigs.apply(rig);
        if (info == null) {
            return null;
        }
        return skeleton + "/" + info.root() + (path.isEmpty() ? "" : "/" + path);
    }

    /** The names of the IK constraints of the rig at {@code rig} (none when it cannot be read). */
    List<String> iks(String rig) {
        Info info = rig == null ? null : rigs.apply(rig);
        return info == null ? List.of() : info.iks();
    }

    /** Why a rig clip's track of {@code property}, not a bone transform, is not exported. */
    static String unexported(String property) {
        if (property.startsWith(Properties.SHEAR)) {
            return "bone shear has no Bone2D property; not exported";
        }
        if (property.startsWith("slot/")) {
            return "slot colours and attachments are not exported (the exporter makes no Godot nodes for a rig's "
                    + "pictures)";
        }
        if (property.startsWith("ik/")) {
            return "IK values are not exported: Godot's Skeleton2D has IK modifications, but mapping Reel's "
                    + "IK constraints onto them is not part of this exporter";
        }
        if (property.startsWith("deform/")) {
            return "mesh deform keys are not exported (Godot has no track of a polygon's skinned offsets)";
        }
        if (property.equals("drawOrder")) {
            return "draw-order keys are not exported";
        }
        return "a rig clip's " + property + " has no Godot counterpart; not exported";
    }
}
