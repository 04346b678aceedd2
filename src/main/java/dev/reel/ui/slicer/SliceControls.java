package dev.reel.ui.slicer;

import atlantafx.base.theme.Styles;
import dev.reel.model.SliceSetup;
import dev.reel.ui.control.NumberField;
import dev.reel.ui.control.Tips;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The Slice section: Grid (cell size or columns × rows, offset, padding, count) or Alpha (threshold, minimum
 * area, merge or drop the smaller shapes), a line saying what Slice would do, the warnings about clips that
 * would lose cells, and the Slice button. It turns its fields into a {@link SliceSetup} and says when they
 * change; it never slices itself.
 */
final class SliceControls {
    /** The alpha threshold a new Alpha setup starts with, as {@code reel slice --alpha} does. */
    static final int DEFAULT_THRESHOLD = 16;

    private final VBox root = new VBox(8);
    private final ToggleGroup mode = new ToggleGroup();
    private final ToggleButton grid = pill("Grid", Styles.LEFT_PILL, mode);
    private final ToggleButton alpha = pill("Alpha", Styles.RIGHT_PILL, mode);
    private final ToggleGroup sizeBy = new ToggleGroup();
    private final ToggleButton bySize = pill("Cell size", Styles.LEFT_PILL, sizeBy);
    private final ToggleButton byCount = pill("Columns × rows", Styles.RIGHT_PILL, sizeBy);
    private final NumberField cellWidth = whole("slice-cell-width", 1);
    private final NumberField cellHeight = whole("slice-cell-height", 1);
    private final NumberField columns = whole("slice-columns", 1);
    private final NumberField rows = whole("slice-rows", 1);
    private final NumberField offsetX = whole("slice-offset-x", 0);
    private final NumberField offsetY = whole("slice-offset-y", 0);
    private final NumberField paddingX = whole("slice-padding-x", 0);
    private final NumberField paddingY = whole("slice-padding-y", 0);
    private final NumberField count = whole("slice-count", 0);
    private final Slider threshold = new Slider(0, 254, DEFAULT_THRESHOLD);
    private final NumberField thresholdField = whole("slice-threshold", 0);
    private final NumberField minArea = whole("slice-min-area", 0);
    private final ToggleGroup small = new ToggleGroup();
    private final ToggleButton merge = pill("Merge", Styles.LEFT_PILL, small);
    private final ToggleButton drop = pill("Drop", Styles.RIGHT_PILL, small);
    private final Label sizeRowLabel = rowLabel("Cell size");
    private final Label derived = new Label();
    private final VBox gridBox;
    private final VBox alphaBox;
    private final Label summary = new Label();
    private final Button slice = new Button("Slice");
    private Runnable onChange = () -> { };
    private boolean loading;
    private int sheetWidth = 1;
    private int sheetHeight = 1;

    SliceControls() {
        grid.setId("slice-mode-grid");
        alpha.setId("slice-mode-alpha");
        bySize.setId("slice-by-size");
        byCount.setId("slice-by-count");
        merge.setId("slice-merge");
        drop.setId("slice-drop");
        grid.setSelected(true);
        bySize.setSelected(true);
        merge.setSelected(true);
        count.setPromptText("all");
        count.setAllowEmpty(true);
        Tips.set(count, "Stop after this many cells (empty: every cell that fits)");
        Tips.set(minArea, "Shapes with fewer pixels are merged into the nearest shape, or dropped");
        threshold.setId("slice-threshold-slider");
        threshold.setMajorTickUnit(64);
        threshold.setBlockIncrement(1);
        HBox.setHgrow(threshold, Priority.ALWAYS);
        thresholdField.setPrefColumnCount(3);
        threshold.valueProperty().addListener((observable, old, value) -> {
            if (!loading) {
                thresholdField.setValue((double) Math.round(value.doubleValue()));
            }
        });
        thresholdField.valueProperty().addListener((observable, old, value) -> {
            if (value != null && Math.round(threshold.getValue()) != Math.round(value)) {
                threshold.setValue(value);
            }
        });

        GridPane gridFields = fields();
        HBox sizeModes = pillBox(bySize, byCount);
        gridFields.add(sizeModes, 0, 0, 3, 1);
        gridFields.addRow(1, sizeRowLabel, cellWidth, cellHeight);
        gridFields.addRow(2, rowLabel("Offset"), offsetX, offsetY);
        gridFields.addRow(3, rowLabel("Padding"), paddingX, paddingY);
        gridFields.addRow(4, rowLabel("Count"), count);
        derived.getStyleClass().add("slicer-note");
        gridBox = new VBox(6, gridFields, derived);

        GridPane alphaFields = fields();
        HBox thresholdRow = new HBox(8, threshold, thresholdField);
        thresholdRow.setAlignment(Pos.CENTER_LEFT);
        alphaFields.addRow(0, rowLabel("Threshold"), thresholdRow);
        GridPane.setColumnSpan(thresholdRow, 2);
        alphaFields.addRow(1, rowLabel("Min area"), minArea, new Label("px"));
        alphaFields.addRow(2, rowLabel("Smaller"), pillBox(merge, drop));
        GridPane.setColumnSpan(alphaFields.getChildren().get(alphaFields.getChildren().size() - 1), 2);
        alphaBox = new VBox(6, alphaFields);

        summary.setId("slice-summary");
        summary.getStyleClass().add("slice-summary");
        summary.setWrapText(true);
        slice.setId("slice-button");
        slice.getStyleClass().add(Styles.ACCENT);
        slice.setMaxWidth(Double.MAX_VALUE);
        Tips.set(slice, "Write the cells into the sheet's .meta (one undo step) · Ctrl+Enter");

        // "Slice by" sits in the label column like every other row, so the section needs no heading of its own.
        Label modesLabel = rowLabel("Slice by");
        modesLabel.setMinWidth(78);
        HBox modesPills = pillBox(grid, alpha);
        HBox.setHgrow(modesPills, Priority.ALWAYS);
        HBox modes = new HBox(6, modesLabel, modesPills);
        modes.setAlignment(Pos.CENTER_LEFT);
        root.getChildren().addAll(modes, gridBox, alphaBox);
        root.getStyleClass().add("slice-controls");

        mode.selectedToggleProperty().addListener((observable, old, now) -> {
            keepOneSelected(mode, old, now);
            showMode();
            changed();
        });
        sizeBy.selectedToggleProperty().addListener((observable, old, now) -> {
            keepOneSelected(sizeBy, old, now);
            showSizeBy();
            changed();
        });
        small.selectedToggleProperty().addListener((observable, old, now) -> {
            keepOneSelected(small, old, now);
            changed();
        });
        for (NumberField field : new NumberField[]{cellWidth, cellHeight, columns, rows, offsetX, offsetY,
                paddingX, paddingY, count, thresholdField, minArea}) {
            field.valueProperty().addListener((observable, old, value) -> changed());
        }
        showMode();
        showSizeBy();
    }

