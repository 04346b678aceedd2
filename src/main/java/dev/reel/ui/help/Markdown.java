package dev.reel.ui.help;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The part of Markdown the tutorial uses, read into blocks: ATX headings ({@code #} to {@code ####}),
 * paragraphs (lines joined until a blank line), bulleted and numbered lists (one block per item; an indented
 * line continues the item), fenced code blocks, images on a line of their own ({@code ![alt](path)}) and
 * {@code >} notes. Inline text keeps its {@code `code`}, {@code **bold**}, {@code *italic*} and {@code [link](target)} marks for
 * {@link #spans}. Anything else is shown as a paragraph, so nothing the reader does not know is lost.
 */
public final class Markdown {
    /** One block of the document. */
    public sealed interface Block permits Heading, Paragraph, Item, Code, Image, Note {
    }

    /** A heading, level 1 to 6. */
    public record Heading(int level, String text) implements Block {
    }

    /** A paragraph of inline text. */
    public record Paragraph(String text) implements Block {
    }

    /** A list item: its marker ("•", or "3." for a numbered one) and its inline text. */
    public record Item(String marker, String text) implements Block {
    }

    /** A fenced code block, its lines as written. */
    public record Code(String text) implements Block {
    }

    /** An image on a line of its own; {@code path} is relative to the document. */
    public record Image(String alt, String path) implements Block {
    }

    /** A {@code >} note. */
    public record Note(String text) implements Block {
    }

    /** A run of inline text and how it is marked. */
    public record Span(String text, Style style) {
    }

    /** How a span is shown. */
    public enum Style { PLAIN, CODE, BOLD, LINK, ITALIC }

    private static final Pattern HEADING = Pattern.compile("^(#{1,6})\\s+(.*?)\\s*#*\\s*$");
    private static final Pattern IMAGE = Pattern.compile("^!\\[([^\\]]*)]\\(([^)\\s]+)(?:\\s+\"[^\"]*\")?\\)\\s*$");
    private static final Pattern BULLET = Pattern.compile("^\\s{0,3}[-*+]\\s+(.*)$");
    private static final Pattern NUMBERED = Pattern.compile("^\\s{0,3}(\\d{1,3})[.)]\\s+(.*)$");
    private static final Pattern INLINE = Pattern.compile(
            "`([^`]+)`|\\*\\*(.+?)\\*\\*|\\[([^\\]]+)]\\(([^)]+)\\)|\\*([^*\\s][^*]*?)\\*");

    private Markdown() {
    }

    /** The blocks of {@code source}, in order. */
    public static List<Block> parse(String source) {
        List<Block> blocks = new ArrayList<>();
        String[] lines = source.replace("\r\n", "\n").split("\n", -1);
        StringBuilder text = null;
        String marker = null;
        boolean note = false;
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            Matcher m;
            boolean continuation = text != null && !line.isBlank() && !startsBlock(line)
                    && (marker == null || line.startsWith("  ")) && (!note || line.startsWith(">"));
            if (continuation) {
                text.append(' ').append((note ? line.substring(1) : line).strip());
                continue;
            }
            if (text != null) {
                blocks.add(note ? new Note(text.toString()) : marker == null ? new Paragraph(text.toString())
                        : new Item(marker, text.toString()));
                text = null;
                marker = null;
                note = false;
            }
            if (line.isBlank()) {
                continue;
            }
            if (line.strip().startsWith("```")) {
                StringBuilder code = new StringBuilder();
                while (++i < lines.length && !lines[i].strip().startsWith("```")) {
                    code.append(code.isEmpty() ? "" : "\n").append(lines[i]);
                }
                blocks.add(new Code(code.toString()));
            } else if ((m = HEADING.matcher(line)).matches()) {
                blocks.add(new Heading(m.group(1).length(), m.group(2)));
            } else if ((m = IMAGE.matcher(line.strip())).matches()) {
                blocks.add(new Image(m.group(1), m.group(2)));
            } else if ((m = NUMBERED.matcher(line)).matches()) {
                marker = m.group(1) + ".";
                text = new StringBuilder(m.group(2).strip());
            } else if ((m = BULLET.matcher(line)).matches()) {
                marker = "•";
                text = new StringBuilder(m.group(1).strip());
            } else if (line.startsWith(">")) {
                note = true;
                text = new StringBuilder(line.substring(1).strip());
            } else {
                text = new StringBuilder(line.strip());
            }
        }
        if (text != null) {
            blocks.add(note ? new Note(text.toString()) : marker == null ? new Paragraph(text.toString())
                    : new Item(marker, text.toString()));
        }
        return blocks;
    }

    private static boolean startsBlock(String line) {
        return HEADING.matcher(line).matches() || IMAGE.matcher(line.strip()).matches()
                || BULLET.matcher(line).matches() || NUMBERED.matcher(line).matches()
                || line.strip().startsWith("```");
    }

    /** The inline runs of {@code text}: code, bold, italic and link text marked, the marks themselves removed. */
    public static List<Span> spans(String text) {
        List<Span> spans = new ArrayList<>();
        Matcher m = INLINE.matcher(text);
        int at = 0;
        while (m.find()) {
            if (m.start() > at) {
                spans.add(new Span(text.substring(at, m.start()), Style.PLAIN));
            }
            if (m.group(1) != null) {
                spans.add(new Span(m.group(1), Style.CODE));
            } else if (m.group(2) != null) {
                spans.add(new Span(m.group(2), Style.BOLD));
            } else if (m.group(3) != null) {
                spans.add(new Span(m.group(3), Style.LINK));
            } else {
                spans.add(new Span(m.group(5), Style.ITALIC));
            }
            at = m.end();
        }
        if (at < text.length()) {
            spans.add(new Span(text.substring(at), Style.PLAIN));
        }
        return spans;
    }
}
