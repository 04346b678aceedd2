package dev.reel.ui.shell;

import dev.reel.edit.Command;
import dev.reel.model.Clip;
import dev.reel.ui.EditorFixture;
import dev.reel.ui.documents.OpenDocument;
import javafx.application.Platform;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** What the editor does with an error nobody caught: the document stays as it was, a notice, a log entry. */
class UnexpectedErrorsTest extends EditorFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    /** An edit with a bug in it. */
    private static final class Broken implements Command<Clip> {
        @Override
        public String label() {
            return "Broken edit";
        }

        @Override
        public Clip apply(Clip value) {
            throw new IndexOutOfBoundsException("Index 3 out of bounds for length 3");
        }
    }

    private Path log() {
        return config.resolve("logs").resolve("reel.log");
    }

    /** The app's handler in place of the fixture's recorder (the fixture puts its own back afterwards). */
    private void asInTheApp() {
        Thread.setDefaultUncaughtExceptionHandler(new UnexpectedErrors(new ErrorLog(config), () -> window));
    }

    @Test
    @SuppressWarnings("unchecked")
    void aCommandThatThrowsLeavesTheDocumentAsItWasShowsANoticeAndWritesTheLog(FxRobot robot) throws Exception {
        OpenDocument<Clip> run = (OpenDocument<Clip>) open("anim/knight/run.aeanim");
        Clip before = run.value();
        long version = run.document().version();
        asInTheApp();

        robot.interact(() -> Platform.runLater(() -> run.document().execute(new Broken())));
        waitUntil(() -> window.layout().notice().showing());

        assertThat(run.value()).isSameAs(before);
        assertThat(run.document().version()).isEqualTo(version);
        assertThat(run.document().canUndo()).isFalse();
        assertThat(run.dirty()).isFalse();
        assertThat(robot.lookup("#failure-notice .failure-summary").queryAs(Label.class).getText())
                .isEqualTo("IndexOutOfBoundsException: Index 3 out of bounds for length 3");
        assertThat(Files.readString(log())).contains("unexpected error on thread \"JavaFX Application Thread\"")
                .contains("java.lang.IndexOutOfBoundsException: Index 3 out of bounds for length 3")
                .contains("UnexpectedErrorsTest$Broken.apply");

        robot.clickOn("#failure-details");
        waitUntil(() -> dialogButton(robot, "OK") != null);
        DialogPane pane = robot.lookup(".dialog-pane").queryAs(DialogPane.class);
        assertThat(pane.getHeaderText()).isEqualTo("IndexOutOfBoundsException: Index 3 out of bounds for length 3");
        assertThat(pane.isExpanded()).as("the trace is folded until asked for").isFalse();
        assertThat(((TextArea) pane.getExpandableContent()).getText()).contains("UnexpectedErrorsTest$Broken.apply");
        clickDialogButton(robot, "OK");
        robot.clickOn("#failure-dismiss");
        waitUntil(() -> !window.layout().notice().showing());
    }

    @Test
    void anErrorOnAWorkerThreadIsLoggedAndShownToo(FxRobot robot) throws Exception {
        asInTheApp();
        Thread worker = new Thread(() -> {
            throw new IllegalStateException("the worker broke");
        }, "reel-worker-under-test");
        worker.start();
        worker.join();
        waitUntil(() -> window.layout().notice().showing());
        assertThat(robot.lookup("#failure-notice .failure-summary").queryAs(Label.class).getText())
                .isEqualTo("IllegalStateException: the worker broke");
        assertThat(Files.readString(log())).contains("thread \"reel-worker-under-test\"");
    }

    /**
     * Running out of memory anywhere writes every unsaved document's autosave copy before anything else, so a
     * crash that may follow loses nothing; the notice says what happened, and no trace is logged.
     */
    @Test
    @SuppressWarnings("unchecked")
    void runningOutOfMemoryAutosavesTheUnsavedWorkFirst(FxRobot robot) throws Exception {
        OpenDocument<Clip> run = (OpenDocument<Clip>) open("anim/knight/run.aeanim");
        robot.interact(() -> run.document().execute(new dev.reel.edit.cmd.SetClipLength(run.value().length() + 0.5)));
        int writes = window.autosave().writes();
        asInTheApp();
        Thread worker = new Thread(() -> {
            throw new OutOfMemoryError("Java heap space");
        }, "reel-worker-out-of-memory");
        worker.start();
        worker.join();
        waitUntil(() -> window.layout().notice().showing());
        assertThat(window.autosave().writes()).as("autosave copies written").isGreaterThan(writes);
        assertThat(robot.lookup("#failure-notice .failure-summary").queryAs(Label.class).getText())
                .contains("autosaved").contains("-Xmx");
        assertThat(Files.exists(log()) ? Files.readString(log()) : "").doesNotContain("OutOfMemoryError");
    }

    @Test
    void theLogKeepsToItsSizeByStartingAgainBesideTheOldOne() throws Exception {
        ErrorLog errors = new ErrorLog(config);
        Throwable error = new IllegalStateException("again");
        while (!Files.exists(log().resolveSibling("reel.log.1"))) {
            assertThat(errors.write("main", error)).isTrue();
        }
        assertThat(Files.size(log().resolveSibling("reel.log.1"))).isGreaterThan(ErrorLog.LIMIT);
        assertThat(Files.size(log())).isLessThan(ErrorLog.LIMIT);
    }
}
