package dev.reel.edit.graph;

import dev.reel.edit.cmd.GraphScope;
import dev.reel.model.Controller;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The geometry check of issue 35 on the laid-out graph model: after Auto Layout, no arrow runs through a box it
 * does not connect and no label overlaps a box, a pill or another label, in every graph of the sample projects
 * and in generated graphs of 20 and 50 states.
 */
class GeometryCheckTest {

    @Test
    void theSampleGraphsAreClean() {
        Map<String, Geometry> graphs = GraphSamples.sampleGraphs();
        assertThat(graphs).containsKey("knight.aectrl");
        graphs.forEach((name, geometry) -> {
            GeometryCheck check = GeometryCheck.of(geometry, GraphSamples.framedView(geometry));
            assertThat(check.arrowBox()).as(name + ": arrows through boxes").isZero();
            assertThat(check.labelLabel()).as(name + ": labels over labels").isZero();
            assertThat(check.labelBox()).as(name + ": labels over boxes").isZero();
            assertThat(check.hidden()).as(name + ": labels with no room").isLessThanOrEqualTo(1);
        });
    }

    @Test
    void generatedGraphsOf20And50StatesAreClean() {
        for (int states : new int[]{20, 50}) {
            Controller controller = GraphSamples.generated(states, states, states * 4);
            Geometry geometry = GraphSamples.laidOut(controller, GraphScope.TOP);
            GeometryCheck check = GeometryCheck.of(geometry, GraphSamples.framedView(geometry));
            assertThat(check.arrowBox()).as(states + " states: arrows through boxes").isZero();
            assertThat(check.labelLabel()).as(states + " states: labels over labels").isZero();
            assertThat(check.labelBox()).as(states + " states: labels over boxes").isZero();
            assertThat(geometry.routes()).hasSize(controller.transitions().size() + 1);
        }
    }

    @Test
    void topDownLayoutsForATallViewAreCleanToo() {
        Map<String, Geometry> graphs = new java.util.LinkedHashMap<>();
        for (int states : new int[]{20, 50}) {
            Controller controller = GraphSamples.generated(states, states, states * 4);
            graphs.put(states + " states", GraphSamples.laidOut(controller, GraphScope.TOP, 300, 2000));
        }
        graphs.forEach((name, geometry) -> {
            GeometryCheck check = GeometryCheck.of(geometry, null);
            assertThat(check.arrowBox()).as(name + " down: arrows through boxes").isZero();
            assertThat(check.labelLabel()).as(name + " down: labels over labels").isZero();
            assertThat(check.labelBox()).as(name + " down: labels over boxes").isZero();
        });
    }

    @Test
    void theCheckCountsWhatItShould() {
        // Two boxes with a third between them, and a straight arrow through it: one crossing.
        Diagram diagram = new Diagram(List.of(
                new Diagram.Node(1, "A", new Box(0, 0, 100, 50), false),
                new Diagram.Node(2, "B", new Box(150, 0, 100, 50), false),
                new Diagram.Node(3, "C", new Box(300, 0, 100, 50), false)),
                List.of(new Diagram.Edge(10, 1, 3, "go"), new Diagram.Edge(11, 3, 1, "back")));
        Geometry straight = new Geometry(diagram,
                Map.of(10L, List.of(new Point(100, 25), new Point(300, 25)),
                        11L, List.of(new Point(300, 20), new Point(100, 20))),
                Map.of(10L, new LabelLayout.Spot(new Box(120, 15, 60, 20), "go", false),
                        11L, new LabelLayout.Spot(new Box(130, 20, 60, 20), "back", false)));
        GeometryCheck counts = GeometryCheck.of(straight, new Box(0, 0, 350, 100));
        assertThat(counts).isEqualTo(new GeometryCheck(2, 1, 2, 1, 0, 0));
        // Routed, the same arrows go round B and their labels find room.
        GeometryCheck routed = GeometryCheck.of(Geometry.of(diagram, LabelText::estimatedWidth, 20, List.of()), null);
        assertThat(routed.clean()).as(routed.toString()).isTrue();
    }

    @Test
    void theLayoutIsTheSameEveryTime() {
        Controller controller = GraphSamples.generated(7, 50, 200);
        assertThat(GraphSamples.laidOut(controller, GraphScope.TOP).routes())
                .isEqualTo(GraphSamples.laidOut(controller, GraphScope.TOP).routes());
    }
}
