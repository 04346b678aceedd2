package dev.reel.interop;

import com.fasterxml.jackson.databind.JsonNode;
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
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The setup pose of a Spine JSON skeleton (4.0 to 4.2) as a Reel {@link Rig}. Spine's y points up and its angles
 * are degrees turning counter-clockwise; Reel's y points down and its angles are radians turning clockwise on
 * screen. The same picture in Reel's space is Spine's mirrored in y: a position {@code (x, y)} becomes
 * {@code (x, −y)}, an angle {@code a} (rotation, shearX, shearY) becomes {@code −a·π/180}, scales stay, and an IK
 * constraint's bend flips (Spine's positive bend turns counter-clockwise on screen, Reel's positive clockwise).
 * docs/formats.md, "Spine JSON", has the whole mapping.
 */
final class SpineSkeleton {
    static final double DEG = Math.PI / 180;

    /** Where a mesh of the skeleton is: its Reel attachment and, for weighted deform, its bones' setup worlds. */
    record MeshPlace(String skin, String slot, MeshAttachment mesh) {
    }

    /** The rig and what the animations need of the Spine data to turn their values into Reel's. */
    record Setup(Rig rig, Map<String, double[]> bones, Map<String, String> slotBones, Map<String, Rgba> slotColors,
                 Map<String, MeshPlace> meshes, Map<String, JsonNode> events) {
        /** Bone {@code name}'s setup in Spine's units: x, y, rotation, scaleX, scaleY, shearX, shearY. */
        double[] bone(String name) {
            return bones.get(name);
        }
    }

    private final JsonNode root;
    private final SkeletonProblems problems;
    private final SkeletonRegions regions;
    private final List<Bone> bones = new ArrayList<>();
    private final Map<String, double[]> boneSetup = new LinkedHashMap<>();
    private final Map<String, String> slotBones = new HashMap<>();
    private final Map<String, Rgba> slotColors = new HashMap<>();
    private final Map<String, MeshPlace> meshes = new HashMap<>();

    private SpineSkeleton(JsonNode root, SkeletonProblems problems, SkeletonRegions regions) {
        this.root = root;
        this.problems = problems;
        this.regions = regions;
    }

    /** The setup, or null when an error leaves no rig to make (the problems say which). */
    static Setup read(JsonNode root, SkeletonProblems problems, SkeletonRegions regions) {
        return new SpineSkeleton(root, problems, regions).read();
    }

    private Setup read() {
        String version = root.path("skeleton").path("spine").asText("");
        if (!version.isEmpty() && !version.startsWith("4.")) {
            problems.warn("/skeleton", "Spine " + version + " data: Reel reads the 4.0 to 4.2 format, so parts "
                    + "written differently before 4.0 (curves, skins) may be read wrongly");
        }
        readBones();
        if (problems.hasErrors()) {
            return null;
        }
        List<Slot> slots = readSlots();
        List<IkConstraint> iks = readIks();
        for (String kind : List.of("transform", "path", "physics")) {
            JsonNode list = SkeletonProblems.items(root.path(kind));
            for (int i = 0; i < list.size(); i++) {
                problems.warn("/" + kind + "/" + i, kind + " constraint \"" + list.get(i).path("name").asText()
                        + "\" is left out: Reel rigs have IK constraints only");
            }
        }
        List<Skin> skins = new SpineSkins(root, problems, regions, bones, meshes, slotBones.keySet()).read();
        if (problems.hasErrors()) {
            return null;
        }
        Map<String, JsonNode> events = new HashMap<>();
        root.path("events").fields().forEachRemaining(e -> events.put(e.getKey(), e.getValue()));
        return new Setup(Rig.of(bones, slots, skins, iks), boneSetup, slotBones, slotColors, meshes, events);
    }

    private void readBones() {
        JsonNode list = root.path("bones");
        if (!list.isArray() || list.isEmpty()) {
            problems.add(dev.reel.model.Code.SKL001, "", "no \"bones\" array: a skeleton has at least a root bone");
            return;
        }
        if (list.size() > Rig.MAX_BONES) {
            problems.error("/bones", list.size() + " bones; a Reel rig has at most " + Rig.MAX_BONES);
            return;
        }
        for (int i = 0; i < list.size(); i++) {
            JsonNode bone = list.get(i);
            String at = "/bones/" + i;
            String name = bone.path("name").asText("");
            if (name.isEmpty()) {
                problems.error(at, "bone " + i + " has no name");
                continue;
            }
            String parent = bone.hasNonNull("parent") ? bone.get("parent").asText() : null;
            if (parent != null && !boneSetup.containsKey(parent)) {
                problems.error(at, "bone \"" + name + "\" names parent \"" + parent + "\", which is not a bone "
                        + "before it");
                continue;
            }
            if (parent == null && !bones.isEmpty()) {
                problems.error(at, "bone \"" + name + "\" has no parent, but \"" + bones.get(0).name() + "\" is "
                        + "the root already: a Reel rig has one root bone");
                continue;
            }
            if (boneSetup.containsKey(name)) {
                problems.error(at, "two bones are named \"" + name + "\"");
                continue;
            }
            double[] setup = {num(bone, "x", 0), num(bone, "y", 0), num(bone, "rotation", 0), num(bone, "scaleX", 1),
                num(bone, "scaleY", 1), num(bone, "shearX", 0), num(bone, "shearY", 0)};
            boneSetup.put(name, setup);
            String word = bone.path("inherit").asText(bone.path("transform").asText("normal"));
            Inherit inherit = inherit(word);
            if (inherit == null) {
                problems.warn(at, "bone \"" + name + "\" inherits \"" + word + "\", which Reel does not know; "
                        + "it inherits normally");
                inherit = Inherit.NORMAL;
            }
            Rgba color = bone.has("color") ? color(bone.get("color").asText(), Bone.DEFAULT_COLOR) : null;
            bones.add(new Bone(SpineNames.of(name), parent == null ? null : SpineNames.of(parent),
                    Math.max(0, num(bone, "length", 0)), setup[0], flip(setup[1]), angle(setup[2]), setup[3],
                    setup[4], angle(setup[5]), angle(setup[6]), inherit, color, null));
        }
    }

