package dev.reel.io;

import dev.reel.doc.Pos;
import dev.reel.doc.SyntaxError;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.Severity;

import java.util.ArrayList;
import java.util.List;

/** Collects the diagnostics of one file while a codec reads it. */
final class Report {
    private final String file;
    private final List<Diagnostic> diagnostics = new ArrayList<>();

    Report(String file) {
        this.file = file;
    }

    String file() {
        return file;
    }

    void add(Code code, Pos pos, String message) {
        diagnostics.add(Diagnostic.of(code, file, pos.line(), pos.column(), message));
    }

    void add(Code code, Severity severity, Pos pos, String message) {
        diagnostics.add(new Diagnostic(code, severity, file, pos.line(), pos.column(), message));
    }

    /**
     * Reports a syntax error under its {@code DOC0xx} code, or under {@code unreadableCode} when the file
     * kind has its own code for an unreadable file (ANM001 for clips).
     */
    void syntax(SyntaxError error, Code unreadableCode) {
        Code code = unreadableCode != null ? unreadableCode : Code.valueOf(error.kind().code());
        String message = unreadableCode != null
                ? error.message() + " (" + error.kind().code() + ")"
                : error.message();
        add(code, error.pos(), message);
    }

    boolean hasErrors() {
        return diagnostics.stream().anyMatch(Diagnostic::isError);
    }

    List<Diagnostic> diagnostics() {
        return diagnostics;
    }
}
