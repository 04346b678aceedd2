package dev.reel.preview;

import dev.reel.runtime.CompiledClip;
import dev.reel.runtime.MemoryScene;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** A clip with {@code rig=asset(...)} is posed by its rig: the mesh where the bones put it, at the clip's time. */
class RigPoseAdapterTest {
    private static final double CLOSE = 1e-9;

    @TempDir
    Path temp;

    private PoseAdapter adapter;
    private CompiledClip clip;

    @BeforeEach
    void project() throws IOException {
        Path root = RigArm.copyTo(temp);
        adapter = new PoseAdapter(new SpriteAtlas(root));
        clip = RigArm.clip(root);
    }

    private Pose poseAt(double time) {
        PoseSampler sampler = adapter.sampler(clip, MemoryScene.open());
        assertThat(sampler.rig()).as("the clip's rig is found: %s", adapter.rigs().problems()).isNotNull();
        sampler.pose(time);
        return adapter.pose(sampler);
    }

    private static void assertAt(SpriteMesh mesh, int vertex, double[] expected) {
        assertThat(mesh.positions()[2 * vertex]).as("x of vertex %d", vertex).isCloseTo(expected[0], within(CLOSE));
        assertThat(mesh.positions()[2 * vertex + 1]).as("y of vertex %d", vertex)
                .isCloseTo(expected[1], within(CLOSE));
    }

    @Test
    void theMeshIsWhereTheBonesPutItAtTheCursor() {
        Pose pose = poseAt(1);
        assertThat(pose.sprites()).hasSize(1);
        Sprite arm = pose.sprites().get(0);
        assertThat(arm.isMesh()).isTrue();
        assertThat(arm.sheet()).isEqualTo("assets/arm.png");
        assertThat(arm.source().width()).isEqualTo(64);
        SpriteMesh mesh = arm.mesh();
        assertThat(mesh.vertexCount()).isEqualTo(27);
        assertThat(mesh.triangleCount()).isEqualTo(32);
        // Vertex 0 (uv 0, 0) sits on the upper bone alone; vertex 8 (uv 64, 0) and 9 (64, 8) on the lower.
        assertAt(mesh, 0, RigArm.upper(0, -8));
        assertAt(mesh, 8, RigArm.lower(32, -8, RigArm.BEND));
        assertAt(mesh, 9, RigArm.lower(32, 0, RigArm.BEND));
        // Vertex 4 (uv 32, 0), on the elbow, is half of each.
        double[] byUpper = RigArm.upper(32, -8);
        double[] byLower = RigArm.lower(0, -8, RigArm.BEND);
        assertAt(mesh, 4, new double[] {(byUpper[0] + byLower[0]) / 2, (byUpper[1] + byLower[1]) / 2});
        assertThat(mesh.uvs()[2 * 9]).isEqualTo(64);
        assertThat(mesh.uvs()[2 * 9 + 1]).isEqualTo(8);
        assertThat(pose.world().get("upper/lower").x0()).isCloseTo(RigArm.upper(32, 0)[0], within(CLOSE));
        assertThat(pose.rig()).isNotNull();
        assertThat(pose.rig().boneCount()).isEqualTo(3);
        assertThat(pose.rig().meshes()).hasSize(1);
        // A disc of 27 vertices and 32 triangles has 27 + 32 - 1 edges, each drawn once by the wireframe.
        assertThat(pose.rig().meshes().get(0).wires()).hasSize(2 * 58);
    }

    @Test
    void theClipsTimeBendsTheArmAndTheStartIsStraight() {
        SpriteMesh straight = poseAt(0).sprites().get(0).mesh();
        assertAt(straight, 9, RigArm.upper(64, 0));
        SpriteMesh half = poseAt(0.5).sprites().get(0).mesh();
        assertAt(half, 9, RigArm.lower(32, 0, RigArm.BEND / 2));
    }

    @Test
    void theLivePoserKeepsItsPoseUntilTheClipChangesAndShowsTheSetupWithoutOne() {
        RigPoser live = adapter.livePoser(clip.source(), clip);
        assertThat(adapter.livePoser(clip.source(), clip)).isSameAs(live);
        RigPoser setup = adapter.livePoser(clip.source(), null);
        assertThat(setup).isNotSameAs(live);
        setup.pose(1);
        Pose pose = adapter.pose(MemoryScene.open(), Transform2D.IDENTITY, setup);
        assertAt(pose.sprites().get(0).mesh(), 9, RigArm.upper(64, 0));
    }

    @Test
    void aPlacementMovesTheWholeRig() {
        PoseSampler sampler = adapter.sampler(clip, MemoryScene.open());
        sampler.pose(1);
        Pose pose = adapter.pose(sampler, Transform2D.translation(100, 50));
        double[] tip = RigArm.lower(32, 0, RigArm.BEND);
        assertAt(pose.sprites().get(0).mesh(), 9, new double[] {tip[0] + 100, tip[1] + 50});
        assertThat(pose.bounds().left()).isGreaterThan(90);
    }

    @Test
    void aClipWithoutARigOrWithAnUnreadableOneDrawsNodesOnly() throws IOException {
        CompiledClip plain = CompiledClip.compile(dev.reel.model.Clip.empty(1, dev.reel.model.LoopMode.LOOP));
        assertThat(adapter.sampler(plain, MemoryScene.open()).rig()).isNull();
        CompiledClip missing = CompiledClip.compile(clip.source().withRig("rigs/none.aerig"));
        assertThat(adapter.sampler(missing, MemoryScene.open()).rig()).isNull();
        assertThat(adapter.rigs().problems()).anyMatch(problem -> problem.contains("rigs/none.aerig"));
        List<Sprite> sprites = ExportFrames.clip(missing, null, 2.0, 1, adapter).frames().get(0);
        assertThat(sprites).isEmpty();
    }
}
