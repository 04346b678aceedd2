package dev.reel.io;

import dev.reel.doc.Pos;
import dev.reel.model.Code;
import dev.reel.model.rig.Attachment;
import dev.reel.model.rig.Bone;
import dev.reel.model.rig.IkConstraint;
import dev.reel.model.rig.Rig;
import dev.reel.model.rig.Skin;
import dev.reel.model.rig.Slot;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * The rules of a rig read as a whole, once every part is read: the bone tree (RIG002 unknown parent, RIG003 cycle,
 * RIG004 one root), unique names (RIG005), what slots, attachments and IK constraints name (RIG006) and the shape
 * of IK chains (RIG010, RIG011). Each problem is reported at the value it is about.
 */
final class RigRules {
    private final Rig rig;
    private final RigPositions positions;
    private final Report report;
    private final Map<String, Integer> bones = new HashMap<>();

    private RigRules(Rig rig, RigPositions positions, Report report) {
        this.rig = rig;
        this.positions = positions;
        this.report = report;
        for (int i = 0; i < rig.bones().size(); i++) {
            bones.putIfAbsent(rig.bones().get(i).name(), i);
        }
    }

    static void check(Rig rig, RigPositions positions, Report report) {
        RigRules rules = new RigRules(rig, positions, report);
        rules.unique(rig.bones(), Bone::name, positions.boneNames, "bone");
        rules.unique(rig.slots(), Slot::name, positions.slotNames, "slot");
        rules.unique(rig.skins(), Skin::name, positions.skinNames, "skin");
        rules.unique(rig.iks(), IkConstraint::name, positions.ikNames, "IK constraint");
        rules.tree();
        rules.slots();
        rules.attachments();
        rules.iks();
    }

