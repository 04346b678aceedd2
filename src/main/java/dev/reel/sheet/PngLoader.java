package dev.reel.sheet;

import dev.reel.io.ProjectFolder;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;

import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.MemoryCacheImageInputStream;
import java.awt.image.BufferedImage;
import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Iterator;

/**
 * Loads PNG sheets into ARGB pixels without ever throwing: the header is checked against the limits before
 * any pixel memory exists, the chunk structure and CRCs are checked while streaming, and compressed ancillary
 * chunks are never inflated. Plain 8- and 16-bit images without a palette (what sheets are) are decoded row by
 * row as the checked data streams past ({@link PixelRows}); the others are decoded by ImageIO after the check.
 * Every failure is a PNG001 or PNG002 diagnostic naming the file.
 */
public final class PngLoader {
    private final PngLimits limits;

    public PngLoader() {
        this(PngLimits.DEFAULT);
    }

    public PngLoader(PngLimits limits) {
        this.limits = limits;
    }

    /** Loads the PNG at {@code path}; diagnostics name it as {@code path} is written. */
    public PngResult load(Path path) {
        return load(path, path.toString());
    }

    /** Loads the PNG at {@code path}; diagnostics name it as {@code file} (a project-relative path, say). */
    public PngResult load(Path path, String file) {
        Diagnostic irregular = irregular(path, file);
        if (irregular != null) {
            return PngResult.failed(irregular);
        }
        try (InputStream input = new BufferedInputStream(Files.newInputStream(path), 1 << 16)) {
            return load(input, file);
        } catch (NoSuchFileException missing) {
            return PngResult.failed(Diagnostic.of(Code.PNG001, file, 0, 0, nameOf(file) + " does not exist"));
        } catch (IOException | SecurityException unreadable) {
            return PngResult.failed(Diagnostic.of(Code.PNG001, file, 0, 0,
                    nameOf(file) + " cannot be read: " + unreadable.getMessage()));
        }
    }

    /** Loads a PNG from a stream (a built-in resource, say), which the caller closes. */
    public PngResult load(InputStream input, String file) {
        try {
            PngChunks chunks = new PngChunks(file, input);
            PngHeader header = chunks.header(limits);
            if (PixelRows.supports(header)) {
                return rows(chunks, header);
            }
            PngChunks.Scan scan = chunks.rest(header);
            return PngResult.of(decode(chunks, scan), scan.warning());
        } catch (PngProblem problem) {
            return PngResult.failed(problem.diagnostic());
        } catch (IOException unreadable) {
            return PngResult.failed(Diagnostic.of(Code.PNG001, file, 0, 0,
                    nameOf(file) + " cannot be read: " + unreadable.getMessage()));
        }
    }

    /** Reads only the signature and IHDR, for showing a sheet's size without decoding it. */
    public HeaderResult header(Path path, String file) {
        Diagnostic irregular = irregular(path, file);
        if (irregular != null) {
            return new HeaderResult(null, irregular);
        }
        try (InputStream input = Files.newInputStream(path)) {
            return new HeaderResult(new PngChunks(file, input).header(limits), null);
        } catch (PngProblem problem) {
            return new HeaderResult(null, problem.diagnostic());
        } catch (IOException | SecurityException unreadable) {
            return new HeaderResult(null, Diagnostic.of(Code.PNG001, file, 0, 0,
                    nameOf(file) + " cannot be read: " + unreadable.getMessage()));
        }
    }

