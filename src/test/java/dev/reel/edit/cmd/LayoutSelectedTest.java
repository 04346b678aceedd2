package dev.reel.edit.cmd;

import dev.reel.edit.graph.Box;
import dev.reel.edit.graph.Sizes;
import dev.reel.io.ControllerCodec;
import dev.reel.model.Controller;
import dev.reel.model.State;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/** Layout Selected lays out the chosen boxes among themselves and leaves the artist's other positions alone. */
class LayoutSelectedTest {

    @Test
    void theSelectionIsLaidOutClearOfTheRestWhichStays() throws Exception {
        Controller knight = ControllerCodec.read(Files.readAllBytes(Path.of("sample-projects/platformer/anim/knight.aectrl")),
                "knight.aectrl").value();
        Set<Long> chosen = knight.states().stream().filter(s -> List.of("Run", "Jump", "Fall").contains(s.name()))
                .map(State::id).collect(Collectors.toSet());
        Controller laid = new LayoutSelected(chosen, Sizes.EDITOR).apply(knight);
        for (State state : knight.states()) {
            if (!chosen.contains(state.id())) {
                assertThat(laid.state(state.name()).pos()).as(state.name()).isEqualTo(state.pos());
            }
        }
        assertThat(laid.entryPos()).isEqualTo(knight.entryPos());
        assertThat(laid.anyPos()).isEqualTo(knight.anyPos());
        // Run, Jump and Fall moved as a layered block: Jump and Fall a column after Run (Run leads to both).
        assertThat(laid.state("Jump").pos().x()).isGreaterThan(laid.state("Run").pos().x());
        assertThat(laid.state("Fall").pos().x()).isGreaterThan(laid.state("Run").pos().x());
        for (State a : laid.states()) {
            for (State b : laid.states()) {
                if (a != b) {
                    assertThat(box(a).overlaps(box(b))).as(a.name() + " over " + b.name()).isFalse();
                }
            }
        }
        assertThat(new LayoutSelected(Set.of(), Sizes.EDITOR).apply(knight)).isEqualTo(knight);
    }

    private static Box box(State state) {
        return new Box(state.pos().x(), state.pos().y(), Sizes.EDITOR.stateWidth(), Sizes.EDITOR.stateHeight());
    }
}
