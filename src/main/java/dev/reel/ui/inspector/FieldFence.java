package dev.reel.ui.inspector;

import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.layout.Region;
import org.controlsfx.property.editor.PropertyEditor;

import java.util.Arrays;

/**
 * Holds one row's editor in the Inspector's sheet so that a change inside it that leaves its size alone lays out
 * the editor only. A field's text written anew (every frame of a key drag writes the key's time and value) changes
 * its text's bounds, and JavaFX then asks every parent up to the window's root for a layout: the sheet's grid, its
 * sections and scroll pane and the window's split panes measured all their rows again on each frame. Here the
 * editor sits in a holder the sheet does not manage, where such a request stops; the holder, laid out in the same
 * pass, compares the editor's sizes with the ones they were at the fence's last layout and asks the sheet for a layout
 * only when one differs (a hint shown under a field, lanes wrapping onto rows of their own), which is then done in
 * the next pulse.
 */
final class FieldFence extends Region {
    private final Region editor;
    private final Holder holder;
    /** The editor's own sizes when the fence was last laid out (at its width, for a width-bound editor); null before. */
    private double[] measured;

    private FieldFence(Region editor) {
        this.editor = editor;
        holder = new Holder(editor);
        holder.setManaged(false);
        getChildren().add(holder);
    }

    /** {@code inner} with its editor held in a fence (an editor that is not a region is given as it is). */
    static <T> PropertyEditor<T> fence(PropertyEditor<T> inner) {
        if (!(inner.getEditor() instanceof Region region)) {
            return inner;
        }
        return shownAs(inner, new FieldFence(region));
    }

    /** {@code inner}'s value, shown in the sheet as {@code shown} (a node holding inner's editor). */
    static <T> PropertyEditor<T> shownAs(PropertyEditor<T> inner, Node shown) {
        return new PropertyEditor<>() {
            @Override
            public Node getEditor() {
                return shown;
            }

            @Override
            public T getValue() {
                return inner.getValue();
            }

            @Override
            public void setValue(T value) {
                inner.setValue(value);
            }
        };
    }

    /** The editor held (tests look). */
    Region editor() {
        return editor;
    }

    private double[] sizes(double width) {
        return new double[] {editor.minWidth(-1), editor.prefWidth(-1), editor.maxWidth(-1),
                editor.minHeight(width), editor.prefHeight(width), editor.maxHeight(width)};
    }

    @Override
    protected void layoutChildren() {
        double width = getContentBias() == Orientation.HORIZONTAL ? getWidth() : -1;
        double[] now = sizes(width);
        // The sheet read this fence's preferred sizes through the fence's own cache, which a request stopped in the
        // holder left as it was: where the editor's moved since, the sheet placed this row by old sizes. (Its least
        // and most width are the sheet's own, set on the fence.)
        if (prefWidth(-1) != now[1] || prefHeight(width) != now[4]) {
            javafx.application.Platform.runLater(this::requestLayout);
        }
        holder.resizeRelocate(0, 0, getWidth(), getHeight());
        measured = now;
    }

    @Override
    public Orientation getContentBias() {
        return editor.getContentBias();
    }

    @Override
    protected double computeMinWidth(double height) {
        return editor.minWidth(height);
    }

    @Override
    protected double computeMinHeight(double width) {
        return editor.minHeight(width);
    }

    @Override
    protected double computePrefWidth(double height) {
        return editor.prefWidth(height);
    }

    @Override
    protected double computePrefHeight(double width) {
        return editor.prefHeight(width);
    }

    @Override
    protected double computeMaxWidth(double height) {
        return editor.maxWidth(height);
    }

    @Override
    protected double computeMaxHeight(double width) {
        return editor.maxHeight(width);
    }

    /** Where the editor's requests for a layout stop (it is not managed by the fence). */
    private final class Holder extends Region {
        Holder(Region editor) {
            getChildren().add(editor);
        }

        @Override
        protected void layoutChildren() {
            FieldFence fence = FieldFence.this;
            if (measured != null && !Arrays.equals(measured,
                    sizes(fence.getContentBias() == Orientation.HORIZONTAL ? fence.getWidth() : -1))) {
                // The editor's size changed: the sheet places the rows again, in the next pulse (asked now, in the
                // middle of its parents' layout, the request would stop at a parent laying out and be lost).
                measured = null;
                javafx.application.Platform.runLater(fence::requestLayout);
            }
            editor.resizeRelocate(0, 0, getWidth(), getHeight());
        }
    }
}
