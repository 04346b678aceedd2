package dev.reel.runtime;

/** The physics body on a node, which decides whether a transform track may move it (ANM006). */
public enum PhysicsBody {
    /** No body: transform tracks play. */
    NONE,
    /** A static body: transform tracks play but teleport it (a warning). */
    STATIC,
    /** A kinematic body: simulation transform tracks move it; presentation ones are off. */
    KINEMATIC,
    /** A dynamic body: physics owns the transform; every transform track is off. */
    DYNAMIC
}
