package dev.reel.io;

import dev.reel.doc.DocNode;
import dev.reel.doc.DocValue;
import dev.reel.doc.Pos;
import dev.reel.model.Code;
import dev.reel.model.Extras;
import dev.reel.model.rig.Attachment;
import dev.reel.model.rig.Bone;
import dev.reel.model.rig.IkConstraint;
import dev.reel.model.rig.Inherit;
import dev.reel.model.rig.RegionAttachment;
import dev.reel.model.rig.Rgba;
import dev.reel.model.rig.Rig;
import dev.reel.model.rig.Skin;
import dev.reel.model.rig.Slot;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads the nodes of one {@code .aerig} file into a {@link Rig} for {@link RigCodec}: every value's type and shape
 * (RIG001), the size limits (RIG012) before anything is made for them, and where each name was written for
 * {@link RigRules}. Bones are read first, so that a mesh anywhere in the file finds its bones' indices.
 */
final class RigReader {
    private final Report report;
    private final RigPositions positions = new RigPositions();
    /** Bone name to its index in the rig's bones (the first bone of a name when it is given twice). */
    private final Map<String, Integer> boneIndices = new HashMap<>();

    RigReader(Report report) {
        this.report = report;
    }

    RigPositions positions() {
        return positions;
    }

    Rig rig(DocNode node, Extras fileExtras) {
        positions.rig = node.pos();
        Fields fields = new Fields(node, report);
        fields.extraArguments(0, Code.RIG001);
        int version = Header.version(fields, Rig.VERSION, Code.RIG001, report);
        List<DocNode> children = fields.children();
        List<Bone> bones = new ArrayList<>();
        for (DocNode child : children) {
            if (child.name().equals("bone") && counted(bones.size(), Rig.MAX_BONES, child, "bones")) {
                Bone bone = bone(child);
                if (bone != null) {
                    boneIndices.putIfAbsent(bone.name(), bones.size());
                    bones.add(bone);
                }
            }
        }
        List<Slot> slots = new ArrayList<>();
        List<Skin> skins = new ArrayList<>();
        List<IkConstraint> iks = new ArrayList<>();
        MeshReader meshes = new MeshReader(report, boneIndices);
        for (DocNode child : children) {
            switch (child.name()) {
                case "bone" -> {
                    // read above
                }
                case "slot" -> {
                    if (counted(slots.size(), Rig.MAX_SLOTS, child, "slots")) {
                        add(slots, slot(child));
                    }
                }
                case "skin" -> {
                    if (counted(skins.size(), Rig.MAX_SKINS, child, "skins")) {
                        add(skins, skin(child, meshes));
                    }
                }
                case "ik" -> {
                    if (counted(iks.size(), Rig.MAX_IKS, child, "IK constraints")) {
                        add(iks, ik(child));
                    }
                }
                default -> fields.unknownChild(child);
            }
        }
        return new Rig(version, bones, slots, skins, iks, fields.extras(), fileExtras);
    }

    private static <T> void add(List<T> list, T item) {
        if (item != null) {
            list.add(item);
        }
    }

    /** Whether one more part fits under {@code limit}; the first one over it is reported (RIG012), once. */
    private boolean counted(int count, int limit, DocNode node, String what) {
        if (count < limit) {
            return true;
        }
        if (count == limit) {
            report.add(Code.RIG012, node.pos(), "a rig may have at most " + limit + " " + what
                    + "; this one and those after it are not read");
        }
        return false;
    }

    /** A name label of a rig part: not empty and without {@code /} (clip paths and properties split at it). */
    private String name(Fields fields, String what) {
        String name = fields.label(0, "the " + what + " name", Code.RIG001);
        fields.extraArguments(1, Code.RIG001);
        if (name != null && (name.isEmpty() || name.indexOf('/') >= 0)) {
            report.add(Code.RIG001, fields.node().args().get(0).pos(), "a " + what + " name must not be empty or"
                    + " hold /, not \"" + name + "\"");
            return null;
        }
        return name;
    }

    private Bone bone(DocNode node) {
        Fields fields = new Fields(node, report);
        String name = name(fields, "bone");
        DocValue parentValue = fields.take("parent");
        String parent = null;
        if (parentValue instanceof DocValue.Str str) {
            parent = str.value();
        } else if (parentValue != null) {
            report.add(Code.RIG001, parentValue.pos(), "parent must be a bone name in quotes, not "
                    + Values.show(parentValue));
        }
        double length = ranged(fields, "length", 0, 0, Double.POSITIVE_INFINITY, "not be negative");
        double x = number(fields, "x", 0);
        double y = number(fields, "y", 0);
        double rotation = number(fields, "rotation", 0);
        double scaleX = number(fields, "scaleX", 1);
        double scaleY = number(fields, "scaleY", 1);
        double shearX = number(fields, "shearX", 0);
        double shearY = number(fields, "shearY", 0);
        Inherit inherit = fields.word("inherit", Inherit.class, Code.RIG001);
        Rgba color = color(fields, Bone.DEFAULT_COLOR);
        Extras extras = fields.extras();
        if (name == null || (parentValue != null && parent == null)) {
            return null;
        }
        positions.boneNames.add(node.args().get(0).pos());
        positions.boneParents.add(parentValue == null ? Pos.NONE : parentValue.pos());
        return new Bone(name, parent, length, x, y, rotation, scaleX, scaleY, shearX, shearY, inherit, color,
                extras);
    }

