package dev.reel.edit;

import dev.reel.edit.TextCommands.Put;
import dev.reel.edit.TextCommands.Type;
import org.junit.jupiter.api.Test;

import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** Typing and scrubbing merge into one step by merge key, and only while nothing else happened in between. */
class MergeTest {
    private final Document<String> document = new Document<>("", null, "untitled");

    @Test
    void mergingTwoStepsTakesTheFirstBeforeAndTheLaterAfter() {
        ViewState one = new ViewState(Set.of(1L), 0);
        ViewState two = new ViewState(Set.of(2L), 1);
        ViewState three = new ViewState(Set.of(3L), 2);
        MergeKey key = new MergeKey("type", 7);
        History.Step<String> first = new History.Step<>("Type", "", "a", one, two, key, 1);
        History.Step<String> later = new History.Step<>("Type", "a", "ab", two, three, key, 2);

        History.Step<String> merged = first.mergedWith(later, 3);

        assertThat(merged).isEqualTo(new History.Step<>("Type", "", "ab", one, three, key, 3));
        assertThat(first.after()).as("merging changes neither step").isEqualTo("a");
    }

    @Test
    void aStepAcceptsOnlyAnEqualNonNullKey() {
        History.Step<String> keyed = new History.Step<>("Type", "", "a", ViewState.EMPTY, ViewState.EMPTY,
                new MergeKey("type", 7), 1);
        History.Step<String> plain = new History.Step<>("Put", "", "a", ViewState.EMPTY, ViewState.EMPTY, null, 1);

        assertThat(keyed.acceptsMerge(new MergeKey("type", 7))).isTrue();
        assertThat(keyed.acceptsMerge(new MergeKey("type", 8))).isFalse();
        assertThat(keyed.acceptsMerge(new MergeKey("scrub", 7))).isFalse();
        assertThat(keyed.acceptsMerge(null)).isFalse();
        assertThat(plain.acceptsMerge(null)).isFalse();
    }

    @Test
    void consecutiveCommandsWithAnEqualKeyMergeIntoOneStep() {
        document.execute(new Type("a", 1));
        document.execute(new Type("ab", 1));
        document.execute(new Type("abc", 1));

        assertThat(document.history().steps()).hasSize(1);
        document.undo();
        assertThat(document.value()).isEmpty();
        document.redo();
        assertThat(document.value()).isEqualTo("abc");
    }

    @Test
    void anotherTargetStartsANewStep() {
        document.execute(new Type("a", 1));
        document.execute(new Type("ab", 2));

        assertThat(document.history().steps()).hasSize(2);
    }

    @Test
    void commandsWithoutAKeyNeverMerge() {
        document.execute(new Put("a"));
        document.execute(new Put("b"));

        assertThat(document.history().steps()).hasSize(2);
    }

    @Test
    void breakMergeStartsANewStep() {
        document.execute(new Type("a", 1));
        document.breakMerge();
        document.execute(new Type("ab", 1));

        assertThat(document.history().steps()).hasSize(2);
    }

    @Test
    void anotherStepInBetweenStopsTheMerge() {
        document.execute(new Type("a", 1));
        document.execute(new Put("b"));
        document.execute(new Type("bc", 1));

        assertThat(document.history().steps()).hasSize(3);
    }

    @Test
    void undoInBetweenStopsTheMerge() {
        document.execute(new Type("a", 1));
        document.execute(new Type("ab", 2));
        document.undo();
        document.execute(new Type("ax", 1));

        assertThat(document.history().steps()).hasSize(2);
        document.undo();
        assertThat(document.value()).isEqualTo("a");
    }

    @Test
    void redoInBetweenStopsTheMerge() {
        document.execute(new Type("a", 1));
        document.undo();
        document.redo();
        document.execute(new Type("ab", 1));

        assertThat(document.history().steps()).hasSize(2);
    }

    @Test
    void aSaveInBetweenStopsTheMergeSoUndoReachesTheSavedValue() {
        document.execute(new Type("a", 1));
        document.markSaved();
        document.execute(new Type("ab", 1));

        assertThat(document.history().steps()).hasSize(2);
        assertThat(document.dirty()).isTrue();
        document.undo();
        assertThat(document.value()).isEqualTo("a");
        assertThat(document.dirty()).isFalse();
    }

    @Test
    void aMergedStepGetsAFreshVersion() {
        document.execute(new Type("a", 1));
        long beforeMerge = document.version();
        document.execute(new Type("ab", 1));

        assertThat(document.version()).isNotEqualTo(beforeMerge);
    }

    @Test
    void typingBackToTheOriginalRemovesTheStepAndTheDocumentIsCleanAgain() {
        document.execute(new Type("a", 1));
        document.execute(new Type("", 1));

        assertThat(document.value()).isEmpty();
        assertThat(document.canUndo()).isFalse();
        assertThat(document.dirty()).isFalse();

        document.execute(new Type("x", 1));
        assertThat(document.history().steps()).hasSize(1);
        document.undo();
        assertThat(document.value()).isEmpty();
    }

    @Test
    void typingBackKeepsTheStepsBefore() {
        document.execute(new Put("p"));
        document.execute(new Type("pa", 1));
        document.execute(new Type("p", 1));

        assertThat(document.history().steps()).hasSize(1);
        assertThat(document.undoLabel()).isEqualTo("Undo Put p");
    }

    @Test
    void aNoOpCommandDoesNotBreakTheMerge() {
        document.execute(new Type("a", 1));
        document.execute(new Type("a", 1));
        document.execute(new Type("ab", 1));

        assertThat(document.history().steps()).hasSize(1);
    }

    @Test
    void aKeyedCommandDoesNotMergeIntoATransactionOrGestureStep() {
        try (Transaction<String> transaction = document.transaction("Paste")) {
            transaction.execute(new Type("a", 1));
            transaction.commit();
        }
        document.execute(new Type("ab", 1));
        Gesture<String> gesture = document.gesture("Drag");
        gesture.update(new Type("abc", 1));
        gesture.commit();
        document.execute(new Type("abcd", 1));

        assertThat(document.history().steps()).hasSize(4);
    }
}
