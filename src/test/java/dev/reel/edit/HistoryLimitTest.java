package dev.reel.edit;

import dev.reel.edit.TextCommands.Append;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A history may be limited to a number of steps; the oldest go first and the dirty flag stays right. */
class HistoryLimitTest {
    private final Document<String> document = new Document<>("", null, "untitled");

    @Test
    void theHistoryIsUnboundedByDefault() {
        for (int i = 0; i < 1000; i++) {
            document.execute(new Append("x"));
        }
        assertThat(document.history().limit()).isEqualTo(Integer.MAX_VALUE);
        assertThat(document.history().steps()).hasSize(1000);
    }

    @Test
    void theOldestStepsAreDropped() {
        document.history().setLimit(2);
        document.execute(new Append("a"));
        document.execute(new Append("b"));
        document.execute(new Append("c"));

        assertThat(document.history().steps()).hasSize(2);
        assertThat(document.undo()).isTrue();
        assertThat(document.undo()).isTrue();
        assertThat(document.undo()).isFalse();
        assertThat(document.value()).isEqualTo("a");
    }

    @Test
    void aDroppedSavedPointLeavesTheDocumentDirtyAllTheWayBack() {
        document.history().setLimit(2);
        document.markSaved();
        document.execute(new Append("a"));
        document.execute(new Append("b"));
        document.execute(new Append("c"));

        while (document.undo()) {
            assertThat(document.dirty()).isTrue();
        }
        assertThat(document.dirty()).isTrue();
    }

    @Test
    void aSavedPointAtTheOldestKeptValueIsStillReached() {
        document.history().setLimit(2);
        document.execute(new Append("a"));
        document.markSaved();
        document.execute(new Append("b"));
        document.execute(new Append("c"));

        document.undo();
        document.undo();
        assertThat(document.value()).isEqualTo("a");
        assertThat(document.dirty()).isFalse();
    }

    @Test
    void aLimitOfZeroKeepsNoUndoButStillTracksDirty() {
        document.history().setLimit(0);
        document.execute(new Append("a"));

        assertThat(document.canUndo()).isFalse();
        assertThat(document.dirty()).isTrue();
        document.markSaved();
        assertThat(document.dirty()).isFalse();
    }

    @Test
    void loweringTheLimitDropsOldStepsFirstThenTheFurthestRedo() {
        document.execute(new Append("a"));
        document.execute(new Append("b"));
        document.execute(new Append("c"));
        document.execute(new Append("d"));
        document.undo();
        document.undo();

        document.history().setLimit(1);

        assertThat(document.value()).isEqualTo("ab");
        assertThat(document.canUndo()).isFalse();
        assertThat(document.redo()).isTrue();
        assertThat(document.value()).isEqualTo("abc");
        assertThat(document.canRedo()).isFalse();
    }

    @Test
    void aNegativeLimitIsRefused() {
        assertThatThrownBy(() -> document.history().setLimit(-1)).isInstanceOf(IllegalArgumentException.class);
    }
}
