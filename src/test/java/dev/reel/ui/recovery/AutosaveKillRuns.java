package dev.reel.ui.recovery;

import dev.reel.reliability.Figure;
import dev.reel.ui.TestProjects;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;

/**
 * Autosave, kill -9, restart, as in {@link AutosaveKillTest} but many times and headless at the model level: a
 * child Reel ({@link AutosaveChild}) edits a clip, autosaves and is killed at a random moment after; the next
 * start finds the dead session in the config folder, and its recovered text must equal the text before the kill.
 */
public final class AutosaveKillRuns {
    private final Path temp;

    public AutosaveKillRuns(Path temp) {
        this.temp = temp;
    }

    /** {@code rounds} kills; the row counts recovered documents equal to the one before the kill. */
    public Figure run(int rounds, long seed) throws Exception {
        Random random = new Random(seed);
        int recovered = 0;
        int lost = 0;
        int different = 0;
        for (int round = 0; round < rounds; round++) {
            Path folder = Files.createDirectories(temp.resolve("autosave-" + round));
            Path root = TestProjects.platformer(folder);
            Path config = folder.resolve("config");
            Path expected = folder.resolve("expected.aeanim");
            killChild(root, config, expected, random.nextInt(400));
            String before = Files.readString(expected);
            try (RecoverySession restarted = RecoverySession.start(config);
                 OrphanSessions orphans = OrphanSessions.find(config, restarted)) {
                List<RecoverySession.RecoveredDocument> documents = orphans.documentsOf(root);
                if (documents.size() != 1) {
                    lost++;
                } else if (!documents.get(0).text().equals(before)) {
                    different++;
                } else {
                    recovered++;
                }
            }
        }
        return new Figure("autosave, kill -9, restart", rounds, "recovered = before: " + recovered + "/" + rounds
                + " (seed " + seed + ")", lost, different);
    }

    private static void killChild(Path root, Path config, Path expected, int extraMillis) throws Exception {
        // Autosave keeps ticking after READY: the kill lands at any point of its cycle.
        KilledChild.runUntilReadyThenKill(AutosaveChild.class, config, List.of("-XX:TieredStopAtLevel=1",
                "-D" + Autosave.INTERVAL_PROPERTY + "=0.2"), List.of(root.toString(), expected.toString()), extraMillis);
    }
}
