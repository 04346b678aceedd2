package dev.reel.cli.docs;

import dev.reel.cli.ReelCommand;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPOutputStream;

/**
 * Writes the command line's documentation from picocli's model of {@code reel}: {@code markdown FILE} writes
 * {@code docs/cli.md}, {@code man DIR} one troff page per command ({@code reel.1}, {@code reel-check.1}, ...),
 * gzipped with {@code --gzip} as the Linux package installs them.
 */
public final class CliDocs {
    private CliDocs() {
    }

    /** {@code docs/cli.md} as the current commands describe themselves. */
    public static String markdown() {
        return Markdown.page(CommandDoc.all(ReelCommand.commandLine()));
    }

    /** Each man page's file name ({@code reel-play.1}) and text, the root command's first. */
    public static Map<String, String> manPages() {
        List<CommandDoc> docs = CommandDoc.all(ReelCommand.commandLine());
        Map<String, String> pages = new LinkedHashMap<>();
        for (CommandDoc doc : docs) {
            pages.put(doc.pageName() + ".1", ManPage.of(doc, docs));
        }
        return pages;
    }

    public static void main(String[] args) throws IOException {
        if (args.length >= 2 && args[0].equals("markdown")) {
            Files.writeString(Path.of(args[1]), markdown(), StandardCharsets.UTF_8);
            System.out.println("wrote " + args[1]);
        } else if (args.length >= 2 && args[0].equals("man")) {
            boolean gzip = args.length > 2 && args[2].equals("--gzip");
            Path folder = Files.createDirectories(Path.of(args[1]));
            for (Map.Entry<String, String> page : manPages().entrySet()) {
                byte[] bytes = page.getValue().getBytes(StandardCharsets.UTF_8);
                String name = page.getKey() + (gzip ? ".gz" : "");
                Files.write(folder.resolve(name), gzip ? gzip(bytes) : bytes);
            }
            System.out.println("wrote " + manPages().size() + " man pages into " + folder);
        } else {
            System.err.println("usage: CliDocs markdown FILE | CliDocs man DIR [--gzip]");
            System.exit(2);
        }
    }

    /** Gzip with no file name and a zero time stamp, so the same page always gives the same bytes. */
    private static byte[] gzip(byte[] bytes) {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        try (GZIPOutputStream stream = new GZIPOutputStream(buffer)) {
            stream.write(bytes);
        } catch (IOException impossible) {
            throw new UncheckedIOException(impossible);
        }
        return buffer.toByteArray();
    }
}
