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
    ASSET_REF("assetRef", 1);

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

    /** How many numbers a value of this kind holds (1 for scalars and non-numeric kinds). */
    public int lanes() {
        return lanes;
    }

    /** Whether values of this kind are written as arrays of numbers. */
    public boolean isVector() {
        return this == VEC2 || this == VEC3 || this == VEC4 || this == COLOR || this == RECT || this == QUAT;
    }

    /** Whether values of this kind are numbers or arrays of numbers (int32 included). */
    public boolean isNumeric() {
        return this == FLOAT32 || this == INT32 || isVector();
    }
}
