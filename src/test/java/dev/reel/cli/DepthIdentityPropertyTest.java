package dev.reel.cli;

import dev.reel.io.ControllerCodec;
import dev.reel.model.Controller;
import dev.reel.runtime.CompiledController;
import dev.reel.runtime.ReplayRunner;
import dev.reel.runtime.ReplayScript;
import dev.reel.runtime.ReplayStep;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Seeded property tests (docs/formats.md, "Blend trees" and "Layers"): on random controllers and scripts, a
 * blend tree of one motion gives bit for bit what a state of that clip gives (pose, events, signals, root
 * motion, state hash), and a controller whose base plays nothing under one full-weight override layer holding
 * the graph gives the pose, events and signals of the graph alone. A failing case prints its seed; replay it
 * with {@code -Dreel.seed=SEED}.
 */
class DepthIdentityPropertyTest {
    private static final Path DEPTH = Path.of("src/test/resources/golden/replay/depth");
    private static final String[] CLIPS = {"anim/walk.aeanim", "anim/run.aeanim", "anim/idle.aeanim",
            "anim/swing.aeanim", null};
    private static final int CASES = 60;
    private static final int STEPS = 150;

    /** One random graph: its states' clips and its transitions, written as lines of a graph block. */
    private record Graph(List<String> clips, List<String> transitions, String entry) {

        String states(boolean asTrees) {
            StringBuilder text = new StringBuilder();
            for (int i = 0; i < clips.size(); i++) {
                String clip = clips.get(i);
                if (clip == null) {
                    text.append("  state \"S").append(i).append("\" {}\n");
                } else if (asTrees) {
                    text.append("  state \"S").append(i).append("\" blend=oneD param=\"Speed\" {\n")
                            .append("    motion clip=asset(\"").append(clip).append("\") at=").append(i).append(" {}\n")
                            .append("  }\n");
                } else {
                    text.append("  state \"S").append(i).append("\" clip=asset(\"").append(clip).append("\") {}\n");
                }
            }
            transitions.forEach(line -> text.append(line).append('\n'));
            return text.toString();
        }
    }

