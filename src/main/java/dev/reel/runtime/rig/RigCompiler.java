package dev.reel.runtime.rig;

import dev.reel.model.rig.Attachment;
import dev.reel.model.rig.Bone;
import dev.reel.model.rig.IkConstraint;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.RegionAttachment;
import dev.reel.model.rig.Rig;
import dev.reel.model.rig.Skin;
import dev.reel.model.rig.Slot;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;

/**
 * A {@link Rig} of the model compiled into a {@link CompiledRig}. Bones are put parent first in a stable order:
 * again and again the first bone in file order whose parent is already placed (the root first), so a file
 * written parent first keeps its order. Mesh influences, which name bones by file index, are renumbered to
 * that order. A rig the reader would report (no root or two, an unknown parent, a cycle, unknown names) is
 * refused with {@link IllegalArgumentException}: compile only what read without errors.
 */
final class RigCompiler {
    private RigCompiler() {
    }

    static CompiledRig compile(Rig rig) {
        List<Bone> bones = rig.bones();
        int[] order = parentFirst(rig);
        int[] index = new int[bones.size()];
        RigBuilder builder = new RigBuilder();
        for (int i = 0; i < order.length; i++) {
            Bone bone = bones.get(order[i]);
            index[order[i]] = i;
            int parent = bone.isRoot() ? -1 : index[rig.boneIndex(bone.parent())];
            builder.bone(bone.name(), parent, bone.length(), bone.x(), bone.y(), bone.rotation(), bone.scaleX(),
                    bone.scaleY(), bone.shearX(), bone.shearY(), bone.inherit());
        }
        for (Slot slot : rig.slots()) {
            int bone = rig.boneIndex(slot.bone());
            if (bone < 0) {
                throw new IllegalArgumentException("slot " + slot.name() + ": unknown bone " + slot.bone());
            }
            builder.slot(slot.name(), index[bone], slot.color().r(), slot.color().g(), slot.color().b(),
                    slot.color().a(), slot.attachment());
        }
        for (Skin skin : rig.skins()) {
            int skinIndex = builder.skin(skin.name());
            for (Attachment attachment : skin.attachments()) {
                int slot = rig.slotIndex(attachment.slot());
                if (slot < 0) {
                    throw new IllegalArgumentException("attachment " + attachment.name() + ": unknown slot "
                            + attachment.slot());
                }
                int made;
                if (attachment instanceof MeshAttachment mesh) {
                    made = builder.mesh(skinIndex, slot, mesh.name(),
                            mesh(mesh, index[rig.boneIndex(rig.slots().get(slot).bone())], index));
                } else {
                    RegionAttachment region = (RegionAttachment) attachment;
                    made = builder.region(skinIndex, slot, region.name(), region.x(), region.y(), region.rotation(),
                            region.scaleX(), region.scaleY());
                }
                builder.source(made, attachment);
            }
        }
        for (IkConstraint ik : rig.iks()) {
            int[] chain = new int[ik.bones().size()];
            for (int i = 0; i < chain.length; i++) {
                chain[i] = known(rig, ik.bones().get(i), index, "ik " + ik.name());
            }
            builder.ik(ik.name(), chain, known(rig, ik.target(), index, "ik " + ik.name()), ik.mix(), ik.softness(),
                    ik.bendPositive(), ik.stretch(), ik.compress(), ik.iterations());
        }
        return builder.build();
    }

    private static int known(Rig rig, String bone, int[] index, String what) {
        int at = rig.boneIndex(bone);
        if (at < 0) {
            throw new IllegalArgumentException(what + ": unknown bone " + bone);
        }
        return index[at];
    }

    /** The mesh's vertices with bone indices in parent-first order; unweighted ones on the slot's bone. */
    private static SkinnedMesh mesh(MeshAttachment mesh, int slotBone, int[] index) {
        SkinnedMesh.Builder vertices = SkinnedMesh.builder();
        if (!mesh.weighted()) {
            for (int v = 0; v < mesh.vertexCount(); v++) {
                vertices.rigid(slotBone, mesh.position(2 * v), mesh.position(2 * v + 1));
            }
            return vertices.build();
        }
        for (int v = 0; v < mesh.vertexCount(); v++) {
            int start = mesh.influenceStart(v);
            int count = mesh.influencesOf(v);
            int[] bones = new int[count];
            double[] xy = new double[2 * count];
            double[] weights = new double[count];
            for (int k = 0; k < count; k++) {
                int bone = mesh.influenceBone(start + k);
                if (bone < 0 || bone >= index.length) {
                    throw new IllegalArgumentException("mesh " + mesh.name() + ": bone index " + bone);
                }
                bones[k] = index[bone];
                xy[2 * k] = mesh.position(2 * (start + k));
                xy[2 * k + 1] = mesh.position(2 * (start + k) + 1);
                weights[k] = mesh.weight(start + k);
            }
            vertices.weighted(bones, xy, weights);
        }
        return vertices.build();
    }

    /** File indices of the bones in parent-first order: always the lowest file index whose parent is placed. */
    static int[] parentFirst(Rig rig) {
        List<Bone> bones = rig.bones();
        Map<String, Integer> byName = new HashMap<>();
        for (int i = 0; i < bones.size(); i++) {
            if (byName.putIfAbsent(bones.get(i).name(), i) != null) {
                throw new IllegalArgumentException("two bones named " + bones.get(i).name());
            }
        }
        List<List<Integer>> children = new ArrayList<>();
        PriorityQueue<Integer> ready = new PriorityQueue<>();
        for (int i = 0; i < bones.size(); i++) {
            children.add(new ArrayList<>());
        }
        for (int i = 0; i < bones.size(); i++) {
            Bone bone = bones.get(i);
            if (bone.isRoot()) {
                if (!ready.isEmpty()) {
                    throw new IllegalArgumentException("two root bones");
                }
                ready.add(i);
                continue;
            }
            Integer parent = byName.get(bone.parent());
            if (parent == null) {
                throw new IllegalArgumentException("bone " + bone.name() + ": unknown parent " + bone.parent());
            }
            children.get(parent).add(i);
        }
        int[] order = new int[bones.size()];
        int placed = 0;
        while (!ready.isEmpty()) {
            int next = ready.poll();
            order[placed++] = next;
            ready.addAll(children.get(next));
        }
        if (placed != bones.size()) {
            throw new IllegalArgumentException(bones.isEmpty() ? "no root bone" : "bones in a cycle or no root");
        }
        return order;
    }
}
