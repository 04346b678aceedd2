package dev.reel.ui.preview;

import dev.reel.preview.Camera;
import dev.reel.preview.FrameReport;
import dev.reel.preview.OpenResult;
import dev.reel.preview.Renderer;
import dev.reel.preview.Scene;
import dev.reel.preview.SheetSource;
import dev.reel.preview.WorldBounds;
import javafx.animation.AnimationTimer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.image.ImageView;
import javafx.scene.image.PixelBuffer;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.layout.Region;

import java.nio.IntBuffer;

/**
 * The view the SDL renderer draws into: a JavaFX image over the renderer's own pixel buffer (a
 * {@link PixelBuffer}, no copy), resized with the panel, and the camera the user moves — the wheel zooms
 * through the pixel-exact levels around the mouse, a drag with the left or middle button pans. When SDL cannot
 * start, the view shows why instead and everything else keeps working. SDL is used from the JavaFX thread only.
 */
public final class PreviewCanvas extends Region {
    private static final int FIT_MARGIN = 24;

    /** Opens a renderer of a size; tests put one in that fails as SDL does without its natives. */
    @FunctionalInterface
    interface Opener {
        OpenResult open(int width, int height);
    }

    private final SheetSource sheets;
    private final ImageView view = new ImageView();
    private final Label message = new Label();
    private final ObjectProperty<Camera> camera = new SimpleObjectProperty<>(this, "camera", Camera.identity());
    private final ReadOnlyStringWrapper unavailable = new ReadOnlyStringWrapper(this, "unavailable");
    private final Opener opener;
    private Renderer renderer;
    private boolean closed;
    private PixelBuffer<IntBuffer> buffer;
    /**
     * Pulses to wait before freeing a buffer the view showed: JavaFX's render thread draws the last pulse while
     * the next one is laid out, so it may still be reading it.
     */
    private static final int RELEASE_AFTER_PULSES = 3;
    private int releaseIn;
    /** A closed canvas's renderer, destroyed when {@link #releaser} runs out; null while open. */
    private Renderer closing;
    /** Frees, {@link #RELEASE_AFTER_PULSES} pulses after the last resize or the close, what the view showed. */
    private final AnimationTimer releaser = new AnimationTimer() {
        @Override
        public void handle(long now) {
            if (--releaseIn > 0) {
                return;
            }
            stop();
            if (closing != null) {
                closing.close();
                closing = null;
            } else if (renderer != null) {
                renderer.releaseRetired();
            }
        }
    };
    private Scene last;
    /**
     * The scene the pixels show now, as drawn (with the camera), or null when they may show something else (a
     * sheet was forgotten, the buffer is new, a sheet was missing): drawing it again would give the same pixels.
     */
    private Scene shown;
    private FrameReport lastReport;
    /** While new pixels are handed to the image view (see {@link #requestLayout()}). */
    private boolean updatingPixels;
    /** How many frames the renderer drew (tests count the frames drawn while the editor idles). */
    private long draws;
    private boolean placed;
    private Drag drag;
    private javafx.scene.canvas.Canvas overlay;
    private boolean dragging;
    private double dragX;
    private double dragY;

    /** Where the canvas draws sheets from (Rig mode draws a mesh's cell under its weights from it too). */
    SheetSource sheets() {
        return sheets;
    }

    /** A canvas drawing sheets from {@code sheets}; SDL starts when the canvas first gets a size. */
    public PreviewCanvas(SheetSource sheets) {
        this(sheets, null);
    }

    /** With a different way to open the renderer (a test that makes SDL fail); null opens the real one. */
    PreviewCanvas(SheetSource sheets, Opener opener) {
        this.sheets = sheets;
        this.opener = opener;
        getStyleClass().add("preview-canvas");
        setMinSize(0, 0);
        message.setWrapText(true);
        message.setAlignment(Pos.CENTER);
        message.getStyleClass().add("preview-unavailable");
        message.setVisible(false);
        view.setMouseTransparent(true);
        getChildren().addAll(view, message);
        setOnScroll(this::scrolled);
        addEventHandler(MouseEvent.MOUSE_PRESSED, this::pressed);
        addEventHandler(MouseEvent.MOUSE_DRAGGED, this::dragged);
        addEventHandler(MouseEvent.MOUSE_RELEASED, this::released);
        addEventHandler(MouseEvent.MOUSE_MOVED, event -> {
            if (drag != null) {
                drag.hover(event);
            }
        });
        addEventHandler(MouseEvent.MOUSE_EXITED, event -> {
            if (drag != null && !event.isPrimaryButtonDown()) {
                drag.left();
            }
        });
        camera.addListener(observable -> redraw());
    }

    /** Where the world is in the view; the panel's Fit and zoom buttons set it too. */
    public ObjectProperty<Camera> cameraProperty() {
        return camera;
    }

    /** Why the preview cannot draw (SDL did not start), or null while it can. */
    public ReadOnlyStringProperty unavailableProperty() {
        return unavailable.getReadOnlyProperty();
    }

