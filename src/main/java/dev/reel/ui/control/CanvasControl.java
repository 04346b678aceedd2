package dev.reel.ui.control;

/**
 * A {@link StyledControl} whose skin is a {@link CanvasSkin}: besides redrawing once per pulse after a change,
 * it can be redrawn at once.
 */
public abstract class CanvasControl extends StyledControl {

    protected CanvasControl(StyledPaints<? extends CanvasControl> styles) {
        super(styles);
    }

    /** Redraws at once (the benchmark times this; views otherwise redraw once per pulse after a change). */
    public final void redrawNow() {
        if (getSkin() instanceof CanvasSkin<?> skin) {
            skin.draw();
        }
    }
}
