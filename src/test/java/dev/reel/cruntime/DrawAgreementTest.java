package dev.reel.cruntime;

import dev.reel.cli.ControllerSource;
import dev.reel.model.ClipEvent;
import dev.reel.model.EventMode;
import dev.reel.model.Kind;
import dev.reel.runtime.AnimationTarget;
import dev.reel.runtime.Animator;
import dev.reel.runtime.AnimatorListener;
import dev.reel.runtime.CompiledController;
import dev.reel.runtime.LayeredAnimator;
import dev.reel.runtime.MemoryScene;
import dev.reel.runtime.PhysicsBody;
import dev.reel.runtime.ReplayScript;
import dev.reel.testing.ChildRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The C runtime's draws ({@code reel_animator_draw}, driven by runtimes/c/tests/draw_dump.c) against Java's
 * {@link Animator#draw} and {@link LayeredAnimator#draw} on the same controller and script: after every step, draws
 * at a few alphas (one repeated, so a window crossed once fires once) and compares, line by line, the
 * presentation events each draw fired (state, name, payload, mode, cycle, in order) and the drawn view of every
 * presentation transform channel in an open scene, as the bits of the doubles. On the sample's knight (its run
 * clip has Footstep presentation events) and on seeded random controllers ({@link RandomControllers}; rerun one
 * with {@code -Dreel.draw.seed=SEED}).
 */
class DrawAgreementTest {
    private static final String[] ALPHAS = {"0.25", "0.5", "0.5", "1"};
    private static final String UNWRITTEN = " (nothing drawn yet)";
    private static final Duration LIMIT = Duration.ofMinutes(2);

    @TempDir
    Path temp;

    /** What Java's draws did, in draw_dump's format. */
    static String javaDraws(CompiledController controller, List<ReplayScript.Action> actions, int steps, double dt,
                            List<String> channels) {
        StringBuilder out = new StringBuilder();
        DrawnTarget scene = new DrawnTarget();
        boolean layered = controller.layerCount() > 1;
        LayeredAnimator layers = layered ? new LayeredAnimator(controller, scene, dt) : null;
        Animator base = layered ? layers.layer(0) : new Animator(controller, scene, dt);
        boolean[] drawing = {false};
        base.setListener(new AnimatorListener() {
            @Override
            public void event(int state, ClipEvent event, EventMode mode, int cycle) {
                if (drawing[0]) {
                    out.append("e 0 ").append(state).append(' ').append(event.name()).append(' ')
                            .append(event.payload() == null ? "-" : bits(event.payload())).append(' ')
                            .append(mode.ordinal()).append(' ').append(cycle).append('\n');
                }
            }
        });
        for (String line : channels) {
            out.append(line).append('\n');
        }
        int next = 0;
        for (int step = 1; step <= steps; step++) {
            for (; next < actions.size() && actions.get(next).step() <= step; next++) {
                if (actions.get(next).step() == step) {
                    actions.get(next).issue(base);
                }
            }
            if (layered) {
                layers.step();
            } else {
                base.step();
            }
            for (int i = 0; i < ALPHAS.length; i++) {
                out.append("d ").append(step).append(' ').append(i).append('\n');
                drawing[0] = true;
                if (layered) {
                    layers.draw(Double.parseDouble(ALPHAS[i]));
                } else {
                    base.draw(Double.parseDouble(ALPHAS[i]));
                }
                drawing[0] = false;
                for (String line : channels) {
                    String[] parts = line.split(" ", 3);
                    String name = parts[2];
                    int colon = name.lastIndexOf(':');
                    double[] value = scene.drawn.get(name);
                    out.append("v ").append(parts[1]);
                    if (value == null) {
                        out.append(" never bound as drawn");
                    } else if (!scene.written.contains(name)) {
                        // The scene's own value (a lane of a vector bound before it, say): not the draws' doing.
                        out.append(UNWRITTEN).append('\n');
                        continue;
                    }
                    for (int lane = 0; value != null && lane < value.length; lane++) {
                        out.append(' ').append(bits(value[lane]));
                    }
                    out.append('\n');
                }
            }
        }
        return out.toString();
    }

