package dev.reel.interop;

import dev.reel.io.Loaded;
import dev.reel.io.ProjectFolder;
import dev.reel.io.ProjectCodec;
import dev.reel.io.RigCodec;
import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;
import dev.reel.model.EventDecl;
import dev.reel.model.Extras;
import dev.reel.model.Project;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.rig.Rig;
import dev.reel.sheet.CellNames;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * What importing a skeleton writes: the sheets of its texture atlas (their {@code .meta}, cell ids kept as for any
 * atlas data, every pivot at the picture's centre), the rig {@code NAME.aerig} beside the data (or in
 * {@code --into}) and a clip per animation in {@code anim/NAME/}, each merged with what an earlier import wrote.
 * A Spine skeleton's atlas is the libGDX {@code NAME.atlas} beside it; a DragonBones skeleton's is the texture
 * atlas JSON {@code NAME_tex.json} beside {@code NAME_ske.json} (or beside {@code NAME.json}).
 */
final class SkeletonFiles {
    private SkeletonFiles() {
    }

    /** The texture atlas beside the skeleton data {@code file} of {@code kind}, whether it is there or not. */
    static Path atlas(Path file, String kind) {
        String baseName = CellNames.baseName(file.getFileName().toString());
        if (kind.equals("spine-json")) {
            return file.resolveSibling(baseName + ".atlas");
        }
        String name = baseName.endsWith("_ske") ? baseName.substring(0, baseName.length() - 4) : baseName;
        return file.resolveSibling(name + "_tex.json");
    }

    /** The atlas of {@code file} and the images it names that are there (see {@link ImportFiles#companions}). */
    static List<Path> companions(Path file, String kind) throws IOException {
        Path atlas = atlas(file, kind);
        if (!Files.isRegularFile(atlas) || Files.size(atlas) > SkeletonImport.MAX_BYTES) {
            return List.of();
        }
        List<Diagnostic> ignored = new java.util.ArrayList<>();
        byte[] bytes = Files.readAllBytes(atlas);
        List<AtlasPage> pages = kind.equals("spine-json") ? GdxAtlas.read(bytes, "", ignored)
                : DragonBonesAtlas.read(bytes, "", ignored, new HashMap<>());
        List<Path> found = new java.util.ArrayList<>(List.of(atlas));
        for (AtlasPage page : pages) {
            Path png = AtlasPages.image(atlas.getParent(), page, "", ignored);
            if (png != null && !found.contains(png)) {
                found.add(png);
            }
        }
        return found;
    }

    static void plan(byte[] bytes, Path file, Path folder, boolean beside, String baseName, ImportFiles.Plan plan,
                     Supplier<String> ids) {
        List<Diagnostic> diagnostics = plan.diagnostics;
        boolean spine = plan.kind.equals("spine-json");
        String name = !spine && baseName.endsWith("_ske") ? baseName.substring(0, baseName.length() - 4) : baseName;
        Path atlas = atlas(file, plan.kind);
        SkeletonRegions regions = new SkeletonRegions();
        if (!Files.isRegularFile(atlas)) {
            diagnostics.add(Diagnostic.of(Code.SKL003, plan.shown, 0, 0, "no texture atlas " + atlas.getFileName()
                    + " beside it, so its attachments have no pictures and are left out"));
        } else {
            sheets(atlas, folder, beside, spine, plan, regions, ids);
        }
        if (plan.hasErrors()) {
            return;
        }
        Path rigFile = folder.resolve(name + RigCodec.EXTENSION);
        String rigPath = plan.relative(rigFile);
        SkeletonImport.Result result = SkeletonImport.read(plan.kind, bytes, plan.shown, regions, rigPath, diagnostics);
        if (result.rig() == null || plan.hasErrors()) {
            return;
        }
        Rig previous = null;
        if (Files.exists(rigFile)) {
            ProjectFolder.Read read = ProjectFolder.read(rigFile, rigPath);
            Loaded<Rig> loaded = read.problem() == null ? RigCodec.read(read.bytes(), rigPath) : null;
            if (loaded == null || loaded.value() == null || loaded.hasErrors()) {
                diagnostics.add(Diagnostic.of(Code.SKL002, rigPath, 0, 0, "the rig an earlier import wrote cannot "
                        + "be read, so what was changed in it cannot be kept; fix or remove it first"));
                return;
            }
            previous = loaded.value();
        }
        Rig rig = SkeletonImport.merge(result.rig(), previous, result.colouredBones());
        byte[] rigBytes = RigCodec.bytes(rig);
        // What is written must read back as a rig without errors: anything else is a gap in the import.
        Loaded<Rig> check = RigCodec.read(rigBytes, rigPath);
        check.diagnostics().stream().filter(Diagnostic::isError).forEach(d -> diagnostics.add(Diagnostic.of(
                Code.SKL002, plan.shown, 0, 0, "the rig made from it is not valid: " + d.code() + " " + d.message())));
        plan.outputs.put(rigFile, rigBytes);
        Set<String> taken = new HashSet<>();
        List<Clip> merged = new java.util.ArrayList<>();
        for (Map.Entry<String, Clip> clip : result.clips().entrySet()) {
            String clipPath = "anim/" + name + "/" + SheetAssembly.uniqueFileName(clip.getKey(), taken) + ".aeanim";
            Path clipFile = plan.root.resolve(clipPath);
            Clip mergedClip = SkeletonImport.merge(clip.getValue(), plan.readClip(clipFile), result.declaredEvents());
            byte[] clipBytes = dev.reel.io.ClipCodec.bytes(mergedClip);
            dev.reel.io.ClipCodec.read(clipBytes, clipPath).diagnostics().stream().filter(Diagnostic::isError)
                    .forEach(d -> diagnostics.add(Diagnostic.of(Code.SKL002, plan.shown, 0, 0, "the clip made from "
                            + "animation \"" + clip.getKey() + "\" is not valid: " + d.code() + " " + d.message())));
            plan.outputs.put(clipFile, clipBytes);
            plan.clips.add(clipPath);
            merged.add(mergedClip);
        }
        declareEvents(plan, merged);
    }

