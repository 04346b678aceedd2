package dev.reel.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.reel.io.ProjectFolder;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.project.Outcome;
import dev.reel.project.Plan;
import dev.reel.project.ProjectHistory;
import dev.reel.project.Renames;
import dev.reel.project.Trash;
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

/** {@code reel mv OLD NEW}: renames or moves a file or folder of a project, rewriting every reference to it. */
@Command(name = "mv", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Rename or move a file or folder inside a project and rewrite every reference to it: "
                + "clip=asset(...) in controllers, sprite and asset paths in clips, any other string naming the "
                + "file. A PNG sheet moves with its .png.meta.",
                "When NEW is an existing folder, OLD moves into it under its own name. The project is the folder "
                        + "holding project.aego above OLD; NEW must stay inside it. Nothing is changed unless "
                        + "everything can be: the new files are written first, then renamed into place, and a "
                        + "failure half-way puts every file back. A file that cannot be read (a syntax error) is "
                        + "listed with MOV002 and left as it is."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:Moved (or, with --dry-run, it could be); files left untouched are warnings.",
                "1:Nothing was changed: the name is taken or not allowed, OLD is missing, NEW leaves the project, "
                        + "or a file changed or could not be written.",
                "2:Wrong usage."},
        footer = {"", "It prints one line per change, then a summary:",
                "  move anim/knight/run.aeanim -> anim/knight/sprint.aeanim",
                "  rewrite anim/knight.aectrl (line 12)",
                "With --json it prints {\"title\", \"done\", \"dryRun\", \"moves\": [{\"from\", \"to\"}],",
                "  \"rewritten\": [{\"file\", \"lines\"}], \"untouched\": [problems], \"files\": n,",
                "  \"problems\": [problems]} where problems are as reel check --json prints them.",
                "", "Examples:",
                "  # see what a rename would change, without changing anything",
                "  reel mv --dry-run anim/knight/run.aeanim anim/knight/sprint.aeanim",
                "  # move a sheet (and its .meta) into another folder",
                "  reel mv assets/knight/knight_run.png assets/hero/"})
final class MoveCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "OLD", description = "The file or folder to rename or move.")
    Path from;

    @Parameters(index = "1", paramLabel = "NEW", description = "Its new path, or a folder to move it into: an existing "
            + "one, or any path ending in / (made if need be).")
    String to;

    @Option(names = "--dry-run", description = "List what would change and change nothing.")
    boolean dryRun;

    @Option(names = "--json", description = "Print the result as one JSON object instead (see below).")
    boolean json;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        Path source = from.toAbsolutePath().normalize();
        Optional<ProjectFolder> project = ProjectFolder.enclosing(Files.isDirectory(source) ? source : source.getParent());
        if (project.isEmpty()) {
            return fail(out, Diagnostic.of(Code.PRJ001, from.toString(), 0, 0,
                    "not inside a project: no folder above it holds project.aego"));
        }
        Path target = Path.of(to).toAbsolutePath().normalize();
        boolean intoFolder = to.endsWith("/") || to.endsWith(java.io.File.separator);
        if (intoFolder || Files.isDirectory(target) && !target.equals(source)) {
            target = target.resolve(source.getFileName().toString());
        }
        Outcome outcome = new Renames(project.get()).rename(source, target);
        if (!outcome.ok()) {
            return fail(out, outcome.refusal());
        }
        Plan plan = outcome.plan();
        Optional<Diagnostic> failure = Optional.empty();
        if (!dryRun) {
            Path root = project.get().root();
            ProjectHistory history = new ProjectHistory(root, Trash.inProject(root));
            failure = history.apply(plan)
                    .map(problem -> problem.file().isEmpty() ? problem.inFile(plan.relative(source)) : problem);
            history.settle();
        }
        if (json) {
            out.println(Json.text(json(plan, failure)));
        } else {
            for (Plan.Move move : plan.moves()) {
                out.println("move " + plan.relative(move.from()) + " -> " + plan.relative(move.to()));
            }
            for (String line : plan.describe()) {
                if (!line.startsWith("move ")) {
                    out.println(line);
                }
            }
            for (Diagnostic untouched : plan.untouched()) {
                out.println(untouched.format());
            }
            failure.ifPresent(problem -> out.println(problem.format()));
            out.println(summary(plan, failure.isEmpty()));
        }
        return failure.isPresent() ? 1 : 0;
    }

    private String summary(Plan plan, boolean done) {
        int rewritten = plan.rewrites().size();
        String counts = plan.fileCount() + (plan.fileCount() == 1 ? " file" : " files") + " ("
                + plan.moves().size() + " moved, "
                + rewritten + " rewritten)";
        String untouched = plan.untouched().isEmpty() ? ""
                : ", " + plan.untouched().size() + (plan.untouched().size() == 1 ? " file" : " files")
                + " left untouched";
        if (!done) {
            return "nothing was changed";
        }
        return (dryRun ? "would change " : "changed ") + counts + untouched;
    }

    private ObjectNode json(Plan plan, Optional<Diagnostic> failure) {
        ObjectNode result = Json.object();
        result.put("title", plan.title());
        result.put("done", !dryRun && failure.isEmpty());
        result.put("dryRun", dryRun);
        ArrayNode moves = result.putArray("moves");
        for (Plan.Move move : plan.moves()) {
            moves.addObject().put("from", plan.relative(move.from())).put("to", plan.relative(move.to()));
        }
        ArrayNode rewritten = result.putArray("rewritten");
        for (Plan.Write write : plan.rewrites()) {
            ObjectNode file = rewritten.addObject();
            file.put("file", plan.relative(write.target()));
            ArrayNode lines = file.putArray("lines");
            write.lines().forEach(lines::add);
        }
        result.set("untouched", Json.diagnosticsArray(plan.untouched()));
        result.put("files", plan.fileCount());
        List<Diagnostic> problems = new ArrayList<>();
        failure.ifPresent(problems::add);
        result.set("problems", Json.diagnosticsArray(problems));
        return result;
    }

    private int fail(PrintWriter out, Diagnostic refusal) {
        Diagnostic problem = refusal.file().isEmpty() ? refusal.inFile(from.toString().replace('\\', '/')) : refusal;
        if (json) {
            ObjectNode result = Json.object();
            result.put("done", false);
            result.put("dryRun", dryRun);
            result.set("problems", Json.diagnosticsArray(List.of(problem)));
            out.println(Json.text(result));
        } else {
            spec.commandLine().getErr().println(problem.format());
        }
        return 1;
    }
}