    /** The renderer, or null before the canvas has a size or when SDL is unavailable. */
    public Renderer renderer() {
        return renderer;
    }

    /** What the last frame drew (sprites, textures built, sheets missing), or null before the first. */
    public FrameReport lastReport() {
        return lastReport;
    }

    /** The image shown, or null. */
    public WritableImage image() {
        return (WritableImage) view.getImage();
    }

    /** Whether the canvas is closed (its panel disposed). */
    boolean closed() {
        return closed;
    }

    /** Whether the camera has been placed (by {@link #fit} or the user) since the canvas was made. */
    public boolean placed() {
        return placed;
    }

    /**
     * Puts the camera back where the artist left it for a document (zoom and pan are per document), with the
     * middle of the view where it was when the view was {@code width} × {@code height} (a resize after keeps it).
     */
    void place(Camera kept, int width, int height) {
        camera.set(kept.panned(Math.round((viewWidth() - width) / 2.0), Math.round((viewHeight() - height) / 2.0)));
        placed = true;
    }

    /** The view's size in pixels, {width, height}. */
    int[] viewSize() {
        return new int[] {viewWidth(), viewHeight()};
    }

    /** A document seen for the first time: the next frame with a sprite is fitted, as when the canvas was new. */
    void unplace() {
        placed = false;
    }

    /** The scene drawn last, or null (tests read what it holds). */
    Scene lastScene() {
        return last;
    }

    /** Draws {@code scene} with this canvas's camera and shows it. */
    public void draw(Scene scene) {
        last = scene;
        if (renderer == null) {
            return;
        }
        Scene placed = scene.withCamera(camera.get());
        if (placed.equals(shown)) {
            // The same pixels: a curve key dragged away from the time cursor, or a layout that moved nothing.
            return;
        }
        lastReport = renderer.render(placed);
        shown = lastReport.missingSheets().isEmpty() && valuesOnly(placed) ? placed : null;
        draws++;
        updatingPixels = true;
        try {
            buffer.updateBuffer(ignored -> null);
        } finally {
            updatingPixels = false;
        }
        dev.reel.launch.StartupTrace.mark("first preview frame drawn");
    }

    /**
     * Whether {@code scene} is told wholly by values: no mesh and no rig figure, whose arrays a pose may fill
     * again in place, so an equal scene could hold other numbers.
     */
    private static boolean valuesOnly(Scene scene) {
        return scene.rig() == null && scene.sprites().stream().allMatch(sprite -> sprite.mesh() == null)
                && scene.onionSkins().stream().allMatch(skin -> skin.sprites().stream()
                .allMatch(sprite -> sprite.mesh() == null));
    }

    /** How many frames have been drawn since the canvas was made. */
    long draws() {
        return draws;
    }

    /** Draws the last scene again (the camera or the size changed). */
    public void redraw() {
        if (last != null) {
            draw(last);
        }
    }

    /** Shows {@code bounds} whole and centred at the largest pixel-exact zoom that fits. */
    public void fit(WorldBounds bounds) {
        int width = viewWidth();
        int height = viewHeight();
        if (bounds.isEmpty()) {
            camera.set(Camera.centredOn(0, 0, camera.get().zoom(), width, height).snapped());
        } else {
            camera.set(Camera.fit(bounds.left(), bounds.top(), bounds.width(), bounds.height(), width, height,
                    FIT_MARGIN, true));
        }
        placed = true;
    }

    /** Steps the zoom one pixel-exact level in or out around the view's centre. */
    public void zoom(boolean in) {
        double x = viewWidth() / 2.0;
        double y = viewHeight() / 2.0;
        camera.set(in ? camera.get().zoomIn(x, y) : camera.get().zoomOut(x, y));
        placed = true;
    }

    /** Forgets a sheet's textures (it was reimported) and every sheet when {@code sheet} is null. */
    public void invalidate(String sheet) {
        shown = null;
        if (renderer == null) {
            return;
        }
        if (sheet == null) {
            renderer.invalidateAll();
        } else {
            renderer.invalidate(sheet);
        }
    }

    private int viewWidth() {
        return Math.max(1, (int) Math.round(getWidth()));
    }

    private int viewHeight() {
        return Math.max(1, (int) Math.round(getHeight()));
    }

    private void scrolled(ScrollEvent event) {
        if (event.getDeltaY() == 0) {
            return;
        }
        Camera now = camera.get();
        camera.set(event.getDeltaY() > 0 ? now.zoomIn(event.getX(), event.getY())
                : now.zoomOut(event.getX(), event.getY()));
        placed = true;
        event.consume();
    }

    /** What a primary-button press does before it pans: the panel picks and poses nodes with it. */
    interface Drag {
        /** A primary press (view coordinates): true to take the drag (no pan), false to let the view pan. */
        boolean begin(MouseEvent press);

        /** The pointer moved with the button down, after {@link #begin} took the press. */
        void moved(MouseEvent event);

