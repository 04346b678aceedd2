package dev.reel.model;

/** The value type of a track. */
public enum Kind implements Named {
    FLOAT32("float32", 1),
    INT32("int32", 1),
    BOOL("bool", 1),
    ENUM("enum", 1),
    VEC2("vec2", 2),
    VEC3("vec3", 3),
    VEC4("vec4", 4),
    COLOR("color", 4),
    RECT("rect", 4),
    QUAT("quat", 4),
    ASSET_REF("assetRef", 1),
    /**
     * Any number of numbers, the same count in every key of a track, interpolated lane by lane like a vector: the
     * vertex offsets of a rig's deform track. {@link #lanes()} is 0 for it: the count is the values' own.
     */
    FLOATS("floats", 0),
    /** An order of all the slots of a rig, by name, stepping: a rig's draw-order track. */
    DRAW_ORDER("drawOrder", 1);

    private final String word;
    private final int lanes;

    Kind(String word, int lanes) {
        this.word = word;
        this.lanes = lanes;
    }

    @Override
    public String word() {
        return word;
    }

    /**
     * How many numbers a value of this kind holds (1 for scalars and non-numeric kinds, 0 for {@link #FLOATS},
     * whose values say it themselves).
     */
    public int lanes() {
        return lanes;
    }

    /** Whether values of this kind are written as arrays of numbers. */
    public boolean isVector() {
        return this == VEC2 || this == VEC3 || this == VEC4 || this == COLOR || this == RECT || this == QUAT;
    }

    /** Whether values of this kind are numbers or arrays of numbers (int32 and floats included). */
    public boolean isNumeric() {
        return this == FLOAT32 || this == INT32 || this == FLOATS || isVector();
    }
}
