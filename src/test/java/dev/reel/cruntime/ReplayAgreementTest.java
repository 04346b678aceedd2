package dev.reel.cruntime;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
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
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * {@code reelc replay} against {@code reel replay} run in this JVM: every golden of
 * src/test/resources/golden/replay (with the arguments ReplayCommandTest and DepthReplayGoldenTest give them) and
 * the sample's knight, plain and sanitized, then a seeded property test of random controllers, clips and scripts
 * ({@link RandomControllers}). Every line must agree: the same fields in the same order, the same texts and
 * hashes, numbers equal as doubles; stderr and the exit code too. A failure names the step and, for a random
 * run, the seed (rerun one with {@code -Dreel.replay.seed=SEED}).
 */
class ReplayAgreementTest {
    private static final Path GOLDEN = Path.of("src/test/resources/golden/replay");
    private static final Path DEPTH = GOLDEN.resolve("depth");
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final long LIMIT_SECONDS = 120;

    @TempDir
    Path temp;

    /** What one run printed and how it ended. */
    record Run(int exit, String out, String err) {
    }

    static Run reel(List<String> args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        List<String> all = new ArrayList<>();
        all.add("replay");
        all.addAll(args);
        int exit = ReelCommand.run(all.toArray(new String[0]), new PrintWriter(out), new PrintWriter(err));
        return new Run(exit, out.toString(), err.toString());
    }

    Run reelc(List<String> args, boolean sanitized) throws IOException, InterruptedException {
        Path program = sanitized ? CRuntime.reelcSanitized() : CRuntime.reelc();
        List<String> command = new ArrayList<>();
        command.add(program.toString());
        command.add("replay");
        command.addAll(args);
        Path out = Files.createTempFile(temp, "out", ".txt");
        Path err = Files.createTempFile(temp, "err", ".txt");
        ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile());
        builder.environment().put("ASAN_OPTIONS", "abort_on_error=1:detect_leaks=1");
        builder.environment().put("UBSAN_OPTIONS", "print_stacktrace=1:halt_on_error=1");
        Process child = builder.start();
        if (!child.waitFor(LIMIT_SECONDS, TimeUnit.SECONDS)) {
            child.destroyForcibly().waitFor();
            fail(command + " did not end within " + LIMIT_SECONDS + " s");
        }
        return new Run(child.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }

    /** Runs both with {@code args} (plain, and sanitized when asked), fails on the first difference, returns reel's run. */
    Run agree(String what, List<String> args, boolean sanitized) throws Exception {
        Run expected = reel(args);
        for (boolean asan : sanitized ? new boolean[]{false, true} : new boolean[]{false}) {
            Run actual = reelc(args, asan);
            String label = what + (asan ? " (sanitized)" : "");
            assertThat(actual.err()).as(label + ": stderr").isEqualTo(expected.err());
            assertThat(actual.exit()).as(label + ": exit code").isEqualTo(expected.exit());
            compare(label, expected.out(), actual.out());
        }
        return expected;
    }

    /** Line by line: the same JSON, numbers equal as doubles. */
    static void compare(String what, String expected, String actual) throws IOException {
        String[] want = expected.split("\n", -1);
        String[] got = actual.split("\n", -1);
        for (int i = 0; i < Math.min(want.length, got.length); i++) {
            if (want[i].equals(got[i])) {
                continue;
            }
            String problem = want[i].isEmpty() || got[i].isEmpty() ? "one line is empty"
                    : difference(JSON.readTree(want[i]), JSON.readTree(got[i]), "");
            if (problem != null) {
                fail(what + ", line " + (i + 1) + ": " + problem + "\n reel:  " + want[i] + "\n reelc: " + got[i]);
            }
        }
        assertThat(got.length).as(what + ": line count").isEqualTo(want.length);
    }

    /** Where two JSON values differ (numbers compared as doubles), or null. */
    static String difference(JsonNode want, JsonNode got, String at) {
        if (want.isNumber() && got.isNumber()) {
            return want.asDouble() == got.asDouble() ? null : at + ": " + want + " against " + got;
        }
        if (want.getNodeType() != got.getNodeType() || want.size() != got.size()) {
            return at + ": " + want + " against " + got;
        }
        if (want.isObject()) {
            Iterator<Map.Entry<String, JsonNode>> a = want.fields();
            Iterator<Map.Entry<String, JsonNode>> b = got.fields();
            while (a.hasNext()) {
                Map.Entry<String, JsonNode> x = a.next();
                Map.Entry<String, JsonNode> y = b.next();
                if (!x.getKey().equals(y.getKey())) {
                    return at + ": field " + x.getKey() + " against " + y.getKey();
                }
                String inner = difference(x.getValue(), y.getValue(), at + "." + x.getKey());
                if (inner != null) {
                    return inner;
                }
            }
            return null;
        }
        if (want.isArray()) {
            for (int i = 0; i < want.size(); i++) {
                String inner = difference(want.get(i), got.get(i), at + "[" + i + "]");
                if (inner != null) {
                    return inner;
                }
            }
            return null;
        }
        return want.equals(got) ? null : at + ": " + want + " against " + got;
    }

