package dev.reel.ui.slicer;

/**
 * Where the sheet sits on the screen: a scale (screen pixels per sheet pixel) and the screen position of the
 * sheet's top-left corner. Pure arithmetic, so zooming about the mouse and fitting are tested without a screen.
 */
public final class SheetViewport {
    /** The smallest and largest scale: a 4096-pixel sheet fits a small view, one pixel can fill 64. */
    public static final double MIN_SCALE = 1.0 / 32;
    public static final double MAX_SCALE = 64;

    private double scale = 1;
    private double originX;
    private double originY;

    public double scale() {
        return scale;
    }

    public double originX() {
        return originX;
    }

    public double originY() {
        return originY;
    }

    /** The screen x of sheet x. */
    public double screenX(double sheetX) {
        return originX + sheetX * scale;
    }

    public double screenY(double sheetY) {
        return originY + sheetY * scale;
    }

    /** The sheet x under screen x. */
    public double sheetX(double screenX) {
        return (screenX - originX) / scale;
    }

    public double sheetY(double screenY) {
        return (screenY - originY) / scale;
    }

    /** Moves the sheet by a screen distance. */
    public void pan(double dx, double dy) {
        originX += dx;
        originY += dy;
    }

    /** Scales by {@code factor} keeping the sheet point under ({@code screenX}, {@code screenY}) where it is. */
    public void zoomAbout(double screenX, double screenY, double factor) {
        setScaleAbout(screenX, screenY, scale * factor);
    }

    /** Sets the scale, keeping the sheet point under ({@code screenX}, {@code screenY}) where it is. */
    public void setScaleAbout(double screenX, double screenY, double newScale) {
        double clamped = Math.max(MIN_SCALE, Math.min(MAX_SCALE, newScale));
        double sheetX = sheetX(screenX);
        double sheetY = sheetY(screenY);
        scale = clamped;
        originX = screenX - sheetX * scale;
        originY = screenY - sheetY * scale;
    }

    /**
     * Shows the whole {@code sheetWidth} × {@code sheetHeight} sheet centred in the view with {@code margin}
     * screen pixels around it; pixel art gets a whole-number scale when it is enlarged, so every sheet pixel is
     * the same size on screen.
     */
    public void fit(double viewWidth, double viewHeight, int sheetWidth, int sheetHeight, double margin) {
        double room = Math.min((viewWidth - 2 * margin) / sheetWidth, (viewHeight - 2 * margin) / sheetHeight);
        double fitted = room >= 1 ? Math.floor(room) : room;
        scale = Math.max(MIN_SCALE, Math.min(MAX_SCALE, fitted));
        centre(viewWidth, viewHeight, sheetWidth, sheetHeight);
    }

    /** Keeps the scale and puts the sheet's centre in the view's centre. */
    public void centre(double viewWidth, double viewHeight, int sheetWidth, int sheetHeight) {
        originX = Math.round((viewWidth - sheetWidth * scale) / 2);
        originY = Math.round((viewHeight - sheetHeight * scale) / 2);
    }

    /** The next scale up from the current one on a ladder of doublings and halvings through 1. */
    public static double stepUp(double scale) {
        double next = Math.pow(2, Math.floor(Math.log(scale) / Math.log(2) + 1e-9) + 1);
        return Math.min(MAX_SCALE, next);
    }

    /** The next scale down on the same ladder. */
    public static double stepDown(double scale) {
        double next = Math.pow(2, Math.ceil(Math.log(scale) / Math.log(2) - 1e-9) - 1);
        return Math.max(MIN_SCALE, next);
    }
}
