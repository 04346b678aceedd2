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
import dev.reel.model.rig.Bone;
import dev.reel.model.rig.IkConstraint;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.RegionAttachment;
import dev.reel.model.rig.Rig;
import dev.reel.model.rig.Skin;
import dev.reel.model.rig.Slot;
import dev.reel.runtime.CompiledClip;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A clip's tracks sampled into a rig pose by bone path and property. */
class RigSamplerTest {

    private static Track track(String path, String property, Kind kind, Key... keys) {
        return new Track(Ids.next(), path, property, kind, Authority.PRESENTATION, OnEnd.AUTO, false, false,
                List.of(keys), Extras.NONE);
    }

    private static Key linear(double time, Value value) {
        return Key.of(time, value).withInterp(Interp.LINEAR);
    }

    private static Key step(double time, Value value) {
        return Key.of(time, value).withInterp(Interp.STEP);
    }

    private static RigClip bind(Rig rig, Track... tracks) {
        Clip clip = new Clip(1, 1, LoopMode.ONCE, List.of(), List.of(tracks), List.of(), Extras.NONE, Extras.NONE);
        return RigClip.bind(CompiledClip.compile(clip), CompiledRig.of(rig));
    }

    /** root → arm → hand, a target under the root, slot "body" on the arm with a two-vertex mesh. */
    private static Rig rig() {
        MeshAttachment body = MeshAttachment.unweighted("body", "body", "a.png#b", new double[] {0, 0, 1, 1}, null,
                0, null, new double[] {1, 0, 2, 0});
        RegionAttachment hat = RegionAttachment.of("hat", "hat", "a.png#h");
        RegionAttachment redHat = RegionAttachment.of("hat", "hat", "a.png#r");
        return Rig.of(List.of(Bone.of("root", null), Bone.of("arm", "root").withLength(10),
                        Bone.of("hand", "arm").withLength(10).withTransform(10, 0, 0, 1, 1, 0, 0),
                        Bone.of("target", "root").withTransform(5, 5, 0, 1, 1, 0, 0)),
                List.of(Slot.of("body", "arm", "body"), Slot.of("hat", "hand", "hat")),
                List.of(new Skin("default", List.of(body, hat), null), new Skin("red", List.of(redHat), null)),
                List.of(IkConstraint.of("reach", List.of("arm", "hand"), "target")));
    }

    @Test
    void boneTracksSetTheLocalsByPathBeforeWorldTransformsAndIk() {
        RigClip bound = bind(rig(),
                track("arm", "transform.rotation", Kind.FLOAT32, linear(0, new Value.Num(0)),
                        linear(1, new Value.Num(1))),
                track("arm/hand", "transform.shear", Kind.VEC2, linear(0, Value.Vec.of(0, 0.5))),
                track("", "transform.position.x", Kind.FLOAT32, linear(0, new Value.Num(3))),
                track("", "ik/reach.mix", Kind.FLOAT32, linear(0, new Value.Num(0))),
                track("nobody", "transform.rotation", Kind.FLOAT32, linear(0, new Value.Num(1))),
                track("arm", "transform.rotation", Kind.VEC2, linear(0, Value.Vec.of(1, 1))));
        assertThat(bound.boundCount()).isEqualTo(4);
        assertThat(bound.unbound()).containsExactly("nobody:transform.rotation", "arm:transform.rotation");
        RigPose pose = new RigPose(bound.rig());
        new RigSampler(bound).pose(0.5, pose);
        RigPose manual = new RigPose(bound.rig());
        manual.setToSetup();
        manual.rotation(bound.rig().bone("arm"), 0.5);
        manual.shear(bound.rig().bone("hand"), 0, 0.5);
        manual.x[0] = 3;
        manual.ikMix(0, 0);
        manual.update();
        assertThat(pose.hash()).isEqualTo(manual.hash());
        assertThat(pose.localRotation(bound.rig().bone("arm"))).isEqualTo(0.5);
    }

