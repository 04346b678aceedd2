package dev.reel.edit;

import dev.reel.edit.TextCommands.Append;
import dev.reel.edit.TextCommands.Type;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** Undo brings back the selection and time cursor of before the step, redo those of after it. */
class ViewStateTest {
    private static final ViewState FIRST = new ViewState(Set.of(1L), 0.5);
    private static final ViewState SECOND = new ViewState(Set.of(2L, 3L), 1.25);
    private static final ViewState THIRD = new ViewState(Set.of(), 2);

    private final Document<String> document = new Document<>("a", null, "untitled");
    private final List<Change<String>> changes = new ArrayList<>();

    ViewStateTest() {
        document.addListener(changes::add);
    }

    @Test
    void undoRestoresTheViewBeforeTheStepAndRedoTheViewAfterIt() {
        document.setView(FIRST);
        document.execute(new Append("b"), SECOND);
        assertThat(document.view()).isEqualTo(SECOND);
        document.setView(THIRD);

        document.undo();
        assertThat(document.view()).isEqualTo(FIRST);
        assertThat(changes.get(changes.size() - 1).view()).isEqualTo(FIRST);

        document.setView(THIRD);
        document.redo();
        assertThat(document.view()).isEqualTo(SECOND);
        assertThat(changes.get(changes.size() - 1).view()).isEqualTo(SECOND);
    }

    @Test
    void aPlainExecuteRecordsTheViewAtThatMomentOnBothSides() {
        document.setView(FIRST);
        document.execute(new Append("b"));

        History.Step<String> step = document.history().undoStep();
        assertThat(step.viewBefore()).isEqualTo(FIRST);
        assertThat(step.viewAfter()).isEqualTo(FIRST);
    }

    @Test
    void aTransactionRecordsTheViewAtItsOpeningAndAtItsCommit() {
        document.setView(FIRST);
        try (Transaction<String> transaction = document.transaction("Paste")) {
            transaction.execute(new Append("b"));
            document.setView(SECOND);
            transaction.commit();
        }

        History.Step<String> step = document.history().undoStep();
        assertThat(step.viewBefore()).isEqualTo(FIRST);
        assertThat(step.viewAfter()).isEqualTo(SECOND);
    }

    @Test
    void aGestureRecordsTheViewAtItsStartAndAtItsCommit() {
        document.setView(FIRST);
        Gesture<String> gesture = document.gesture("Drag");
        gesture.update(new Append("b"));
        document.setView(SECOND);
        gesture.commit();

        document.undo();
        assertThat(document.view()).isEqualTo(FIRST);
        document.redo();
        assertThat(document.view()).isEqualTo(SECOND);
    }

    @Test
    void aMergedStepKeepsTheFirstViewBeforeAndTheLatestViewAfter() {
        document.setView(FIRST);
        document.execute(new Type("ab", 1), SECOND);
        document.execute(new Type("abc", 1), THIRD);

        History.Step<String> step = document.history().undoStep();
        assertThat(step.viewBefore()).isEqualTo(FIRST);
        assertThat(step.viewAfter()).isEqualTo(THIRD);
    }

    @Test
    void aRollbackOrCancelLeavesTheViewAlone() {
        document.setView(FIRST);
        try (Transaction<String> transaction = document.transaction("Paste")) {
            transaction.execute(new Append("b"));
            document.setView(SECOND);
        }
        assertThat(document.view()).isEqualTo(SECOND);

        Gesture<String> gesture = document.gesture("Drag");
        gesture.update(new Append("c"));
        document.setView(THIRD);
        gesture.cancel();
        assertThat(document.view()).isEqualTo(THIRD);
    }

    @Test
    void theSelectionIsACopy() {
        Set<Long> selection = new HashSet<>(Set.of(1L));
        ViewState view = new ViewState(selection, 0);
        selection.add(2L);

        assertThat(view.selection()).containsExactly(1L);
        assertThat(view.withTimeCursor(3).timeCursor()).isEqualTo(3);
        assertThat(view.withSelection(Set.of(9L)).selection()).containsExactly(9L);
    }
}
