package dev.reel.cruntime;

import dev.reel.cli.ReelCommand;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * {@code reelc play} against {@code reel play --json} (run in this JVM): the arguments of every play golden, every
 * clip of the sample project with and without the command options, seeded random clips and command lists, and
 * broken clips. Standard output is compared line by line and token by token (same fields in the same order,
 * numbers equal as doubles, strings equal); diagnostics by file, line, column, code and message, and the exit
 * code.
 */
class PlayAgreementTest {
    /** The goldens' command options (PlayGoldenTest.COMMANDS). */
    private static final List<String> COMMANDS = List.of("--steps", "60", "--pause", "6", "--seek", "0.05@9",
            "--resume", "12", "--set-speed", "-1@16", "--set-speed", "2@24", "--seek", "0.25@24", "--stop", "40",
            "--play", "48", "--set-speed", "1@48");
    private static final String[] BUILT_INS = {"run", "bob", "jump", "hit", "idle"};
    private static final Pattern DIAGNOSTIC = Pattern.compile("^(.*):(\\d+):(\\d+) ([A-Z]{3}\\d{3}) (.*)$");
    private static final Pattern TOKEN = Pattern.compile(
            "\"(?:[^\"\\\\]|\\\\.)*\"|-?\\d+(?:\\.\\d+)?(?:[eE][-+]?\\d+)?|true|false|null|[{}\\[\\]:,]");

    @TempDir
    Path temp;

    record Run(int exit, String out, String err) {
    }

    @Test
    void everyGoldenRunAgrees() throws Exception {
        Path reelc = CRuntime.reelc();
        for (String name : BUILT_INS) {
            compare(reelc, List.of("play", "engine/anim/" + name, "--json", "--steps", "120"));
            List<String> args = new ArrayList<>(List.of("play", "engine/anim/" + name, "--json"));
            args.addAll(COMMANDS);
            compare(reelc, args);
        }
    }

    @Test
    void everySampleClipAgreesWithAndWithoutCommands() throws Exception {
        Path reelc = CRuntime.reelc();
        List<Path> clips;
        try (Stream<Path> files = Files.walk(Path.of("sample-projects/platformer"))) {
            clips = files.filter(p -> p.toString().endsWith(".aeanim")).filter(p -> !RigClips.isRigClip(p)).sorted()
                    .toList();
        }
        assertThat(clips).hasSizeGreaterThan(5);
        for (Path clip : clips) {
            compare(reelc, List.of("play", clip.toString(), "--json"));
            compare(reelc, List.of("play", clip.toString()));
            List<String> args = new ArrayList<>(List.of("play", clip.toString(), "--json"));
            args.addAll(COMMANDS);
            compare(reelc, args);
            compare(reelc, List.of("play", clip.toString(), "--json", "--speed", "-0.5", "--loop", "pingPong",
                    "--steps", "90", "--dt", "0.02"));
        }
    }

    /** Seeded random clips and command lists; a failure names its seed (rerun it with -Dreel.seed=N). */
    @Test
    void randomClipsAndCommandsAgreeStepByStep() throws Exception {
        Path reelc = CRuntime.reelc();
        Path project = project();
        long first = Long.getLong("reel.seed", 1);
        int count = Integer.getInteger("reel.seeds", Long.getLong("reel.seed") != null ? 1 : 200);
        for (long seed = first; seed < first + count; seed++) {
            RandomClips random = new RandomClips(seed);
            Path clip = project.resolve("anim/clip" + seed + ".aeanim");
            String text = random.clip();
            Files.writeString(clip, text, StandardCharsets.UTF_8);
            List<String> args = new ArrayList<>(List.of("play", clip.toString(), "--json"));
            args.addAll(random.options());
            try {
                compare(reelc, args);
            } catch (AssertionError e) {
                throw new AssertionError("seed " + seed + " (-Dreel.seed=" + seed + "): " + e.getMessage()
                        + "\nclip:\n" + text, e);
            }
        }
    }

