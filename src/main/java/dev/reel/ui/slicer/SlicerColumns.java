package dev.reel.ui.slicer;

import javafx.scene.Node;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;

import java.util.Locale;

/**
 * The Sheet panel's two side columns, each scrolling on its own: at the left the Slice fields with their summary
 * and the Slice button kept below them, at the right the Cell and Import tabs, Import's footer (Apply, Revert)
 * kept below its fields and its tab marked while import edits are pending.
 */
final class SlicerColumns {
    private SlicerColumns() {
    }

    /** The left column: {@code slicing}'s fields, then its summary and Slice button. */
    static BorderPane slicing(SliceControls slicing) {
        VBox fields = new VBox(slicing.node());
        VBox footer = new VBox(8, slicing.summary(), slicing.sliceButton());
        footer.getStyleClass().add("slicer-footer");
        BorderPane left = new BorderPane(column(fields, "slicer-fields"));
        left.setBottom(footer);
        left.getStyleClass().add("slicer-left");
        left.setPrefWidth(280);
        left.setMinWidth(250);
        return left;
    }

    /** The right column: the Cell and Import tabs. */
    static TabPane sides(CellControls cells, ImportControls imports) {
        TabPane right = new TabPane(sideTab("Cell", cells.node(), null),
                sideTab("Import", imports.node(), imports.footer()));
        right.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        right.getStyleClass().addAll("slicer-right", "slicer-tabs");
        right.setPrefWidth(270);
        right.setMinWidth(240);
        // Pending import edits show on the tab, so they are not forgotten while the Cell tab is in front.
        imports.setOnPendingChanged(pending -> right.getTabs().get(1).setText(pending ? "Import •" : "Import"));
        return right;
    }

    private static Tab sideTab(String text, Node content, Node footer) {
        BorderPane page = new BorderPane(column(new VBox(content), "slicer-side"));
        page.setBottom(footer);
        Tab tab = new Tab(text, page);
        tab.setId("slicer-tab-" + text.toLowerCase(Locale.ROOT));
        return tab;
    }

    private static ScrollPane column(VBox content, String style) {
        content.getStyleClass().add("slicer-column");
        ScrollPane scroll = new ScrollPane(content);
        scroll.setFitToWidth(true);
        scroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        scroll.getStyleClass().addAll("slicer-scroll", style);
        scroll.setPrefWidth(280);
        scroll.setMinWidth(250);
        return scroll;
    }
}
