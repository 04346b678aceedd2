package dev.reel.io;

import dev.reel.model.Diagnostic;

import java.util.List;

/**
 * What reading a file gives: the value when it could be read at all, and every problem found. A value with
 * errors is shown to the user for reference but is not imported: the editor keeps the last good version.
 *
 * @param value the model, or null when the file could not be read
 */
public record Loaded<T>(T value, List<Diagnostic> diagnostics) {

    public Loaded {
        diagnostics = List.copyOf(diagnostics);
    }

    /** Whether the value exists and no error was found: the file imports. */
    public boolean usable() {
        return value != null && diagnostics.stream().noneMatch(Diagnostic::isError);
    }

    public boolean hasErrors() {
        return diagnostics.stream().anyMatch(Diagnostic::isError);
    }
}
