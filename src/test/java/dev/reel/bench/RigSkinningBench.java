package dev.reel.bench;

import dev.reel.model.Authority;
import dev.reel.model.Clip;
import dev.reel.model.Extras;
import dev.reel.model.Ids;
import dev.reel.model.Interp;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.LoopMode;
import dev.reel.model.OnEnd;
import dev.reel.model.Track;
import dev.reel.model.Value;
import dev.reel.model.rig.Bone;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.Rig;
import dev.reel.model.rig.Skin;
import dev.reel.model.rig.Slot;
import dev.reel.runtime.ClipSampler;
import dev.reel.runtime.CompiledClip;
import dev.reel.runtime.rig.CompiledRig;
import dev.reel.runtime.rig.RigClip;
import dev.reel.runtime.rig.RigPose;
import dev.reel.runtime.rig.RigSampler;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * B10 {@code rig-step-skin}: one frame of 100 skinned characters, each a 30-bone rig (a tree about five bones
 * deep) with one mesh of 500 vertices bound to 4 bones each, animated by a clip turning every bone: each
 * character sampled, posed (world transforms parent first) and skinned on one thread ({@link RigSampler}), in ms
 * per frame. Peer {@code naive}: the same clip sampled by the same sampler, then every influence of every vertex
 * computes its bone's world matrix again, walking from the root and composing each local matrix (cos and sin
 * per bone per influence), as a skinning loop without a pose would.
 */
@Tag("bench")
@Tag("B10")
class RigSkinningBench {
    private static final int CHARACTERS = 100;
    private static final int BONES = 30;
    private static final int VERTICES = 500;
    private static final int INFLUENCES = 4;
    private static final int FRAMES = 60;

    @Test
    void stepAndSkinAHundredCharacters() {
        Rig rig = rig(new Random(10));
        CompiledRig compiled = CompiledRig.of(rig);
        CompiledClip clip = CompiledClip.compile(clip(compiled, new Random(11)));
        RigClip bound = RigClip.bind(clip, compiled);
        assertThat(bound.unbound()).isEmpty();
        RigSampler[] samplers = new RigSampler[CHARACTERS];
        RigPose[] poses = new RigPose[CHARACTERS];
        Naive[] naive = new Naive[CHARACTERS];
        for (int i = 0; i < CHARACTERS; i++) {
            samplers[i] = new RigSampler(bound);
            poses[i] = new RigPose(compiled);
            naive[i] = new Naive(rig, compiled, clip);
        }
        // Both compute the same vertices (up to the order of the operations).
        samplers[0].pose(0.3, poses[0]);
        double[] expected = poses[0].vertices(0);
        double[] got = naive[0].skin(0.3);
        for (int v = 0; v < expected.length; v++) {
            assertThat(got[v]).isCloseTo(expected[v], org.assertj.core.data.Offset.offset(1e-9));
        }
        int[] frame = {0};
        double[] nanos = Harness.nanosPer(FRAMES, () -> {
            double sum = 0;
            for (int f = 0; f < FRAMES; f++) {
                double t = ((frame[0]++) / 60.0) % 1.0;
                for (int i = 0; i < CHARACTERS; i++) {
                    samplers[i].pose((t + i * 0.01) % 1.0, poses[i]);
                    sum += poses[i].vertices(0)[0];
                }
            }
            return sum;
        }, () -> {
            double sum = 0;
            for (int f = 0; f < FRAMES; f++) {
                double t = ((frame[0]++) / 60.0) % 1.0;
                for (int i = 0; i < CHARACTERS; i++) {
                    sum += naive[i].skin((t + i * 0.01) % 1.0)[0];
                }
            }
            return sum;
        });
        Harness.report("B10", "rig-step-skin-100x30x500", nanos[0] / 1e6, "naive", nanos[1] / 1e6, "ms",
                "<=2,>=3");
        assertThat(nanos[0]).isPositive();
    }

    /** 30 bones, bone i under bone (i - 1) / 2, and one mesh of 500 vertices with 4 weighted influences each. */
    static Rig rig(Random random) {
        List<Bone> bones = new ArrayList<>();
        bones.add(Bone.of("b0", null));
        for (int i = 1; i < BONES; i++) {
            bones.add(Bone.of("b" + i, "b" + (i - 1) / 2).withLength(10)
                    .withTransform(10, random.nextDouble() * 4 - 2, random.nextDouble() - 0.5, 1, 1, 0, 0));
        }
        int[] starts = new int[VERTICES + 1];
        int[] influenceBones = new int[VERTICES * INFLUENCES];
        double[] positions = new double[2 * VERTICES * INFLUENCES];
        double[] weights = new double[VERTICES * INFLUENCES];
        double[] share = {0.4, 0.3, 0.2, 0.1};
        for (int v = 0; v < VERTICES; v++) {
            starts[v + 1] = (v + 1) * INFLUENCES;
            for (int k = 0; k < INFLUENCES; k++) {
                int at = v * INFLUENCES + k;
                influenceBones[at] = random.nextInt(BONES);
                positions[2 * at] = random.nextDouble() * 20 - 10;
                positions[2 * at + 1] = random.nextDouble() * 20 - 10;
                weights[at] = share[k];
            }
        }
        MeshAttachment mesh = MeshAttachment.weighted("body", "body", "hero.png#body", new double[2 * VERTICES],
                null, 0, null, starts, influenceBones, positions, weights);
        return Rig.of(bones, List.of(Slot.of("body", "b0", "body")),
                List.of(new Skin("default", List.of(mesh), null)), List.of());
    }

