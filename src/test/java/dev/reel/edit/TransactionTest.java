package dev.reel.edit;

import dev.reel.edit.TextCommands.Append;
import dev.reel.edit.TextCommands.Missing;
import dev.reel.edit.TextCommands.Put;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Transactions group commands into one step, nest, and roll back unless committed. */
class TransactionTest {
    private final Document<String> document = new Document<>("a", null, "untitled");
    private final List<Change<String>> changes = new ArrayList<>();

    TransactionTest() {
        document.addListener(changes::add);
    }

    @Test
    void commandsApplyAtOnceAndTheCommitRecordsOneStep() {
        try (Transaction<String> transaction = document.transaction("Paste")) {
            transaction.execute(new Append("b"));
            assertThat(document.value()).isEqualTo("ab");
            transaction.execute(new Append("c"));
            transaction.commit();
        }

        assertThat(document.value()).isEqualTo("abc");
        assertThat(document.history().steps()).hasSize(1);
        assertThat(document.undoLabel()).isEqualTo("Undo Paste");
        document.undo();
        assertThat(document.value()).isEqualTo("a");
    }

    @Test
    void listenersSeePreviewsAndThenOneEditForTheStep() {
        try (Transaction<String> transaction = document.transaction("Paste")) {
            transaction.execute(new Append("b"));
            transaction.execute(new Append("c"));
            transaction.commit();
        }

        assertThat(changes).extracting(Change::kind).containsExactly(Change.Kind.GESTURE_PREVIEW,
                Change.Kind.GESTURE_PREVIEW, Change.Kind.EDIT);
        assertThat(changes.get(2).label()).isEqualTo("Paste");
        assertThat(changes.get(2).value()).isEqualTo("abc");
    }

    @Test
    void theVersionAndDirtyFlagWaitForTheCommit() {
        long version = document.version();
        try (Transaction<String> transaction = document.transaction("Paste")) {
            transaction.execute(new Append("b"));
            assertThat(document.version()).isEqualTo(version);
            assertThat(document.dirty()).isFalse();
            transaction.commit();
        }
        assertThat(document.dirty()).isTrue();
    }

    @Test
    void closingWithoutCommitRestoresTheValueAndRecordsNothing() {
        try (Transaction<String> transaction = document.transaction("Paste")) {
            transaction.execute(new Append("b"));
        }

        assertThat(document.value()).isEqualTo("a");
        assertThat(document.canUndo()).isFalse();
        assertThat(document.dirty()).isFalse();
        assertThat(changes).extracting(Change::kind).containsExactly(Change.Kind.GESTURE_PREVIEW,
                Change.Kind.GESTURE_CANCEL);
        assertThat(changes.get(1).value()).isEqualTo("a");
    }

    @Test
    void anExceptionInsideRollsBack() {
        assertThatThrownBy(() -> {
            try (Transaction<String> transaction = document.transaction("Paste")) {
                transaction.execute(new Append("b"));
                transaction.execute(new Missing(99));
                transaction.commit();
            }
        }).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("99");

        assertThat(document.value()).isEqualTo("a");
        assertThat(document.canUndo()).isFalse();
        assertThat(document.busy()).isFalse();
    }

    @Test
    void anInnerCommitFoldsIntoTheOuterStep() {
        try (Transaction<String> outer = document.transaction("Outer")) {
            outer.execute(new Append("b"));
            try (Transaction<String> inner = document.transaction("Inner")) {
                inner.execute(new Append("c"));
                inner.commit();
            }
            assertThat(document.canUndo()).isFalse();
            outer.execute(new Append("d"));
            outer.commit();
        }

        assertThat(document.value()).isEqualTo("abcd");
        assertThat(document.history().steps()).hasSize(1);
        assertThat(document.undoLabel()).isEqualTo("Undo Outer");
    }

    @Test
    void anInnerRollbackRestoresTheInnerStartOnly() {
        try (Transaction<String> outer = document.transaction("Outer")) {
            outer.execute(new Append("b"));
            try (Transaction<String> inner = document.transaction("Inner")) {
                inner.execute(new Append("c"));
            }
            assertThat(document.value()).isEqualTo("ab");
            outer.commit();
        }

        assertThat(document.value()).isEqualTo("ab");
        document.undo();
        assertThat(document.value()).isEqualTo("a");
    }

    @Test
    void anOuterRollbackUndoesACommittedInnerToo() {
        try (Transaction<String> outer = document.transaction("Outer")) {
            try (Transaction<String> inner = document.transaction("Inner")) {
                inner.execute(new Append("c"));
                inner.commit();
            }
        }

        assertThat(document.value()).isEqualTo("a");
        assertThat(document.canUndo()).isFalse();
    }

    @Test
    void closingTheOuterWhileAnInnerIsOpenRollsBackBoth() {
        Transaction<String> outer = document.transaction("Outer");
        outer.execute(new Append("b"));
        Transaction<String> inner = document.transaction("Inner");
        inner.execute(new Append("c"));

        outer.close();

        assertThat(document.value()).isEqualTo("a");
        assertThat(inner.open()).isFalse();
        assertThat(document.busy()).isFalse();
    }

    @Test
    void documentExecuteJoinsTheInnermostTransaction() {
        try (Transaction<String> transaction = document.transaction("Paste")) {
            document.execute(new Append("b"));
            transaction.commit();
        }

        assertThat(document.history().steps()).hasSize(1);
        assertThat(document.undoLabel()).isEqualTo("Undo Paste");
    }

    @Test
    void theOuterCannotBeUsedWhileAnInnerIsOpen() {
        try (Transaction<String> outer = document.transaction("Outer");
             Transaction<String> inner = document.transaction("Inner")) {
            assertThatThrownBy(() -> outer.execute(new Append("b"))).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("Inner");
            assertThatThrownBy(outer::commit).isInstanceOf(IllegalStateException.class);
            inner.commit();
            outer.commit();
        }
        assertThat(document.canUndo()).isFalse();
    }

    @Test
    void aCommitWithoutNetChangeRecordsNothing() {
        try (Transaction<String> transaction = document.transaction("Round trip")) {
            transaction.execute(new Put("b"));
            transaction.execute(new Put("a"));
            transaction.commit();
        }

        assertThat(document.canUndo()).isFalse();
        assertThat(changes).extracting(Change::kind).doesNotContain(Change.Kind.EDIT);
    }

    @Test
    void undoSaveReloadAndGesturesWaitForTheTransaction() {
        document.execute(new Put("b"));
        try (Transaction<String> transaction = document.transaction("Paste")) {
            assertThat(document.busy()).isTrue();
            assertThat(document.canUndo()).isFalse();
            assertThatThrownBy(document::undo).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("Paste");
            assertThatThrownBy(document::redo).isInstanceOf(IllegalStateException.class);
            assertThatThrownBy(document::markSaved).isInstanceOf(IllegalStateException.class);
            assertThatThrownBy(() -> document.replaceFromOutside("x")).isInstanceOf(IllegalStateException.class);
            assertThatThrownBy(() -> document.gesture("Drag")).isInstanceOf(IllegalStateException.class);
            transaction.commit();
        }
        assertThat(document.canUndo()).isTrue();
    }

    @Test
    void aFinishedTransactionRefusesMoreWork() {
        Transaction<String> transaction = document.transaction("Paste");
        transaction.commit();
        transaction.close();

        assertThatThrownBy(() -> transaction.execute(new Append("b"))).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("committed");
        assertThatThrownBy(transaction::commit).isInstanceOf(IllegalStateException.class);
        assertThat(document.value()).isEqualTo("a");
    }
}
