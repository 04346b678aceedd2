package dev.reel.runtime.rig;

import java.util.Arrays;

/**
 * One posed instance of a {@link CompiledRig}: every bone's locals and world transform, every slot's colour,
 * attachment and place in the draw order, every IK constraint's keyable values, every mesh's deform offsets and
 * skinned vertices, all on arrays made once here. A step is {@link #setToSetup()}, the clip's values written
 * into the locals and slots, then {@link #update()}: world transforms parent first, IK constraints in order,
 * meshes skinned. Nothing is allocated per step. Not thread-safe; one pose per character.
 */
public final class RigPose {
    final CompiledRig rig;
    final double[] x;
    final double[] y;
    final double[] rotation;
    final double[] scaleX;
    final double[] scaleY;
    final double[] shearX;
    final double[] shearY;
    final double[] a;
    final double[] b;
    final double[] c;
    final double[] d;
    final double[] wx;
    final double[] wy;
    /** r, g, b, a per slot. */
    final double[] color;
    final int[] attachment;
    /** The slots in the order they are drawn, first at the back. */
    final int[] drawOrder;
    final double[] ikMix;
    final double[] ikSoftness;
    final boolean[] ikBendPositive;
    /** Offsets x0, y0, x1, y1… per mesh, used only while {@link #deformed} is set. */
    final double[][] deform;
    final boolean[] deformed;
    /** World x0, y0, x1, y1… per mesh after {@link #update()}, for the meshes some slot shows. */
    final double[][] vertices;
    int skin;
    /** Scratch for the IK: which bones descend from the one it changed. */
    final boolean[] below;
    /** Scratch for FABRIK: joint positions x0, y0, … and segment lengths. */
    final double[] joints;
    final double[] segments;

    public RigPose(CompiledRig rig) {
        this.rig = rig;
        int n = rig.boneCount;
        x = new double[n];
        y = new double[n];
        rotation = new double[n];
        scaleX = new double[n];
        scaleY = new double[n];
        shearX = new double[n];
        shearY = new double[n];
        a = new double[n];
        b = new double[n];
        c = new double[n];
        d = new double[n];
        wx = new double[n];
        wy = new double[n];
        color = new double[4 * rig.slotCount()];
        attachment = new int[rig.slotCount()];
        drawOrder = new int[rig.slotCount()];
        ikMix = new double[rig.ikCount()];
        ikSoftness = new double[rig.ikCount()];
        ikBendPositive = new boolean[rig.ikCount()];
        deform = new double[rig.meshCount()][];
        vertices = new double[rig.meshCount()][];
        for (int m = 0; m < rig.meshCount(); m++) {
            deform[m] = new double[2 * rig.meshes[m].vertexCount];
            vertices[m] = new double[2 * rig.meshes[m].vertexCount];
        }
        deformed = new boolean[rig.meshCount()];
        below = new boolean[n];
        int longest = 0;
        for (int k = 0; k < rig.ikCount(); k++) {
            longest = Math.max(longest, rig.ikStart[k + 1] - rig.ikStart[k]);
        }
        joints = new double[2 * (longest + 1)];
        segments = new double[longest];
        setToSetup();
        update();
    }

    public CompiledRig rig() {
        return rig;
    }

    /** The active skin (0, the default, at first); a change shows in the slots from the next setup. */
    public void skin(int skinIndex) {
        if (skinIndex < 0 || skinIndex >= rig.skinCount()) {
            throw new IllegalArgumentException("skin " + skinIndex);
        }
        skin = skinIndex;
    }

    public int skin() {
        return skin;
    }

    /**
     * Every bone local, slot colour and attachment (its setup name under the active skin), the draw order, the
     * IK values back to the setup pose, and no deform. World transforms and vertices wait for {@link #update()}.
     */
    public void setToSetup() {
        int n = rig.boneCount;
        System.arraycopy(rig.setupX, 0, x, 0, n);
        System.arraycopy(rig.setupY, 0, y, 0, n);
        System.arraycopy(rig.setupRotation, 0, rotation, 0, n);
        System.arraycopy(rig.setupScaleX, 0, scaleX, 0, n);
        System.arraycopy(rig.setupScaleY, 0, scaleY, 0, n);
        System.arraycopy(rig.setupShearX, 0, shearX, 0, n);
        System.arraycopy(rig.setupShearY, 0, shearY, 0, n);
        System.arraycopy(rig.setupColor, 0, color, 0, color.length);
        for (int s = 0; s < attachment.length; s++) {
            attachment[s] = rig.setupAttachment(skin, s);
            drawOrder[s] = s;
        }
        System.arraycopy(rig.ikMix, 0, ikMix, 0, ikMix.length);
        System.arraycopy(rig.ikSoftness, 0, ikSoftness, 0, ikSoftness.length);
        System.arraycopy(rig.ikBendPositive, 0, ikBendPositive, 0, ikBendPositive.length);
        Arrays.fill(deformed, false);
    }

