package dev.reel.ui.inspector;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Inspector makes a fresh set of rows on every change (each frame of a key drag) only to see whether the rows
 * shown still fit; a fresh row it does not show must not read its element (a node field's pose at the cursor),
 * and a row shown reads it when its editor asks, once.
 */
class LazyRowReadTest {
    private final AtomicInteger reads = new AtomicInteger();
    private final double[] position = {3, 4};

    private InspectorItem row() {
        return new InspectorItem("Node", "Position", "where the node is", InspectorItem.Editor.VECTOR, List.of("x", "y"),
                () -> {
                    reads.incrementAndGet();
                    return position.clone();
                }, value -> null, command -> {
                }, message -> {
                });
    }

    @Test
    void aRowMadeAndNotShownReadsNothing() {
        InspectorItem shown = row();
        InspectorItem fresh = row();
        assertThat(shown.sameShape(fresh)).isTrue();
        assertThat(reads).as("rows made and compared, never shown").hasValue(0);
    }

    @Test
    void aShownRowReadsWhenItsEditorAsksAndFollowsTheElement() {
        InspectorItem item = row();
        assertThat((double[]) item.getObservableValue().orElseThrow().getValue()).containsExactly(3, 4);
        assertThat((double[]) item.getValue()).containsExactly(3, 4);
        assertThat(reads).as("one read for the editor's first look").hasValue(1);
        position[0] = 7;
        item.refresh();
        assertThat((double[]) item.getValue()).containsExactly(7, 4);
    }

    @Test
    void aRowShowsItsElementAsItIsWhenFirstAskedAndReadsAgainAfterAFailedRead() {
        InspectorItem item = row();
        position[0] = 5;
        assertThat((double[]) item.getValue()).as("what the element holds when the editor asks").containsExactly(5, 4);
        boolean[] fail = {true};
        InspectorItem failing = new InspectorItem("Node", "Position", "where the node is", InspectorItem.Editor.VECTOR,
                List.of("x", "y"), () -> {
                    if (fail[0]) {
                        throw new IllegalStateException("the clip is being compiled");
                    }
                    return position.clone();
                }, value -> null, command -> {
                }, message -> {
                });
        org.assertj.core.api.Assertions.assertThatThrownBy(failing::getValue).isInstanceOf(IllegalStateException.class);
        fail[0] = false;
        assertThat((double[]) failing.getValue()).as("a failed first read is tried again").containsExactly(5, 4);
    }

    @Test
    void aKeptRowTakesTheValueReadToCompareItWithoutReadingAgain() {
        InspectorItem kept = row();
        kept.getValue();
        InspectorItem fresh = row();
        position[0] = 8;
        fresh.getValue();
        reads.set(0);
        kept.take(fresh);
        assertThat((double[]) kept.getValue()).containsExactly(8, 4);
        assertThat(reads).as("the fresh row's read is the kept row's").hasValue(0);
    }

    @Test
    void aKeptRowShowsTheElementItTakesOver() {
        InspectorItem kept = row();
        kept.getValue();
        double[] other = {9, 9};
        InspectorItem fresh = new InspectorItem("Node", "Position", "where the node is", InspectorItem.Editor.VECTOR,
                List.of("x", "y"), () -> other.clone(), value -> null, command -> {
                }, message -> {
                });
        kept.take(fresh);
        assertThat((double[]) kept.getValue()).containsExactly(9, 9);
    }
}
