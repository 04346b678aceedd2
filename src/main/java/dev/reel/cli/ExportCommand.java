package dev.reel.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.reel.interop.ExportFiles;
import dev.reel.io.WriteGuard;
import dev.reel.io.FrameBank;
import dev.reel.io.FrameBankCodec;
import dev.reel.io.Loaded;
import dev.reel.io.ProjectFolder;
import dev.reel.model.Clip;
import dev.reel.model.Diagnostic;
import dev.reel.model.State;
import dev.reel.preview.Background;
import dev.reel.preview.ExportFrames;
import dev.reel.preview.ExportFraming;
import dev.reel.preview.ExportResult;
import dev.reel.preview.FrameBankBuilder;
import dev.reel.preview.PoseAdapter;
import dev.reel.preview.PoseSequence;
import dev.reel.preview.SequenceExport;
import dev.reel.preview.SpriteAtlas;
import dev.reel.preview.WorldBounds;
import dev.reel.runtime.CompiledClip;
import dev.reel.runtime.CompiledController;
import dev.reel.runtime.PlayScript;
import dev.reel.runtime.ReplayScript;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

/**
 * {@code reel export CLIP|CONTROLLER (--png-strip | --gif | --frames | --bank) ...}: renders a clip or a
 * controller headless through the SDL preview renderer ({@link ExportFrames}, {@link SequenceExport}), or
 * writes its flat frame data ({@link FrameBankBuilder}). Problems go to standard error as
 * {@code file:line:col CODE message}.
 */
@Command(name = "export", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Render a clip or a controller headless through the SDL preview renderer into a PNG strip, "
                + "a looping GIF or numbered PNGs, or write its flat frame data for simple SDL runtimes.",
                "A clip gives one pass: a frame per sprite frame (flipbook frame), or per 1/fps when --fps is "
                        + "given or the clip has no sprite frames (12 fps by default). A controller driven by "
                        + "--script gives a frame per fixed step (1/60 s), or per 1/fps, over the script's steps; "
                        + "without a script, one pass of its entry state's clip.",
                "Frames are as large as the sprites over the whole export, with 2 pixels around, unless --size "
                        + "is given; the root-motion track is not drawn (the character stays in place)."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:Written.",
                "1:An error; a file may still be written, with placeholders for missing sprites.",
                "2:Wrong usage."},
        footer = {"", "The GIF loops forever. Each frame starts at its true time rounded to hundredths of a "
                + "second, so the delays add up to the length without drift (12 fps gives 8, 9, 8 cs); identical "
                + "frames in a row become one, and frames faster than 2 cs (a controller's 60 steps a second) are "
                + "thinned to at most 50 a second at the right speed.",
                "With --json it prints {\"output\", \"files\": [...], \"frames\", \"width\", \"height\", "
                        + "\"seconds\": [...]} (for --bank: {\"output\", \"animations\", \"frames\"}; for "
                        + "--godot-animation and --godot-tree: {\"output\", \"animations\", \"states\", "
                        + "\"warnings\"}).",
                "--godot-animation and --godot-tree print a warning (EXP002) for each thing Godot cannot play as "
                        + "Reel does; the file is written all the same. Sprite frames become Sprite2D keys "
                        + "(texture, region_rect, offset) and float curves bezier tracks with Reel's handles; a rig clip's "
                        + "bone transforms animate Bone2D nodes under the Skeleton2D (--godot-skeleton), its slots, "
                        + "IK, deform and draw order are warnings.",
                "", "Examples:",
                "  # the knight's run cycle as a GIF, twice as large",
                "  reel export sample-projects/platformer/anim/knight/run.aeanim \\",
                "      --gif run.gif --scale 2",
                "  # a controller driven by a replay script, as numbered PNGs",
                "  reel export engine/anim/platformer --script run.script \\",
                "      --frames out/ --size 128,128 --background '#202020'",
                "  # the knight for Godot 4: its clips, then its controller",
                "  reel export sample-projects/platformer/anim/knight.aectrl \\",
                "      --godot-animation knight_animations.tres",
                "  reel export sample-projects/platformer/anim/knight.aectrl \\",
                "      --godot-tree knight_tree.tres"})
