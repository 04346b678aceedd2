package dev.reel.ui.slicer;

import atlantafx.base.theme.Styles;
import dev.reel.edit.cmd.ApplyImportSettings;
import dev.reel.model.Filter;
import dev.reel.model.ImportSettings;
import dev.reel.ui.control.NumberField;
import dev.reel.ui.control.Tips;
import javafx.css.PseudoClass;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The Import section: filter, sRGB, mipmaps, atlas group and padding, extrude. Edits wait here, marked as
 * pending, until Apply (one undo step, through {@link ApplyImportSettings}) or Revert; a sliced sheet put
 * into an atlas group is warned that Apply removes its cells.
 */
final class ImportControls {
    private static final PseudoClass PENDING = PseudoClass.getPseudoClass("pending");

    private final VBox root = new VBox(8);
    private final VBox footer = new VBox(8);
    private final ToggleGroup filter = new ToggleGroup();
    private final ToggleButton nearest = pill("Nearest", Styles.LEFT_PILL);
    private final ToggleButton linear = pill("Linear", Styles.RIGHT_PILL);
    private final CheckBox srgb = new CheckBox("sRGB");
    private final CheckBox mipmaps = new CheckBox("Mipmaps");
    private final TextField atlasGroup = new TextField();
    private final NumberField atlasPadding = whole("import-atlas-padding", 0, 256);
    private final NumberField extrude = whole("import-extrude", 0, 64);
    private final Label warning = new Label();
    private final Button apply = new Button("Apply");
    private final Button revert = new Button("Revert");
    private ImportSettings applied = ImportSettings.DEFAULT;
    private int cellCount;
    private boolean loading;
    private Runnable onApply = () -> { };
    private java.util.function.Consumer<Boolean> onPendingChanged = pending -> { };

    ImportControls() {
        nearest.setId("import-nearest");
        linear.setId("import-linear");
        srgb.setId("import-srgb");
        mipmaps.setId("import-mipmaps");
        atlasGroup.setId("import-atlas-group");
        atlasGroup.setPromptText("none");
        atlasGroup.getStyleClass().add(Styles.SMALL);
        Tips.set(atlasGroup, "The atlas this sheet is packed into; a sliced sheet cannot join one");
        Tips.set(atlasPadding, "Pixels left between this sheet's sprites and its neighbours in the atlas");
        Tips.set(extrude, "Pixels of edge colour repeated around each sprite against bleeding");
        Tips.set(srgb, "The pixels are sRGB colours (nearly all art is)");
        Tips.set(mipmaps, "Smaller copies for drawing the sprite scaled down");
        Tips.set(nearest, "Crisp pixels, for pixel art");
        Tips.set(linear, "Smooth scaling, for painted art");
        warning.setId("import-warning");
        warning.getStyleClass().add("slicer-warning");
        warning.setWrapText(true);
        apply.setId("import-apply");
        apply.getStyleClass().add(Styles.ACCENT);
        revert.setId("import-revert");
        apply.setOnAction(event -> onApply.run());
        revert.setOnAction(event -> revert());

        GridPane fields = new GridPane();
        fields.setHgap(6);
        fields.setVgap(6);
        ColumnConstraints labels = new ColumnConstraints();
        labels.setMinWidth(78);
        ColumnConstraints values = new ColumnConstraints();
        values.setHgrow(Priority.ALWAYS);
        values.setFillWidth(true);
        fields.getColumnConstraints().addAll(labels, values);
        HBox filters = new HBox(nearest, linear);
        HBox.setHgrow(nearest, Priority.ALWAYS);
        HBox.setHgrow(linear, Priority.ALWAYS);
        nearest.setMaxWidth(Double.MAX_VALUE);
        linear.setMaxWidth(Double.MAX_VALUE);
        fields.addRow(0, label("Filter"), filters);
        fields.addRow(1, label("Texture"), new HBox(14, srgb, mipmaps));
        fields.addRow(2, label("Atlas group"), atlasGroup);
        fields.addRow(3, label("Padding"), atlasPadding);
        fields.addRow(4, label("Extrude"), extrude);
        HBox buttons = new HBox(6, revert, apply);
        buttons.setAlignment(Pos.CENTER_RIGHT);
        root.getChildren().add(fields);
        footer.getChildren().addAll(warning, buttons);
        footer.getStyleClass().add("slicer-footer");
        root.getStyleClass().add("import-controls");

        filter.selectedToggleProperty().addListener((observable, old, now) -> {
            if (now == null && old != null) {
                filter.selectToggle(old);
            }
            edited();
        });
        srgb.selectedProperty().addListener((observable, old, now) -> edited());
        mipmaps.selectedProperty().addListener((observable, old, now) -> edited());
        atlasGroup.textProperty().addListener((observable, old, now) -> edited());
        atlasPadding.valueProperty().addListener((observable, old, now) -> edited());
        extrude.valueProperty().addListener((observable, old, now) -> edited());
        load(ImportSettings.DEFAULT, 0);
    }

