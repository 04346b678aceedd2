package dev.reel.interop;

import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.Rect;

import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;

/** Checks shared by the atlas readers: frames must lie on their image, and cell names must be usable. */
final class AtlasPages {
    private AtlasPages() {
    }

    /** ATL002 for each frame of {@code page} that reaches past its PNG (read from the header only). */
    static void checkInside(AtlasPage page, Path png, String file, List<Diagnostic> problems) {
        int[] size = size(png);
        if (size == null) {
            problems.add(Diagnostic.of(Code.PNG001, png.getFileName().toString(), 0, 0, "its size cannot be read"));
            return;
        }
        for (FrameSet.FrameCell frame : page.frames().frames()) {
            Rect rect = frame.rect();
            if (rect.x() < 0 || rect.y() < 0 || rect.width() <= 0 || rect.height() <= 0
                    || (long) rect.x() + rect.width() > size[0] || (long) rect.y() + rect.height() > size[1]) {
                problems.add(Diagnostic.of(Code.ATL002, file, page.line(), 0, "frame \"" + frame.name() + "\" at ["
                        + rect.x() + ", " + rect.y() + ", " + rect.width() + ", " + rect.height() + "] is not inside "
                        + page.image() + " (" + size[0] + " × " + size[1] + ")"));
                return;
            }
        }
    }

    /**
     * The PNG {@code page} names, found from the data file's {@code folder}: the path as written when it leads to a
     * file; else, like Phaser's and PixiJS's loaders, the image's file name (what follows its last {@code /} or
     * {@code \}) beside the data, with an ATL003 warning, so data written on another machine
     * ({@code C:\Users\…\tank.png}) still finds {@code tank.png}. Null, with ATL002, when neither exists.
     */
    static Path image(Path folder, AtlasPage page, String file, List<Diagnostic> problems) {
        String written = page.image();
        Path direct = null;
        try {
            direct = folder.resolve(written).normalize();
        } catch (java.nio.file.InvalidPathException notAPathHere) {
            // A name this system cannot hold (a drive letter on Linux is fine, a NUL is not): try the file name.
        }
        if (direct != null && Files.isRegularFile(direct)) {
            return direct;
        }
        String name = written.substring(Math.max(written.lastIndexOf('/'), written.lastIndexOf('\\')) + 1);
        Path beside = null;
        try {
            beside = name.isEmpty() || name.equals(".") || name.equals("..") ? null : folder.resolve(name).normalize();
        } catch (java.nio.file.InvalidPathException notAPathHere) {
            beside = null;
        }
        if (beside != null && !beside.equals(direct) && Files.isRegularFile(beside)) {
            problems.add(Diagnostic.of(Code.ATL003, file, page.line(), 0, "its image " + written + " is not there; "
                    + "took " + name + " beside it instead"));
            return beside;
        }
        problems.add(Diagnostic.of(Code.ATL002, file, page.line(), 0, "its image " + written + " is not beside it ("
                + (direct == null ? name : direct.getFileName()) + " not found)"));
        return null;
    }

    static int[] size(Path png) {
        try (ImageInputStream in = ImageIO.createImageInputStream(png.toFile())) {
            Iterator<ImageReader> readers = in == null ? null : ImageIO.getImageReaders(in);
            if (readers == null || !readers.hasNext()) {
                return null;
            }
            ImageReader reader = readers.next();
            try {
                reader.setInput(in);
                return new int[] {reader.getWidth(0), reader.getHeight(0)};
            } finally {
                reader.dispose();
            }
        } catch (java.io.IOException | RuntimeException unreadable) {
            return null;
        }
    }

    /** A name usable as a cell: no {@code #} (it separates sheet and cell in sprite paths), unique in the sheet. */
    static String cellName(String name, Set<String> taken) {
        String safe = name.replace('#', '_').replaceAll("\\p{Cntrl}", "_").strip();
        if (safe.isEmpty()) {
            safe = "frame";
        }
        String candidate = safe;
        for (int n = 2; !taken.add(candidate); n++) {
            candidate = safe + "_" + n;
        }
        return candidate;
    }

    static Set<String> names() {
        return new HashSet<>();
    }
}
