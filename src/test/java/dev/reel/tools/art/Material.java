package dev.reel.tools.art;

/** Four tones of one surface: the lit rim, the body colour, the shaded side and the line between parts. */
record Material(int light, int fill, int shade, int line) {

    /** The same surface one step darker, for limbs on the far side of a figure. */
    Material far() {
        return new Material(fill, shade, line, line);
    }
}
