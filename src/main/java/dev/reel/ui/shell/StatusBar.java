package dev.reel.ui.shell;

import dev.reel.ui.control.Tips;
import javafx.animation.PauseTransition;
import javafx.collections.ListChangeListener;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.util.Duration;

/**
 * The strip at the bottom of the window: the latest message, the project's problem counts (a click shows
 * Problems), the running task with its progress bar and Cancel, and what the focused document is.
 */
public final class StatusBar {
    private final HBox root = new HBox(12);
    private final Label message = new Label();
    private final Label problems = new Label();
    private final Label document = new Label();
    private final HBox taskBox = new HBox(6);
    private final Label taskTitle = new Label();
    private final ProgressBar taskProgress = new ProgressBar();
    private final Button cancel = new Button("Cancel");
    private final PauseTransition fade = new PauseTransition(Duration.seconds(8));
    private final Tasks tasks;
    private final ListChangeListener<Tasks.Running> taskListener = change -> showTask();

    public StatusBar(Tasks tasks, Runnable showProblems) {
        this.tasks = tasks;
        root.getStyleClass().add("status-bar");
        root.setAlignment(Pos.CENTER_LEFT);
        message.setId("status-message");
        message.getStyleClass().add("status-message");
        problems.setId("status-problems");
        problems.getStyleClass().add("status-problems");
        problems.setOnMouseClicked(event -> showProblems.run());
        Tips.set(problems, "Show the Problems panel");
        document.getStyleClass().add("status-document");
        taskProgress.setPrefWidth(140);
        taskProgress.setId("task-progress");
        cancel.setId("task-cancel");
        cancel.getStyleClass().addAll("small", "flat");
        // Never taller than the bar (reel.css gives it one height): a taller Cancel or progress bar made the bar,
        // and the panels above it, jump while a task ran.
        cancel.setMinHeight(0);
        taskProgress.setMinHeight(0);
        taskTitle.setMinHeight(0);
        cancel.setOnAction(event -> {
            if (!tasks.running().isEmpty()) {
                tasks.running().get(tasks.running().size() - 1).cancel();
            }
        });
        taskBox.setAlignment(Pos.CENTER_LEFT);
        taskBox.getChildren().addAll(taskTitle, taskProgress, cancel);
        taskBox.getStyleClass().add("status-task");
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        root.getChildren().addAll(message, spacer, taskBox, problems, document);
        tasks.running().addListener(taskListener);
        fade.setOnFinished(event -> message.setText(""));
        showTask();
    }

    public HBox node() {
        return root;
    }

    /** Shows a message for a few seconds. */
    public void say(String text) {
        message.setText(text);
        fade.playFromStart();
    }

    /** Clears the message if it is still {@code text} (a later message stays). */
    public void unsay(String text) {
        if (message.getText().equals(text)) {
            fade.stop();
            message.setText("");
        }
    }

    public String lastMessage() {
        return message.getText();
    }

    public void setProblemCounts(int errors, int warnings) {
        problems.setText("✖ " + errors + "   ⚠ " + warnings);
        problems.pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("errors"), errors > 0);
    }

    public void setDocument(String text) {
        document.setText(text);
    }

    private void showTask() {
        boolean busy = !tasks.running().isEmpty();
        taskBox.setVisible(busy);
        taskBox.setManaged(busy);
        taskProgress.progressProperty().unbind();
        taskTitle.textProperty().unbind();
        if (busy) {
            Tasks.Running task = tasks.running().get(tasks.running().size() - 1);
            taskProgress.progressProperty().bind(task.progressProperty());
            int others = tasks.running().size() - 1;
            taskTitle.setText(task.title() + (others > 0 ? "  (+" + others + ")" : ""));
        }
    }

    public void dispose() {
        tasks.running().removeListener(taskListener);
        fade.stop();
        taskProgress.progressProperty().unbind();
    }
}
