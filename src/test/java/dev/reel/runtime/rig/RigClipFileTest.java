package dev.reel.runtime.rig;

import dev.reel.io.ClipCodec;
import dev.reel.model.Clip;
import dev.reel.model.Diagnostic;
import dev.reel.runtime.ClipSampler;
import dev.reel.runtime.CompiledClip;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;

import static org.assertj.core.api.Assertions.assertThat;

/** The sample walk clip on the sample hero rig: every kind of rig track, read from files, sampled into a pose. */
class RigClipFileTest {

    static Clip read(String text) {
        var loaded = ClipCodec.read(text, "test.aeanim");
        assertThat(loaded.diagnostics()).extracting(Diagnostic::message).isEmpty();
        return loaded.value();
    }

    static Clip walk() throws IOException {
        try (InputStream in = RigClipFileTest.class.getResourceAsStream("/dev/reel/io/rig/walk.aeanim")) {
            return ClipCodec.read(in.readAllBytes(), "walk.aeanim").value();
        }
    }

    @Test
    void theWalkBindsEveryTrackAndSetsDeformAndDrawOrder() throws IOException {
        CompiledRig rig = CompiledRig.of(RigCompileTest.hero());
        RigClip bound = RigClip.compile(walk(), rig);
        assertThat(bound.unbound()).isEmpty();
        RigSampler sampler = new RigSampler(bound);
        RigPose pose = new RigPose(rig);
        sampler.pose(0, pose);
        int[] setupOrder = {pose.drawn(0), pose.drawn(1), pose.drawn(2)};
        assertThat(setupOrder).containsExactly(rig.slot("leg"), rig.slot("body"), rig.slot("head"));
        int leg = rig.attachmentMesh(rig.ownAttachment(0, rig.slot("leg"), "leg"));
        sampler.pose(0.5, pose);
        assertThat(new int[] {pose.drawn(0), pose.drawn(1), pose.drawn(2)})
                .containsExactly(rig.slot("body"), rig.slot("leg"), rig.slot("head"));
        assertThat(pose.deformArray(leg)).containsExactly(1, 0, 0, 2.5, 0, 0, -1, 0);
        assertThat(pose.attachment(rig.slot("head"))).isEqualTo(-1);
        RigPose manual = new RigPose(rig);
        manual.setToSetup();
        manual.drawOrder(new int[] {rig.slot("body"), rig.slot("leg"), rig.slot("head")});
        manual.deform(leg, new double[] {1, 0, 0, 2.5, 0, 0, -1, 0});
        manual.attachment(rig.slot("head"), -1);
        manual.rotation(rig.bone("thigh"), -0.5);
        manual.shear(rig.bone("shin"), 0, 0.1);
        manual.color(rig.slot("body"), 1, 0.75, 0.75, 1);
        manual.ik(rig.ik("leg"), 1, 0, false);
        manual.update();
        assertThat(pose.hash()).isEqualTo(manual.hash());
    }

    @Test
    void aFloatsTrackSamplesAsItsLanesWouldAsVectorsAndAWrongCountIsLeftOut() throws IOException {
        String text = """
                anim version=1 length=1 loop=loop rig=asset("hero.aerig") {
                  track "hip" prop="deform/default/body/body" kind=floats {
                    key t=0 v=[0, 1, 2, 3, 4, 5, 6, 7] {}
                    key t=0.4 v=[1, -1, 0, 2, 8, 1, 0, 1] out=[[0.1, 1], [0.1, 0], [0.1, 2], [0.1, 0], [0.1, 1], [0.1, 0], [0.1, 3], [0.1, 0]] {}
                    key t=1 v=[2, 2, 2, 2, 2, 2, 2, 2] {}
                  }
                  track "hip/thigh" prop="deform/default/leg/leg" kind=floats {
                    key t=0 v=[0, 1] {}
                  }
                }
                """;
        CompiledRig rig = CompiledRig.of(RigCompileTest.hero());
        RigClip bound = RigClip.compile(read(text), rig);
        assertThat(bound.unbound()).containsExactly("hip/thigh:deform/default/leg/leg");
        String vectors = """
                anim version=1 length=1 loop=loop {
                  track "a" prop="v" kind=vec4 {
                    key t=0 v=[0, 1, 2, 3] {}
                    key t=0.4 v=[1, -1, 0, 2] out=[[0.1, 1], [0.1, 0], [0.1, 2], [0.1, 0]] {}
                    key t=1 v=[2, 2, 2, 2] {}
                  }
                  track "b" prop="v" kind=vec4 {
                    key t=0 v=[4, 5, 6, 7] {}
                    key t=0.4 v=[8, 1, 0, 1] out=[[0.1, 1], [0.1, 0], [0.1, 3], [0.1, 0]] {}
                    key t=1 v=[2, 2, 2, 2] {}
                  }
                }
                """;
        ClipSampler reference = new ClipSampler(CompiledClip.compile(read(vectors)));
        RigSampler sampler = new RigSampler(bound);
        RigPose pose = new RigPose(rig);
        int body = rig.attachmentMesh(rig.ownAttachment(0, rig.slot("body"), "body"));
        for (double t : new double[] {0, 0.1, 0.25, 0.4, 0.55, 0.9}) {
            sampler.pose(t, pose);
            reference.sampleAll(t);
            double[] expected = new double[8];
            for (int lane = 0; lane < 8; lane++) {
                expected[lane] = reference.lane(lane / 4, lane % 4);
            }
            assertThat(pose.deformArray(body)).as("t=%s", t).containsExactly(expected);
        }
    }
}
