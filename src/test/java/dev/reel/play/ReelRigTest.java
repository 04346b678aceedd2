package dev.reel.play;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reel.cli.ReelCommand;
import dev.reel.runtime.rig.RigPose;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A game plays rigs as {@code reel play} and {@code reel replay} do: {@link ReelPlayer#rigPose()} and
 * {@link ReelAnimator#rigPose()} give the pose they print, and the state hashes agree step by step.
 */
class ReelRigTest {
    private static final Path RIG = Path.of("src/test/resources/golden/rig");
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path temp;

    @Test
    void aPlayerPosesTheRigItsClipNamesAsReelPlayPrintsIt() throws Exception {
        ReelProject project = ReelProject.open(RIG);
        ReelClip clip = project.clip("anim/mesh.aeanim");
        assertThat(clip.hasRig()).isTrue();
        ReelPlayer player = clip.newPlayer();
        StringWriter out = new StringWriter();
        int exit = ReelCommand.run(new String[] {"play", RIG.resolve("anim/mesh.aeanim").toString(), "--json"},
                new PrintWriter(out), new PrintWriter(new StringWriter()));
        assertThat(exit).isZero();
        String[] lines = out.toString().split("\n");
        assertThat(lines).hasSize(61);
        for (String line : lines) {
            player.step();
            JsonNode rig = JSON.readTree(line).get("rig");
            RigPose pose = player.rigPose();
            double[] world = new double[6];
            int bone = pose.rig().boneAt("arm/hand");
            pose.world(bone, world, 0);
            for (int i = 0; i < 6; i++) {
                assertThat(world[i]).isEqualTo(rig.get("bones").get("arm/hand").get(i).asDouble());
            }
            double[] skin = pose.vertices(pose.rig().attachmentMesh(pose.attachment(pose.rig().slot("skin"))));
            for (int i = 0; i < skin.length; i++) {
                assertThat(skin[i]).isEqualTo(rig.get("vertices").get("skin").get(i).asDouble());
            }
            assertThat(pose.rig().slotName(pose.drawn(0))).isEqualTo(rig.get("drawOrder").get(0).asText());
        }
        assertThat(project.clip("anim/walk.aeanim").hasRig()).isTrue();
    }

    @Test
    void anAnimatorOfARigAgreesWithReelReplayStepByStep() throws Exception {
        ReelAnimator animator = ReelProject.open(RIG).controller("char.aectrl").newAnimator();
        assertThat(animator.rigPose()).isNotNull();
        ReplayParity.compare(animator, RIG.resolve("char.script"),
                ReplayParity.replay(RIG.resolve("char.aectrl"), RIG.resolve("char.script"), 60));
    }

    @Test
    void aClipWhoseRigIsMissingDoesNotLoad() throws Exception {
        Files.writeString(temp.resolve("project.aego"), "project version=1 name=\"x\" {}\n");
        Files.writeString(temp.resolve("a.aeanim"), "anim version=1 length=1 rig=asset(\"gone.aerig\") {}\n");
        ReelProject project = ReelProject.open(temp);
        assertThatThrownBy(() -> project.clip("a.aeanim")).isInstanceOf(ReelLoadException.class)
                .hasMessageContaining("gone.aerig");
    }

    @Test
    void clipsWithoutARigHaveNoRigPose() throws Exception {
        ReelProject project = ReelProject.open(Path.of("sample-projects/platformer"));
        List<String> none = List.of("anim/knight/run.aeanim");
        for (String path : none) {
            ReelClip clip = project.clip(path);
            assertThat(clip.hasRig()).isFalse();
            assertThat(clip.newPlayer().rigPose()).isNull();
        }
    }
}
