package dev.reel.runtime.rig;

import dev.reel.io.RigCodec;
import dev.reel.model.rig.Bone;
import dev.reel.model.rig.IkConstraint;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.Rig;
import dev.reel.model.rig.Skin;
import dev.reel.model.rig.Slot;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A model rig compiled: bone order, names and paths, slots, skins, meshes renumbered, IK. */
class RigCompileTest {

    static Rig hero() throws IOException {
        try (InputStream in = RigCompileTest.class.getResourceAsStream("/dev/reel/io/rig/hero.aerig")) {
            return RigCodec.read(in.readAllBytes(), "hero.aerig").value();
        }
    }

    @Test
    void bonesGoParentFirstTakingTheFirstInFileOrderWhoseParentIsPlaced() {
        Rig rig = Rig.of(List.of(Bone.of("c", "b"), Bone.of("a", null), Bone.of("d", "a"), Bone.of("b", "a"),
                Bone.of("e", "c")), List.of(), List.of(), List.of());
        CompiledRig compiled = CompiledRig.of(rig);
        assertThat(List.of(compiled.boneName(0), compiled.boneName(1), compiled.boneName(2), compiled.boneName(3),
                compiled.boneName(4))).containsExactly("a", "d", "b", "c", "e");
        assertThat(compiled.parent(3)).isEqualTo(compiled.bone("b"));
        assertThat(compiled.bonePath(compiled.bone("e"))).isEqualTo("b/c/e");
        assertThat(compiled.boneAt("")).isEqualTo(0);
        assertThat(compiled.boneAt("b/c")).isEqualTo(3);
        assertThatThrownBy(() -> CompiledRig.of(Rig.of(List.of(Bone.of("a", "b"), Bone.of("b", "a")), List.of(),
                List.of(), List.of()))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> CompiledRig.of(Rig.of(List.of(Bone.of("a", null), Bone.of("b", "x")), List.of(),
                List.of(), List.of()))).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void meshInfluencesFollowTheBonesToTheirNewPlaces() {
        // "leg" (file index 0) comes after "root" (file index 1) once ordered: influence 0 names file bone 0.
        MeshAttachment mesh = MeshAttachment.weighted("m", "s", "a.png#c", new double[] {0, 0, 0, 0}, null, 0, null,
                new int[] {0, 1, 3}, new int[] {0, 0, 1}, new double[] {1, 2, 3, 4, 5, 6}, new double[] {1, 0.5, 0.5});
        Rig rig = Rig.of(List.of(Bone.of("leg", "root").withTransform(10, 0, 0, 1, 1, 0, 0), Bone.of("root", null)),
                List.of(Slot.of("s", "root", "m")), List.of(new Skin("default", List.of(mesh), null)), List.of());
        CompiledRig compiled = CompiledRig.of(rig);
        SkinnedMesh skinned = compiled.mesh(0);
        assertThat(skinned.bone).containsExactly(1, 1, 0);
        RigPose pose = new RigPose(compiled);
        assertThat(pose.vertices(0)).containsExactly(11, 2, 0.5 * (3 + 10.0) + 0.5 * 5, 0.5 * 4 + 0.5 * 6);
        assertThat(compiled.attachmentSource(compiled.meshAttachment(0))).isSameAs(mesh);
    }

    @Test
    void theHeroSampleCompilesAndPosesWithItsSkinsAndConstraints() throws IOException {
        Rig rig = hero();
        CompiledRig compiled = CompiledRig.of(rig);
        assertThat(compiled.boneCount()).isEqualTo(6);
        assertThat(compiled.inherit(compiled.bone("thigh")).word()).isEqualTo("noScale");
        assertThat(compiled.slotCount()).isEqualTo(3);
        assertThat(compiled.skin("armoured")).isEqualTo(1);
        assertThat(compiled.ikCount()).isEqualTo(2);
        IkConstraint leg = rig.ik("leg");
        assertThat(compiled.ikSoftness[compiled.ik("leg")]).isEqualTo(leg.softness());
        assertThat(compiled.ikBendPositive[compiled.ik("leg")]).isFalse();
        assertThat(compiled.ikIterations[compiled.ik("look")]).isEqualTo(4);
        RigPose pose = new RigPose(compiled);
        int head = compiled.slot("head");
        assertThat(compiled.attachmentName(pose.attachment(head))).isEqualTo("head");
        int plainHead = pose.attachment(head);
        pose.skin(compiled.skin("armoured"));
        pose.setToSetup();
        pose.update();
        assertThat(pose.attachment(head)).isNotEqualTo(plainHead);
        assertThat(compiled.attachmentSkin[pose.attachment(head)]).isEqualTo(1);
        assertThat(pose.vertices(compiled.attachmentMesh(pose.attachment(compiled.slot("leg"))))).hasSize(8);
        assertThat(new RigPose(compiled).hash()).isEqualTo(new RigPose(CompiledRig.of(hero())).hash());
    }
}
