package dev.reel.runtime.rig;

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
import dev.reel.preview.Pose;
import dev.reel.preview.PoseAdapter;
import dev.reel.preview.Transform2D;
import dev.reel.runtime.ClipSampler;
import dev.reel.runtime.CompiledClip;
import dev.reel.runtime.MemoryScene;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The property of issue 34 at the clip level: a clip animating a node tree, sampled into the nodes and posed by
 * the preview, gives bit for bit the world transforms the same clip gives a rig of one bone per node.
 */
class RigNodeAgreementTest {
    private static final String[] PROPS = {"transform.position", "transform.rotation", "transform.scale"};
    private static final Kind[] KINDS = {Kind.VEC2, Kind.FLOAT32, Kind.VEC2};

    @Test
    void aClipOnOneBonePerNodeMatchesTheNodeTreeBitForBit() {
        Seeds.loop(100, 3403, random -> {
            int count = 1 + random.nextInt(12);
            RigBuilder b = CompiledRig.builder();
            MemoryScene scene = new MemoryScene();
            List<String> paths = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                int parent = i == 0 ? -1 : random.nextInt(i);
                String path = i == 0 ? "" : (parent == 0 ? "" : paths.get(parent) + "/") + "n" + i;
                paths.add(path);
                scene.node(path);
                double x = value(random, 50);
                double y = value(random, 50);
                double r = value(random, 3);
                double sx = value(random, 2);
                double sy = value(random, 2);
                scene.writeNumbers(scene.bind(path, PROPS[0], KINDS[0], false), new double[] {x, y}, 0);
                scene.writeNumbers(scene.bind(path, PROPS[1], KINDS[1], false), new double[] {r}, 0);
                scene.writeNumbers(scene.bind(path, PROPS[2], KINDS[2], false), new double[] {sx, sy}, 0);
                b.bone("n" + i, parent, 1, x, y, r, sx, sy);
            }
            List<Track> tracks = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                for (int p = 0; p < PROPS.length; p++) {
                    if (random.nextInt(3) > 0) {
                        tracks.add(track(paths.get(i), p, random));
                    }
                }
            }
            CompiledClip compiled = CompiledClip.compile(new Clip(1, 1, LoopMode.LOOP, List.of(), tracks, List.of(),
                    Extras.NONE, Extras.NONE));
            RigClip bound = RigClip.bind(compiled, b.build());
            assertThat(bound.unbound()).isEmpty();
            ClipSampler sampler = new ClipSampler(compiled);
            int[] handles = new int[compiled.trackCount()];
            for (int t = 0; t < handles.length; t++) {
                handles[t] = scene.bind(compiled.track(t).path(), compiled.track(t).property(),
                        compiled.track(t).kind(), false);
            }
            RigSampler rigSampler = new RigSampler(bound);
            RigPose pose = new RigPose(bound.rig());
            for (int step = 0; step < 8; step++) {
                double time = random.nextDouble();
                sampler.sampleAll(time);
                for (int t = 0; t < handles.length; t++) {
                    scene.writeNumbers(handles[t], sampler.values(), compiled.offset(t));
                }
                Pose nodes = new PoseAdapter(null).pose(scene);
                rigSampler.pose(time, pose);
                for (int i = 0; i < count; i++) {
                    Transform2D w = nodes.world().get(paths.get(i));
                    double[] m = new double[6];
                    pose.world(i, m, 0);
                    assertThat(m).as("node %s at t=%s", paths.get(i), time)
                            .containsExactly(w.a(), w.b(), w.c(), w.d(), w.x0(), w.y0());
                }
            }
        });
    }

    private static Track track(String path, int prop, Random random) {
        List<Key> keys = new ArrayList<>();
        int n = 1 + random.nextInt(4);
        for (int k = 0; k < n; k++) {
            Value value = KINDS[prop] == Kind.FLOAT32 ? new Value.Num(value(random, 3))
                    : Value.Vec.of(value(random, 40), value(random, 40));
            Interp interp = Interp.values()[random.nextInt(Interp.values().length)];
            keys.add(Key.of(k / (double) n, value).withInterp(interp));
        }
        return new Track(Ids.next(), path, PROPS[prop], KINDS[prop], Authority.PRESENTATION, OnEnd.AUTO, false, false,
                keys, Extras.NONE);
    }

    private static double value(Random random, double range) {
        return (random.nextDouble() * 2 - 1) * range;
    }
}
