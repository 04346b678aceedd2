package dev.reel.preview;

import dev.reel.model.Diagnostic;

import java.nio.file.Path;
import java.util.List;

/**
 * What an export wrote and what went wrong; {@code reel export} prints the problems and fails on errors.
 *
 * @param files written, in order
 */
public record ExportResult(List<Path> files, List<Diagnostic> problems) {

    public ExportResult {
        files = List.copyOf(files);
        problems = List.copyOf(problems);
    }

    /** True when nothing went wrong badly enough to be an error. */
    public boolean ok() {
        return problems.stream().noneMatch(Diagnostic::isError);
    }
}
