package dev.reel.ui.actions;

import java.util.Locale;

/**
 * Scores how well a few typed letters find a title, as the command palette and the Assets filter use it:
 * a substring beats a scattered match, a match at a word start beats one inside a word, and letters that
 * follow each other beat letters with gaps. A pure function, so it is tested without a screen.
 */
public final class FuzzyMatch {
    /** The score of a title the query does not match at all. */
    public static final int NONE = Integer.MIN_VALUE;

    private FuzzyMatch() {
    }

    /** How well {@code query} finds {@code title}: {@link #NONE} when it does not, higher is better. */
    public static int score(String query, String title) {
        String needle = query.strip().toLowerCase(Locale.ROOT);
        if (needle.isEmpty()) {
            return 0;
        }
        String hay = title.toLowerCase(Locale.ROOT);
        int best = NONE;
        int at = hay.indexOf(needle);
        while (at >= 0) {
            int score = 1000 + needle.length() * 10 - at - title.length() / 4;
            if (isWordStart(title, at)) {
                score += 200;
            }
            best = Math.max(best, score);
            at = hay.indexOf(needle, at + 1);
        }
        if (best != NONE) {
            return best;
        }
        return scattered(needle, hay, title);
    }

    /** Every letter in order, anywhere; word starts and runs of adjacent letters earn more. */
    private static int scattered(String needle, String hay, String title) {
        int score = 0;
        int from = 0;
        int previous = -2;
        for (int i = 0; i < needle.length(); i++) {
            char wanted = needle.charAt(i);
            if (wanted == ' ') {
                continue;
            }
            int found = -1;
            // Prefer the next word start holding the letter; fall back to the next occurrence.
            for (int j = from; j < hay.length(); j++) {
                if (hay.charAt(j) == wanted && isWordStart(title, j)) {
                    found = j;
                    break;
                }
            }
            int plain = hay.indexOf(wanted, from);
            if (plain < 0) {
                return NONE;
            }
            if (found < 0 || plain == previous + 1) {
                found = plain;
            }
            score += 10;
            if (found == previous + 1) {
                score += 15;
            }
            if (isWordStart(title, found)) {
                score += 25;
            }
            score -= Math.min(found - from, 10);
            previous = found;
            from = found + 1;
        }
        return score - title.length() / 4;
    }

    private static boolean isWordStart(String title, int index) {
        if (index == 0) {
            return true;
        }
        char before = title.charAt(index - 1);
        char here = title.charAt(index);
        return !Character.isLetterOrDigit(before) || (Character.isLowerCase(before) && Character.isUpperCase(here));
    }
}
