package dev.reel.ui.slicer;

import atlantafx.base.theme.Styles;
import dev.reel.model.Cell;
import dev.reel.model.Rect;
import dev.reel.ui.control.NumberField;
import dev.reel.ui.control.Tips;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

import java.util.List;
import java.util.function.BiConsumer;

/**
 * The Cell section: the selected cells' name and rectangle, their pivot as numbers and as nine presets
 * (corners, edge centres, centre; bottom-centre is where a character stands), and Flipbook from Selection.
 * It reports what the user picks; the panel turns it into a command.
 */
final class CellControls {
    /** The nine presets in reading order: x and y fractions, y down. */
    static final double[][] PRESETS = {
            {0, 0}, {0.5, 0}, {1, 0},
            {0, 0.5}, {0.5, 0.5}, {1, 0.5},
            {0, 1}, {0.5, 1}, {1, 1}};
    private static final String[] PRESET_NAMES = {
            "Top left", "Top centre", "Top right",
            "Left centre", "Centre", "Right centre",
            "Bottom left", "Bottom centre", "Bottom right"};

    private final VBox root = new VBox(8);
    private final Label title = new Label();
    private final Label detail = new Label();
    private static final javafx.css.PseudoClass CURRENT = javafx.css.PseudoClass.getPseudoClass("current");
    private final NumberField pivotX = fraction("pivot-x");
    private final NumberField pivotY = fraction("pivot-y");
    private final Label pixels = new Label();
    private final GridPane presets = new GridPane();
    private final List<Button> presetButtons = new java.util.ArrayList<>();
    private final Button flipbook = new Button("Flipbook from Selection");
    private final VBox editing;
    private BiConsumer<Double, Double> onPivot = (x, y) -> { };
    private boolean showing;

    CellControls() {
        title.getStyleClass().add("slicer-cell-title");
        title.setId("cell-title");
        detail.getStyleClass().add("slicer-note");
        detail.setWrapText(true);
        pixels.getStyleClass().add("slicer-note");
        presets.getStyleClass().add("pivot-presets");
        presets.setHgap(3);
        presets.setVgap(3);
        for (int i = 0; i < PRESETS.length; i++) {
            Button preset = new Button();
            preset.setGraphic(dot(PRESETS[i]));
            preset.getStyleClass().addAll("pivot-preset", Styles.FLAT);
            preset.setId("pivot-preset-" + i);
            Tips.set(preset, "Pivot: " + PRESET_NAMES[i]);
            preset.setFocusTraversable(false);
            double[] at = PRESETS[i];
            preset.setOnAction(event -> onPivot.accept(at[0], at[1]));
            presets.add(preset, i % 3, i / 3);
            presetButtons.add(preset);
        }
        pivotX.valueProperty().addListener((observable, old, value) -> typed());
        pivotY.valueProperty().addListener((observable, old, value) -> typed());
        GridPane numbers = new GridPane();
        numbers.setHgap(6);
        numbers.setVgap(6);
        numbers.addRow(0, label("Pivot X"), pivotX);
        numbers.addRow(1, label("Pivot Y"), pivotY);
        numbers.add(pixels, 0, 2, 2, 1);
        HBox pivot = new HBox(12, numbers, presets);
        pivot.setAlignment(Pos.CENTER_LEFT);
        editing = new VBox(8, pivot);
        flipbook.setId("slicer-flipbook");
        flipbook.setMaxWidth(Double.MAX_VALUE);
        Tips.set(flipbook, "A clip of the selected cells (all cells when none is selected), 12 fps");
        root.getChildren().addAll(title, detail, editing, flipbook);
        root.getStyleClass().add("cell-controls");
        show(List.of(), 0);
    }

    Node node() {
        return root;
    }

    Button flipbookButton() {
        return flipbook;
    }

    /** Receives a pivot picked by preset or typed, as fractions of the cell. */
    void setOnPivot(BiConsumer<Double, Double> listener) {
        onPivot = listener;
    }

