package dev.reel.interop;

import com.fasterxml.jackson.databind.JsonNode;
import dev.reel.model.rig.Attachment;
import dev.reel.model.rig.Bone;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.RegionAttachment;
import dev.reel.model.rig.Rig;
import dev.reel.model.rig.Skin;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * The skins of a Spine JSON skeleton and their attachments: regions and meshes (weighted or not) become Reel's,
 * a linked mesh becomes a copy of its parent's geometry with its own picture; bounding boxes, paths, points and
 * clipping attachments are left out with a warning each. Skins come as 4.x writes them (an array of
 * {@code {name, attachments}}) or as 3.x did (an object by skin name).
 */
final class SpineSkins {
    private final JsonNode root;
    private final SkeletonProblems problems;
    private final SkeletonRegions regions;
    private final List<Bone> bones;
    private final Map<String, SpineSkeleton.MeshPlace> meshes;
    private final java.util.Set<String> slots;
    /** Meshes by "skin/slot/name" in Spine's names, for linked meshes. */
    private final Map<String, MeshAttachment> byKey = new HashMap<>();

    private record Linked(String pointer, int skin, String skinName, String slot, String name, JsonNode data) {
    }

    SpineSkins(JsonNode root, SkeletonProblems problems, SkeletonRegions regions, List<Bone> bones,
               Map<String, SpineSkeleton.MeshPlace> meshes, java.util.Set<String> slots) {
        this.slots = slots;
        this.root = root;
        this.problems = problems;
        this.regions = regions;
        this.bones = bones;
        this.meshes = meshes;
    }

    List<Skin> read() {
        List<String> names = new ArrayList<>();
        List<JsonNode> bodies = new ArrayList<>();
        List<String> pointers = new ArrayList<>();
        JsonNode skins = root.path("skins");
        if (skins.isArray()) {
            for (int i = 0; i < skins.size(); i++) {
                names.add(skins.get(i).path("name").asText(""));
                bodies.add(skins.get(i).path("attachments"));
                pointers.add("/skins/" + i);
                for (String part : List.of("bones", "ik", "transform", "path", "physics")) {
                    if (skins.get(i).path(part).size() > 0) {
                        problems.warn("/skins/" + i, "skin \"" + names.get(i) + "\" adds " + part + " of its own; "
                                + "Reel skins change attachments only, so they are always there");
                    }
                }
            }
        } else {
            skins.fields().forEachRemaining(e -> {
                names.add(e.getKey());
                bodies.add(e.getValue());
                pointers.add("/skins/" + SkeletonProblems.segment(e.getKey()));
            });
        }
        if (names.size() > Rig.MAX_SKINS) {
            problems.error("/skins", names.size() + " skins; a Reel rig has at most " + Rig.MAX_SKINS);
            return List.of();
        }
        List<List<Attachment>> contents = new ArrayList<>();
        List<Linked> linked = new ArrayList<>();
        for (int s = 0; s < names.size(); s++) {
            List<Attachment> attachments = new ArrayList<>();
            contents.add(attachments);
            String skinName = names.get(s);
            if (skinName.isEmpty()) {
                problems.error(pointers.get(s), "a skin has no name");
                continue;
            }
            for (Iterator<Map.Entry<String, JsonNode>> slots = bodies.get(s).fields(); slots.hasNext(); ) {
                Map.Entry<String, JsonNode> slot = slots.next();
                if (!this.slots.contains(slot.getKey())) {
                    problems.warn(pointers.get(s), "the attachments of slot \"" + slot.getKey() + "\", which the "
                            + "skeleton lacks, are left out of skin \"" + skinName + "\"");
                    continue;
                }
                for (Iterator<Map.Entry<String, JsonNode>> atts = slot.getValue().fields(); atts.hasNext(); ) {
                    Map.Entry<String, JsonNode> att = atts.next();
                    String at = pointers.get(s) + (skins.isArray() ? "/attachments/" : "/")
                            + SkeletonProblems.segment(slot.getKey()) + "/" + SkeletonProblems.segment(att.getKey());
                    if (attachments.size() >= Rig.MAX_ATTACHMENTS) {
                        problems.error(at, "skin \"" + skinName + "\" has more than " + Rig.MAX_ATTACHMENTS
                                + " attachments");
                        return List.of();
                    }
                    String type = att.getValue().path("type").asText("region");
                    if (type.equals("linkedmesh")) {
                        linked.add(new Linked(at, s, skinName, slot.getKey(), att.getKey(), att.getValue()));
                        continue;
                    }
                    Attachment made = attachment(at, skinName, slot.getKey(), att.getKey(), att.getValue(), type);
                    if (made != null) {
                        attachments.add(made);
                    }
                }
            }
        }
        for (Linked link : linked) {
            String parentSkin = link.data.path("skin").asText("default");
            MeshAttachment parent = byKey.get(parentSkin + "/" + link.slot + "/" + link.data.path("parent").asText());
            SkeletonRegions.Region region = region(link.pointer, link.name, link.data);
            if (parent == null) {
                problems.warn(link.pointer, "linked mesh \"" + link.name + "\" names a parent mesh the skeleton "
                        + "does not have; it is left out");
                continue;
            }
            if (region == null) {
                continue;
            }
            MeshAttachment mesh = new MeshAttachment(SpineNames.of(link.name), SpineNames.of(link.slot),
                    region.sprite(), parent.uvs(), parent.triangles(), parent.hull(), parent.edges(),
                    parent.influenceStarts(), parent.influenceBones(), parent.positions(), parent.weights(), null,
                    null);
            contents.get(link.skin).add(mesh);
            meshes.put(link.skinName + "/" + link.slot + "/" + link.name,
                    new SpineSkeleton.MeshPlace(link.skinName, link.slot, mesh));
        }
        List<Skin> made = new ArrayList<>();
        for (int s = 0; s < names.size(); s++) {
            made.add(new Skin(SpineNames.of(names.get(s)), contents.get(s), null));
        }
        return made;
    }