    /**
     * An open scene ({@link MemoryScene#open()}, as reel replay's) that keeps what the animator wrote to each drawn
     * binding by PATH:PROPERTY, each on its own (the scene would show a float lane bound after its vector as a lane
     * of that vector); a drawn channel starts with the scene's value.
     */
    static final class DrawnTarget implements AnimationTarget {
        private final MemoryScene scene = MemoryScene.open();
        final Map<String, double[]> drawn = new HashMap<>();
        final java.util.Set<String> written = new java.util.HashSet<>();
        private final Map<Integer, String> names = new HashMap<>();
        private final Map<Integer, double[]> byHandle = new HashMap<>();

        @Override
        public int bind(String path, String property, Kind kind, boolean isDrawn) {
            int handle = scene.bind(path, property, kind, isDrawn);
            if (handle >= 0 && isDrawn) {
                names.put(handle, path + ":" + property);
                byHandle.put(handle, drawn.computeIfAbsent(path + ":" + property, key -> {
                    double[] start = new double[kind.lanes()];
                    scene.readNumbers(handle, start, 0);
                    return start;
                }));
            }
            return handle;
        }

        @Override
        public PhysicsBody body(String path) {
            return scene.body(path);
        }

        @Override
        public boolean hasMotion2D(String path) {
            return scene.hasMotion2D(path);
        }

        @Override
        public boolean drivenElsewhere(String path, String property) {
            return scene.drivenElsewhere(path, property);
        }

        @Override
        public void writeNumbers(int handle, double[] source, int offset) {
            double[] mine = byHandle.get(handle);
            if (mine != null) {
                written.add(names.get(handle));
                System.arraycopy(source, offset, mine, 0, mine.length);
            }
            scene.writeNumbers(handle, source, offset);
        }

        @Override
        public void writeBool(int handle, boolean value) {
            scene.writeBool(handle, value);
        }

        @Override
        public void writeText(int handle, String text) {
            scene.writeText(handle, text);
        }

        @Override
        public void readNumbers(int handle, double[] into, int offset) {
            scene.readNumbers(handle, into, offset);
        }

        @Override
        public boolean readBool(int handle) {
            return scene.readBool(handle);
        }

        @Override
        public String readText(int handle) {
            return scene.readText(handle);
        }
    }

    static String bits(double value) {
        return String.format(Locale.ROOT, "%016x", Double.doubleToRawLongBits(value));
    }

    /** Runs both on {@code controllerFile} (in project {@code root}) with the replay script {@code script}; returns the event count. */
    int agree(String what, Path controllerFile, Path root, String script, int steps, double dt, boolean sanitized)
            throws Exception {
        ControllerSource source = ControllerSource.load(controllerFile.toString());
        assertThat(source.failed()).as(what + ": " + source.diagnostics()).isFalse();
        CompiledController controller = source.controller();
        ReplayScript parsed = ReplayScript.parse(script, "s.script", controller);
        if (parsed.hasErrors()) {
            return -1;
        }
        StringBuilder actionLines = new StringBuilder();
        for (ReplayScript.Action action : parsed.actions()) {
            actionLines.append(action.step()).append(' ').append(action.verb().ordinal()).append(' ')
                    .append(action.target()).append(' ').append(Double.toHexString(action.number())).append('\n');
        }
        Path actions = Files.createTempFile(temp, "actions", ".txt");
        Files.writeString(actions, actionLines, StandardCharsets.UTF_8);
        List<String> args = new ArrayList<>(List.of(controllerFile.toAbsolutePath().toString(),
                root.toAbsolutePath().toString(), actions.toString(), Integer.toString(steps), Double.toString(dt)));
        args.addAll(List.of(ALPHAS));
        String expected = null;
        for (boolean asan : sanitized ? new boolean[]{false, true} : new boolean[]{false}) {
            ChildRun.Ended ended = CRuntime.run(CRuntime.testProgram("draw_dump", asan), args, LIMIT);
            assertThat(ended.exit()).as(what + ": draw_dump exit, " + ended.output()).isZero();
            List<String> channels = ended.output().lines().filter(line -> line.startsWith("c ")).toList();
            if (expected == null) {
                expected = javaDraws(controller, parsed.actions(), steps, dt, channels);
            }
            compare(what + (asan ? " (sanitized)" : ""), expected, ended.output());
        }
        return (int) expected.lines().filter(line -> line.startsWith("e ")).count();
    }

