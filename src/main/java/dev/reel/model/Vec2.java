package dev.reel.model;

/** A position on the animator graph canvas. */
public record Vec2(double x, double y) {
}
