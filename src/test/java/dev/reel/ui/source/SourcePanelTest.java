package dev.reel.ui.source;

import dev.reel.model.Clip;
import dev.reel.model.Diagnostic;
import dev.reel.ui.EditorFixture;
import dev.reel.ui.documents.OpenDocument;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import static org.assertj.core.api.Assertions.assertThat;

class SourcePanelTest extends EditorFixture {
    @Start
    void start(Stage stage) {
        openWindow(stage);
    }

    private void select(FxRobot robot, CodeArea area, String text) {
        robot.interact(() -> {
            int at = area.getText().indexOf(text);
            area.selectRange(at, at + text.length());
        });
    }

    /**
     * Typing a broken value shows the problem (underlined, in Problems) and leaves the model alone; fixing it
     * updates the model as one undo step.
     */
    @Test
    void aBrokenEditKeepsTheModelAndTheFixIsOneUndoStep(FxRobot robot) {
        @SuppressWarnings("unchecked")
        OpenDocument<Clip> attack = (OpenDocument<Clip>) open("anim/knight/attack.aeanim");
        robot.interact(() -> window.reveal("Source"));
        CodeArea area = window.source().area();
        waitUntil(() -> area.getText().contains("length=0.44"));
        Clip before = attack.value();
        long version = attack.document().version();

        robot.clickOn(area);
        select(robot, area, "0.44");
        // The edit lands in one go: typed key by key on a busy machine, "0.4" alone could be parsed (and kept)
        // before the "x" arrives, and the count taken after typing could already include the reparse.
        int reparses = window.source().reparses();
        robot.interact(() -> area.replaceSelection("0.4x"));
        waitUntil(() -> window.source().reparses() > reparses);
        assertThat(attack.value()).as("a bad parse keeps the last good model").isSameAs(before);
        assertThat(attack.document().version()).isEqualTo(version);
        assertThat(attack.draft()).contains("length=0.4x");
        assertThat(attack.problems()).anyMatch(Diagnostic::isError);
        Diagnostic problem = attack.problems().stream().filter(Diagnostic::isError).findFirst().orElseThrow();
        assertThat(problem.line()).isEqualTo(4);
        assertThat(robot.lookup("#source-state").queryAs(Label.class).getText()).startsWith("✖");
        waitUntil(() -> window.problems().table().getItems().contains(problem));
        assertThat(area.getStyleOfChar(problem.line() - 1, problem.column() - 1)).contains("diagnostic-error");

        select(robot, area, "0.4x");
        int again = window.source().reparses();
        robot.interact(() -> area.replaceSelection("0.5"));
        waitUntil(() -> window.source().reparses() > again && attack.value().length() == 0.5);
        assertThat(attack.draft()).isNull();
        assertThat(attack.problems()).noneMatch(Diagnostic::isError);
        assertThat(attack.dirty()).isTrue();
        assertThat(attack.document().history().position()).as("one undo step").isEqualTo(1);
        assertThat(attack.document().undoLabel()).isEqualTo("Undo Edit source");
        assertThat(area.getText()).as("the typed text stays as typed").contains("length=0.5 {");

        robot.interact(() -> attack.document().undo());
        assertThat(attack.value().length()).isEqualTo(0.44);
        assertThat(attack.dirty()).isFalse();
        waitUntil(() -> area.getText().contains("length=0.44"));
    }

    @Test
    void anEditElsewhereRewritesOnlyItsLinesAndTheCaretStays(FxRobot robot) {
        @SuppressWarnings("unchecked")
        OpenDocument<Clip> attack = (OpenDocument<Clip>) open("anim/knight/attack.aeanim");
        robot.interact(() -> window.reveal("Source"));
        CodeArea area = window.source().area();
        waitUntil(() -> area.getText().contains("length=0.44"));
        int caret = area.getText().indexOf("event t=0.14");
        robot.interact(() -> area.moveTo(caret));
        robot.interact(() -> attack.document().execute(new dev.reel.edit.cmd.SetClipLength(0.5)));
        waitUntil(() -> area.getText().contains("length=0.5 {"));
        assertThat(area.getCaretPosition()).isEqualTo(area.getText().indexOf("event t=0.14"));
    }

