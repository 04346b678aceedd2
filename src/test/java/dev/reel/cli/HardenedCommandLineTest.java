package dev.reel.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static dev.reel.cli.CheckCommandTest.reel;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Hostile command lines that used to run out of memory or print raw bytes: step limits of {@code reel replay},
 * the cell limit of {@code reel slice}, control characters in printed names, unknown first words and the
 * out-of-memory line.
 */
class HardenedCommandLineTest {
    @TempDir
    Path temp;

    @Test
    void replayStepsOverTheLimitAreAUsageError() throws Exception {
        Path script = Files.writeString(temp.resolve("s.txt"), "at 5 set Speed 1\n");
        CheckCommandTest.Run run = reel("replay", "engine/anim/platformer", "--script", script.toString(),
                "--steps", "20000000");
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("--steps 20000000 is over the limit of 10,000,000 steps");
        assertThat(run.out()).isEmpty();
    }

    @Test
    void aScriptLinePastTheStepLimitIsScr001AtTheStep() throws Exception {
        Path script = Files.writeString(temp.resolve("s.txt"), "# far away\nat 2000000000 set Speed 1\n");
        CheckCommandTest.Run run = reel("replay", "engine/anim/platformer", "--script", script.toString());
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("s.txt:2:4 SCR001 step 2000000000 is past the limit: a replay runs at most "
                + "10,000,000 steps");
        assertThat(run.out()).isEmpty();
    }

    @Test
    void aStepBeyondWholeNumbersIsThePastTheLimitErrorToo() throws Exception {
        Path script = Files.writeString(temp.resolve("s.txt"), "at 99999999999999999999 set Speed 1\n");
        CheckCommandTest.Run run = reel("replay", "engine/anim/platformer", "--script", script.toString());
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("s.txt:1:4 SCR001 step 99999999999999999999 is past the limit");
    }

    @Test
    void theLastAllowedStepStillReplays() throws Exception {
        Path script = Files.writeString(temp.resolve("s.txt"), "at 10000000 set Speed 1\n");
        CheckCommandTest.Run run = reel("replay", "engine/anim/platformer", "--script", script.toString(),
                "--steps", "3");
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out().split("\n")).hasSize(4);
    }

    @Test
    void theTableStepColumnIsWideEnoughForTheLastStep() throws Exception {
        Path script = Files.writeString(temp.resolve("s.txt"), "at 1 set Speed 1\n");
        CheckCommandTest.Run run = reel("replay", "engine/anim/platformer", "--script", script.toString(),
                "--steps", "3");
        String[] lines = run.out().split("\n");
        // Every row lines up with the header: the state column starts at the same place.
        int stateAt = lines[0].indexOf("state");
        assertThat(lines[1].substring(0, stateAt)).matches(" *1  ");
        assertThat(lines[1].charAt(stateAt)).isNotEqualTo(' ');
    }

    @Test
    void aGridOfMoreCellsThanTheLimitIsRefusedUpFront() throws Exception {
        Path png = Sheets.blank(512, 512).box(0, 0, 4, 4).write(temp.resolve("goblin.png"));
        CheckCommandTest.Run run = reel("slice", png.toString(), "--grid", "1,1", "--json");
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.out()).contains("SLC001").contains("this setup gives 262,144 cells, more than the limit of "
                + "65,536");
        assertThat(Files.exists(temp.resolve("goblin.png.meta"))).isFalse();
    }

    @Test
    void aGridAtTheLimitStillSlices() throws Exception {
        Path png = Sheets.blank(256, 256).box(0, 0, 4, 4).write(temp.resolve("tiles.png"));
        CheckCommandTest.Run run = reel("slice", png.toString(), "--grid", "1,1", "--dry-run");
        assertThat(run.exit()).as(run.err()).isZero();
    }

    @Test
    void alphaSlicingPastTheLimitIsRefused() throws Exception {
        Sheets dots = Sheets.blank(600, 600);
        for (int y = 0; y < 600; y += 2) {
            for (int x = 0; x < 600; x += 2) {
                dots.box(x, y, 1, 1);
            }
        }
        // 300 × 300 = 90,000 separate dots (8-connected shapes need a gap of one pixel both ways).
        Path png = dots.write(temp.resolve("dots.png"));
        CheckCommandTest.Run run = reel("slice", png.toString(), "--alpha");
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err() + run.out()).contains("SLC001").contains("90,000 cells, more than the limit of 65,536");
    }

    @Test
    void aNulOrEscapeInANameIsPrintedEscaped() throws Exception {
        Path script = Files.writeString(temp.resolve("s.txt"), "at 1 set \"Sp\u0000e\u001b[31med\" 1\n");
        CheckCommandTest.Run run = reel("replay", "engine/anim/platformer", "--script", script.toString());
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).doesNotContain("\u0000").doesNotContain("\u001b")
                .contains("Sp\\u0000e\\u001b[31med");
    }

    @Test
    void aControlCharacterInAFileNameIsEscapedInCheckOutput() throws Exception {
        Path clip = Files.writeString(temp.resolve("bad\u0007\tname.aeanim"), "clip {");
        CheckCommandTest.Run run = reel("check", clip.toString());
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.out() + run.err()).doesNotContain("\u0007").doesNotContain("\t")
                .contains("bad\\u0007\\tname.aeanim");
    }

    @Test
    void aWordThatIsNoSubcommandNorPathIsAUsageErrorSuggestingTheClosest() {
        CheckCommandTest.Run run = reel("imprt", "X");
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("\"imprt\" is neither a subcommand nor an existing project folder or file")
                .contains("did you mean \"reel import\"?");
        assertThat(ReelCommand.isCommandLine(new String[] {"imprt", "X"})).isTrue();
        assertThat(ReelCommand.isCommandLine(new String[] {"sample-projects/platformer"})).isFalse();
    }

    @Test
    void theSubcommandNamesReadFromTheAnnotationsAreTheCommandLinesOwn() {
        assertThat(ReelCommand.subcommandNames())
                .containsExactlyInAnyOrderElementsOf(ReelCommand.commandLine().getSubcommands().keySet())
                .contains("check", "import", "export", "replay");
        for (String name : ReelCommand.subcommandNames()) {
            assertThat(ReelCommand.isCommandLine(new String[] {name})).as(name).isTrue();
        }
    }

    @Test
    void aFarWordGetsNoSuggestion() {
        CheckCommandTest.Run run = reel("zzzzzzzz");
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("neither a subcommand").doesNotContain("did you mean");
        assertThat(UnknownWord.closest("chek", ReelCommand.subcommandNames())).isEqualTo("check");
        assertThat(UnknownWord.closest("slise", ReelCommand.subcommandNames())).isEqualTo("slice");
    }

    @Test
    void runningOutOfMemoryIsOneLineSayingHowToGiveMore() {
        String line = OutOfMemory.message("reel check", 256L * 1024 * 1024);
        assertThat(line).isEqualTo("reel: out of memory: reel check needed more than the 256 MiB Java heap it was "
                + "given; run it with a larger heap, e.g. java -Xmx1024m -jar reel.jar ... "
                + "(or JAVA_TOOL_OPTIONS=-Xmx1024m)");
        assertThat(line).doesNotContain("\n");
    }
    @Test
    void theHeapSizeIsGroupedAsTheFormattersCommaFlagGroupsIt() {
        for (long number : new long[] {0, 7, 999, 1000, 4096, 65535, 123456, 1234567, 98765432109L}) {
            assertThat(OutOfMemory.grouped(new StringBuilder(), number).toString()).as("%d", number)
                    .isEqualTo(String.format(java.util.Locale.ROOT, "%,d", number));
        }
    }
}
