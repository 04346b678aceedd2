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

    private static String meta(String atlasGroup, String... cells) {
        StringBuilder text = new StringBuilder("{\n  \"version\": 1,\n  \"import\": {\"atlasGroup\": "
                + (atlasGroup == null ? "null" : "\"" + atlasGroup + "\"") + "},\n  \"cells\": [");
        for (int i = 0; i < cells.length; i++) {
            text.append(i == 0 ? "\n" : ",\n").append("    ").append(cells[i]);
        }
        return text.append("\n  ]\n}\n").toString();
    }

    private Path projectWithSheets() throws Exception {
        Path root = Files.createDirectories(temp.resolve("game"));
        Files.writeString(root.resolve("project.aego"), "project version=1 name=\"Game\" {}\n");
        Path assets = Files.createDirectories(root.resolve("assets"));
        Sheets.blank(32, 16).box(0, 0, 4, 4).write(assets.resolve("hero.png"));
        Files.writeString(assets.resolve("hero.png.meta"), meta(null,
                "{\"name\": \"hero_000\", \"id\": \"000000000001\", \"rect\": [0, 0, 16, 16], \"pivot\": [0.5, 1]}",
                "{\"name\": \"hero_001\", \"id\": \"000000000002\", \"rect\": [20, 0, 16, 16], \"pivot\": [0.5, 1]}"));
        Sheets.blank(16, 16).write(assets.resolve("coin.png"));
        Files.writeString(assets.resolve("coin.png.meta"), meta("props",
                "{\"name\": \"coin_000\", \"id\": \"000000000003\", \"rect\": [0, 0, 16, 16], \"pivot\": [0.5, 1]}"));
        Files.writeString(assets.resolve("notes.png"), "not a picture");
        byte[] whole = Files.readAllBytes(assets.resolve("hero.png"));
        Files.write(assets.resolve("cut.png"), java.util.Arrays.copyOf(whole, whole.length - 20));
        return root;
    }

    @Test
    void sheetsAreCheckedAgainstTheirPngsWithEachProblemReportedOnce() throws Exception {
        Path root = projectWithSheets();
        Run run = reel("check", root.toString());
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.out()).contains(root + "/assets/hero.png.meta:0:0 MET002 cell hero_001 has rect [20, 0, 16, 16],"
                        + " which reaches past the 32 × 16 sheet")
                .contains(root + "/assets/notes.png:0:0 PNG001 notes.png is not a PNG file")
                .contains(root + "/assets/cut.png:0:0 PNG001 cut.png is truncated")
                .contains(root + "/assets/coin.png.meta:3:")
                .contains("4 errors, 0 warnings in 7 files");
        JsonNode array = new ObjectMapper().readTree(reel("check", "--json", root.toString()).out());
        assertThat(array).extracting(d -> d.get("code").asText() + " " + d.get("file").asText().substring(
                root.toString().length() + 1)).containsExactly(
                "MET003 assets/coin.png.meta",
                "PNG001 assets/cut.png",
                "MET002 assets/hero.png.meta",
                "PNG001 assets/notes.png");
    }

    @Test
    void aSinglePngOrSidecarIsCheckedInOrOutOfAProject() throws Exception {
        Path root = projectWithSheets();
        Run meta = reel("check", root.resolve("assets/hero.png.meta").toString());
        assertThat(meta.exit()).isEqualTo(1);
        assertThat(meta.out()).contains("hero.png.meta:0:0 MET002 cell hero_001").contains("1 error");
        Run png = reel("check", root.resolve("assets/notes.png").toString());
        assertThat(png.exit()).isEqualTo(1);
        assertThat(png.out()).contains("notes.png:0:0 PNG001 notes.png is not a PNG file");
        assertThat(reel("check", root.resolve("assets/hero.png").toString()).exit()).isZero();

        Path loose = Files.createDirectories(temp.resolve("loose"));
        for (String name : new String[] {"hero.png", "hero.png.meta", "cut.png"}) {
            Files.copy(root.resolve("assets").resolve(name), loose.resolve(name));
        }
        Run looseMeta = reel("check", loose.resolve("hero.png.meta").toString());
        assertThat(looseMeta.exit()).isEqualTo(1);
        assertThat(looseMeta.out()).contains(loose + "/hero.png.meta:0:0 MET002 cell hero_001");
        Run loosePng = reel("check", loose.resolve("cut.png").toString());
        assertThat(loosePng.out()).contains(loose + "/cut.png:0:0 PNG001 cut.png is truncated");
        assertThat(reel("check", loose.resolve("hero.png").toString()).exit()).isZero();
    }
}
