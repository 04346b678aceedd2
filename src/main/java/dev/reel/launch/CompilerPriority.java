package dev.reel.launch;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Java's optimising compiler (C2) works hardest while the window is first styled and laid out, and on two cores
 * it takes the second core's time from the JavaFX thread just when the first frame waits on it. On Linux the
 * editor lowers the C2 compiler threads' scheduling priority (nice {@value #NICE}) at start-up: they still use
 * every moment a core is free, which on a desktop is nearly always, but give way while the window starts.
 * {@code -Dreel.compilerNice=0} leaves them as they are.
 */
final class CompilerPriority {
    static final int NICE = 10;

    private CompilerPriority() {
    }

    /** Lowers the C2 compiler threads' priority; returns how many threads it changed. Never throws. */
    static int apply() {
        int nice = Integer.getInteger("reel.compilerNice", NICE);
        if (nice <= 0 || !LibC.linux()) {
            return 0;
        }
        int changed = 0;
        try (DirectoryStream<Path> tasks = Files.newDirectoryStream(Path.of("/proc/self/task"))) {
            for (Path task : tasks) {
                String name;
                try {
                    name = Files.readString(task.resolve("comm")).trim();
                } catch (IOException gone) {
                    continue;
                }
                if (name.startsWith("C2 CompilerThre") && LibC.setThreadNice(
                        Integer.parseInt(task.getFileName().toString()), nice)) {
                    changed++;
                }
            }
        } catch (IOException | RuntimeException | LinkageError unavailable) {
            return changed;
        }
        return changed;
    }
}
