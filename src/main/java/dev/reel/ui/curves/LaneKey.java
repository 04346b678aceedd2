package dev.reel.ui.curves;

/** Which lane of which track a curve is: what the lane list's eye, lock and solo remember across edits. */
public record LaneKey(long trackId, int lane) {
}
