package dev.reel.ui.shell;

import dev.reel.ui.documents.Dialogs;
import javafx.animation.PauseTransition;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.util.Duration;

import java.nio.file.Path;

/**
 * The card in the window's corner that says an unexpected error happened: what it was in one line, that the
 * documents are as they were before it, where it was logged, and Details (the whole trace in a dialog). It
 * hides by itself after a while; a second error while it shows counts up instead of stacking cards.
 */
final class FailureNotice {
    private static final int SUMMARY_LENGTH = 110;

    private final StackPane overlay;
    private final Dialogs dialogs;
    private final VBox card = new VBox(6);
    private final Label title = new Label();
    private final Label summary = new Label();
    private final Label where = new Label();
    private final Button details = new Button("Details");
    private final Button dismiss = new Button("Dismiss");
    private final PauseTransition hide = new PauseTransition(Duration.seconds(30));
    private int count;
    private String trace = "";
    private Path log;

    FailureNotice(StackPane overlay, Dialogs dialogs) {
        this.overlay = overlay;
        this.dialogs = dialogs;
        card.setId("failure-notice");
        card.getStyleClass().add("failure-notice");
        title.getStyleClass().add("failure-title");
        summary.getStyleClass().add("failure-summary");
        where.getStyleClass().add("failure-where");
        summary.setWrapText(true);
        where.setWrapText(true);
        details.setId("failure-details");
        dismiss.setId("failure-dismiss");
        details.getStyleClass().add("small");
        dismiss.getStyleClass().addAll("small", "flat");
        details.setOnAction(event -> showDetails());
        dismiss.setOnAction(event -> close());
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox buttons = new HBox(8, gap, dismiss, details);
        buttons.setAlignment(Pos.CENTER_RIGHT);
        card.getChildren().addAll(title, summary, where, buttons);
        card.setMaxSize(420, Region.USE_PREF_SIZE);
        card.setPrefWidth(420);
        StackPane.setAlignment(card, Pos.BOTTOM_RIGHT);
        StackPane.setMargin(card, new Insets(0, 16, 40, 0));
        hide.setOnFinished(event -> close());
    }

    /** Shows (or counts up) the card for {@code error}; {@code logFile} is null when the log could not be written. */
    void show(Throwable error, Path logFile) {
        count = showing() ? count + 1 : 1;
        trace = ErrorLog.trace(error);
        log = logFile;
        if (error instanceof OutOfMemoryError) {
            title.setText("Reel ran out of memory");
            summary.setText("Your unsaved work was autosaved. Save it now, then restart Reel with a larger heap"
                    + " (java -Xmx4g -jar reel.jar).");
            where.setText("The step that needed the memory changed nothing.");
        } else {
            title.setText(count == 1 ? "Something went wrong" : "Something went wrong (" + count + " times)");
            summary.setText(shorten(describe(error)));
            where.setText("Your documents are as they were before it. "
                    + (logFile == null ? "The log could not be written." : "Logged in " + logFile + "."));
        }
        if (!showing()) {
            overlay.getChildren().add(card);
            overlay.setMouseTransparent(false);
        }
        hide.playFromStart();
    }

    boolean showing() {
        return overlay.getChildren().contains(card);
    }

    /** "NullPointerException: the message", or the class alone. */
    static String describe(Throwable error) {
        String message = error.getMessage();
        String name = error.getClass().getSimpleName();
        return message == null || message.isBlank() ? name : name + ": " + message;
    }

    private static String shorten(String text) {
        String line = text.lines().findFirst().orElse("");
        return line.length() <= SUMMARY_LENGTH ? line : line.substring(0, SUMMARY_LENGTH - 1) + "…";
    }

    private void showDetails() {
        Alert alert = dialogs.alert(Alert.AlertType.ERROR, "Unexpected error", summary.getText());
        alert.setContentText("Reel kept your documents as they were before the error. "
                + (log == null ? "" : "The same report is in\n" + log + "\n") + "Show Details for the whole trace.");
        TextArea text = new TextArea(trace);
        text.setId("failure-trace");
        text.setEditable(false);
        text.getStyleClass().add("failure-trace");
        text.setPrefSize(760, 320);
        alert.getDialogPane().setExpandableContent(text);
        alert.show();
    }

    void close() {
        hide.stop();
        overlay.getChildren().remove(card);
        overlay.setMouseTransparent(overlay.getChildren().isEmpty());
    }
}
