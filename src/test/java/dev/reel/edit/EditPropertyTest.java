package dev.reel.edit;

import dev.reel.io.ClipCodec;
import dev.reel.io.ControllerCodec;
import dev.reel.io.Loaded;
import dev.reel.model.Clip;
import dev.reel.model.Controller;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The command layer's property: random sequences of commands, transactions (some rolled back, some nested),
 * gestures (some cancelled), merges, undo/redo, saves and reloads over clips and controllers. After every
 * operation the document agrees with an independent {@link Shadow} history (value, dirty flag, versions, view);
 * at the end undo-all writes the initial bytes and redo-all the final bytes. A failure names its seed; replay it
 * with {@code -Dreel.seed=SEED}.
 */
class EditPropertyTest {
    private static final int SEQUENCES = 10_000;
    private static final long BASE_SEED = 0x5EED_2024L;

    private static long commandCount;
    private static final List<Clip> SHIPPED_CLIPS = new ArrayList<>();
    private static final List<Controller> SHIPPED_CONTROLLERS = new ArrayList<>();

    @Test
    void undoAllAndRedoAllAreExactAndDirtyFollowsTheSavedVersion() throws IOException {
        readShippedFiles();
        Long replay = Long.getLong("reel.seed");
        if (replay != null) {
            run(replay);
            return;
        }
        long cpuStart = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
        long wallStart = System.nanoTime();
        for (int i = 0; i < SEQUENCES; i++) {
            run((BASE_SEED + i) * 0x9E3779B97F4A7C15L);
        }
        // A figure for the log, not an assertion: the test should stay well under a minute on a quiet machine.
        System.out.printf("edit property: %d sequences, %d commands, %.1f s cpu, %.1f s wall%n", SEQUENCES,
                commandCount, (ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() - cpuStart) / 1e9,
                (System.nanoTime() - wallStart) / 1e9);
    }

    private static void run(long seed) {
        try {
            Random random = new Random(seed);
            if (random.nextBoolean()) {
                Clip start = random.nextBoolean() ? RandomModels.pick(random, SHIPPED_CLIPS)
                        : RandomModels.clip(random);
                commandCount += new EditSequence<>(random, start, new RandomClipCommands(), ClipCodec::bytes).run();
            } else {
                Controller start = random.nextBoolean() ? RandomModels.pick(random, SHIPPED_CONTROLLERS)
                        : RandomModels.controller(random);
                commandCount += new EditSequence<>(random, start, new RandomControllerCommands(),
                        ControllerCodec::bytes).run();
            }
        } catch (Throwable failure) {
            System.err.println("edit property failed for seed " + seed + " (replay with -Dreel.seed=" + seed + ")");
            failure.printStackTrace();
            throw new AssertionError("seed " + seed + ": " + failure.getMessage(), failure);
        }
    }

    private static void readShippedFiles() throws IOException {
        if (!SHIPPED_CLIPS.isEmpty()) {
            return;
        }
        for (Path root : List.of(Path.of("src/main/resources/engine/anim"),
                Path.of("sample-projects/platformer/anim"))) {
            try (Stream<Path> files = Files.walk(root)) {
                for (Path file : files.sorted().toList()) {
                    String name = file.toString();
                    if (name.endsWith(".aeanim")) {
                        SHIPPED_CLIPS.add(usable(ClipCodec.read(Files.readAllBytes(file), name)));
                    } else if (name.endsWith(".aectrl")) {
                        SHIPPED_CONTROLLERS.add(usable(ControllerCodec.read(Files.readAllBytes(file), name)));
                    }
                }
            }
        }
        assertThat(SHIPPED_CLIPS).hasSizeGreaterThan(5);
        assertThat(SHIPPED_CONTROLLERS).hasSizeGreaterThanOrEqualTo(2);
    }

    private static <T> T usable(Loaded<T> loaded) {
        assertThat(loaded.usable()).as(loaded.diagnostics().toString()).isTrue();
        return loaded.value();
    }
}