        /** The button was released. */
        void end(MouseEvent event);

        /** The pointer moved with no button down. */
        void hover(MouseEvent event);

        /** The pointer left the canvas with no button down: nothing is under it any more. */
        void left();
    }

    /** Sets what primary-button drags do before they pan, or null to always pan. */
    void setDrag(Drag drag) {
        this.drag = drag;
    }

    /** Puts a layer over the frame, sized with the view, that draws in view pixels (the gizmo). */
    void setOverlay(javafx.scene.canvas.Canvas layer) {
        overlay = layer;
        getChildren().add(1, layer);
    }

    private void pressed(MouseEvent event) {
        dragX = event.getX();
        dragY = event.getY();
        requestFocus();
        dragging = event.getButton() == MouseButton.PRIMARY && drag != null && drag.begin(event);
    }

    private void released(MouseEvent event) {
        if (dragging) {
            dragging = false;
            drag.end(event);
        }
    }

    private void dragged(MouseEvent event) {
        if (dragging) {
            drag.moved(event);
            return;
        }
        if (event.getButton() != MouseButton.PRIMARY && event.getButton() != MouseButton.MIDDLE) {
            return;
        }
        camera.set(camera.get().panned(event.getX() - dragX, event.getY() - dragY));
        dragX = event.getX();
        dragY = event.getY();
        placed = true;
    }

    /**
     * New pixels in the same buffer leave the image view's size as it was, but JavaFX's image view reports every
     * pixel update as a change of its bounds, which laid out this canvas and every panel up to the window's root
     * on each frame the preview drew (a curve-key drag, playback). That request is left out; any other goes on.
     */
    @Override
    public void requestLayout() {
        if (!updatingPixels) {
            super.requestLayout();
        }
    }

    @Override
    protected void layoutChildren() {
        int width = viewWidth();
        int height = viewHeight();
        message.resizeRelocate(0, 0, getWidth(), getHeight());
        if (overlay != null) {
            overlay.setWidth(width);
            overlay.setHeight(height);
        }
        if (getWidth() < 1 || getHeight() < 1 || unavailable.get() != null || closed) {
            return;
        }
        if (renderer == null) {
            open(width, height);
        } else if (renderer.width() != width || renderer.height() != height) {
            int oldWidth = renderer.width();
            int oldHeight = renderer.height();
            renderer.resize(width, height).ifPresentOrElse(this::showUnavailable, this::wrapBuffer);
            keepCentre(oldWidth, oldHeight, width, height);
            // The old buffer may still be uploading on JavaFX's render thread, which draws the last pulse
            // while this one is laid out: free it a few pulses on, never under the reader.
            if (renderer != null) {
                releaseLater();
            }
        }
        if (renderer != null) {
            redraw();
        }
    }

    /**
     * A resize (a panel beside the preview grew, the toolbar took a second row) keeps what the user looks at
     * where it was in the middle of the view: the camera is anchored at the view's top-left corner, so without
     * this a narrower preview pushed the sprite towards its edge and off it until Fit. Whole pixels, so a
     * pixel-exact zoom stays crisp.
     */
    private void keepCentre(int oldWidth, int oldHeight, int width, int height) {
        if (!placed) {
            return;
        }
        double dx = Math.round((width - oldWidth) / 2.0);
        double dy = Math.round((height - oldHeight) / 2.0);
        if (dx != 0 || dy != 0) {
            camera.set(camera.get().panned(dx, dy));
        }
    }

    private void open(int width, int height) {
        dev.reel.launch.StartupTrace.mark("preview laid out (CSS and layout of the first frame)");
        OpenResult result = opener != null ? opener.open(width, height) : Renderer.open(width, height, sheets);
        dev.reel.launch.StartupTrace.mark("SDL renderer open");
        if (result instanceof OpenResult.Ready ready) {
            renderer = ready.renderer();
            wrapBuffer();
        } else if (result instanceof OpenResult.Unavailable failed) {
            showUnavailable(failed.message());
        }
    }

    private void wrapBuffer() {
        shown = null;
        buffer = new PixelBuffer<>(renderer.width(), renderer.height(), renderer.pixelInts(),
                PixelFormat.getIntArgbPreInstance());
        view.setImage(new WritableImage(buffer));
    }

    private void showUnavailable(String why) {
        unavailable.set(why);
        message.setText(why);
        message.setVisible(true);
        view.setImage(null);
        close();
    }

    /**
     * Destroys the SDL objects; the canvas shows nothing afterwards. They go a few pulses later, for the same
     * reason as a resize's old buffer: the render thread may still be drawing the last frame from them.
     */
    public void close() {
        closed = true;
        shown = null;
        if (renderer != null) {
            view.setImage(null);
            buffer = null;
            closing = renderer;
            renderer = null;
            releaseLater();
        }
    }

    private void releaseLater() {
        releaseIn = RELEASE_AFTER_PULSES;
        releaser.start();
    }
}
