package dev.reel.doc;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class DocReaderErrorTest {

    private static SyntaxError errorOf(ParseResult result) {
        assertThat(result.file()).isNull();
        assertThat(result.ok()).isFalse();
        assertThat(result.errors()).hasSize(1);
        return result.errors().get(0);
    }

    private static SyntaxError errorOf(String text) {
        return errorOf(DocReader.read(text));
    }

    private static void assertError(String text, SyntaxError.Kind kind, int line, int column, String message) {
        SyntaxError error = errorOf(text);
        assertThat(error.kind()).as("kind for %s", text).isEqualTo(kind);
        assertThat(error.pos()).as("position for %s (%s)", text, error.message()).isEqualTo(new Pos(line, column));
        assertThat(error.message()).contains(message);
    }

    @Test
    void unterminatedStringIsDoc001AtItsOpeningQuote() {
        assertError("a=1\nb=\"abc\nc=2\n", SyntaxError.Kind.UNTERMINATED_STRING, 2, 3,
                "unterminated string: no closing quote before the end of the line");
        assertError("x \"abc\\\"", SyntaxError.Kind.UNTERMINATED_STRING, 1, 3, "end of the file");
        assertError("x \"abc\\\r\n\"", SyntaxError.Kind.UNTERMINATED_STRING, 1, 3, "end of the line");
        assertThat(SyntaxError.Kind.UNTERMINATED_STRING.code()).isEqualTo("DOC001");
    }

    @Test
    void badNumberIsDoc002AtItsStart() {
        assertError("key t=1.2.3 {}", SyntaxError.Kind.BAD_NUMBER, 1, 7, "bad number `1.2.3`");
        assertError("a {\n  v=1e\n}", SyntaxError.Kind.BAD_NUMBER, 2, 5, "`1e`");
        assertError("v=--1", SyntaxError.Kind.BAD_NUMBER, 1, 3, "`--1`");
        assertError("v=[1, .5]", SyntaxError.Kind.BAD_NUMBER, 1, 7, "`.5`");
        assertError("v=5.", SyntaxError.Kind.BAD_NUMBER, 1, 3, "`5.`");
        assertError("v=12px", SyntaxError.Kind.BAD_NUMBER, 1, 3, "`12px`");
        assertError("v=- 1", SyntaxError.Kind.BAD_NUMBER, 1, 3, "`-`");
        assertError("v=1e999", SyntaxError.Kind.BAD_NUMBER, 1, 3, "too large");
        assertThat(SyntaxError.Kind.BAD_NUMBER.code()).isEqualTo("DOC002");
    }

    @Test
    void aTwoThousandDigitIntegerIsTooLargeButATwoThousandDigitFractionReads() {
        assertError("n=9" + "9".repeat(1999) + "\n", SyntaxError.Kind.BAD_NUMBER, 1, 3, "too large");
        ParseResult fraction = DocReader.read("n=0." + "3".repeat(2000) + "\n");
        assertThat(fraction.ok()).isTrue();
        assertThat(((DocValue.Num) ((DocProperty) fraction.file().entries().get(0)).value()).value())
                .isEqualTo(1.0 / 3);
    }

    @Test
    void unbalancedBracesAreDoc003() {
        assertError("a=1\n}\n", SyntaxError.Kind.UNBALANCED, 2, 1, "`}` with no open block");
        assertError("a {\n  b {\n    c=1\n  }\n", SyntaxError.Kind.UNBALANCED, 1, 3,
                "the `{` at 1:3 is never closed");
        assertError("a {\n  b {\n", SyntaxError.Kind.UNBALANCED, 2, 5, "the `{` at 2:5 is never closed");
        assertError("v=[1,\n  2\n", SyntaxError.Kind.UNBALANCED, 1, 3, "the `[` at 1:3 is never closed");
        assertError("v=[1, 2)\n", SyntaxError.Kind.UNBALANCED, 1, 8, "expected `]` to close the `[` at 1:3");
        assertError("a { v=f(1 }", SyntaxError.Kind.UNBALANCED, 1, 11, "expected `)` to close the `(` at 1:8");
        assertError("a 1 ]", SyntaxError.Kind.UNBALANCED, 1, 5, "`]` with no open `[`");
        assertError("v=)", SyntaxError.Kind.UNBALANCED, 1, 3, "`)` with no open `(`");
        assertThat(SyntaxError.Kind.UNBALANCED.code()).isEqualTo("DOC003");
    }

    @Test
    void nestingDeeperThanTheLimitIsDoc004() {
        int limit = DocReader.MAX_DEPTH;
        assertThat(DocReader.read("v=" + "[".repeat(limit) + "]".repeat(limit)).ok()).isTrue();
        assertError("v=" + "[".repeat(limit + 1) + "]".repeat(limit + 1), SyntaxError.Kind.TOO_DEEP, 1, 3 + limit,
                "deeper than 256");
        assertThat(DocReader.read("a{".repeat(limit) + "}".repeat(limit)).ok()).isTrue();
        assertError("a{".repeat(limit + 1), SyntaxError.Kind.TOO_DEEP, 1, 2 * limit + 2, "deeper");
        // Blocks, arrays and calls share one budget.
        assertError("a{".repeat(limit - 1) + "v=f([1])", SyntaxError.Kind.TOO_DEEP, 1, 2 * (limit - 1) + 5,
                "deeper");
        assertThat(SyntaxError.Kind.TOO_DEEP.code()).isEqualTo("DOC004");
    }

    @Test
    void hostileNestingAHundredThousandDeepFailsCleanly() {
        int deep = 100_000;
        assertThat(errorOf("a{".repeat(deep) + "}".repeat(deep)).kind()).isEqualTo(SyntaxError.Kind.TOO_DEEP);
        assertThat(errorOf("v=" + "[".repeat(deep)).kind()).isEqualTo(SyntaxError.Kind.TOO_DEEP);
        assertThat(errorOf("v=" + "f(".repeat(deep)).kind()).isEqualTo(SyntaxError.Kind.TOO_DEEP);
        assertThat(errorOf("v=" + "[\n".repeat(deep)).kind()).isEqualTo(SyntaxError.Kind.TOO_DEEP);
    }

    @Test
    void aStringOverTheLimitIsDoc005AtItsStart() {
        int limit = DocReader.MAX_STRING_CHARS;
        assertThat(DocReader.read("s=\"" + "x".repeat(limit) + "\"").ok()).isTrue();
        assertError("a=1\ns=\"" + "x".repeat(limit + 1) + "\"", SyntaxError.Kind.STRING_TOO_LONG, 2, 3,
                "longer than 1048576");
        // Escapes count as the characters they stand for.
        assertError("s=\"" + "\\n".repeat(limit / 2 + 1) + "x".repeat(limit / 2) + "\"",
                SyntaxError.Kind.STRING_TOO_LONG, 1, 3, "longer");
        assertThat(SyntaxError.Kind.STRING_TOO_LONG.code()).isEqualTo("DOC005");
    }

    @Test
    void aThirtyMegabyteStringIsDoc005() {
        byte[] bytes = new byte[30 << 20];
        Arrays.fill(bytes, (byte) 'x');
        byte[] head = "s=\"".getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(head, 0, bytes, 0, head.length);
        bytes[bytes.length - 1] = '"';
        SyntaxError error = errorOf(DocReader.read(bytes));
        assertThat(error.kind()).isEqualTo(SyntaxError.Kind.STRING_TOO_LONG);
        assertThat(error.pos()).isEqualTo(new Pos(1, 3));
    }

    @Test
    void aFileOverSixtyFourMebibytesIsDoc006() {
        SyntaxError error = errorOf(DocReader.read(new byte[(65 << 20)]));
        assertThat(error.kind()).isEqualTo(SyntaxError.Kind.FILE_TOO_LARGE);
        assertThat(error.pos()).isEqualTo(new Pos(1, 1));
        assertThat(error.message()).contains("68157440 bytes");
        assertThat(DocReader.read(new byte[(int) DocReader.MAX_FILE_BYTES + 1]).errors().get(0).kind())
                .isEqualTo(SyntaxError.Kind.FILE_TOO_LARGE);
        String text = "é".repeat((int) (DocReader.MAX_FILE_BYTES / 2) + 1);
        assertThat(errorOf(text).kind()).isEqualTo(SyntaxError.Kind.FILE_TOO_LARGE);
        assertThat(SyntaxError.Kind.FILE_TOO_LARGE.code()).isEqualTo("DOC006");
    }

    @Test
    void anythingElseUnexpectedIsDoc007() {
        assertError("a=\n", SyntaxError.Kind.UNEXPECTED, 1, 3, "expected a value after `a=`, found end of line");
        assertError("a @", SyntaxError.Kind.UNEXPECTED, 1, 3, "unexpected character `@`");
        assertError("a \u0007", SyntaxError.Kind.UNEXPECTED, 1, 3, "U+0007");
        assertError("a\n{\n}", SyntaxError.Kind.UNEXPECTED, 2, 1, "must be on the line of its node");
        assertError("a=1 2", SyntaxError.Kind.UNEXPECTED, 1, 5, "unexpected number `2` after `a`");
        assertError("a k=1 \"x\"", SyntaxError.Kind.UNEXPECTED, 1, 7, "arguments come before properties");
        assertError("a , b", SyntaxError.Kind.UNEXPECTED, 1, 3, "in the header of `a`");
        assertError("v=[1 2]", SyntaxError.Kind.UNEXPECTED, 1, 6, "expected `,` or `]` in the array, found number `2`");
        assertError("v=[,]", SyntaxError.Kind.UNEXPECTED, 1, 4, "expected a value in the array, found `,`");
        assertError("v=[1;2]", SyntaxError.Kind.UNEXPECTED, 1, 5, "found `;`");
        assertError("\"x\" a", SyntaxError.Kind.UNEXPECTED, 1, 1, "expected a node or a property, found string \"x\"");
        assertError("a / b", SyntaxError.Kind.UNEXPECTED, 1, 3, "`/`");
        assertThat(SyntaxError.Kind.UNEXPECTED.code()).isEqualTo("DOC007");
    }

    @Test
    void invalidUtf8IsDoc007AtItsPosition() {
        byte[] bytes = "a=1\nb=\"x\u00e9?\"\n".getBytes(StandardCharsets.UTF_8);
        bytes[bytes.length - 3] = (byte) 0xFF;
        SyntaxError error = errorOf(DocReader.read(bytes));
        assertThat(error.kind()).isEqualTo(SyntaxError.Kind.UNEXPECTED);
        assertThat(error.pos()).isEqualTo(new Pos(2, 6));
        assertThat(error.message()).contains("invalid UTF-8").contains("0xFF");
        // A truncated sequence at the very end, and a syntax error that comes first in the text.
        byte[] cut = {'a', '=', '1', (byte) 0xC3};
        assertThat(errorOf(DocReader.read(cut)).pos()).isEqualTo(new Pos(1, 4));
        byte[] earlier = {'}', '\n', (byte) 0xC3};
        assertThat(errorOf(DocReader.read(earlier)).kind()).isEqualTo(SyntaxError.Kind.UNBALANCED);
    }

    @Test
    void aBadEscapeIsDoc008AtItsBackslash() {
        assertError("s=\"a\\qb\"", SyntaxError.Kind.BAD_ESCAPE, 1, 5, "bad escape `\\q`");
        assertError("s=\"\\u{110000}\"", SyntaxError.Kind.BAD_ESCAPE, 1, 4, "not a valid character");
        assertError("s=\"\\u{d800}\"", SyntaxError.Kind.BAD_ESCAPE, 1, 4, "not a valid character");
        assertError("s=\"\\u{}\"", SyntaxError.Kind.BAD_ESCAPE, 1, 4, "1 to 6 hex digits");
        assertError("s=\"\\u{1234567}\"", SyntaxError.Kind.BAD_ESCAPE, 1, 4, "1 to 6 hex digits");
        assertError("s=\"\\u41\"", SyntaxError.Kind.BAD_ESCAPE, 1, 4, "1 to 6 hex digits");
        assertError("s=\"ok\"\nt=\"\\r\"", SyntaxError.Kind.BAD_ESCAPE, 2, 4, "`\\r`");
        assertThat(SyntaxError.Kind.BAD_ESCAPE.code()).isEqualTo("DOC008");
    }
}
