package dev.reel.ui.theme;

import javafx.css.CssParser;
import javafx.css.Declaration;
import javafx.css.Rule;
import javafx.css.Selector;
import javafx.css.Stylesheet;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The build writes each of Reel's stylesheets also in JavaFX's binary form (pom.xml, {@code binary-stylesheets}),
 * {@code reel.bss} beside {@code reel.css}, and JavaFX then loads the binary one instead of parsing the text: so
 * each binary stylesheet on the class path must hold exactly the rules its text says, in the same order (a
 * stale one would style the editor from an older text).
 */
class BinaryStylesheetsTest {
    @Test
    void eachBinaryStylesheetHoldsTheRulesOfItsText() throws IOException {
        List<String> names;
        try (Stream<Path> files = Files.list(Path.of("src/main/resources/dev/reel/ui"))) {
            names = files.map(file -> file.getFileName().toString()).filter(name -> name.endsWith(".css"))
                    .sorted().toList();
        }
        assertThat(names).contains("reel.css", "graph.css");
        for (String name : names) {
            URL text = Theme.class.getResource("/dev/reel/ui/" + name);
            URL binary = Theme.class.getResource("/dev/reel/ui/" + name.replace(".css", ".bss"));
            assertThat(text).as(name).isNotNull();
            assertThat(binary).as("the build's binary copy of " + name).isNotNull();
            Stylesheet parsed = new CssParser().parse(text);
            Stylesheet loaded = Stylesheet.loadBinary(binary);
            assertThat(loaded.getRules()).as(name).hasSameSizeAs(parsed.getRules());
            for (int i = 0; i < parsed.getRules().size(); i++) {
                Rule want = parsed.getRules().get(i);
                Rule got = loaded.getRules().get(i);
                assertThat(selectors(got)).as(name + " rule " + i).isEqualTo(selectors(want));
                assertThat(declarations(got)).as(name + " rule " + i + " " + selectors(want))
                        .isEqualTo(declarations(want));
            }
            assertThat(loaded.getFontFaces()).as(name).hasSameSizeAs(parsed.getFontFaces());
        }
    }

    private static List<String> selectors(Rule rule) {
        return rule.getSelectors().stream().map(Selector::toString).toList();
    }

    private static List<String> declarations(Rule rule) {
        return rule.getDeclarations().stream().map(BinaryStylesheetsTest::declaration).toList();
    }

    private static String declaration(Declaration declaration) {
        return declaration.getProperty() + ": " + declaration.getParsedValue() + (declaration.isImportant()
                ? " !important" : "");
    }
}
