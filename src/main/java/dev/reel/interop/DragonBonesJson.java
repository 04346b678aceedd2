package dev.reel.interop;

import com.fasterxml.jackson.databind.JsonNode;
import dev.reel.model.Clip;
import dev.reel.model.rig.Attachment;
import dev.reel.model.rig.Bone;
import dev.reel.model.rig.IkConstraint;
import dev.reel.model.rig.Inherit;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.Rgba;
import dev.reel.model.rig.Rig;
import dev.reel.model.rig.Skin;
import dev.reel.model.rig.Slot;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The first armature of DragonBones JSON (5.x) as a Reel rig and clips. DragonBones' y points down and its angles
 * turn clockwise, as Reel's, so positions stay; angles are degrees, made radians. A transform's {@code skY} is the
 * angle of its x axis and {@code skX} that of its y axis, so a bone's rotation is {@code skY} and its shearY
 * {@code skX − skY} (shearX 0). A slot's displays become attachments named by the display's name (the skin named
 * {@code ""} is Reel's {@code default}); its {@code displayIndex} picks the setup attachment. An IK constraint on
 * {@code bone} with {@code chain} 1 is the two-bone chain of that bone's parent and the bone.
 */
final class DragonBonesJson {
    static final double DEG = Math.PI / 180;

    /** What the animations need: per bone its setup (x, y, rotation, shearY, scaleX, scaleY, in Reel's units). */
    record Setup(Rig rig, Map<String, double[]> bones, Map<String, List<String>> displays, Map<String, Rgba> colors,
                 List<String> slotOrder, Map<String, MeshAttachment> meshes, double fps) {
    }

    private DragonBonesJson() {
    }

    static SkeletonImport.Result read(JsonNode root, SkeletonProblems problems, SkeletonRegions regions,
                                      String rigPath) {
        SkeletonImport.Result none = new SkeletonImport.Result(null, Map.of(), Set.of(), Set.of());
        JsonNode armatures = SkeletonProblems.items(root.path("armature"));
        if (armatures.isEmpty()) {
            problems.add(dev.reel.model.Code.SKL001, "/armature", "the \"armature\" array is empty");
            return none;
        }
        if (armatures.size() > 1) {
            problems.warn("/armature/1", "the data holds " + armatures.size() + " armatures; Reel imports the first, \""
                    + armatures.get(0).path("name").asText() + "\"");
        }
        JsonNode armature = armatures.get(0);
        String at = "/armature/0";
        double fps = armature.path("frameRate").asDouble(root.path("frameRate").asDouble(24));
        Setup setup = setup(armature, at, problems, regions, fps <= 0 ? 24 : fps);
        if (setup == null || problems.hasErrors()) {
            return none;
        }
        Map<String, Clip> clips = DragonBonesAnimations.read(armature, at, setup, problems, rigPath);
        Set<String> events = new HashSet<>();
        clips.values().forEach(clip -> clip.events().forEach(event -> events.add(event.name())));
        return new SkeletonImport.Result(setup.rig(), clips, events, Set.of());
    }

    private static Setup setup(JsonNode armature, String at, SkeletonProblems problems, SkeletonRegions regions,
                               double fps) {
        JsonNode boneList = SkeletonProblems.items(armature.path("bone"));
        if (boneList.isEmpty() || boneList.size() > Rig.MAX_BONES) {
            problems.error(at + "/bone", boneList.size() + " bones; a Reel rig has 1 to " + Rig.MAX_BONES);
            return null;
        }
        List<Bone> bones = new ArrayList<>();
        Map<String, double[]> setups = new LinkedHashMap<>();
        for (int i = 0; i < boneList.size(); i++) {
            JsonNode bone = boneList.get(i);
            String name = bone.path("name").asText("");
            String parent = bone.hasNonNull("parent") ? bone.get("parent").asText() : null;
            if (name.isEmpty() || setups.containsKey(name) || (parent != null && !setups.containsKey(parent))
                    || (parent == null && !bones.isEmpty())) {
                problems.error(at + "/bone/" + i, "bone " + i + " (\"" + name + "\") needs a name of its own and a "
                        + "parent before it; only the first bone may have none");
                return null;
            }
            double[] s = transform(bone.path("transform"));
            setups.put(name, s);
            Inherit inherit = inherit(bone);
            if (inherit == null) {
                problems.warn(at + "/bone/" + i, "bone \"" + name + "\" does not inherit translation; Reel bones "
                        + "always do");
                inherit = Inherit.NORMAL;
            }
            bones.add(new Bone(SpineNames.of(name), parent == null ? null : SpineNames.of(parent),
                    Math.max(0, bone.path("length").asDouble(0)), s[0], s[1], s[2], s[4], s[5], 0, s[3], inherit,
                    null, null));
        }
        List<Slot> slots = new ArrayList<>();
        Map<String, Rgba> colors = new HashMap<>();
        Map<String, Integer> displayIndex = new HashMap<>();
        Map<String, String> slotBone = new HashMap<>();
        List<String> order = new ArrayList<>();
        JsonNode slotList = SkeletonProblems.items(armature.path("slot"));
        if (slotList.size() > Rig.MAX_SLOTS) {
            problems.error(at + "/slot", slotList.size() + " slots; a Reel rig has at most " + Rig.MAX_SLOTS);
            return null;
        }
        for (int i = 0; i < slotList.size(); i++) {
            JsonNode slot = slotList.get(i);
            String name = slot.path("name").asText("");
            String bone = slot.path("parent").asText("");
            if (name.isEmpty() || !setups.containsKey(bone) || slotBone.containsKey(name)) {
                problems.error(at + "/slot/" + i, "slot " + i + " (\"" + name + "\") needs a name of its own and a "
                        + "bone of the armature");
                return null;
            }
            slotBone.put(name, bone);
            colors.put(name, color(slot.path("color"), problems, at + "/slot/" + i));
            displayIndex.put(name, slot.path("displayIndex").asInt(0));
            order.add(name);
        }
        Map<String, List<String>> displays = new HashMap<>();
        Map<String, MeshAttachment> meshes = new HashMap<>();
        List<Skin> skins = new ArrayList<>();
        JsonNode skinList = SkeletonProblems.items(armature.path("skin"));
        if (skinList.size() > Rig.MAX_SKINS) {
            problems.error(at + "/skin", skinList.size() + " skins; a Reel rig has at most " + Rig.MAX_SKINS);
            return null;
        }
        for (int s = 0; s < skinList.size(); s++) {
            JsonNode skin = skinList.get(s);
            String skinName = skin.path("name").asText("");
            skinName = skinName.isEmpty() ? Skin.DEFAULT : SpineNames.of(skinName);
            List<Attachment> attachments = new ArrayList<>();
            JsonNode skinSlots = SkeletonProblems.items(skin.path("slot"));
            for (int k = 0; k < skinSlots.size(); k++) {
                JsonNode slot = skinSlots.get(k);
                String slotName = slot.path("name").asText("");
                if (!slotBone.containsKey(slotName)) {
                    problems.warn(at + "/skin/" + s + "/slot/" + k, "displays of slot \"" + slotName + "\", which the "
                            + "armature lacks, are left out");
                    continue;
                }
                List<String> names = new ArrayList<>();
                JsonNode displayList = SkeletonProblems.items(slot.path("display"));
                for (int d = 0; d < displayList.size(); d++) {
                    JsonNode display = displayList.get(d);
                    String here = at + "/skin/" + s + "/slot/" + k + "/display/" + d;
                    String name = SpineNames.of(display.path("name").asText(""));
                    names.add(name);
                    Attachment made = DragonBonesDisplays.display(here, name, SpineNames.of(slotName), display, regions,
                            bones, problems);
                    if (made != null && attachments.size() >= Rig.MAX_ATTACHMENTS) {
                        problems.error(here, "skin \"" + skinName + "\" has more than " + Rig.MAX_ATTACHMENTS
                                + " attachments");
                        return null;
                    }
                    if (made != null) {
                        attachments.add(made);
                        if (made instanceof MeshAttachment mesh) {
                            meshes.put(skinName + "/" + SpineNames.of(slotName) + "/" + name, mesh);
                        }
                    }
                }
                if (skinName.equals(Skin.DEFAULT) || !displays.containsKey(slotName)) {
                    displays.put(slotName, names);
                }
            }
            skins.add(new Skin(skinName, attachments, null));
        }
        for (String name : order) {
            List<String> names = displays.getOrDefault(name, List.of());
            int index = displayIndex.get(name);
            String attachment = index >= 0 && index < names.size() ? names.get(index) : "";
            slots.add(new Slot(SpineNames.of(name), SpineNames.of(slotBone.get(name)), colors.get(name), attachment,
                    null));
        }
        List<IkConstraint> iks = new ArrayList<>();
        JsonNode ikList = SkeletonProblems.items(armature.path("ik"));
        if (ikList.size() > Rig.MAX_IKS) {
            problems.error(at + "/ik", ikList.size() + " IK constraints; a Reel rig has at most " + Rig.MAX_IKS);
            return null;
        }
        for (int i = 0; i < ikList.size(); i++) {
            JsonNode ik = ikList.get(i);
            String bone = ik.path("bone").asText("");
            String target = ik.path("target").asText("");
            int chain = ik.path("chain").asInt(0);
            Bone tip = bones.stream().filter(b -> b.name().equals(SpineNames.of(bone))).findFirst().orElse(null);
            if (tip == null || !setups.containsKey(target) || chain < 0 || chain > 1
                    || (chain == 1 && tip.parent() == null)) {
                problems.error(at + "/ik/" + i, "IK constraint " + i + " needs a bone, a target bone and a chain of "
                        + "0 or 1 (Reel solves one and two bones analytically)");
                return null;
            }
            List<String> chainBones = chain == 0 ? List.of(tip.name()) : List.of(tip.parent(), tip.name());
            iks.add(new IkConstraint(SpineNames.of(ik.path("name").asText(bone)), chainBones, SpineNames.of(target),
                    SpineSkeleton.clamp01(ik.path("weight").asDouble(1)), ik.path("bendPositive").asBoolean(true),
                    false, false, 0, IkConstraint.DEFAULT_ITERATIONS, null));
        }
        Rig rig = Rig.of(bones, slots, skins, iks);
        return new Setup(rig, setups, displays, colors, order, meshes, fps);
    }

    /** A transform as x, y, rotation (radians, skY), shearY (skX − skY), scaleX, scaleY. */
    static double[] transform(JsonNode t) {
        double skX = t.path("skX").asDouble(0) * DEG;
        double skY = t.path("skY").asDouble(0) * DEG;
        return new double[] {t.path("x").asDouble(0) + 0.0, t.path("y").asDouble(0) + 0.0, skY + 0.0, skX - skY + 0.0,
            t.path("scX").asDouble(1), t.path("scY").asDouble(1)};
    }

    /** The Reel mode of DragonBones' inherit switches; null when translation is not inherited. */
    static Inherit inherit(JsonNode bone) {
        boolean translation = bone.path("inheritTranslation").asBoolean(true);
        boolean rotation = bone.path("inheritRotation").asBoolean(true);
        boolean scale = bone.path("inheritScale").asBoolean(true);
        boolean reflection = bone.path("inheritReflection").asBoolean(true);
        if (!translation) {
            return null;
        }
        if (rotation && scale) {
            return Inherit.NORMAL;
        }
        if (rotation) {
            return reflection ? Inherit.NO_SCALE : Inherit.NO_SCALE_OR_REFLECTION;
        }
        return scale ? Inherit.NO_ROTATION_OR_REFLECTION : Inherit.ONLY_TRANSLATION;
    }

    /** A colour transform's multipliers (0 to 100) as a colour; offsets are left out with a warning. */
    static Rgba color(JsonNode c, SkeletonProblems problems, String at) {
        if (c.isMissingNode() || c.isNull()) {
            return Rgba.WHITE;
        }
        if (c.path("aO").asDouble(0) != 0 || c.path("rO").asDouble(0) != 0 || c.path("gO").asDouble(0) != 0
                || c.path("bO").asDouble(0) != 0) {
            problems.warn(at, "a colour transform adds offsets; Reel multiplies only, so they are left out");
        }
        return new Rgba(clamp(c.path("rM").asDouble(100) / 100), clamp(c.path("gM").asDouble(100) / 100),
                clamp(c.path("bM").asDouble(100) / 100), clamp(c.path("aM").asDouble(100) / 100));
    }

    private static double clamp(double v) {
        return SpineSkeleton.clamp01(v);
    }
}
