package dev.reel.io;

import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;
import dev.reel.model.Code;
import dev.reel.model.Controller;
import dev.reel.model.Diagnostic;
import dev.reel.model.Extras;
import dev.reel.model.Flipbook;
import dev.reel.model.Key;
import dev.reel.model.Project;
import dev.reel.model.SheetMeta;
import dev.reel.model.Track;
import dev.reel.model.Value;
import dev.reel.model.rig.Attachment;
import dev.reel.model.rig.Rig;
import dev.reel.model.rig.Skin;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Checks the files of a project the way {@code reel check} and the Problems panel see them: each file's own
 * import diagnostics, plus what needs the whole project — declared events (ANM003), asset references that
 * leave the project (AST001) or lead nowhere (AST002), controller states and blend-tree motions whose clip is
 * missing (ANC004), the layer rules that need the clips (ANC008, ANC009), and a clip's tracks against the rig
 * it animates (RIG013 to RIG016).
 * Diagnostics name files by their project-relative path.
 */
public final class ProjectChecker {
    private final ProjectFolder folder;
    private final Project project;
    private final List<Diagnostic> projectDiagnostics;
    /**
     * Sidecars read so far, by project-relative PNG path; empty when the sheet has none or it is unreadable.
     * Files may be checked on several threads at once: each sidecar is still read once.
     */
    private final Map<String, java.util.Optional<SheetMeta>> sheets = new java.util.concurrent.ConcurrentHashMap<>();
    /** Rigs read so far, read again when their file changes. */
    private final RigCache rigs = new RigCache();

    public ProjectChecker(ProjectFolder folder) {
        this.folder = folder;
        Loaded<Project> loaded = folder.readProject();
        this.projectDiagnostics = loaded.diagnostics();
        this.project = loaded.value();
    }

    /**
     * Every diagnostic of the project, file by file in path order. A checker may check files on several
     * threads at once (what it remembers of sheets is shared safely).
     */
    public List<Diagnostic> checkAll() {
        List<Diagnostic> all = new ArrayList<>(projectDiagnostics);
        for (Path file : folder.files()) {
            if (ProjectFolder.kindOf(file) != ProjectFolder.FileKind.PROJECT) {
                all.addAll(checkFile(file));
            }
        }
        return all;
    }

    /** The diagnostics of {@code project.aego} itself. */
    public List<Diagnostic> projectDiagnostics() {
        return projectDiagnostics;
    }

    /**
     * The name a project's file is read and reported under: its path in the project, with forward slashes.
     * {@code file} is absolute and normalized.
     */
    public static String nameOf(ProjectFolder folder, Path file) {
        return folder.relative(file);
    }

    /** The diagnostics of one file of the project. */
    public List<Diagnostic> checkFile(Path file) {
        String name = nameOf(folder, file);
        ProjectFolder.FileKind kind = ProjectFolder.kindOf(file);
        if (kind == ProjectFolder.FileKind.PROJECT) {
            return projectDiagnostics;
        }
        if (kind == ProjectFolder.FileKind.PNG || kind == ProjectFolder.FileKind.OTHER) {
            return List.of();
        }
        ProjectFolder.Read read = ProjectFolder.read(file, name);
        if (read.problem() != null) {
            return List.of(read.problem());
        }
        List<Diagnostic> diagnostics = new ArrayList<>();
        if (ProjectFolder.isRig(file)) {
            Loaded<Rig> loaded = RigCodec.read(read.bytes(), name);
            diagnostics.addAll(loaded.diagnostics());
            if (loaded.value() != null) {
                diagnostics.addAll(checkRig(loaded.value(), name));
            }
            return diagnostics;
        }
        switch (kind) {
            case CLIP -> {
                Loaded<Clip> loaded = ClipCodec.read(read.bytes(), name);
                diagnostics.addAll(loaded.diagnostics());
                if (loaded.value() != null) {
                    diagnostics.addAll(checkClip(loaded.value(), name));
                }
            }
            case CONTROLLER -> {
                Loaded<Controller> loaded = ControllerCodec.read(read.bytes(), name);
                diagnostics.addAll(loaded.diagnostics());
                if (loaded.value() != null) {
                    diagnostics.addAll(checkController(loaded.value(), name));
                }
            }
            case META -> {
                Loaded<SheetMeta> loaded = MetaCodec.read(read.bytes(), name);
                diagnostics.addAll(loaded.diagnostics());
                Path png = file.resolveSibling(file.getFileName().toString()
                        .substring(0, file.getFileName().toString().length() - MetaCodec.EXTENSION.length()));
                if (!Files.isRegularFile(png)) {
                    diagnostics.add(Diagnostic.of(Code.AST002, name, 0, 0, "the sheet " + folder.relative(png)
                            + " this sidecar describes does not exist"));
                }
            }
            default -> {
                // PROJECT, PNG and OTHER are handled above.
            }
        }
        return diagnostics;
    }

    /** ANM003 and asset references of a clip that read without syntax problems. */
    public List<Diagnostic> checkClip(Clip clip, String name) {
        List<Diagnostic> diagnostics = new ArrayList<>();
        for (ClipEvent event : clip.events()) {
            boolean declared = project != null ? project.declares(event.name()) : Project.engineDeclares(event.name());
            if (!declared) {
                diagnostics.add(at(Code.ANM003, name, event.extras(), "event \"" + event.name()
                        + "\" is not declared in project.aego (animation { event \"" + event.name() + "\" {} })"));
            }
        }
        for (Flipbook flipbook : clip.flipbooks()) {
            for (String sprite : flipbook.sprites()) {
                reference(sprite, name, flipbook.extras(), Code.AST002, diagnostics);
            }
        }
        for (Track track : clip.tracks()) {
            for (Key key : track.keys()) {
                if (key.value() instanceof Value.Asset asset) {
                    reference(asset.path(), name, key.extras(), Code.AST002, diagnostics);
                }
            }
        }
        diagnostics.addAll(rigTracks(clip, name));
        return diagnostics;
    }

