package dev.reel.ui.curves;

import dev.reel.ui.control.Tips;
import javafx.beans.InvalidationListener;
import javafx.beans.Observable;
import javafx.css.PseudoClass;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.OverrunStyle;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.shape.Rectangle;

import java.util.ArrayList;
import java.util.List;

/**
 * The lane list beside the graph: a row per lane of the tracks drawn, its name in the lane's colour, an eye that
 * shows or hides it and a lock that keeps it from being picked; Alt-click a row solos the lane (only it drawn),
 * Alt-click it again unsolos. Its header holds the Normalize switch. Its mouse never reaches the graph.
 */
final class LaneList extends VBox {
    static final double WIDTH = 200;
    private static final PseudoClass SOLOED = PseudoClass.getPseudoClass("soloed");
    private static final PseudoClass LOCKED = PseudoClass.getPseudoClass("locked");

    private final CurveView view;
    private final VBox rows = new VBox();
    private final ToggleButton normalize = new ToggleButton("Normalize");
    private final List<Observable> watched = new ArrayList<>();
    private final InvalidationListener refresh = observable -> refresh();
    private List<String> shown = List.of();

    LaneList(CurveView view) {
        this.view = view;
        setId("curve-lanes");
        getStyleClass().add("curve-lanes");
        Label title = new Label("Lanes");
        title.getStyleClass().add("panel-subtitle");
        normalize.setId("curve-normalize");
        normalize.getStyleClass().add("small");
        normalize.setFocusTraversable(false);
        Tips.set(normalize, "Draw each lane scaled to −1…1 (N); edits still write real values");
        normalize.selectedProperty().bindBidirectional(view.normalizeProperty());
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox header = new HBox(6, title, gap, normalize);
        header.setAlignment(Pos.CENTER_LEFT);
        header.getStyleClass().add("curve-lanes-header");
        ScrollPane scroll = new ScrollPane(rows);
        scroll.setFitToWidth(true);
        scroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        scroll.getStyleClass().add("curve-lanes-scroll");
        VBox.setVgrow(scroll, Priority.ALWAYS);
        getChildren().addAll(header, scroll);
        setMinWidth(WIDTH);
        setPrefWidth(WIDTH);
        setMaxWidth(WIDTH);
        // The graph's mouse handlers sit on the view that holds this list: its gestures stop here.
        addEventHandler(MouseEvent.ANY, MouseEvent::consume);
        addEventHandler(ScrollEvent.ANY, ScrollEvent::consume);
        watch(view.tracksProperty(), view.hiddenProperty(), view.lockedProperty(), view.soloProperty(),
                view.normalizeProperty(), view.visibleProperty());
        view.paints().all().forEach(this::watch);
        refresh();
    }

    private void watch(Observable... observables) {
        for (Observable observable : observables) {
            observable.addListener(refresh);
            watched.add(observable);
        }
    }

    /**
     * The rows as the lanes are now: rebuilt when the lanes or their names change, switches set always. Over the
     * dope sheet (the curve view hidden) they wait until the view shows: a drag of 10,000 keys there worked out
     * the lanes of every track it moved on every frame for a list no one saw.
     */
    void refresh() {
        if (!view.isVisible()) {
            return;
        }
        List<CurveLane> lanes = view.lanes();
        List<String> names = new ArrayList<>();
        for (CurveLane lane : lanes) {
            names.add(lane.key() + lane.name() + lane.colour() + view.paints().color(lane.colour()));
        }
        if (!names.equals(shown)) {
            shown = names;
            rows.getChildren().clear();
            for (CurveLane lane : lanes) {
                rows.getChildren().add(row(lane));
            }
        }
        for (int i = 0; i < lanes.size(); i++) {
            CurveLane lane = lanes.get(i);
            HBox row = (HBox) rows.getChildren().get(i);
            ((ToggleButton) row.getChildren().get(0)).setSelected(view.visible(lane.key()));
            ((ToggleButton) row.getChildren().get(1)).setSelected(lane.locked());
            row.pseudoClassStateChanged(SOLOED, lane.key().equals(view.soloProperty().get()));
            row.pseudoClassStateChanged(LOCKED, lane.locked());
        }
    }

    private HBox row(CurveLane lane) {
        LaneKey key = lane.key();
        ToggleButton eye = switchButton(LaneGlyphs.eye(), "Show or hide this lane (H hides the selected points' lanes, Alt+H shows all)");
        eye.getStyleClass().add("lane-eye");
        eye.setOnAction(event -> view.toggleHidden(key));
        ToggleButton lock = switchButton(LaneGlyphs.lock(), "Lock: drawn, but its points cannot be picked or dragged");
        lock.getStyleClass().add("lane-lock");
        lock.setOnAction(event -> view.toggleLocked(key));
        Rectangle swatch = new Rectangle(10, 10, view.paints().color(lane.colour()));
        swatch.getStyleClass().add("lane-swatch");
        Label name = new Label(lane.name());
        name.setTextFill(view.paints().color(lane.colour()));
        name.setTextOverrun(OverrunStyle.LEADING_ELLIPSIS);
        name.setMaxWidth(Double.MAX_VALUE);
        Tips.set(name, lane.name() + "\nAlt-click: solo this lane (again: all lanes)");
        HBox.setHgrow(name, Priority.ALWAYS);
        HBox row = new HBox(4, eye, lock, swatch, name);
        row.setAlignment(Pos.CENTER_LEFT);
        row.getStyleClass().add("lane-row");
        row.setUserData(key);
        row.addEventFilter(MouseEvent.MOUSE_CLICKED, event -> {
            if (event.getButton() == MouseButton.PRIMARY && event.isAltDown()) {
                view.toggleSolo(key);
                event.consume();
            }
        });
        row.addEventFilter(MouseEvent.MOUSE_PRESSED, event -> {
            if (event.isAltDown()) {
                event.consume();
            }
        });
        return row;
    }

    private static ToggleButton switchButton(javafx.scene.Node glyph, String tip) {
        ToggleButton button = new ToggleButton();
        button.setGraphic(glyph);
        button.getStyleClass().addAll("small", "flat", "lane-switch");
        button.setFocusTraversable(false);
        Tips.set(button, tip);
        return button;
    }

    /** The rows, for tests: one per lane, in the lanes' order. */
    List<HBox> rows() {
        return rows.getChildren().stream().map(HBox.class::cast).toList();
    }

    void dispose() {
        watched.forEach(observable -> observable.removeListener(refresh));
        watched.clear();
        normalize.selectedProperty().unbindBidirectional(view.normalizeProperty());
    }
}
