package dev.reel.interop;

import dev.reel.io.ClipCodec;
import dev.reel.io.Loaded;
import dev.reel.io.MetaCodec;
import dev.reel.io.ProjectFolder;
import dev.reel.io.WriteGuard;
import dev.reel.model.Clip;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.Flipbook;
import dev.reel.model.SheetMeta;
import dev.reel.sheet.CellNames;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * {@code reel export … --godot / --aseprite-json / --texturepacker}: a clip (one animation) or a sheet PNG
 * (one animation per clip of the project whose first flipbook on it shows the sheet's cells) written for
 * another engine. Nothing is rendered: the sheet PNG is referenced as it is.
 */
public final class ExportFiles {
    /** The engine formats. */
    public enum Format { GODOT, ASEPRITE_JSON, TEXTUREPACKER }

    private ExportFiles() {
    }

    /** What was written; {@code animations} and {@code frames} count what the file holds. */
    public record Outcome(String output, int animations, int frames, List<Diagnostic> diagnostics) {
        public boolean ok() {
            return diagnostics.stream().noneMatch(Diagnostic::isError);
        }
    }

    public static Outcome run(Path source, Format format, Path output) {
        String shown = source.toString().replace('\\', '/');
        String shownOutput = output.toString().replace('\\', '/');
        List<Diagnostic> problems = new ArrayList<>();
        Path file = source.toAbsolutePath().normalize();
        Diagnostic irregular = ProjectFolder.notRegular(file, shown);
        if (irregular != null) {
            return new Outcome(shownOutput, 0, 0, List.of(irregular));
        }
        Path root = ProjectFolder.enclosing(file.getParent()).map(ProjectFolder::root).orElse(file.getParent());
        String sheetPath;
        List<EngineExports.Animation> animations = new ArrayList<>();
        if (shown.toLowerCase(Locale.ROOT).endsWith(".png")) {
            sheetPath = relative(root, file);
            for (Path clipFile : clips(root)) {
                Clip clip = readClip(clipFile, relative(root, clipFile), new ArrayList<>());
                EngineExports.Animation animation = clip == null ? null
                        : EngineExports.animation(stem(clipFile), clip, sheetPath);
                if (animation != null) {
                    animations.add(animation);
                }
            }
        } else {
            Clip clip = readClip(file, shown, problems);
            if (clip == null) {
                return new Outcome(shownOutput, 0, 0, problems);
            }
            sheetPath = clip.flipbooks().stream().map(Flipbook::sprites).filter(s -> !s.isEmpty())
                    .map(s -> s.get(0)).filter(s -> s.contains("#")).map(s -> s.substring(0, s.indexOf('#')))
                    .findFirst().orElse(null);
            EngineExports.Animation animation = sheetPath == null ? null
                    : EngineExports.animation(stem(file), clip, sheetPath);
            if (animation == null) {
                problems.add(Diagnostic.of(Code.EXP001, shown, 0, 0, "the clip has no flipbook whose frames are "
                        + "cells of one sheet, so there is nothing another engine could play"));
                return new Outcome(shownOutput, 0, 0, problems);
            }
            animations.add(animation);
        }
        Path png = root.resolve(sheetPath).normalize();
        Path metaFile = png.resolveSibling(png.getFileName() + MetaCodec.EXTENSION);
        String shownMeta = sheetPath + MetaCodec.EXTENSION;
        if (!Files.isRegularFile(metaFile)) {
            problems.add(Diagnostic.of(Code.EXP001, shownMeta, 0, 0, "the sheet " + sheetPath + " is not sliced "
                    + "(it has no .meta), so it has no cells to export"));
            return new Outcome(shownOutput, 0, 0, problems);
        }
        ProjectFolder.Read read = ProjectFolder.read(metaFile, shownMeta);
        Loaded<SheetMeta> meta = read.problem() != null ? new Loaded<>(null, List.of(read.problem()))
                : MetaCodec.read(read.bytes(), shownMeta);
        if (meta.value() == null || meta.hasErrors()) {
            problems.addAll(meta.diagnostics());
            return new Outcome(shownOutput, 0, 0, problems);
        }
        for (EngineExports.Animation animation : animations) {
            for (String cell : animation.cells()) {
                if (meta.value().cell(cell) == null) {
                    problems.add(Diagnostic.of(Code.AST002, shownMeta, 0, 0, "animation " + animation.name()
                            + " shows cell " + cell + ", which " + sheetPath + " does not have"));
                    return new Outcome(shownOutput, 0, 0, problems);
                }
            }
        }
        int[] size = AtlasPages.size(png);
        if (size == null) {
            problems.add(Diagnostic.of(Code.PNG001, sheetPath, 0, 0, "the sheet's size cannot be read"));
            return new Outcome(shownOutput, 0, 0, problems);
        }
        Path target = output.toAbsolutePath().normalize();
        String image = target.getParent() == null ? png.toString()
                : target.getParent().relativize(png).toString().replace('\\', '/');
        String text = switch (format) {
            case GODOT -> EngineExports.godot("res://" + sheetPath, meta.value(), animations);
            case ASEPRITE_JSON -> EngineExports.asepriteJson(image, size[0], size[1], meta.value(), animations);
            case TEXTUREPACKER -> EngineExports.texturePacker(image, size[0], size[1], meta.value());
        };
        Optional<Diagnostic> unsaved = WriteGuard.saveNamed(target, text.getBytes(StandardCharsets.UTF_8));
        unsaved.ifPresent(problems::add);
        int frames = format == Format.TEXTUREPACKER ? meta.value().cells().size()
                : animations.stream().mapToInt(a -> a.cells().size()).sum();
        return new Outcome(shownOutput, format == Format.TEXTUREPACKER ? 0 : animations.size(), frames, problems);
    }

    private static List<Path> clips(Path root) {
        try (Stream<Path> files = Files.walk(root)) {
            return files.limit(ProjectFolder.MAX_FILES)
                    .filter(path -> path.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".aeanim"))
                    .filter(Files::isRegularFile).sorted().toList();
        } catch (IOException | RuntimeException unreadable) {
            return List.of();
        }
    }

    private static Clip readClip(Path file, String shown, List<Diagnostic> problems) {
        ProjectFolder.Read read = ProjectFolder.read(file, shown);
        if (read.problem() != null) {
            problems.add(read.problem());
            return null;
        }
        Loaded<Clip> loaded = ClipCodec.read(read.bytes(), shown);
        if (loaded.value() == null || loaded.hasErrors()) {
            problems.addAll(loaded.diagnostics());
            return null;
        }
        return loaded.value();
    }

    private static String relative(Path root, Path file) {
        return root.relativize(file.toAbsolutePath().normalize()).toString().replace('\\', '/');
    }

    private static String stem(Path file) {
        return CellNames.baseName(file.getFileName().toString());
    }
}
