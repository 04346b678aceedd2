package dev.reel.project;

import dev.reel.io.ProjectFolder;
import dev.reel.model.Diagnostic;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * Random sequences of new file, new folder, rename, move, duplicate, delete and undo on a copy of the sample
 * project: no step leaves a reference leading nowhere, and undoing everything gives back every byte.
 */
class ProjectChangePropertyTest {
    private static final int SEQUENCES = 12;
    private static final int STEPS = 14;

    @TempDir
    Path temp;

    @Test
    void noStepBreaksAReferenceAndUndoAllRestoresEveryByte() throws Exception {
        long only = Long.getLong("reel.seed", -1L);
        for (int sequence = 0; sequence < SEQUENCES; sequence++) {
            long seed = only >= 0 ? only : 20_000L + sequence;
            try {
                run(seed);
            } catch (AssertionError | RuntimeException e) {
                fail("seed " + seed + " (replay with -Dreel.seed=" + seed + "): " + e.getMessage(), e);
            }
            if (only >= 0) {
                return;
            }
        }
    }

    private void run(long seed) throws IOException {
        Random random = new Random(seed);
        Path root = ProjectFiles.sample(Files.createDirectories(temp.resolve("s" + seed)));
        ProjectFolder folder = ProjectFolder.at(root);
        ProjectHistory history = new ProjectHistory(root, Trash.inProject(root));
        Map<String, String> initial = ProjectFiles.snapshot(root);
        List<Diagnostic> brokenBefore = RenamesTest.ast002(root);
        assertThat(brokenBefore).isEmpty();
        List<String> log = new ArrayList<>();
        for (int step = 0; step < STEPS; step++) {
            String done = step(random, root, folder, history);
            log.add(done);
            assertThat(RenamesTest.ast002(root)).as("after " + String.join(", ", log)).isEmpty();
        }
        if (Boolean.getBoolean("reel.printSteps")) {
            System.out.println("seed " + seed + ": " + String.join(", ", log));
        }
        while (history.canUndo()) {
            Optional<Diagnostic> failure = history.undo();
            assertThat(failure).as("undo of " + history.nextUndo().map(Plan::title).orElse("")).isEmpty();
        }
        assertThat(ProjectFiles.snapshot(root)).as("after undoing " + String.join(", ", log)).isEqualTo(initial);
    }

    private String step(Random random, Path root, ProjectFolder folder, ProjectHistory history) throws IOException {
        // The last change's replaced versions are deleted in the background: let that finish before listing.
        history.settle();
        List<Path> items = items(root);
        List<Path> folders = items.stream().filter(Files::isDirectory).toList();
        Path item = items.get(random.nextInt(items.size()));
        Path someFolder = random.nextInt(4) == 0 ? root : folders.get(random.nextInt(folders.size()));
        Renames renames = new Renames(folder);
        FilePlans plans = new FilePlans(folder);
        Outcome outcome;
        String what;
        switch (random.nextInt(7)) {
            case 0 -> {
                Path file = someFolder.resolve("clip" + random.nextInt(1000) + ".aeanim");
                List<Path> sheets = items.stream().filter(Names::isSheet).toList();
                String sprites = sheets.isEmpty() ? "" : "asset(\"" + folder.relative(sheets.get(random.nextInt(sheets.size()))) + "\")";
                outcome = plans.create(file, ("anim version=1 length=1 loop=loop {\n  frames \"\" fps=12 { sprites=["
                        + sprites + "] }\n}\n").getBytes(StandardCharsets.UTF_8));
                what = "new " + folder.relative(file);
            }
            case 1 -> {
                Path made = someFolder.resolve("folder" + random.nextInt(1000));
                outcome = plans.createFolder(made);
                what = "new folder " + folder.relative(made);
            }
            case 2 -> {
                String name = item.getFileName().toString();
                String extension = Files.isDirectory(item) ? "" : Names.extension(name);
                Path to = item.resolveSibling("renamed" + random.nextInt(1000) + extension);
                outcome = renames.rename(item, to);
                what = "rename " + folder.relative(item) + " to " + folder.relative(to);
            }
            case 3 -> {
                outcome = renames.moveInto(List.of(item), someFolder);
                what = "move " + folder.relative(item) + " into " + folder.relative(someFolder);
            }
            case 4 -> {
                outcome = plans.duplicate(item);
                what = "duplicate " + folder.relative(item);
            }
            case 5 -> {
                // As a user reading the delete dialog would: only what nothing else uses.
                outcome = Usages.of(folder, List.of(item)).isEmpty() ? plans.delete(List.of(item))
                        : Outcome.refused(null);
                what = "delete " + folder.relative(item);
            }
            default -> {
                Optional<Diagnostic> failure = history.undo();
                assertThat(failure).as("undo").isEmpty();
                return "undo";
            }
        }
        if (!outcome.ok()) {
            return what + " (refused)";
        }
        assertThat(outcome.plan().untouched()).as(what).isEmpty();
        Optional<Diagnostic> failure = history.apply(outcome.plan());
        assertThat(failure).as(what).isEmpty();
        return what;
    }

    /** The project's files and folders but project.aego and .meta sidecars (which move with their sheets). */
    private static List<Path> items(Path root) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(path -> !path.equals(root))
                    .filter(path -> !root.relativize(path).toString().startsWith(".reel"))
                    .filter(path -> !path.getFileName().toString().equals("project.aego"))
                    .filter(path -> !path.getFileName().toString().endsWith(".meta"))
                    .sorted().toList();
        }
    }
}
