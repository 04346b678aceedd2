package dev.reel.cli;

import dev.reel.io.ClipCodec;
import dev.reel.io.ControllerCodec;
import dev.reel.io.MetaCodec;
import dev.reel.io.ProjectChecker;
import dev.reel.io.ProjectCodec;
import dev.reel.io.ProjectFolder;
import dev.reel.io.RigCodec;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.Severity;
import dev.reel.sheet.PngLoader;
import dev.reel.sheet.SheetChecks;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

/** {@code reel check PATH...}: the diagnostics of projects or single files. */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = {"Check projects or single files and print one line per problem, file:line:col CODE "
                + "message, then a summary line.",
                "A folder is checked as a whole project: its clips, controllers, rigs, project.aego, PNG sheets and "
                        + "their .png.meta sidecars, and the references between them. A single file is checked in its "
                        + "project (the nearest folder above it holding project.aego), or on its own outside one."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:No errors (warnings allowed).", "1:Errors were found.", "2:Wrong usage."},
        footer = {"", "With --json it prints one array instead:",
                "  [{\"file\":\"anim/walk.aeanim\",\"line\":2,\"col\":11,\"code\":\"ANM002\",",
                "    \"severity\":\"error\",\"message\":\"...\"}, ...]",
                "", "Examples:",
                "  reel check sample-projects/platformer",
                "  reel check --json sample-projects/platformer/anim/knight.aectrl"})
final class CheckCommand implements Callable<Integer> {
    @Parameters(arity = "1..*", paramLabel = "PATH", description = "A project folder, or a clip, controller, rig (.aerig), project.aego, PNG or .png.meta file.")
    List<Path> paths = new ArrayList<>();