    @Test
    void theSanitizedReelcAgreesOnGoldensAndRandomClips() throws Exception {
        Path reelc = CRuntime.reelcSanitized();
        List<String> args = new ArrayList<>(List.of("play", "engine/anim/hit", "--json"));
        args.addAll(COMMANDS);
        compare(reelc, args);
        compare(reelc, List.of("play", "sample-projects/platformer/anim/knight/attack.aeanim", "--json"));
        Path project = project();
        for (long seed = 1000; seed < 1024; seed++) {
            RandomClips random = new RandomClips(seed);
            Path clip = project.resolve("anim/clip" + seed + ".aeanim");
            // Half of them with edits, so the reading's error paths run under the sanitizers too.
            Files.writeString(clip, seed % 2 == 0 ? random.clip() : RandomClips.mutated(seed, random.clip()), StandardCharsets.UTF_8);
            List<String> options = new ArrayList<>(List.of("play", clip.toString(), "--json"));
            options.addAll(random.options());
            compare(reelc, options);
        }
    }

    /** Broken clips: the same diagnostics (file, line, column, code) and exit code, nothing played. */
    @Test
    void brokenClipsReportTheSameCodesAtTheSamePlaces() throws Exception {
        Path reelc = CRuntime.reelc();
        Path project = project();
        String[] broken = {
            "anim version=1 length=1 {\n  track \"\" prop=\"transform.rotation\" kind=vec2 {}\n}\n",
            "anim version=1 {\n  event t=0.5 name=\"Nope\" {}\n}\n",
            "anim version=1 length=1 {\n  track \"\" prop=\"x.y\" kind=float32 {\n    key t=2 v=1\n"
                    + "    key t=0.5 v=1\n    key t=0.5 v=2\n  }\n}\n",
            "anim version=1 length=1 {\n  key t=0 v=1\n}\n",
            "anim version=1 length=1 \"label\" {\n  frames \"\" fps=0 { sprites=[asset(\"engine/sprites/runner_0\")] }\n}\n",
            "anim version=1 length=1 {\n  frames \"\" fps=2 durations=[1] { sprites=[asset(\"a.png\")] }\n}\n",
            "anim version=1 length=0.1 {\n  frames \"\" { sprites=[asset(\"engine/sprites/runner_0\"), "
                    + "asset(\"engine/sprites/runner_1\"), asset(\"engine/sprites/runner_2\")] }\n}\n",
            "anim version=1 length=1 {\n  frames \"\" { sprites=[asset(\"missing.png\"), asset(\"../out.png\"), "
                    + "asset(\"engine/nothing\"), asset(\"engine/sprites/runner_0#cell\")] }\n}\n",
            "anim version=1 length=1 loop=sometimes {\n  track \"\" prop=\"p\" kind=int32 numeric=true {\n"
                    + "    key t=0 v=1.5\n    key t=1 v=true interp=cubic tangent=[free] in=[1] {}\n  }\n}\n",
            "anim version=2.5 length=-1 length=2 {\n  track \"\" prop=\"p\" kind=float32 root=true {\n"
                    + "    key t=0 v=1e39\n  }\n  track prop=\"q\" kind=quat {}\n  event name=\"Hit\" {}\n}\n",
            "anim version=1 length=1 {\n  track \"\" prop=\"p\" kind=vec2 {\n    key t=0 v=[1, 2] in=[[1, 2]] {}\n"
                    + "    key t=\"x\" v=[1, 2, 3]\n  }\n  unknown {}\n}\nextra=1\n",
            "anim version=1 length=1 {\n  track \"\" prop=\"p\" kind=enum {\n    key t=0 v=1\n    key t=1 v=idle "
                    + "tangent=sideways\n  }\n  event t=1 name=\"Swing\" mode=loud\n}\n",
            "anim version=1 length=1 {\n  track \"\" prop=\"p\" kind=float32 { key t=0 v=\"open\n}\n",
            "anim version=1 length=1 {\n  track \"\" prop=\"p\" kind=float32 { key t=0 v=1.2.3 }\n}\n",
            "anim version=1 length=1 { frames \"\" flipX=[true] { sprites=[asset(\"engine/sprites/runner_0\"), 1] } }\n",
            "anim version=1 length=1 {\n  event t=0.5 name=\"A\\u{9}B\\u{85}\\u{7f}\" {}\n}\n",
            "anim version=1 length=1 {\n  track \"\" prop=\"p\" kind=float32 {\n    odd {}\n    key t=0 v=x\n"
                    + "    key t=2 v=1\n    odd2 {}\n  }\n}\n",
            "anim version=1 {\n  track \"\" prop=\"p\" kind=float32 {\n    odd {}\n    key t=0 v=x\n"
                    + "    key t=2 v=1\n  }\n}\n",
        };
        for (int i = 0; i < broken.length; i++) {
            Path clip = project.resolve("anim/broken" + i + ".aeanim");
            Files.writeString(clip, broken[i], StandardCharsets.UTF_8);
            Run java = reel(List.of("play", clip.toString(), "--json"));
            Run c = run(reelc, List.of("play", clip.toString(), "--json"));
            assertThat(diagnostics(c.err())).as("broken clip %d:\n%s\nreel said:\n%s\nreelc said:\n%s", i, broken[i],
                    java.err(), c.err()).isEqualTo(diagnostics(java.err()));
            assertThat(c.exit()).as("exit of broken clip %d", i).isEqualTo(java.exit());
            assertThat(c.out()).isEqualTo(java.out());
        }
    }

