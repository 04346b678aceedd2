package dev.reel.edit;

import dev.reel.edit.TextCommands.Append;
import dev.reel.edit.TextCommands.Missing;
import dev.reel.edit.TextCommands.Put;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A drag previews live from its start value and records one step on release, or none on Esc. */
class GestureTest {
    private final Document<String> document = new Document<>("a", null, "untitled");
    private final List<Change<String>> changes = new ArrayList<>();

    GestureTest() {
        document.addListener(changes::add);
    }

    @Test
    void updatesApplyToTheStartValueNotToTheLastPreview() {
        Gesture<String> gesture = document.gesture("Drag");
        gesture.update(new Append("b"));
        gesture.update(new Append("bb"));

        assertThat(document.value()).isEqualTo("abb");
        gesture.cancel();
    }

    @Test
    void previewsTellListenersWithoutMovingTheVersion() {
        long version = document.version();
        Gesture<String> gesture = document.gesture("Drag");
        gesture.update(new Append("b"));
        gesture.update(new Append("b"));

        assertThat(document.version()).isEqualTo(version);
        assertThat(changes).extracting(Change::kind).containsExactly(Change.Kind.GESTURE_PREVIEW);
        gesture.cancel();
    }

    @Test
    void commitRecordsOneStepFromTheStartToTheLastPreview() {
        Gesture<String> gesture = document.gesture("Drag");
        gesture.update(new Append("b"));
        gesture.update(new Append("c"));
        gesture.commit();

        assertThat(gesture.active()).isFalse();
        assertThat(document.value()).isEqualTo("ac");
        assertThat(document.history().steps()).hasSize(1);
        assertThat(document.undoLabel()).isEqualTo("Undo Drag");
        assertThat(changes.get(changes.size() - 1).kind()).isEqualTo(Change.Kind.EDIT);
        document.undo();
        assertThat(document.value()).isEqualTo("a");
    }

    @Test
    void aGestureThatEndsWhereItBeganRecordsNothing() {
        Gesture<String> gesture = document.gesture("Drag");
        gesture.update(new Append("b"));
        gesture.update(new Put("a"));
        gesture.commit();

        assertThat(document.canUndo()).isFalse();
        assertThat(document.dirty()).isFalse();
    }

    @Test
    void cancelRestoresTheStartValueAndRecordsNothing() {
        Gesture<String> gesture = document.gesture("Drag");
        gesture.update(new Append("b"));
        gesture.cancel();

        assertThat(document.value()).isEqualTo("a");
        assertThat(document.canUndo()).isFalse();
        assertThat(changes).extracting(Change::kind).containsExactly(Change.Kind.GESTURE_PREVIEW,
                Change.Kind.GESTURE_CANCEL);
        assertThat(changes.get(1).value()).isEqualTo("a");
    }

    @Test
    void everyOtherEditIsRefusedWhileAGestureIsActive() {
        document.execute(new Put("b"));
        Gesture<String> gesture = document.gesture("Drag");

        assertThatThrownBy(() -> document.execute(new Put("c"))).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("Drag");
        assertThatThrownBy(() -> document.transaction("Paste")).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> document.gesture("Other")).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(document::undo).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(document::redo).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(document::markSaved).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> document.replaceFromOutside("x")).isInstanceOf(IllegalStateException.class);
        assertThat(document.canUndo()).isFalse();

        gesture.cancel();
        assertThat(document.canUndo()).isTrue();
        document.execute(new Put("c"));
        assertThat(document.value()).isEqualTo("c");
    }

    @Test
    void anEndedGestureRefusesUpdatesAndIgnoresASecondCancel() {
        Gesture<String> gesture = document.gesture("Drag");
        gesture.update(new Append("b"));
        gesture.commit();
        gesture.cancel();

        assertThat(document.value()).isEqualTo("ab");
        assertThatThrownBy(() -> gesture.update(new Append("c"))).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(gesture::commit).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void aRefusedUpdateKeepsTheLastPreview() {
        Gesture<String> gesture = document.gesture("Drag");
        gesture.update(new Append("b"));

        assertThatThrownBy(() -> gesture.update(new Missing(5))).isInstanceOf(IllegalArgumentException.class);
        assertThat(document.value()).isEqualTo("ab");
        assertThat(gesture.active()).isTrue();
        gesture.commit();
        assertThat(document.value()).isEqualTo("ab");
    }
}
