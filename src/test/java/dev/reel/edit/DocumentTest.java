package dev.reel.edit;

import dev.reel.edit.TextCommands.Append;
import dev.reel.edit.TextCommands.Missing;
import dev.reel.edit.TextCommands.Put;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Steps, versions, the saved marker and reloads of a document. */
class DocumentTest {
    private final Document<String> document = new Document<>("a", Path.of("a.txt"), "a.txt");
    private final List<Change<String>> changes = new ArrayList<>();

    DocumentTest() {
        document.addListener(changes::add);
    }

    @Test
    void aNewDocumentIsCleanWithNothingToUndo() {
        assertThat(document.value()).isEqualTo("a");
        assertThat(document.file()).isEqualTo(Path.of("a.txt"));
        assertThat(document.dirty()).isFalse();
        assertThat(document.canUndo()).isFalse();
        assertThat(document.canRedo()).isFalse();
        assertThat(document.undoLabel()).isEqualTo("Undo");
        assertThat(document.redoLabel()).isEqualTo("Redo");
        assertThat(document.undo()).isFalse();
        assertThat(document.redo()).isFalse();
    }

    @Test
    void executeRecordsOneStepAndTellsListeners() {
        document.execute(new Put("b"));

        assertThat(document.value()).isEqualTo("b");
        assertThat(document.dirty()).isTrue();
        assertThat(document.undoLabel()).isEqualTo("Undo Put b");
        assertThat(document.history().steps()).hasSize(1);
        assertThat(changes).containsExactly(new Change<>("b", Change.Kind.EDIT, "Put b", ViewState.EMPTY));
    }

    @Test
    void undoAndRedoRestoreValuesAndTellListeners() {
        document.execute(new Put("b"));
        document.execute(new Append("c"));

        assertThat(document.undo()).isTrue();
        assertThat(document.value()).isEqualTo("b");
        assertThat(document.redoLabel()).isEqualTo("Redo Append c");
        assertThat(document.undo()).isTrue();
        assertThat(document.value()).isEqualTo("a");
        assertThat(document.redo()).isTrue();
        assertThat(document.value()).isEqualTo("b");

        assertThat(changes).extracting(Change::kind).containsExactly(Change.Kind.EDIT, Change.Kind.EDIT,
                Change.Kind.UNDO, Change.Kind.UNDO, Change.Kind.REDO);
        assertThat(changes).extracting(Change::value).containsExactly("b", "bc", "b", "a", "b");
    }

    @Test
    void everyStepGetsAFreshVersion() {
        Set<Long> versions = new HashSet<>();
        versions.add(document.version());
        for (int i = 0; i < 5; i++) {
            document.execute(new Append("x"));
            assertThat(versions.add(document.version())).isTrue();
        }
        document.undo();
        document.undo();
        document.execute(new Append("y"));
        assertThat(versions.add(document.version())).as("a new branch is a new version").isTrue();
    }

    @Test
    void undoAndRedoMoveTheVersionAlongTheHistory() {
        long opening = document.version();
        document.execute(new Put("b"));
        long afterB = document.version();
        document.execute(new Put("c"));
        long afterC = document.version();

        document.undo();
        assertThat(document.version()).isEqualTo(afterB);
        document.undo();
        assertThat(document.version()).isEqualTo(opening);
        document.redo();
        document.redo();
        assertThat(document.version()).isEqualTo(afterC);
    }

    @Test
    void undoingBackToTheSavedPointMakesTheDocumentClean() {
        document.execute(new Put("b"));
        document.markSaved();
        assertThat(document.dirty()).isFalse();
        document.execute(new Put("c"));
        assertThat(document.dirty()).isTrue();

        document.undo();
        assertThat(document.dirty()).isFalse();
        document.undo();
        assertThat(document.dirty()).isTrue();
        document.redo();
        assertThat(document.dirty()).isFalse();
    }

    @Test
    void aNewEditAfterUndoingPastTheSavedPointLeavesItUnreachableUntilTheNextSave() {
        document.execute(new Put("b"));
        document.execute(new Put("c"));
        document.markSaved();
        document.undo();
        document.execute(new Put("d"));

        assertThat(document.canRedo()).isFalse();
        assertThat(document.dirty()).isTrue();
        document.undo();
        assertThat(document.dirty()).isTrue();
        document.undo();
        assertThat(document.dirty()).isTrue();
        document.redo();
        document.redo();
        assertThat(document.value()).isEqualTo("d");
        assertThat(document.dirty()).isTrue();

        document.markSaved();
        assertThat(document.dirty()).isFalse();
    }

    @Test
    void typingTheSavedValueAgainIsStillDirtyBecauseItIsAnotherVersion() {
        document.execute(new Put("b"));
        document.execute(new Put("a"));

        assertThat(document.value()).isEqualTo("a");
        assertThat(document.dirty()).isTrue();
    }