    /**
     * Seeded random clips with one to three random edits (a character removed, doubled or replaced by one that
     * matters to the syntax or the format: quotes, brackets, signs, digits, words of the format): every problem
     * reel finds, reelc finds at the same place with the same code and message, and where the clip still plays
     * both play it alike.
     */
    @Test
    void mutatedClipsAgree() throws Exception {
        Path reelc = CRuntime.reelc();
        Path project = project();
        long first = Long.getLong("reel.mutation.seed", 1);
        int count = Integer.getInteger("reel.mutations", 200);
        for (long seed = first; seed < first + count; seed++) {
            RandomClips clips = new RandomClips(seed + 5000);
            String text = RandomClips.mutated(seed, clips.clip());
            Path clip = project.resolve("anim/mutated" + seed + ".aeanim");
            Files.writeString(clip, text, StandardCharsets.UTF_8);
            List<String> args = new ArrayList<>(List.of("play", clip.toString(), "--json"));
            args.addAll(clips.options());
            try {
                compare(reelc, args);
            } catch (AssertionError failure) {
                throw new AssertionError("mutation seed " + seed + " (-Dreel.mutation.seed=" + seed + "): "
                        + failure.getMessage() + "\nclip:\n" + text, failure);
            }
        }
    }

    /**
     * What reel play checks around a file clip: outside any project nothing but the clip itself (an undeclared
     * event plays); in a project whose project.aego does not read, the engine's events; sprites of a sliced sheet
     * by cell, of a sheet with no sidecar, of a missing file, of a built-in with a cell.
     */
    @Test
    void theChecksAroundAClipFileAgree() throws Exception {
        Path reelc = CRuntime.reelc();
        String clip = "anim version=1 length=1 {\n"
                + "  frames \"\" fps=4 { sprites=[asset(\"s/knight_run.png#knight_run_001\"), "
                + "asset(\"s/knight_run.png#knight_run_999\"), asset(\"s/plain.png#a\"), asset(\"s/plain.png\"), "
                + "asset(\"s/none.png\"), asset(\"engine/sprites/runner_1#x\")] }\n"
                + "  track \"\" prop=\"SpriteRenderer.sprite\" kind=assetRef { key t=0 v=asset(\"s/gone.png\") }\n"
                + "  event t=0.5 name=\"Nope\" {}\n  event t=0.5 name=\"Swing\" {}\n}\n";
        Path loose = Files.createDirectories(temp.resolve("loose"));
        Files.writeString(loose.resolve("clip.aeanim"), clip, StandardCharsets.UTF_8);
        compare(reelc, List.of("play", loose.resolve("clip.aeanim").toString(), "--json"));
        Path project = project();
        Path sheets = Files.createDirectories(project.resolve("s"));
        Path knight = Path.of("sample-projects/platformer/assets/knight");
        Files.copy(knight.resolve("knight_run.png"), sheets.resolve("knight_run.png"));
        Files.copy(knight.resolve("knight_run.png.meta"), sheets.resolve("knight_run.png.meta"));
        Files.copy(knight.resolve("knight_run.png"), sheets.resolve("plain.png"));
        Files.writeString(project.resolve("anim/clip.aeanim"), clip, StandardCharsets.UTF_8);
        compare(reelc, List.of("play", project.resolve("anim/clip.aeanim").toString(), "--json"));
        Files.writeString(project.resolve("project.aego"), "project version=1 {\n", StandardCharsets.UTF_8);
        compare(reelc, List.of("play", project.resolve("anim/clip.aeanim").toString(), "--json"));
        Files.writeString(project.resolve("project.aego"), "project version=1 tickRate=0 {}\nanimation {\n"
                + "  event \"Nope\" payload=double {}\n  event \"Nope\" {}\n}\n", StandardCharsets.UTF_8);
        compare(reelc, List.of("play", project.resolve("anim/clip.aeanim").toString(), "--json"));
    }