    private List<Slot> readSlots() {
        List<Slot> slots = new ArrayList<>();
        JsonNode list = SkeletonProblems.items(root.path("slots"));
        if (list.size() > Rig.MAX_SLOTS) {
            problems.error("/slots", list.size() + " slots; a Reel rig has at most " + Rig.MAX_SLOTS);
            return slots;
        }
        for (int i = 0; i < list.size(); i++) {
            JsonNode slot = list.get(i);
            String at = "/slots/" + i;
            String name = slot.path("name").asText("");
            String bone = slot.path("bone").asText("");
            if (name.isEmpty() || !boneSetup.containsKey(bone)) {
                problems.error(at, "slot " + i + " (\"" + name + "\") has no name or names no bone of the skeleton");
                continue;
            }
            if (slotBones.containsKey(name)) {
                problems.error(at, "two slots are named \"" + name + "\"");
                continue;
            }
            Rgba color = color(slot.path("color").asText(""), Rgba.WHITE);
            if (slot.has("dark")) {
                problems.warn(at, "slot \"" + name + "\" has a dark colour (two-colour tinting); Reel keeps only "
                        + "its light colour");
            }
            String blend = slot.path("blend").asText("normal");
            if (!blend.equals("normal")) {
                problems.warn(at, "slot \"" + name + "\" blends \"" + blend + "\"; Reel draws it normally");
            }
            slotBones.put(name, bone);
            slotColors.put(name, color);
            String attachment = slot.hasNonNull("attachment") ? SpineNames.of(slot.get("attachment").asText()) : "";
            slots.add(new Slot(SpineNames.of(name), SpineNames.of(bone), color, attachment, null));
        }
        return slots;
    }

    private List<IkConstraint> readIks() {
        List<JsonNode> list = new ArrayList<>();
        SkeletonProblems.items(root.path("ik")).forEach(list::add);
        if (list.size() > Rig.MAX_IKS) {
            problems.error("/ik", list.size() + " IK constraints; a Reel rig has at most " + Rig.MAX_IKS);
            return List.of();
        }
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            order.add(i);
        }
        // Spine applies constraints by their "order"; Reel applies IK constraints in file order.
        order.sort(Comparator.comparingInt(i -> list.get(i).path("order").asInt(0)));
        List<IkConstraint> iks = new ArrayList<>();
        for (int i : order) {
            JsonNode ik = list.get(i);
            String at = "/ik/" + i;
            String name = ik.path("name").asText("");
            List<String> chain = new ArrayList<>();
            SkeletonProblems.items(ik.path("bones")).forEach(b -> chain.add(b.asText()));
            String target = ik.path("target").asText("");
            if (name.isEmpty() || chain.isEmpty() || chain.size() > 2 || !boneSetup.containsKey(target)
                    || !chain.stream().allMatch(boneSetup::containsKey)) {
                problems.error(at, "IK constraint " + i + " (\"" + name + "\") needs a name, one or two bones and "
                        + "a target, all bones of the skeleton");
                continue;
            }
            if (ik.path("uniform").asBoolean(false)) {
                problems.warn(at, "IK constraint \"" + name + "\" stretches uniformly; Reel stretches along the "
                        + "bones only");
            }
            iks.add(new IkConstraint(SpineNames.of(name), chain.stream().map(SpineNames::of).toList(),
                    SpineNames.of(target), clamp01(num(ik, "mix", 1)), !ik.path("bendPositive").asBoolean(true),
                    ik.path("stretch").asBoolean(false), ik.path("compress").asBoolean(false),
                    Math.max(0, num(ik, "softness", 0)), IkConstraint.DEFAULT_ITERATIONS, null));
        }
        return iks;
    }

    static Inherit inherit(String word) {
        for (Inherit inherit : Inherit.values()) {
            if (inherit.word().equals(word)) {
                return inherit;
            }
        }
        return null;
    }

    static double num(JsonNode node, String field, double fallback) {
        JsonNode value = node.get(field);
        return value != null && value.isNumber() ? value.asDouble() : fallback;
    }

    /** A Spine y as Reel's (down), never −0. */
    static double flip(double y) {
        return y == 0 ? 0 : -y;
    }

    /** A Spine angle in degrees (counter-clockwise) as Reel's radians (clockwise), never −0. */
    static double angle(double degrees) {
        return degrees == 0 ? 0 : -degrees * DEG;
    }

    static double clamp01(double value) {
        return Math.max(0, Math.min(1, value));
    }

    /** {@code rrggbbaa} (or {@code rrggbb}) hexadecimal as a colour; {@code fallback} when it is not one. */
    static Rgba color(String hex, Rgba fallback) {
        if (!hex.matches("[0-9a-fA-F]{6}([0-9a-fA-F]{2})?")) {
            return fallback;
        }
        double[] lanes = {1, 1, 1, 1};
        for (int i = 0; i < hex.length() / 2; i++) {
            lanes[i] = Integer.parseInt(hex.substring(2 * i, 2 * i + 2), 16) / 255.0;
        }
        return new Rgba(lanes[0], lanes[1], lanes[2], lanes[3]);
    }
}
