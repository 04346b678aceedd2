package dev.reel.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reel.ui.TestProjects;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static dev.reel.cli.CheckCommandTest.reel;
import static org.assertj.core.api.Assertions.assertThat;

class MoveCommandTest {
    @TempDir
    Path temp;
    Path root;

    @BeforeEach
    void copySample() {
        root = TestProjects.platformer(temp);
    }

    private String at(String relative) {
        return root.resolve(relative).toString();
    }

    @Test
    void dryRunListsTheChangesAndChangesNothing() throws Exception {
        String controller = Files.readString(root.resolve("anim/knight.aectrl"));
        CheckCommandTest.Run run = reel("mv", "--dry-run", at("anim/knight/run.aeanim"), at("anim/knight/sprint.aeanim"));
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).isEqualTo("move anim/knight/run.aeanim -> anim/knight/sprint.aeanim\n"
                + "rewrite anim/knight.aectrl (line 12)\n"
                + "would change 2 files (1 moved, 1 rewritten)\n");
        assertThat(root.resolve("anim/knight/run.aeanim")).exists();
        assertThat(Files.readString(root.resolve("anim/knight.aectrl"))).isEqualTo(controller);
    }

    @Test
    void movingASheetIntoAFolderTakesItsMetaAndRewritesTheClips() throws Exception {
        CheckCommandTest.Run run = reel("mv", at("assets/knight/knight_idle.png"), at("assets/hero") + "/");
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("move assets/knight/knight_idle.png.meta -> assets/hero/knight_idle.png.meta")
                .contains("rewrite anim/knight/idle.aeanim (line 4)");
        assertThat(Files.readString(root.resolve("anim/knight/idle.aeanim")))
                .contains("\"assets/hero/knight_idle.png#knight_idle_000\"");
        CheckCommandTest.Run check = reel("check", root.toString());
        assertThat(check.out()).contains("0 errors, 0 warnings");
    }

    @Test
    void jsonNamesEveryMoveAndRewrittenFile() throws Exception {
        CheckCommandTest.Run run = reel("mv", "--json", at("anim/knight"), at("anim/hero"));
        assertThat(run.exit()).as(run.err()).isZero();
        JsonNode json = new ObjectMapper().readTree(run.out());
        assertThat(json.get("done").asBoolean()).isTrue();
        assertThat(json.get("moves").get(0).get("to").asText()).isEqualTo("anim/hero");
        assertThat(json.get("rewritten").get(0).get("file").asText()).isEqualTo("anim/knight.aectrl");
        assertThat(json.get("rewritten").get(0).get("lines").toString()).isEqualTo("[11,12,13,14,15]");
        assertThat(Files.readString(root.resolve("anim/knight.aectrl"))).contains("asset(\"anim/hero/run.aeanim\")");
    }

    @Test
    void aTakenNameOrAPathOutsideChangesNothingAndExitsOne() {
        CheckCommandTest.Run taken = reel("mv", at("anim/knight/run.aeanim"), at("anim/knight/idle.aeanim"));
        assertThat(taken.exit()).isEqualTo(1);
        assertThat(taken.err()).contains("MOV001").contains("anim/knight/idle.aeanim exists already");
        CheckCommandTest.Run outside = reel("mv", at("anim/knight/run.aeanim"), temp.resolve("run.aeanim").toString());
        assertThat(outside.exit()).isEqualTo(1);
        assertThat(outside.err()).contains("AST001");
        assertThat(root.resolve("anim/knight/run.aeanim")).exists();
        assertThat(temp.resolve("run.aeanim")).doesNotExist();
    }
}
