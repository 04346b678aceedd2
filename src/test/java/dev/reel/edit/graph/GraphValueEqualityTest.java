package dev.reel.edit.graph;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Points, boxes and label spots compare and hash as the records they are would by themselves (their equals is
 * written out for speed): paths compared on every drag frame find the same paths equal, and maps keyed by them keep
 * their order.
 */
class GraphValueEqualityTest {
    private record PlainPoint(double x, double y) {
    }

    private record PlainBox(double x, double y, double width, double height) {
    }

    private record PlainSpot(Box box, String text, boolean shortened) {
    }

    private static final double[] VALUES = {0.0, -0.0, 1.5, -3.25, Double.NaN, Double.POSITIVE_INFINITY, 1e-300};

    @Test
    void pointsCompareAndHashAsRecordsDo() {
        for (double x : VALUES) {
            for (double y : VALUES) {
                for (double u : VALUES) {
                    Point point = new Point(x, y);
                    Point other = new Point(u, y);
                    assertThat(point.equals(other)).isEqualTo(new PlainPoint(x, y).equals(new PlainPoint(u, y)));
                    assertThat(point.hashCode()).isEqualTo(new PlainPoint(x, y).hashCode());
                }
            }
        }
        assertThat(List.of(new Point(1, 2), new Point(3, 4))).isEqualTo(List.of(new Point(1, 2), new Point(3, 4)));
        assertThat(new Point(1, 2)).isNotEqualTo(new Point(2, 1)).isNotEqualTo("(1, 2)").isNotEqualTo(null);
    }

    @Test
    void boxesAndSpotsCompareAndHashAsRecordsDo() {
        for (double a : VALUES) {
            for (double b : VALUES) {
                Box box = new Box(a, 2, b, 4);
                Box other = new Box(b, 2, a, 4);
                assertThat(box.equals(other)).isEqualTo(new PlainBox(a, 2, b, 4).equals(new PlainBox(b, 2, a, 4)));
                assertThat(box.hashCode()).isEqualTo(new PlainBox(a, 2, b, 4).hashCode());
                assertThat(new Box(1, a, 3, b).hashCode()).isEqualTo(new PlainBox(1, a, 3, b).hashCode());
            }
        }
        Box box = new Box(1, 2, 3, 4);
        for (String text : new String[] {"go", null}) {
            for (boolean shortened : new boolean[] {true, false}) {
                LabelLayout.Spot spot = new LabelLayout.Spot(box, text, shortened);
                assertThat(spot.hashCode()).isEqualTo(new PlainSpot(box, text, shortened).hashCode());
                assertThat(spot).isEqualTo(new LabelLayout.Spot(new Box(1, 2, 3, 4), text, shortened));
                assertThat(spot).isNotEqualTo(new LabelLayout.Spot(box, text, !shortened));
                assertThat(spot).isNotEqualTo(new LabelLayout.Spot(null, text, shortened));
            }
        }
        assertThat(new LabelLayout.Spot(null, "a", false)).isEqualTo(new LabelLayout.Spot(null, "a", false));
        assertThat(new LabelLayout.Spot(null, "a", false)).isNotEqualTo(new LabelLayout.Spot(null, "b", false));
    }
}
