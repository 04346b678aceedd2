package dev.reel.ui.sheets;

import atlantafx.base.theme.Styles;
import dev.reel.model.LoopMode;
import dev.reel.ui.control.NumberField;
import dev.reel.ui.control.Readout;
import dev.reel.ui.control.TimeFormat;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.Window;


/**
 * Asks how to cut a strip: frame width and height (the sheet's height by default), the seconds each frame
 * shows (with the sample's Idle and Run timings one click away) and whether the clip loops; it says how many
 * frames and how long a clip that gives before OK.
 */
public final class StripImportDialog extends Dialog<StripImport.Settings> {
    static final ButtonType IMPORT = new ButtonType("Import", ButtonBar.ButtonData.OK_DONE);

    private final int sheetWidth;
    private final int sheetHeight;
    private final NumberField width = field("strip-frame-width", true);
    private final NumberField height = field("strip-frame-height", true);
    private final NumberField duration = field("strip-frame-duration", false);
    private final CheckBox loop = new CheckBox("Loop");
    private final Label summary = new Label();

    public StripImportDialog(Window owner, String sheetName, int sheetWidth, int sheetHeight) {
        this.sheetWidth = sheetWidth;
        this.sheetHeight = sheetHeight;
        dev.reel.ui.theme.Theme.dress(this, owner);
        setTitle("Import Sprite Strip");
        setHeaderText("Cut " + sheetName + " (" + sheetWidth + " × " + sheetHeight + ") into frames and make a clip");
        int guess = sheetWidth > sheetHeight && sheetWidth % sheetHeight == 0 ? sheetHeight : sheetWidth;
        width.setValue((double) guess);
        height.setValue((double) sheetHeight);
        duration.setValue(0.15);
        duration.setStep(0.01);
        loop.setSelected(true);
        loop.setId("strip-loop");
        Button idle = preset("Idle 0.15 s", 0.15);
        Button run = preset("Run 0.08 s", 0.08);
        GridPane fields = new GridPane();
        fields.setHgap(8);
        fields.setVgap(8);
        fields.addRow(0, new Label("Frame size"), width, new Label("×"), height, new Label("px"));
        fields.addRow(1, new Label("Each frame"), duration, new Label("s"), new HBox(6, idle, run));
        GridPane.setColumnSpan(fields.getChildren().get(fields.getChildren().size() - 1), 2);
        fields.addRow(2, new Label(""), loop);
        summary.setId("strip-summary");
        summary.getStyleClass().add("dialog-explanation");
        getDialogPane().setContent(new VBox(12, fields, summary));
        getDialogPane().getButtonTypes().setAll(IMPORT, ButtonType.CANCEL);
        width.valueProperty().addListener((observable, old, value) -> update());
        height.valueProperty().addListener((observable, old, value) -> update());
        duration.valueProperty().addListener((observable, old, value) -> update());
        setResultConverter(button -> button == IMPORT ? settings() : null);
        update();
    }

    /** The settings the fields hold, or null when they do not make a strip of this sheet. */
    StripImport.Settings settings() {
        Double w = width.getValue();
        Double h = height.getValue();
        Double seconds = duration.getValue();
        if (w == null || h == null || seconds == null || !(seconds > 0) || h < 1 || h > sheetHeight
                || StripImport.frames(sheetWidth, (int) Math.round(w)) == 0) {
            return null;
        }
        return new StripImport.Settings((int) Math.round(w), (int) Math.round(h), seconds,
                loop.isSelected() ? LoopMode.LOOP : LoopMode.ONCE);
    }

    private void update() {
        StripImport.Settings settings = settings();
        getDialogPane().lookupButton(IMPORT).setDisable(settings == null);
        if (settings == null) {
            Double w = width.getValue();
            summary.setText(w != null && w > 0 && sheetWidth % Math.round(w) != 0
                    ? "The sheet's width, " + sheetWidth + " px, is not a whole number of " + Math.round(w)
                    + " px frames." : "Frames need a size that fits the sheet and a duration above 0.");
            return;
        }
        int frames = StripImport.frames(sheetWidth, settings.frameWidth());
        summary.setText(Readout.count(frames, "frame") + " of " + settings.frameWidth() + " × " + settings.frameHeight() + " px · a "
                + TimeFormat.chosen(1 / settings.frameDuration()).text(frames * settings.frameDuration()) + " clip");
    }

    private Button preset(String text, double seconds) {
        Button button = new Button(text);
        button.getStyleClass().add(Styles.SMALL);
        button.setOnAction(event -> duration.setValue(seconds));
        return button;
    }

    private static NumberField field(String id, boolean whole) {
        NumberField field = new NumberField();
        field.setId(id);
        field.setInteger(whole);
        field.setLive(true);
        field.setPrefColumnCount(5);
        return field;
    }
}
