package dev.reel.runtime.rig;

import dev.reel.model.rig.Inherit;

import java.util.HashMap;
import java.util.Map;

/**
 * A rig compiled once for posing: its setup pose on flat arrays, structure of arrays, indexed by number.
 * Bones are in parent-first order (a bone's parent has a lower index; the root, index 0, has parent -1), so
 * one pass in index order computes every world transform. Slots are in setup draw order; skin 0 is the
 * {@code default} skin, where an attachment name is looked up when the active skin lacks it. Immutable and
 * shared by any number of {@link RigPose}s. Made by {@link RigBuilder} (or {@code of} from the model).
 */
public final class CompiledRig {
    private static final Inherit[] INHERIT = {Inherit.NORMAL, Inherit.ONLY_TRANSLATION,
            Inherit.NO_ROTATION_OR_REFLECTION, Inherit.NO_SCALE, Inherit.NO_SCALE_OR_REFLECTION};

    final int boneCount;
    final String[] boneNames;
    final int[] parent;
    final double[] length;
    final double[] setupX;
    final double[] setupY;
    final double[] setupRotation;
    final double[] setupScaleX;
    final double[] setupScaleY;
    final double[] setupShearX;
    final double[] setupShearY;
    final int[] inherit;

    final String[] slotNames;
    final int[] slotBone;
    /** r, g, b, a per slot. */
    final double[] setupColor;
    final String[] setupAttachment;

    final String[] skinNames;
    final String[] attachmentNames;
    final int[] attachmentSlot;
    final int[] attachmentSkin;
    /** The mesh of each attachment, or -1 for a region. */
    final int[] attachmentMesh;
    /** x, y, rotation, scaleX, scaleY of each region attachment in its slot bone's space (zeros for a mesh). */
    final double[] region;
    final SkinnedMesh[] meshes;
    /** The attachment each mesh is. */
    final int[] meshAttachment;
    /** The model attachment each was made from, or null (made by a {@link RigBuilder} alone). */
    final dev.reel.model.rig.Attachment[] attachmentSource;
    /** The hash of each attachment's name ({@link RigHash#text}). */
    final long[] attachmentNameHash;
    /** The hash of each skin's name. */
    final long[] skinNameHash;

    final String[] ikNames;
    /** Constraint {@code k}'s bones are {@code ikBones[ikStart[k]]} to {@code ikBones[ikStart[k + 1] - 1]}, root first. */
    final int[] ikStart;
    final int[] ikBones;
    final int[] ikTarget;
    final double[] ikMix;
    final double[] ikSoftness;
    final boolean[] ikBendPositive;
    final boolean[] ikStretch;
    final boolean[] ikCompress;
    final int[] ikIterations;

    /** The attachment each slot shows in the setup pose, per skin: {@code [skin][slot]}, -1 for none. */
    private final int[][] setupShown;

    private final String[] bonePaths;
    private final Map<String, Integer> bonesByPath;
    private final Map<String, Integer> bones;
    private final Map<String, Integer> slots;
    private final Map<String, Integer> skins;
    private final Map<String, Integer> iks;
    private final Map<String, Integer> attachments;

    CompiledRig(RigBuilder b) {
        boneCount = b.boneNames.size();
        boneNames = b.boneNames.toArray(String[]::new);
        parent = b.parent.toArray();
        length = b.bone[0].toArray();
        setupX = b.bone[1].toArray();
        setupY = b.bone[2].toArray();
        setupRotation = b.bone[3].toArray();
        setupScaleX = b.bone[4].toArray();
        setupScaleY = b.bone[5].toArray();
        setupShearX = b.bone[6].toArray();
        setupShearY = b.bone[7].toArray();
        inherit = b.inherit.toArray();
        slotNames = b.slotNames.toArray(String[]::new);
        slotBone = b.slotBone.toArray();
        setupColor = b.slotColor.toArray();
        setupAttachment = b.slotAttachment.toArray(String[]::new);
        skinNames = b.skinNames.toArray(String[]::new);
        attachmentNames = b.attachmentNames.toArray(String[]::new);
        attachmentSlot = b.attachmentSlot.toArray();
        attachmentSkin = b.attachmentSkin.toArray();
        attachmentMesh = b.attachmentMesh.toArray();
        region = b.region.toArray();
        meshes = b.meshes.toArray(SkinnedMesh[]::new);
        meshAttachment = b.meshAttachment.toArray();
        attachmentSource = b.attachmentSource.toArray(dev.reel.model.rig.Attachment[]::new);
        skinNameHash = new long[skinNames.length];
        for (int i = 0; i < skinNames.length; i++) {
            skinNameHash[i] = RigHash.text(skinNames[i]);
        }
        attachmentNameHash = new long[attachmentNames.length];
        for (int i = 0; i < attachmentNames.length; i++) {
            attachmentNameHash[i] = RigHash.text(attachmentNames[i]);
        }
        ikNames = b.ikNames.toArray(String[]::new);
        ikStart = b.ikStart.toArray();
        ikBones = b.ikBones.toArray();
        ikTarget = b.ikTarget.toArray();
        ikMix = b.ikNumbers[0].toArray();
        ikSoftness = b.ikNumbers[1].toArray();
        ikBendPositive = b.ikFlags(0);
        ikStretch = b.ikFlags(1);
        ikCompress = b.ikFlags(2);
        ikIterations = b.ikIterations.toArray();
        bones = Map.copyOf(b.boneIndex);
        slots = Map.copyOf(b.slotIndex);
        skins = Map.copyOf(b.skinIndex);
        iks = Map.copyOf(b.ikIndex);
        attachments = Map.copyOf(b.attachmentIndex);
        String[] paths = new String[boneCount];
        Map<String, Integer> byPath = new HashMap<>();
        for (int i = 0; i < boneCount; i++) {
            int p = parent[i];
            paths[i] = p < 0 ? "" : p == 0 ? boneNames[i] : paths[p] + "/" + boneNames[i];
            byPath.put(paths[i], i);
        }
        bonePaths = paths;
        bonesByPath = Map.copyOf(byPath);
        setupShown = new int[skinNames.length][slotNames.length];
        for (int skin = 0; skin < skinNames.length; skin++) {
            for (int slot = 0; slot < slotNames.length; slot++) {
                setupShown[skin][slot] = attachment(skin, slot, setupAttachment[slot]);
            }
        }
    }

