package dev.reel.io;

import dev.reel.model.Extras;
import dev.reel.model.rig.Attachment;
import dev.reel.model.rig.Bone;
import dev.reel.model.rig.IkConstraint;
import dev.reel.model.rig.Inherit;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.RegionAttachment;
import dev.reel.model.rig.Rgba;
import dev.reel.model.rig.Rig;
import dev.reel.model.rig.Skin;
import dev.reel.model.rig.Slot;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

/** Random valid rigs for the property tests, and a way to compare rigs without where they were read from. */
final class RandomRigs {
    private static final String[] NAME_PARTS = {"hip", "arm", "ä", "a.b", "x y", "\"q\"", "tab\t", "leg_l", "7", "💀"};

    private RandomRigs() {
    }

    /** A rig that reads without any diagnostic. */
    static Rig rig(Random random) {
        int boneCount = 1 + random.nextInt(12);
        List<Bone> bones = new ArrayList<>();
        for (int i = 0; i < boneCount; i++) {
            String parent = i == 0 ? null : bones.get(random.nextInt(i)).name();
            Bone bone = new Bone(name(random, "b", i), parent, Math.abs(number(random)), number(random),
                    number(random), number(random), maybe(random, 1), maybe(random, 1), maybe(random, 0),
                    maybe(random, 0), Inherit.values()[random.nextInt(Inherit.values().length)],
                    random.nextInt(3) == 0 ? color(random) : Bone.DEFAULT_COLOR, Extras.NONE);
            bones.add(bone);
        }
        // Files list bones in any order: shuffle all but keep a valid tree.
        List<Bone> shuffled = new ArrayList<>(bones);
        java.util.Collections.shuffle(shuffled, random);
        int slotCount = random.nextInt(6);
        List<String> slotNames = new ArrayList<>();
        for (int i = 0; i < slotCount; i++) {
            slotNames.add(name(random, "s", i));
        }
        List<Skin> skins = new ArrayList<>();
        List<List<String>> shown = new ArrayList<>();
        for (int i = 0; i < slotCount; i++) {
            shown.add(new ArrayList<>());
        }
        int skinCount = slotCount == 0 ? 0 : random.nextInt(3);
        for (int s = 0; s < skinCount; s++) {
            List<Attachment> attachments = new ArrayList<>();
            int count = random.nextInt(4);
            for (int a = 0; a < count; a++) {
                int slot = random.nextInt(slotCount);
                String name = name(random, "att", a);
                String sprite = "assets/" + name(random, "sheet", s) + ".png#c" + a;
                attachments.add(random.nextBoolean()
                        ? new RegionAttachment(name, slotNames.get(slot), sprite, number(random), number(random),
                        number(random), maybe(random, 1), maybe(random, 1), Extras.NONE)
                        : mesh(random, name, slotNames.get(slot), sprite, bones.size()));
                shown.get(slot).add(name);
            }
            skins.add(new Skin(s == 0 ? Skin.DEFAULT : name(random, "skin", s), attachments, Extras.NONE));
        }
        List<Slot> slots = new ArrayList<>();
        for (int i = 0; i < slotCount; i++) {
            List<String> names = shown.get(i);
            String attachment = names.isEmpty() || random.nextBoolean() ? "" : names.get(random.nextInt(names.size()));
            slots.add(new Slot(slotNames.get(i), bones.get(random.nextInt(boneCount)).name(),
                    random.nextBoolean() ? Rgba.WHITE : color(random), attachment, Extras.NONE));
        }
        List<IkConstraint> iks = new ArrayList<>();
        int ikCount = boneCount < 2 ? 0 : random.nextInt(3);
        for (int k = 0; k < ikCount; k++) {
            // A chain walks up from a bone; the target is the root or a bone off the chain's branch.
            int tip = 1 + random.nextInt(boneCount - 1);
            List<String> chain = new ArrayList<>();
            int at = tip;
            int length = 1 + random.nextInt(3);
            while (chain.size() < length && at > 0) {
                chain.add(0, bones.get(at).name());
                at = indexOf(bones, bones.get(at).parent());
            }
            String first = chain.get(0);
            String target = bones.get(0).name();
            for (int i = 0; i < boneCount; i++) {
                if (!below(bones, bones.get(i).name(), first) && random.nextBoolean()) {
                    target = bones.get(i).name();
                }
            }
            iks.add(new IkConstraint(name(random, "ik", k), chain, target, random.nextBoolean() ? 1 : random.nextDouble(),
                    random.nextBoolean(), random.nextBoolean(), random.nextBoolean(),
                    random.nextBoolean() ? 0 : random.nextDouble() * 10, 1 + random.nextInt(30), Extras.NONE));
        }
        // Meshes refer to bones by index into the list as written: map them to the shuffled order.
        return remap(Rig.of(bones, slots, skins, iks), shuffled);
    }