    private static List<String> args(String controller, Path script, int steps, boolean values) {
        List<String> args = new ArrayList<>(List.of(controller, "--script", script.toString(), "--steps",
                Integer.toString(steps), "--json"));
        if (values) {
            args.add("--values");
        }
        return args;
    }

    @Test
    void everyReplayGoldenAgrees() throws Exception {
        agree("run-jump-fall-land-attack", args("engine/anim/platformer",
                GOLDEN.resolve("run-jump-fall-land-attack.script"), 150, false), true);
        agree("interrupt-during-blend", args("engine/anim/platformer",
                GOLDEN.resolve("interrupt-during-blend.script"), 60, true), true);
        agree("write-defaults", args(GOLDEN.resolve("defaults/knight.aectrl").toString(),
                GOLDEN.resolve("write-defaults.script"), 65, true), true);
        String[][] depth = {{"locomotion", "locomotion", "100"}, {"locomotion", "cycle-sync", "80"},
            {"locomotion", "tree-exit", "70"}, {"directions", "directions", "8"}, {"layers", "layers", "40"},
            {"combat", "combat", "50"}};
        for (String[] run : depth) {
            agree(run[1], args(DEPTH.resolve(run[0] + ".aectrl").toString(), DEPTH.resolve(run[1] + ".script"),
                    Integer.parseInt(run[2]), true), true);
        }
    }

    @Test
    void theGoldensAreReelsOwnOutput() throws Exception {
        // So the agreement above is with the recorded runs too, not only with whatever reel prints today.
        Run run = reel(args("engine/anim/platformer", GOLDEN.resolve("run-jump-fall-land-attack.script"), 150, false));
        assertThat(run.out()).isEqualTo(Files.readString(GOLDEN.resolve("run-jump-fall-land-attack.jsonl")));
    }

    @Test
    void theSampleKnightAgrees() throws Exception {
        Path script = temp.resolve("knight.script");
        Files.writeString(script, """
                at 5 set Speed 3
                at 30 set Grounded false
                at 30 set VerticalSpeed 5
                at 45 set VerticalSpeed -1
                at 60 set Grounded true
                at 70 trigger Attack
                at 75 crossfade Run 0.2
                at 80 play Idle
                at 90 set Speed 0
                at 100 trigger Attack
                """);
        agree("knight", args("sample-projects/platformer/anim/knight.aectrl", script, 200, true), true);
        agree("knight, dt 0.1", List.of("sample-projects/platformer/anim/knight.aectrl", "--script",
                script.toString(), "--dt=0.1", "--json", "--values"), false);
    }

    @Test
    void badScriptsAndArgumentsEndTheSameWay() throws Exception {
        String[] scripts = {"at 0 set Speed 1", "at x trigger Attack", "at 3 jump Idle", "at 3 set Speed",
            "at 3 set Speed 1 2", "at 3 set Nobody 1", "at 3 set Grounded maybe", "at 3 trigger Speed",
            "at 3 play Nowhere", "at 3 crossfade Run -1", "set Speed 1", "at 3 play \"Idle", "at 99999999999 play Idle",
            "# fine\nat 2 play \"Run\" # a comment\nat 1 set Speed 1e400"};
        for (int i = 0; i < scripts.length; i++) {
            Path script = temp.resolve("bad" + i + ".script");
            Files.writeString(script, scripts[i] + "\n");
            agree("script " + scripts[i], args("engine/anim/platformer", script, 5, false), false);
        }
        Path fine = temp.resolve("fine.script");
        Files.writeString(fine, "at 2 set Speed 1\n");
        agree("--steps -1", List.of("engine/anim/platformer", "--script", fine.toString(), "--steps", "-1",
                "--json"), false);
        agree("--dt 0", List.of("engine/anim/platformer", "--script", fine.toString(), "--dt", "0", "--json"), false);
        agree("no such built-in", List.of("engine/anim/nothing", "--script", fine.toString(), "--json"), false);
        agree("default steps", List.of("engine/anim/platformer", "--script", fine.toString(), "--json"), false);
    }