    /** Asset references of a rig: every attachment's sprite (AST001, AST002). */
    public List<Diagnostic> checkRig(Rig rig, String name) {
        List<Diagnostic> diagnostics = new ArrayList<>();
        for (Skin skin : rig.skins()) {
            for (Attachment attachment : skin.attachments()) {
                reference(attachment.sprite(), name, attachment.extras(), Code.AST002, diagnostics);
            }
        }
        return diagnostics;
    }

    /**
     * The clip's tracks against its rig (RIG013 to RIG015, {@link RigTrackChecks}); AST001 or AST002 when the rig
     * is not where it says, RIG016 when it cannot be read without errors.
     */
    private List<Diagnostic> rigTracks(Clip clip, String name) {
        if (clip.rig() == null) {
            return RigTrackChecks.withoutRig(clip, name);
        }
        List<Diagnostic> diagnostics = new ArrayList<>();
        reference(clip.rig(), name, clip.extras(), Code.AST002, diagnostics);
        if (!diagnostics.isEmpty()) {
            return diagnostics;
        }
        Loaded<Rig> rig = rigs.read(folder, clip.rig());
        if (rig == null || !rig.usable()) {
            diagnostics.add(at(Code.RIG016, name, clip.extras(), "the rig " + clip.rig() + " cannot be read"
                    + (rig == null ? "" : " without errors (reel check " + clip.rig() + " lists them)")
                    + ", so the clip's tracks are not checked against it"));
            return diagnostics;
        }
        return RigTrackChecks.check(clip, rig.value(), name);
    }

    /** ANC004 and asset references of a controller. */
    public List<Diagnostic> checkController(Controller controller, String name) {
        List<Diagnostic> diagnostics = new ArrayList<>();
        for (ControllerParts.ClipReference clip : ControllerParts.clips(controller)) {
            if (clip.clip() != null) {
                reference(clip.clip(), name, clip.at(), Code.ANC004, diagnostics);
            }
        }
        diagnostics.addAll(LayerChecks.check(controller, name, this::readClip));
        return diagnostics;
    }

    /** The clip at project asset path {@code written}, or null when it is not in the project or cannot be read. */
    private Clip readClip(String written) {
        if (!(folder.resolve(written) instanceof AssetPath.InProject inProject) || !Files.isRegularFile(inProject.file())) {
            return null;
        }
        ProjectFolder.Read read = ProjectFolder.read(inProject.file(), written);
        return read.problem() != null ? null : ClipCodec.read(read.bytes(), written).value();
    }

    /** Reports where an asset path leads nowhere ({@code missing}) or out of the project (AST001). */
    private void reference(String written, String file, Extras at, Code missing, List<Diagnostic> diagnostics) {
        AssetPath path = folder.resolve(written);
        if (path instanceof AssetPath.Refused refused) {
            diagnostics.add(at(Code.AST001, file, at, "asset path \"" + written + "\" " + refused.reason()));
        } else if (path instanceof AssetPath.Engine engine) {
            if (!AssetPaths.engineResourceExists(engine.resource())) {
                diagnostics.add(at(missing, file, at, "no built-in \"" + written + "\""));
            } else if (engine.cell() != null) {
                diagnostics.add(at(missing, file, at, "built-in \"" + written + "\" has no cells"));
            }
        } else if (path instanceof AssetPath.InProject inProject) {
            if (!Files.isRegularFile(inProject.file())) {
                diagnostics.add(at(missing, file, at, "asset \"" + written + "\" does not exist"));
            } else if (inProject.cell() != null) {
                SheetMeta meta = sheet(inProject.file());
                if (inProject.namesMissingCell(meta)) {
                    String sheet = folder.relative(inProject.file());
                    diagnostics.add(at(missing, file, at, "sheet " + sheet + " has no cell \"" + inProject.cell()
                            + "\"" + (meta == null ? " (it is not sliced)" : "")));
                }
            }
        }
    }

    /**
     * Forgets what was read of a sheet whose PNG or {@code .meta} is {@code file} (it was saved or changed on
     * disk), so the next check of a clip that uses its cells reads it again.
     */
    public void forget(Path file) {
        String name = file.getFileName().toString();
        Path png = name.endsWith(MetaCodec.EXTENSION)
                ? file.resolveSibling(name.substring(0, name.length() - MetaCodec.EXTENSION.length())) : file;
        sheets.remove(folder.relative(png));
    }

    /** Forgets every sheet read so far (the whole project may have changed). */
    public void forgetSheets() {
        sheets.clear();
    }

    private SheetMeta sheet(Path png) {
        return sheets.computeIfAbsent(folder.relative(png), key -> {
            Path metaFile = png.resolveSibling(png.getFileName() + MetaCodec.EXTENSION);
            if (Files.isRegularFile(metaFile)) {
                ProjectFolder.Read read = ProjectFolder.read(metaFile, folder.relative(metaFile));
                if (read.problem() == null) {
                    return java.util.Optional.ofNullable(MetaCodec.read(read.bytes(), key).value());
                }
            }
            return java.util.Optional.empty();
        }).orElse(null);
    }

    private static Diagnostic at(Code code, String file, Extras extras, String message) {
        return Diagnostic.of(code, file, extras.line(), extras.column(), message);
    }
}
