package dev.reel.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class CheckCommandTest {
    @TempDir
    Path temp;

    /** What one run printed and returned. */
    record Run(int exit, String out, String err) {
    }

    static Run reel(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = ReelCommand.run(args, new PrintWriter(out), new PrintWriter(err));
        return new Run(exit, out.toString(), err.toString());
    }

    @Test
    void theSampleProjectHasNoErrors() {
        Run run = reel("check", "sample-projects/platformer");
        assertThat(run.out()).as(run.out()).contains("0 errors");
        assertThat(run.exit()).isZero();
    }

    private Path brokenProject() throws Exception {
        Path root = Files.createDirectories(temp.resolve("game"));
        Files.writeString(root.resolve("project.aego"), "project version=1 name=\"Game\" {}\n");
        Files.createDirectories(root.resolve("anim"));
        Files.writeString(root.resolve("anim/walk.aeanim"), "anim version=1 length=1 {\n"
                + "  event t=2 name=\"Hit\" {}\n}\n");
        Files.writeString(root.resolve("anim/ok.aeanim"), "anim version=1 length=1 {}\n");
        return root;
    }

    @Test
    void printsFileLineColumnCodeAndMessageThenASummaryAndExitsOne() throws Exception {
        Path root = brokenProject();
        Run run = reel("check", root.toString());
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.out()).contains(root + "/anim/walk.aeanim:2:11 ANM002 event at t=2 is outside the clip [0, 1]")
                .contains("1 error, 0 warnings in 3 files");
    }

    @Test
    void aSingleFileIsCheckedInItsProject() throws Exception {
        Path root = brokenProject();
        Run run = reel("check", root.resolve("anim/ok.aeanim").toString());
        assertThat(run.exit()).isZero();
        assertThat(run.out()).contains("0 errors, 0 warnings in 1 file");
        Files.writeString(root.resolve("anim/ok.aeanim"), "anim version=1 length=1 {\n  event t=0 name=\"Boom\" {}\n}\n");
        Run undeclared = reel("check", root.resolve("anim/ok.aeanim").toString());
        assertThat(undeclared.exit()).isEqualTo(1);
        assertThat(undeclared.out()).contains("ok.aeanim:2:3 ANM003");
    }

    @Test
    void jsonPrintsAnArrayOfDiagnostics() throws Exception {
        Path root = brokenProject();
        Run run = reel("check", "--json", root.toString());
        assertThat(run.exit()).isEqualTo(1);
        JsonNode array = new ObjectMapper().readTree(run.out());
        assertThat(array.isArray()).isTrue();
        assertThat(array).hasSize(1);
        JsonNode first = array.get(0);
        assertThat(first.get("file").asText()).endsWith("anim/walk.aeanim");
        assertThat(first.get("line").asInt()).isEqualTo(2);
        assertThat(first.get("col").asInt()).isEqualTo(11);
        assertThat(first.get("code").asText()).isEqualTo("ANM002");
        assertThat(first.get("severity").asText()).isEqualTo("error");
        assertThat(first.get("message").asText()).contains("outside");
    }

    @Test
    void aFolderWithoutProjectFileIsNotAProject() throws Exception {
        Run run = reel("check", temp.toString());
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.out()).contains("PRJ001");
    }

    @Test
    void wrongUsageExitsTwo() {
        assertThat(reel("check").exit()).isEqualTo(2);
        assertThat(reel("check", "--bogus", ".").exit()).isEqualTo(2);
        assertThat(reel("frobnicate").exit()).isEqualTo(2);
    }

    @Test
    void aMissingPathIsReported() {
        Run run = reel("check", temp.resolve("nope").toString());
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.out()).contains("IO001");
    }
}
