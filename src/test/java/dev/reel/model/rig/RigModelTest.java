package dev.reel.model.rig;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class RigModelTest {

    private static Rig leg() {
        return Rig.of(List.of(Bone.of("thigh", "hip"), Bone.of("root", null), Bone.of("hip", "root"),
                        Bone.of("shin", "thigh")),
                List.of(Slot.of("leg", "thigh", "leg")),
                List.of(new Skin("default", List.of(RegionAttachment.of("leg", "leg", "a.png#leg")), null),
                        new Skin("armour", List.of(RegionAttachment.of("leg", "leg", "b.png#leg")), null)),
                List.of(IkConstraint.of("foot", List.of("thigh", "shin"), "root")));
    }

    @Test
    void bonesAreAddressedByPathsFromTheRoot() {
        Rig rig = leg();
        assertThat(rig.bonePath(rig.boneIndex("root"))).isEmpty();
        assertThat(rig.bonePath(rig.boneIndex("hip"))).isEqualTo("hip");
        assertThat(rig.bonePath(rig.boneIndex("shin"))).isEqualTo("hip/thigh/shin");
        assertThat(rig.boneAt("hip/thigh")).isEqualTo(0);
        assertThat(rig.boneAt("thigh")).isEqualTo(-1);
        assertThat(rig.rootIndex()).isEqualTo(1);
    }

    @Test
    void aCycleHasNoPath() {
        Rig rig = Rig.of(List.of(Bone.of("root", null), Bone.of("a", "b"), Bone.of("b", "a")), List.of(), List.of(),
                List.of());
        assertThat(rig.bonePath(1)).isNull();
        assertThat(rig.boneAt("a")).isEqualTo(-1);
    }

    @Test
    void anAttachmentMissingFromTheActiveSkinComesFromTheDefaultSkin() {
        Rig rig = leg();
        assertThat(rig.attachment("armour", "leg", "leg").sprite()).isEqualTo("b.png#leg");
        assertThat(rig.attachment("nosuch", "leg", "leg").sprite()).isEqualTo("a.png#leg");
        assertThat(rig.attachment("armour", "leg", "")).isNull();
    }

    @Test
    void aMeshCopiesItsArraysInAndOut() {
        double[] uvs = {0, 0, 10, 0, 0, 10};
        double[] positions = {1, 2, 3, 4, 5, 6};
        MeshAttachment mesh = MeshAttachment.unweighted("m", "s", "a.png#c", uvs, new int[] {0, 1, 2}, 3, null,
                positions);
        uvs[0] = 99;
        mesh.positions()[0] = 99;
        assertThat(mesh.uv(0)).isZero();
        assertThat(mesh.position(0)).isEqualTo(1);
        assertThat(mesh.vertexCount()).isEqualTo(3);
        assertThat(mesh.deformLanes()).isEqualTo(6);
        assertThat(mesh.weighted()).isFalse();
        assertThat(mesh).isEqualTo(MeshAttachment.unweighted("m", "s", "a.png#c", new double[] {0, 0, 10, 0, 0, 10},
                new int[] {0, 1, 2}, 3, new int[0], new double[] {1, 2, 3, 4, 5, 6}));
    }

    @Test
    void aWeightedMeshListsInfluencesPerVertex() {
        MeshAttachment mesh = MeshAttachment.weighted("m", "s", "a.png#c", new double[] {0, 0, 1, 1}, null, 0, null,
                new int[] {0, 2, 3}, new int[] {0, 1, 1}, new double[] {1, 1, 2, 2, 3, 3},
                new double[] {0.25, 0.75, 1});
        assertThat(mesh.weighted()).isTrue();
        assertThat(mesh.influencesOf(0)).isEqualTo(2);
        assertThat(mesh.influencesOf(1)).isEqualTo(1);
        assertThat(mesh.influenceCount()).isEqualTo(3);
        assertThat(mesh.influenceBone(2)).isEqualTo(1);
        assertThat(mesh.weight(1)).isEqualTo(0.75);
    }

    @Test
    void lengthsThatDoNotFitTogetherAreRefused() {
        assertThatThrownBy(() -> MeshAttachment.unweighted("m", "s", "x", new double[] {0, 0}, null, 0, null,
                new double[] {1, 2, 3, 4})).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> MeshAttachment.weighted("m", "s", "x", new double[] {0, 0}, null, 0, null,
                new int[] {0, 0}, new int[0], new double[0], new double[0]))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> MeshAttachment.unweighted("m", "s", "x", new double[] {0, 0}, null, 2, null,
                new double[] {1, 2})).isInstanceOf(IllegalArgumentException.class);
    }
}
