package dev.reel.io;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Kills a saving child JVM ({@link SaveChild}) with SIGKILL at random moments until {@code saves} saves of a
 * 5 MB clip have completed, and counts torn files (neither the old nor the new version, the backup included)
 * and temporary files left after the next start's clean-up: the reliability report's row. SaveKillTest kills at
 * each chosen point of one save instead ({@link StoppedSave}), which does not depend on the machine's speed.
 */
public final class SaveKills {
    /** What the run found. */
    public record Result(int saved, int kills, int torn, int strays, long seed) {
    }

    private SaveKills() {
    }

    public static Result run(Path folder, long seed, int saves) throws Exception {
        Random random = new Random(seed);
        Path target = folder.resolve("big.aeanim");
        int saved = 0;
        int kills = 0;
        int torn = 0;
        int strays = 0;
        int lastVersion = -1;
        while (saved < saves) {
            int batch = saves - saved;
            Process child = new ProcessBuilder(javaBinary(), "-Xmx256m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xshare:auto", "-cp", System.getProperty("java.class.path"),
                    SaveChild.class.getName(), target.toString(), Integer.toString(saved), Integer.toString(batch))
                    .redirectErrorStream(true).start();
            AtomicInteger lastReported = new AtomicInteger(-1);
            Thread reader = new Thread(() -> readVersions(child, lastReported));
            reader.start();
            // A save takes tens of milliseconds (5 MB and two fsyncs): kills land in every phase of one.
            long killAfter = 300 + random.nextInt(3000);
            boolean finished = child.waitFor(killAfter, java.util.concurrent.TimeUnit.MILLISECONDS);
            if (!finished) {
                child.destroyForcibly(); // SIGKILL on Linux and macOS: no shutdown hooks, no flushing
                child.waitFor();
                kills++;
            }
            reader.join();
            int completed = lastReported.get();
            if (Files.exists(target)) {
                int version = SaveChild.versionOf(Files.readAllBytes(target));
                if (version < 0 || version < completed || version < lastVersion) {
                    torn++;
                } else {
                    lastVersion = version;
                }
            }
            Path backup = AtomicFile.backupOf(target);
            if (Files.exists(backup) && SaveChild.versionOf(Files.readAllBytes(backup)) < 0) {
                torn++;
            }
            AtomicFile.removeStrayTemporaryFiles(folder);
            strays += listTemporary(folder).size();
            saved = Math.max(saved, completed + 1);
            if (completed < 0 && finished) {
                throw new AssertionError("the child saved nothing; seed " + seed);
            }
        }
        return new Result(saved, kills, torn, strays, seed);
    }

    private static void readVersions(Process child, AtomicInteger lastReported) {
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(child.getInputStream(),
                StandardCharsets.UTF_8))) {
            String line;
            while ((line = lines.readLine()) != null) {
                try {
                    lastReported.set(Integer.parseInt(line.trim()));
                } catch (NumberFormatException e) {
                    System.err.println("child: " + line);
                }
            }
        } catch (java.io.IOException e) {
            // The child was killed mid-line.
        }
    }

    private static List<Path> listTemporary(Path folder) throws Exception {
        List<Path> found = new ArrayList<>();
        try (var files = Files.list(folder)) {
            files.filter(path -> path.getFileName().toString().endsWith(".reel-tmp")).forEach(found::add);
        }
        return found;
    }

    private static String javaBinary() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
}
