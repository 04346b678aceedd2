package dev.reel.ui.control;

import javafx.event.EventHandler;
import javafx.scene.control.Control;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseEvent;

/**
 * Tooltips made when the pointer first comes over their control instead of with it. A {@link Tooltip} is a popup
 * window with a scene of its own, and making the forty-odd of the window's tool bars at start-up was a tenth of
 * the JavaFX thread's work before the first frame; most are never shown. The tooltip is made from the first mouse
 * event the control gets (the entering, or a move when the pointer was already over it), before JavaFX's own
 * tooltip handling sees that event, so it shows after the same delay as one made up front. Until then the control's
 * accessible help holds the text, which is what a screen reader reads from a tooltip.
 */
public final class Tips {
    private Tips() {
    }

    /** Gives {@code control} the tooltip {@code text}, made when the pointer first comes over it. */
    public static void set(Control control, String text) {
        control.setAccessibleHelp(text);
        EventHandler<MouseEvent> first = new EventHandler<>() {
            @Override
            public void handle(MouseEvent event) {
                control.removeEventFilter(MouseEvent.ANY, this);
                if (control.getTooltip() == null) {
                    control.setTooltip(new Tooltip(text));
                }
            }
        };
        control.addEventFilter(MouseEvent.ANY, first);
    }
}