    /**
     * Every value a step sets (bone locals, slot colours and attachments, the draw order, IK values, deform offsets
     * and which meshes have one, the active skin) copied from {@code other}, a pose of the same rig. World
     * transforms and vertices wait for {@link #update()}.
     */
    void setTo(RigPose other) {
        int n = rig.boneCount;
        System.arraycopy(other.x, 0, x, 0, n);
        System.arraycopy(other.y, 0, y, 0, n);
        System.arraycopy(other.rotation, 0, rotation, 0, n);
        System.arraycopy(other.scaleX, 0, scaleX, 0, n);
        System.arraycopy(other.scaleY, 0, scaleY, 0, n);
        System.arraycopy(other.shearX, 0, shearX, 0, n);
        System.arraycopy(other.shearY, 0, shearY, 0, n);
        System.arraycopy(other.color, 0, color, 0, color.length);
        System.arraycopy(other.attachment, 0, attachment, 0, attachment.length);
        System.arraycopy(other.drawOrder, 0, drawOrder, 0, drawOrder.length);
        System.arraycopy(other.ikMix, 0, ikMix, 0, ikMix.length);
        System.arraycopy(other.ikSoftness, 0, ikSoftness, 0, ikSoftness.length);
        System.arraycopy(other.ikBendPositive, 0, ikBendPositive, 0, ikBendPositive.length);
        for (int m = 0; m < deform.length; m++) {
            deformed[m] = other.deformed[m];
            if (deformed[m]) {
                System.arraycopy(other.deform[m], 0, deform[m], 0, deform[m].length);
            }
        }
        skin = other.skin;
    }

    /** World transforms parent first, then the IK constraints in order, then the meshes shown skinned. */
    public void update() {
        updateWorld();
        IkSolver.applyAll(this);
        Skinning.skinShown(this);
    }

    /** Every bone's world transform from its locals, in index order (parents first). */
    public void updateWorld() {
        for (int i = 0; i < rig.boneCount; i++) {
            WorldTransform.update(this, i);
        }
    }

    /** Bone {@code first}'s world transform and those of all its descendants, again. */
    void updateFrom(int first) {
        WorldTransform.update(this, first);
        int[] parent = rig.parent;
        below[first] = true;
        for (int i = first + 1; i < rig.boneCount; i++) {
            int p = parent[i];
            below[i] = p >= first && below[p];
            if (below[i]) {
                WorldTransform.update(this, i);
            }
        }
    }

    // ---- the values a clip sets --------------------------------------------------------------------------

    /** Sets a bone's locals (radians; shear radians). */
    public void local(int bone, double px, double py, double rot, double sx, double sy, double shx, double shy) {
        x[bone] = px;
        y[bone] = py;
        rotation[bone] = rot;
        scaleX[bone] = sx;
        scaleY[bone] = sy;
        shearX[bone] = shx;
        shearY[bone] = shy;
    }

    public void position(int bone, double px, double py) {
        x[bone] = px;
        y[bone] = py;
    }

    public void rotation(int bone, double radians) {
        rotation[bone] = radians;
    }

    public void scale(int bone, double sx, double sy) {
        scaleX[bone] = sx;
        scaleY[bone] = sy;
    }

    public void shear(int bone, double shx, double shy) {
        shearX[bone] = shx;
        shearY[bone] = shy;
    }

    public void color(int slot, double r, double g, double bl, double al) {
        color[4 * slot] = r;
        color[4 * slot + 1] = g;
        color[4 * slot + 2] = bl;
        color[4 * slot + 3] = al;
    }

    /** The attachment a slot shows ({@link CompiledRig#attachment} resolves a name), -1 for none. */
    public void attachment(int slot, int attachmentIndex) {
        if (attachmentIndex >= 0 && rig.attachmentSlot[attachmentIndex] != slot) {
            throw new IllegalArgumentException("attachment " + attachmentIndex + " is not slot " + slot + "'s");
        }
        attachment[slot] = attachmentIndex;
    }

    /** The draw order: {@code slots} lists every slot once, back first; copied. */
    public void drawOrder(int[] slots) {
        if (slots.length != drawOrder.length) {
            throw new IllegalArgumentException(slots.length + " slots in a draw order of " + drawOrder.length);
        }
        System.arraycopy(slots, 0, drawOrder, 0, slots.length);
    }

