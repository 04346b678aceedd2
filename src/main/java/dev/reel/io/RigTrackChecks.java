package dev.reel.io;

import dev.reel.doc.Numbers;
import dev.reel.model.Clip;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.Key;
import dev.reel.model.Properties;
import dev.reel.model.Track;
import dev.reel.model.Value;
import dev.reel.model.rig.Attachment;
import dev.reel.model.rig.IkConstraint;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.Rig;
import dev.reel.model.rig.RigProperty;
import dev.reel.model.rig.Skin;
import dev.reel.model.rig.Slot;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The tracks of a clip against the rig it names: RIG013 for a bone path, slot, IK constraint, skin or attachment
 * the rig lacks (or a rig property on the wrong path, or in a clip without a rig), RIG014 for a deform key without
 * two numbers per vertex of its mesh, RIG015 for a draw-order key that is not an order of all the rig's slots.
 * Each problem is reported at its track.
 */
final class RigTrackChecks {
    private final String file;
    private final List<Diagnostic> found = new ArrayList<>();

    private RigTrackChecks(String file) {
        this.file = file;
    }

    /** The tracks of {@code clip} that address a rig when the clip names none. */
    static List<Diagnostic> withoutRig(Clip clip, String file) {
        RigTrackChecks checks = new RigTrackChecks(file);
        for (Track track : clip.tracks()) {
            String property = track.property();
            if (RigProperty.isRigNamespace(property) || property.startsWith(Properties.SHEAR)) {
                checks.report(track, "track \"" + track.path() + "\" " + property + " animates a rig, but the clip"
                        + " names no rig (rig=asset(\"PATH.aerig\") on its anim line)");
            }
        }
        return checks.found;
    }

    /** The tracks of {@code clip} against {@code rig}, a rig that read without errors. */
    static List<Diagnostic> check(Clip clip, Rig rig, String file) {
        RigTrackChecks checks = new RigTrackChecks(file);
        for (Track track : clip.tracks()) {
            checks.track(track, rig);
        }
        return checks.found;
    }

    private void track(Track track, Rig rig) {
        String property = track.property();
        if (Properties.isTransform(property)) {
            if (rig.boneAt(track.path()) < 0) {
                report(track, "the rig has no bone at path \"" + track.path() + "\" (" + property + ")");
            }
            return;
        }
        if (!RigProperty.isRigNamespace(property)) {
            return;
        }
        RigProperty part = whole(property);
        if (part == null) {
            report(track, "\"" + property + "\" is not a rig property; a rig animates slot/NAME.color,"
                    + " slot/NAME.attachment, ik/NAME.mix, ik/NAME.softness, ik/NAME.bend,"
                    + " deform/SKIN/SLOT/ATTACHMENT and drawOrder");
            return;
        }
        switch (part.part()) {
            case SLOT_COLOR, SLOT_ATTACHMENT -> {
                Slot slot = slot(track, rig, part.slot());
                if (slot != null && part.part() == RigProperty.Part.SLOT_ATTACHMENT) {
                    attachments(track, rig, slot);
                }
            }
            case IK_MIX, IK_SOFTNESS, IK_BEND -> {
                IkConstraint ik = rig.ik(part.ik());
                if (ik == null) {
                    report(track, "the rig has no IK constraint \"" + part.ik() + "\"");
                } else {
                    onRoot(track);
                }
            }
            case DEFORM -> deform(track, rig, part);
            case DRAW_ORDER -> {
                if (onRoot(track)) {
                    drawOrder(track, rig);
                }
            }
        }
    }

    /** The rig property of {@code property} or of the property whose lane it is ({@code slot/a.color.r}). */
    private static RigProperty whole(String property) {
        RigProperty part = RigProperty.parse(property);
        int dot = property.lastIndexOf('.');
        if (part == null && dot > 0) {
            RigProperty owner = RigProperty.parse(property.substring(0, dot));
            if (owner != null && Properties.laneIndex(owner.kind(), property.substring(dot + 1)) >= 0) {
                return owner;
            }
        }
        return part;
    }

