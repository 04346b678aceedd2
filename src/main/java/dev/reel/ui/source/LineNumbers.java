package dev.reel.ui.source;

import javafx.scene.Node;
import javafx.scene.control.Label;
import org.fxmisc.richtext.GenericStyledArea;
import org.fxmisc.richtext.LineNumberFactory;

import java.util.function.IntFunction;

/**
 * The Source panel's line numbers: RichTextFX's, with their colour given inline. RichTextFX may style a number
 * cell before it joins the area (after a paragraph is deleted), where the theme's colour names do not reach it;
 * an inline colour needs nothing looked up.
 */
final class LineNumbers {
    private static final String COLOUR = "-fx-text-fill: #484f58;";

    private LineNumbers() {
    }

    static IntFunction<Node> of(GenericStyledArea<?, ?, ?> area) {
        IntFunction<Node> numbers = LineNumberFactory.get(area);
        return line -> {
            Node number = numbers.apply(line);
            number.setStyle(COLOUR);
            if (number instanceof Label label && label.getGraphic() != null) {
                label.getGraphic().setStyle(COLOUR); // the fold mark beside the number
            }
            return number;
        };
    }
}
