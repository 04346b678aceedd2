package dev.reel.ui.source;

import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

class SourceHighlighterTest {
    private static final String CLIP = """
            # a comment
            anim version=1 length=0.44 loop=loop {
              frames "" fps=12 { sprites=[asset("assets/a.png#a_000")] }
              key t=-1.5e-3 v=true interp=step {}  // trailing
            }
            """;

    private static Map<String, String> styles(String text) {
        Map<String, String> styles = new LinkedHashMap<>();
        for (SourceHighlighter.Token token : SourceHighlighter.tokens(text)) {
            String piece = text.substring(token.start(), token.end()).strip();
            if (!piece.isEmpty() && !token.style().equals("plain")) {
                styles.putIfAbsent(piece, token.style());
            }
        }
        return styles;
    }

    @Test
    void eachPartOfTheSyntaxHasItsColour() {
        Map<String, String> styles = styles(CLIP);
        assertThat(styles).containsEntry("# a comment", "comment")
                .containsEntry("anim", "node")
                .containsEntry("version", "property")
                .containsEntry("0.44", "number")
                .containsEntry("loop", "property")
                .containsEntry("step", "word")
                .containsEntry("frames", "node")
                .containsEntry("\"\"", "string")
                .containsEntry("asset", "call")
                .containsEntry("\"assets/a.png#a_000\"", "string")
                .containsEntry("key", "node")
                .containsEntry("-1.5e-3", "number")
                .containsEntry("true", "keyword")
                .containsEntry("// trailing", "comment");
    }

    /** Whatever is typed, the runs cover the text exactly, in order: highlighting never throws or skips text. */
    @Test
    void runsCoverAnyTextExactly() {
        long seed = System.nanoTime();
        Random random = new Random(seed);
        String alphabet = "ab_9.-+e\"\\#/ =[](){},;\n\tkey\"";
        for (int round = 0; round < 2000; round++) {
            StringBuilder text = new StringBuilder();
            int length = random.nextInt(80);
            for (int i = 0; i < length; i++) {
                text.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            List<SourceHighlighter.Token> tokens = SourceHighlighter.tokens(text.toString());
            int at = 0;
            for (SourceHighlighter.Token token : tokens) {
                assertThat(token.start()).as("seed " + seed).isEqualTo(at);
                assertThat(token.end()).as("seed " + seed).isGreaterThan(token.start());
                at = token.end();
            }
            assertThat(at).as("seed " + seed).isEqualTo(text.length());
            List<Diagnostic> noise = List.of(Diagnostic.of(Code.DOC007, "f", 1 + random.nextInt(4),
                    random.nextInt(30), "x"));
            int total = SourceHighlighter.runs(text.toString(), noise).stream()
                    .mapToInt(SourceHighlighter.StyledRun::length).sum();
            assertThat(total).as("seed " + seed).isEqualTo(text.length());
        }
    }

    @Test
    void aDiagnosticMarksTheTokenAtItsColumnAndItsMessageIsFoundThere() {
        String text = "anim version=1 length=oops {\n}\n";
        Diagnostic problem = Diagnostic.of(Code.ANM001, "a.aeanim", 1, 23, "length must be a number");
        List<SourceHighlighter.StyledRun> runs = SourceHighlighter.runs(text, List.of(problem));
        int offset = 0;
        String marked = null;
        for (SourceHighlighter.StyledRun run : runs) {
            if (run.styles().contains("diagnostic-error")) {
                marked = text.substring(offset, offset + run.length());
            }
            offset += run.length();
        }
        assertThat(marked).isEqualTo("oops");
        assertThat(SourceHighlighter.at(text, List.of(problem), text.indexOf("oops") + 1)).containsExactly(problem);
        assertThat(SourceHighlighter.at(text, List.of(problem), 1)).isEmpty();
        Diagnostic wholeLine = Diagnostic.of(Code.ANM002, "a.aeanim", 2, 0, "x");
        assertThat(SourceHighlighter.at(text, List.of(wholeLine), text.indexOf('}'))).containsExactly(wholeLine);
    }

    @Test
    void lineAndColumnFindTheirOffset() {
        String text = "ab\ncde\n";
        assertThat(SourceHighlighter.offsetOf(text, 2, 2)).isEqualTo(4);
        assertThat(SourceHighlighter.offsetOf(text, 2, 99)).isEqualTo(6);
        assertThat(SourceHighlighter.offsetOf(text, 99, 1)).isEqualTo(7);
    }
}