    @Test
    void ikTracksSetMixSoftnessAndBend() {
        RigClip bound = bind(rig(), track("", "ik/reach.softness", Kind.FLOAT32, linear(0, new Value.Num(2))),
                track("", "ik/reach.bend", Kind.BOOL, step(0, new Value.Bool(false))),
                track("", "ik/reach.mix", Kind.FLOAT32, linear(0, new Value.Num(0.5))));
        RigPose pose = new RigPose(bound.rig());
        new RigSampler(bound).pose(0, pose);
        assertThat(pose.ikSoftness[0]).isEqualTo(2);
        assertThat(pose.ikBendPositive[0]).isFalse();
        assertThat(pose.ikMix[0]).isEqualTo(0.5);
        RigPose manual = new RigPose(bound.rig());
        manual.setToSetup();
        manual.ik(0, 0.5, 2, false);
        manual.update();
        assertThat(pose.hash()).isEqualTo(manual.hash());
    }

    @Test
    void slotTracksSetColourAndAttachmentUnderTheActiveSkin() {
        RigClip bound = bind(rig(),
                track("arm/hand", "slot/hat.attachment", Kind.ENUM, step(0, new Value.Symbol("hat")),
                        step(0.5, new Value.Symbol(""))),
                track("arm", "slot/body.color", Kind.COLOR, linear(0, Value.Vec.of(1, 0.5, 0.25, 1))),
                track("", "slot/body.color", Kind.COLOR, linear(0, Value.Vec.of(0, 0, 0, 0))),
                track("arm", "slot/body.color.a", Kind.FLOAT32, linear(0, new Value.Num(0.125))),
                track("arm", "slot/body.color.x", Kind.FLOAT32, linear(0, new Value.Num(0.5))));
        assertThat(bound.unbound()).containsExactly(":slot/body.color", "arm:slot/body.color.x");
        CompiledRig rig = bound.rig();
        RigPose pose = new RigPose(rig);
        RigSampler sampler = new RigSampler(bound);
        sampler.pose(0, pose);
        int hat = rig.slot("hat");
        assertThat(rig.attachmentSource(pose.attachment(hat)).sprite()).isEqualTo("a.png#h");
        assertThat(pose.color(rig.slot("body"), 1)).isEqualTo(0.5);
        assertThat(pose.color(rig.slot("body"), 3)).as("the lane track after the whole one").isEqualTo(0.125);
        pose.skin(rig.skin("red"));
        sampler.pose(0, pose);
        assertThat(rig.attachmentSource(pose.attachment(hat)).sprite()).isEqualTo("a.png#r");
        sampler.pose(0.75, pose);
        assertThat(pose.attachment(hat)).isEqualTo(-1);
    }

    @Test
    void deformTracksOffsetTheirSkinsMeshOnly() {
        RigClip bound = bind(rig(),
                track("arm", "deform/default/body/body", Kind.VEC4, linear(0, Value.Vec.of(0.5, 0, 0, 0.25))),
                track("arm", "deform/red/body/body", Kind.VEC4, linear(0, Value.Vec.of(1, 1, 1, 1))),
                track("arm", "deform/default/body/body", Kind.VEC2, linear(0, Value.Vec.of(1, 1))),
                track("arm", "deform/default/body/body/x", Kind.VEC2, linear(0, Value.Vec.of(1, 1))),
                track("arm", "deform/default/body/body/9999999999", Kind.VEC2, linear(0, Value.Vec.of(1, 1))),
                track("arm", "deform/default/body", Kind.VEC2, linear(0, Value.Vec.of(1, 1))));
        assertThat(bound.unbound()).containsExactly("arm:deform/red/body/body", "arm:deform/default/body/body",
                "arm:deform/default/body/body/x", "arm:deform/default/body/body/9999999999", "arm:deform/default/body");
        RigPose pose = new RigPose(bound.rig());
        new RigSampler(bound).pose(0, pose);
        RigPose manual = new RigPose(bound.rig());
        manual.setToSetup();
        manual.deform(0, new double[] {0.5, 0, 0, 0.25});
        manual.update();
        assertThat(pose.vertices(0)).containsExactly(manual.vertices(0));
        assertThat(pose.hash()).isEqualTo(manual.hash());
    }
}
