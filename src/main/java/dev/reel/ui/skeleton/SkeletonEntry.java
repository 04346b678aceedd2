package dev.reel.ui.skeleton;

/** A row of the Skeleton tree: a bone or a slot (on its bone's row), by name. */
record SkeletonEntry(String name, boolean slot) {
    /** The drag format's text: {@code bone:NAME} or {@code slot:NAME}. */
    String dragText() {
        return (slot ? "slot:" : "bone:") + name;
    }

    static SkeletonEntry ofDragText(String text) {
        if (text == null) {
            return null;
        }
        if (text.startsWith("bone:")) {
            return new SkeletonEntry(text.substring(5), false);
        }
        return text.startsWith("slot:") ? new SkeletonEntry(text.substring(5), true) : null;
    }
}
