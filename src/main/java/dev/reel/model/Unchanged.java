package dev.reel.model;

import java.util.List;

/**
 * The cheap "nothing here changed" test. Model values never change, and an edit keeps the parts it does not
 * touch as the same instances, so two lists of parts holding the very same instances in order are unchanged,
 * without comparing what they hold.
 */
public final class Unchanged {
    private Unchanged() {
    }

    /** Whether {@code a} and {@code b} hold the same instances in the same order. */
    public static <T> boolean parts(List<T> a, List<T> b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            if (a.get(i) != b.get(i)) {
                return false;
            }
        }
        return true;
    }
}
