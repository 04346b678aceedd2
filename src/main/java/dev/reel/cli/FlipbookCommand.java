package dev.reel.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.reel.io.WriteGuard;
import dev.reel.io.ClipCodec;
import dev.reel.io.Loaded;
import dev.reel.io.MetaCodec;
import dev.reel.io.ProjectFolder;
import dev.reel.model.Cell;
import dev.reel.model.Clip;
import dev.reel.model.Diagnostic;
import dev.reel.model.LoopMode;
import dev.reel.model.SheetMeta;
import dev.reel.sheet.FlipbookBuilder;
import dev.reel.sheet.FrameTiming;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;

/** {@code reel flipbook PNG --cells A..B [--fps N] -o CLIP.aeanim}: a looping clip from a range of cells. */
@Command(name = "flipbook", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Write a new looping clip that shows a range of a sliced sheet's cells, in name order, as "
                + "step keys on SpriteRenderer.sprite.",
                "Sprite paths are relative to the clip's project: the folder holding project.aego above the clip, "
                        + "else above the PNG, else the clip's own folder; the PNG must lie inside it."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:The clip was written.", "1:An error; nothing was written.", "2:Wrong usage."},
        footer = {"", "With --json it prints {\"clip\": path, \"frames\": n, \"length\": seconds} once the clip is "
                + "written; errors go to standard error.",
                "", "Examples:",
                "  # cells 0 to 7 of a sliced sheet at 12 fps, replacing the clip",
                "  reel flipbook assets/knight/knight_run.png --cells 0..7 \\",
                "      -o anim/knight/run.aeanim --force",
                "  # by name, at 10 fps",
                "  reel flipbook assets/hero.png --cells hero_000..hero_005 \\",
                "      --fps 10 -o anim/hero_walk.aeanim"})
