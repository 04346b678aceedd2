package dev.reel.reliability;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * The bounded-memory rows of the reliability report: each hostile command line of the hardening issue run in a
 * child JVM under a small {@code -Xmx} ({@link ChildCli}), its peak heap printed; a row is lost when the run
 * did not end as it must (its exit code and message), corrupt when it ran out of memory or printed a trace.
 */
public final class BoundedMemoryRuns {
    private static final long TIMEOUT_SECONDS = 600;

    private final Path folder;

    public BoundedMemoryRuns(Path folder) {
        this.folder = folder;
    }

    /** One hostile command line, the heap and compilers it runs with and what must come out. */
    private record Input(String name, String maxHeap, Predicate<ChildCli.Result> expected, List<String> compilers,
                         String[] args) {
        Input(String name, String maxHeap, Predicate<ChildCli.Result> expected, String[] args) {
            this(name, maxHeap, expected, ChildCli.QUICK_COMPILER, args);
        }
    }

    /** Runs every input once and returns a row each. */
    public List<Figure> run() throws IOException, InterruptedException {
        return run(name -> true);
    }

    /** Runs once each input whose name {@code chosen} accepts (as its row names it) and returns a row each. */
    public List<Figure> run(Predicate<String> chosen) throws IOException, InterruptedException {
        List<Figure> figures = new ArrayList<>();
        for (Input input : inputs()) {
            if (!chosen.test(input.name())) {
                continue;
            }
            ChildCli.Result result = ChildCli.run(input.maxHeap(), TIMEOUT_SECONDS, input.compilers(),
                    input.args());
            boolean asExpected = input.expected().test(result);
            boolean broken = result.outOfMemory() || result.printedTrace() || result.peakBytes() < 0;
            String first = result.messages().lines().findFirst().orElse("");
            figures.add(new Figure("memory -Xmx" + input.maxHeap() + ": " + input.name(), 1,
                    String.format("exit %d, peak heap %s MiB%s, %.1f s%s: %s", result.exit(),
                            result.peakMebibytes(), result.liveBytes() > 0 ? " (" + result.liveMebibytes()
                                    + " MiB after GC)" : "", result.seconds(), asExpected ? "" : " (NOT AS EXPECTED)",
                            first.length() > 90 ? first.substring(0, 90) + "..." : first),
                    asExpected ? 0 : 1, broken ? 1 : 0));
        }
        return figures;
    }

    private List<Input> inputs() throws IOException, InterruptedException {
        Path script = Files.writeString(folder.resolve("run.script"), "at 5 set Speed 1\nat 90 trigger Attack\n");
        Path far = Files.writeString(folder.resolve("far.script"), "at 2000000000 set Speed 1\n");
        Path sheet = folder.resolve("goblin.png");
        BigSheets.blank(2048, 2048, sheet);
        Path nul = Files.writeString(folder.resolve("nul.script"), "at 1 set \"Sp\u0000eed\" 1\n");
        String replay = "engine/anim/platformer";
        List<Input> inputs = new ArrayList<>();
        inputs.add(new Input("reel replay --steps 20000000", "256m", exit(2, "over the limit"),
                new String[] {"replay", replay, "--script", script.toString(), "--steps", "20000000"}));
        inputs.add(new Input("script line 'at 2000000000 set Speed 1'", "256m", exit(1, "SCR001"),
                new String[] {"replay", replay, "--script", far.toString()}));
        inputs.add(new Input("reel replay 1,000,000 steps (table)", "64m", exit(0, ""),
                new String[] {"replay", replay, "--script", script.toString(), "--steps", "1000000"}));
        inputs.add(new Input("reel replay 1,000,000 steps (--json --values)", "64m", exit(0, ""),
                new String[] {"replay", replay, "--script", script.toString(), "--steps", "1000000", "--json",
                        "--values"}));
        inputs.add(new Input("reel slice 2048² --grid 1,1 (4.2 M cells)", "256m", exit(1, "SLC001"),
                new String[] {"slice", sheet.toString(), "--grid", "1,1"}));
        inputs.add(new Input("reel slice 2048² --grid 2,2 (1 M cells)", "256m", exit(1, "SLC001"),
                new String[] {"slice", sheet.toString(), "--grid", "2,2"}));
        inputs.add(new Input("a NUL in a printed name", "256m", result -> result.exit() == 1
                && result.err().contains("\\u0000") && !result.err().contains("\u0000"),
                new String[] {"replay", replay, "--script", nul.toString()}));
        inputs.add(new Input("reel imprt X", "256m", exit(2, "did you mean"), new String[] {"imprt", "X"}));
        inputs.addAll(OthersInputs.inputs(folder).stream().map(other -> new Input(other.name(), other.maxHeap(),
                exit(other.exit(), other.message()), other.compilers(), other.args())).toList());
        return inputs;
    }

    private static Predicate<ChildCli.Result> exit(int code, String message) {
        return result -> result.exit() == code && result.messages().contains(message);
    }
}
