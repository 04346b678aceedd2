package dev.reel.ui.documents;

import java.util.ArrayList;
import java.util.List;

/**
 * A unified line diff of two texts, as the recovery and reload dialogs show what differs: lines only in the
 * old text are removed ({@code -}), lines only in the new one added ({@code +}), with three lines of context
 * around each change. Common beginnings and ends are cut first, so typical edits cost almost nothing.
 */
public final class LineDiff {
    /** Lines of unchanged text shown around each change. */
    private static final int CONTEXT = 3;
    /** Above this many table cells the middle is shown as one replaced block instead of aligned. */
    private static final long MAX_CELLS = 4_000_000;

    /** What a line of the diff is. */
    public enum Kind { CONTEXT, REMOVED, ADDED, HUNK }

    /** One line of the diff, without its marker. */
    public record Line(Kind kind, String text) {
        /** The line as a unified diff prints it. */
        public String unified() {
            return switch (kind) {
                case CONTEXT -> " " + text;
                case REMOVED -> "-" + text;
                case ADDED -> "+" + text;
                case HUNK -> text;
            };
        }
    }

    private LineDiff() {
    }

    /** The diff from {@code before} to {@code after}; empty when the texts have the same lines. */
    public static List<Line> diff(String before, String after) {
        List<String> a = lines(before);
        List<String> b = lines(after);
        List<Line> all = align(a, b);
        return hunks(all);
    }

    /** The diff as unified-diff text (without file headers). */
    public static String unified(String before, String after) {
        StringBuilder text = new StringBuilder();
        for (Line line : diff(before, after)) {
            text.append(line.unified()).append('\n');
        }
        return text.toString();
    }

    static List<String> lines(String text) {
        List<String> lines = new ArrayList<>(List.of(text.split("\r?\n", -1)));
        if (!lines.isEmpty() && lines.get(lines.size() - 1).isEmpty()) {
            lines.remove(lines.size() - 1);
        }
        return lines;
    }

    /** Every line of both texts in order, marked as kept, removed or added. */
    private static List<Line> align(List<String> a, List<String> b) {
        int start = 0;
        while (start < a.size() && start < b.size() && a.get(start).equals(b.get(start))) {
            start++;
        }
        int endA = a.size();
        int endB = b.size();
        while (endA > start && endB > start && a.get(endA - 1).equals(b.get(endB - 1))) {
            endA--;
            endB--;
        }
        List<Line> out = new ArrayList<>();
        for (int i = 0; i < start; i++) {
            out.add(new Line(Kind.CONTEXT, a.get(i)));
        }
        List<String> middleA = a.subList(start, endA);
        List<String> middleB = b.subList(start, endB);
        if ((long) middleA.size() * middleB.size() > MAX_CELLS) {
            middleA.forEach(line -> out.add(new Line(Kind.REMOVED, line)));
            middleB.forEach(line -> out.add(new Line(Kind.ADDED, line)));
        } else {
            out.addAll(common(middleA, middleB));
        }
        for (int i = endA; i < a.size(); i++) {
            out.add(new Line(Kind.CONTEXT, a.get(i)));
        }
        return out;
    }

    /** A longest-common-subsequence alignment of two blocks of lines. */
    private static List<Line> common(List<String> a, List<String> b) {
        int n = a.size();
        int m = b.size();
        int[][] length = new int[n + 1][m + 1];
        for (int i = n - 1; i >= 0; i--) {
            for (int j = m - 1; j >= 0; j--) {
                length[i][j] = a.get(i).equals(b.get(j)) ? length[i + 1][j + 1] + 1
                        : Math.max(length[i + 1][j], length[i][j + 1]);
            }
        }
        List<Line> out = new ArrayList<>();
        int i = 0;
        int j = 0;
        while (i < n && j < m) {
            if (a.get(i).equals(b.get(j))) {
                out.add(new Line(Kind.CONTEXT, a.get(i)));
                i++;
                j++;
            } else if (length[i + 1][j] >= length[i][j + 1]) {
                out.add(new Line(Kind.REMOVED, a.get(i++)));
            } else {
                out.add(new Line(Kind.ADDED, b.get(j++)));
            }
        }
        while (i < n) {
            out.add(new Line(Kind.REMOVED, a.get(i++)));
        }
        while (j < m) {
            out.add(new Line(Kind.ADDED, b.get(j++)));
        }
        return out;
    }

    /** Keeps the changed lines with their context, each run under an {@code @@ -a,b +c,d @@} header. */
    private static List<Line> hunks(List<Line> all) {
        List<Line> out = new ArrayList<>();
        int index = 0;
        while (index < all.size()) {
            if (all.get(index).kind() == Kind.CONTEXT) {
                index++;
                continue;
            }
            int from = Math.max(0, index - CONTEXT);
            int to = index;
            int lastChange = index;
            while (to < all.size() && to - lastChange <= 2 * CONTEXT) {
                if (all.get(to).kind() != Kind.CONTEXT) {
                    lastChange = to;
                }
                to++;
            }
            to = Math.min(all.size(), lastChange + CONTEXT + 1);
            out.add(header(all, from, to));
            out.addAll(all.subList(from, to));
            index = to;
        }
        return out;
    }

    private static Line header(List<Line> all, int from, int to) {
        int oldStart = 1;
        int newStart = 1;
        for (int i = 0; i < from; i++) {
            Kind kind = all.get(i).kind();
            if (kind != Kind.ADDED) {
                oldStart++;
            }
            if (kind != Kind.REMOVED) {
                newStart++;
            }
        }
        int oldCount = 0;
        int newCount = 0;
        for (int i = from; i < to; i++) {
            Kind kind = all.get(i).kind();
            if (kind != Kind.ADDED) {
                oldCount++;
            }
            if (kind != Kind.REMOVED) {
                newCount++;
            }
        }
        return new Line(Kind.HUNK, "@@ -" + oldStart + "," + oldCount + " +" + newStart + "," + newCount + " @@");
    }
}
