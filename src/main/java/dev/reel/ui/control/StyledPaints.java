package dev.reel.ui.control;

import javafx.css.CssMetaData;
import javafx.css.Styleable;
import javafx.css.StyleableObjectProperty;
import javafx.css.StyleableProperty;
import javafx.css.converter.PaintConverter;
import javafx.scene.control.Control;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The colours a canvas-drawn control takes from CSS: each is a styleable property named like
 * {@code -reel-key-bezier} with a default, so {@code reel.css} (or a user's theme) recolours keys, rows and
 * curves without code. A control class keeps one static instance and hands it to {@link StyledControl}, which
 * gives each of its controls a {@link Values} (through {@link Styled}); its skin reads them with
 * {@link Values#color}.
 */
public final class StyledPaints<C extends Control & StyledPaints.Styled> {

    /** A control whose colours come from a {@link StyledPaints}. */
    public interface Styled {
        Values paints();
    }

    private final List<CssMetaData<? extends Styleable, ?>> metaData;
    private final Map<String, Color> defaults = new LinkedHashMap<>();

    /** Declares the colours {@code nameAndDefault} ("-reel-x", "#rrggbb", ...) on top of {@code inherited}. */
    public StyledPaints(List<CssMetaData<? extends Styleable, ?>> inherited, String... nameAndDefault) {
        List<CssMetaData<? extends Styleable, ?>> all = new ArrayList<>(inherited);
        for (int i = 0; i + 1 < nameAndDefault.length; i += 2) {
            String name = nameAndDefault[i];
            Color fallback = Color.web(nameAndDefault[i + 1]);
            defaults.put(name, fallback);
            all.add(new CssMetaData<C, Paint>(name, PaintConverter.getInstance(), fallback) {
                @Override
                public boolean isSettable(C control) {
                    return !control.paints().property(name).isBound();
                }

                @Override
                @SuppressWarnings("unchecked")
                public StyleableProperty<Paint> getStyleableProperty(C control) {
                    return control.paints().property(name);
                }
            });
        }
        metaData = Collections.unmodifiableList(all);
    }

    /** What {@code getControlCssMetaData()} returns. */
    public List<CssMetaData<? extends Styleable, ?>> metaData() {
        return metaData;
    }

    /** The colour properties of one control. */
    Values values(StyledControl control) {
        return new Values(control, defaults, metaData);
    }

    /** One control's colours. */
    public static final class Values {
        private final Map<String, StyleableObjectProperty<Paint>> properties = new LinkedHashMap<>();

        private Values(Control control, Map<String, Color> defaults, List<CssMetaData<? extends Styleable, ?>> metaData) {
            for (Map.Entry<String, Color> entry : defaults.entrySet()) {
                CssMetaData<? extends Styleable, ?> meta = metaData.stream()
                        .filter(candidate -> candidate.getProperty().equals(entry.getKey())).findFirst().orElseThrow();
                properties.put(entry.getKey(), new PaintProperty(control, entry.getKey(), entry.getValue(), meta));
            }
        }

        StyleableObjectProperty<Paint> property(String name) {
            return properties.get(name);
        }

        /** Every colour property, to listen to restyling. */
        public List<StyleableObjectProperty<Paint>> all() {
            return List.copyOf(properties.values());
        }

        /** The colour named {@code name} now (a gradient counts as black). */
        public Color color(String name) {
            Paint paint = properties.get(name).get();
            return paint instanceof Color color ? color : Color.BLACK;
        }
    }

    private static final class PaintProperty extends StyleableObjectProperty<Paint> {
        private final Control bean;
        private final String name;
        private final CssMetaData<? extends Styleable, ?> meta;

        PaintProperty(Control bean, String name, Paint initial, CssMetaData<? extends Styleable, ?> meta) {
            super(initial);
            this.bean = bean;
            this.name = name;
            this.meta = meta;
        }

        @Override
        public Object getBean() {
            return bean;
        }

        @Override
        public String getName() {
            return name;
        }

        @Override
        @SuppressWarnings("unchecked")
        public CssMetaData<? extends Styleable, Paint> getCssMetaData() {
            return (CssMetaData<? extends Styleable, Paint>) meta;
        }
    }
}
