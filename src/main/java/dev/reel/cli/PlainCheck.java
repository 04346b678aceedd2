package dev.reel.cli;

import java.io.PrintWriter;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code reel check PATH... [--json]} read without picocli when its words are plain: one or more paths and
 * {@code --json} at most once. Building the check command's model (its annotations read by reflection, each
 * through a proxy class made at run time) and parsing took about a sixth of the processor time of checking
 * the sample as a whole process, for words that need none of it. Anything else (an option other than
 * {@code --json}, a word starting with {@code -} or picocli's {@code @file}, no path, an empty word, picocli's
 * tracing switched on) goes to picocli as before, so help, usage errors and their exit codes are picocli's own.
 * What it prints and returns is what picocli's run of {@link CheckCommand} gives: the same
 * {@link CheckCommand#run}, and an exception of the check reported the way {@link ReelCommand}'s handler does.
 */
final class PlainCheck {
    static final String JSON = "--json";

    private PlainCheck() {
    }

    /** The paths of {@code args} when they are plain words for {@code reel check} (see above), or null. */
    static Words words(String[] args) {
        if (args.length < 2 || !"check".equals(args[0]) || System.getProperty("picocli.trace") != null) {
            return null;
        }
        List<Path> paths = new ArrayList<>(args.length - 1);
        boolean json = false;
        for (int i = 1; i < args.length; i++) {
            String word = args[i];
            if (JSON.equals(word) && !json) {
                json = true;
                continue;
            }
            if (word.isEmpty() || word.charAt(0) == '-' || word.charAt(0) == '@') {
                return null;
            }
            try {
                paths.add(Path.of(word));
            } catch (InvalidPathException notAPath) {
                return null;
            }
        }
        return paths.isEmpty() ? null : new Words(List.copyOf(paths), json);
    }

    /** The words of a plain check: its paths, in order, and whether {@code --json} was given. */
    record Words(List<Path> paths, boolean json) {
    }

    /**
     * Runs the check of {@code words} as picocli would: the exit code {@link CheckCommand#run} returns, or 3 with
     * {@code reel: internal error: ...} on {@code err} when it throws (errors such as running out of memory go up
     * to the caller, as they do through picocli).
     */
    static int run(Words words, PrintWriter out, PrintWriter err) {
        try {
            return CheckCommand.run(words.paths(), words.json(), out);
        } catch (Exception exception) {
            err.println(ReelCommand.internalError(exception));
            return 3;
        }
    }
}
