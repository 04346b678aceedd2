package dev.reel.runtime.rig;

import dev.reel.model.Kind;
import dev.reel.runtime.AnimationTarget;
import dev.reel.runtime.JsonText;
import dev.reel.runtime.PhysicsBody;
import dev.reel.runtime.PosedTarget;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * A rig as the target of a player or an animator (docs/formats.md "Posing a rig", "Playing a rig"): the tracks
 * and pose channels that address the rig ({@link RigClip}'s table: bone transforms by path, slot colours and
 * attachments, IK values, deform groups, the draw order) are written into its <em>keyed</em> values, the bone
 * locals and slot values as mixed by whatever plays, which start at the setup pose and keep what was last
 * written; every other property goes to {@code scene}. {@link #settle()} (once per fixed step, after the step's
 * writes) copies the keyed values into the {@link #pose()} and poses it: world transforms, IK, skinning. So a
 * blend, a layer or a mask mixes bone locals, and the world transforms and constraints run once on the result.
 * Reading a rig property gives its keyed value: the setup pose until something writes it, which is what
 * {@code onEnd=restore} puts back and what a controller returns a property to (its default).
 */
public final class RigTarget implements PosedTarget {
    /** Handles from here on are the rig's; those below are the scene's. */
    static final int FIRST = 0x40000000;

    private final CompiledRig rig;
    private final AnimationTarget scene;
    private final RigPose keyed;
    private final RigPose posed;
    private int count;
    private int[] what = new int[16];
    private int[] index = new int[16];
    private int[] laneStart = new int[16];
    private int[] laneCount = new int[16];
    /** Per attachment handle: attachment by name under {@link #cachedSkin}. */
    private final Map<Integer, Map<String, Integer>> attachmentByText = new HashMap<>();
    private int cachedSkin;
    /** Draw orders by their word (slot names joined by {@code /}); null for a word that is no order. */
    private final Map<String, int[]> orders = new HashMap<>();
    private final double[] lanes6 = new double[6];

    /** A target posing {@code rig} and passing every other property to {@code scene}. */
    public RigTarget(CompiledRig rig, AnimationTarget scene) {
        this.rig = rig;
        this.scene = scene;
        this.keyed = new RigPose(rig);
        // A new pose has been updated once, and IK rewrites locals: the keyed values are the setup pose itself.
        keyed.setToSetup();
        this.posed = new RigPose(rig);
    }

    public CompiledRig rig() {
        return rig;
    }

    /** The pose as of the last {@link #settle()} (the setup pose before any). */
    public RigPose pose() {
        return posed;
    }

    /** The scene the properties outside the rig go to. */
    public AnimationTarget scene() {
        return scene;
    }

    /**
     * Makes {@code skinIndex} the active skin and puts every keyed value back to the setup pose under it (the
     * slots show its setup attachments): call it before playing.
     */
    public void skin(int skinIndex) {
        keyed.skin(skinIndex);
        keyed.setToSetup();
        settle();
    }

    @Override
    public int bind(String path, String property, Kind kind, boolean drawn) {
        long found = RigClip.target(path, property, kind, kind.lanes(), rig);
        if (found < 0) {
            return scene.bind(path, property, kind, drawn);
        }
        if (count == what.length) {
            what = Arrays.copyOf(what, 2 * count);
            index = Arrays.copyOf(index, 2 * count);
            laneStart = Arrays.copyOf(laneStart, 2 * count);
            laneCount = Arrays.copyOf(laneCount, 2 * count);
        }
        int kindOf = (int) (found >>> 32);
        what[count] = kindOf;
        index[count] = (int) found;
        if (kindOf == RigClip.COLOR_LANE) {
            laneStart[count] = "rgba".indexOf(property.charAt(property.length() - 1));
        } else if (kindOf == RigClip.DEFORM) {
            laneStart[count] = Math.max(0, RigClip.group(property)) * dev.reel.runtime.RigTrackShapes.GROUP_LANES;
            laneCount[count] = kind.lanes();
        }
        return FIRST + count++;
    }

    @Override
    public boolean posedOnSteps(String path, String property) {
        return property.startsWith("slot/") || property.startsWith("ik/") || property.startsWith("deform/")
                || property.equals("drawOrder") || (property.startsWith("transform.") && rig.boneAt(path) >= 0);
    }

    @Override
    public PhysicsBody body(String path) {
        return scene.body(path);
    }

    @Override
    public boolean hasMotion2D(String path) {
        return scene.hasMotion2D(path);
    }

    @Override
    public boolean drivenElsewhere(String path, String property) {
        return scene.drivenElsewhere(path, property);
    }

    @Override
    public void writeNumbers(int handle, double[] source, int offset) {
        if (handle < FIRST) {
            scene.writeNumbers(handle, source, offset);
            return;
        }
        int k = handle - FIRST;
        int i = index[k];
        RigPose p = keyed;
        switch (what[k]) {
            case RigClip.POSITION -> p.position(i, source[offset], source[offset + 1]);
            case RigClip.ROTATION -> p.rotation[i] = source[offset];
            case RigClip.SCALE -> p.scale(i, source[offset], source[offset + 1]);
            case RigClip.SHEAR -> p.shear(i, source[offset], source[offset + 1]);
            case RigClip.POSITION_X -> p.x[i] = source[offset];
            case RigClip.POSITION_Y -> p.y[i] = source[offset];
            case RigClip.SCALE_X -> p.scaleX[i] = source[offset];
            case RigClip.SCALE_Y -> p.scaleY[i] = source[offset];
            case RigClip.SHEAR_X -> p.shearX[i] = source[offset];
            case RigClip.SHEAR_Y -> p.shearY[i] = source[offset];
            case RigClip.COLOR -> p.color(i, source[offset], source[offset + 1], source[offset + 2],
                    source[offset + 3]);
            case RigClip.COLOR_LANE -> p.color[4 * i + laneStart[k]] = source[offset];
            case RigClip.IK_MIX -> p.ikMix[i] = source[offset];
            case RigClip.IK_SOFTNESS -> p.ikSoftness[i] = source[offset];
            case RigClip.DEFORM -> {
                System.arraycopy(source, offset, p.deform[i], laneStart[k], laneCount[k]);
                p.deformed[i] = true;
            }
            default -> throw new IllegalArgumentException("handle " + handle + " takes no numbers");
        }
    }

    @Override
    public void writeBool(int handle, boolean value) {
        if (handle < FIRST) {
            scene.writeBool(handle, value);
        } else if (what[handle - FIRST] == RigClip.IK_BEND) {
            keyed.ikBendPositive[index[handle - FIRST]] = value;
        } else {
            throw new IllegalArgumentException("handle " + handle + " takes no bool");
        }
    }

    @Override
    public void writeText(int handle, String text) {
        if (handle < FIRST) {
            scene.writeText(handle, text);
            return;
        }
        int k = handle - FIRST;
        if (what[k] == RigClip.ATTACHMENT) {
            keyed.attachment[index[k]] = attachment(k, text);
        } else if (what[k] == RigClip.DRAW_ORDER) {
            int[] order = orders.get(text);
            if (order == null && !orders.containsKey(text)) {
                order = RigClip.order(text, rig);
                orders.put(text, order);
            }
            if (order != null) {
                System.arraycopy(order, 0, keyed.drawOrder, 0, order.length);
            }
        } else {
            throw new IllegalArgumentException("handle " + handle + " takes no text");
        }
    }

    /** The attachment {@code text} names in the slot of handle {@code k} under the active skin (a cached look-up). */
    private int attachment(int k, String text) {
        if (cachedSkin != keyed.skin) {
            attachmentByText.clear();
            cachedSkin = keyed.skin;
        }
        Map<String, Integer> byText = attachmentByText.get(k);
        if (byText == null) {
            byText = new HashMap<>();
            attachmentByText.put(k, byText);
        }
        Integer found = byText.get(text);
        if (found == null) {
            found = rig.attachment(keyed.skin, index[k], text);
            byText.put(text, found);
        }
        return found;
    }

    @Override
    public void readNumbers(int handle, double[] into, int offset) {
        if (handle < FIRST) {
            scene.readNumbers(handle, into, offset);
            return;
        }
        int k = handle - FIRST;
        int i = index[k];
        RigPose p = keyed;
        switch (what[k]) {
            case RigClip.POSITION -> pair(into, offset, p.x[i], p.y[i]);
            case RigClip.ROTATION -> into[offset] = p.rotation[i];
            case RigClip.SCALE -> pair(into, offset, p.scaleX[i], p.scaleY[i]);
            case RigClip.SHEAR -> pair(into, offset, p.shearX[i], p.shearY[i]);
            case RigClip.POSITION_X -> into[offset] = p.x[i];
            case RigClip.POSITION_Y -> into[offset] = p.y[i];
            case RigClip.SCALE_X -> into[offset] = p.scaleX[i];
            case RigClip.SCALE_Y -> into[offset] = p.scaleY[i];
            case RigClip.SHEAR_X -> into[offset] = p.shearX[i];
            case RigClip.SHEAR_Y -> into[offset] = p.shearY[i];
            case RigClip.COLOR -> System.arraycopy(p.color, 4 * i, into, offset, 4);
            case RigClip.COLOR_LANE -> into[offset] = p.color[4 * i + laneStart[k]];
            case RigClip.IK_MIX -> into[offset] = p.ikMix[i];
            case RigClip.IK_SOFTNESS -> into[offset] = p.ikSoftness[i];
            case RigClip.DEFORM -> System.arraycopy(p.deform[i], laneStart[k], into, offset, laneCount[k]);
            default -> throw new IllegalArgumentException("handle " + handle + " gives no numbers");
        }
    }

    private static void pair(double[] into, int offset, double first, double second) {
        into[offset] = first;
        into[offset + 1] = second;
    }

    @Override
    public boolean readBool(int handle) {
        if (handle < FIRST) {
            return scene.readBool(handle);
        }
        return keyed.ikBendPositive[index[handle - FIRST]];
    }

    @Override
    public String readText(int handle) {
        if (handle < FIRST) {
            return scene.readText(handle);
        }
        int k = handle - FIRST;
        if (what[k] == RigClip.ATTACHMENT) {
            int shown = keyed.attachment[index[k]];
            return shown < 0 ? "" : rig.attachmentName(shown);
        }
        StringBuilder word = new StringBuilder();
        for (int s = 0; s < keyed.drawOrder.length; s++) {
            word.append(s == 0 ? "" : "/").append(rig.slotName(keyed.drawOrder[s]));
        }
        return word.toString();
    }

    @Override
    public void settle() {
        posed.setTo(keyed);
        posed.update();
    }

    @Override
    public long poseHash() {
        return posed.hash();
    }

    /**
     * {@code {"skin":NAME,"bones":{PATH:[a,b,c,d,x,y],…},"slots":{NAME:{"color":[r,g,b,a],"attachment":NAME|null},…},
     * "drawOrder":[NAME,…],"vertices":{SLOT:[x0,y0,…],…}}}: bones in rig order, slots in slot order, the draw
     * order back first, and the skinned vertices of each slot that shows a mesh.
     */
    @Override
    public void poseJson(StringBuilder into) {
        into.append("{\"skin\":").append(JsonText.string(rig.skinName(posed.skin()))).append(",\"bones\":{");
        for (int bone = 0; bone < rig.boneCount(); bone++) {
            into.append(bone == 0 ? "" : ",").append(JsonText.string(rig.bonePath(bone))).append(":[");
            posed.world(bone, lanes6, 0);
            numbers(into, lanes6, lanes6.length);
            into.append(']');
        }
        into.append("},\"slots\":{");
        for (int slot = 0; slot < rig.slotCount(); slot++) {
            into.append(slot == 0 ? "" : ",").append(JsonText.string(rig.slotName(slot))).append(":{\"color\":[");
            for (int channel = 0; channel < 4; channel++) {
                into.append(channel == 0 ? "" : ",").append(JsonText.number(posed.color(slot, channel)));
            }
            int shown = posed.attachment(slot);
            into.append("],\"attachment\":").append(shown < 0 ? "null" : JsonText.string(rig.attachmentName(shown)))
                    .append('}');
        }
        into.append("},\"drawOrder\":[");
        for (int s = 0; s < rig.slotCount(); s++) {
            into.append(s == 0 ? "" : ",").append(JsonText.string(rig.slotName(posed.drawn(s))));
        }
        into.append("],\"vertices\":{");
        boolean first = true;
        for (int slot = 0; slot < rig.slotCount(); slot++) {
            int shown = posed.attachment(slot);
            int mesh = shown < 0 ? -1 : rig.attachmentMesh(shown);
            if (mesh < 0) {
                continue;
            }
            into.append(first ? "" : ",").append(JsonText.string(rig.slotName(slot))).append(":[");
            double[] vertices = posed.vertices(mesh);
            numbers(into, vertices, vertices.length);
            into.append(']');
            first = false;
        }
        into.append("}}");
    }

    private static void numbers(StringBuilder into, double[] values, int n) {
        for (int i = 0; i < n; i++) {
            into.append(i == 0 ? "" : ",").append(JsonText.number(values[i]));
        }
    }
}
