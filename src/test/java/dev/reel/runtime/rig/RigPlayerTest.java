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
import dev.reel.runtime.ClipPlayer;
import dev.reel.runtime.CompiledClip;
import dev.reel.runtime.Fnv64;
import dev.reel.runtime.MemoryScene;
import dev.reel.runtime.PlayRunner;
import dev.reel.runtime.PlayScript;
import dev.reel.runtime.StepReport;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A rig played by the clip player ({@link RigTarget}): the pose is the one {@link RigSampler} makes (docs/formats.md
 * "Posing a rig"); a rig of one bone per node gives the node animation's values and hash bit for bit, the hash then
 * folding in the pose; IK at {@code mix=0} is no IK through the player.
 */
class RigPlayerTest {
    private static final String[] PROPS = {"transform.position", "transform.rotation", "transform.scale",
            "transform.shear"};
    private static final Kind[] KINDS = {Kind.VEC2, Kind.FLOAT32, Kind.VEC2, Kind.VEC2};

    @Test
    void theWalkPlayedPosesAsTheRigSamplerDoesOnEveryStep() throws IOException {
        CompiledRig rig = CompiledRig.of(RigCompileTest.hero());
        Clip walk = RigClipFileTest.walk();
        RigTarget target = new RigTarget(rig, MemoryScene.open());
        ClipPlayer player = new ClipPlayer(target, 1 / 60.0);
        player.play(CompiledClip.compile(walk));
        RigSampler sampler = new RigSampler(RigClip.compile(walk, rig));
        RigPose expected = new RigPose(rig);
        for (int step = 0; step < 150; step++) {
            player.step();
            sampler.pose(player.time(), expected);
            assertThat(target.pose().hash()).as("step %s", step).isEqualTo(expected.hash());
        }
    }