    private static Graph graph(Random random) {
        int count = 2 + random.nextInt(3);
        List<String> clips = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            clips.add(CLIPS[random.nextInt(CLIPS.length)]);
        }
        List<String> transitions = new ArrayList<>();
        int transitionCount = 2 + random.nextInt(5);
        for (int t = 0; t < transitionCount; t++) {
            String from = random.nextInt(5) == 0 ? "any" : "S" + random.nextInt(count);
            String to = "S" + random.nextInt(count);
            StringBuilder line = new StringBuilder("  transition \"" + from + "\" to=\"" + to + "\"");
            double[] durations = {0, 0.05, 0.1};
            double duration = durations[random.nextInt(3)];
            if (duration > 0) {
                line.append(" duration=").append(duration);
            }
            if (random.nextBoolean()) {
                line.append(" exitTime=").append(random.nextBoolean() ? "1" : "0.5");
            }
            if (random.nextInt(3) == 0) {
                line.append(" interrupt=true");
            }
            line.append(" {\n");
            switch (random.nextInt(3)) {
                case 0 -> line.append("    cond \"Hit\" {}\n");
                case 1 -> line.append("    cond \"Go\" {}\n");
                default -> line.append("    cond \"Speed\" op=gt value=").append(random.nextInt(3)).append(" {}\n");
            }
            line.append("  }");
            transitions.add(line.toString());
        }
        return new Graph(clips, transitions, "S0");
    }

    private static final String PARAMS = "  param \"Speed\" kind=float {}\n  param \"Go\" kind=bool {}\n"
            + "  param \"Hit\" kind=trigger {}\n";

    private static String script(Random random) {
        StringBuilder text = new StringBuilder();
        for (int step = 2; step < STEPS; step++) {
            switch (random.nextInt(12)) {
                case 0 -> text.append("at ").append(step).append(" trigger Hit\n");
                case 1 -> text.append("at ").append(step).append(" set Go ").append(random.nextBoolean()).append('\n');
                case 2 -> text.append("at ").append(step).append(" set Speed ").append(random.nextInt(4)).append('\n');
                default -> {
                }
            }
        }
        return text.toString();
    }

    private static List<ReplayStep> run(String controllerText, String scriptText) {
        Controller controller = ControllerCodec.read(controllerText, "case.aectrl").value();
        CompiledController compiled = ControllerSource.compile(controller, "case.aectrl", DEPTH).controller();
        ReplayScript script = ReplayScript.parse(scriptText, "case.script", compiled);
        assertThat(script.hasErrors()).as(scriptText).isFalse();
        return ReplayRunner.run(compiled, script, STEPS, 1.0 / 60, true).steps();
    }

    private static long[] seeds() {
        Long replay = Long.getLong("reel.seed");
        if (replay != null) {
            return new long[]{replay};
        }
        long[] seeds = new long[CASES];
        Random master = new Random(20_261_224L);
        for (int i = 0; i < CASES; i++) {
            seeds[i] = master.nextLong();
        }
        return seeds;
    }

    @Test
    void aTreeOfOneMotionPlaysBitForBitAsAStateOfItsClip() {
        for (long seed : seeds()) {
            Random random = new Random(seed);
            Graph graph = graph(random);
            String script = script(random);
            String head = "controller version=1 {\n  entry=\"S0\"\n" + PARAMS;
            List<ReplayStep> clips = run(head + graph.states(false) + "}\n", script);
            List<ReplayStep> trees = run(head + graph.states(true) + "}\n", script);
            for (int step = 0; step < STEPS; step++) {
                String tree = trees.get(step).toJson().replaceAll(",\"layers\":\\[.*\\]", "");
                assertThat(tree).as("seed " + seed + ", step " + (step + 1)).isEqualTo(clips.get(step).toJson());
            }
        }
    }

    @Test
    void oneFullWeightOverrideLayerOverABaseThatPlaysNothingIsTheGraphAlone() {
        for (long seed : seeds()) {
            Random random = new Random(seed);
            Graph graph = graph(random);
            String script = script(random);
            String alone = "controller version=1 {\n  entry=\"S0\"\n" + PARAMS + graph.states(false) + "}\n";
            String layered = "controller version=1 {\n  entry=\"Rest\"\n" + PARAMS + "  state \"Rest\" {}\n"
                    + "  layer \"L\" entry=\"S0\" weight=1 blend=override {\n" + graph.states(false) + "  }\n}\n";
            List<ReplayStep> expected = run(alone, script);
            List<ReplayStep> actual = run(layered, script);
            for (int step = 0; step < STEPS; step++) {
                ReplayStep want = expected.get(step);
                ReplayStep got = actual.get(step);
                String at = "seed " + seed + ", step " + (step + 1);
                assertThat(got.values()).as(at).isEqualTo(want.values());
                ReplayStep.LayerState layer = got.layers().get(1);
                assertThat(layer.state()).as(at).isEqualTo(want.state());
                assertThat(layer.blend()).as(at).isEqualTo(want.blend());
                List<String> events = new ArrayList<>();
                got.events().forEach(event -> events.add(event.name() + " " + event.payload() + " "
                        + event.state().replace("L:", "")));
                List<String> wanted = new ArrayList<>();
                want.events().forEach(event -> wanted.add(event.name() + " " + event.payload() + " " + event.state()));
                assertThat(events).as(at).isEqualTo(wanted);
                List<String> entered = new ArrayList<>();
                got.entered().stream().filter(name -> name.startsWith("L:"))
                        .forEach(name -> entered.add(name.substring(2)));
                assertThat(entered).as(at).isEqualTo(want.entered());
                List<String> exited = new ArrayList<>();
                got.exited().stream().filter(name -> name.startsWith("L:"))
                        .forEach(name -> exited.add(name.substring(2)));
                assertThat(exited).as(at).isEqualTo(want.exited());
            }
        }
    }
}