final class ExportCommand implements Callable<Integer> {
    /** Pixels of every frame together an export may hold in memory. */
    static final long MAX_PIXELS = 1L << 26;
    /** The largest side of one frame, as of a sheet. */
    static final int MAX_SIDE = 16384;

    @Parameters(index = "0", paramLabel = "CLIP|CONTROLLER",
            description = "A clip (.aeanim) or controller (.aectrl) file (--godot-tree: a controller; for --godot, --aseprite-json and "
                    + "--texturepacker: a clip, or a sliced sheet PNG standing for every clip showing it), in its project (the nearest folder "
                    + "above it holding project.aego), or a built-in such as engine/anim/run or "
                    + "engine/anim/platformer.")
    String source;

    @Option(names = "--script", paramLabel = "FILE",
            description = "For a controller: a script in reel replay's format; a frame per fixed step. "
                    + "Default: one pass of the entry state's clip.")
    Path script;

    @Option(names = "--steps", paramLabel = "N",
            description = "With --script, how many fixed steps to run. Default: the script's last step + "
                    + ReplayCommand.SETTLE_STEPS + ".")
    Integer steps;

    @ArgGroup(exclusive = true, multiplicity = "1")
    Output output;

    @Option(names = "--fps", paramLabel = "N", description = "Take a frame every 1/N seconds. Default: one per sprite frame (12 fps for a "
            + "clip without sprite frames; one per step with --script).")
    Double fps;

    @Option(names = "--size", paramLabel = "W,H", converter = IntPair.Exact.class,
            description = "One frame's size in pixels, the sprites centred. Default: the sprites' bounds "
                    + "over the whole export, with 2 pixels around.")
    IntPair size;

    @Option(names = "--scale", paramLabel = "S", defaultValue = "1",
            description = "Draw every world unit S pixels wide. Default: ${DEFAULT-VALUE}.")
    double scale;

    @Option(names = "--background", paramLabel = "COLOR", converter = BackgroundOption.class,
            defaultValue = "transparent",
            description = "transparent, or a colour #RRGGBB or #RRGGBBAA. Default: ${DEFAULT-VALUE}.")
    Background background;

    @Option(names = "--godot-method", paramLabel = "NAME", defaultValue = GodotCli.DEFAULT_METHOD,
            description = "With --godot-animation, the method event keys call with (name, payload). "
                    + "Default: ${DEFAULT-VALUE}.")
    String godotMethod;

    @Option(names = "--godot-skeleton", paramLabel = "NAME", defaultValue = GodotCli.DEFAULT_SKELETON,
            description = "With --godot-animation or --godot-tree, the name of the Skeleton2D node whose Bone2D "
                    + "children a rig clip's bone tracks animate. Default: ${DEFAULT-VALUE}.")
    String godotSkeleton;

    @Option(names = "--json", description = "Print what was written as one JSON object (see below).")
    boolean json;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** Exactly one output. */
    static final class Output {
        @Option(names = "--png-strip", required = true, paramLabel = "OUT.png",
                description = "Write one PNG with the frames side by side.")
        Path strip;

        @Option(names = "--gif", required = true, paramLabel = "OUT.gif",
                description = "Write a looping GIF, each frame shown for its duration (see below).")
        Path gif;

        @Option(names = "--frames", required = true, paramLabel = "DIR",
                description = "Write NAME_000.png, NAME_001.png, ... into DIR, NAME being the clip's or the "
                + "controller's.")
        Path frames;

        @Option(names = "--bank", required = true, paramLabel = "OUT.json",
                description = "Write flat frame data, without rendering: per animation its sheet, each "
                        + "frame's source rect, duration, pivot and flip, its loop and next animation.")
        Path bank;