    /**
     * Without --steps: one pass plus the Play step, 60 steps at speed 0, one for a clip of length 0; and six
     * hundred commands on two steps.
     */
    @Test
    void theDefaultStepCountsAgree() throws Exception {
        Path reelc = CRuntime.reelc();
        Path project = project();
        Files.writeString(project.resolve("anim/empty.aeanim"), "anim version=1 length=0 loop=loop {\n"
                + "  event t=0 name=\"Hit\" payload=1 {}\n}\n", StandardCharsets.UTF_8);
        compare(reelc, List.of("play", project.resolve("anim/empty.aeanim").toString(), "--json"));
        for (String name : BUILT_INS) {
            compare(reelc, List.of("play", "engine/anim/" + name, "--json", "--speed", "0"));
            compare(reelc, List.of("play", "engine/anim/" + name, "--json", "--dt", "0.07", "--speed", "-3"));
            compare(reelc, List.of("play", "engine/anim/" + name, "--json", "--seek", "0.3@2", "--play", "999"));
        }
        // Many commands on one step (the C player's queue grows past its first 64).
        List<String> many = new ArrayList<>(List.of("play", "engine/anim/jump", "--json", "--steps", "8"));
        for (int i = 0; i < 150; i++) {
            many.addAll(List.of("--pause", "3", "--seek", (i % 7) / 10.0 + "@3", "--resume", "3", "--set-speed",
                    (i % 5 - 2) + "@4"));
        }
        compare(reelc, many);
    }

    /** reelc.c embeds the built-in clips: each copy is still the resource's text, byte for byte. */
    @Test
    void theEmbeddedBuiltInsAreTheResources() throws Exception {
        String source = Files.readString(CRuntime.DIR.resolve("reelc.c"), StandardCharsets.UTF_8);
        for (String name : BUILT_INS) {
            String resource = "engine/anim/" + name + ".aeanim";
            int at = source.indexOf("{\"" + resource + "\",\n");
            assertThat(at).as("reelc.c embeds %s", resource).isPositive();
            int end = source.indexOf("},\n", at);
            StringBuilder text = new StringBuilder();
            Matcher literal = Pattern.compile("\"((?:[^\"\\\\]|\\\\.)*)\"").matcher(source.substring(at, end));
            literal.find();   // the resource name
            while (literal.find()) {
                text.append(literal.group(1).replace("\\n", "\n").replace("\\\"", "\"").replace("\\\\", "\\"));
            }
            byte[] expected;
            try (var in = PlayAgreementTest.class.getResourceAsStream("/" + resource)) {
                expected = in.readAllBytes();
            }
            assertThat(text.toString()).as(resource).isEqualTo(new String(expected, StandardCharsets.UTF_8));
        }
    }

    @Test
    void usageErrorsExitTwoAsReelDoes() throws Exception {
        Path reelc = CRuntime.reelc();
        List<List<String>> cases = List.of(List.of("play", "engine/anim/run", "--dt", "0"),
                List.of("play", "engine/anim/run", "--steps", "0"), List.of("play", "engine/anim/run", "--bogus"),
                List.of("play", "engine/anim/run", "--seek", "1"), List.of("play", "engine/anim/run", "--pause", "x"),
                List.of("play", "engine/anim/run", "--loop", "twice"), List.of("play"),
                List.of("play", "engine/anim/nothing"), List.of("play", "engine/anim/platformer"),
                List.of("play", "no/such/file.aeanim"), List.of("play", "sample-projects/platformer"));
        for (List<String> args : cases) {
            Run java = reel(args);
            Run c = run(reelc, args);
            assertThat(c.exit()).as("exit of %s: reel said %s, reelc %s", args, java.err(), c.err())
                    .isEqualTo(java.exit());
            assertThat(diagnostics(c.err())).as("diagnostics of %s", args).isEqualTo(diagnostics(java.err()));
            assertThat(c.out()).isEqualTo(java.out());
        }
    }