    private Slot slot(DocNode node) {
        Fields fields = new Fields(node, report);
        String name = name(fields, "slot");
        DocValue boneValue = fields.require("bone", Code.RIG001);
        String bone = string(boneValue, "bone", "a bone name");
        Rgba color = color(fields, Rgba.WHITE);
        DocValue attachmentValue = fields.take("attachment");
        String attachment = attachmentValue == null ? "" : string(attachmentValue, "attachment", "an attachment name");
        Extras extras = fields.extras();
        if (name == null || bone == null || attachment == null) {
            return null;
        }
        positions.slotNames.add(node.args().get(0).pos());
        positions.slotBones.add(boneValue.pos());
        positions.slotAttachments.add(attachmentValue == null ? Pos.NONE : attachmentValue.pos());
        return new Slot(name, bone, color, attachment, extras);
    }

    private Skin skin(DocNode node, MeshReader meshes) {
        Fields fields = new Fields(node, report);
        String name = name(fields, "skin");
        List<Attachment> attachments = new ArrayList<>();
        List<Pos> slots = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (DocNode child : fields.children()) {
            boolean region = child.name().equals("region");
            if (!region && !child.name().equals("mesh")) {
                fields.unknownChild(child);
                continue;
            }
            if (attachments.size() == Rig.MAX_ATTACHMENTS) {
                report.add(Code.RIG012, child.pos(), "a skin may have at most " + Rig.MAX_ATTACHMENTS
                        + " attachments; this one and those after it are not read");
                break;
            }
            Fields attachmentFields = new Fields(child, report);
            String attachmentName = name(attachmentFields, "attachment");
            DocValue slotValue = attachmentFields.require("slot", Code.RIG001);
            String slot = string(slotValue, "slot", "a slot name");
            String sprite = sprite(attachmentFields);
            if (attachmentName != null && slot != null) {
                positions.attachmentWritten(slot, attachmentName);
                if (!seen.add(slot + "/" + attachmentName)) {
                    report.add(Code.RIG005, child.args().get(0).pos(), "skin \"" + name + "\" has a second attachment \""
                            + attachmentName + "\" for slot \"" + slot + "\"");
                }
            }
            Attachment attachment = region ? region(attachmentFields, attachmentName, slot, sprite)
                    : meshes.mesh(attachmentFields, attachmentName, slot, sprite);
            if (attachment != null) {
                attachments.add(attachment);
                slots.add(slotValue.pos());
            }
        }
        Extras extras = fields.extras();
        if (name == null) {
            return null;
        }
        positions.skinNames.add(node.args().get(0).pos());
        positions.attachmentSlots.add(slots);
        return new Skin(name, attachments, extras);
    }

    private RegionAttachment region(Fields fields, String name, String slot, String sprite) {
        double x = number(fields, "x", 0);
        double y = number(fields, "y", 0);
        double rotation = number(fields, "rotation", 0);
        double scaleX = number(fields, "scaleX", 1);
        double scaleY = number(fields, "scaleY", 1);
        Extras extras = fields.extras();
        if (name == null || slot == null || sprite == null) {
            return null;
        }
        return new RegionAttachment(name, slot, sprite, x, y, rotation, scaleX, scaleY, extras);
    }

    /** An attachment's {@code sprite=asset("SHEET.png#cell")}, required; null when missing or not that call. */
    private String sprite(Fields fields) {
        DocValue value = fields.require("sprite", Code.RIG001);
        if (value == null) {
            return null;
        }
        String path = Values.assetPath(value);
        if (path == null) {
            report.add(Code.RIG001, value.pos(), "sprite must be asset(\"SHEET.png#cell\"), not " + Values.show(value));
        }
        return path;
    }

