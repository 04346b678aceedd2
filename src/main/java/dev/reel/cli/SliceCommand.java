package dev.reel.cli;

import dev.reel.io.WriteGuard;
import dev.reel.io.Loaded;
import dev.reel.io.MetaCodec;
import dev.reel.io.ProjectFolder;
import dev.reel.model.Diagnostic;
import dev.reel.model.SheetMeta;
import dev.reel.model.SliceSetup;
import dev.reel.sheet.CellIds;
import dev.reel.sheet.CellReferences;
import dev.reel.sheet.PngLoader;
import dev.reel.sheet.PngResult;
import dev.reel.sheet.Progress;
import dev.reel.sheet.SheetSlicer;
import dev.reel.sheet.SliceOutcome;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Stack;
import java.util.concurrent.Callable;

/** {@code reel slice PNG (--grid | --strip | --alpha)}: slices a sheet into cells and writes its {@code .meta}. */
@Command(name = "slice", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Slice a PNG sheet into cells and write its sidecar, PNG.meta beside it, atomically.",
                "Slicing again keeps the ids and pivots of the cells it replaces, the import settings and unknown "
                        + "fields; a broken .meta is reported and left as it is. Cells are named after the PNG "
                        + "(hero_000, hero_001, ...). When cells are removed or renamed, the clips and rigs of the "
                        + "project that name them are listed (SLC002)."},
        footer = {"", "With --json it prints one object:",
                "  {\"sheet\": \"assets/hero.png\", \"meta\": \"assets/hero.png.meta\",",
                "   \"written\": true,",
                "   \"cells\": [{\"name\": \"hero_000\", \"id\": \"3f2a9c01b7e4\",",
                "              \"rect\": [x, y, w, h], \"pivot\": [px, py]}, ...],",
                "   \"kept\": [ids that old cells had], \"new\": [fresh ids],",
                "   \"removed\": [{\"name\": ..., \"id\": ...}],",
                "   \"renamed\": {\"old name\": \"new name\"},",
                "   \"diagnostics\": [{\"file\", \"line\", \"col\", \"code\", \"severity\", \"message\"}]}",
                "Paths are project-relative when the PNG is in a project (a folder above it holds "
                        + "project.aego), else the PNG's own file name. Pivots are fractions of the cell, y down.",
                "", "Examples:",
                "  # a strip of 128 x 128 frames (as the sample's knight_run.png is sliced)",
                "  reel slice assets/knight/knight_run.png --strip 128,128",
                "  # 32 x 32 cells, row by row, with 1 pixel between them",
                "  reel slice assets/tiles.png --grid 32,32 --padding 1,1",
                "  # one cell per shape, specks under 20 pixels dropped, printed only",
                "  reel slice assets/props/loot.png --alpha --min-area 20 \\",
                "      --drop-small --dry-run"},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:Sliced (warnings allowed).", "1:An error; nothing was written.", "2:Wrong usage."})
final class SliceCommand implements Callable<Integer> {
    /** The alpha threshold {@code --alpha} takes when it is given no value. */
    static final int DEFAULT_THRESHOLD = 16;

    @Parameters(index = "0", paramLabel = "PNG", description = "The PNG sheet to slice.")
    Path png;

    @ArgGroup(exclusive = true, multiplicity = "1")
    Mode mode;

    @Option(names = "--dry-run", description = "Print the .meta instead of writing it; the summary goes to standard error.")
    boolean dryRun;

    @Option(names = "--json", description = "Print the result as one JSON object (see below).")
    boolean json;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** Exactly one way of slicing. */
    static final class Mode {
        @ArgGroup(exclusive = false, heading = "Grid:%n")
        Grid grid;

        @Option(names = "--strip", paramLabel = "W[,H]", converter = IntPair.WidthAndOptionalHeight.class,
                description = "One row of frames W pixels wide and H high; the sheet's width must be a whole "
                        + "number of frames. H defaults to the sheet's height.")
        IntPair strip;

        @ArgGroup(exclusive = false, heading = "Alpha:%n")
        Alpha alpha;
    }

    /** {@code --grid W,H [--offset X,Y] [--padding X,Y] [--count N]}. */
    static final class Grid {
        @Option(names = "--grid", required = true, paramLabel = "W,H", converter = IntPair.Exact.class,
                description = "Cells W pixels wide and H high, taken row by row.")
        IntPair size;

        @Option(names = "--offset", paramLabel = "X,Y", converter = IntPair.Exact.class,
                description = "Where the first cell starts, in pixels. Default: 0,0.")
        IntPair offset = new IntPair(0, 0);

        @Option(names = "--padding", paramLabel = "X,Y", converter = IntPair.Exact.class,
                description = "Pixels between cells, across and down. Default: 0,0.")
        IntPair padding = new IntPair(0, 0);

        @Option(names = "--count", paramLabel = "N", description = "Stop after N cells. Default: every cell that fits.")
        int count;
    }

    /** {@code --alpha [T] [--min-area A] [--drop-small]}. */
    static final class Alpha {
        @Option(names = "--alpha", required = true, arity = "0..1", paramLabel = "T",
                fallbackValue = "" + DEFAULT_THRESHOLD, preprocessor = OptionalThreshold.class,
                description = "One cell per shape of touching pixels (diagonals count) with an alpha above T, "
                        + "0 to 255. Default: 16 when T is left out.")
        int threshold;

        @Option(names = "--min-area", paramLabel = "A",
                description = "Shapes of fewer than A pixels join the nearest shape. Default: 0 (none).")
        int minArea;

        @Option(names = "--drop-small", description = "Drop the shapes under --min-area instead of merging them.")
        boolean dropSmall;
    }

