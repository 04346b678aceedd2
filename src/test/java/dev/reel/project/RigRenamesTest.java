package dev.reel.project;

import dev.reel.io.ProjectFolder;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Renames and moves keep the references to and from rigs: a clip's {@code rig=asset(...)}, a rig's sprites. */
class RigRenamesTest {
    private static final String RIG = """
            rig version=1 {
              bone "root"
              slot "body" bone="root" attachment="body"
              skin "default" {
                region "body" slot="body" sprite=asset("assets/knight/knight_jump.png#knight_jump_001")
              }
            }
            """;
    private static final String CLIP = """
            anim version=1 length=1 rig=asset("anim/knight/knight.aerig") {
              track "" prop="slot/body.color" kind=color {
                key t=0 v=[1, 1, 1, 1] {}
              }
            }
            """;

    @TempDir
    Path temp;
    Path root;
    ProjectFolder folder;
    ProjectHistory history;

    @BeforeEach
    void copySampleWithARig() throws Exception {
        root = ProjectFiles.sample(temp);
        Files.writeString(root.resolve("anim/knight/knight.aerig"), RIG);
        Files.writeString(root.resolve("anim/knight/pose.aeanim"), CLIP);
        folder = ProjectFolder.at(root);
        history = new ProjectHistory(root, Trash.inProject(root));
        assertThat(RenamesTest.ast002(root)).isEmpty();
    }

    @Test
    void renamingARigRewritesTheClipsThatAnimateIt() {
        Map<String, String> before = ProjectFiles.snapshot(root);
        Outcome outcome = new Renames(folder).rename(Path.of("anim/knight/knight.aerig"), Path.of("anim/knight/hero.aerig"));
        assertThat(outcome.ok()).isTrue();
        assertThat(Renames.rewritten(outcome.plan())).containsExactly(Map.entry("anim/knight/pose.aeanim", List.of(1)));
        assertThat(history.apply(outcome.plan())).isEmpty();
        assertThat(ProjectFiles.read(root.resolve("anim/knight/pose.aeanim")))
                .isEqualTo(CLIP.replace("anim/knight/knight.aerig", "anim/knight/hero.aerig"));
        assertThat(RenamesTest.ast002(root)).isEmpty();
        assertThat(history.undo()).isEmpty();
        assertThat(ProjectFiles.snapshot(root)).isEqualTo(before);
    }

    @Test
    void movingASheetRewritesTheSpritesOfARig() {
        Outcome outcome = new Renames(folder).rename(Path.of("assets/knight/knight_jump.png"), Path.of("assets/hero/jump.png"));
        assertThat(outcome.ok()).isTrue();
        assertThat(Renames.rewritten(outcome.plan())).containsKey("anim/knight/knight.aerig");
        assertThat(history.apply(outcome.plan())).isEmpty();
        assertThat(ProjectFiles.read(root.resolve("anim/knight/knight.aerig")))
                .isEqualTo(RIG.replace("assets/knight/knight_jump.png", "assets/hero/jump.png"));
        assertThat(RenamesTest.ast002(root)).isEmpty();
    }

    @Test
    void aRigKeepsItsExtension() {
        assertThat(new Renames(folder).rename(Path.of("anim/knight/knight.aerig"), Path.of("anim/knight/knight.aeanim"))
                .refusal().message()).contains("keeps its extension");
    }
}