    /**
     * Behind another tab the panel does not write or highlight the text on every edit (the cost a drag paid
     * on a big clip); showing it catches up with the document, caret kept.
     */
    @Test
    void theTextViewIsMadeWhenTheTabIsFirstShownWithTheFocusedDocumentsText(FxRobot robot) {
        @SuppressWarnings("unchecked")
        OpenDocument<Clip> attack = (OpenDocument<Clip>) open("anim/knight/attack.aeanim");
        assertThat(window.source().viewMade()).as("behind its tab, the Source panel has no text view yet").isFalse();
        robot.interact(() -> attack.document().execute(new dev.reel.edit.cmd.SetClipLength(0.5)));
        assertThat(window.source().viewMade()).as("an edit while hidden makes none").isFalse();
        robot.interact(() -> window.reveal("Source"));
        assertThat(window.source().viewMade()).isTrue();
        CodeArea area = window.source().area();
        assertThat(area.getText()).isEqualTo(attack.text()).contains("length=0.5 {");
        assertThat(area.isEditable()).isTrue();
        assertThat(robot.lookup("#source-area").tryQuery()).as("in the window").isPresent();
        assertThat(window.source().behind()).isFalse();
    }

    @Test
    void hiddenItWaitsAndShownItCatchesUp(FxRobot robot) {
        @SuppressWarnings("unchecked")
        OpenDocument<Clip> attack = (OpenDocument<Clip>) open("anim/knight/attack.aeanim");
        robot.interact(() -> window.reveal("Source"));
        CodeArea area = window.source().area();
        waitUntil(() -> area.getText().contains("length=0.44"));
        int caret = area.getText().indexOf("event t=0.14");
        robot.interact(() -> area.moveTo(caret));
        robot.interact(() -> window.reveal("Animation"));
        robot.interact(() -> attack.document().execute(new dev.reel.edit.cmd.SetClipLength(0.5)));
        assertThat(area.getText()).as("hidden, the text is left as it was").contains("length=0.44")
                .doesNotContain("length=0.5 {");
        assertThat(window.source().behind()).isTrue();

        robot.interact(() -> window.reveal("Source"));
        assertThat(area.getText()).isEqualTo(attack.text());
        assertThat(window.source().behind()).isFalse();
        assertThat(area.getCaretPosition()).isEqualTo(area.getText().indexOf("event t=0.14"));

        robot.interact(() -> {
            window.reveal("Animation");
            window.workspace().open(root.resolve("anim/knight/idle.aeanim"));
        });
        assertThat(area.getText()).as("another document focused while hidden").isNotEqualTo(
                window.workspace().focused().text());
        robot.interact(() -> window.reveal("Source"));
        assertThat(area.getText()).isEqualTo(window.workspace().focused().text());
    }

    @Test
    void typingContinuesOneStepUntilTheFocusLeaves(FxRobot robot) {
        @SuppressWarnings("unchecked")
        OpenDocument<Clip> attack = (OpenDocument<Clip>) open("anim/knight/attack.aeanim");
        robot.interact(() -> window.reveal("Source"));
        CodeArea area = window.source().area();
        waitUntil(() -> area.getText().contains("length=0.44"));
        robot.clickOn(area);
        select(robot, area, "0.44");
        robot.write("0.5");
        waitUntil(() -> attack.value().length() == 0.5);
        select(robot, area, "0.5");
        robot.write("0.6");
        waitUntil(() -> attack.value().length() == 0.6);
        assertThat(attack.document().history().position()).as("two pauses while typing merge").isEqualTo(1);
        robot.clickOn("#assets-tree");
        waitUntil(() -> !area.isFocused());
        robot.clickOn(area);
        select(robot, area, "0.6");
        robot.write("0.7");
        waitUntil(() -> attack.value().length() == 0.7);
        assertThat(attack.document().history().position()).as("leaving the text starts a new step").isEqualTo(2);
    }
}
