package dev.reel.io;

import dev.reel.model.Code;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The format reference, {@code docs/formats.md}, lists every diagnostic code Reel can report with its
 * severity, and names no code that does not exist: a programmer writing a loader finds each code there.
 */
class CodesDocumentedTest {
    private static final Path FORMATS = Path.of("docs/formats.md");
    private static final Path SOURCES = Path.of("src/main/java/dev/reel");
    /** Anything shaped like a code: DOC001, ANM009, IO001. */
    private static final Pattern CODE_LIKE = Pattern.compile("\\b[A-Z]{2,3}[0-9]{3}\\b");
    /** A row of the code table: {@code | ANM001 | error | meaning |}. */
    private static final Pattern ROW = Pattern.compile("^\\| ([A-Z]{2,3}[0-9]{3}) \\| ([a-z]+) \\|", Pattern.MULTILINE);

    private static String formats() throws IOException {
        return Files.readString(FORMATS, StandardCharsets.UTF_8);
    }

    /** The rows of the "Diagnostic codes" section: code to the severity written beside it. */
    private static Map<String, String> table() throws IOException {
        String text = formats();
        int start = text.indexOf("\n## Diagnostic codes");
        assertThat(start).as("docs/formats.md has a '## Diagnostic codes' section").isNotNegative();
        int end = text.indexOf("\n## ", start + 1);
        String section = text.substring(start, end < 0 ? text.length() : end);
        Map<String, String> rows = new TreeMap<>();
        Matcher row = ROW.matcher(section);
        while (row.find()) {
            assertThat(rows.put(row.group(1), row.group(2))).as(row.group(1) + " has one row").isNull();
        }
        return rows;
    }

    private static Set<String> codes() {
        return Arrays.stream(Code.values()).map(Code::name).collect(Collectors.toCollection(TreeSet::new));
    }

    @Test
    void everyCodeHasARowWithItsSeverity() throws IOException {
        Map<String, String> rows = table();
        Set<String> missing = new TreeSet<>(codes());
        missing.removeAll(rows.keySet());
        assertThat(missing).as("codes Reel reports that docs/formats.md's code table leaves out").isEmpty();
        for (Code code : Code.values()) {
            assertThat(rows.get(code.name())).as("severity of " + code + " in docs/formats.md")
                    .isEqualTo(code.severity().word());
        }
    }

    @Test
    void everyCodeTheDocumentNamesExists() throws IOException {
        Set<String> unknown = new TreeSet<>();
        Matcher token = CODE_LIKE.matcher(formats());
        while (token.find()) {
            unknown.add(token.group());
        }
        unknown.removeAll(codes());
        assertThat(unknown).as("codes docs/formats.md names that Reel does not have").isEmpty();
    }

    @Test
    void everyCodeTheSourcesNameIsOneOfTheCodes() throws IOException {
        // A code spelled out in the sources (a message, a syntax error's kind) must be a real, documented one.
        Set<String> unknown = new TreeSet<>();
        try (Stream<Path> files = Files.walk(SOURCES)) {
            for (Path file : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                Matcher token = CODE_LIKE.matcher(Files.readString(file, StandardCharsets.UTF_8));
                while (token.find()) {
                    unknown.add(token.group() + " (" + SOURCES.relativize(file) + ")");
                }
            }
        }
        unknown.removeIf(found -> codes().contains(found.substring(0, found.indexOf(' '))));
        assertThat(unknown).as("code-like names in src/main/java that are not diagnostic codes").isEmpty();
    }
}