    private IkConstraint ik(DocNode node) {
        Fields fields = new Fields(node, report);
        String name = name(fields, "IK constraint");
        DocValue bonesValue = fields.require("bones", Code.RIG001);
        List<String> bones = new ArrayList<>();
        List<Pos> bonePositions = new ArrayList<>();
        if (bonesValue instanceof DocValue.Arr array && !array.items().isEmpty()
                && array.items().size() <= Rig.MAX_BONES) {
            for (DocValue item : array.items()) {
                String bone = string(item, "an item of bones", "a bone name");
                if (bone == null) {
                    bones = null;
                    break;
                }
                bones.add(bone);
                bonePositions.add(item.pos());
            }
        } else if (bonesValue instanceof DocValue.Arr array && !array.items().isEmpty()) {
            report.add(Code.RIG012, bonesValue.pos(), "an IK chain may have at most " + Rig.MAX_BONES + " bones, not "
                    + array.items().size());
            bones = null;
        } else if (bonesValue != null) {
            report.add(Code.RIG001, bonesValue.pos(), "bones must list the chain's bone names, as in bones=[\"upper\","
                    + " \"lower\"], not " + Values.show(bonesValue));
            bones = null;
        }
        DocValue targetValue = fields.require("target", Code.RIG001);
        String target = string(targetValue, "target", "a bone name");
        double mix = ranged(fields, "mix", 1, 0, 1, "be from 0 to 1");
        Boolean bendPositive = bend(fields.take("bend"));
        Boolean stretch = fields.bool("stretch", Code.RIG001);
        Boolean compress = fields.bool("compress", Code.RIG001);
        double softness = ranged(fields, "softness", 0, 0, Double.POSITIVE_INFINITY, "not be negative");
        DocValue iterationsValue = fields.take("iterations");
        int iterations = IkConstraint.DEFAULT_ITERATIONS;
        if (iterationsValue != null) {
            Double count = Values.number(iterationsValue, "iterations", Code.RIG001, report);
            if (count != null && (count != Math.rint(count) || count < 1 || count > IkConstraint.MAX_ITERATIONS)) {
                report.add(Code.RIG001, iterationsValue.pos(), "iterations must be a whole number from 1 to "
                        + IkConstraint.MAX_ITERATIONS + ", not " + Values.show(iterationsValue));
            } else if (count != null) {
                iterations = count.intValue();
            }
        }
        Extras extras = fields.extras();
        if (name == null || bones == null || bonesValue == null || target == null) {
            return null;
        }
        positions.ikNames.add(node.args().get(0).pos());
        positions.ikBones.add(bonePositions);
        positions.ikTargets.add(targetValue.pos());
        return new IkConstraint(name, bones, target, mix, bendPositive == null || bendPositive,
                Boolean.TRUE.equals(stretch), Boolean.TRUE.equals(compress), softness, iterations, extras);
    }

    /** {@code bend=positive} or {@code negative}: true, false, or null when absent or unreadable (reported). */
    private Boolean bend(DocValue value) {
        if (value == null) {
            return null;
        }
        String word = value instanceof DocValue.Ident ident ? ident.name() : null;
        if ("positive".equals(word) || "negative".equals(word)) {
            return word.equals("positive");
        }
        report.add(Code.RIG001, value.pos(), "bend must be positive or negative, not " + Values.show(value));
        return null;
    }

    /** A string value, or null (reported when present but not a string). */
    private String string(DocValue value, String key, String what) {
        if (value == null) {
            return null;
        }
        if (value instanceof DocValue.Str str) {
            return str.value();
        }
        report.add(Code.RIG001, value.pos(), key + " must be " + what + " in quotes, not " + Values.show(value));
        return null;
    }

    /** A number property, {@code otherwise} when absent or unreadable (reported). */
    private double number(Fields fields, String key, double otherwise) {
        Double value = fields.number(key, Code.RIG001);
        return value == null ? otherwise : value;
    }

    /**
     * A number property that must lie in {@code [min, max]}: {@code otherwise} when absent or unreadable, clamped
     * into the range when outside it (reported at the value, "KEY must RULE").
     */
    private double ranged(Fields fields, String key, double otherwise, double min, double max, String rule) {
        DocValue value = fields.take(key);
        Double number = value == null ? null : Values.number(value, key, Code.RIG001, report);
        if (number == null) {
            return otherwise;
        }
        if (number < min || number > max) {
            report.add(Code.RIG001, value.pos(), key + " must " + rule + ", not " + Values.show(value));
            return Math.max(min, Math.min(max, number));
        }
        return number;
    }

    /** A colour {@code [r, g, b, a]} of numbers from 0 to 1, {@code otherwise} when absent or unreadable. */
    private Rgba color(Fields fields, Rgba otherwise) {
        DocValue value = fields.take("color");
        if (value == null) {
            return otherwise;
        }
        double[] lanes = Values.numbers(value, 4, "color [r, g, b, a]", Code.RIG001, report);
        if (lanes == null) {
            return otherwise;
        }
        for (double lane : lanes) {
            if (lane < 0 || lane > 1) {
                report.add(Code.RIG001, value.pos(), "every lane of color must be from 0 to 1");
                return otherwise;
            }
        }
        return new Rgba(lanes[0], lanes[1], lanes[2], lanes[3]);
    }
}
