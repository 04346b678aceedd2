package dev.reel.runtime.rig;

import java.nio.charset.StandardCharsets;

/**
 * A {@link RigPose}'s state hash: 64-bit FNV-1a, each item as 8 little-endian bytes, reals as IEEE-754 bits with
 * -0.0 as 0.0 and every NaN as the canonical NaN (the rules of docs/formats.md "State hashes"), over, in order:
 * <ol>
 *   <li>the constant 0x5245454C52494750 ("REELRIGP"), the bone count, then per bone in rig order (parents
 *       first) its world a, b, c, d, x, y;</li>
 *   <li>the hash of the active skin's name, the slot count, then per slot in slot order its colour r, g, b, a
 *       and the hash of its attachment's name (0 when it shows none);</li>
 *   <li>the draw order: each slot index, back first;</li>
 *   <li>per slot in slot order the vertex count of the mesh it shows (0 for none or a region), then each
 *       skinned vertex's x and y.</li>
 * </ol>
 * Nothing is allocated: attachment name hashes are taken once per rig.
 */
final class RigHash {
    static final long TAG = 0x5245454C52494750L;
    private static final long BASIS = 0xcbf29ce484222325L;
    private static final long PRIME = 0x100000001b3L;

    private RigHash() {
    }

    static long of(RigPose pose) {
        CompiledRig rig = pose.rig;
        long h = mix(BASIS, TAG);
        h = mix(h, rig.boneCount);
        for (int i = 0; i < rig.boneCount; i++) {
            h = real(h, pose.a[i]);
            h = real(h, pose.b[i]);
            h = real(h, pose.c[i]);
            h = real(h, pose.d[i]);
            h = real(h, pose.wx[i]);
            h = real(h, pose.wy[i]);
        }
        h = mix(h, rig.skinNameHash[pose.skin]);
        int slots = rig.slotCount();
        h = mix(h, slots);
        for (int s = 0; s < slots; s++) {
            for (int channel = 0; channel < 4; channel++) {
                h = real(h, pose.color[4 * s + channel]);
            }
            int attachment = pose.attachment[s];
            h = mix(h, attachment < 0 ? 0 : rig.attachmentNameHash[attachment]);
        }
        for (int s = 0; s < slots; s++) {
            h = mix(h, pose.drawOrder[s]);
        }
        for (int s = 0; s < slots; s++) {
            int attachment = pose.attachment[s];
            int mesh = attachment < 0 ? -1 : rig.attachmentMesh[attachment];
            if (mesh < 0) {
                h = mix(h, 0);
                continue;
            }
            double[] vertices = pose.vertices[mesh];
            h = mix(h, vertices.length / 2);
            for (double value : vertices) {
                h = real(h, value);
            }
        }
        return h;
    }

    /** {@code hash} with {@code value}'s 8 bytes folded in, least significant first. */
    static long mix(long hash, long value) {
        long h = hash;
        for (int shift = 0; shift < 64; shift += 8) {
            h ^= (value >>> shift) & 0xff;
            h *= PRIME;
        }
        return h;
    }

    static long real(long hash, double value) {
        return mix(hash, Double.doubleToLongBits(value + 0.0));
    }

    /** The hash of a text: a fresh FNV-1a of its UTF-8 byte count (8 bytes) then its bytes. */
    static long text(String text) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        long h = mix(BASIS, bytes.length);
        for (byte b : bytes) {
            h ^= b & 0xff;
            h *= PRIME;
        }
        return h;
    }
}