final class FlipbookCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "PNG", description = "A sheet already sliced (it has its PNG.meta), e.g. by reel slice.")
    Path png;

    @Option(names = "--cells", required = true, paramLabel = "A..B", converter = CellRange.Converter.class,
            description = "The first and last cell, both included: indices in name order (0..5) or names "
                    + "(hero_000..hero_005).")
    CellRange cells;

    @Option(names = "--fps", paramLabel = "N", defaultValue = "12",
            description = "Frames per second. Default: ${DEFAULT-VALUE}.")
    double fps;

    @Option(names = {"-o", "--output"}, required = true, paramLabel = "CLIP.aeanim",
            description = "The clip file to write.")
    Path output;

    @Option(names = "--force", description = "Replace CLIP.aeanim if it exists; the old one is kept as CLIP.aeanim~.")
    boolean force;

    @Option(names = "--json", description = "Print what was written as one JSON object (see below).")
    boolean json;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        if (!(fps > 0) || Double.isInfinite(fps)) {
            return failed("--fps " + fps + " is not a positive number of frames per second");
        }
        Path clipFile = output.toAbsolutePath().normalize();
        String shownClip = output.toString().replace('\\', '/');
        if (!clipFile.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".aeanim")) {
            return failed(shownClip + " is not a clip file name: it must end in .aeanim");
        }
        if (Files.exists(clipFile) && !force) {
            return failed(shownClip + " exists; pass --force to replace it");
        }
        Path sheetFile = png.toAbsolutePath().normalize();
        String shownSheet = png.toString().replace('\\', '/');
        if (!Files.isRegularFile(sheetFile)) {
            return failed(shownSheet + " does not exist");
        }
        Path root = ProjectFolder.enclosing(clipFile).or(() -> ProjectFolder.enclosing(sheetFile))
                .map(ProjectFolder::root).orElse(clipFile.getParent());
        if (!sheetFile.startsWith(root)) {
            return failed(shownSheet + " is outside " + root + ", the folder the clip's asset paths are relative"
                    + " to; asset paths cannot leave it");
        }
        String sheetPath = ProjectFolder.at(root).relative(sheetFile);

        Path metaFile = sheetFile.resolveSibling(sheetFile.getFileName() + MetaCodec.EXTENSION);
        String shownMeta = shownSheet + MetaCodec.EXTENSION;
        if (!Files.isRegularFile(metaFile)) {
            return failed(shownSheet + " is not sliced (it has no .meta): run reel slice on it first");
        }
        ProjectFolder.Read read = ProjectFolder.read(metaFile, shownMeta);
        if (read.problem() != null) {
            return failed(read.problem());
        }
        Loaded<SheetMeta> loaded = MetaCodec.read(read.bytes(), shownMeta);
        if (loaded.value() == null || loaded.hasErrors()) {
            return failed(loaded.diagnostics().toArray(Diagnostic[]::new));
        }
        List<Cell> sorted = new ArrayList<>(loaded.value().cells());
        if (sorted.isEmpty()) {
            return failed(shownSheet + " is not sliced (its .meta has no cells): run reel slice on it first");
        }
        sorted.sort((a, b) -> FlipbookBuilder.NAME_ORDER.compare(a.name(), b.name()));
        int first = position(sorted, cells.first());
        int last = position(sorted, cells.last());
        if (first < 0 || last < 0) {
            String unknown = first < 0 ? cells.first() : cells.last();
            return failed(shownSheet + " has no cell " + unknown + " (" + describe(sorted) + ")");
        }
        if (first > last) {
            return failed("--cells " + cells + " runs backwards: " + sorted.get(first).name() + " comes after "
                    + sorted.get(last).name() + " in name order");
        }
        List<Cell> frames = sorted.subList(first, last + 1);
        Clip clip = FlipbookBuilder.clip(sheetPath, frames, "", new FrameTiming.Fps(fps), LoopMode.LOOP);
        Optional<Diagnostic> unsaved = WriteGuard.saveNamed(clipFile, ClipCodec.bytes(clip));
        if (unsaved.isPresent()) {
            return failed(unsaved.get().inFile(shownClip));
        }
        var out = spec.commandLine().getOut();
        if (json) {
            ObjectNode result = Json.object();
            result.put("clip", shownClip);
            result.put("frames", frames.size());
            result.put("length", clip.length());
            out.println(Json.text(result));
        } else {
            out.println("wrote " + shownClip + ": " + frames.size() + " frames (" + frames.get(0).name() + " to "
                    + frames.get(frames.size() - 1).name() + ") at " + number(fps) + " fps, "
                    + number(clip.length()) + " s, looping");
        }
        return 0;
    }

    /** Where {@code end} stands in name order: a cell of that name, else an index; -1 when it is neither. */
    private static int position(List<Cell> sorted, String end) {
        for (int i = 0; i < sorted.size(); i++) {
            if (sorted.get(i).name().equals(end)) {
                return i;
            }
        }
        if (end.matches("\\d{1,9}")) {
            int index = Integer.parseInt(end);
            return index < sorted.size() ? index : -1;
        }
        return -1;
    }

    private static String describe(List<Cell> sorted) {
        return sorted.size() == 1 ? "it has one cell, index 0, " + sorted.get(0).name()
                : "it has " + sorted.size() + " cells, indices 0 to " + (sorted.size() - 1) + ", "
                + sorted.get(0).name() + " to " + sorted.get(sorted.size() - 1).name();
    }

    private static String number(double value) {
        return value == Math.rint(value) && Math.abs(value) < 1e15 ? Long.toString((long) value)
                : Double.toString(value);
    }

    private int failed(String message) {
        spec.commandLine().getErr().println("reel flipbook: " + message);
        return 1;
    }

    private int failed(Diagnostic... diagnostics) {
        var err = spec.commandLine().getErr();
        for (Diagnostic diagnostic : diagnostics) {
            err.println(diagnostic.format());
        }
        err.println("reel flipbook: nothing was written");
        return 1;
    }
}
