package dev.reel.runtime;

import dev.reel.model.Kind;

/**
 * What a player animates: a node tree seen through handles. The player binds each track once per Play
 * ({@link #bind}), then writes through the handle on every step without lookups; it reads through the
 * same handle to capture the value {@code onEnd=restore} puts back.
 *
 * <p>A handle bound with {@code drawn} true addresses the drawn view of a transform: what the screen
 * shows between fixed steps. Writing it must leave the simulated transform (the one scripts, physics and
 * saves see) untouched.
 */
public interface AnimationTarget {
    /** {@link #bind} found no node at the path (ANM005). */
    int NO_NODE = -1;
    /** {@link #bind} found the node but no property of that name and kind (ANM001). */
    int NO_PROPERTY = -2;

    /** A handle (>= 0) for the property, or {@link #NO_NODE} or {@link #NO_PROPERTY}. */
    int bind(String path, String property, Kind kind, boolean drawn);

    /** The physics body on the node at {@code path}. */
    PhysicsBody body(String path);

    /** Whether the node at {@code path} has a Motion 2D, which owns its transform. */
    boolean hasMotion2D(String path);

    /** Whether something other than animation (a tween) drives the property. */
    boolean drivenElsewhere(String path, String property);

    /** Writes {@code kind.lanes()} numbers (float32, int32 and the vector kinds) from {@code source[offset]}. */
    void writeNumbers(int handle, double[] source, int offset);

    void writeBool(int handle, boolean value);

    /** Writes an enum word or an asset path. */
    void writeText(int handle, String text);

    void readNumbers(int handle, double[] into, int offset);

    boolean readBool(int handle);

    String readText(int handle);
}
