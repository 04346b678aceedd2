package dev.reel.doc;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Reads the document syntax into a {@link DocFile}, keeping positions and comments. Never throws for bad
 * input: every problem is a {@link SyntaxError}.
 *
 * <p>The lexical rules, in full (docs/formats.md sums them up):
 * <ul>
 *   <li>An identifier starts with an ASCII letter or {@code _} and goes on with ASCII letters, digits and
 *       {@code _ - . /}; it stops before {@code //}, which always starts a comment.</li>
 *   <li>A number is {@code [+-]digits[.digits][(e|E)[+-]digits]}, kept as its source text. A run such as
 *       {@code 1.2.3}, {@code 1e}, {@code --1}, {@code .5} or {@code 1x} is one bad number (DOC002), and so is
 *       a number too large to be a finite double; a tiny one that underflows to zero is accepted.</li>
 *   <li>{@code true} and {@code false} are booleans only where a value stands; a node or key may be named so.</li>
 *   <li>Line breaks are {@code \n}, {@code \r\n} and a lone {@code \r}. Space, tab and form feed are blanks.
 *       A byte order mark at the very start is skipped. Columns count UTF-16 chars (a tab is one).</li>
 *   <li>A string may not contain a raw line break; its escapes are {@code \" \\ \n \t} and
 *       <code>&#92;u{h}</code> with 1 to 6 hex digits naming a Unicode scalar value.</li>
 *   <li>Entries are separated by line breaks or {@code ;}; another entry may also follow a property's value
 *       or a node's closing <code>}</code> on the same line ({@code entry="Idle" ease=linear}). A node's arguments
 *       come before its properties.</li>
 * </ul>
 *
 * <p>Where comments go: whole-line comments above an entry lead it (its {@link Trivia#comments()}); a
 * comment ending the line of an entry, or the line of a node's opening <code>{</code>, is its trailing comment; when
 * a node has both (one after <code>{</code> and one after its <code>}</code>), the second leads the next entry. Comments
 * inside a multi-line array or call join the leading comments of the entry holding it, so none is lost.
 * Comments after the last entry of a block are its {@link DocNode#closingComments()}, after the last entry
 * of the file {@link DocFile#endComments()}. A blank line before the first entry of a block or file is not kept.
 *
 * <p>Reading stops at the first error, which is then the only one reported.
 */
public final class DocReader {
    /** Blocks, arrays and calls may nest this deep; deeper is DOC004. */
    public static final int MAX_DEPTH = 256;
    /** A string literal may hold this many characters; more is DOC005. */
    public static final int MAX_STRING_CHARS = 1 << 20;
    /** A file may hold this many bytes; more is DOC006. */
    public static final long MAX_FILE_BYTES = 64L << 20;

    private static final Pos START = new Pos(1, 1);

    private DocReader() {
    }

    /** Reads a whole file's text (refusing one whose UTF-8 form is over {@link #MAX_FILE_BYTES}). */
    public static ParseResult read(String text) {
        return read(text, null);
    }

    /** Reads a whole file's text, handing every node to {@code sink} as it is read (see {@link NodeSink}). */
    public static ParseResult read(String text, NodeSink sink) {
        long bytes = utf8Length(text);
        if (bytes > MAX_FILE_BYTES) {
            return tooLarge(bytes);
        }
        char[] chars = text.toCharArray();
        return parse(chars, chars.length, null, sink);
    }

    /** Reads a whole file's bytes as UTF-8 (refusing more than {@link #MAX_FILE_BYTES} before decoding). */
    public static ParseResult read(byte[] utf8) {
        return read(utf8, null);
    }

    /** Reads a whole file's bytes as UTF-8, handing every node to {@code sink} as it is read. */
    public static ParseResult read(byte[] utf8, NodeSink sink) {
        if (utf8.length > MAX_FILE_BYTES) {
            return tooLarge(utf8.length);
        }
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(utf8);
        // UTF-8 never decodes to more UTF-16 chars than it has bytes, so one buffer of that size is enough.
        CharBuffer out = CharBuffer.allocate(utf8.length);
        CoderResult result = decoder.decode(in, out, true);
        String cutShort = null;
        if (result.isError()) {
            // The text before the bad bytes is read as usual, so an earlier syntax error still comes first.
            cutShort = String.format("invalid UTF-8: byte 0x%02X does not start a valid character",
                    utf8[in.position()] & 0xFF);
        } else {
            decoder.flush(out);
        }
        return parse(out.array(), out.position(), cutShort, sink);
    }

    /**
     * Reads entries written by {@link DocWriter#writeEntry(Entry)} (or any other text of entries at the top
     * level) back: they are the file's {@link DocFile#entries()}, with positions counted in {@code fragment}.
     */
    public static ParseResult readEntries(String fragment) {
        return read(fragment);
    }

    private static ParseResult parse(char[] chars, int limit, String cutShort, NodeSink sink) {
        try {
            return new ParseResult(new Parser(new Lexer(chars, limit, cutShort), sink).file(), List.of());
        } catch (ReadFailure failure) {
            return new ParseResult(null, List.of(failure.error()));
        }
    }

    private static ParseResult tooLarge(long bytes) {
        return new ParseResult(null, List.of(new SyntaxError(SyntaxError.Kind.FILE_TOO_LARGE, START,
                "file of " + bytes + " bytes is over the limit of " + MAX_FILE_BYTES + " bytes (64 MiB)")));
    }

    /** The UTF-8 size of {@code text}, counted only when its char count alone cannot settle the limit. */
    private static long utf8Length(String text) {
        int length = text.length();
        if ((long) length * 3 <= MAX_FILE_BYTES) {
            return length;
        }
        long bytes = 0;
        for (int i = 0; i < length; i++) {
            char c = text.charAt(i);
            if (c < 0x80) {
                bytes++;
            } else if (c < 0x800) {
                bytes += 2;
            } else if (Character.isHighSurrogate(c) && i + 1 < length && Character.isLowSurrogate(text.charAt(i + 1))) {
                bytes += 4;
                i++;
            } else {
                bytes += 3;
            }
        }
        return bytes;
    }
}
