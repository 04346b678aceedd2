package dev.reel.ui.graph;

import dev.reel.edit.graph.LabelText;
import javafx.scene.text.Font;
import javafx.scene.text.Text;

import java.util.HashMap;
import java.util.Map;
import java.util.function.IntToDoubleFunction;
import java.util.function.ToDoubleFunction;

/**
 * The width of an arrow label's plate showing a text, measured with the font the label is drawn in (a
 * {@link Text} styled as a label's text, kept unseen in the graph view so that the stylesheet reaches it) plus
 * the plate's padding and border ({@code .graph-arrow-label} in {@code graph.css}): the plain-Java layout and label
 * placement take it as their width function, so a label shortened with an ellipsis is cut where the real text
 * ends, not at a guess of 6.8 units a character. Widths are kept by text until the font changes.
 */
final class LabelWidths {
    /** The plate's padding (7 units) and border (1 unit) on each side, across. */
    static final double PLATE_INSETS = 16;

    private final Text probe = new Text("Ag");
    private final Text meter = new Text();
    private final Map<String, Double> widths = new HashMap<>();
    private final Map<Integer, Double> advances = new HashMap<>();
    /** {@link #advance}, measuring what is not measured yet. */
    private final IntToDoubleFunction measured = this::advance;
    /** Whether a width was given that the font in use would not give (guessed, or of another font). */
    private boolean stale;
    /** Whether the advances were lent to a worker ({@link #lend}) since the labels were last placed here. */
    private boolean lent;
    /**
     * The characters measured before the advances are lent: those of the labels' words, numbers and operators
     * ({@link LabelText}) and the ellipsis of a shortened label; the parameters' names add theirs.
     */
    private static final String COMMON = " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`"
            + "abcdefghijklmnopqrstuvwxyz{|}~…·≠≥≤—∞";

    LabelWidths() {
        probe.getStyleClass().addAll("text", "graph-arrow-label-text");
        probe.setManaged(false);
        probe.setVisible(false);
        probe.setMouseTransparent(true);
        probe.fontProperty().addListener((observable, old, font) -> {
            // The stylesheet gives a new Font object each time it styles the probe again: only a different font
            // makes the widths wrong.
            if (old == null || !old.equals(font)) {
                stale |= !widths.isEmpty() || lent;
                widths.clear();
            }
        });
        meter.setFont(Font.font(Font.getDefault().getFamily(), 12));
    }

    /** The node to put in the graph view (unseen) so that it is styled as a label's text. */
    Text probe() {
        return probe;
    }

    /** Whether labels were placed with widths other than the font's: they should be placed again. */
    boolean stale() {
        return stale;
    }

    /** The labels are being placed again with the font's widths. */
    void fresh() {
        stale = false;
        lent = false;
    }

    /** The width of a plate showing {@code text}, in graph units. */
    double width(String text) {
        Double known = widths.get(text);
        if (known != null) {
            return known;
        }
        if (probe.getScene() == null) {
            // Not styled yet: the estimate, not kept.
            stale = true;
            return LabelText.estimatedWidth(text);
        }
        measureIn(probe.getFont());
        double width = plateWidth(text, measured);
        widths.put(text, width);
        return width;
    }

    /**
     * The width of a plate showing {@code text} from each character's {@code advance}: the one sum the JavaFX thread
     * and a worker given lent widths both make, so both place a label at the same spot. NaN when an advance is.
     */
    private static double plateWidth(String text, IntToDoubleFunction advance) {
        double sum = 0;
        for (int i = 0; i < text.length(); ) {
            int codePoint = text.codePointAt(i);
            sum += advance.applyAsDouble(codePoint);
            i += Character.charCount(codePoint);
        }
        return Math.ceil(sum) + PLATE_INSETS;
    }

    /** Measures the advances in {@code font} (those measured in another are forgotten). */
    private void measureIn(Font font) {
        if (!font.equals(meter.getFont())) {
            meter.setFont(font);
            advances.clear();
        }
    }

    /**
     * The advance of a character in the font measured in, measured once per character: measuring every text (600 labels
     * and their shortenings) made opening a large graph seconds slower and a drag frame far over 33 ms.
     */
    private double advance(int codePoint) {
        Double advance = advances.get(codePoint);
        if (advance == null) {
            meter.setText(new String(Character.toChars(codePoint)));
            advance = meter.getLayoutBounds().getWidth();
            advances.put(codePoint, advance);
        }
        return advance;
    }

    /**
     * Widths a worker thread can measure with, from the advances of the labels' font measured here (the common
     * characters and those of {@code extra}), or null while the probe is not in a scene (no font to measure yet).
     */
    Lent lend(String extra) {
        if (probe.getScene() == null) {
            return null;
        }
        Font font = probe.getFont();
        measureIn(font);
        String measured = COMMON + extra;
        for (int i = 0; i < measured.length(); ) {
            int codePoint = measured.codePointAt(i);
            advance(codePoint);
            i += Character.charCount(codePoint);
        }
        lent = true;
        return new Lent(font, Map.copyOf(advances));
    }

    /**
     * Whether widths lent earlier are the ones {@link #width} gives now (the probe's font is the same); labels placed
     * with them are then placed again if the font changes, as those placed here are.
     */
    boolean current(Lent widths) {
        boolean same = widths != null && probe.getScene() != null && probe.getFont().equals(widths.font);
        lent |= same;
        return same;
    }

    /**
     * The widths {@link #width} gives, for a worker: from the advances measured on the JavaFX thread. A text with a
     * character not measured gets the estimate, and the widths are then {@link #missed}: what was placed with them
     * is placed again on the JavaFX thread.
     */
    static final class Lent implements ToDoubleFunction<String> {
        private final Font font;
        private final Map<Integer, Double> advances;
        private volatile boolean missed;

        private Lent(Font font, Map<Integer, Double> advances) {
            this.font = font;
            this.advances = advances;
        }

        @Override
        public double applyAsDouble(String text) {
            double width = plateWidth(text, codePoint -> advances.getOrDefault(codePoint, Double.NaN));
            if (Double.isNaN(width)) {
                missed = true;
                return LabelText.estimatedWidth(text);
            }
            return width;
        }

        /** Whether a text had a character whose advance was not lent. */
        boolean missed() {
            return missed;
        }
    }
}
