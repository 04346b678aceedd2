package dev.reel.ui.curves;

import dev.reel.ui.actions.Action;
import javafx.scene.Node;

import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * The curve editor's own actions for the Animation menu, working while the curves show: Normalize Curves (N),
 * Hide Selected Lanes (H) and Show All Lanes (Alt+H). The panel registers and unregisters them with its others.
 */
public final class CurveActions {
    private CurveActions() {
    }

    /** The actions, in {@code menu}, scoped to {@code scope}; {@code showing} says whether the curves show. */
    public static List<Action> of(String menu, Node scope, CurveView view, BooleanSupplier showing) {
        return List.of(
                Action.of("animation.curves.normalize", menu, "Normalize Curves").group("curves").keys("N")
                        .scope(scope).enabledWhen(showing).checkedWhen(() -> view.normalizeProperty().get())
                        .run(() -> normalize(view)),
                Action.of("animation.curves.hide-lanes", menu, "Hide Selected Lanes").group("curves").keys("H")
                        .scope(scope).enabledWhen(() -> showing.getAsBoolean() && !view.pointsProperty().get().isEmpty())
                        .run(view::hideSelectedLanes),
                Action.of("animation.curves.show-lanes", menu, "Show All Lanes").group("curves").keys("Alt+H")
                        .scope(scope).enabledWhen(showing).run(view::showAllLanes));
    }

    /** Turns Normalize over and frames the lanes again (on: the value axis reads −1…1). */
    private static void normalize(CurveView view) {
        view.normalizeProperty().set(!view.normalizeProperty().get());
    }
}