    @Test
    void oneBonePerNodeGivesTheNodeValuesAndHashBitForBitAndTheSamplersPose() {
        Seeds.loop(60, 3434, random -> {
            int count = 1 + random.nextInt(10);
            RigBuilder b = CompiledRig.builder();
            List<String> paths = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                int parent = i == 0 ? -1 : random.nextInt(i);
                paths.add(i == 0 ? "" : (parent == 0 ? "" : paths.get(parent) + "/") + "n" + i);
                b.bone("n" + i, parent, 1, value(random, 50), value(random, 50), value(random, 3), 1 + value(random, 0.5),
                        1 + value(random, 0.5));
            }
            CompiledRig rig = b.build();
            List<Track> tracks = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                for (int p = 0; p < PROPS.length; p++) {
                    if (random.nextInt(3) > 0) {
                        tracks.add(track(paths.get(i), p, random));
                    }
                }
            }
            LoopMode loop = LoopMode.values()[random.nextInt(LoopMode.values().length)];
            CompiledClip clip = CompiledClip.compile(new Clip(1, 0.5 + random.nextDouble(), loop, List.of(), tracks,
                    List.of(), Extras.NONE, Extras.NONE));
            PlayScript script = new PlayScript(40, 1 / 60.0, random.nextBoolean() ? 1 : -0.75, null, List.of());
            PlayRunner.Run nodes = PlayRunner.run(clip, MemoryScene.open(), script);
            RigTarget target = new RigTarget(rig, MemoryScene.open());
            RigSampler sampler = new RigSampler(RigClip.bind(clip, rig));
            RigPose expected = new RigPose(rig);
            List<StepReport> reports = new ArrayList<>();
            List<Long> poses = new ArrayList<>();
            PlayRunner.stream(clip, target, script, report -> {
                reports.add(report);
                poses.add(target.pose().hash());
                sampler.pose(report.time(), expected);
                assertThat(target.pose().hash()).as("step %s", report.step()).isEqualTo(expected.hash());
            });
            for (int step = 0; step < reports.size(); step++) {
                StepReport node = nodes.steps().get(step);
                StepReport bone = reports.get(step);
                assertThat(bone.rig()).isNotNull();
                assertThat(node.rig()).isNull();
                assertThat(bone.toJson()).startsWith(node.toJson().substring(0, node.toJson().length() - 1));
                assertThat(bone.hash()).as("step %s", step + 1).isEqualTo(Fnv64.mix(node.hash(), poses.get(step)));
            }
        });
    }

    @Test
    void ikAtMixZeroIsNoIkThroughThePlayer() {
        Seeds.loop(60, 3466, random -> {
            double mix = 0;
            CompiledRig with = chain(random.nextLong(), true);
            CompiledRig without = chain(0, false);
            List<Track> tracks = List.of(track("upper", 1, random), track("upper/lower", 1, random),
                    track("target", 0, random), ikMix(random.nextBoolean() ? mix : -0.0));
            CompiledClip clip = CompiledClip.compile(new Clip(1, 1, LoopMode.LOOP, List.of(), tracks, List.of(),
                    Extras.NONE, Extras.NONE));
            PlayScript script = new PlayScript(30, 1 / 60.0, 1, null, List.of());
            RigTarget a = new RigTarget(with, MemoryScene.open());
            RigTarget b = new RigTarget(without, MemoryScene.open());
            List<Long> hashes = new ArrayList<>();
            PlayRunner.stream(clip, b, script, report -> hashes.add(b.pose().hash()));
            int[] step = {0};
            PlayRunner.stream(clip, a, script, report -> {
                assertThat(a.pose().hash()).as("step %s", report.step()).isEqualTo(hashes.get(step[0]++));
            });
        });
    }

    /** Upper, lower (and a tip) and a target; with an IK constraint of mix 1 on upper and lower when {@code ik}. */
    private static CompiledRig chain(long seed, boolean ik) {
        Random random = new Random(seed);
        RigBuilder b = CompiledRig.builder();
        int root = b.bone("root", -1, 0, 0, 0, 0, 1, 1);
        int upper = b.bone("upper", root, 10, 0, 0, 0.3, 1, 1);
        int lower = b.bone("lower", upper, 10, 10, 0, -0.2, 1, 1);
        int target = b.bone("target", root, 0, 12, 5, 0, 1, 1);
        if (ik) {
            b.ik("arm", new int[] {upper, lower}, target, 1, random.nextDouble() * 3, random.nextBoolean(),
                    random.nextBoolean(), false, 10);
        } else {
            b.ik("arm", new int[] {upper, lower}, target, 0, 0, true, false, false, 10);
        }
        return b.build();
    }

    private static Track ikMix(double mix) {
        return new Track(Ids.next(), "", "ik/arm.mix", Kind.FLOAT32, Authority.PRESENTATION, OnEnd.AUTO, false, false,
                List.of(Key.of(0, new Value.Num(mix))), Extras.NONE);
    }

    private static Track track(String path, int prop, Random random) {
        List<Key> keys = new ArrayList<>();
        int n = 1 + random.nextInt(4);
        for (int k = 0; k < n; k++) {
            Value value = KINDS[prop] == Kind.FLOAT32 ? new Value.Num(value(random, 3))
                    : prop == 3 ? Value.Vec.of(random.nextInt(3) == 0 ? 0 : value(random, 0.3), value(random, 0.3))
                    : Value.Vec.of(value(random, 40), value(random, 40));
            Interp interp = Interp.values()[random.nextInt(Interp.values().length)];
            keys.add(Key.of(k / (double) n, value).withInterp(interp));
        }
        Authority authority = random.nextBoolean() ? Authority.PRESENTATION : Authority.SIMULATION;
        return new Track(Ids.next(), path, PROPS[prop], KINDS[prop], authority, OnEnd.AUTO, false, false, keys,
                Extras.NONE);
    }

    private static double value(Random random, double range) {
        return (random.nextDouble() * 2 - 1) * range;
    }
}
