package dev.reel.ui.dopesheet;

import dev.reel.ui.control.CanvasControl;
import dev.reel.ui.control.StyledPaints;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.LongProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleLongProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.css.CssMetaData;
import javafx.css.Styleable;
import javafx.scene.control.Control;
import javafx.scene.control.Skin;

import java.util.List;
import java.util.Set;

/**
 * The names beside the dope sheet's rows: the summary, the event lane, each node (collapsible, with its key
 * count) and its tracks (property, lane, kind) and flipbooks. It draws from the same {@link SheetLayout} and
 * scroll as the key area, so names and keys stay on one line.
 */
public final class TrackList extends CanvasControl {
    static final double WIDTH = 230;
    static final double DISCLOSURE = 18;
    /** How far a nested group's rows stand in from its parent's. */
    static final double INDENT = 12;
    private static final StyledPaints<TrackList> PAINTS = new StyledPaints<>(Control.getClassCssMetaData(),
            "-reel-tracks-background", "#16191e",
            "-reel-tracks-row", "#171b21",
            "-reel-tracks-row-alt", "#1a1f26",
            "-reel-tracks-group", "#1f252e",
            "-reel-tracks-summary", "#232a34",
            "-reel-tracks-text", "#c9d1d9",
            "-reel-tracks-dim", "#7d8590",
            "-reel-tracks-selected", "#1f3a5f",
            "-reel-tracks-current", "#4c9aff",
            "-reel-tracks-node", "#5ad1a8",
            "-reel-tracks-line", "#2a2f38",
            "-reel-tracks-position", "#f2b05e",
            "-reel-tracks-rotation", "#c792ea",
            "-reel-tracks-scale", "#7ee787",
            "-reel-tracks-sprite", "#79c0ff",
            "-reel-tracks-tint", "#ff7b72",
            "-reel-tracks-other", "#8b949e");

    private final ObjectProperty<SheetLayout> sheetLayout = new SimpleObjectProperty<>(this, "sheetLayout",
            SheetLayout.empty());
    private final DoubleProperty scrollY = new SimpleDoubleProperty(this, "scrollY", 0);
    private final ObjectProperty<Set<Long>> selection = new SimpleObjectProperty<>(this, "selection", Set.of());
    private final ObjectProperty<Set<String>> collapsed = new SimpleObjectProperty<>(this, "collapsed", Set.of());
    private final LongProperty currentTrack = new SimpleLongProperty(this, "currentTrack", 0);
    private final StringProperty selectedNode = new SimpleStringProperty(this, "selectedNode", "");
    private final StringProperty clipName = new SimpleStringProperty(this, "clipName", "");

    public TrackList() {
        super(PAINTS);
        getStyleClass().add("track-list");
        setMinWidth(120);
        setPrefWidth(WIDTH);
    }

    ObjectProperty<SheetLayout> sheetLayoutProperty() {
        return sheetLayout;
    }

    public DoubleProperty scrollYProperty() {
        return scrollY;
    }

    public ObjectProperty<Set<Long>> selectionProperty() {
        return selection;
    }

    /** The node paths whose rows are folded away. */
    public ObjectProperty<Set<String>> collapsedProperty() {
        return collapsed;
    }

    /** The track the curve editor shows (0 for none). */
    public LongProperty currentTrackProperty() {
        return currentTrack;
    }

    /** The preview rig's selected node, marked beside its name. */
    public StringProperty selectedNodeProperty() {
        return selectedNode;
    }

    public StringProperty clipNameProperty() {
        return clipName;
    }

    public static List<CssMetaData<? extends Styleable, ?>> getClassCssMetaData() {
        return PAINTS.metaData();
    }

    @Override
    protected Skin<?> createDefaultSkin() {
        return new TrackListSkin(this);
    }
}
