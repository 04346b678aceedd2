package dev.reel.runtime;

/** Where an {@link Animator} sends the motion of its states' root tracks (docs/formats.md, "Root motion"). */
public enum RootMotion {
    /** Nothing moves; the root track is ignored. */
    NONE,
    /** The node moves through its {@link MotionBody}: walls stop it. Without a body, Root Fallback or ANM009. */
    TO_MOTION,
    /** The node's {@code transform.position} moves. */
    TO_TRANSFORM
}
