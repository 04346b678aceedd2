package dev.reel.ui.shell;

/**
 * Where a plugged-in panel goes: the centre preview area, or one of the tabs below it. Source, Problems,
 * Assets and Inspector are the shell's own and have no slot.
 */
public enum PanelSlot {
    /** The centre of the window, above the bottom tabs (the SDL preview canvas). */
    PREVIEW("Preview"),
    /** The dope sheet and curves of the focused clip. */
    ANIMATION("Animation"),
    /** The graph of the focused controller. */
    ANIMATOR("Animator"),
    /** The slicer of the focused sheet. */
    SHEET("Sheet"),
    /** The bone tree of the focused rig. */
    SKELETON("Skeleton");

    private final String title;

    PanelSlot(String title) {
        this.title = title;
    }

    /** The slot's tab title. */
    public String title() {
        return title;
    }
}