    private static MeshAttachment mesh(Random random, String name, String slot, String sprite, int bones) {
        int vertices = random.nextInt(7);
        double[] uvs = new double[2 * vertices];
        for (int i = 0; i < uvs.length; i++) {
            uvs[i] = random.nextInt(64) + (random.nextBoolean() ? 0.5 : 0);
        }
        int triangleCount = vertices < 3 ? 0 : random.nextInt(4);
        int[] triangles = new int[3 * triangleCount];
        for (int t = 0; t < triangleCount; t++) {
            int a = random.nextInt(vertices);
            int b = (a + 1 + random.nextInt(vertices - 1)) % vertices;
            int c = a;
            while (c == a || c == b) {
                c = random.nextInt(vertices);
            }
            triangles[3 * t] = a;
            triangles[3 * t + 1] = b;
            triangles[3 * t + 2] = c;
        }
        int[] edges = vertices < 2 || random.nextBoolean() ? new int[0] : new int[] {0, 1};
        int hull = vertices == 0 ? 0 : random.nextInt(vertices + 1);
        if (random.nextBoolean()) {
            double[] positions = new double[2 * vertices];
            for (int i = 0; i < positions.length; i++) {
                positions[i] = number(random);
            }
            return MeshAttachment.unweighted(name, slot, sprite, uvs, triangles, hull, edges, positions);
        }
        int[] starts = new int[vertices + 1];
        List<Integer> influenceBones = new ArrayList<>();
        List<Double> weights = new ArrayList<>();
        for (int v = 0; v < vertices; v++) {
            starts[v] = influenceBones.size();
            int count = 1 + random.nextInt(MeshAttachment.MAX_INFLUENCES);
            // Weights in sixteenths sum to 1 exactly.
            int left = 16;
            for (int k = 0; k < count; k++) {
                int share = k == count - 1 ? left : random.nextInt(left + 1);
                left -= share;
                influenceBones.add(random.nextInt(bones));
                weights.add(share / 16.0);
            }
        }
        starts[vertices] = influenceBones.size();
        double[] positions = new double[2 * influenceBones.size()];
        for (int i = 0; i < positions.length; i++) {
            positions[i] = number(random);
        }
        return MeshAttachment.weighted(name, slot, sprite, uvs, triangles, hull, edges, starts,
                influenceBones.stream().mapToInt(Integer::intValue).toArray(), positions,
                weights.stream().mapToDouble(Double::doubleValue).toArray());
    }

    /** The same rig with its bones in {@code order}, meshes' bone indices following them. */
    private static Rig remap(Rig rig, List<Bone> order) {
        int[] newIndex = new int[rig.bones().size()];
        for (int i = 0; i < newIndex.length; i++) {
            newIndex[i] = order.indexOf(rig.bones().get(i));
        }
        List<Skin> skins = new ArrayList<>();
        for (Skin skin : rig.skins()) {
            List<Attachment> attachments = new ArrayList<>();
            for (Attachment attachment : skin.attachments()) {
                if (attachment instanceof MeshAttachment mesh && mesh.weighted()) {
                    int[] bones = mesh.influenceBones();
                    for (int i = 0; i < bones.length; i++) {
                        bones[i] = newIndex[bones[i]];
                    }
                    attachment = MeshAttachment.weighted(mesh.name(), mesh.slot(), mesh.sprite(), mesh.uvs(),
                            mesh.triangles(), mesh.hull(), mesh.edges(), mesh.influenceStarts(), bones,
                            mesh.positions(), mesh.weights());
                }
                attachments.add(attachment);
            }
            skins.add(skin.withAttachments(attachments));
        }
        return rig.withBones(order).withSkins(skins);
    }

