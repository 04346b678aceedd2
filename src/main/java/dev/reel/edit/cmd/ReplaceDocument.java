package dev.reel.edit.cmd;

import dev.reel.edit.Command;

import java.util.Objects;

/**
 * Replaces a whole document value: a good parse of edited source text becomes one undoable step this way.
 *
 * @param label what the Edit menu shows, such as "Edit source"
 */
public record ReplaceDocument<T>(String label, T newValue) implements Command<T> {

    public ReplaceDocument {
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(newValue, "newValue");
    }

    @Override
    public T apply(T value) {
        return newValue;
    }
}
