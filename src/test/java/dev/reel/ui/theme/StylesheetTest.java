package dev.reel.ui.theme;

import javafx.css.CssParser;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every stylesheet the editor loads parses without an error: a missing brace silently drops every rule after
 * it, which shows as unstyled panels rather than as a failure anywhere else.
 */
class StylesheetTest {
    @Test
    void everyStylesheetParsesCleanly() throws IOException {
        List<Path> sheets;
        try (Stream<Path> files = Files.walk(Path.of("src/main/resources/dev/reel/ui"))) {
            sheets = files.filter(file -> file.toString().endsWith(".css")).sorted().toList();
        }
        assertThat(sheets).isNotEmpty();
        for (Path sheet : sheets) {
            CssParser.errorsProperty().clear();
            new CssParser().parse(sheet.toUri().toURL());
            assertThat(CssParser.errorsProperty()).as(sheet.toString()).isEmpty();
            String text = Files.readString(sheet);
            assertThat(text.chars().filter(c -> c == '{').count()).as(sheet + " braces")
                    .isEqualTo(text.chars().filter(c -> c == '}').count());
        }
    }
}