    static void compare(String what, String expected, String actual) {
        String[] want = expected.split("\n", -1);
        String[] got = actual.split("\n", -1);
        String step = "before the first step";
        for (int i = 0; i < Math.min(want.length, got.length); i++) {
            if (want[i].startsWith("d ")) {
                step = want[i];
            }
            boolean unwritten = want[i].endsWith(UNWRITTEN)
                    && got[i].startsWith(want[i].substring(0, want[i].length() - UNWRITTEN.length()) + " ");
            if (!want[i].equals(got[i]) && !unwritten) {
                StringBuilder context = new StringBuilder();
                for (int j = Math.max(0, i - 12); j <= Math.min(i + 12, Math.min(want.length, got.length) - 1); j++) {
                    context.append(String.format(Locale.ROOT, "%n %-50s | %s", want[j], got[j]));
                }
                fail(what + ", line " + (i + 1) + " (draw " + step + "):\n java: " + want[i] + "\n C:    " + got[i]
                        + "\n java | C around it:" + context);
            }
        }
        assertThat(got.length).as(what + ": line count").isEqualTo(want.length);
    }

    @Test
    void theSampleKnightsFootstepsAgree() throws Exception {
        String script = """
                at 5 set Speed 3
                at 30 set Grounded false
                at 30 set VerticalSpeed 5
                at 45 set VerticalSpeed -1
                at 60 set Grounded true
                at 62 set Speed 4
                at 70 trigger Attack
                at 75 crossfade Run 0.2
                at 80 play Idle
                at 85 crossfade Run 0.3
                at 120 set Speed 0
                at 130 trigger Attack
                """;
        Path root = Path.of("sample-projects/platformer");
        int events = agree("knight", root.resolve("anim/knight.aectrl"), root, script, 200, 1 / 60.0, true);
        // The run's Footstep presentation events: a comparison of draws that fire nothing would prove little.
        assertThat(events).as("presentation events drawn").isGreaterThanOrEqualTo(3);
        agree("knight, dt 0.1", root.resolve("anim/knight.aectrl"), root, script, 200, 0.1, false);
    }

    @Test
    void randomControllersDrawAlike() throws Exception {
        String fixed = System.getProperty("reel.draw.seed");
        long first = fixed != null ? Long.parseLong(fixed) : System.nanoTime();
        int runs = fixed != null ? 1 : 30;
        int drawn = 0;
        long events = 0;
        for (int i = 0; i < runs; i++) {
            long seed = first + i;
            Path project = Files.createDirectories(temp.resolve("random" + i));
            RandomControllers.Project written = RandomControllers.write(seed, project);
            List<String> args = written.args();
            try {
                int fired = agree("random controller, seed " + seed, Path.of(args.get(0)), project,
                        Files.readString(Path.of(args.get(2))), Integer.parseInt(args.get(4)),
                        Double.parseDouble(args.get(6)), i % 10 == 0);
                if (fired >= 0) {
                    drawn++;
                    events += fired;
                }
            } catch (AssertionError failure) {
                throw new AssertionError("seed " + seed + " (rerun with -Dreel.draw.seed=" + seed + "): "
                        + failure.getMessage(), failure);
            }
        }
        System.out.println("[draw agreement] " + drawn + " of " + runs + " random controllers drawn alike, "
                + events + " presentation events");
        assertThat(drawn).as("random controllers drawn").isGreaterThanOrEqualTo(runs * 9 / 10);
    }
}