    @Option(names = "--json", description = "Print the problems as one JSON array instead (see below); no summary line.")
    boolean json;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        return run(paths, json, spec.commandLine().getOut());
    }

    /**
     * Checks {@code paths} and prints their problems to {@code out}, as JSON or as lines and a summary; returns
     * the exit code (1 when an error was found). What {@link #call} does once picocli has read the words, and
     * what {@link PlainCheck} does when it can read them itself.
     */
    static int run(List<Path> paths, boolean json, PrintWriter out) {
        List<Diagnostic> all = new ArrayList<>();
        int files = 0;
        for (Path path : paths) {
            Checked checked = check(path);
            all.addAll(checked.diagnostics());
            files += checked.files();
        }
        if (json) {
            out.println(Json.diagnostics(all));
        } else {
            for (Diagnostic diagnostic : all) {
                out.println(diagnostic.format());
            }
            out.println(summary(all, files));
        }
        for (Diagnostic diagnostic : all) {
            if (diagnostic.isError()) {
                return 1;
            }
        }
        return 0;
    }

    /** The diagnostics found under one PATH and how many files were checked. */
    record Checked(List<Diagnostic> diagnostics, int files) {
    }

    static Checked check(Path path) {
        return check(path, true);
    }

    /** The path a single FILE argument is checked as in its project: absolute and normalized. */
    private static Path checkedFile(Path path) {
        return path.toAbsolutePath().normalize();
    }

    /**
     * The name {@link #check(Path)} reads a single FILE argument's bytes under: its path in its project
     * ({@link ProjectChecker#nameOf}), or the path as {@code check} shows it outside one. Reading a big clip's bytes again under this
     * name gets the clip the check read, not a second parse ({@code ClipCodec}'s shared reading).
     */
    static String checkedName(Path path) {
        return ProjectFolder.enclosing(path).map(folder -> ProjectChecker.nameOf(folder, checkedFile(path)))
                .orElse(shownName(path));
    }

    /** How {@link #check} names PATH in what it prints: as given, with forward slashes. */
    private static String shownName(Path path) {
        return path.toString().replace('\\', '/');
    }

    /** {@link #check(Path)}, a project's files checked on every core or, with {@code parallel} false, in turn. */
    static Checked check(Path path, boolean parallel) {
        String shown = shownName(path);
        if (Files.isDirectory(path)) {
            if (!ProjectFolder.isProject(path)) {
                return new Checked(List.of(Diagnostic.of(Code.PRJ001, shown, 0, 0,
                        "not a project: the folder has no " + ProjectCodec.FILE_NAME)), 0);
            }
            ProjectFolder folder = ProjectFolder.at(path);
            ProjectChecker checker = new ProjectChecker(folder);
            SheetChecks sheets = new SheetChecks(folder);
            List<Path> files = folder.files();
            List<Diagnostic> found = new ArrayList<>(checker.projectDiagnostics());
            // Files are checked on every core; the results keep the files' order.
            java.util.stream.Stream<Path> stream = parallel ? files.parallelStream() : files.stream();
            stream.filter(file -> ProjectFolder.kindOf(file) != ProjectFolder.FileKind.PROJECT)
                    .map(file -> {
                        List<Diagnostic> own = new ArrayList<>(checker.checkFile(file));
                        own.addAll(sheets.checkFile(file));
                        return own;
                    })
                    .toList()
                    .forEach(found::addAll);
            for (Path odd : folder.skipped()) {
                // Not an error of the project: the entry is only left alone, and the check says so.
                found.add(new Diagnostic(Code.IO001, Severity.WARNING, folder.relative(odd), 0, 0, "skipped: "
                        + ProjectFolder.notRegular(odd, "").message()));
            }
            List<Diagnostic> diagnostics = new ArrayList<>();
            for (Diagnostic diagnostic : found) {
                diagnostics.add(diagnostic.inFile(join(shown, diagnostic.file())));
            }
            return new Checked(diagnostics, files.size());
        }
        Diagnostic irregular = ProjectFolder.notRegular(path, shown);
        if (irregular != null) {
            return new Checked(List.of(irregular), 0);
        }
        if (!Files.isRegularFile(path)) {
            return new Checked(List.of(Diagnostic.of(Code.IO001, shown, 0, 0, "no such file or folder")), 0);
        }
        Optional<ProjectFolder> project = ProjectFolder.enclosing(path);
        List<Diagnostic> diagnostics = new ArrayList<>();
        List<Diagnostic> found = new ArrayList<>();
        if (project.isPresent()) {
            Path file = checkedFile(path);
            found.addAll(new ProjectChecker(project.get()).checkFile(file));
            found.addAll(new SheetChecks(project.get()).checkFile(file));
        } else {
            found.addAll(standalone(path, shown));
        }
        for (Diagnostic diagnostic : found) {
            diagnostics.add(diagnostic.inFile(shown));
        }
        return new Checked(diagnostics, 1);
    }

    /**
     * A file outside any project: only its own import diagnostics (engine events count as declared), a PNG's
     * structure, and a sidecar's cells against the PNG beside it.
     */
    private static List<Diagnostic> standalone(Path path, String shown) {
        if (ProjectFolder.kindOf(path) == ProjectFolder.FileKind.PNG) {
            // A sheet is read as a stream under its own size limits, not as a text file of at most 64 MiB.
            return SheetChecks.png(path, shown, new PngLoader());
        }
        ProjectFolder.Read read = ProjectFolder.read(path, shown);
        if (read.problem() != null) {
            return List.of(read.problem());
        }
        if (ProjectFolder.isRig(path)) {
            return RigCodec.read(read.bytes(), shown).diagnostics();
        }
        return switch (ProjectFolder.kindOf(path)) {
            case CLIP -> ClipCodec.read(read.bytes(), shown).diagnostics();
            case CONTROLLER -> ControllerCodec.read(read.bytes(), shown).diagnostics();
            case META -> {
                List<Diagnostic> diagnostics = new ArrayList<>(MetaCodec.read(read.bytes(), shown).diagnostics());
                String sheet = shown.substring(0, shown.length() - MetaCodec.EXTENSION.length());
                diagnostics.addAll(SheetChecks.meta(path, shown, sheet, new PngLoader()));
                yield diagnostics;
            }
            case PROJECT -> ProjectCodec.read(read.bytes(), shown, "project").diagnostics();
            default -> List.of(Diagnostic.of(Code.IO001, shown, 0, 0,
                    "not a file Reel checks (.aeanim, .aectrl, .aerig, .png, .png.meta or project.aego)"));
        };
    }

    private static String join(String folder, String relative) {
        return folder.endsWith("/") ? folder + relative : folder + "/" + relative;
    }

    // Loops, not streams: each lambda spins classes at run time, which a check, a process of a fraction of a
    // second, pays for every time (README "Start-up"; a + between strings is compiled to a StringBuilder).
    static String summary(List<Diagnostic> diagnostics, int files) {
        long errors = 0;
        long warnings = 0;
        for (Diagnostic diagnostic : diagnostics) {
            errors += diagnostic.isError() ? 1 : 0;
            warnings += diagnostic.severity() == Severity.WARNING ? 1 : 0;
        }
        StringBuilder text = new StringBuilder();
        plural(text, errors, "error").append(", ");
        plural(text, warnings, "warning").append(" in ");
        return plural(text, files, "file").toString();
    }

    private static StringBuilder plural(StringBuilder text, long count, String noun) {
        return text.append(count).append(' ').append(noun).append(count == 1 ? "" : "s");
    }
}
