package dev.reel.ui.control;

import javafx.util.StringConverter;

import java.util.function.Function;

/**
 * How a list shows its values when the user picks them and never types them: a {@link StringConverter} that
 * only turns values into text (null as empty).
 */
public final class ShownAs {
    private ShownAs() {
    }

    /** Shows each value as {@code text} makes it; reading text back is not supported. */
    public static <T> StringConverter<T> text(Function<T, String> text) {
        return new StringConverter<>() {
            @Override
            public String toString(T value) {
                return value == null ? "" : text.apply(value);
            }

            @Override
            public T fromString(String shown) {
                throw new UnsupportedOperationException("a list of fixed values: nothing is read back from text");
            }
        };
    }
}
