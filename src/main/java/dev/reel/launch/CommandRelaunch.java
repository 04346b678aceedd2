package dev.reel.launch;

import java.util.List;

/**
 * The restart of {@link Relaunch} for a subcommand ({@code java -jar reel.jar check PATH}): the same class-data
 * archive the editor starts with, which holds the classes a check loads too (the editor checks the project it
 * opens), and none of the editor's memory flags, so a subcommand keeps Java's default heap. {@code reel check}
 * also runs with the serial collector and the quick compiler alone ({@code -XX:TieredStopAtLevel=1}): a check
 * lasts a second or less, and the optimising compiler's work in that time (about half of the process's
 * processor time) was never paid back. The other subcommands can run for minutes ({@code reel play} of ten
 * million steps, {@code reel slice} of a large sheet) and keep Java's compilers and collector. A collector the
 * user names wins; the rest is {@link Relaunch}'s: Linux, a fresh archive, no agents, no option variables.
 */
final class CommandRelaunch {
    /** What {@code reel check} runs with after the archive. */
    static final List<String> CHECK_OPTIONS = List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC");

    private CommandRelaunch() {
    }

    /** The options after the archive's for the subcommand named {@code name}. */
    static List<String> options(String name) {
        return "check".equals(name) ? CHECK_OPTIONS : List.of();
    }

    /**
     * The archive {@code reel check} starts with, beside the jar: {@code reel-check.jsa}, dumped by {@code mvn
     * package} from the classes a check loads ({@code packaging/cds/check.classlist}). A third the size of the
     * editor's, it costs the restarted Java less to map; when it is missing or stale the editor's is used.
     */
    static final String CHECK_ARCHIVE_SUFFIX = "-check";

    /** The suffix of the archive the subcommand {@code name} starts with ({@link Relaunch#apply(String, List, boolean)}). */
    static String archiveSuffix(String name) {
        return "check".equals(name) ? CHECK_ARCHIVE_SUFFIX : "";
    }

    /**
     * Whether the subcommand {@code name} restarts as a child process ({@link ChildRestart}) rather than by
     * {@code execv}: {@code reel check}, a second or less of work, for which loading LWJGL to call {@code execv}
     * was a third of the whole. The other subcommands can run for minutes and be sent signals meant for them, and
     * keep one process.
     */
    static boolean asChild(String name) {
        return "check".equals(name);
    }

    /** Restarts Java for the subcommand {@code args} run with the archive, when {@link Relaunch} may. */
    static void apply(String[] args) {
        String name = args.length > 0 ? args[0] : "";
        Relaunch.apply(archiveSuffix(name), options(name), asChild(name));
    }
}