    /** Shows the selected cells (none: a hint) of a sheet with {@code total} cells. */
    void show(List<Cell> selected, int total) {
        showing = true;
        try {
            // With nothing selected the button makes a flipbook of every cell: its name says so.
            flipbook.setText(selected.isEmpty() ? "Flipbook of All Cells" : "Flipbook from Selection");
            flipbook.setDisable(total == 0);
            editing.setDisable(selected.isEmpty());
            if (selected.isEmpty()) {
                title.setText("No cell selected");
                detail.setText(total == 0 ? "Slice the sheet to get cells; each has a pivot you can drag."
                        : "Click a cell to edit its pivot; Ctrl or Shift adds cells, Shift-drag boxes them in.");
                presetButtons.forEach(button -> button.pseudoClassStateChanged(CURRENT, false));
                pivotX.setValue(null);
                pivotY.setValue(null);
                pixels.setText("");
                return;
            }
            Cell first = selected.get(0);
            Rect rect = first.rect();
            if (selected.size() == 1) {
                title.setText(first.name());
                detail.setText(rect.width() + " × " + rect.height() + " px at " + rect.x() + ", " + rect.y());
            } else {
                title.setText(selected.size() + " cells");
                detail.setText(first.name() + " … " + selected.get(selected.size() - 1).name());
            }
            boolean same = selected.stream().allMatch(cell -> cell.pivotX() == first.pivotX()
                    && cell.pivotY() == first.pivotY());
            // The preset the pivots sit on lights up, so a glance says "bottom centre" without reading numbers.
            for (int i = 0; i < PRESETS.length; i++) {
                presetButtons.get(i).pseudoClassStateChanged(CURRENT, same && first.pivotX() == PRESETS[i][0]
                        && first.pivotY() == PRESETS[i][1]);
            }
            pivotX.setValue(same ? first.pivotX() : null);
            pivotY.setValue(same ? first.pivotY() : null);
            pixels.setText(same && selected.size() == 1 ? "at " + SheetPainter.fraction(first.pivotX() * rect.width())
                    + ", " + SheetPainter.fraction(first.pivotY() * rect.height()) + " px in the cell"
                    : same ? "the same for all" : "differs between cells");
        } finally {
            showing = false;
        }
    }

    private void typed() {
        if (showing || pivotX.getValue() == null || pivotY.getValue() == null) {
            return;
        }
        onPivot.accept(pivotX.getValue(), pivotY.getValue());
    }

    /** A small square with a dot where the preset puts the pivot. */
    private static Node dot(double[] at) {
        Region square = new Region();
        square.getStyleClass().add("pivot-preset-square");
        square.setPrefSize(16, 16);
        square.setMaxSize(16, 16);
        Region mark = new Region();
        mark.getStyleClass().add("pivot-preset-dot");
        mark.setPrefSize(6, 6);
        mark.setMaxSize(6, 6);
        StackPane box = new StackPane(square, mark);
        box.setPrefSize(18, 18);
        StackPane.setAlignment(mark, switch ((int) (at[1] * 2)) {
            case 0 -> at[0] == 0 ? Pos.TOP_LEFT : at[0] == 1 ? Pos.TOP_RIGHT : Pos.TOP_CENTER;
            case 1 -> at[0] == 0 ? Pos.CENTER_LEFT : at[0] == 1 ? Pos.CENTER_RIGHT : Pos.CENTER;
            default -> at[0] == 0 ? Pos.BOTTOM_LEFT : at[0] == 1 ? Pos.BOTTOM_RIGHT : Pos.BOTTOM_CENTER;
        });
        return box;
    }

    private static NumberField fraction(String id) {
        NumberField field = new NumberField();
        field.setId(id);
        field.setStep(0.05);
        field.setPrefColumnCount(5);
        field.setAllowEmpty(true);
        field.setPromptText("—");
        field.getStyleClass().add(Styles.SMALL);
        return field;
    }

    private static Label label(String text) {
        Label label = new Label(text);
        label.getStyleClass().add("slicer-field-label");
        return label;
    }
}
