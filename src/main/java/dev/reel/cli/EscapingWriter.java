package dev.reel.cli;

import dev.reel.model.TerminalText;

import java.io.FilterWriter;
import java.io.IOException;
import java.io.Writer;

/**
 * What every subcommand's text output passes through: control characters other than line breaks are escaped
 * by {@link TerminalText}, so a NUL or an escape sequence in a file or cell name reaches the terminal as
 * {@code \u0000}, never raw. JSON output is unchanged by it, as JSON has escaped them already.
 */
final class EscapingWriter extends FilterWriter {
    EscapingWriter(Writer out) {
        super(out);
    }

    @Override
    public void write(int c) throws IOException {
        write(String.valueOf((char) c), 0, 1);
    }

    @Override
    public void write(char[] buffer, int offset, int length) throws IOException {
        write(new String(buffer, offset, length), 0, length);
    }

    @Override
    public void write(String text, int offset, int length) throws IOException {
        String part = text.substring(offset, offset + length);
        if (TerminalText.isPlain(part, true)) {
            out.write(part);
            return;
        }
        StringBuilder escaped = new StringBuilder(length + 8);
        TerminalText.append(escaped, part, true);
        out.write(escaped.toString());
    }
}
