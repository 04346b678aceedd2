package dev.reel.doc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class DocWriterTest {

    static String nameOf(Entry entry) {
        return entry instanceof DocNode node ? node.name() : ((DocProperty) entry).key();
    }

    private static DocValue.Num num(double value) {
        return DocValue.Num.of(value);
    }

    private static DocNode key(double t, double v) {
        return DocNode.of("key", List.of(), List.of(DocProperty.of("t", num(t)), DocProperty.of("v", num(v))),
                List.of());
    }

    @Test
    void writesTheCanonicalLayout() {
        DocNode track = DocNode.of("track", List.of(DocValue.Str.of("Arm/Hand")),
                List.of(DocProperty.of("prop", DocValue.Str.of("transform.position")),
                        DocProperty.of("kind", DocValue.Ident.of("vec2"))),
                List.of(key(0, 1), key(0.5, -2.25)));
        DocNode frames = DocNode.of("frames", List.of(DocValue.Str.of("")), List.of(DocProperty.of("fps", num(12))),
                List.of(DocProperty.of("sprites", DocValue.Arr.of(List.of(
                        DocValue.Call.of("asset", List.of(DocValue.Str.of("a.png#a_000"))),
                        DocValue.Call.of("asset", List.of(DocValue.Str.of("a.png#a_001"))))))));
        DocNode anim = DocNode.of("anim", List.of(), List.of(DocProperty.of("version", num(1)),
                DocProperty.of("loop", DocValue.Ident.of("loop")), DocProperty.of("root", DocValue.Bool.of(true)),
                DocProperty.of("empty", DocValue.Arr.of(List.of()))), List.of(track, frames));
        String text = DocWriter.write(new DocFile(List.of(anim), List.of()));
        assertThat(text).isEqualTo("""
                anim version=1 loop=loop root=true empty=[] {
                  track "Arm/Hand" prop="transform.position" kind=vec2 {
                    key t=0 v=1 {}
                    key t=0.5 v=-2.25 {}
                  }
                  frames "" fps=12 {
                    sprites=[asset("a.png#a_000"), asset("a.png#a_001")]
                  }
                }
                """);
    }

    @Test
    void writesAnEmptyFileAsNothing() {
        assertThat(DocWriter.write(new DocFile(List.of(), List.of()))).isEmpty();
    }

    @Test
    void writesANodeWithoutBlockWithoutBraces() {
        DocNode node = new DocNode("label", List.of(DocValue.Str.of("x")), List.of(), null, List.of(), Pos.NONE,
                Trivia.NONE);
        assertThat(DocWriter.write(new DocFile(List.of(node), List.of()))).isEqualTo("label \"x\"\n");
    }

    @Test
    void escapesStrings() {
        String value = "q\" b\\ n\n t\t r\r bell\u0007 del\u007f ls\u2028 ps\u2029 é 😀";
        String text = DocWriter.writeValue(DocValue.Str.of(value));
        assertThat(text).isEqualTo(
                "\"q\\\" b\\\\ n\\n t\\t r\\u{d} bell\\u{7} del\\u{7f} ls\\u{2028} ps\\u{2029} é 😀\"");
        DocProperty back = (DocProperty) DocReader.read("s=" + text).file().entries().get(0);
        assertThat(((DocValue.Str) back.value()).value()).isEqualTo(value);
    }

    @Test
    void writesCommentsAndBlankLines() {
        Trivia lead = new Trivia(true, List.of("# about a", "// more"), "# a trails");
        DocNode inner = DocNode.of("key", List.of(), List.of(DocProperty.of("t", num(0))), List.of())
                .withTrivia(new Trivia(true, List.of(), "# inner   "));
        DocNode a = new DocNode("a", List.of(), List.of(), List.of(
                new DocProperty("x", num(1), Pos.NONE, new Trivia(true, List.of("# first"), null)),
                new DocProperty("y", num(2), Pos.NONE, new Trivia(true, List.of(), "# y")), inner),
                List.of("# closing"), Pos.NONE, lead);
        DocNode empty = new DocNode("b", List.of(), List.of(), List.of(), List.of("# only closing"), Pos.NONE,
                new Trivia(true, List.of(), null));
        String text = DocWriter.write(new DocFile(List.of(a, empty), List.of("# the end")));
        assertThat(text).isEqualTo("""
                # about a
                // more
                a { # a trails
                  # first
                  x=1

                  y=2 # y

                  key t=0 {} # inner
                  # closing
                }

                b {
                  # only closing
                }
                # the end
                """);
        DocFile back = DocReader.read(text).file();
        assertThat(DocWriter.write(back)).isEqualTo(text);
    }

    @Test
    void writesOneEntryAsAFragment() {
        DocNode node = DocNode.of("custom", List.of(DocValue.Str.of("n")), List.of(),
                List.of(DocProperty.of("foo", DocValue.Arr.of(List.of(num(1), num(2))))))
                .withTrivia(new Trivia(true, List.of("# kept"), "# too"));
        assertThat(DocWriter.writeEntry(node)).isEqualTo("# kept\ncustom \"n\" { # too\n  foo=[1, 2]\n}");
        assertThat(DocWriter.writeEntry(DocProperty.of("foo", DocValue.Arr.of(List.of(num(1), num(2))))))
                .isEqualTo("foo=[1, 2]");
    }

    @Test
    void refusesPartsThatWouldNotReadBack() {
        assertThatThrownBy(() -> DocWriter.writeEntry(DocProperty.of("two words", num(1))))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> DocWriter.writeEntry(DocProperty.of("a//b", num(1))))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> DocWriter.writeValue(DocValue.Ident.of("true")))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> DocWriter.writeValue(new DocValue.Num("1.2.3", Pos.NONE)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> DocWriter.writeValue(new DocValue.Num("1e999", Pos.NONE)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> DocWriter.writeEntry(new DocProperty("a", num(1), Pos.NONE,
                new Trivia(false, List.of("no marker"), null)))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> DocWriter.writeEntry(new DocProperty("a", num(1), Pos.NONE,
                new Trivia(false, List.of(), "# two\nlines")))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> DocWriter.writeEntry(new DocNode("a", List.of(), List.of(), null,
                List.of("# c"), Pos.NONE, Trivia.NONE))).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void rewritesMessyTextCanonically() {
        String messy = "a   \"x\"\tk = 1 {b=[ 1 ,2, ];c{ }\r\n\r\n\r\n  d asset ( \"p\" ) # t   \n};e=2";
        String text = DocWriter.write(DocReader.read(messy).file());
        assertThat(text).isEqualTo("""
                a "x" k=1 {
                  b=[1, 2]
                  c {}

                  d asset("p") # t
                }
                e=2
                """);
    }
}