    /** {@code rig} without positions, comments or unknown parts: what a rig made in memory has. */
    static Rig bare(Rig rig) {
        List<Bone> bones = new ArrayList<>();
        for (Bone bone : rig.bones()) {
            bones.add(new Bone(bone.name(), bone.parent(), bone.length(), bone.x(), bone.y(), bone.rotation(),
                    bone.scaleX(), bone.scaleY(), bone.shearX(), bone.shearY(), bone.inherit(), bone.color(),
                    Extras.NONE));
        }
        List<Slot> slots = new ArrayList<>();
        for (Slot slot : rig.slots()) {
            slots.add(new Slot(slot.name(), slot.bone(), slot.color(), slot.attachment(), Extras.NONE));
        }
        List<Skin> skins = new ArrayList<>();
        for (Skin skin : rig.skins()) {
            List<Attachment> attachments = new ArrayList<>();
            for (Attachment attachment : skin.attachments()) {
                if (attachment instanceof MeshAttachment mesh) {
                    attachments.add(mesh.withExtras(Extras.NONE).withVertexExtras(Map.of()));
                } else {
                    RegionAttachment region = (RegionAttachment) attachment;
                    attachments.add(new RegionAttachment(region.name(), region.slot(), region.sprite(), region.x(),
                            region.y(), region.rotation(), region.scaleX(), region.scaleY(), Extras.NONE));
                }
            }
            skins.add(new Skin(skin.name(), attachments, Extras.NONE));
        }
        List<IkConstraint> iks = new ArrayList<>();
        for (IkConstraint ik : rig.iks()) {
            iks.add(new IkConstraint(ik.name(), ik.bones(), ik.target(), ik.mix(), ik.bendPositive(), ik.stretch(),
                    ik.compress(), ik.softness(), ik.iterations(), Extras.NONE));
        }
        return new Rig(rig.version(), bones, slots, skins, iks, Extras.NONE, Extras.NONE);
    }

    private static int indexOf(List<Bone> bones, String name) {
        for (int i = 0; i < bones.size(); i++) {
            if (bones.get(i).name().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    private static boolean below(List<Bone> bones, String name, String ancestor) {
        for (String at = name; at != null; at = bones.get(indexOf(bones, at)).parent()) {
            if (at.equals(ancestor)) {
                return true;
            }
        }
        return false;
    }

    /** A unique name (by its index) with odd characters now and then, never empty and never with {@code /}. */
    private static String name(Random random, String stem, int index) {
        String part = random.nextInt(3) == 0 ? NAME_PARTS[random.nextInt(NAME_PARTS.length)] : "";
        return stem + index + part;
    }

    /** A finite number: small, whole, tiny, huge, negative zero. */
    private static double number(Random random) {
        return switch (random.nextInt(6)) {
            case 0 -> 0;
            case 1 -> random.nextInt(200) - 100;
            case 2 -> (random.nextDouble() - 0.5) * 1000;
            case 3 -> random.nextGaussian() * 1e-7;
            case 4 -> -0.0;
            default -> (random.nextDouble() - 0.5) * 1e12;
        };
    }

    private static double maybe(Random random, double otherwise) {
        return random.nextBoolean() ? otherwise : number(random);
    }

    private static Rgba color(Random random) {
        return new Rgba(random.nextInt(256) / 255.0, random.nextDouble(), random.nextInt(2), random.nextDouble());
    }
}
