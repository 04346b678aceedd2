package dev.reel.edit;

import dev.reel.io.ClipCodec;
import dev.reel.io.ControllerCodec;
import dev.reel.io.Loaded;
import dev.reel.model.Clip;
import dev.reel.model.Controller;
import dev.reel.reliability.Figure;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

/**
 * The reliability report's edit figures. Undo/redo: random command sequences (with transactions, gestures,
 * merges, saves and reloads) on the sample project's own clips and controllers, each checked against an
 * independent shadow history and by undo-all/redo-all giving the first and last bytes; a failed check is a
 * mismatch. Round trips: random clips and controllers written, read back and written again must give the same
 * bytes. The random models need not pass validation (a controller may have an instant cycle): a value that
 * reads back with errors still must write the same bytes, as the editor shows it for reference.
 */
public final class EditRuns {
    private final List<Clip> clips = new ArrayList<>();
    private final List<Controller> controllers = new ArrayList<>();

    /** Reads the clips and controllers of {@code project}. */
    public EditRuns(Path project) throws IOException {
        try (Stream<Path> files = Files.walk(project)) {
            for (Path file : files.sorted().toList()) {
                String name = project.relativize(file).toString();
                if (name.endsWith(".aeanim")) {
                    clips.add(usable(ClipCodec.read(Files.readAllBytes(file), name)));
                } else if (name.endsWith(".aectrl")) {
                    controllers.add(usable(ControllerCodec.read(Files.readAllBytes(file), name)));
                }
            }
        }
        if (clips.isEmpty() || controllers.isEmpty()) {
            throw new IllegalStateException("the project has no clips or no controllers: " + project);
        }
    }

    private static <T> T usable(Loaded<T> loaded) {
        if (!loaded.usable()) {
            throw new IllegalStateException(loaded.diagnostics().toString());
        }
        return loaded.value();
    }

    /** {@code sequences} random sequences, alternating clips and controllers of the project. */
    public Figure undoRedo(int sequences, long baseSeed) {
        long commands = 0;
        int mismatches = 0;
        List<Long> failing = new ArrayList<>();
        for (int index = 0; index < sequences; index++) {
            long seed = (baseSeed + index) * 0x9E3779B97F4A7C15L;
            Random random = new Random(seed);
            try {
                if (index % 2 == 0) {
                    commands += new EditSequence<>(random, RandomModels.pick(random, clips), new RandomClipCommands(),
                            ClipCodec::bytes).run();
                } else {
                    commands += new EditSequence<>(random, RandomModels.pick(random, controllers),
                            new RandomControllerCommands(), ControllerCodec::bytes).run();
                }
            } catch (AssertionError | RuntimeException failure) {
                mismatches++;
                if (failing.size() < 5) {
                    failing.add(seed);
                }
            }
        }
        return new Figure("undo/redo sequences (sample clips + controllers)", sequences, commands + " commands, "
                + mismatches + " mismatches" + (failing.isEmpty() ? "" : ", seeds " + failing), 0, mismatches);
    }

    /** {@code count} random clips and controllers written, read and written again. */
    public static Figure roundTrips(int count, long baseSeed) {
        int differences = 0;
        int unreadable = 0;
        int invalid = 0;
        for (int index = 0; index < count; index++) {
            Random random = new Random(baseSeed + index);
            byte[] first;
            byte[] second;
            if (index % 2 == 0) {
                first = ClipCodec.bytes(RandomModels.clip(random));
                Loaded<Clip> back = ClipCodec.read(first, "random.aeanim");
                if (back.value() == null) {
                    unreadable++;
                    continue;
                }
                invalid += back.hasErrors() ? 1 : 0;
                second = ClipCodec.bytes(back.value());
            } else {
                first = ControllerCodec.bytes(RandomModels.controller(random));
                Loaded<Controller> back = ControllerCodec.read(first, "random.aectrl");
                if (back.value() == null) {
                    unreadable++;
                    continue;
                }
                invalid += back.hasErrors() ? 1 : 0;
                second = ControllerCodec.bytes(back.value());
            }
            if (!Arrays.equals(first, second)) {
                differences++;
            }
        }
        return new Figure("round trips: random clips + controllers, write-read-write", count,
                differences + " differences, " + unreadable + " unreadable (" + invalid
                        + " read back with their validation errors, e.g. ANC003 cycles, as written)", unreadable,
                differences);
    }
}