        @Option(names = "--godot", required = true, paramLabel = "OUT.tres",
                description = "Write a Godot 4 SpriteFrames resource: an animation per clip, frames as regions of "
                        + "the sheet (see below).")
        Path godot;

        @Option(names = "--godot-animation", required = true, paramLabel = "OUT.tres",
                description = "Write a Godot 4 AnimationLibrary: an Animation per clip (the clip, or every clip "
                        + "of the controller), its tracks, sprite frames and events (see below).")
        Path godotAnimation;

        @Option(names = "--godot-tree", required = true, paramLabel = "OUT.tres",
                description = "Write a controller as a Godot 4 AnimationTree's root: an AnimationNodeStateMachine "
                        + "(an AnimationNodeBlendTree when it has layers) playing the animations by their clips' "
                        + "names.")
        Path godotTree;

        @Option(names = "--aseprite-json", required = true, paramLabel = "OUT.json",
                description = "Write Aseprite-style JSON (array form): the clips' frames with durations, a frame "
                        + "tag per clip, as Phaser, PixiJS and other engines load it.")
        Path asepriteJson;

        @Option(names = "--texturepacker", required = true, paramLabel = "OUT.json",
                description = "Write a TexturePacker-style JSON hash of the sheet's cells with their pivots.")
        Path texturePacker;

        /** The engine format asked for, or null for a rendered or flat-data export. */
        ExportFiles.Format engine() {
            return godot != null ? ExportFiles.Format.GODOT : asepriteJson != null ? ExportFiles.Format.ASEPRITE_JSON
                    : texturePacker != null ? ExportFiles.Format.TEXTUREPACKER : null;
        }

        Path engineTarget() {
            return godot != null ? godot : asepriteJson != null ? asepriteJson : texturePacker;
        }
    }

    @Override
    public Integer call() {
        if (output.godotAnimation != null || output.godotTree != null) {
            return GodotCli.run(source, output.godotAnimation != null, output.godotAnimation != null
                    ? output.godotAnimation : output.godotTree, godotMethod, godotSkeleton, script != null
                    || fps != null || size != null || scale != 1 || background != Background.TRANSPARENT, json, spec);
        }
        if (!GodotCli.DEFAULT_METHOD.equals(godotMethod)) {
            return complain("--godot-method names the method of --godot-animation's event keys", 2);
        }
        if (!GodotCli.DEFAULT_SKELETON.equals(godotSkeleton)) {
            return complain("--godot-skeleton names the skeleton node of --godot-animation and --godot-tree", 2);
        }
        if (output.engine() != null) {
            return EngineExport.run(source, output.engine(), output.engineTarget(), script != null || fps != null
                    || size != null || scale != 1 || background != Background.TRANSPARENT, json, spec);
        }
        boolean controller = ClipSource.namesController(source);
        String usage = usageProblem(controller);
        if (usage != null) {
            return complain(usage, 2);
        }
        if (fps != null && !(fps > 0 && Double.isFinite(fps))) {
            return complain("--fps needs a number of frames per second above 0, got " + fps, 1);
        }
        if (!(scale > 0 && Double.isFinite(scale))) {
            return complain("--scale needs a number above 0, got " + scale, 1);
        }
        if (size != null && (size.first() <= 0 || size.second() <= 0 || size.first() > MAX_SIDE
                || size.second() > MAX_SIDE)) {
            return complain("--size " + size.first() + "," + size.second() + " is not a frame size: both sides "
                    + "must be 1 to " + MAX_SIDE + " pixels", 1);
        }
        if (steps != null && steps <= 0) {
            return complain("--steps needs 1 or more, got " + steps, 1);
        }
        return controller ? exportController() : exportClip();
    }

