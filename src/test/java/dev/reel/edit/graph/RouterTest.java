package dev.reel.edit.graph;

import dev.reel.model.Vec2;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Routing while boxes are dragged: only the dragged boxes' arrows get new paths, and every other arrow keeps the
 * path it is drawn along, even where a moving arrow now runs along its line (routing everything, as a drop does,
 * spreads the two apart).
 */
class RouterTest {
    private static final long ALONE = 10;
    private static final long MOVING = 11;

    @Test
    void aDragRoutesOnlyTheMovingArrowsAndLeavesTheOthersAsDrawn() {
        Diagram before = new Diagram(List.of(
                new Diagram.Node(1, "A", new Box(0, 0, 176, 64), false),
                new Diagram.Node(2, "B", new Box(500, 0, 176, 64), false),
                new Diagram.Node(3, "C", new Box(500, 300, 176, 64), false)),
                List.of(new Diagram.Edge(ALONE, 1, 2, ""), new Diagram.Edge(MOVING, 3, 2, "")));
        Map<Long, List<Point>> drawn = Router.route(before);
        // C moves left of B: its arrow now enters B's left side, along the line A's arrow runs on.
        Diagram after = before.moved(Map.of(3L, new Vec2(0, 100)));
        Map<Long, List<Point>> all = Router.route(after);
        assertThat(all.get(ALONE)).as("routing everything spreads A's arrow beside C's").isNotEqualTo(drawn.get(ALONE));

        Map<Long, List<Point>> dragged = Router.route(after, drawn, Set.of(MOVING));

        assertThat(dragged.get(ALONE)).as("the arrow left alone keeps its path").isSameAs(drawn.get(ALONE));
        assertThat(dragged.get(MOVING)).as("the moving arrow is routed to C's new place, beside the other")
                .isEqualTo(all.get(MOVING));
    }
}
