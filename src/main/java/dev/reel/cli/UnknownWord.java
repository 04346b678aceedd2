package dev.reel.cli;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Collection;

/**
 * The first word of {@code reel WORD ...} when it is neither a subcommand nor an existing file or folder: a
 * mistyped subcommand ({@code reel chek}) or a missing project, either way a usage error, with the closest
 * subcommand suggested when it is a few letters away.
 */
final class UnknownWord {
    /** The most single-letter edits between a typed word and a subcommand suggested for it. */
    static final int MAX_EDITS = 2;

    private UnknownWord() {
    }

    /** The message for {@code args}' first word, or null when it is a subcommand, an option or a path. */
    static String problem(String[] args, Collection<String> subcommands) {
        if (args.length == 0 || args[0].startsWith("-") || subcommands.contains(args[0]) || exists(args[0])) {
            return null;
        }
        String word = args[0];
        String closest = closest(word, subcommands);
        return "reel: \"" + word + "\" is neither a subcommand nor an existing project folder or file"
                + (closest == null ? "" : "; did you mean \"reel " + closest + "\"?")
                + " (subcommands: " + String.join(", ", subcommands) + "; reel --help for more)";
    }

    /** Whether {@code word} names something on disk. */
    static boolean exists(String word) {
        try {
            return Files.exists(Path.of(word));
        } catch (InvalidPathException notAPath) {
            return false;
        }
    }

    /** The subcommand fewest edits from {@code word}, if at most {@link #MAX_EDITS} (and under half its length). */
    static String closest(String word, Collection<String> subcommands) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String name : subcommands) {
            int distance = distance(word.toLowerCase(java.util.Locale.ROOT), name);
            if (distance < bestDistance) {
                best = name;
                bestDistance = distance;
            }
        }
        return bestDistance <= MAX_EDITS && bestDistance * 2 < Math.max(word.length(), 2) ? best : null;
    }

    /** Levenshtein distance: insertions, deletions and substitutions. */
    static int distance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitute = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitute, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}