    public void ik(int constraint, double mix, double softness, boolean bendPositive) {
        ikMix[constraint] = mix;
        ikSoftness[constraint] = softness;
        ikBendPositive[constraint] = bendPositive;
    }

    public void ikMix(int constraint, double mix) {
        ikMix[constraint] = mix;
    }

    public void ikSoftness(int constraint, double softness) {
        ikSoftness[constraint] = softness;
    }

    public void ikBend(int constraint, boolean positive) {
        ikBendPositive[constraint] = positive;
    }

    /**
     * The deform offsets of a mesh for this step, {@code dx0, dy0, dx1, dy1, …}, copied (a count other than twice
     * the vertices is refused). {@link #setToSetup()} clears them.
     */
    public void deform(int mesh, double[] offsets) {
        double[] target = deform[mesh];
        if (offsets.length != target.length) {
            throw new IllegalArgumentException(offsets.length + " deform values for " + target.length / 2
                    + " vertices");
        }
        System.arraycopy(offsets, 0, target, 0, target.length);
        deformed[mesh] = true;
    }

    /** The array a deform is written into in place (then call {@link #deformed(int)}): no copy. */
    public double[] deformArray(int mesh) {
        return deform[mesh];
    }

    public void deformed(int mesh) {
        deformed[mesh] = true;
    }

    /** Whether a mesh has deform offsets this step (else {@link #deformArray} holds nothing meaningful). */
    public boolean hasDeform(int mesh) {
        return deformed[mesh];
    }

    // ---- what a pose gives ----------------------------------------------------------------------------------

    /** Bone {@code i}'s world matrix: a, b, c, d, x, y into {@code out} from {@code offset}. */
    public void world(int bone, double[] out, int offset) {
        out[offset] = a[bone];
        out[offset + 1] = b[bone];
        out[offset + 2] = c[bone];
        out[offset + 3] = d[bone];
        out[offset + 4] = wx[bone];
        out[offset + 5] = wy[bone];
    }

    public double worldX(int bone) {
        return wx[bone];
    }

    public double worldY(int bone) {
        return wy[bone];
    }

    public double localRotation(int bone) {
        return rotation[bone];
    }

    public double localScaleX(int bone) {
        return scaleX[bone];
    }

    public int attachment(int slot) {
        return attachment[slot];
    }

    /** Slot {@code slot}'s colour channel ({@code 0..3}: r, g, b, a). */
    public double color(int slot, int channel) {
        return color[4 * slot + channel];
    }

    /** The slot drawn {@code position}-th, back first. */
    public int drawn(int position) {
        return drawOrder[position];
    }

    /** A mesh's skinned world vertices {@code x0, y0, …} as of the last {@link #update()}: the live array. */
    public double[] vertices(int mesh) {
        return vertices[mesh];
    }

    /**
     * Where a region attachment is drawn: its slot bone's world matrix times the region's own
     * {@code translate(x, y) · rotate(rotation) · scale(scaleX, scaleY)} (the product of docs/formats.md "Posing a
     * rig"), a, b, c, d, x, y into {@code out} from {@code offset}.
     */
    public void regionWorld(int attachmentIndex, double[] out, int offset) {
        if (rig.attachmentMesh[attachmentIndex] >= 0) {
            throw new IllegalArgumentException("attachment " + attachmentIndex + " is a mesh");
        }
        int k = rig.slotBone[rig.attachmentSlot[attachmentIndex]];
        double[] region = rig.region;
        int at = 5 * attachmentIndex;
        double x = region[at];
        double y = region[at + 1];
        double r = region[at + 2];
        double la = StrictMath.cos(r) * region[at + 3];
        double lb = StrictMath.sin(r) * region[at + 3];
        double lc = -StrictMath.sin(r) * region[at + 4];
        double ld = StrictMath.cos(r) * region[at + 4];
        out[offset] = a[k] * la + c[k] * lb;
        out[offset + 1] = b[k] * la + d[k] * lb;
        out[offset + 2] = a[k] * lc + c[k] * ld;
        out[offset + 3] = b[k] * lc + d[k] * ld;
        out[offset + 4] = a[k] * x + c[k] * y + wx[k];
        out[offset + 5] = b[k] * x + d[k] * y + wy[k];
    }

    /** The state hash of this pose (docs/formats.md "State hashes", a rig's pose). */
    public long hash() {
        return RigHash.of(this);
    }
}