    /** What is wrong with the combination of options, or null. */
    private String usageProblem(boolean controller) {
        if (output.bank != null && (script != null || fps != null || size != null || scale != 1
                || background != Background.TRANSPARENT)) {
            return "--bank writes frame data without rendering; --script, --fps, --size, --scale and --background "
                    + "do not apply to it";
        }
        if (source.toLowerCase(java.util.Locale.ROOT).endsWith(".png")) {
            return "a sheet PNG stands for its clips only with --godot, --aseprite-json or --texturepacker; "
                    + "--png-strip, --gif, --frames and --bank export a clip (.aeanim) or a controller (.aectrl)";
        }
        if (script != null && !controller) {
            return "--script drives a controller; " + source + " is a clip";
        }
        if (steps != null && script == null) {
            return "--steps counts the steps of a --script";
        }
        return null;
    }

    private int exportClip() {
        ClipSource loaded = ClipSource.load(source);
        print(loaded.diagnostics());
        if (loaded.failed()) {
            return complain("the clip cannot be exported", 1);
        }
        CompiledClip clip = loaded.clip();
        SpriteAtlas atlas = new SpriteAtlas(loaded.root());
        if (output.bank != null) {
            Loaded<FrameBank> bank = FrameBankBuilder.fromClip(name(), name(), clip.source(), clip.file(),
                    atlas::meta);
            return writeBank(bank);
        }
        return render(ExportFrames.clip(clip, null, fps, 1, new PoseAdapter(atlas)), atlas);
    }

    private int exportController() {
        ControllerSource loaded = ControllerSource.load(source);
        print(loaded.diagnostics());
        if (loaded.failed()) {
            return complain("the controller cannot be exported", 1);
        }
        CompiledController controller = loaded.controller();
        SpriteAtlas atlas = new SpriteAtlas(loaded.root());
        if (output.bank != null) {
            Loaded<FrameBank> bank = FrameBankBuilder.fromController(name(), controller.source(), controller.file(),
                    written -> clipNamed(controller, written), atlas::meta);
            return writeBank(bank);
        }
        PoseAdapter adapter = new PoseAdapter(atlas);
        if (script == null) {
            int entry = controller.entry();
            CompiledClip clip = entry < 0 ? null : controller.clip(entry);
            if (clip == null) {
                return complain("the entry state has no clip to export; give a --script", 1);
            }
            State state = stateNamed(controller, controller.stateName(entry));
            return render(ExportFrames.clip(clip, state == null ? null : state.loop(), fps,
                    state == null ? 1 : state.speed(), adapter), atlas);
        }
        String shownScript = script.toString().replace('\\', '/');
        ProjectFolder.Read read = ProjectFolder.read(script, shownScript);
        if (read.problem() != null) {
            print(List.of(read.problem()));
            return complain("the script cannot be read", 1);
        }
        ReplayScript parsed = ReplayScript.parse(new String(read.bytes(), StandardCharsets.UTF_8), shownScript,
                controller);
        print(parsed.diagnostics());
        if (parsed.hasErrors()) {
            return complain("the script has errors; nothing was exported", 1);
        }
        int count = steps != null ? steps : ReplayCommand.defaultSteps(parsed);
        return render(ExportFrames.controller(controller, parsed.actions(), count, PlayScript.DEFAULT_STEP, fps,
                adapter), atlas);
    }