    Node node() {
        return root;
    }

    Button sliceButton() {
        return slice;
    }

    /** The line saying what Slice would do; it stays in view under the fields with the button. */
    Label summary() {
        return summary;
    }

    void setOnChange(Runnable listener) {
        onChange = listener;
    }

    /** What Slice would do, or why it cannot. */
    void setSummary(String text, boolean problem) {
        summary.setText(text);
        summary.pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("problem"), problem);
    }

    /** Shows {@code setup}'s values (a strip shows as a one-row grid) without reporting a change. */
    void load(SliceSetup setup, int width, int height) {
        loading = true;
        try {
            sheetWidth = Math.max(1, width);
            sheetHeight = Math.max(1, height);
            if (setup instanceof SliceSetup.Alpha shapes) {
                alpha.setSelected(true);
                setThreshold(shapes.threshold());
                minArea.setValue((double) shapes.minArea());
                (shapes.mergeSmall() ? merge : drop).setSelected(true);
            } else {
                SliceSetup.Grid cells = setup instanceof SliceSetup.Strip strip
                        ? new SliceSetup.Grid(strip.frameWidth(), strip.frameHeight() == 0 ? sheetHeight
                        : strip.frameHeight(), 0, 0, 0, 0, 0)
                        : (SliceSetup.Grid) setup;
                grid.setSelected(true);
                bySize.setSelected(true);
                cellWidth.setValue((double) cells.cellWidth());
                cellHeight.setValue((double) cells.cellHeight());
                offsetX.setValue((double) cells.offsetX());
                offsetY.setValue((double) cells.offsetY());
                paddingX.setValue((double) cells.paddingX());
                paddingY.setValue((double) cells.paddingY());
                count.setValue(cells.count() == 0 ? null : (double) cells.count());
                columns.setValue((double) Math.max(1, sheetWidth / Math.max(1, cells.cellWidth())));
                rows.setValue((double) Math.max(1, sheetHeight / Math.max(1, cells.cellHeight())));
            }
            showMode();
            showSizeBy();
        } finally {
            loading = false;
        }
    }

    /**
     * Starting values for a sheet not sliced yet: a strip (a row of three or more square-ish frames) starts as
     * a grid of its frames, anything else as Alpha, which finds loose sprites wherever they are.
     */
    void loadDefaults(int width, int height) {
        loading = true;
        try {
            sheetWidth = Math.max(1, width);
            sheetHeight = Math.max(1, height);
            setThreshold(DEFAULT_THRESHOLD);
            minArea.setValue(0.0);
            merge.setSelected(true);
            int side = Math.min(height, width);
            boolean strip = width % height == 0 && width / height >= 3;
            (strip ? grid : alpha).setSelected(true);
            bySize.setSelected(true);
            cellWidth.setValue((double) (strip ? height : Math.min(32, side)));
            cellHeight.setValue((double) (strip ? height : Math.min(32, side)));
            for (NumberField field : new NumberField[]{offsetX, offsetY, paddingX, paddingY}) {
                field.setValue(0.0);
            }
            count.setValue(null);
            columns.setValue((double) Math.max(1, width / cellWidth.getValue().intValue()));
            rows.setValue((double) Math.max(1, height / cellHeight.getValue().intValue()));
            showMode();
            showSizeBy();
        } finally {
            loading = false;
        }
    }

    private void setThreshold(int value) {
        threshold.setValue(value);
        thresholdField.setValue((double) value);
    }

    /** The setup the fields describe, or null when they do not describe one (a field is empty or invalid). */
    SliceSetup setup() {
        if (alpha.isSelected()) {
            Integer level = whole(thresholdField);
            Integer area = whole(minArea);
            return level == null || area == null ? null : new SliceSetup.Alpha(level, area, merge.isSelected());
        }
        Integer x = whole(offsetX);
        Integer y = whole(offsetY);
        Integer padX = whole(paddingX);
        Integer padY = whole(paddingY);
        Integer stop = count.getValue() == null ? Integer.valueOf(0) : whole(count);
        if (x == null || y == null || padX == null || padY == null || stop == null) {
            return null;
        }
        int width;
        int height;
        if (byCount.isSelected()) {
            Integer across = whole(columns);
            Integer down = whole(rows);
            if (across == null || down == null || across <= 0 || down <= 0) {
                return null;
            }
            // The widest cells that let `across` cells and their padding fit after the offset.
            width = (sheetWidth - x - (across - 1) * padX) / across;
            height = (sheetHeight - y - (down - 1) * padY) / down;
        } else {
            Integer w = whole(cellWidth);
            Integer h = whole(cellHeight);
            if (w == null || h == null) {
                return null;
            }
            width = w;
            height = h;
        }
        return new SliceSetup.Grid(width, height, x, y, padX, padY, stop);
    }

    private static Integer whole(NumberField field) {
        Double value = field.getValue();
        if (value == null || value > Integer.MAX_VALUE / 4.0 || value < -Integer.MAX_VALUE / 4.0) {
            return null;
        }
        return (int) Math.round(value);
    }

    private void changed() {
        if (!loading) {
            showDerived();
            onChange.run();
        }
    }

    private void showMode() {
        boolean byGrid = grid.isSelected();
        gridBox.setVisible(byGrid);
        gridBox.setManaged(byGrid);
        alphaBox.setVisible(!byGrid);
        alphaBox.setManaged(!byGrid);
        showDerived();
    }

    private void showSizeBy() {
        boolean counting = byCount.isSelected();
        GridPane fields = (GridPane) cellWidth.getParent();
        if (fields != null) {
            fields.getChildren().removeAll(cellWidth, cellHeight, columns, rows);
            fields.add(counting ? columns : cellWidth, 1, 1);
            fields.add(counting ? rows : cellHeight, 2, 1);
        }
        sizeRowLabel.setText(counting ? "Columns, rows" : "Cell size");
        showDerived();
    }

    private void showDerived() {
        SliceSetup setup = grid.isSelected() && byCount.isSelected() ? setup() : null;
        boolean show = setup instanceof SliceSetup.Grid;
        derived.setVisible(show);
        derived.setManaged(show);
        if (setup instanceof SliceSetup.Grid cells) {
            derived.setText("Cells of " + cells.cellWidth() + " × " + cells.cellHeight() + " px");
        }
    }

    /** A toggle group of pills always has one pressed: a click on the pressed one keeps it pressed. */
    private static void keepOneSelected(ToggleGroup group, javafx.scene.control.Toggle old,
                                        javafx.scene.control.Toggle now) {
        if (now == null && old != null) {
            group.selectToggle(old);
        }
    }

    private static ToggleButton pill(String text, String style, ToggleGroup group) {
        ToggleButton button = new ToggleButton(text);
        button.getStyleClass().addAll(style, "slicer-pill");
        button.setToggleGroup(group);
        button.setFocusTraversable(false);
        return button;
    }

    private static HBox pillBox(ToggleButton... buttons) {
        HBox box = new HBox(buttons);
        box.getStyleClass().add("slicer-pills");
        for (ToggleButton button : buttons) {
            HBox.setHgrow(button, Priority.ALWAYS);
            button.setMaxWidth(Double.MAX_VALUE);
        }
        return box;
    }

    private static NumberField whole(String id, double value) {
        NumberField field = new NumberField();
        field.setId(id);
        field.setInteger(true);
        field.setLive(true);
        field.setPrefColumnCount(4);
        field.setValue(value);
        field.getStyleClass().add(Styles.SMALL);
        return field;
    }

    private static Label rowLabel(String text) {
        Label label = new Label(text);
        label.getStyleClass().add("slicer-field-label");
        label.setMinWidth(Label.USE_PREF_SIZE);
        return label;
    }

    private static GridPane fields() {
        GridPane fields = new GridPane();
        fields.setHgap(6);
        fields.setVgap(6);
        ColumnConstraints labels = new ColumnConstraints();
        labels.setMinWidth(78);
        ColumnConstraints first = new ColumnConstraints();
        first.setHgrow(Priority.ALWAYS);
        first.setFillWidth(true);
        ColumnConstraints second = new ColumnConstraints();
        second.setHgrow(Priority.ALWAYS);
        second.setFillWidth(true);
        fields.getColumnConstraints().addAll(labels, first, second);
        return fields;
    }
}
