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
    void aRowMadeToBeComparedReadsNothing() {
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