    private int render(PoseSequence sequence, SpriteAtlas atlas) {
        List<Diagnostic> problems = new ArrayList<>(atlas.problems());
        print(problems);
        if (sequence.size() == 0) {
            return complain("there are no frames to export", 1);
        }
        WorldBounds bounds = sequence.bounds();
        if (bounds.isEmpty() && size == null) {
            return complain("no frame shows a sprite (no node has a SpriteRenderer.sprite that could be found); "
                    + "give --size to export empty frames", 1);
        }
        ExportFraming framing = size != null ? ExportFraming.centred(bounds, scale, size.first(), size.second())
                : ExportFraming.fit(bounds, scale);
        if (framing.width() > MAX_SIDE || framing.height() > MAX_SIDE) {
            return complain("the sprites need frames of " + framing.width() + " × " + framing.height()
                    + " pixels, more than " + MAX_SIDE + " a side; lower --scale or give --size", 1);
        }
        long pixels = (long) framing.width() * framing.height() * sequence.size();
        if (pixels > MAX_PIXELS) {
            return complain(sequence.size() + " frames of " + framing.width() + " × " + framing.height()
                    + " pixels are too many to export at once (at most " + MAX_PIXELS + " pixels); lower --fps, "
                    + "--steps or --scale", 1);
        }
        SequenceExport.Format format = output.strip != null ? SequenceExport.Format.PNG_STRIP
                : output.gif != null ? SequenceExport.Format.GIF : SequenceExport.Format.FRAMES;
        Path target = output.strip != null ? output.strip : output.gif != null ? output.gif : output.frames;
        ExportResult result = SequenceExport.write(sequence, format, target, name(), framing, background, atlas);
        print(result.problems());
        problems.addAll(result.problems());
        if (result.files().isEmpty()) {
            return complain("nothing was written", 1);
        }
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            ObjectNode report = Json.object();
            report.put("output", shown(target));
            ArrayNode files = report.putArray("files");
            result.files().forEach(file -> files.add(shown(file)));
            report.put("frames", sequence.size());
            report.put("width", framing.width());
            report.put("height", framing.height());
            ArrayNode seconds = report.putArray("seconds");
            sequence.seconds().forEach(seconds::add);
            out.println(Json.text(report));
        } else {
            out.println("wrote " + shown(target) + ": " + sequence.size() + " frame" + (sequence.size() == 1 ? "" : "s")
                    + " of " + framing.width() + " × " + framing.height() + " px");
        }
        return problems.stream().anyMatch(Diagnostic::isError) ? 1 : 0;
    }

    private int writeBank(Loaded<FrameBank> bank) {
        print(bank.diagnostics());
        if (bank.value() == null) {
            return complain("no frame data could be made; nothing was written", 1);
        }
        Optional<Diagnostic> unsaved = WriteGuard.saveNamed(output.bank, FrameBankCodec.bytes(bank.value()));
        if (unsaved.isPresent()) {
            print(List.of(unsaved.get()));
            return complain("nothing was written", 1);
        }
        int frames = bank.value().animations().stream().mapToInt(animation -> animation.frames().size()).sum();
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            ObjectNode report = Json.object();
            report.put("output", shown(output.bank));
            report.put("animations", bank.value().animations().size());
            report.put("frames", frames);
            out.println(Json.text(report));
        } else {
            out.println("wrote " + shown(output.bank) + ": " + bank.value().animations().size() + " animation"
                    + (bank.value().animations().size() == 1 ? "" : "s") + ", " + frames + " frames");
        }
        return bank.hasErrors() ? 1 : 0;
    }

    /** The clip a state names, as the controller compiled it (null when it has none). */
    private static Clip clipNamed(CompiledController controller, String written) {
        for (int state = 0; state < controller.stateCount(); state++) {
            State model = stateNamed(controller, controller.stateName(state));
            if (model != null && written.equals(model.clip()) && controller.clip(state) != null) {
                return controller.clip(state).source();
            }
        }
        return null;
    }

    private static State stateNamed(CompiledController controller, String name) {
        for (State state : controller.source().states()) {
            if (state.name().equals(name)) {
                return state;
            }
        }
        return null;
    }

    /** The clip's or controller's file name without its extension: the bank's id and the frames' stem. */
    private String name() {
        String normal = source.replace('\\', '/');
        String last = normal.substring(normal.lastIndexOf('/') + 1);
        int dot = last.lastIndexOf('.');
        String stem = dot > 0 ? last.substring(0, dot) : last;
        return stem.isEmpty() ? "frame" : stem;
    }

    private static String shown(Path path) {
        return path.toString().replace('\\', '/');
    }

    private void print(List<Diagnostic> diagnostics) {
        PrintWriter err = spec.commandLine().getErr();
        for (Diagnostic diagnostic : diagnostics) {
            err.println(diagnostic.format());
        }
    }

    private int complain(String message, int exit) {
        spec.commandLine().getErr().println("reel export: " + message);
        return exit;
    }
}
