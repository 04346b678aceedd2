package dev.reel.io;

import dev.reel.doc.Pos;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Where the names of a rig were written, kept aside while it is read so that {@link RigRules} reports each problem
 * at the value it is about. Lists run parallel to the rig's own lists.
 */
final class RigPositions {
    /** The {@code rig} node. */
    Pos rig = Pos.NONE;
    final List<Pos> boneNames = new ArrayList<>();
    /** The {@code parent=} value of each bone, {@link Pos#NONE} for a root. */
    final List<Pos> boneParents = new ArrayList<>();
    final List<Pos> slotNames = new ArrayList<>();
    final List<Pos> slotBones = new ArrayList<>();
    /** The {@code attachment=} value of each slot, {@link Pos#NONE} when not written. */
    final List<Pos> slotAttachments = new ArrayList<>();
    final List<Pos> skinNames = new ArrayList<>();
    /** The {@code slot=} value of each attachment, per skin, in the skin's order. */
    final List<List<Pos>> attachmentSlots = new ArrayList<>();
    final List<Pos> ikNames = new ArrayList<>();
    /** The items of each constraint's {@code bones=}. */
    final List<List<Pos>> ikBones = new ArrayList<>();
    final List<Pos> ikTargets = new ArrayList<>();
    /**
     * The attachment names written for each slot name in any skin, meshes dropped for their problems included,
     * so that a slot showing one is not reported a second time.
     */
    final Map<String, Set<String>> attachmentNames = new HashMap<>();

    void attachmentWritten(String slot, String name) {
        attachmentNames.computeIfAbsent(slot, key -> new HashSet<>()).add(name);
    }
}