    /** A 1 s clip turning every bone: three linear keys each. */
    static Clip clip(CompiledRig rig, Random random) {
        List<Track> tracks = new ArrayList<>();
        for (int bone = 0; bone < rig.boneCount(); bone++) {
            List<Key> keys = new ArrayList<>();
            for (int k = 0; k < 3; k++) {
                keys.add(Key.of(k * 0.5, new Value.Num(random.nextDouble() - 0.5)).withInterp(Interp.LINEAR));
            }
            tracks.add(new Track(Ids.next(), rig.bonePath(bone), "transform.rotation", Kind.FLOAT32,
                    Authority.PRESENTATION, OnEnd.AUTO, false, false, keys, Extras.NONE));
        }
        return new Clip(1, 1, LoopMode.LOOP, List.of(), tracks, List.of(), Extras.NONE, Extras.NONE);
    }

    /** The peer: sampling, then every influence's bone world matrix composed again from the root. */
    private static final class Naive {
        private final ClipSampler sampler;
        private final CompiledClip clip;
        private final int[] parent;
        private final double[][] local;
        private final int[] trackOf;
        private final MeshAttachment mesh;
        private final int[] fileToCompiled;
        private final double[] out = new double[2 * VERTICES];

        Naive(Rig rig, CompiledRig compiled, CompiledClip clip) {
            this.clip = clip;
            this.sampler = new ClipSampler(clip);
            parent = new int[compiled.boneCount()];
            local = new double[compiled.boneCount()][];
            trackOf = new int[compiled.boneCount()];
            for (int b = 0; b < compiled.boneCount(); b++) {
                parent[b] = compiled.parent(b);
                Bone bone = rig.bone(compiled.boneName(b));
                local[b] = new double[] {bone.x(), bone.y(), bone.rotation(), bone.scaleX(), bone.scaleY()};
                trackOf[b] = -1;
                for (int t = 0; t < clip.trackCount(); t++) {
                    if (clip.track(t).path().equals(compiled.bonePath(b))) {
                        trackOf[b] = t;
                    }
                }
            }
            mesh = (MeshAttachment) rig.skins().get(0).attachments().get(0);
            fileToCompiled = new int[rig.bones().size()];
            for (int f = 0; f < fileToCompiled.length; f++) {
                fileToCompiled[f] = compiled.bone(rig.bones().get(f).name());
            }
        }

        double[] skin(double t) {
            sampler.sampleAll(t);
            for (int v = 0; v < mesh.vertexCount(); v++) {
                double x = 0;
                double y = 0;
                for (int k = mesh.influenceStart(v); k < mesh.influenceStart(v) + mesh.influencesOf(v); k++) {
                    double[] m = world(fileToCompiled[mesh.influenceBone(k)]);
                    double px = mesh.position(2 * k);
                    double py = mesh.position(2 * k + 1);
                    x += mesh.weight(k) * (m[0] * px + m[2] * py + m[4]);
                    y += mesh.weight(k) * (m[1] * px + m[3] * py + m[5]);
                }
                out[2 * v] = x;
                out[2 * v + 1] = y;
            }
            return out;
        }

        private double[] world(int bone) {
            double[] l = local[bone];
            double r = trackOf[bone] < 0 ? l[2] : sampler.lane(trackOf[bone], 0);
            double cos = StrictMath.cos(r);
            double sin = StrictMath.sin(r);
            double[] m = {cos * l[3], sin * l[3], -sin * l[4], cos * l[4], l[0], l[1]};
            if (parent[bone] < 0) {
                return m;
            }
            double[] p = world(parent[bone]);
            return new double[] {p[0] * m[0] + p[2] * m[1], p[1] * m[0] + p[3] * m[1], p[0] * m[2] + p[2] * m[3],
                    p[1] * m[2] + p[3] * m[3], p[0] * m[4] + p[2] * m[5] + p[4], p[1] * m[4] + p[3] * m[5] + p[5]};
        }
    }
}
