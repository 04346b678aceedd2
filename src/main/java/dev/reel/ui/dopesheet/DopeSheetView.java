package dev.reel.ui.dopesheet;

import dev.reel.ui.control.CanvasControl;
import dev.reel.ui.control.StyledPaints;
import dev.reel.ui.control.TimeAxis;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.css.CssMetaData;
import javafx.css.Styleable;
import javafx.geometry.Rectangle2D;
import javafx.scene.control.Control;
import javafx.scene.control.Skin;

import java.util.List;
import java.util.Set;

/**
 * The key area of the dope sheet: the rows of a {@link SheetLayout} with their keys, sprite frames, events and
 * summaries, the clip's range and the time cursor. It holds only what it shows (properties); its skin draws
 * them on one canvas, and the Animation panel turns mouse gestures on it into commands.
 */
public final class DopeSheetView extends CanvasControl {
    static final StyledPaints<DopeSheetView> PAINTS = new StyledPaints<>(Control.getClassCssMetaData(),
            "-reel-sheet-background", "#14171c",
            "-reel-sheet-row", "#171b21",
            "-reel-sheet-row-alt", "#1a1f26",
            "-reel-sheet-group", "#1f252e",
            "-reel-sheet-summary", "#232a34",
            "-reel-sheet-outside", "#0c0e11",
            "-reel-sheet-grid", "#262d37",
            "-reel-sheet-frame", "#1d222a",
            "-reel-sheet-loop", "#5ad1a8",
            "-reel-key-bezier", "#f7d56b",
            "-reel-key-linear", "#6cb6ff",
            "-reel-key-step", "#ff9f5a",
            "-reel-key-summary", "#aab4c2",
            "-reel-key-selected", "#ffffff",
            "-reel-key-outline", "#0b0d10",
            "-reel-key-hold", "#5b5232",
            "-reel-event", "#ff7b72",
            "-reel-event-presentation", "#79c0ff",
            "-reel-event-preview", "#8b949e",
            "-reel-event-text", "#e6edf3",
            "-reel-cursor", "#ff5c5c",
            "-reel-selection-fill", "#4c9aff2e",
            "-reel-selection-stroke", "#4c9aff",
            "-reel-drop", "#5ad1a8",
            "-reel-sprite-cell", "#202731",
            "-reel-sprite-cell-alt", "#252e3a",
            "-reel-hint", "#e6edf3");

    private final TimeAxis axis;
    private final ObjectProperty<SheetLayout> layout = new SimpleObjectProperty<>(this, "layout", SheetLayout.empty());
    private final ObjectProperty<Set<Long>> selection = new SimpleObjectProperty<>(this, "selection", Set.of());
    private final DoubleProperty timeCursor = new SimpleDoubleProperty(this, "timeCursor", 0);
    private final DoubleProperty fps = new SimpleDoubleProperty(this, "fps", 60);
    private final DoubleProperty scrollY = new SimpleDoubleProperty(this, "scrollY", 0);
    private final BooleanProperty loop = new SimpleBooleanProperty(this, "loop", false);
    private final ObjectProperty<Rectangle2D> box = new SimpleObjectProperty<>(this, "box");
    private final ObjectProperty<DropPreview> drop = new SimpleObjectProperty<>(this, "drop");
    private final StringProperty hint = new SimpleStringProperty(this, "hint");
    private final javafx.beans.property.LongProperty repaints = new javafx.beans.property.SimpleLongProperty(this,
            "repaints");
    private final javafx.beans.property.IntegerProperty retimeHover =
            new javafx.beans.property.SimpleIntegerProperty(this, "retimeHover", 0);
    private SheetLayout bandLayout;
    private Set<Long> bandSelection;
    private RetimeBand band;
    private final SelectedTimes selectedTimes = new SelectedTimes();
    private SpriteImages images;

    /** Where dropped sprites would land: a row and the frame times. */
    public record DropPreview(double rowY, double rowHeight, double[] times) {
    }

    public DopeSheetView(TimeAxis axis) {
        super(PAINTS);
        this.axis = axis;
        getStyleClass().add("dope-sheet");
        setFocusTraversable(true);
    }

    public TimeAxis axis() {
        return axis;
    }

    ObjectProperty<SheetLayout> sheetLayoutProperty() {
        return layout;
    }

    SheetLayout sheetLayout() {
        return layout.get();
    }

    /** The selected key, event and track ids (the document's shared selection). */
    public ObjectProperty<Set<Long>> selectionProperty() {
        return selection;
    }

    public DoubleProperty timeCursorProperty() {
        return timeCursor;
    }

    public DoubleProperty fpsProperty() {
        return fps;
    }

    /** How far the rows are scrolled down, in pixels. */
    public DoubleProperty scrollYProperty() {
        return scrollY;
    }

    /** Whether the clip plays looped (its range is tinted). */
    public BooleanProperty loopProperty() {
        return loop;
    }

    /** The box being dragged for box selection, or null. */
    public ObjectProperty<Rectangle2D> boxProperty() {
        return box;
    }

    public ObjectProperty<DropPreview> dropProperty() {
        return drop;
    }

    /** A line of help drawn over the keys (scale mode), or null. */
    public StringProperty hintProperty() {
        return hint;
    }

    /** The retime handle under the mouse or dragged: -1 the left, 1 the right, 0 none. */
    javafx.beans.property.IntegerProperty retimeHoverProperty() {
        return retimeHover;
    }

    /** The selection's retime band, or null; worked out once per layout and selection. */
    RetimeBand retimeBand() {
        SheetLayout shown = layout.get();
        Set<Long> chosen = selection.get();
        if (shown != bandLayout || chosen != bandSelection) {
            bandLayout = shown;
            bandSelection = chosen;
            band = RetimeBand.of(shown, chosen, selectedTimes(shown, chosen));
        }
        return band;
    }

    /** The selected keys' times track by track, brought up to {@code shown}'s clip and {@code chosen}. */
    SelectedTimes selectedTimes(SheetLayout shown, Set<Long> chosen) {
        selectedTimes.prepare(shown.clip(), chosen);
        return selectedTimes;
    }

    /** Counts {@link #repaint()} calls; the skin redraws on the next pulse after each. */
    javafx.beans.property.LongProperty repaintsProperty() {
        return repaints;
    }

    /** Something drawn changed outside the properties (a sprite picture arrived): redraw on the next pulse. */
    void repaint() {
        repaints.set(repaints.get() + 1);
    }

    void setImages(SpriteImages images) {
        this.images = images;
    }

    SpriteImages images() {
        return images;
    }

    public static List<CssMetaData<? extends Styleable, ?>> getClassCssMetaData() {
        return PAINTS.metaData();
    }

    @Override
    protected Skin<?> createDefaultSkin() {
        return new DopeSheetSkin(this);
    }
}