    private <T> void unique(List<T> parts, Function<T, String> name, List<Pos> at, String what) {
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < parts.size(); i++) {
            String each = name.apply(parts.get(i));
            if (!seen.add(each)) {
                report.add(Code.RIG005, at.get(i), "a second " + what + " named \"" + each + "\"");
            }
        }
    }

    /** One root, every parent known, no cycle. */
    private void tree() {
        List<Bone> list = rig.bones();
        int root = -1;
        for (int i = 0; i < list.size(); i++) {
            Bone bone = list.get(i);
            if (bone.isRoot()) {
                if (root >= 0) {
                    report.add(Code.RIG004, positions.boneNames.get(i), "bone \"" + bone.name() + "\" is a second root"
                            + " bone (no parent=) after \"" + list.get(root).name() + "\"; a rig has one root");
                } else {
                    root = i;
                }
            } else if (!bones.containsKey(bone.parent())) {
                report.add(Code.RIG002, positions.boneParents.get(i), "bone \"" + bone.name() + "\" has parent \""
                        + bone.parent() + "\", which is not a bone of the rig");
            }
        }
        if (root < 0) {
            report.add(Code.RIG004, positions.rig, "a rig needs one root bone, a bone without parent=");
        }
        // 0: not visited, 1: on the walk now, 2: settled (reaches a root or an unknown parent, or reported).
        int[] state = new int[list.size()];
        for (int start = 0; start < list.size(); start++) {
            int at = start;
            while (at >= 0 && state[at] == 0) {
                state[at] = 1;
                Bone bone = list.get(at);
                Integer parent = bone.isRoot() ? null : bones.get(bone.parent());
                at = parent == null ? -1 : parent;
            }
            if (at >= 0 && state[at] == 1) {
                cycle(at);
            }
            for (int settle = start; settle >= 0 && state[settle] == 1; ) {
                state[settle] = 2;
                Bone bone = list.get(settle);
                Integer parent = bone.isRoot() ? null : bones.get(bone.parent());
                settle = parent == null ? -1 : parent;
            }
        }
    }

    /** Reports the cycle through bone {@code entry} once, at the bone of it written first. */
    private void cycle(int entry) {
        List<Bone> list = rig.bones();
        int first = entry;
        StringBuilder names = new StringBuilder();
        int at = entry;
        do {
            first = Math.min(first, at);
            at = bones.get(list.get(at).parent());
        } while (at != entry);
        at = first;
        do {
            names.append('"').append(list.get(at).name()).append("\" -> ");
            at = bones.get(list.get(at).parent());
        } while (at != first);
        names.append('"').append(list.get(first).name()).append('"');
        report.add(Code.RIG003, positions.boneParents.get(first), "bones whose parents form a cycle: " + names
                + " (each arrow points to the parent)");
    }

    private void slots() {
        List<Slot> list = rig.slots();
        for (int i = 0; i < list.size(); i++) {
            Slot slot = list.get(i);
            if (!bones.containsKey(slot.bone())) {
                report.add(Code.RIG006, positions.slotBones.get(i), "slot \"" + slot.name() + "\" is on bone \""
                        + slot.bone() + "\", which is not a bone of the rig");
            }
            if (!slot.attachment().isEmpty()
                    && !positions.attachmentNames.getOrDefault(slot.name(), Set.of()).contains(slot.attachment())) {
                report.add(Code.RIG006, positions.slotAttachments.get(i), "slot \"" + slot.name() + "\" shows \""
                        + slot.attachment() + "\", but no skin has an attachment of that name for it");
            }
        }
    }

    private void attachments() {
        Set<String> slots = new HashSet<>();
        for (Slot slot : rig.slots()) {
            slots.add(slot.name());
        }
        for (int s = 0; s < rig.skins().size(); s++) {
            Skin skin = rig.skins().get(s);
            for (int a = 0; a < skin.attachments().size(); a++) {
                Attachment attachment = skin.attachments().get(a);
                if (!slots.contains(attachment.slot())) {
                    report.add(Code.RIG006, positions.attachmentSlots.get(s).get(a), "attachment \""
                            + attachment.name() + "\" of skin \"" + skin.name() + "\" is for slot \""
                            + attachment.slot() + "\", which is not a slot of the rig");
                }
            }
        }
    }

    /** Every bone known, each bone of a chain the parent of the next, and the target outside the chain. */
    private void iks() {
        for (int c = 0; c < rig.iks().size(); c++) {
            IkConstraint ik = rig.iks().get(c);
            List<Pos> at = positions.ikBones.get(c);
            boolean known = true;
            for (int i = 0; i < ik.bones().size(); i++) {
                if (!bones.containsKey(ik.bones().get(i))) {
                    report.add(Code.RIG006, at.get(i), "IK constraint \"" + ik.name() + "\" names bone \""
                            + ik.bones().get(i) + "\", which is not a bone of the rig");
                    known = false;
                }
            }
            boolean targetKnown = bones.containsKey(ik.target());
            if (!targetKnown) {
                report.add(Code.RIG006, positions.ikTargets.get(c), "IK constraint \"" + ik.name()
                        + "\" reaches for bone \"" + ik.target() + "\", which is not a bone of the rig");
            }
            if (!known) {
                continue;
            }
            boolean chain = true;
            for (int i = 1; i < ik.bones().size() && chain; i++) {
                Bone bone = rig.bones().get(bones.get(ik.bones().get(i)));
                if (!ik.bones().get(i - 1).equals(bone.parent())) {
                    report.add(Code.RIG010, at.get(i), "in IK constraint \"" + ik.name() + "\", bone \"" + bone.name()
                            + "\" is not a child of \"" + ik.bones().get(i - 1) + "\"; each bone of a chain must be"
                            + " the parent of the next");
                    chain = false;
                }
            }
            if (chain && targetKnown && below(ik.target(), ik.bones().get(0))) {
                report.add(Code.RIG011, positions.ikTargets.get(c), "IK constraint \"" + ik.name() + "\" reaches for"
                        + " bone \"" + ik.target() + "\", which is " + (ik.bones().contains(ik.target())
                        ? "in its own chain" : "below its chain's first bone \"" + ik.bones().get(0) + "\"")
                        + "; the chain would move its own target");
            }
        }
    }

    /** Whether bone {@code name} is {@code ancestor} or below it (false when the parents go round a cycle). */
    private boolean below(String name, String ancestor) {
        String at = name;
        for (int steps = 0; at != null && steps <= rig.bones().size(); steps++) {
            if (at.equals(ancestor)) {
                return true;
            }
            Integer index = bones.get(at);
            at = index == null ? null : rig.bones().get(index).parent();
        }
        return false;
    }
}