    /** The attachment {@code slot} shows in the setup pose under {@code skin}, -1 for none. */
    int setupAttachment(int skin, int slot) {
        return setupShown[skin][slot];
    }

    /** A model rig compiled (see {@link RigCompiler}); refuses a rig its reader reports errors in. */
    public static CompiledRig of(dev.reel.model.rig.Rig rig) {
        return RigCompiler.compile(rig);
    }

    public static RigBuilder builder() {
        return new RigBuilder();
    }

    public int boneCount() {
        return boneCount;
    }

    public String boneName(int bone) {
        return boneNames[bone];
    }

    /** The parent of a bone, -1 for the root. */
    public int parent(int bone) {
        return parent[bone];
    }

    public Inherit inherit(int bone) {
        return INHERIT[inherit[bone]];
    }

    /**
     * The path a clip addresses a bone by: {@code ""} for the root, its child {@code hip} is {@code "hip"}, a
     * grandchild {@code "hip/thigh_l"}.
     */
    public String bonePath(int bone) {
        return bonePaths[bone];
    }

    /** The bone at a clip path, or -1. */
    public int boneAt(String path) {
        Integer index = bonesByPath.get(path);
        return index == null ? -1 : index;
    }

    /** The model attachment an attachment was compiled from (its sprite, uvs, triangles), or null. */
    public dev.reel.model.rig.Attachment attachmentSource(int attachment) {
        return attachmentSource[attachment];
    }

    /** The slot an attachment belongs to. */
    public int attachmentSlot(int attachment) {
        return attachmentSlot[attachment];
    }

    /** A bone's index by name, or -1. */
    public int bone(String name) {
        Integer index = bones.get(name);
        return index == null ? -1 : index;
    }

    public int slotCount() {
        return slotNames.length;
    }

    public String slotName(int slot) {
        return slotNames[slot];
    }

    public int slotBone(int slot) {
        return slotBone[slot];
    }

    /** A slot's index by name, or -1. */
    public int slot(String name) {
        Integer index = slots.get(name);
        return index == null ? -1 : index;
    }

    public String skinName(int skin) {
        return skinNames[skin];
    }

    public int skinCount() {
        return skinNames.length;
    }

    /** A skin's index by name, or -1; the default skin is 0. */
    public int skin(String name) {
        Integer index = skins.get(name);
        return index == null ? -1 : index;
    }

    public int ikCount() {
        return ikNames.length;
    }

    /** The name of IK constraint {@code constraint}. */
    public String ikName(int constraint) {
        return ikNames[constraint];
    }

    /** An IK constraint's index by name, or -1. */
    public int ik(String name) {
        Integer index = iks.get(name);
        return index == null ? -1 : index;
    }

    public int attachmentCount() {
        return attachmentNames.length;
    }

    public String attachmentName(int attachment) {
        return attachmentNames[attachment];
    }

    /** The skin an attachment belongs to (0, the default skin, first). */
    public int attachmentSkin(int attachment) {
        return attachmentSkin[attachment];
    }

    /** The mesh an attachment is, or -1 for a region. */
    public int attachmentMesh(int attachment) {
        return attachmentMesh[attachment];
    }

    public int meshCount() {
        return meshes.length;
    }

    public SkinnedMesh mesh(int mesh) {
        return meshes[mesh];
    }

    /** The attachment a mesh is. */
    public int meshAttachment(int mesh) {
        return meshAttachment[mesh];
    }

    /** The attachment {@code skin} itself has under {@code name} for {@code slot} (no default skin), or -1. */
    public int ownAttachment(int skin, int slot, String name) {
        Integer own = attachments.get(RigBuilder.key(skin, slot, name));
        return own == null ? -1 : own;
    }

    /**
     * The attachment {@code name} shows in {@code slot} under skin {@code skin}: the skin's own, else the default
     * skin's (Spine's rule), else -1. The empty name and null show nothing (-1). Looks up a map: resolve names
     * once, when compiling, rather than per step.
     */
    public int attachment(int skin, int slot, String name) {
        if (name == null || name.isEmpty()) {
            return -1;
        }
        Integer own = attachments.get(RigBuilder.key(skin, slot, name));
        if (own != null) {
            return own;
        }
        Integer fallback = skin == 0 ? null : attachments.get(RigBuilder.key(0, slot, name));
        return fallback == null ? -1 : fallback;
    }
}