    private Path project() throws IOException {
        Path project = temp.resolve("project");
        Files.createDirectories(project.resolve("anim"));
        Files.writeString(project.resolve("project.aego"), RandomClips.PROJECT, StandardCharsets.UTF_8);
        return project;
    }

    /** Runs both and compares exit codes, diagnostics and every line of output. */
    static void compare(Path reelc, List<String> args) throws Exception {
        Run java = reel(args);
        Run c = run(reelc, args);
        String what = "reelc " + String.join(" ", args);
        assertThat(c.exit()).as("%s: exit; reel said:\n%s\nreelc said:\n%s", what, java.err(), c.err())
                .isEqualTo(java.exit());
        assertThat(diagnostics(c.err())).as("%s: diagnostics", what).isEqualTo(diagnostics(java.err()));
        if (java.exit() != 2) {
            // Past the usage checks (whose wording is picocli's) standard error is the same text.
            assertThat(c.err()).as("%s: standard error", what).isEqualTo(java.err());
        }
        if (!args.contains("--json")) {
            return;   // reel prints a table, reelc the JSON lines: only the checks and exit are compared
        }
        String[] expected = java.out().split("\n", -1);
        String[] actual = c.out().split("\n", -1);
        for (int i = 0; i < Math.min(expected.length, actual.length); i++) {
            if (!expected[i].equals(actual[i]) && !sameTokens(expected[i], actual[i])) {
                fail(what + ": line " + (i + 1) + " differs\nreel:  " + expected[i] + "\nreelc: " + actual[i]);
            }
        }
        assertThat(actual.length).as("%s: lines", what).isEqualTo(expected.length);
    }

    /** The same JSON tokens: strings and literals equal, numbers equal as doubles. */
    static boolean sameTokens(String expected, String actual) {
        List<String> a = tokens(expected);
        List<String> b = tokens(actual);
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            String x = a.get(i);
            String y = b.get(i);
            boolean number = !x.isEmpty() && (Character.isDigit(x.charAt(0)) || x.charAt(0) == '-');
            if (number ? !(Double.parseDouble(x) == Double.parseDouble(y) || x.equals(y)) : !x.equals(y)) {
                return false;
            }
        }
        return true;
    }

    private static List<String> tokens(String line) {
        List<String> tokens = new ArrayList<>();
        Matcher matcher = TOKEN.matcher(line);
        while (matcher.find()) {
            tokens.add(matcher.group());
        }
        return tokens;
    }

    /** FILE:LINE:COL CODE MESSAGE of every diagnostic line, in order. */
    private static List<String> diagnostics(String err) {
        List<String> found = new ArrayList<>();
        for (String line : err.split("\n")) {
            Matcher matcher = DIAGNOSTIC.matcher(line);
            if (matcher.matches()) {
                found.add(matcher.group(1) + ":" + matcher.group(2) + ":" + matcher.group(3) + " " + matcher.group(4) + " " + matcher.group(5));
            }
        }
        return found;
    }

    static Run reel(List<String> args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = ReelCommand.run(args.toArray(new String[0]), new PrintWriter(out), new PrintWriter(err));
        return new Run(exit, out.toString(), err.toString());
    }

    /** Runs reelc with its standard output and error kept apart, within a minute. */
    private static Run run(Path reelc, List<String> args) throws Exception {
        List<String> command = new ArrayList<>();
        command.add(reelc.toString());
        command.addAll(args);
        Path out = Files.createTempFile("reelc", ".out");
        Path err = Files.createTempFile("reelc", ".err");
        try {
            ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(out.toFile())
                    .redirectError(err.toFile());
            builder.environment().put("ASAN_OPTIONS", "abort_on_error=1:detect_leaks=1");
            builder.environment().put("UBSAN_OPTIONS", "print_stacktrace=1:halt_on_error=1");
            Process process = builder.start();
            if (!process.waitFor(60, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor();
                fail(command + " did not end within a minute");
            }
            return new Run(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }
}
