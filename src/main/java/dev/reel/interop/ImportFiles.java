package dev.reel.interop;

import dev.reel.io.ClipCodec;
import dev.reel.io.Loaded;
import dev.reel.io.MetaCodec;
import dev.reel.io.ProjectFolder;
import dev.reel.io.AtomicFile;
import dev.reel.io.WriteGuard;
import dev.reel.model.Clip;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.SheetMeta;
import dev.reel.sheet.CellIds;
import dev.reel.sheet.CellNames;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * {@code reel import} and the editor's File ▸ Import…: reads an Aseprite document or atlas data, merges the
 * result with what an earlier import left, and writes the sheet PNG (Aseprite only), its {@code .meta} and the
 * clips through {@link WriteGuard}. Every file is read and every output built before the first byte is written,
 * so an error anywhere leaves the project as it was.
 */
public final class ImportFiles {
    private ImportFiles() {
    }

    /** Whether Reel can import {@code file}: an Aseprite document, JSON atlas data or a libGDX atlas. */
    public static boolean importable(Path file) {
        return ProjectFolder.importable(file);
    }

    /**
     * The other files an import of the skeleton data {@code file} reads, which must come along when it is copied
     * into a project (a drop on Assets): for Spine JSON its {@code NAME.atlas} and the atlas' page images, for
     * DragonBones JSON its {@code NAME_tex.json} and that atlas' image, each only when it is there. Empty for
     * anything else (atlas data brings its PNG by its own rule).
     */
    public static List<Path> companions(Path file) {
        try {
            if (!file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".json") || !Files.isRegularFile(file)
                    || Files.size(file) > SkeletonImport.MAX_BYTES) {
                return List.of();
            }
            String kind = SkeletonImport.kind(Files.readAllBytes(file));
            return kind == null ? List.of() : SkeletonFiles.companions(file, kind);
        } catch (IOException | RuntimeException unreadable) {
            return List.of();
        }
    }

    /**
     * Whether {@code file} is an Aseprite document an import wrote a sheet for beside it (its
     * {@code NAME.png.meta} holds the {@code imported} record): the editor imports it again when it changes.
     */
    public static boolean importedBefore(Path file) {
        return importMeta(file) != null;
    }

    /**
     * Whether {@code file} was {@linkplain #importedBefore imported before} and was changed on disk after that
     * import wrote its {@code .meta}: what the editor's watcher imports again. A document copied into the project
     * and imported at once is not imported a second time when the watcher then sees the copy.
     */
    public static boolean changedSinceImport(Path file) {
        Path meta = importMeta(file);
        try {
            return meta != null && Files.getLastModifiedTime(file).compareTo(Files.getLastModifiedTime(meta)) > 0;
        } catch (IOException | RuntimeException unreadable) {
            return false;
        }
    }

    /** The {@code .meta} an earlier import of the Aseprite document {@code file} wrote, or null. */
    private static Path importMeta(Path file) {
        String name = file.getFileName() == null ? "" : file.getFileName().toString();
        String lower = name.toLowerCase(Locale.ROOT);
        if (!(lower.endsWith(".aseprite") || lower.endsWith(".ase")) || !Files.isRegularFile(file)) {
            return null;
        }
        Path meta = file.resolveSibling(CellNames.baseName(name) + ".png" + MetaCodec.EXTENSION);
        try {
            return Files.isRegularFile(meta) && Files.size(meta) < MetaCodec.MAX_BYTES
                    && Files.readString(meta).contains("\"" + SheetAssembly.IMPORTED_FIELD + "\"") ? meta : null;
        } catch (IOException | RuntimeException unreadable) {
            return null;
        }
    }

    /**
     * Imports {@code source}; outputs go into {@code into} (null: beside the source; for atlas data, each PNG it
     * describes is copied there and its {@code .meta} written beside the copy). Clips go to
     * {@code anim/NAME/} of the project holding the outputs (or of {@code into} when there is none).
     */
    public static ImportOutcome run(Path source, Path into, boolean dryRun) {
        return run(source, into, dryRun, CellIds.random());
    }

    static ImportOutcome run(Path source, Path into, boolean dryRun, Supplier<String> ids) {
        Path file = source.toAbsolutePath().normalize();
        String shown = source.toString().replace('\\', '/');
        String lower = shown.toLowerCase(Locale.ROOT);
        Diagnostic irregular = ProjectFolder.notRegular(file, shown);
        String kind = lower.endsWith(".aseprite") || lower.endsWith(".ase") ? "aseprite"
                : lower.endsWith(".atlas") ? "libgdx-atlas" : "atlas-json";
        if (irregular != null) {
            return ImportOutcome.failed(shown, kind, List.of(irregular), dryRun);
        }
        Path folder = into == null ? file.getParent() : into.toAbsolutePath().normalize();
        Path root = ProjectFolder.enclosing(folder).map(ProjectFolder::root).orElse(folder);
        byte[] bytes;
        try {
            long size = Files.size(file);
            if (size > AseReader.MAX_BYTES) {
                return ImportOutcome.failed(shown, kind, List.of(Diagnostic.of(kind.equals("aseprite") ? Code.ASE002
                        : Code.ATL001, shown, 0, 0, "the file is " + (size >> 20) + " MiB; Reel imports files of at "
                        + "most " + (AseReader.MAX_BYTES >> 20) + " MiB")), dryRun);
            }
            bytes = Files.readAllBytes(file);
        } catch (IOException | SecurityException e) {
            return ImportOutcome.failed(shown, kind, List.of(Diagnostic.of(Code.IO001, shown, 0, 0,
                    "cannot read: " + e.getMessage())), dryRun);
        }
        String baseName = CellNames.baseName(file.getFileName().toString());
        Plan plan = new Plan(shown, kind, root, dryRun);
        String skeleton = kind.equals("atlas-json") ? SkeletonImport.kind(bytes) : null;
        if (kind.equals("aseprite")) {
            Loaded<AseFile> loaded = AseReader.read(bytes, shown);
            plan.diagnostics.addAll(loaded.diagnostics());
            if (loaded.value() == null || loaded.hasErrors()) {
                return plan.outcome();
            }
            AseSheet sheet = AseSheet.pack(loaded.value(), baseName, shown, plan.diagnostics);
            if (sheet == null) {
                return plan.outcome();
            }
            Path png = folder.resolve(baseName + ".png");
            plan.layers = sheet.layersComposited();
            plan.frames = sheet.frames().frames().size();
            plan.addPng(png, PngWriting.bytes(sheet.width(), sheet.height(), sheet.pixels()));
            plan.addSheet(png, sheet.frames(), sheet.setup(), baseName, ids);
        } else if (skeleton != null) {
            plan.kind = skeleton;
            SkeletonFiles.plan(bytes, file, folder, into == null, baseName, plan, ids);
        } else {
            List<AtlasPage> pages = kind.equals("libgdx-atlas") ? GdxAtlas.read(bytes, shown, plan.diagnostics)
                    : AtlasJson.read(bytes, shown, plan.diagnostics);
            if (!pages.isEmpty() && pages.get(0).kind() != null) {
                plan.kind = pages.get(0).kind();
            }
            if (plan.hasErrors()) {
                return plan.outcome();
            }
            for (AtlasPage page : pages) {
                Path png = AtlasPages.image(file.getParent(), page, shown, plan.diagnostics);
                if (png == null) {
                    continue;
                }
                String pageBase = CellNames.baseName(png.getFileName().toString());
                plan.frames += page.frames().frames().size();
                AtlasPages.checkInside(page, png, shown, plan.diagnostics);
                // With --into the PNG is copied there, by its file name, and its .meta written beside the copy.
                Path sheet = into == null ? png : folder.resolve(png.getFileName().toString());
                if (!sheet.equals(png) && !plan.copy(png, sheet)) {
                    continue;
                }
                plan.addSheet(sheet, page.frames(), null, pageBase, ids);
            }
        }
        if (plan.hasErrors()) {
            return plan.outcome();
        }
        return plan.write();
    }

    /** Everything an import writes, built before any of it is. */
    static final class Plan {
        final String shown;
        String kind;
        final Path root;
        final boolean dryRun;
        final List<Diagnostic> diagnostics = new ArrayList<>();
        final Map<Path, byte[]> outputs = new LinkedHashMap<>();
        final List<String> clips = new ArrayList<>();
        int frames;
        int layers;

        Plan(String shown, String kind, Path root, boolean dryRun) {
            this.shown = shown;
            this.kind = kind;
            this.root = root;
            this.dryRun = dryRun;
        }

        boolean hasErrors() {
            return diagnostics.stream().anyMatch(Diagnostic::isError);
        }

        void addPng(Path png, byte[] bytes) {
            outputs.put(png, bytes);
        }

        /** Plans {@code source}'s bytes written to {@code target}; false, with a diagnostic, when they cannot be. */
        boolean copy(Path source, Path target) {
            if (outputs.containsKey(target)) {
                diagnostics.add(Diagnostic.of(Code.ATL002, shown, 0, 0, "two of its images are named "
                        + target.getFileName() + ", so they cannot both be copied into " + target.getParent()));
                return false;
            }
            try {
                long size = Files.size(source);
                if (size > AseReader.MAX_BYTES) {
                    diagnostics.add(Diagnostic.of(Code.ATL002, shown, 0, 0, "its image " + source.getFileName()
                            + " is " + (size >> 20) + " MiB; Reel copies images of at most "
                            + (AseReader.MAX_BYTES >> 20) + " MiB"));
                    return false;
                }
                outputs.put(target, Files.readAllBytes(source));
                return true;
            } catch (IOException | SecurityException e) {
                diagnostics.add(Diagnostic.of(Code.IO001, shown, 0, 0, "cannot read its image " + source
                        + ": " + e.getMessage()));
                return false;
            }
        }

        void addSheet(Path png, FrameSet set, dev.reel.model.SliceSetup setup, String baseName, Supplier<String> ids) {
            addSheet(png, set, setup, baseName, ids, true);
        }

        /** The sheet's {@code .meta}, and with {@code withClips} a clip per tag (one of all frames without tags). */
        void addSheet(Path png, FrameSet set, dev.reel.model.SliceSetup setup, String baseName, Supplier<String> ids,
                      boolean withClips) {
            String sheetPath = relative(png);
            Path metaFile = png.resolveSibling(png.getFileName() + MetaCodec.EXTENSION);
            SheetMeta previous = null;
            if (Files.exists(metaFile)) {
                Loaded<SheetMeta> loaded = readMeta(metaFile);
                if (loaded == null) {
                    return;
                }
                previous = loaded.value();
            }
            String clipFolder = "anim/" + baseName;
            SheetAssembly.Assembly assembly = SheetAssembly.assemble(sheetPath, set, previous, setup, clipFolder,
                    baseName, path -> readClip(root.resolve(path)), ids);
            outputs.put(metaFile, MetaCodec.bytes(assembly.meta()));
            for (Map.Entry<String, Clip> clip : withClips ? assembly.clips().entrySet()
                    : Map.<String, Clip>of().entrySet()) {
                outputs.put(root.resolve(clip.getKey()), ClipCodec.bytes(clip.getValue()));
                clips.add(clip.getKey());
            }
        }

        private Loaded<SheetMeta> readMeta(Path metaFile) {
            String name = relative(metaFile);
            ProjectFolder.Read read = ProjectFolder.read(metaFile, name);
            if (read.problem() != null) {
                diagnostics.add(read.problem());
                return null;
            }
            Loaded<SheetMeta> loaded = MetaCodec.read(read.bytes(), name);
            if (loaded.value() == null || loaded.hasErrors()) {
                diagnostics.addAll(loaded.diagnostics());
                diagnostics.add(Diagnostic.of(Code.MET001, name, 0, 0, "the sidecar an earlier import or slicing "
                        + "wrote cannot be read, so its cell ids cannot be kept; fix or remove it first"));
                return null;
            }
            return loaded;
        }

        Clip readClip(Path clipFile) {
            if (!Files.exists(clipFile)) {
                return null;
            }
            String name = relative(clipFile);
            ProjectFolder.Read read = ProjectFolder.read(clipFile, name);
            if (read.problem() != null) {
                diagnostics.add(read.problem());
                return null;
            }
            Loaded<Clip> loaded = ClipCodec.read(read.bytes(), name);
            if (loaded.value() == null || loaded.hasErrors()) {
                diagnostics.addAll(loaded.diagnostics().stream().filter(Diagnostic::isError).toList());
                return null;
            }
            return loaded.value();
        }

        String relative(Path file) {
            Path absolute = file.toAbsolutePath().normalize();
            return (absolute.startsWith(root) ? root.relativize(absolute) : absolute).toString().replace('\\', '/');
        }

        ImportOutcome outcome() {
            return new ImportOutcome(shown, kind, frames, layers, clips, List.of(), diagnostics, dryRun);
        }

        ImportOutcome write() {
            List<String> written = new ArrayList<>();
            // Outside any project the FOLDER given is the root everything goes under; one that does not exist yet
            // is made (a dry run only says what it would hold).
            boolean newRoot = !Files.isDirectory(root);
            if (newRoot && !dryRun) {
                try {
                    Files.createDirectories(root);
                } catch (IOException | SecurityException e) {
                    diagnostics.add(Diagnostic.of(Code.IO001, shown, 0, 0, "cannot make the folder " + root + ": "
                            + AtomicFile.describe(e)));
                    return outcome();
                }
            }
            for (Map.Entry<Path, byte[]> output : outputs.entrySet()) {
                Optional<Diagnostic> refused = newRoot && dryRun ? Optional.empty()
                        : WriteGuard.check(root, output.getKey());
                if (refused.isPresent()) {
                    diagnostics.add(refused.get());
                    return outcome();
                }
            }
            for (Map.Entry<Path, byte[]> output : outputs.entrySet()) {
                if (!dryRun) {
                    Optional<Diagnostic> failed = WriteGuard.save(root, output.getKey(), output.getValue());
                    if (failed.isPresent()) {
                        diagnostics.add(failed.get());
                        return new ImportOutcome(shown, kind, frames, layers, clips, written, diagnostics, dryRun);
                    }
                }
                written.add(relative(output.getKey()));
            }
            return new ImportOutcome(shown, kind, frames, layers, clips, written, diagnostics, dryRun);
        }
    }
}
