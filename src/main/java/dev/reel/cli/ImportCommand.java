package dev.reel.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.reel.interop.ImportFiles;
import dev.reel.interop.ImportOutcome;
import dev.reel.model.Diagnostic;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;

/**
 * {@code reel import FILE [--into FOLDER] [--dry-run] [--json]}: an Aseprite document or atlas data into a sheet and
 * clips, or skeleton data into a rig, its clips and sheets.
 */
@Command(name = "import", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Import the files artists already have, without Aseprite or any other program installed.",
                "An .aseprite or .ase document is composited (visible layers with their opacity and blend modes) "
                        + "and its frames packed into NAME.png, a grid of whole frames, with NAME.png.meta holding "
                        + "a cell per frame (pivots from its slices) and one flipbook clip per tag in "
                        + "anim/NAME/TAG.aeanim (anim/NAME/NAME.aeanim when it has no tags), with the frames' own "
                        + "durations.",
                "Atlas data beside a PNG (Aseprite JSON, TexturePacker or Phaser JSON hash, array or multi-atlas, "
                        + "libGDX .atlas) becomes the PNG's .meta, and its tags or indexed regions clips.",
                "Skeleton data (Spine JSON 4.0 to 4.2 with its .atlas beside it, DragonBones JSON 5.x with its "
                        + "NAME_tex.json) becomes a rig NAME.aerig, one rig clip per animation in "
                        + "anim/NAME/ANIMATION.aeanim and the atlas' sheets; what Reel rigs lack is one warning "
                        + "(SKL003) per item.",
                "Importing again keeps every cell id, the pivots changed in Reel, and every key, event and "
                        + "comment of the clips: only their frames follow the file. A skeleton imported again keeps "
                        + "the comments of the rig and the tracks, loop mode and comments added to its clips."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:Imported (or, with --dry-run, would be); warnings allowed.",
                "1:An error in the file or the project; nothing was written.", "2:Wrong usage."},
        footer = {"", "Problems are printed as file:line:col CODE message; for an .aseprite file the message "
                + "names the byte offset. With --json it prints {\"source\", \"kind\", \"frames\", \"layers\", "
                + "\"clips\": [...], \"written\": [...], \"dryRun\", \"diagnostics\": [...]}.",
                "", "Examples:",
                "  # a character drawn in Aseprite, into the project's assets",
                "  reel import ~/art/knight.aseprite --into sample-projects/platformer/assets/knight",
                "  # what importing TexturePacker data would write, as JSON",
                "  reel import assets/ui/buttons.json --dry-run --json",
                "  # a Spine skeleton (hero.json, hero.atlas and hero.png side by side)",
                "  reel import ~/spine/export/hero.json --into assets/hero"})
final class ImportCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE",
            description = "An .aseprite/.ase document, atlas data: .json (Aseprite, TexturePacker, Phaser) or "
                    + ".atlas (libGDX), or skeleton data: .json (Spine, DragonBones).")
    Path file;

    @Option(names = "--into", paramLabel = "FOLDER",
            description = "Where NAME.png and its .meta go. For atlas data, the PNG it describes is copied there "
                    + "and its .meta written beside the copy; for skeleton data, its atlas' PNGs likewise and "
                    + "NAME.aerig. Inside a project, FOLDER must lead to no place "
                    + "outside it (AST001). Default: the file's folder.")
    Path into;

    @Option(names = "--dry-run", description = "Read and check everything, print what would be written, write nothing.")
    boolean dryRun;

    @Option(names = "--json", description = "Print the outcome as one JSON object (see below).")
    boolean json;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        ImportOutcome outcome = ImportFiles.run(file, into, dryRun);
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (json) {
            ObjectNode result = Json.object();
            result.put("source", outcome.source());
            result.put("kind", outcome.kind());
            result.put("frames", outcome.frames());
            result.put("layers", outcome.layers());
            ArrayNode clips = result.putArray("clips");
            outcome.clips().forEach(clips::add);
            ArrayNode written = result.putArray("written");
            outcome.written().forEach(written::add);
            result.put("dryRun", dryRun);
            result.set("diagnostics", Json.diagnosticsArray(outcome.diagnostics()));
            out.println(Json.text(result));
        } else {
            for (Diagnostic diagnostic : outcome.diagnostics()) {
                err.println(diagnostic.format());
            }
            out.println(outcome.summary());
            for (String path : outcome.written()) {
                out.println((dryRun ? "  would write " : "  wrote ") + path);
            }
        }
        return outcome.ok() ? 0 : 1;
    }
}