    /**
     * Lets {@code --alpha} stand without a value before the PNG ({@code reel slice --alpha hero.png}): picocli
     * would otherwise take the file name for the threshold.
     */
    static final class OptionalThreshold implements CommandLine.IParameterPreprocessor {
        @Override
        public boolean preprocess(Stack<String> args, CommandLine.Model.CommandSpec commandSpec,
                                  CommandLine.Model.ArgSpec argSpec, Map<String, Object> info) {
            boolean attached = !" ".equals(info.get("separator"));
            if (!attached && (args.isEmpty() || !args.peek().matches("-?\\d+"))) {
                args.push(Integer.toString(DEFAULT_THRESHOLD));
            }
            return false;
        }
    }

    @Override
    public Integer call() {
        Path sheetFile = png.toAbsolutePath().normalize();
        Optional<ProjectFolder> project = ProjectFolder.enclosing(sheetFile);
        String sheetPath = project.map(folder -> folder.relative(sheetFile))
                .orElse(sheetFile.getFileName().toString());
        Path metaFile = sheetFile.resolveSibling(sheetFile.getFileName() + MetaCodec.EXTENSION);
        SliceReport report = new SliceReport(sheetPath, sheetPath + MetaCodec.EXTENSION);

        SheetMeta previous = SheetMeta.unsliced();
        List<Diagnostic> diagnostics = new ArrayList<>();
        if (Files.exists(metaFile)) {
            ProjectFolder.Read read = ProjectFolder.read(metaFile, report.metaPath());
            if (read.problem() != null) {
                return failed(report, List.of(read.problem()));
            }
            Loaded<SheetMeta> loaded = MetaCodec.read(read.bytes(), report.metaPath());
            if (loaded.value() == null || loaded.hasErrors()) {
                return failed(report, loaded.diagnostics());
            }
            previous = loaded.value();
            diagnostics.addAll(loaded.diagnostics());
        }
        SliceSetup setup = setup();
        SliceOutcome outcome;
        SheetSlicer.Streamed streamed = setup instanceof SliceSetup.Alpha alpha
                ? SheetSlicer.sliceAlpha(sheetPath, sheetFile, previous, alpha, CellIds.random()) : null;
        if (streamed != null) {
            // RGBA and grey + alpha sheets are labelled row by row as they inflate, never held whole.
            outcome = streamed.outcome();
            if (streamed.warning() != null) {
                diagnostics.add(streamed.warning());
            }
        } else if (setup instanceof SliceSetup.Alpha) {
            PngResult image = new PngLoader().load(sheetFile, sheetPath);
            if (!image.ok()) {
                return failed(report, List.of(image.diagnostic()));
            }
            if (image.warning() != null) {
                diagnostics.add(image.warning());
            }
            outcome = SheetSlicer.slice(sheetPath, image.image(), previous, setup, CellIds.random(), Progress.NONE);
        } else {
            // A grid or strip needs only the size: the file is checked whole, streaming, but never decoded.
            PngLoader.HeaderResult sheet = new PngLoader().verify(sheetFile, sheetPath);
            if (sheet.diagnostic() != null) {
                return failed(report, List.of(sheet.diagnostic()));
            }
            if (sheet.warning() != null) {
                diagnostics.add(sheet.warning());
            }
            outcome = SheetSlicer.slice(sheetPath, sheet.header().width(), sheet.header().height(), previous, setup,
                    CellIds.random());
        }
        if (!outcome.ok()) {
            return failed(report, outcome.diagnostics());
        }
        if (project.isPresent() && (!outcome.removed().isEmpty() || !outcome.renamed().isEmpty())) {
            diagnostics.addAll(CellReferences.inProject(project.get(), sheetFile, outcome));
        }
        byte[] bytes = MetaCodec.bytes(outcome.meta());
        if (!dryRun) {
            // Outside a project the .meta goes beside the PNG the user named; inside one it must stay inside.
            Path root = project.map(ProjectFolder::root).orElse(sheetFile.getParent());
            Optional<Diagnostic> unsaved = WriteGuard.save(root, metaFile, bytes);
            if (unsaved.isPresent()) {
                return failed(report, List.of(unsaved.get().inFile(report.metaPath())));
            }
        }
        var out = spec.commandLine().getOut();
        if (json) {
            out.println(Json.text(report.json(previous, outcome, diagnostics, !dryRun)));
        } else if (dryRun) {
            out.print(MetaCodec.write(outcome.meta()));
            spec.commandLine().getErr().println(report.text(previous, outcome, diagnostics, false));
        } else {
            out.println(report.text(previous, outcome, diagnostics, true));
        }
        return 0;
    }

    /** The setup the options describe; its values are checked by the slicers (SLC001, exit 1). */
    SliceSetup setup() {
        if (mode.grid != null) {
            Grid grid = mode.grid;
            return new SliceSetup.Grid(grid.size.first(), grid.size.second(), grid.offset.first(),
                    grid.offset.second(), grid.padding.first(), grid.padding.second(), grid.count);
        }
        if (mode.strip != null) {
            return new SliceSetup.Strip(mode.strip.first(), mode.strip.second());
        }
        return new SliceSetup.Alpha(mode.alpha.threshold, mode.alpha.minArea, !mode.alpha.dropSmall);
    }

    private int failed(SliceReport report, List<Diagnostic> diagnostics) {
        if (json) {
            spec.commandLine().getOut().println(Json.text(report.failure(diagnostics)));
        } else {
            var err = spec.commandLine().getErr();
            for (Diagnostic diagnostic : diagnostics) {
                err.println(diagnostic.format());
            }
            err.println("reel slice: " + report.metaPath() + " was not written");
        }
        return 1;
    }
}
