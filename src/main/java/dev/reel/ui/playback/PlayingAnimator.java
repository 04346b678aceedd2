package dev.reel.ui.playback;

import dev.reel.runtime.Animator;
import dev.reel.runtime.LayeredAnimator;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.value.ObservableValue;

/**
 * The animator the preview panel plays, published for views that show its state (the Animator graph): the
 * animator, its layers and a counter of its fixed steps, null and 0 while the preview shows a clip. The
 * {@link PreviewRig} holds one, so views reach it without knowing the preview panel.
 */
final class PlayingAnimator {
    private final ReadOnlyObjectWrapper<Animator> animator;
    private final ReadOnlyLongWrapper steps;
    private final ReadOnlyObjectWrapper<LayeredAnimator> layers;

    PlayingAnimator(Object bean) {
        animator = new ReadOnlyObjectWrapper<>(bean, "animator");
        steps = new ReadOnlyLongWrapper(bean, "animatorSteps");
        layers = new ReadOnlyObjectWrapper<>(bean, "layers");
    }

    ReadOnlyObjectProperty<Animator> animatorProperty() {
        return animator.getReadOnlyProperty();
    }

    ReadOnlyObjectProperty<LayeredAnimator> layersProperty() {
        return layers.getReadOnlyProperty();
    }

    ReadOnlyLongProperty stepsProperty() {
        return steps.getReadOnlyProperty();
    }

    void publishLayers(LayeredAnimator playing) {
        layers.set(playing);
    }

    /** Follows the preview panel's animator and step counter; nulls when it closes. */
    void attach(ObservableValue<Animator> source, ObservableValue<? extends Number> stepCount) {
        animator.unbind();
        steps.unbind();
        if (source == null || stepCount == null) {
            layers.set(null);
            animator.set(null);
            steps.set(0);
            return;
        }
        animator.bind(source);
        steps.bind(stepCount);
    }
}
