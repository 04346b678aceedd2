package dev.reel.project;

import dev.reel.doc.DocFile;
import dev.reel.doc.DocReader;
import dev.reel.doc.ParseResult;
import dev.reel.doc.SyntaxError;
import dev.reel.io.AssetPath;
import dev.reel.io.ProjectFolder;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The files of a project written in the document syntax (clips, controllers, {@code project.aego}) as a
 * refactoring reads them: bytes, text, tree and the literals in it that name project files.
 */
final class ProjectTexts {
    private ProjectTexts() {
    }

    /**
     * One file read.
     *
     * @param doc     the tree, or null when the file cannot be read ({@code problem} says why)
     * @param problem null when {@code doc} is there
     */
    record Text(Path file, byte[] bytes, String text, DocFile doc, Diagnostic problem) {
    }

    /** A literal with the project file it names. */
    record Named(Literals.Literal literal, Path file, String cell) {
    }

    /** The files of {@code folder} in the document syntax, in path order. */
    static List<Path> documents(ProjectFolder folder) {
        List<Path> documents = new ArrayList<>();
        for (Path file : folder.files()) {
            ProjectFolder.FileKind kind = ProjectFolder.kindOf(file);
            if (kind == ProjectFolder.FileKind.CLIP || kind == ProjectFolder.FileKind.CONTROLLER
                    || kind == ProjectFolder.FileKind.PROJECT || ProjectFolder.isRig(file)) {
                documents.add(file);
            }
        }
        return documents;
    }

    /** The bytes of {@code file} only, not parsed yet. */
    static Text bytes(ProjectFolder folder, Path file) {
        String name = folder.relative(file);
        ProjectFolder.Read read = ProjectFolder.read(file, name);
        if (read.problem() != null) {
            return new Text(file, null, null, null, read.problem());
        }
        return new Text(file, read.bytes(), null, null, null);
    }

    /** {@code text} with its tree, or with the first syntax error found. */
    static Text parse(ProjectFolder folder, Text text) {
        if (text.bytes() == null) {
            return text;
        }
        String name = folder.relative(text.file());
        ParseResult result = DocReader.read(text.bytes());
        if (!result.ok()) {
            SyntaxError error = result.errors().isEmpty() ? null : result.errors().get(0);
            Code code = error == null ? Code.DOC007 : Code.valueOf(error.kind().code());
            Diagnostic problem = error == null ? Diagnostic.of(code, name, 0, 0, "cannot be read")
                    : Diagnostic.of(code, name, error.pos().line(), error.pos().column(), error.message());
            return new Text(text.file(), text.bytes(), null, null, problem);
        }
        return new Text(text.file(), text.bytes(), new String(text.bytes(), StandardCharsets.UTF_8),
                result.file(), null);
    }

    /** The literals of a parsed file that name a file inside the project (existing or not). */
    static List<Named> named(ProjectFolder folder, Text text) {
        List<Named> named = new ArrayList<>();
        for (Literals.Literal literal : Literals.of(text.doc())) {
            if (folder.resolve(literal.value()) instanceof AssetPath.InProject inProject) {
                named.add(new Named(literal, inProject.file(), inProject.cell()));
            }
        }
        return named;
    }

    /** Whether the raw bytes could hold a reference to something named {@code name} (or an escape hiding one). */
    static boolean mayMention(byte[] bytes, List<String> names) {
        String text = new String(bytes, StandardCharsets.ISO_8859_1);
        if (text.indexOf('\\') >= 0) {
            return true;
        }
        for (String name : names) {
            if (text.contains(new String(name.getBytes(StandardCharsets.UTF_8), StandardCharsets.ISO_8859_1))) {
                return true;
            }
        }
        return false;
    }
}