    @Test
    void aCommandThatChangesNothingRecordsNoStepAndTellsNoOne() {
        document.execute(new Put("a"));

        assertThat(document.canUndo()).isFalse();
        assertThat(document.dirty()).isFalse();
        assertThat(changes).isEmpty();
    }

    @Test
    void aCommandThatRefusesLeavesTheDocumentAsItWas() {
        document.execute(new Put("b"));
        long version = document.version();
        changes.clear();

        assertThatThrownBy(() -> document.execute(new Missing(42))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("42");
        assertThat(document.value()).isEqualTo("b");
        assertThat(document.version()).isEqualTo(version);
        assertThat(document.history().steps()).hasSize(1);
        assertThat(changes).isEmpty();
    }

    @Test
    void aCommandWithABugInItLeavesTheValueAndTheHistoryAsTheyWere() {
        document.execute(new Put("b"));
        long version = document.version();
        changes.clear();
        Command<String> broken = new Command<>() {
            @Override
            public String label() {
                return "Broken";
            }

            @Override
            public String apply(String value) {
                throw new IndexOutOfBoundsException("Index 3 out of bounds for length 3");
            }
        };

        assertThatThrownBy(() -> document.execute(broken)).isInstanceOf(IndexOutOfBoundsException.class);
        assertThat(document.value()).isEqualTo("b");
        assertThat(document.version()).isEqualTo(version);
        assertThat(document.undoLabel()).isEqualTo("Undo Put b");
        assertThat(changes).isEmpty();
    }

    @Test
    void aListenerThatThrowsDoesNotKeepTheOthersFromTheChange() {
        List<String> heardAfter = new ArrayList<>();
        document.addListener(change -> {
            throw new IllegalStateException("a view's bug");
        });
        document.addListener(change -> heardAfter.add(change.value()));

        assertThatThrownBy(() -> document.execute(new Put("b"))).hasMessage("a view's bug");
        assertThat(heardAfter).as("the listener after the one that threw").containsExactly("b");
        assertThat(changes).hasSize(1);
        assertThatThrownBy(document::undo).hasMessage("a view's bug");
        assertThat(document.value()).as("the step is undone like any other").isEqualTo("a");
        assertThat(heardAfter).containsExactly("b", "a");
    }

    @Test
    void markSavedTellsListenersAndTheNextSaveOfAnOlderVersionLeavesTheDocumentDirty() {
        long opening = document.version();
        document.execute(new Put("b"));
        document.markSaved(opening);

        assertThat(document.dirty()).as("the save wrote the value before the edit").isTrue();
        assertThat(changes.get(changes.size() - 1).kind()).isEqualTo(Change.Kind.SAVE);
        document.undo();
        assertThat(document.dirty()).isFalse();
    }

    @Test
    void aReloadIsOneUndoableStepAfterWhichTheDocumentIsClean() {
        document.execute(new Put("b"));
        document.replaceFromOutside("disk");

        assertThat(document.value()).isEqualTo("disk");
        assertThat(document.dirty()).isFalse();
        assertThat(document.undoLabel()).isEqualTo("Undo " + Document.RELOAD_LABEL);
        assertThat(changes.get(changes.size() - 1).kind()).isEqualTo(Change.Kind.RELOAD);

        document.undo();
        assertThat(document.value()).isEqualTo("b");
        assertThat(document.dirty()).isTrue();
        document.redo();
        assertThat(document.dirty()).isFalse();
    }

    @Test
    void reloadingTheSameValueRecordsNoStepButMarksItSaved() {
        document.execute(new Put("b"));
        document.replaceFromOutside("b");

        assertThat(document.history().steps()).hasSize(1);
        assertThat(document.dirty()).isFalse();
    }

    @Test
    void theFileAndTitleCanChangeOnSaveAs() {
        document.setFile(Path.of("b.txt"));
        document.setTitle("b.txt");

        assertThat(document.file()).isEqualTo(Path.of("b.txt"));
        assertThat(document.title()).isEqualTo("b.txt");
    }

    @Test
    void aRemovedListenerHearsNothingAndAListenerMayRemoveItselfWhileBeingTold() {
        List<Change<String>> heard = new ArrayList<>();
        Consumer<Change<String>> once = new Consumer<>() {
            @Override
            public void accept(Change<String> change) {
                heard.add(change);
                document.removeListener(this);
            }
        };
        document.addListener(once);
        document.execute(new Put("b"));
        document.execute(new Put("c"));

        assertThat(heard).extracting(Change::value).containsExactly("b");
        assertThat(changes).extracting(Change::value).containsExactly("b", "c");
    }
}
