package dev.reel.runtime.rig;

import dev.reel.model.rig.Inherit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Collects a rig for {@link CompiledRig}: bones in parent-first order (each parent added before its children),
 * slots in setup draw order, skins, attachments and IK constraints. Checks what the arrays rely on (indexes in
 * range, parents first, unique names, IK chains that are parent chains with the target outside) and throws
 * {@link IllegalArgumentException} otherwise: a file's mistakes are the reader's diagnostics, long before here.
 */
public final class RigBuilder {
    final List<String> boneNames = new ArrayList<>();
    final IntList parent = new IntList();
    /** length, x, y, rotation, scaleX, scaleY, shearX, shearY. */
    final DoubleList[] bone = lists(8);
    final IntList inherit = new IntList();
    final Map<String, Integer> boneIndex = new HashMap<>();

    final List<String> slotNames = new ArrayList<>();
    final IntList slotBone = new IntList();
    final DoubleList slotColor = new DoubleList();
    final List<String> slotAttachment = new ArrayList<>();
    final Map<String, Integer> slotIndex = new HashMap<>();

    final List<String> skinNames = new ArrayList<>(List.of("default"));
    final Map<String, Integer> skinIndex = new HashMap<>(Map.of("default", 0));
    final List<String> attachmentNames = new ArrayList<>();
    final IntList attachmentSlot = new IntList();
    final IntList attachmentSkin = new IntList();
    final IntList attachmentMesh = new IntList();
    final DoubleList region = new DoubleList();
    final List<SkinnedMesh> meshes = new ArrayList<>();
    final IntList meshAttachment = new IntList();
    final Map<String, Integer> attachmentIndex = new HashMap<>();
    final List<dev.reel.model.rig.Attachment> attachmentSource = new ArrayList<>();

    final List<String> ikNames = new ArrayList<>();
    final IntList ikStart = new IntList();
    final IntList ikBones = new IntList();
    final IntList ikTarget = new IntList();
    /** mix, softness. */
    final DoubleList[] ikNumbers = lists(2);
    /** bend positive, stretch, compress as 1 or 0. */
    final IntList[] ikFlags = {new IntList(), new IntList(), new IntList()};
    final IntList ikIterations = new IntList();
    final Map<String, Integer> ikIndex = new HashMap<>();

    RigBuilder() {
        ikStart.add(0);
    }

    /** A bone with no shear and inherit {@code normal}; returns its index. */
    public int bone(String name, int parentIndex, double length, double x, double y, double rotation,
                    double scaleX, double scaleY) {
        return bone(name, parentIndex, length, x, y, rotation, scaleX, scaleY, 0, 0, Inherit.NORMAL);
    }

    /** A bone; {@code parentIndex} is -1 for the root, which must come first, else an earlier bone. */
    public int bone(String name, int parentIndex, double length, double x, double y, double rotation,
                    double scaleX, double scaleY, double shearX, double shearY, Inherit mode) {
        int index = boneNames.size();
        if (index == 0 ? parentIndex != -1 : parentIndex < 0 || parentIndex >= index) {
            throw new IllegalArgumentException("bone " + name + ": parent " + parentIndex
                    + " (the root comes first, every other parent before its children)");
        }
        unique(boneIndex, name, index, "bone");
        boneNames.add(name);
        parent.add(parentIndex);
        double[] values = {length, x, y, rotation, scaleX, scaleY, shearX, shearY};
        for (int i = 0; i < values.length; i++) {
            bone[i].add(values[i]);
        }
        inherit.add(code(mode));
        return index;
    }

    /** A slot on a bone with its setup colour and attachment name (null or "" for none); returns its index. */
    public int slot(String name, int boneIndex, double r, double g, double b, double a, String attachment) {
        check(boneIndex, boneNames.size(), "slot " + name + ": bone");
        int index = slotNames.size();
        unique(slotIndex, name, index, "slot");
        slotNames.add(name);
        slotBone.add(boneIndex);
        slotColor.add(r);
        slotColor.add(g);
        slotColor.add(b);
        slotColor.add(a);
        slotAttachment.add(attachment);
        return index;
    }

    /** The index of a skin, added when new ("default" is 0 from the start). */
    public int skin(String name) {
        Integer known = skinIndex.get(name);
        if (known != null) {
            return known;
        }
        skinNames.add(name);
        skinIndex.put(name, skinNames.size() - 1);
        return skinNames.size() - 1;
    }

    /** A region attachment of {@code skin} for {@code slot}, placed in the slot bone's space; returns its index. */
    public int region(int skin, int slot, String name, double x, double y, double rotation, double scaleX,
                      double scaleY) {
        int index = attachment(skin, slot, name, -1);
        region.add(x);
        region.add(y);
        region.add(rotation);
        region.add(scaleX);
        region.add(scaleY);
        return index;
    }

    /** A mesh attachment of {@code skin} for {@code slot}; returns its attachment index. */
    public int mesh(int skin, int slot, String name, SkinnedMesh mesh) {
        if (mesh.maxBone() >= boneNames.size()) {
            throw new IllegalArgumentException("mesh " + name + ": bone " + mesh.maxBone());
        }
        int index = attachment(skin, slot, name, meshes.size());
        meshes.add(mesh);
        meshAttachment.add(index);
        for (int i = 0; i < 5; i++) {
            region.add(0);
        }
        return index;
    }