    @Test
    void badControllersAreReportedTheSameWay() throws Exception {
        String[] controllers = {
            "controller version=1 {\n  entry=\"A\"\n  state \"A\" {}\n  transition \"A\" to=\"Nowhere\" {}\n}\n",
            "controller version=1 {\n  entry=\"A\"\n  state \"A\" {}\n  state \"B\" {}\n"
                + "  transition \"A\" to=\"B\" {}\n  transition \"B\" to=\"A\" {}\n}\n",
            "controller version=1 {\n  entry=\"A\"\n  state \"A\" {}\n  state \"A\" {}\n}\n",
            "controller version=1 {\n  entry=\"Z\"\n  param \"P\" kind=float {}\n  state \"A\" {}\n"
                + "  transition \"A\" to=\"A\" { cond \"P\" {} }\n  transition \"A\" to=\"A\" { cond \"Q\" op=gt value=1 {} }\n}\n",
            "controller version=1 {\n  entry=\"A\"\n  state \"A\" clip=asset(\"anim/none.aeanim\") {}\n}\n",
            "controller version=1 {\n  state \"A\" {}\n  machine \"M\" { state \"X\" {} transition \"X\" to=\"exit\" {} }\n"
                + "  transition \"any\" to=\"exit\" {}\n}\n",
            "controller version=1 {\n  entry=\"A\"\n  state \"A\" blend=oneD param=\"F\" {}\n  param \"F\" kind=int {}\n}\n",
            "controller version=1 {\n  entry=\"A\" \n  state \"A\" {\n",
            "controller version=1 {\n  state \"A\" {}\n}\n",
            "controller version=1 {\n  entry=3\n  state \"A\" {}\n}\n",
            "controller version=2 {\n  entry=\"A\"\n  state \"A\" {}\n}\n",
            "controller version=1 {\n  entry=\"A\"\n  ease=fast\n  state \"A\" {}\n}\n",
            "controller version=1 {\n  entry=\"A\"\n  param \"P\" {}\n  param \"Q\" kind=trigger default=true {}\n  param \"R\" kind=int default=1.5 {}\n  param \"B\" kind=bool default=1 {}\n  state \"A\" {}\n}\n",
            "controller version=1 {\n  entry=\"A\"\n  param \"P\" kind=float {}\n  param \"B\" kind=bool {}\n  param \"T\" kind=trigger {}\n  state \"A\" {}\n  transition \"A\" to=\"A\" { cond \"P\" op=gt {} }\n  transition \"A\" to=\"A\" { cond \"B\" op=gt value=true {} }\n  transition \"A\" to=\"A\" { cond \"T\" op=eq value=true {} }\n  transition \"A\" to=\"A\" { cond \"B\" value=true {} }\n  transition \"A\" to=\"A\" { cond \"P\" op=bigger value=1 {} }\n}\n",
            "controller version=1 {\n  entry=\"A\"\n  state \"A\" speed=\"fast\" loop=sometimes events=all {}\n  transition \"A\" {}\n  transition \"A\" to=\"A\" duration=-1 exitTime=-2 interrupt=1 {}\n}\n",
            "controller version=1 {\n  entry=\"A\"\n  param \"F\" kind=float {}\n  state \"A\" blend=oneD param=\"F\" { motion clip=asset(\"anim/walk.aeanim\") at=1 {} motion clip=asset(\"anim/run.aeanim\") at=1 {} motion at=2 {} }\n  state \"B\" blend=twoD param=\"F\" { motion clip=asset(\"anim/walk.aeanim\") at=[0, 0] {} motion clip=asset(\"anim/run.aeanim\") at=[0, 0] {} }\n  state \"C\" blend=oneD param=\"F\" {}\n  state \"D\" param=\"F\" {}\n}\n",
            "controller version=1 {\n  entry=\"A\"\n  state \"A\" {}\n  layer \"L\" weight=2 blend=mix mask=\"Arm\" {\n    state \"X\" {}\n  }\n  layer \"L\" mask=[1, \"Nothing\"] {\n    state \"Y\" clip=asset(\"anim/walk.aeanim\") {}\n    transition \"Y\" to=\"exit\" {}\n  }\n}\n",
            "controller version=1 {\n  entry=\"A\"\n  state \"A\" {}\n  machine \"M\" entry=\"Q\" {\n    state \"X\" {}\n    state \"X\" {}\n    state \"a/b\" {}\n    transition \"any\" to=\"exit\" {}\n    transition \"Nope\" to=\"X\" {}\n  }\n  machine \"M\" {}\n  transition \"A\" to=\"M\" {}\n}\n",
            "controller version=1 {\n  entry=\"A\"\n  state \"A\" {}\n  layer \"L\" entry=\"X\" {\n    state \"X\" {}\n    state \"Y\" {}\n    transition \"X\" to=\"Y\" {}\n    transition \"Y\" to=\"X\" {}\n  }\n}\n",
            "controller version=1 {\n  entry=\"A\"\n  state \"A\" {}\n  machine \"M\" entry=\"X\" {\n    state \"X\" {}\n    transition \"X\" to=\"exit\" {}\n  }\n  transition \"A\" to=\"M\" {}\n  transition \"M\" to=\"A\" {}\n}\n",
            "controller version=1 {\n  entry=\"A\"\n  state \"A\" clip=asset(\"../out.aeanim\") {}\n  state \"B\" clip=asset(\"anim/walk.aeanim#cell\") {}\n  state \"C\" clip=\"anim/walk.aeanim\" {}\n}\n",
            "controller version=1 {\n  entry=\"A\"\n  state \"A\" { motion clip=asset(\"x\") at=1 {} }\n  weird \"N\" {}\n}\nother {}\n",
            "controller version=1 {\n  entry=\"A\"\n  state \"A\" clip=asset(\"anim/walk.aeanim\") pos=[1] {}\n  state \"any\" {}\n  state \"exit\" {}\n}\n",
            "param \"P\" kind=float {}\n",
            "",
            "controller version=1 {\n  entry=\"A\"\n  state \"A\" {}\n  layer \"U\" entry=\"V\" blend=additive mask=[\"Leg\", \"\"] {\n    state \"V\" clip=asset(\"anim/walk.aeanim\") {}\n  }\n}\n",
        };
        Files.writeString(temp.resolve("project.aego"), "project version=1 name=\"Bad\" {}\n");
        Files.createDirectories(temp.resolve("anim"));
        for (String clip : new String[]{"walk.aeanim", "run.aeanim"}) {
            Files.copy(DEPTH.resolve("anim").resolve(clip), temp.resolve("anim").resolve(clip));
        }
        Path script = temp.resolve("s.script");
        Files.writeString(script, "at 2 play A\n");
        for (int i = 0; i < controllers.length; i++) {
            Path file = temp.resolve("c" + i + ".aectrl");
            Files.writeString(file, controllers[i]);
            agree("controller " + i, args(file.toString(), script, 3, true), false);
        }
    }