    Node node() {
        return root;
    }

    /** The warning and Apply / Revert, kept in view under the fields. */
    Node footer() {
        return footer;
    }

    void setOnApply(Runnable listener) {
        onApply = listener;
    }

    /** Hears whether there are edits waiting for Apply. */
    void setOnPendingChanged(java.util.function.Consumer<Boolean> listener) {
        onPendingChanged = listener;
    }

    /**
     * Shows the sheet's settings. Pending edits stay pending unless {@code force} (another sheet, or Revert),
     * so an undo of something else does not throw them away.
     */
    void show(ImportSettings settings, int cells, boolean force) {
        boolean pending = pending();
        applied = settings;
        cellCount = cells;
        if (force || !pending) {
            load(settings, cells);
        } else {
            edited();
        }
    }

    /** The settings as edited, or null when a number is not valid. */
    ImportSettings draft() {
        Double padding = atlasPadding.getValue();
        Double edge = extrude.getValue();
        if (padding == null || edge == null) {
            return null;
        }
        String group = atlasGroup.getText() == null || atlasGroup.getText().isBlank() ? null
                : atlasGroup.getText().strip();
        return new ImportSettings(linear.isSelected() ? Filter.LINEAR : Filter.NEAREST, srgb.isSelected(),
                mipmaps.isSelected(), group, clamp(padding, 256), clamp(edge, 64));
    }

    /** Whether there are edits that Apply would write. */
    boolean pending() {
        ImportSettings draft = draft();
        return draft != null && !draft.equals(applied);
    }

    void revert() {
        load(applied, cellCount);
    }

    private void load(ImportSettings settings, int cells) {
        loading = true;
        try {
            (settings.filter() == Filter.LINEAR ? linear : nearest).setSelected(true);
            srgb.setSelected(settings.srgb());
            mipmaps.setSelected(settings.mipmaps());
            atlasGroup.setText(settings.atlasGroup() == null ? "" : settings.atlasGroup());
            atlasPadding.setValue((double) settings.atlasPadding());
            extrude.setValue((double) settings.extrude());
            applied = settings;
            cellCount = cells;
        } finally {
            loading = false;
        }
        edited();
    }

    private void edited() {
        if (loading) {
            return;
        }
        ImportSettings draft = draft();
        boolean pending = draft != null && !draft.equals(applied);
        apply.setDisable(!pending);
        revert.setDisable(!pending);
        root.pseudoClassStateChanged(PENDING, pending);
        footer.pseudoClassStateChanged(PENDING, pending);
        onPendingChanged.accept(pending);
        // Padding only means something inside an atlas.
        atlasPadding.setDisable(draft == null ? atlasGroup.getText().isBlank() : draft.atlasGroup() == null);
        boolean joins = draft != null && ApplyImportSettings.joinsGroup(draft) && cellCount > 0;
        warning.setText(joins ? "A sliced sheet cannot join an atlas group: Apply removes its " + cellCount
                + (cellCount == 1 ? " cell" : " cells") + " (Undo brings them back)." : "");
        warning.setVisible(joins);
        warning.setManaged(joins);
    }

    private static int clamp(double value, int most) {
        return (int) Math.max(0, Math.min(most, Math.round(value)));
    }

    private ToggleButton pill(String text, String style) {
        ToggleButton button = new ToggleButton(text);
        button.getStyleClass().addAll(style, "slicer-pill");
        button.setToggleGroup(filter);
        button.setFocusTraversable(false);
        return button;
    }

    private static NumberField whole(String id, int least, int most) {
        NumberField field = new NumberField();
        field.setId(id);
        field.setInteger(true);
        field.setLive(true);
        field.setPrefColumnCount(4);
        field.getStyleClass().add(Styles.SMALL);
        Tips.set(field, least + " to " + most + " pixels");
        return field;
    }

    private static Label label(String text) {
        Label label = new Label(text);
        label.getStyleClass().add("slicer-field-label");
        return label;
    }
}
