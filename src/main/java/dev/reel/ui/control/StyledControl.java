package dev.reel.ui.control;

import javafx.css.CssMetaData;
import javafx.css.Styleable;
import javafx.scene.control.Control;

import java.util.List;

/**
 * A control drawn in colours that come from CSS: it holds its own {@link StyledPaints.Values} of the class's
 * {@link StyledPaints} and answers that list as its CSS metadata. A subclass passes its static
 * {@code StyledPaints} up and, by JavaFX's convention, still names the list in its own static
 * {@code getClassCssMetaData()}.
 */
public abstract class StyledControl extends Control implements StyledPaints.Styled {
    private final StyledPaints<?> styles;
    private final StyledPaints.Values paints;

    protected StyledControl(StyledPaints<? extends StyledControl> styles) {
        this.styles = styles;
        this.paints = styles.values(this);
    }

    @Override
    public final StyledPaints.Values paints() {
        return paints;
    }

    @Override
    public List<CssMetaData<? extends Styleable, ?>> getControlCssMetaData() {
        return styles.metaData();
    }
}
