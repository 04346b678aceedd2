package dev.reel.model.rig;

import dev.reel.model.Extras;

import java.util.List;

/**
 * A skeletal rig, the contents of an {@code .aerig} file: its setup pose. Lists are in file order: the slots'
 * order is the setup draw order (first drawn first, so the last is on top), the IK constraints' order is the order
 * they apply in. Bones may come in any order; the runtime orders them parent first.
 *
 * @param version    the file format version (1)
 * @param extras     of the {@code rig} node
 * @param fileExtras file-level comments and unknown top-level nodes
 */
public record Rig(int version, List<Bone> bones, List<Slot> slots, List<Skin> skins, List<IkConstraint> iks,
                  Extras extras, Extras fileExtras) {

    /** The format version this Reel writes. */
    public static final int VERSION = 1;
    /** The most bones a rig may have. */
    public static final int MAX_BONES = 1024;
    /** The most slots a rig may have. */
    public static final int MAX_SLOTS = 1024;
    /** The most skins a rig may have. */
    public static final int MAX_SKINS = 1024;
    /** The most attachments one skin may have. */
    public static final int MAX_ATTACHMENTS = 65_536;
    /** The most IK constraints a rig may have. */
    public static final int MAX_IKS = 1024;

    public Rig {
        bones = List.copyOf(bones);
        slots = List.copyOf(slots);
        skins = List.copyOf(skins);
        iks = List.copyOf(iks);
        extras = extras == null ? Extras.NONE : extras;
        fileExtras = fileExtras == null ? Extras.NONE : fileExtras;
    }

    /** A rig of these parts, made by an edit or a test rather than read from a file. */
    public static Rig of(List<Bone> bones, List<Slot> slots, List<Skin> skins, List<IkConstraint> iks) {
        return new Rig(VERSION, bones, slots, skins, iks, Extras.NONE, Extras.NONE);
    }

    public Rig withBones(List<Bone> newBones) {
        return new Rig(version, newBones, slots, skins, iks, extras, fileExtras);
    }

    public Rig withSlots(List<Slot> newSlots) {
        return new Rig(version, bones, newSlots, skins, iks, extras, fileExtras);
    }

    public Rig withSkins(List<Skin> newSkins) {
        return new Rig(version, bones, slots, newSkins, iks, extras, fileExtras);
    }

    public Rig withIks(List<IkConstraint> newIks) {
        return new Rig(version, bones, slots, skins, newIks, extras, fileExtras);
    }

    /** The index in {@link #bones()} of the bone named {@code name}, or -1. */
    public int boneIndex(String name) {
        for (int i = 0; i < bones.size(); i++) {
            if (bones.get(i).name().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    /** The bone named {@code name}, or null. */
    public Bone bone(String name) {
        int at = boneIndex(name);
        return at < 0 ? null : bones.get(at);
    }

    /** The index in {@link #slots()} of the slot named {@code name}, or -1. */
    public int slotIndex(String name) {
        for (int i = 0; i < slots.size(); i++) {
            if (slots.get(i).name().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    /** The slot named {@code name}, or null. */
    public Slot slot(String name) {
        int at = slotIndex(name);
        return at < 0 ? null : slots.get(at);
    }

    /** The skin named {@code name}, or null. */
    public Skin skin(String name) {
        for (Skin skin : skins) {
            if (skin.name().equals(name)) {
                return skin;
            }
        }
        return null;
    }

    /** The IK constraint named {@code name}, or null. */
    public IkConstraint ik(String name) {
        for (IkConstraint ik : iks) {
            if (ik.name().equals(name)) {
                return ik;
            }
        }
        return null;
    }

    /** The index of the root bone (the one without a parent), or -1 when there is none. */
    public int rootIndex() {
        for (int i = 0; i < bones.size(); i++) {
            if (bones.get(i).isRoot()) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The path a clip addresses bone {@code index} by: "" for the root bone, its child {@code hip} is {@code "hip"},
     * a grandchild {@code "hip/thigh_l"}; null when the bone's parents lead to an unknown bone or round a cycle.
     */
    public String bonePath(int index) {
        StringBuilder path = new StringBuilder();
        Bone bone = bones.get(index);
        for (int steps = 0; !bone.isRoot(); steps++) {
            if (steps >= bones.size()) {
                return null;
            }
            path.insert(0, path.length() == 0 ? bone.name() : bone.name() + "/");
            bone = bone(bone.parent());
            if (bone == null) {
                return null;
            }
        }
        return path.toString();
    }

    /** The index of the bone at clip path {@code path} (see {@link #bonePath}), or -1. */
    public int boneAt(String path) {
        for (int i = 0; i < bones.size(); i++) {
            if (path.equals(bonePath(i))) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The attachment a slot shows under {@code name} with skin {@code skinName} active: that skin's, else the
     * {@value Skin#DEFAULT} skin's; null when neither has one or {@code name} is "".
     */
    public Attachment attachment(String skinName, String slot, String name) {
        if (name.isEmpty()) {
            return null;
        }
        Skin active = skinName == null ? null : skin(skinName);
        Attachment found = active == null ? null : active.attachment(slot, name);
        if (found == null) {
            Skin fallback = skin(Skin.DEFAULT);
            found = fallback == null ? null : fallback.attachment(slot, name);
        }
        return found;
    }
}