    /**
     * Reads the signature, the IHDR and every chunk after it with all the checks loading makes (limits, CRCs,
     * chunk order, a whole zlib stream inflating to exactly the rows the header promises) but keeping nothing,
     * in a fixed 64 KiB window: {@code reel check} finds truncated, damaged and oversized sheets at the cost of
     * one read without holding an image. A PNG without IEND whose data is whole comes back with a PNG003 warning.
     */
    public HeaderResult verify(Path path, String file) {
        Diagnostic irregular = irregular(path, file);
        if (irregular != null) {
            return new HeaderResult(null, irregular);
        }
        try (InputStream input = new BufferedInputStream(Files.newInputStream(path), 1 << 16)) {
            PngChunks chunks = new PngChunks(file, input);
            PngHeader header = chunks.header(limits);
            Diagnostic warning = chunks.check(header);
            return new HeaderResult(header, null, warning);
        } catch (PngProblem problem) {
            return new HeaderResult(null, problem.diagnostic());
        } catch (NoSuchFileException missing) {
            return new HeaderResult(null, Diagnostic.of(Code.PNG001, file, 0, 0, nameOf(file) + " does not exist"));
        } catch (IOException | SecurityException unreadable) {
            return new HeaderResult(null, Diagnostic.of(Code.PNG001, file, 0, 0,
                    nameOf(file) + " cannot be read: " + unreadable.getMessage()));
        }
    }

    /**
     * A PNG's header or why it has none.
     *
     * @param header     null when reading failed
     * @param diagnostic null when reading succeeded
     * @param warning    what is odd about a PNG that reads anyway (PNG003), or null
     */
    public record HeaderResult(PngHeader header, Diagnostic diagnostic, Diagnostic warning) {
        public HeaderResult(PngHeader header, Diagnostic diagnostic) {
            this(header, diagnostic, null);
        }
    }

    /** IO001 when {@code path} exists but is no regular file (a FIFO, a device): it must not even be opened. */
    private static Diagnostic irregular(Path path, String file) {
        return ProjectFolder.notRegular(path, file);
    }

    /**
     * Decodes a plain 8- or 16-bit PNG without palette while its chunks are checked ({@link PixelRows}): the
     * image data is inflated once, by the check, with the same checks and the same diagnostics.
     */
    private static PngResult rows(PngChunks chunks, PngHeader header) throws PngProblem, IOException {
        try {
            PixelRows rows = new PixelRows(header);
            Diagnostic warning = chunks.check(header, rows);
            return PngResult.of(rows.image(), warning);
        } catch (OutOfMemoryError tooBig) {
            throw tooBig(chunks, header);
        }
    }

    private static PngProblem tooBig(PngChunks chunks, PngHeader header) {
        // The limits passed, but this JVM's heap is smaller than they assume: refuse rather than crash.
        return chunks.problem(Code.PNG002, chunks.name() + " is " + header.width() + " × " + header.height()
                + " pixels, more than this editor's memory can decode");
    }

    private static SheetImage decode(PngChunks chunks, PngChunks.Scan scan) throws PngProblem {
        PngHeader header = scan.header();
        Iterator<ImageReader> readers = ImageIO.getImageReadersByFormatName("png");
        if (!readers.hasNext()) {
            throw chunks.problem(Code.PNG001, "this Java runtime has no PNG decoder");
        }
        ImageReader reader = readers.next();
        String name = chunks.name();
        try (MemoryCacheImageInputStream stream =
                     new MemoryCacheImageInputStream(new ByteArrayInputStream(scan.decodable()))) {
            reader.setInput(stream, true, true);
            BufferedImage image = reader.read(0);
            if (image.getWidth() != header.width() || image.getHeight() != header.height()) {
                throw chunks.problem(Code.PNG001, name + " decoded to a size its header does not state");
            }
            return SheetImage.wrap(header.width(), header.height(), ArgbConversion.toArgb(image, scan));
        } catch (IOException | RuntimeException broken) {
            String reason = broken.getMessage() == null ? broken.getClass().getSimpleName() : broken.getMessage();
            throw chunks.problem(Code.PNG001, name + " has image data that cannot be decoded (" + reason + ")");
        } catch (OutOfMemoryError tooBig) {
            throw tooBig(chunks, header);
        } finally {
            reader.dispose();
        }
    }

    static String nameOf(String file) {
        int slash = Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\'));
        return file.isEmpty() ? "the PNG" : file.substring(slash + 1);
    }
}
