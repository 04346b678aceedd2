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
import dev.reel.runtime.CompiledClip;
import org.junit.jupiter.api.Test;

import java.lang.management.ManagementFactory;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Posing allocates nothing once running: sampling, world transforms, every kind of IK, skinning, deform. */
class RigMemoryTest {

    private static long allocatedBytes() {
        return ((com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean())
                .getThreadAllocatedBytes(Thread.currentThread().getId());
    }

    private static Track track(String path, String property, Kind kind, Key... keys) {
        return new Track(Ids.next(), path, property, kind, Authority.PRESENTATION, OnEnd.AUTO, false, false,
                List.of(keys), Extras.NONE);
    }

    private static Key linear(double time, Value value) {
        return Key.of(time, value).withInterp(Interp.LINEAR);
    }

    @Test
    void posingAllocatesNothingOnceRunning() {
        RigBuilder b = CompiledRig.builder();
        int root = b.bone("root", -1, 0, 0, 0, 0, 1, 1);
        int upper = b.bone("upper", root, 10, 0, 0, 0.2, 1, 1);
        int lower = b.bone("lower", upper, 10, 10, 0, 0.2, 1, 1);
        int head = b.bone("head", root, 5, 0, -10, 0, 1, 1, 0.1, 0, dev.reel.model.rig.Inherit.NO_SCALE);
        int t1 = b.bone("t1", root, 6, 0, 10, 0, 1, 1);
        int t2 = b.bone("t2", t1, 6, 6, 0, 0, 1, 1);
        int t3 = b.bone("t3", t2, 6, 6, 0, 0, 1, 1);
        int target = b.bone("target", root, 0, 12, 8, 0, 1, 1);
        b.ik("arm", new int[] {upper, lower}, target, 1, 1, true, true, false, 10);
        b.ik("look", new int[] {head}, target, 0.5, 0, true, true, true, 10);
        b.ik("tail", new int[] {t1, t2, t3}, target, 1, 0, true, false, false, 10);
        int slot = b.slot("body", upper, 1, 1, 1, 1, "body");
        b.mesh(0, slot, "body", SkinnedMesh.builder().rigid(upper, 1, 1)
                .weighted(new int[] {upper, lower}, new double[] {1, 0, 2, 0}, new double[] {0.5, 0.5}).build());
        b.mesh(0, slot, "other", SkinnedMesh.builder().rigid(upper, 1, 1).build());
        CompiledRig rig = b.build();
        Clip clip = new Clip(1, 1, LoopMode.LOOP, List.of(), List.of(
                track("target", "transform.position", Kind.VEC2, linear(0, Value.Vec.of(12, 8)),
                        linear(1, Value.Vec.of(-30, 4))),
                track("upper", "transform.rotation", Kind.FLOAT32, linear(0, new Value.Num(0)),
                        linear(1, new Value.Num(1))),
                track("upper", "slot/body.attachment", Kind.ENUM, Key.of(0, new Value.Symbol("body")),
                        Key.of(0.5, new Value.Symbol("other"))),
                track("upper", "deform/default/body/body", Kind.VEC4, linear(0, Value.Vec.of(0, 0, 1, 1)),
                        linear(1, Value.Vec.of(1, 0, 0, 1))),
                track("", "ik/arm.mix", Kind.FLOAT32, linear(0, new Value.Num(1)), linear(1, new Value.Num(0.5)))),
                List.of(), Extras.NONE, Extras.NONE);
        RigClip bound = RigClip.bind(CompiledClip.compile(clip), rig);
        assertThat(bound.unbound()).isEmpty();
        RigSampler sampler = new RigSampler(bound);
        RigPose pose = new RigPose(rig);
        double[] sink = {0};
        Runnable run = () -> {
            for (int step = 0; step < 20_000; step++) {
                sampler.pose((step / 60.0) % 1.0, pose);
                sink[0] += pose.hash();
            }
        };
        run.run();
        long allocated = Long.MAX_VALUE;
        for (int window = 0; window < 3; window++) {
            long before = allocatedBytes();
            run.run();
            allocated = Math.min(allocated, allocatedBytes() - before);
        }
        assertThat(allocated).as("bytes allocated by 20,000 posed steps (the fewest of three runs)")
                .isLessThan(1_024);
        assertThat(sink[0]).isNotNaN();
    }
}
