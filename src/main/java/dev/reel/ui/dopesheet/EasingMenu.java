package dev.reel.ui.dopesheet;

import dev.reel.edit.cmd.BakeEasing;
import dev.reel.edit.cmd.SetEasing;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.paint.Color;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.DoubleSupplier;
import java.util.function.DoubleUnaryOperator;

/**
 * The easing items of the toolbar's Easing menu and the key menu: the presets a cubic makes, then back,
 * elastic and bounce baked into keys at a chosen density, every item drawn with its curve.
 */
final class EasingMenu {
    private static final Color INK = Color.web("#c9d1d9");
    private static final Color FAINT = Color.web("#6e7681");
    private static final int[] DENSITIES = {1, 2, 4};

    private EasingMenu() {
    }

    /** The items acting on the selected keys of {@code editing}; baking counts frames at the panel's rate. */
    static List<MenuItem> items(SheetEditing editing, DoubleSupplier fps, boolean enabled) {
        List<MenuItem> items = new ArrayList<>();
        for (SetEasing.Preset preset : SetEasing.Preset.values()) {
            MenuItem item = new MenuItem(preset.title(), drawing(u -> preset(preset, u)));
            item.setId("ease-" + preset.name().toLowerCase(Locale.ROOT));
            item.setDisable(!enabled);
            item.setOnAction(event -> editing.ease(preset));
            items.add(item);
        }
        for (BakeEasing.Curve curve : BakeEasing.Curve.values()) {
            Menu baked = new Menu(curve.title() + " (baked)", drawing(curve::at));
            baked.setId("bake-" + curve.name().toLowerCase(Locale.ROOT));
            for (int frames : DENSITIES) {
                MenuItem item = new MenuItem(frames == 1 ? "A Key Every Frame" : "A Key Every " + frames + " Frames");
                item.setId("bake-" + curve.name().toLowerCase(Locale.ROOT) + "-" + frames);
                item.setOnAction(event -> editing.bake(curve, fps.getAsDouble(), frames));
                baked.getItems().add(item);
            }
            baked.setDisable(!enabled);
            items.add(baked);
        }
        return items;
    }

    private static double preset(SetEasing.Preset preset, double t) {
        return switch (preset) {
            case LINEAR -> t;
            case EASE_IN -> t * t;
            case EASE_OUT -> t * (2 - t);
            case EASE_IN_OUT -> t < 0.5 ? 2 * t * t : 1 - 2 * (1 - t) * (1 - t);
            case CONSTANT -> t < 1 ? 0 : 1;
        };
    }

    /**
     * A 30 × 18 drawing of {@code curve} from 0 at the left to 1 at the right, with faint lines at 0 and 1;
     * values from −0.2 to 1.2 fit, so overshoot shows.
     */
    static Canvas drawing(DoubleUnaryOperator curve) {
        Canvas canvas = new Canvas(30, 18);
        GraphicsContext g = canvas.getGraphicsContext2D();
        double bottom = 14;
        double top = 4;
        g.setStroke(FAINT);
        g.setLineWidth(0.5);
        g.strokeLine(2, bottom, 28, bottom);
        g.strokeLine(2, top, 28, top);
        g.setStroke(INK);
        g.setLineWidth(1.5);
        g.beginPath();
        int steps = 52;
        for (int step = 0; step <= steps; step++) {
            double t = step / (double) steps;
            double x = 2 + 26 * t;
            double y = bottom - (bottom - top) * curve.applyAsDouble(t);
            if (step == 0) {
                g.moveTo(x, y);
            } else {
                g.lineTo(x, y);
            }
        }
        g.stroke();
        return canvas;
    }
}