    private Attachment attachment(String at, String skin, String slot, String name, JsonNode data, String type) {
        if (data.has("sequence")) {
            problems.warn(at, "attachment \"" + name + "\" is a sequence; Reel shows its first picture only");
        }
        switch (type) {
            case "region" -> {
                SkeletonRegions.Region region = region(at, name, data);
                if (region == null) {
                    return null;
                }
                double scaleX = SpineSkeleton.num(data, "scaleX", 1);
                double scaleY = SpineSkeleton.num(data, "scaleY", 1);
                // Spine draws the region at the attachment's width and height, whatever size the atlas packed.
                if (data.path("width").isNumber() && region.width() > 0) {
                    scaleX *= data.get("width").asDouble() / region.width();
                }
                if (data.path("height").isNumber() && region.height() > 0) {
                    scaleY *= data.get("height").asDouble() / region.height();
                }
                if (!data.path("color").asText("ffffffff").equalsIgnoreCase("ffffffff")) {
                    problems.warn(at, "attachment \"" + name + "\" has a colour of its own; Reel attachments "
                            + "have none (the slot's colour still applies)");
                }
                return new RegionAttachment(SpineNames.of(name), SpineNames.of(slot), region.sprite(),
                        SpineSkeleton.num(data, "x", 0), SpineSkeleton.flip(SpineSkeleton.num(data, "y", 0)),
                        SpineSkeleton.angle(SpineSkeleton.num(data, "rotation", 0)), scaleX, scaleY, null);
            }
            case "mesh" -> {
                SkeletonRegions.Region region = region(at, name, data);
                if (region == null) {
                    return null;
                }
                MeshAttachment mesh = SpineMesh.read(at, SpineNames.of(name), SpineNames.of(slot), region, data,
                        bones.size(), problems);
                if (mesh != null) {
                    byKey.put(skin + "/" + slot + "/" + name, mesh);
                    meshes.put(skin + "/" + slot + "/" + name, new SpineSkeleton.MeshPlace(skin, slot, mesh));
                }
                return mesh;
            }
            default -> {
                problems.warn(at, type + " attachment \"" + name + "\" of slot \"" + slot + "\" is left out: Reel "
                        + "rigs have region and mesh attachments only");
                return null;
            }
        }
    }

    private SkeletonRegions.Region region(String at, String name, JsonNode data) {
        String path = data.path("path").asText(name);
        SkeletonRegions.Region region = regions.find(path);
        if (region == null) {
            problems.warn(at, "attachment \"" + name + "\" shows region \"" + path + "\", which the atlas does not "
                    + "have; it is left out");
        }
        return region;
    }
}
