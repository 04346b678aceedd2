package dev.reel.runtime.rig;

import dev.reel.model.Clip;
import dev.reel.model.Kind;
import dev.reel.model.Track;
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
 *   <li>on the slot's bone path, {@code slot/NAME.color} (color) or one lane of it ({@code slot/NAME.color.a},
 *       float32) and {@code slot/NAME.attachment} (enum: the
 *       attachment's name under the pose's active skin, else the default skin's; {@code ""} shows nothing);</li>
 *   <li>on {@code ""}, {@code ik/NAME.mix} and {@code ik/NAME.softness} (float32) and {@code ik/NAME.bend}
 *       (bool, true bends positive);</li>
 *   <li>on the slot's bone path, {@code deform/SKIN/SLOT/ATTACHMENT}: two lanes per vertex of that skin's mesh
 *       (a {@code floats} track, compiled by {@link #compile} as groups of lanes);</li>
 *   <li>on {@code ""}, {@code drawOrder}: every slot once, back first ({@link #compile} makes the
 *       {@code drawOrder} track an enum of the names joined by {@code /}); a key that is no such order leaves
 *       the order as it was.</li>
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
    static final int DRAW_ORDER = 16;
    static final int COLOR_LANE = 17;
    private static final String COLOR_LANES = "rgba";

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
    /** Per deform binding: the first deform lane it sets and how many. */
    final int[] laneStart;
    final int[] laneCount;
    /**
     * Per attachment binding: {@code [skin][text index]} the attachment shown; per draw-order binding:
     * {@code [text index]} the order, null for a word that is no order of all the slots; else null.
     */
    final int[][][] tables;
    private final List<String> unbound;

    private RigClip(CompiledClip clip, CompiledRig rig, int count, int[][] columns, int[][][] tables,
                    List<String> unbound) {
        this.clip = clip;
        this.rig = rig;
        this.what = Arrays.copyOf(columns[0], count);
        this.index = Arrays.copyOf(columns[1], count);
        this.offset = Arrays.copyOf(columns[2], count);
        this.laneStart = Arrays.copyOf(columns[3], count);
        this.laneCount = Arrays.copyOf(columns[4], count);
        this.tables = Arrays.copyOf(tables, count);
        this.unbound = List.copyOf(unbound);
    }

    /**
     * A rig clip of the model compiled for {@code rig} and bound: its {@code floats} and {@code drawOrder} tracks
     * made samplable first ({@link RigTracks}); a deform track whose lane count is not twice its mesh's vertices is
     * left out.
     */
    public static RigClip compile(Clip clip, CompiledRig rig) {
        List<Track> kept = new ArrayList<>();
        List<String> wrong = new ArrayList<>();
        for (Track track : clip.tracks()) {
            if (track.kind() == Kind.FLOATS) {
                int mesh = deformMesh(track.path(), track.property(), rig);
                if (mesh < 0 || RigTracks.lanes(track) != 2 * rig.mesh(mesh).vertexCount()) {
                    wrong.add(track.path() + ":" + track.property());
                    continue;
                }
            }
            kept.add(track);
        }
        RigClip bound = bind(CompiledClip.compile(RigTracks.forSampling(clip.withTracks(kept))), rig);
        if (wrong.isEmpty()) {
            return bound;
        }
        List<String> unbound = new ArrayList<>(wrong);
        unbound.addAll(bound.unbound);
        int n = bound.what.length;
        return new RigClip(bound.clip, rig, n, new int[][] {bound.what, bound.index, bound.offset, bound.laneStart,
                bound.laneCount}, bound.tables, unbound);
    }

    /**
     * Binds a compiled clip (of a clip with no {@code floats} or {@code drawOrder} tracks, or one made samplable by
     * {@link #compile}) to {@code rig}.
     */
    public static RigClip bind(CompiledClip clip, CompiledRig rig) {
        int n = clip.trackCount();
        int[][] columns = new int[5][n];
        int[][][] tables = new int[n][][];
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
            int what = (int) (found >>> 32);
            columns[0][count] = what;
            columns[1][count] = (int) found;
            columns[2][count] = clip.offset(t);
            if (what == COLOR_LANE) {
                String prop = track.property();
                columns[3][count] = COLOR_LANES.indexOf(prop.charAt(prop.length() - 1));
            } else if (what == DEFORM) {
                columns[3][count] = Math.max(0, group(track.property())) * RigTracks.GROUP_LANES;
                columns[4][count] = track.lanes();
            } else if (what == ATTACHMENT) {
                tables[count] = resolve(clip, rig, (int) found);
            } else if (what == DRAW_ORDER) {
                tables[count] = orders(clip, rig);
            }
            count++;
        }
        return new RigClip(clip, rig, count, columns, tables, unbound);
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
        if (prop.startsWith("slot/") && (prop.endsWith(".color.r") || prop.endsWith(".color.g")
                || prop.endsWith(".color.b") || prop.endsWith(".color.a"))) {
            int slot = rig.slot(prop.substring(5, prop.length() - 8));
            boolean fits = slot >= 0 && kind == Kind.FLOAT32 && path.equals(rig.bonePath(rig.slotBone(slot)));
            return fits ? pack(COLOR_LANE, slot) : -1;
        }
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
        if (prop.equals("drawOrder")) {
            return path.isEmpty() && kind == Kind.ENUM ? pack(DRAW_ORDER, 0) : -1;
        }
        if (prop.startsWith("deform/") && kind.isNumeric() && kind != Kind.FLOATS) {
            int mesh = deformMesh(path, prop, rig);
            if (mesh < 0) {
                return -1;
            }
            int lanes = 2 * rig.mesh(mesh).vertexCount();
            int group = group(prop);
            boolean whole = group < 0 && track.lanes() == lanes;
            boolean part = group >= 0 && group * RigTracks.GROUP_LANES + track.lanes() <= lanes;
            return whole || part ? pack(DEFORM, mesh) : -1;
        }
        return -1;
    }

    /**
     * The group number of a deform property: -1 for a whole one ({@code deform/SKIN/SLOT/ATTACHMENT}), {@code k}
     * for a group {@link RigTracks} made ({@code deform/SKIN/SLOT/ATTACHMENT/k}), -2 for anything else.
     */
    static int group(String prop) {
        String[] parts = prop.split("/", -1);
        if (parts.length == 4) {
            return -1;
        }
        if (parts.length != 5 || parts[4].isEmpty() || parts[4].length() > 6 || !parts[4].chars().allMatch(
                ch -> ch >= '0' && ch <= '9')) {
            return -2;
        }
        return Integer.parseInt(parts[4]);
    }

    /** The mesh a {@code deform/SKIN/SLOT/ATTACHMENT} property (or a group of one) on {@code path} offsets, or -1. */
    static int deformMesh(String path, String prop, CompiledRig rig) {
        if (!prop.startsWith("deform/") || group(prop) < -1) {
            return -1;
        }
        String[] parts = prop.split("/", -1);
        int skin = rig.skin(parts[1]);
        int slot = rig.slot(parts[2]);
        if (skin < 0 || slot < 0 || !path.equals(rig.bonePath(rig.slotBone(slot)))) {
            return -1;
        }
        int attachment = rig.ownAttachment(skin, slot, parts[3]);
        return attachment < 0 ? -1 : rig.attachmentMesh(attachment);
    }

    /** Each text of the clip as a draw order (slot names joined by {@code /}): the slot indices, or null. */
    private static int[][] orders(CompiledClip clip, CompiledRig rig) {
        int[][] orders = new int[clip.textCount()][];
        for (int text = 0; text < orders.length; text++) {
            String[] names = clip.text(text).split("/", -1);
            int[] order = new int[names.length];
            boolean[] seen = new boolean[rig.slotCount()];
            boolean valid = names.length == rig.slotCount();
            for (int i = 0; valid && i < names.length; i++) {
                order[i] = rig.slot(names[i]);
                valid = order[i] >= 0 && !seen[order[i]];
                seen[Math.max(0, order[i])] = true;
            }
            orders[text] = valid ? order : null;
        }
        return orders;
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
                    pose.attachment[i] = text < 0 ? -1 : tables[k][pose.skin][text];
                }
                case IK_MIX -> pose.ikMix[i] = values[at];
                case IK_SOFTNESS -> pose.ikSoftness[i] = values[at];
                case IK_BEND -> pose.ikBendPositive[i] = values[at] != 0;
                case COLOR_LANE -> pose.color[4 * i + laneStart[k]] = values[at];
                case DEFORM -> {
                    System.arraycopy(values, at, pose.deform[i], laneStart[k], laneCount[k]);
                    pose.deformed[i] = true;
                }
                default -> {
                    int text = (int) values[at];
                    int[] order = text < 0 ? null : tables[k][text];
                    if (order != null) {
                        System.arraycopy(order, 0, pose.drawOrder, 0, order.length);
                    }
                }
            }
        }
    }
}
