package dev.reel.ui.curves;

import dev.reel.ui.control.TimeAxis;
import dev.reel.ui.control.TimeFormat;
import dev.reel.ui.control.TimeNotation;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The curve editor's grid keeps its lines between redraws, so after every change of what they depend on (a pan or
 * zoom of either axis, the graph's size, the frame rate, the time notation) they must be where the view puts them:
 * a line at each time step's pixel column and each value step's pixel row, and the zero line while zero is in view.
 */
class CurveGridTest {
    private static final double WIDTH = 1200;
    private static final double HEIGHT = 600;

    @AfterEach
    void seconds() {
        TimeNotation.chosenProperty().set(TimeNotation.SECONDS);
    }

    /** The lines worked out from scratch, as the painter drew them before it kept them. */
    private static void assertLines(CurveGrid grid, TimeAxis axis, ValueAxis values, double fps, double width,
                                    double height) {
        grid.update(axis, values, fps, width, height);
        double timeStep = TimeFormat.chosen(fps).step(axis.pixelsPerSecond(), 64);
        List<Double> columns = new ArrayList<>();
        for (long index = (long) Math.floor(axis.time(0) / timeStep); index * timeStep <= axis.time(width); index++) {
            columns.add(Math.floor(axis.x(index * timeStep)) + 0.5);
        }
        double valueStep = ValueGrid.step(values);
        double low = values.value(height, height);
        double high = values.value(0, height);
        List<Double> rows = new ArrayList<>();
        for (long index = (long) Math.floor(low / valueStep); index * valueStep <= high; index++) {
            rows.add(Math.floor(values.y(index * valueStep, height)) + 0.5);
        }
        assertThat(grid.columns()).containsExactly(columns.stream().mapToDouble(Double::doubleValue).toArray());
        assertThat(grid.rows()).containsExactly(rows.stream().mapToDouble(Double::doubleValue).toArray());
        if (low < 0 && high > 0) {
            assertThat(grid.zero()).isEqualTo(Math.floor(values.y(0, height)) + 0.5);
        } else {
            assertThat(grid.zero()).isNaN();
        }
    }

    @Test
    void linesFollowEveryChangeOfTheView() {
        CurveGrid grid = new CurveGrid();
        TimeAxis axis = new TimeAxis();
        ValueAxis values = new ValueAxis();
        axis.frame(0, 2, WIDTH, 0);
        values.frame(-3, 3, HEIGHT, 0);
        assertLines(grid, axis, values, 60, WIDTH, HEIGHT);
        double[] before = grid.columns();
        axis.pan(37);
        assertLines(grid, axis, values, 60, WIDTH, HEIGHT);
        assertThat(grid.columns()).as("a pan moves the time lines").isNotEqualTo(before);
        axis.zoomAround(300, 3.7);
        assertLines(grid, axis, values, 60, WIDTH, HEIGHT);
        values.pan(55);
        assertLines(grid, axis, values, 60, WIDTH, HEIGHT);
        values.zoomAround(100, HEIGHT, 0.3);
        assertLines(grid, axis, values, 60, WIDTH, HEIGHT);
        values.pan(100_000);
        assertLines(grid, axis, values, 60, WIDTH, HEIGHT);
        assertThat(grid.zero()).as("zero far below the view").isNaN();
        assertLines(grid, axis, values, 60, 800, 450);
        before = grid.columns();
        TimeNotation.chosenProperty().set(TimeNotation.FRAMES);
        assertLines(grid, axis, values, 24, 800, 450);
        assertLines(grid, axis, values, 30, 800, 450);
        assertThat(grid.columns()).as("frames at 30 fps step otherwise than seconds").isNotEqualTo(before);
    }
}
