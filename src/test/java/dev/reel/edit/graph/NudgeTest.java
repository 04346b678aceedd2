package dev.reel.edit.graph;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Spreading only the lines a moving arrow runs along (a drag frame) gives the moving arrows the same paths as
 * spreading every line, on a graph as large as the benchmark's (150 boxes, 600 arrows).
 */
class NudgeTest {
    @Test
    void spreadingOnlyTheMovingArrowsLinesGivesThemThePathsOfSpreadingEveryLine() {
        Random random = new Random(18);
        List<Diagram.Node> nodes = new ArrayList<>();
        for (int s = 0; s < 150; s++) {
            nodes.add(new Diagram.Node(s + 1, "S" + s, new Box(40 + 180 * (s % 15), 40 + 120 * (s / 15), 176, 64),
                    false));
        }
        List<Diagram.Edge> edges = new ArrayList<>();
        for (int t = 0; t < 600; t++) {
            int from = t % 150;
            int to = (from + 1 + t / 150 * 7 + random.nextInt(3)) % 150;
            edges.add(new Diagram.Edge(1000 + t, from + 1, (to == from ? (to + 1) % 150 : to) + 1, ""));
        }
        Diagram diagram = new Diagram(nodes, edges);
        Map<Long, List<Point>> routes = Router.route(diagram);
        List<Box> boxes = nodes.stream().map(Diagram.Node::box).toList();
        Map<Long, Box> byKey = new HashMap<>();
        nodes.forEach(node -> byKey.put(node.key(), node.box()));
        for (long moved : new long[] {1, 8, 77}) {
            Map<Long, List<Point>> kept = new LinkedHashMap<>();
            for (Diagram.Edge edge : edges) {
                if (edge.from() != moved && edge.to() != moved) {
                    kept.put(edge.id(), routes.get(edge.id()));
                }
            }
            Map<Long, List<Point>> all = Nudge.apart(routes, boxes, byKey, diagram);
            Map<Long, List<Point>> some = Nudge.apart(routes, boxes, byKey, diagram, kept);

            assertThat(some.keySet()).containsExactlyElementsOf(all.keySet());
            some.forEach((id, path) -> {
                if (kept.containsKey(id)) {
                    assertThat(path).as("kept %d", id).isSameAs(routes.get(id));
                } else {
                    assertThat(path).as("moving %d", id).isEqualTo(all.get(id));
                }
            });
            assertThat(some.size() - kept.size()).isGreaterThan(4);
        }
    }
}
