package dev.reel.ui.slicer;

import dev.reel.ui.control.Tips;
import atlantafx.base.theme.Styles;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/**
 * The Sheet panel's header: the sheet's name and what it holds (the panel says: its size, its cells and how they
 * were sliced), Import Sprite Strip, and the view's zoom buttons (−, +, Fit, 1:1) with the zoom shown between
 * − and +.
 */
final class SlicerHeader {
    private final Label title = new Label("Sheet");
    private final Label detail = new Label();
    private final Label zoom = new Label();
    private final HBox header;

    /** {@code importStrip}: what Import Sprite Strip… does. */
    SlicerHeader(SheetView view, Runnable importStrip) {
        title.getStyleClass().add("panel-title");
        title.setId("sheet-title");
        detail.getStyleClass().add("panel-subtitle");
        detail.setId("sheet-detail");
        zoom.setId("sheet-zoom");
        zoom.getStyleClass().add("slicer-zoom");
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        header = new HBox(6, title, detail, spacer,
                toolButton("Import Sprite Strip…", "Cut a one-row strip into frames and make a clip of them",
                        importStrip),
                toolButton("−", "Zoom out (-)", () -> view.zoomStep(false)), zoom,
                toolButton("+", "Zoom in (=)", () -> view.zoomStep(true)),
                toolButton("Fit", "Show the whole sheet (F)", view::fit),
                toolButton("1:1", "One screen pixel per sheet pixel (1)", view::actualSize));
        header.getStyleClass().addAll("panel-header", "slicer-header");
    }

    Node node() {
        return header;
    }

    /** Names the sheet shown (its PNG's file name). */
    void showTitle(String text) {
        title.setText(text);
    }

    /** Says what the sheet holds. */
    void showDetail(String text) {
        detail.setText(text);
    }

    /** Shows the view's zoom, {@code scale} screen pixels a sheet pixel, as a percentage. */
    void showZoom(double scale) {
        zoom.setText(Math.round(scale * 100) + "%");
    }

    /** No sheet is shown: the plain title, no detail, no zoom. */
    void clear() {
        title.setText("Sheet");
        detail.setText("");
        zoom.setText("");
    }

    private static Button toolButton(String text, String tip, Runnable run) {
        Button button = new Button(text);
        button.getStyleClass().addAll(Styles.SMALL, Styles.FLAT, "slicer-tool");
        Tips.set(button, tip);
        button.setFocusTraversable(false);
        button.setOnAction(event -> run.run());
        return button;
    }
}
