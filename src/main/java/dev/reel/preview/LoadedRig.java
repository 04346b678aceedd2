package dev.reel.preview;

import dev.reel.model.rig.Attachment;
import dev.reel.model.rig.Bone;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.Rgba;
import dev.reel.model.rig.Rig;
import dev.reel.runtime.rig.CompiledRig;

/**
 * A rig ready to draw: the model it was read as, compiled for posing ({@link CompiledRig}), and what drawing needs
 * of it fetched once: each bone's length and colour (by compiled index), each mesh attachment's uvs and triangles,
 * and the colour of each mesh vertex for the weights overlay. Immutable; shared by every pose of the rig.
 */
public final class LoadedRig {
    /** Hues for bones whose file leaves the colour at {@link Bone#DEFAULT_COLOR}: one per bone, far apart. */
    private static final double GOLDEN_TURN = 0.381966;

    private final Rig model;
    private final CompiledRig compiled;
    private final double[] boneLength;
    private final int[] boneArgb;
    private final double[][] uvs;
    private final int[][] triangles;
    private final int[][] vertexArgb;
    private final int[][] wires;

    private LoadedRig(Rig model, CompiledRig compiled) {
        this.model = model;
        this.compiled = compiled;
        int bones = compiled.boneCount();
        boneLength = new double[bones];
        boneArgb = new int[bones];
        for (int i = 0; i < bones; i++) {
            Bone bone = model.bone(compiled.boneName(i));
            boneLength[i] = bone.length();
            boneArgb[i] = bone.color().equals(Bone.DEFAULT_COLOR) ? hue(i) : argb(bone.color());
        }
        int attachments = compiled.attachmentCount();
        uvs = new double[attachments][];
        triangles = new int[attachments][];
        vertexArgb = new int[attachments][];
        wires = new int[attachments][];
        for (int a = 0; a < attachments; a++) {
            if (compiled.attachmentSource(a) instanceof MeshAttachment mesh) {
                uvs[a] = mesh.uvs();
                triangles[a] = mesh.triangles();
                vertexArgb[a] = weightColours(mesh, compiled.slotBone(compiled.attachmentSlot(a)));
                wires[a] = wires(triangles[a]);
            }
        }
    }

    /** Compiles {@code rig}; throws {@link IllegalArgumentException} for a rig its reader would report errors in. */
    public static LoadedRig of(Rig rig) {
        return new LoadedRig(rig, CompiledRig.of(rig));
    }

    public Rig model() {
        return model;
    }

    public CompiledRig compiled() {
        return compiled;
    }

    /** Bone {@code bone}'s length (compiled index). */
    public double boneLength(int bone) {
        return boneLength[bone];
    }

    /** The colour bone {@code bone} is drawn in: its file's, else one of its own from a spread of hues. */
    public int boneArgb(int bone) {
        return boneArgb[bone];
    }

    /** The model attachment compiled as {@code attachment}. */
    public Attachment attachment(int attachment) {
        return compiled.attachmentSource(attachment);
    }

    /** A mesh attachment's uvs (cell pixels, two per vertex), shared: do not change. Null for a region. */
    double[] uvs(int attachment) {
        return uvs[attachment];
    }

    /** A mesh attachment's triangles, shared: do not change. Null for a region. */
    int[] triangles(int attachment) {
        return triangles[attachment];
    }

    /** Each vertex's colour in the weights overlay: its bones' colours mixed by weight. Null for a region. */
    int[] vertexArgb(int attachment) {
        return vertexArgb[attachment];
    }

    /** Every edge of a mesh attachment's triangles once, two vertex indices each, shared: do not change. */
    int[] wires(int attachment) {
        return wires[attachment];
    }

    /** The distinct edges of {@code triangles}, in the order first met. */
    private static int[] wires(int[] triangles) {
        java.util.Set<Long> seen = new java.util.HashSet<>();
        int[] out = new int[2 * triangles.length];
        int count = 0;
        for (int i = 0; i < triangles.length; i += 3) {
            for (int k = 0; k < 3; k++) {
                int a = triangles[i + k];
                int b = triangles[i + (k + 1) % 3];
                if (seen.add((long) Math.min(a, b) << 32 | Math.max(a, b))) {
                    out[count++] = a;
                    out[count++] = b;
                }
            }
        }
        return java.util.Arrays.copyOf(out, count);
    }

    private int[] weightColours(MeshAttachment mesh, int slotBone) {
        int[] colours = new int[mesh.vertexCount()];
        for (int v = 0; v < colours.length; v++) {
            if (!mesh.weighted()) {
                colours[v] = boneArgb[slotBone];
                continue;
            }
            double r = 0;
            double g = 0;
            double b = 0;
            int end = mesh.influenceStart(v + 1);
            for (int k = mesh.influenceStart(v); k < end; k++) {
                int bone = compiled.bone(model.bones().get(mesh.influenceBone(k)).name());
                int argb = bone < 0 ? 0xFF808080 : boneArgb[bone];
                double w = mesh.weight(k);
                r += w * (argb >>> 16 & 0xFF);
                g += w * (argb >>> 8 & 0xFF);
                b += w * (argb & 0xFF);
            }
            colours[v] = 0xFF000000 | channel(r) << 16 | channel(g) << 8 | channel(b);
        }
        return colours;
    }

    private static int channel(double value) {
        return (int) Math.max(0, Math.min(255, Math.round(value)));
    }

    private static int argb(Rgba colour) {
        return 0xFF000000 | channel(colour.r() * 255) << 16 | channel(colour.g() * 255) << 8
                | channel(colour.b() * 255);
    }

    /** A saturated colour of hue {@code index} golden turns round the wheel. */
    static int hue(int index) {
        double h = (index * GOLDEN_TURN) % 1.0 * 6;
        int sector = (int) h;
        double f = h - sector;
        double hi = 235;
        double lo = 70;
        double up = lo + (hi - lo) * f;
        double down = hi - (hi - lo) * f;
        double[] rgb = switch (sector) {
            case 0 -> new double[] {hi, up, lo};
            case 1 -> new double[] {down, hi, lo};
            case 2 -> new double[] {lo, hi, up};
            case 3 -> new double[] {lo, down, hi};
            case 4 -> new double[] {up, lo, hi};
            default -> new double[] {hi, lo, down};
        };
        return 0xFF000000 | channel(rgb[0]) << 16 | channel(rgb[1]) << 8 | channel(rgb[2]);
    }
}
