package dev.reel.reliability;

/**
 * One row of the reliability table: what was run, how many times, what came out, and the two numbers that
 * must be zero — work lost and files (or values) corrupted.
 *
 * @param check  what the row measures
 * @param runs   how many times it was exercised
 * @param result what was measured, in words and numbers
 * @param lost   work that was gone afterwards (a save, an edit, a recovered session, a detection)
 * @param corrupt files or values that were neither the old nor the new version, or differed
 */
public record Figure(String check, long runs, String result, long lost, long corrupt) {
}