    @Test
    void theEmbeddedPlatformerIsTheResourceByteForByte() throws Exception {
        String source = Files.readString(CRuntime.DIR.resolve("reelc.c"));
        int start = source.indexOf("static const char rp_platformer[] =");
        int end = source.indexOf(";\n", start);
        assertThat(start).isPositive();
        StringBuilder text = new StringBuilder();
        for (String line : source.substring(start, end).split("\n")) {
            int open = line.indexOf('"');
            if (open < 0) {
                continue;
            }
            String literal = line.substring(open + 1, line.lastIndexOf('"'));
            text.append(literal.replace("\\n", "\n").replace("\\\"", "\"").replace("\\\\", "\\"));
        }
        assertThat(text.toString()).isEqualTo(
                Files.readString(Path.of("src/main/resources/engine/anim/platformer.aectrl")));
    }

    @Test
    void randomControllersAgreeStepByStep() throws Exception {
        String fixed = System.getProperty("reel.replay.seed");
        long first = fixed != null ? Long.parseLong(fixed) : System.nanoTime();
        int runs = fixed != null ? 1 : 40;
        int replayed = 0;
        long steps = 0;
        for (int i = 0; i < runs; i++) {
            long seed = first + i;
            Path project = Files.createDirectories(temp.resolve("random" + i));
            RandomControllers.Project written = RandomControllers.write(seed, project);
            try {
                Run run = agree("random controller, seed " + seed, written.args(), i % 10 == 0);
                if (run.exit() == 0) {
                    replayed++;
                    steps += run.out().lines().count();
                } else {
                    System.out.println("[random controllers] seed " + seed + " was not replayed: " + run.err());
                }
            } catch (AssertionError failure) {
                throw new AssertionError("seed " + seed + " (rerun with -Dreel.replay.seed=" + seed + "): "
                        + failure.getMessage(), failure);
            }
        }
        System.out.println("[random controllers] " + replayed + " of " + runs + " replayed, " + steps
                + " steps agree");
        // The generator makes controllers reel replays: a run refused on both sides would prove little.
        assertThat(replayed).as("random controllers replayed").isGreaterThanOrEqualTo(runs * 9 / 10);
    }

    @Test
    void theCTestProgramPasses() throws Exception {
        for (boolean sanitized : new boolean[]{false, true}) {
            var ended = CRuntime.run(CRuntime.testProgram("test_controller", sanitized), List.of(),
                    java.time.Duration.ofMinutes(2));
            assertThat(ended.exit()).as(ended.output()).isZero();
            assertThat(ended.output()).contains("0 failed");
        }
    }
}
