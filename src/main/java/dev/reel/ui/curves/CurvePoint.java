package dev.reel.ui.curves;

/** A point of the curve editor: one lane of one key. */
public record CurvePoint(long keyId, int lane) {
}
