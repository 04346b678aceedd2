package dev.reel.ui.preview;

/** The gizmo the preview shows on the selected node, picked with W, E and R as in Unity and Godot. */
enum PoseTool {
    MOVE("Move", "W"), ROTATE("Rotate", "E"), SCALE("Scale", "R");

    private final String title;
    private final String key;

    PoseTool(String title, String key) {
        this.title = title;
        this.key = key;
    }

    /** "Move", as the menus and the status line name it. */
    String title() {
        return title;
    }

    /** The key that picks it. */
    String key() {
        return key;
    }
}
