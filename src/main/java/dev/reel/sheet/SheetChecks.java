package dev.reel.sheet;

import dev.reel.io.MetaCodec;
import dev.reel.io.ProjectFolder;
import dev.reel.model.Diagnostic;
import dev.reel.model.SheetMeta;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The checks of a project's sheets that need the PNGs, which {@code dev.reel.io} never opens: each PNG's
 * structure and size (PNG001, PNG002) and each sidecar's cells against its PNG's size (MET002). What a
 * sidecar gets wrong on its own (MET001–MET003), a sidecar without its PNG and clips naming missing cells
 * (AST002) are {@code ProjectChecker}'s; {@code reel check} runs both and no problem is reported by both.
 * Diagnostics name files project-relative.
 */
public final class SheetChecks {
    private final ProjectFolder folder;
    private final PngLoader loader;

    public SheetChecks(ProjectFolder folder) {
        this(folder, new PngLoader());
    }

    public SheetChecks(ProjectFolder folder, PngLoader loader) {
        this.folder = folder;
        this.loader = loader;
    }

    /** The problems of every PNG and sidecar of the project, file by file in path order. */
    public List<Diagnostic> checkAll() {
        List<Diagnostic> all = new ArrayList<>();
        for (Path file : folder.files()) {
            all.addAll(checkFile(file));
        }
        return all;
    }

    /** The problems of one file of the project; none for files that are not PNGs or sidecars. */
    public List<Diagnostic> checkFile(Path file) {
        return switch (ProjectFolder.kindOf(file)) {
            case PNG -> png(file, folder.relative(file), loader);
            case META -> meta(file, folder.relative(file), folder.relative(sheetOf(file)), loader);
            default -> List.of();
        };
    }

    /** PNG001 or PNG002 when the PNG at {@code png} would not load, PNG003 when it loads without IEND; {@code name} is how diagnostics call it. */
    public static List<Diagnostic> png(Path png, String name, PngLoader loader) {
        PngLoader.HeaderResult verified = loader.verify(png, name);
        if (verified.diagnostic() != null) {
            return List.of(verified.diagnostic());
        }
        return verified.warning() == null ? List.of() : List.of(verified.warning());
    }

    /**
     * MET002 for each cell of the sidecar at {@code metaFile} (called {@code name}) that reaches past its PNG
     * (called {@code sheetName}). Nothing when the sidecar is unreadable or its PNG missing or broken: those
     * are reported once, on their own files.
     */
    public static List<Diagnostic> meta(Path metaFile, String name, String sheetName, PngLoader loader) {
        ProjectFolder.Read read = ProjectFolder.read(metaFile, name);
        if (read.problem() != null) {
            return List.of();
        }
        SheetMeta meta = MetaCodec.read(read.bytes(), name).value();
        Path png = sheetOf(metaFile);
        if (meta == null || meta.cells().isEmpty() || !Files.isRegularFile(png)) {
            return List.of();
        }
        PngLoader.HeaderResult header = loader.header(png, sheetName);
        if (header.header() == null) {
            return List.of();
        }
        return MetaRules.check(meta, name, header.header().width(), header.header().height());
    }

    /** The PNG a sidecar describes: {@code hero.png} for {@code hero.png.meta}. */
    public static Path sheetOf(Path metaFile) {
        String name = metaFile.getFileName().toString();
        return metaFile.resolveSibling(name.substring(0, name.length() - MetaCodec.EXTENSION.length()));
    }
}
