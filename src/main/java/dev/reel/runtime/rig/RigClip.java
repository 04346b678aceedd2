package dev.reel.runtime.rig;

import dev.reel.model.Kind;
import dev.reel.runtime.CompiledClip;
import dev.reel.runtime.CompiledTrack;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A {@link CompiledClip} bound to a {@link CompiledRig}: for each track that addresses the rig, where its sampled
 * lanes go in a {@link RigPose}. Bound once, shared by every sampler of the pair; applying costs a few array
 * writes per track and allocates nothing. Tracks address (docs/formats.md, rigs):
 * <ul>
 *   <li>bones by path ({@code ""} the root, {@code "hip/thigh"}), {@code transform.position} and
 *       {@code transform.scale} (vec2), {@code transform.rotation} (float32, radians), {@code transform.shear}
 *       (vec2, radians), or one lane of these ({@code transform.position.x}, float32);</li>
 *   <li>on the slot's bone path, {@code slot/NAME.color} (color) and {@code slot/NAME.attachment} (enum: the
 *       attachment's name under the pose's active skin, else the default skin's; {@code ""} shows nothing);</li>
 *   <li>on {@code ""}, {@code ik/NAME.mix} and {@code ik/NAME.softness} (float32) and {@code ik/NAME.bend}
 *       (bool, true bends positive);</li>
 *   <li>on the slot's bone path, {@code deform/SKIN/SLOT/ATTACHMENT}: two lanes per vertex of that skin's mesh.</li>
 * </ul>
 * A track naming nothing of the rig, of another kind or of the wrong lane count is left out and listed in
 * {@link #unbound()}. Tracks without keys are left out: the setup pose stands.
 */
public final class RigClip {
    static final int POSITION = 0;
    static final int ROTATION = 1;
    static final int SCALE = 2;
    static final int SHEAR = 3;
    static final int POSITION_X = 4;
    static final int POSITION_Y = 5;
    static final int SCALE_X = 6;
    static final int SCALE_Y = 7;
    static final int SHEAR_X = 8;
    static final int SHEAR_Y = 9;
    static final int COLOR = 10;
    static final int ATTACHMENT = 11;
    static final int IK_MIX = 12;
    static final int IK_SOFTNESS = 13;
    static final int IK_BEND = 14;
    static final int DEFORM = 15;

    private static final String[] BONE_PROPS = {"transform.position", "transform.rotation", "transform.scale",
            "transform.shear", "transform.position.x", "transform.position.y", "transform.scale.x",
            "transform.scale.y", "transform.shear.x", "transform.shear.y"};
    private static final Kind[] BONE_KINDS = {Kind.VEC2, Kind.FLOAT32, Kind.VEC2, Kind.VEC2, Kind.FLOAT32,
            Kind.FLOAT32, Kind.FLOAT32, Kind.FLOAT32, Kind.FLOAT32, Kind.FLOAT32};

    final CompiledClip clip;
    final CompiledRig rig;
    /** Per binding: what it sets, which bone, slot, constraint or mesh, and where its lanes start. */
    final int[] what;
    final int[] index;
    final int[] offset;
    /** Per attachment binding: {@code [skin][text index]} the attachment shown; null for other bindings. */
    final int[][][] attachments;
    private final List<String> unbound;

    private RigClip(CompiledClip clip, CompiledRig rig, int[] what, int[] index, int[] offset,
                    int[][][] attachments, List<String> unbound) {
        this.clip = clip;
        this.rig = rig;
        this.what = what;
        this.index = index;
        this.offset = offset;
        this.attachments = attachments;
        this.unbound = List.copyOf(unbound);
    }

    public static RigClip bind(CompiledClip clip, CompiledRig rig) {
        int n = clip.trackCount();
        int[] what = new int[n];
        int[] index = new int[n];
        int[] offset = new int[n];
        int[][][] attachments = new int[n][][];
        List<String> unbound = new ArrayList<>();
        int count = 0;
        for (int t = 0; t < n; t++) {
            CompiledTrack track = clip.track(t);
            if (track.isEmpty()) {
                continue;
            }
            long found = target(track, rig);
            if (found < 0) {
                unbound.add(track.target());
                continue;
            }
            what[count] = (int) (found >>> 32);
            index[count] = (int) found;
            offset[count] = clip.offset(t);
            if (what[count] == ATTACHMENT) {
                attachments[count] = resolve(clip, rig, index[count]);
            }
            count++;
        }
        return new RigClip(clip, rig, Arrays.copyOf(what, count), Arrays.copyOf(index, count),
                Arrays.copyOf(offset, count), Arrays.copyOf(attachments, count), unbound);
    }

    public CompiledClip clip() {
        return clip;
    }

    public CompiledRig rig() {
        return rig;
    }

    /** The number of tracks that set something of the rig. */
    public int boundCount() {
        return what.length;
    }

    /** The {@code PATH:PROPERTY} of every track with keys that addresses nothing of the rig, in track order. */
    public List<String> unbound() {
        return unbound;
    }

    /** What a track sets, as {@code (what << 32) | index}, or -1. */
    private static long target(CompiledTrack track, CompiledRig rig) {
        String path = track.path();
        String prop = track.property();
        Kind kind = track.kind();
        for (int p = 0; p < BONE_PROPS.length; p++) {
            if (BONE_PROPS[p].equals(prop)) {
                int bone = rig.boneAt(path);
                return bone >= 0 && kind == BONE_KINDS[p] ? pack(p, bone) : -1;
            }
        }
        int dot = prop.lastIndexOf('.');
        if (prop.startsWith("slot/") && dot > 0) {
            int slot = rig.slot(prop.substring(5, dot));
            if (slot < 0 || !path.equals(rig.bonePath(rig.slotBone(slot)))) {
                return -1;
            }
            String field = prop.substring(dot + 1);
            if (field.equals("color") && kind == Kind.COLOR) {
                return pack(COLOR, slot);
            }
            return field.equals("attachment") && kind == Kind.ENUM ? pack(ATTACHMENT, slot) : -1;
        }
        if (prop.startsWith("ik/") && dot > 0 && path.isEmpty()) {
            int ik = rig.ik(prop.substring(3, dot));
            String field = prop.substring(dot + 1);
            if (ik < 0) {
                return -1;
            }
            if (kind == Kind.FLOAT32 && (field.equals("mix") || field.equals("softness"))) {
                return pack(field.equals("mix") ? IK_MIX : IK_SOFTNESS, ik);
            }
            return kind == Kind.BOOL && field.equals("bend") ? pack(IK_BEND, ik) : -1;
        }
        if (prop.startsWith("deform/")) {
            return deform(track, rig, prop.substring(7).split("/", -1));
        }
        return -1;
    }

    private static long deform(CompiledTrack track, CompiledRig rig, String[] parts) {
        if (parts.length != 3 || !track.kind().isNumeric()) {
            return -1;
        }
        int skin = rig.skin(parts[0]);
        int slot = rig.slot(parts[1]);
        if (skin < 0 || slot < 0 || !track.path().equals(rig.bonePath(rig.slotBone(slot)))) {
            return -1;
        }
        int attachment = rig.ownAttachment(skin, slot, parts[2]);
        int mesh = attachment < 0 ? -1 : rig.attachmentMesh(attachment);
        return mesh >= 0 && track.lanes() == 2 * rig.mesh(mesh).vertexCount() ? pack(DEFORM, mesh) : -1;
    }

    /** The attachment each text of the clip shows in {@code slot}, per skin. */
    private static int[][] resolve(CompiledClip clip, CompiledRig rig, int slot) {
        int[][] bySkin = new int[rig.skinCount()][clip.textCount()];
        for (int skin = 0; skin < bySkin.length; skin++) {
            for (int text = 0; text < clip.textCount(); text++) {
                bySkin[skin][text] = rig.attachment(skin, slot, clip.text(text));
            }
        }
        return bySkin;
    }

    private static long pack(int what, int index) {
        return ((long) what << 32) | index;
    }

    /** Writes the sampled {@code values} (a {@link dev.reel.runtime.ClipSampler}'s buffer) into {@code pose}. */
    void apply(double[] values, RigPose pose) {
        for (int k = 0; k < what.length; k++) {
            int i = index[k];
            int at = offset[k];
            switch (what[k]) {
                case POSITION -> pose.position(i, values[at], values[at + 1]);
                case ROTATION -> pose.rotation[i] = values[at];
                case SCALE -> pose.scale(i, values[at], values[at + 1]);
                case SHEAR -> pose.shear(i, values[at], values[at + 1]);
                case POSITION_X -> pose.x[i] = values[at];
                case POSITION_Y -> pose.y[i] = values[at];
                case SCALE_X -> pose.scaleX[i] = values[at];
                case SCALE_Y -> pose.scaleY[i] = values[at];
                case SHEAR_X -> pose.shearX[i] = values[at];
                case SHEAR_Y -> pose.shearY[i] = values[at];
                case COLOR -> pose.color(i, values[at], values[at + 1], values[at + 2], values[at + 3]);
                case ATTACHMENT -> {
                    int text = (int) values[at];
                    pose.attachment[i] = text < 0 ? -1 : attachments[k][pose.skin][text];
                }
                case IK_MIX -> pose.ikMix[i] = values[at];
                case IK_SOFTNESS -> pose.ikSoftness[i] = values[at];
                case IK_BEND -> pose.ikBendPositive[i] = values[at] != 0;
                default -> {
                    System.arraycopy(values, at, pose.deform[i], 0, pose.deform[i].length);
                    pose.deformed[i] = true;
                }
            }
        }
    }
}
