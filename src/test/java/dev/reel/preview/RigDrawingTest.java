package dev.reel.preview;

import dev.reel.model.Extras;
import dev.reel.model.rig.Attachment;
import dev.reel.model.rig.Bone;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.RegionAttachment;
import dev.reel.model.rig.Rgba;
import dev.reel.model.rig.Rig;
import dev.reel.model.rig.Skin;
import dev.reel.model.rig.Slot;
import dev.reel.runtime.rig.RigPose;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** A posed rig's draw list: regions as sprites where the runtime puts them, meshes as triangles, in draw order. */
class RigDrawingTest {
    @TempDir
    Path temp;

    private SpriteAtlas atlas;
    private LoadedRig rig;

    @BeforeEach
    void project() throws IOException {
        atlas = new SpriteAtlas(RigArm.copyTo(temp));
        List<Bone> bones = List.of(Bone.of("root", null),
                Bone.of("arm", "root").withTransform(10, 20, 0.4, 1, 1, 0, 0).withLength(30));
        MeshAttachment patch = MeshAttachment.unweighted("patch", "back", "assets/arm.png#arm",
                new double[] {0, 0, 64, 0, 0, 16}, new int[] {0, 1, 2}, 3, null, new double[] {0, 0, 64, 0, 0, 16});
        RegionAttachment badge = new RegionAttachment("badge", "front", "assets/arm.png#arm", 5, -3, 0.25, 2, 0.5,
                Extras.NONE);
        List<Attachment> attachments = List.of(patch, badge);
        rig = LoadedRig.of(Rig.of(bones, List.of(Slot.of("back", "arm", "patch"),
                Slot.of("front", "arm", "badge").withColor(new Rgba(1, 0.5, 0.25, 0.75))),
                List.of(new Skin(Skin.DEFAULT, attachments, Extras.NONE)), List.of()));
    }

    @Test
    void aRegionIsASpriteWhereTheRuntimePutsItTintedByItsSlot() {
        RigPose pose = new RigPoser(rig, null).setup();
        List<String> paths = new ArrayList<>();
        List<Sprite> sprites = RigDrawing.sprites(rig, pose, atlas, Transform2D.IDENTITY, 3, paths);
        assertThat(sprites).hasSize(2);
        assertThat(paths).containsExactly("arm", "arm");
        Sprite badge = sprites.get(1);
        assertThat(badge.isMesh()).isFalse();
        Transform2D expected = Transform2D.of(10, 20, 0.4, 1, 1).times(Transform2D.of(5, -3, 0.25, 2, 0.5));
        assertThat(badge.x()).isCloseTo(expected.x0(), within(1e-12));
        assertThat(badge.y()).isCloseTo(expected.y0(), within(1e-12));
        assertThat(badge.rotation()).isCloseTo(0.65, within(1e-12));
        assertThat(badge.scaleX()).isCloseTo(2, within(1e-12));
        assertThat(badge.scaleY()).isCloseTo(0.5, within(1e-12));
        assertThat(badge.pivotY()).isEqualTo(0.5);
        assertThat(badge.green()).isEqualTo(0.5f);
        assertThat(badge.alpha()).isEqualTo(0.75f);
        assertThat(badge.layer()).isEqualTo(3);
        // The unweighted mesh sits in its bone's space: its corner (64, 0) goes where the bone takes it.
        SpriteMesh patch = sprites.get(0).mesh();
        Transform2D bone = Transform2D.of(10, 20, 0.4, 1, 1);
        assertThat(patch.positions()[2]).isCloseTo(bone.apply(64, 0).x(), within(1e-12));
        assertThat(patch.positions()[3]).isCloseTo(bone.apply(64, 0).y(), within(1e-12));
    }

    @Test
    void theDrawOrderAndAttachmentsOfThePoseDecide() {
        RigPose pose = new RigPoser(rig, null).setup();
        pose.drawOrder(new int[] {1, 0});
        List<Sprite> swapped = RigDrawing.sprites(rig, pose, atlas, Transform2D.IDENTITY, 0);
        assertThat(swapped.get(0).isMesh()).isFalse();
        assertThat(swapped.get(1).isMesh()).isTrue();
        pose.attachment(0, -1);
        assertThat(RigDrawing.sprites(rig, pose, atlas, Transform2D.IDENTITY, 0)).hasSize(1);
    }

    @Test
    void theFigureHasEveryBoneAndTheShownMeshesInTheirColours() {
        RigPose pose = new RigPoser(rig, null).setup();
        RigFigure figure = RigDrawing.figure(rig, pose, Transform2D.translation(100, 0));
        assertThat(figure.bonePaths()).containsExactly("", "arm");
        assertThat(figure.world(1).x0()).isCloseTo(110, within(1e-12));
        assertThat(figure.lengths()[1]).isEqualTo(30);
        assertThat(figure.colours()[0]).isNotEqualTo(figure.colours()[1]);
        assertThat(figure.meshes()).hasSize(1);
        RigFigure.Mesh patch = figure.meshes().get(0);
        assertThat(patch.hull()).isEqualTo(3);
        assertThat(patch.colours()).containsOnly(figure.colours()[1]);
    }
}