    /**
     * Declares in the project's {@code project.aego} the events the clips fire that the project does not declare
     * yet ({@code payload=float} when any of them carries a number), so the imported clips pass {@code reel check};
     * said in a warning. Nothing when the outputs are in no project or its file does not read.
     */
    private static void declareEvents(ImportFiles.Plan plan, java.util.Collection<Clip> clips) {
        Path file = plan.root.resolve(ProjectCodec.FILE_NAME);
        if (!Files.isRegularFile(file)) {
            return;
        }
        ProjectFolder.Read read = ProjectFolder.read(file, ProjectCodec.FILE_NAME);
        Loaded<Project> loaded = read.problem() == null
                ? ProjectCodec.read(read.bytes(), ProjectCodec.FILE_NAME, "project") : null;
        if (loaded == null || loaded.value() == null || loaded.hasErrors()) {
            return;
        }
        Project project = loaded.value();
        Map<String, Boolean> needed = new java.util.LinkedHashMap<>();
        for (Clip clip : clips) {
            for (ClipEvent event : clip.events()) {
                if (!project.declares(event.name())) {
                    needed.merge(event.name(), event.payload() != null, Boolean::logicalOr);
                }
            }
        }
        if (needed.isEmpty()) {
            return;
        }
        List<EventDecl> events = new java.util.ArrayList<>(project.events());
        needed.forEach((name, payload) -> events.add(new EventDecl(name, payload ? "float" : null, Extras.NONE)));
        plan.outputs.put(file, ProjectCodec.bytes(new Project(project.version(), project.name(), project.tickRate(),
                events, project.extras(), project.animationExtras(), project.fileExtras())));
        plan.diagnostics.add(Diagnostic.of(Code.SKL003, plan.shown, 0, 0, "its clips fire events the project did not "
                + "declare; " + ProjectCodec.FILE_NAME + " now declares " + String.join(", ", needed.keySet())));
    }

    private static void sheets(Path atlas, Path folder, boolean beside, boolean spine, ImportFiles.Plan plan,
                               SkeletonRegions regions, Supplier<String> ids) {
        String shown = plan.relative(atlas);
        byte[] bytes;
        try {
            if (Files.size(atlas) > SkeletonImport.MAX_BYTES) {
                plan.diagnostics.add(Diagnostic.of(Code.ATL001, shown, 0, 0, "the atlas is over "
                        + (SkeletonImport.MAX_BYTES >> 20) + " MiB"));
                return;
            }
            bytes = Files.readAllBytes(atlas);
        } catch (IOException | SecurityException e) {
            plan.diagnostics.add(Diagnostic.of(Code.IO001, shown, 0, 0, "cannot read: " + e.getMessage()));
            return;
        }
        Map<String, GdxAtlas.RegionShape> shapes = new HashMap<>();
        List<AtlasPage> pages = spine ? GdxAtlas.read(bytes, shown, plan.diagnostics, true, shapes)
                : DragonBonesAtlas.read(bytes, shown, plan.diagnostics, shapes);
        for (int p = 0; p < pages.size(); p++) {
            AtlasPage page = pages.get(p);
            Path png = AtlasPages.image(atlas.getParent(), page, shown, plan.diagnostics);
            if (png == null) {
                continue;
            }
            AtlasPages.checkInside(page, png, shown, plan.diagnostics);
            Path sheet = beside ? png : folder.resolve(png.getFileName().toString());
            if (!sheet.equals(png) && !plan.copy(png, sheet)) {
                continue;
            }
            plan.frames += page.frames().frames().size();
            plan.addSheet(sheet, new FrameSet(page.frames().frames(), List.of()), null,
                    CellNames.baseName(png.getFileName().toString()), ids, false);
            String sheetPath = plan.relative(sheet);
            for (Map.Entry<String, GdxAtlas.RegionShape> entry : shapes.entrySet()) {
                GdxAtlas.RegionShape shape = entry.getValue();
                if (shape.page() == p) {
                    regions.put(entry.getKey(), new SkeletonRegions.Region(sheetPath + "#" + shape.cell(),
                            shape.originalW(), shape.originalH(), shape.trimX(), shape.trimY(), shape.width(),
                            shape.height(), shape.rotated(), !spine));
                }
            }
        }
    }
}