    private int attachment(int skin, int slot, String name, int mesh) {
        check(skin, skinNames.size(), "attachment " + name + ": skin");
        check(slot, slotNames.size(), "attachment " + name + ": slot");
        int index = attachmentNames.size();
        unique(attachmentIndex, key(skin, slot, name), index, "attachment");
        attachmentNames.add(name);
        attachmentSlot.add(slot);
        attachmentSkin.add(skin);
        attachmentMesh.add(mesh);
        attachmentSource.add(null);
        return index;
    }

    /** Keeps the model attachment an attachment was made from, for what draws it (its sprite, uvs, triangles). */
    void source(int attachment, dev.reel.model.rig.Attachment model) {
        attachmentSource.set(attachment, model);
    }

    /**
     * An IK constraint over {@code chain} (root first, each bone the parent of the next) aiming at the bone
     * {@code target}, applied after those added before it; returns its index. One bone aims, two are solved
     * analytically, three or more by FABRIK with {@code iterations} rounds.
     */
    public int ik(String name, int[] chain, int target, double mix, double softness, boolean bendPositive,
                  boolean stretch, boolean compress, int iterations) {
        if (chain.length == 0) {
            throw new IllegalArgumentException("ik " + name + ": no bones");
        }
        check(target, boneNames.size(), "ik " + name + ": target");
        for (int i = 0; i < chain.length; i++) {
            check(chain[i], boneNames.size(), "ik " + name + ": bone");
            if (i > 0 && parent.get(chain[i]) != chain[i - 1]) {
                throw new IllegalArgumentException("ik " + name + ": not a parent chain");
            }
            if (chain[i] == target || isAncestor(chain[i], target)) {
                throw new IllegalArgumentException("ik " + name + ": target inside its own chain");
            }
        }
        if (iterations < 0) {
            throw new IllegalArgumentException("ik " + name + ": iterations " + iterations);
        }
        int index = ikNames.size();
        unique(ikIndex, name, index, "ik");
        ikNames.add(name);
        for (int bone : chain) {
            ikBones.add(bone);
        }
        ikStart.add(ikBones.size());
        ikTarget.add(target);
        ikNumbers[0].add(mix);
        ikNumbers[1].add(softness);
        ikFlags[0].add(bendPositive ? 1 : 0);
        ikFlags[1].add(stretch ? 1 : 0);
        ikFlags[2].add(compress ? 1 : 0);
        ikIterations.add(iterations);
        return index;
    }

    /** Whether {@code ancestor} is on the parent chain above {@code bone}. */
    private boolean isAncestor(int ancestor, int bone) {
        for (int b = parent.get(bone); b >= 0; b = parent.get(b)) {
            if (b == ancestor) {
                return true;
            }
        }
        return false;
    }

    public CompiledRig build() {
        if (boneNames.isEmpty()) {
            throw new IllegalArgumentException("a rig needs a root bone");
        }
        return new CompiledRig(this);
    }

    boolean[] ikFlags(int which) {
        int[] values = ikFlags[which].toArray();
        boolean[] flags = new boolean[values.length];
        for (int i = 0; i < values.length; i++) {
            flags[i] = values[i] != 0;
        }
        return flags;
    }

    /** The code {@link WorldTransform} switches on: 0 normal … 4 noScaleOrReflection, in Spine's order. */
    static int code(Inherit mode) {
        return switch (mode) {
            case NORMAL -> 0;
            case ONLY_TRANSLATION -> 1;
            case NO_ROTATION_OR_REFLECTION -> 2;
            case NO_SCALE -> 3;
            case NO_SCALE_OR_REFLECTION -> 4;
        };
    }

    static String key(int skin, int slot, String name) {
        return skin + "/" + slot + "/" + name;
    }

    private static void check(int index, int size, String what) {
        if (index < 0 || index >= size) {
            throw new IllegalArgumentException(what + " " + index + " out of range");
        }
    }

    private static void unique(Map<String, Integer> map, String name, int index, String what) {
        if (map.putIfAbsent(name, index) != null) {
            throw new IllegalArgumentException("two " + what + "s named " + name);
        }
    }

    private static DoubleList[] lists(int count) {
        DoubleList[] lists = new DoubleList[count];
        for (int i = 0; i < count; i++) {
            lists[i] = new DoubleList();
        }
        return lists;
    }

    /** A growing array of doubles. */
    static final class DoubleList {
        private double[] values = new double[8];
        private int size;

        void add(double value) {
            if (size == values.length) {
                values = Arrays.copyOf(values, size * 2);
            }
            values[size++] = value;
        }

        double[] toArray() {
            return Arrays.copyOf(values, size);
        }
    }

    /** A growing array of ints. */
    static final class IntList {
        private int[] values = new int[8];
        private int size;

        void add(int value) {
            if (size == values.length) {
                values = Arrays.copyOf(values, size * 2);
            }
            values[size++] = value;
        }

        int get(int index) {
            return values[index];
        }

        int size() {
            return size;
        }

        int[] toArray() {
            return Arrays.copyOf(values, size);
        }
    }
}
