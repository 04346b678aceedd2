package dev.reel.doc;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class DocReaderTest {

    static DocFile read(String text) {
        ParseResult result = DocReader.read(text);
        assertThat(result.errors()).as("errors reading %s", text).isEmpty();
        assertThat(result.ok()).isTrue();
        return result.file();
    }

    static DocNode node(Entry entry) {
        assertThat(entry).isInstanceOf(DocNode.class);
        return (DocNode) entry;
    }

    static DocProperty property(Entry entry) {
        assertThat(entry).isInstanceOf(DocProperty.class);
        return (DocProperty) entry;
    }

    @Test
    void readsANodeWithArgumentsPropertiesAndBlock() {
        DocFile file = read("""
                anim version=1 length=1.5 loop=pingPong {
                  track "Arm/Hand" prop="transform.rotation" kind=float32 {
                    key t=0 v=-1.5 interp=linear {}
                  }
                  speed=2
                }
                """);
        assertThat(file.entries()).hasSize(1);
        DocNode anim = node(file.entries().get(0));
        assertThat(anim.name()).isEqualTo("anim");
        assertThat(anim.args()).isEmpty();
        assertThat(anim.props()).extracting(DocProperty::key).containsExactly("version", "length", "loop");
        assertThat(anim.props().get(1).value()).isEqualTo(new DocValue.Num("1.5", new Pos(1, 23)));
        assertThat(anim.props().get(2).value()).isEqualTo(new DocValue.Ident("pingPong", new Pos(1, 32)));
        assertThat(anim.block()).hasSize(2);

        DocNode track = node(anim.block().get(0));
        assertThat(track.pos()).isEqualTo(new Pos(2, 3));
        assertThat(track.args()).containsExactly(new DocValue.Str("Arm/Hand", new Pos(2, 9)));
        assertThat(track.props().get(0).pos()).isEqualTo(new Pos(2, 20));
        DocNode key = node(track.block().get(0));
        assertThat(key.pos()).isEqualTo(new Pos(3, 5));
        assertThat(key.block()).isEmpty();
        assertThat(key.props().get(1).value()).isEqualTo(new DocValue.Num("-1.5", new Pos(3, 15)));
        assertThat(((DocValue.Num) key.props().get(1).value()).value()).isEqualTo(-1.5);

        DocProperty speed = property(anim.block().get(1));
        assertThat(speed.key()).isEqualTo("speed");
        assertThat(speed.pos()).isEqualTo(new Pos(5, 3));
        assertThat(speed.value()).isEqualTo(new DocValue.Num("2", new Pos(5, 9)));
    }

    @Test
    void aNodeWithoutBracesHasNoBlock() {
        DocNode node = node(read("label \"a\" b 3\n").entries().get(0));
        assertThat(node.block()).isNull();
        assertThat(node.args()).containsExactly(new DocValue.Str("a", new Pos(1, 7)),
                new DocValue.Ident("b", new Pos(1, 11)), new DocValue.Num("3", new Pos(1, 13)));
    }

    @Test
    void readsEveryKindOfValue() {
        DocFile file = read("v a=0 b=-1.5 c=1e-3 d=+2 e=2.5E+10 f=\"x\" g=true h=false i=loop j=[1, [2, 3], ] "
                + "k=asset(\"anim/run.aeanim\") l=[] m=f(1, x, \"y\",) n=child-node.x/y\n");
        DocNode node = node(file.entries().get(0));
        List<DocValue> values = node.props().stream().map(DocProperty::value).toList();
        assertThat(values.get(0)).isEqualTo(new DocValue.Num("0", new Pos(1, 5)));
        assertThat(values.get(2)).isInstanceOf(DocValue.Num.class);
        assertThat(((DocValue.Num) values.get(2)).value()).isEqualTo(0.001);
        assertThat(((DocValue.Num) values.get(3)).text()).isEqualTo("+2");
        assertThat(((DocValue.Num) values.get(4)).value()).isEqualTo(2.5e10);
        assertThat(values.get(5)).isEqualTo(new DocValue.Str("x", new Pos(1, 38)));
        assertThat(values.get(6)).isEqualTo(new DocValue.Bool(true, new Pos(1, 44)));
        assertThat(values.get(7)).isEqualTo(new DocValue.Bool(false, new Pos(1, 51)));
        assertThat(values.get(8)).isEqualTo(new DocValue.Ident("loop", new Pos(1, 59)));
        DocValue.Arr array = (DocValue.Arr) values.get(9);
        assertThat(array.pos()).isEqualTo(new Pos(1, 66));
        assertThat(array.items()).hasSize(2);
        assertThat(array.items().get(1)).isEqualTo(new DocValue.Arr(List.of(new DocValue.Num("2", new Pos(1, 71)),
                new DocValue.Num("3", new Pos(1, 74))), new Pos(1, 70)));
        DocValue.Call asset = (DocValue.Call) values.get(10);
        assertThat(asset.name()).isEqualTo("asset");
        assertThat(asset.pos()).isEqualTo(new Pos(1, 82));
        assertThat(asset.args()).containsExactly(new DocValue.Str("anim/run.aeanim", new Pos(1, 88)));
        assertThat(values.get(11)).isEqualTo(new DocValue.Arr(List.of(), new Pos(1, 109)));
        DocValue.Call call = (DocValue.Call) values.get(12);
        assertThat(call.args()).hasSize(3);
        assertThat(values.get(13)).isEqualTo(new DocValue.Ident("child-node.x/y", new Pos(1, 130)));
    }

    @Test
    void arraysAndCallsMaySpanLines() {
        DocProperty sprites = property(read("""
                sprites=[
                  asset("a.png"),
                  asset(
                    "b.png"
                  ),
                ]
                next=1
                """).entries().get(0));
        DocValue.Arr array = (DocValue.Arr) sprites.value();
        assertThat(array.items()).hasSize(2);
        assertThat(array.items().get(1).pos()).isEqualTo(new Pos(3, 3));
        assertThat(((DocValue.Call) array.items().get(1)).args().get(0).pos()).isEqualTo(new Pos(4, 5));
    }

    @Test
    void semicolonsAndSameLinePropertiesSeparateEntries() {
        DocFile file = read("a=1; b=2;c {}; d e=[1]\nentry=\"Idle\"  entryPos=[1, 2]  ease=inOutQuad\n;;\n");
        assertThat(file.entries()).extracting(DocWriterTest::nameOf)
                .containsExactly("a", "b", "c", "d", "entry", "entryPos", "ease");
        assertThat(node(file.entries().get(3)).props()).hasSize(1);
        assertThat(file.entries().get(5).pos()).isEqualTo(new Pos(2, 15));
    }

    @Test
    void whitespaceAroundEqualsAndBeforeParenthesesIsInsignificant() {
        DocNode node = node(read("n  k = 1\tm\t=\tasset ( \"x\" ) {\n}\n").entries().get(0));
        assertThat(node.props()).extracting(DocProperty::key).containsExactly("k", "m");
        assertThat(node.props().get(1).value()).isInstanceOf(DocValue.Call.class);
    }

    @Test
    void trueAndFalseAreNamesWhereNoValueStands() {
        DocFile file = read("true false=1 { true=false }\n");
        DocNode node = node(file.entries().get(0));
        assertThat(node.name()).isEqualTo("true");
        assertThat(node.props().get(0).key()).isEqualTo("false");
        assertThat(property(node.block().get(0)).value()).isEqualTo(new DocValue.Bool(false, new Pos(1, 21)));
    }

    @Test
    void unescapesStrings() {
        DocProperty s = property(read("s=\"q\\\" b\\\\ n\\n t\\t e\\u{e9} smile\\u{1F600} nul\\u{0}\"\n").entries().get(0));
        assertThat(((DocValue.Str) s.value()).value()).isEqualTo("q\" b\\ n\n t\t eé smile\uD83D\uDE00 nul\0");
        DocProperty raw = property(read("s=\"tab\there ünï 😀\"").entries().get(0));
        assertThat(((DocValue.Str) raw.value()).value()).isEqualTo("tab\there ünï 😀");
    }

    @Test
    void acceptsCarriageReturnLineFeedAndCountsColumnsInChars() {
        DocFile file = read("a {\r\n\tb=1\r\n  c \"é\" d=2\r\n}\r\n");
        DocNode a = node(file.entries().get(0));
        assertThat(a.block().get(0).pos()).isEqualTo(new Pos(2, 2));
        DocNode c = node(a.block().get(1));
        assertThat(c.pos()).isEqualTo(new Pos(3, 3));
        assertThat(c.props().get(0).pos()).isEqualTo(new Pos(3, 9));
    }

    @Test
    void skipsAByteOrderMark() {
        ParseResult result = DocReader.read("\uFEFFa=1\n".getBytes(StandardCharsets.UTF_8));
        assertThat(result.ok()).isTrue();
        assertThat(result.file().entries().get(0).pos()).isEqualTo(new Pos(1, 1));
    }

    @Test
    void readsAnEmptyFileAndAFileOfComments() {
        assertThat(read("").entries()).isEmpty();
        assertThat(read("\n\n  \n").entries()).isEmpty();
        DocFile comments = read("# one\n\n// two   \n");
        assertThat(comments.entries()).isEmpty();
        assertThat(comments.endComments()).containsExactly("# one", "// two");
    }

    @Test
    void keepsCommentsInEveryPlace() {
        DocFile file = read("""
                # file header
                // second line

                anim version=1 { # after the brace
                  # above track
                  track "a" { } # trailing track
                  k=1 // trailing k

                  # above m
                  m=[1, # inside array
                     2] # after array
                  # closing of anim
                } # after the closing brace
                # end of file
                """);
        DocNode anim = node(file.entries().get(0));
        assertThat(anim.trivia()).isEqualTo(new Trivia(false, List.of("# file header", "// second line"),
                "# after the brace"));
        DocNode track = node(anim.block().get(0));
        assertThat(track.trivia()).isEqualTo(new Trivia(false, List.of("# above track"), "# trailing track"));
        assertThat(anim.block().get(1).trivia()).isEqualTo(new Trivia(false, List.of(), "// trailing k"));
        assertThat(anim.block().get(2).trivia()).isEqualTo(new Trivia(true, List.of("# above m", "# inside array"),
                "# after array"));
        assertThat(anim.closingComments()).containsExactly("# closing of anim");
        // The brace line already gave anim its trailing comment, so the one after `}` leads what follows.
        assertThat(file.endComments()).containsExactly("# after the closing brace", "# end of file");
    }

    @Test
    void aSecondTrailingCommentOfANodeLeadsTheNextEntry() {
        DocFile file = read("a { # open\n  x=1\n} # close\n\nb=2\n");
        assertThat(file.entries().get(0).trivia().trailing()).isEqualTo("# open");
        assertThat(file.entries().get(1).trivia()).isEqualTo(new Trivia(true, List.of("# close"), null));
    }

    @Test
    void aCommentAfterASingleLineBlockTrailsTheNode() {
        DocNode node = node(read("a { x=1 } # note\n").entries().get(0));
        assertThat(node.trivia().trailing()).isEqualTo("# note");
        assertThat(node.block().get(0).trivia().trailing()).isNull();
    }

    @Test
    void commentsAfterSemicolonsTrailTheLastEntryOfTheLine() {
        DocFile file = read("a=1; b=2; # note\nc=3;\n");
        assertThat(file.entries().get(0).trivia().trailing()).isNull();
        assertThat(file.entries().get(1).trivia().trailing()).isEqualTo("# note");
    }

    @Test
    void keepsBlankLinesBetweenEntriesOnly() {
        DocFile file = read("\n\na {\n\n  b=1\n\n\n  # c\n  c=2\n  d=3\n}\n\n# e\n\ne=1\n");
        DocNode a = node(file.entries().get(0));
        assertThat(a.trivia().blankBefore()).isFalse();
        assertThat(a.block()).extracting(entry -> entry.trivia().blankBefore()).containsExactly(false, true, false);
        assertThat(file.entries().get(1).trivia()).isEqualTo(new Trivia(true, List.of("# e"), null));
    }

    @Test
    void aLineHoldingOnlyASemicolonIsNotBlank() {
        DocFile file = read("a=1\n;\nb=2\n");
        assertThat(file.entries().get(1).trivia().blankBefore()).isFalse();
    }

    @Test
    void aHugeNumberWithinRangeIsKeptAsText() {
        String digits = "1" + "0".repeat(300);
        DocProperty p = property(read("n=" + digits + ".5e-10\n").entries().get(0));
        assertThat(((DocValue.Num) p.value()).text()).isEqualTo(digits + ".5e-10");
        assertThat(((DocValue.Num) p.value()).value()).isEqualTo(1e290);
    }

    @Test
    void identifiersStopBeforeADoubleSlashComment() {
        DocProperty p = property(read("a=b/c//comment\n").entries().get(0));
        assertThat(p.value()).isEqualTo(new DocValue.Ident("b/c", new Pos(1, 3)));
        assertThat(p.trivia().trailing()).isEqualTo("//comment");
    }

    @Test
    void readEntriesReadsBackAFragment() {
        DocProperty entry = DocProperty.of("foo", DocValue.Arr.of(List.of(DocValue.Num.of(1), DocValue.Num.of(2))));
        String text = DocWriter.writeEntry(entry);
        assertThat(text).isEqualTo("foo=[1, 2]");
        ParseResult result = DocReader.readEntries(text);
        assertThat(Trees.withoutPositions(result.file().entries().get(0))).isEqualTo(entry);
    }
}
