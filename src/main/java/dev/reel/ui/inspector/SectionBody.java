package dev.reel.ui.inspector;

import javafx.beans.InvalidationListener;
import javafx.geometry.Orientation;
import javafx.scene.control.Accordion;
import javafx.scene.control.TitledPane;
import javafx.scene.layout.Region;

/**
 * The rows of one section of the Inspector's sheet, out of the scene while the section is closed. A closed
 * section's rows were hidden, not gone: the scene still walked them on every pulse for their bounds, and the
 * renderer on every frame (the Node section alone is about 260 of the window's 1,140 nodes, half of them
 * hidden). The body stands in for the rows: it measures as they do, attached or not, so a closed section keeps
 * the width it asked for; the rows come back, the same nodes, the moment the section starts to open, and leave
 * once it has closed (its title's animation makes them invisible at the end) and the pulse that closed it has
 * laid them out. While out, a change of their size still reaches the sheet through the body.
 */
final class SectionBody extends Region {
    private final TitledPane section;
    private final Region rows;
    private boolean attached = true;
    /** A change inside the rows while they are out (a refreshed value) still asks the sheet to lay out. */
    private final InvalidationListener rowsChanged = observable -> rowsChanged();

    private SectionBody(TitledPane section, Region rows) {
        this.section = section;
        this.rows = rows;
        // The title's skin shows and hides its content: from now on that is the body, as the rows were.
        setVisible(rows.isVisible());
        rows.setVisible(true);
        getChildren().add(rows);
        visibleProperty().addListener(observable -> follow());
        section.expandedProperty().addListener(observable -> follow());
        rows.needsLayoutProperty().addListener(rowsChanged);
    }

    private void rowsChanged() {
        if (!attached && rows.isNeedsLayout()) {
            requestLayout();
        }
    }

    /** Puts a body between each section of {@code accordion} and its rows (once per section). */
    static void install(Accordion accordion) {
        for (TitledPane pane : accordion.getPanes()) {
            if (pane.getContent() instanceof Region rows && !(rows instanceof SectionBody)) {
                pane.setContent(new SectionBody(pane, rows));
            }
        }
    }

    /** Whether the rows are in the scene (tests look). */
    boolean attached() {
        return attached;
    }

    private boolean closed() {
        return !isVisible() && !section.isExpanded();
    }

    private void follow() {
        if (!closed()) {
            attach();
        } else if (attached) {
            // They leave in the next layout, after the pass that styles and lays them out as hidden.
            requestLayout();
        }
    }

    private void attach() {
        if (!attached) {
            attached = true;
            getChildren().add(rows);
        }
    }

    @Override
    protected void layoutChildren() {
        if (attached && closed() && getScene() != null) {
            attached = false;
            getChildren().remove(rows);
        }
        if (attached) {
            rows.resizeRelocate(0, 0, getWidth(), getHeight());
        } else if (rows.isNeedsLayout()) {
            // Laid out where they are, so that their next change is heard again.
            rows.layout();
        }
    }

    @Override
    public Orientation getContentBias() {
        return rows.getContentBias();
    }

    @Override
    protected double computeMinWidth(double height) {
        return rows.minWidth(height);
    }

    @Override
    protected double computeMinHeight(double width) {
        return rows.minHeight(width);
    }

    @Override
    protected double computePrefWidth(double height) {
        return rows.prefWidth(height);
    }

    @Override
    protected double computePrefHeight(double width) {
        return rows.prefHeight(width);
    }

    @Override
    protected double computeMaxWidth(double height) {
        return rows.maxWidth(height);
    }

    @Override
    protected double computeMaxHeight(double width) {
        return rows.maxHeight(width);
    }
}