    /** The slot a slot or deform track names, reported when missing or when the track is not on its bone. */
    private Slot slot(Track track, Rig rig, String name) {
        Slot slot = rig.slot(name);
        if (slot == null) {
            report(track, "the rig has no slot \"" + name + "\"");
            return null;
        }
        int bone = rig.boneIndex(slot.bone());
        String path = bone < 0 ? null : rig.bonePath(bone);
        if (path != null && !path.equals(track.path())) {
            report(track, "slot \"" + name + "\" sits on bone \"" + slot.bone() + "\" at path \"" + path
                    + "\", so its tracks go there, not on \"" + track.path() + "\"");
            return null;
        }
        return slot;
    }

    /** Every attachment name an attachment key shows ("" shows nothing) is one of the slot's in some skin. */
    private void attachments(Track track, Rig rig, Slot slot) {
        Set<String> known = new HashSet<>();
        for (Skin skin : rig.skins()) {
            for (Attachment attachment : skin.attachments()) {
                if (attachment.slot().equals(slot.name())) {
                    known.add(attachment.name());
                }
            }
        }
        for (Key key : track.keys()) {
            if (key.value() instanceof Value.Symbol symbol && !symbol.name().isEmpty()
                    && !known.contains(symbol.name())) {
                report(track, "the key at t=" + Numbers.format(key.time()) + " shows \"" + symbol.name()
                        + "\", but no skin of the rig has an attachment of that name for slot \"" + slot.name() + "\"");
                return;
            }
        }
    }

    private void deform(Track track, Rig rig, RigProperty part) {
        Skin skin = rig.skin(part.skin());
        if (skin == null) {
            report(track, "the rig has no skin \"" + part.skin() + "\"");
            return;
        }
        if (slot(track, rig, part.slot()) == null) {
            return;
        }
        Attachment attachment = skin.attachment(part.slot(), part.attachment());
        if (!(attachment instanceof MeshAttachment mesh)) {
            report(track, "skin \"" + skin.name() + "\" has no mesh \"" + part.attachment() + "\" for slot \""
                    + part.slot() + "\"" + (attachment == null ? "" : " (it is a region, which does not deform)"));
            return;
        }
        for (Key key : track.keys()) {
            if (key.value() instanceof Value.Vec vec && vec.size() != mesh.deformLanes()) {
                found.add(at(Code.RIG014, track, "the deform key at t=" + Numbers.format(key.time()) + " holds "
                        + vec.size() + " numbers; mesh \"" + mesh.name() + "\" has " + mesh.vertexCount()
                        + " vertices, so it needs " + mesh.deformLanes() + " (x, y per vertex)"));
                return;
            }
        }
    }

    private void drawOrder(Track track, Rig rig) {
        Set<String> slots = new HashSet<>();
        for (Slot slot : rig.slots()) {
            slots.add(slot.name());
        }
        for (Key key : track.keys()) {
            if (!(key.value() instanceof Value.Names names)) {
                continue;
            }
            String problem = null;
            Set<String> seen = new HashSet<>();
            for (String name : names.names()) {
                if (!slots.contains(name)) {
                    problem = "names \"" + name + "\", which is not a slot of the rig";
                } else if (!seen.add(name)) {
                    problem = "names slot \"" + name + "\" twice";
                }
                if (problem != null) {
                    break;
                }
            }
            if (problem == null && seen.size() != slots.size()) {
                List<String> missing = new ArrayList<>();
                for (Slot slot : rig.slots()) {
                    if (!seen.contains(slot.name())) {
                        missing.add("\"" + slot.name() + "\"");
                    }
                }
                problem = "leaves out " + String.join(", ", missing);
            }
            if (problem != null) {
                found.add(at(Code.RIG015, track, "the draw-order key at t=" + Numbers.format(key.time()) + " "
                        + problem + "; each key lists every slot of the rig once"));
                return;
            }
        }
    }

    /** Whether an IK or draw-order track is on the rig's root path "", reported when not. */
    private boolean onRoot(Track track) {
        if (!track.path().isEmpty()) {
            report(track, track.property() + " belongs to the whole rig: its track goes on path \"\", not \""
                    + track.path() + "\"");
            return false;
        }
        return true;
    }

    private void report(Track track, String message) {
        found.add(at(Code.RIG013, track, message));
    }

    private Diagnostic at(Code code, Track track, String message) {
        return Diagnostic.of(code, file, track.extras().line(), track.extras().column(), message);
    }
}
