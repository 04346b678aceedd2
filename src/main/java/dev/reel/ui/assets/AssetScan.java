package dev.reel.ui.assets;

import dev.reel.interop.ImportFiles;
import dev.reel.io.AssetPath;
import dev.reel.io.ClipCodec;
import dev.reel.io.ControllerCodec;
import dev.reel.io.Loaded;
import dev.reel.io.MetaCodec;
import dev.reel.io.ProjectFolder;
import dev.reel.io.RigCodec;
import dev.reel.model.Cell;
import dev.reel.model.Clip;
import dev.reel.model.Controller;
import dev.reel.model.Flipbook;
import dev.reel.model.FrameTime;
import dev.reel.model.LoopMode;
import dev.reel.model.SheetMeta;
import dev.reel.model.rig.Rig;
import dev.reel.sheet.FlipbookBuilder;
import dev.reel.sheet.PngLoader;
import dev.reel.ui.control.Readout;
import dev.reel.ui.shell.Tasks;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Scans a project into the Assets tree off the JavaFX thread: folders (empty ones too), clips (with their first
 * frame as the picture), controllers, sheets with their cells. It reads headers and sidecars, never whole images, and
 * stops when cancelled.
 */
public final class AssetScan {
    /** Projects of more files than this show their tree while it is read. */
    static final int PARTIAL_FROM = 500;
    private final ProjectFolder folder;
    private final PngLoader loader = new PngLoader();

    public AssetScan(ProjectFolder folder) {
        this.folder = folder;
    }

    /** The project's tree, or null when cancelled. */
    public AssetNode.Folder scan(Tasks.Monitor monitor) {
        return scan(monitor, partial -> { });
    }

    /**
     * The project's tree, or null when cancelled. While the scan of a project of more than {@value #PARTIAL_FROM}
     * files runs, {@code partial} is given the tree of the files read so far after a quarter second, then after
     * half a second more, a second more and so on (on the scanning thread), so a big project's first rows can show early; a smaller one is read in well under a second and
     * shows once, whole.
     */
    public AssetNode.Folder scan(Tasks.Monitor monitor, java.util.function.Consumer<AssetNode.Folder> partial) {
        return scan(monitor, partial, 250_000_000L);
    }

    AssetNode.Folder scan(Tasks.Monitor monitor, java.util.function.Consumer<AssetNode.Folder> partial, long every) {
        long shown = System.nanoTime();
        long wait = every;
        List<Path> files = new ArrayList<>(folder.files());
        files.addAll(folder.importableFiles());
        Map<String, List<AssetNode>> byFolder = new TreeMap<>();
        byFolder.put("", new ArrayList<>());
        // Every folder shows, even one with nothing Reel reads in it yet (just made with New Folder).
        for (Path each : folder.folders()) {
            byFolder.computeIfAbsent(folder.relative(each), key -> new ArrayList<>());
        }
        for (int i = 0; i < files.size(); i++) {
            if (monitor.cancelled()) {
                return null;
            }
            monitor.progress((double) i / Math.max(1, files.size()));
            Path file = files.get(i);
            AssetNode node = item(file);
            if (node == null) {
                continue;
            }
            String relative = folder.relative(file);
            String parent = relative.contains("/") ? relative.substring(0, relative.lastIndexOf('/')) : "";
            byFolder.computeIfAbsent(parent, key -> new ArrayList<>()).add(node);
            for (String ancestor = parent; !ancestor.isEmpty(); ) {
                ancestor = ancestor.contains("/") ? ancestor.substring(0, ancestor.lastIndexOf('/')) : "";
                byFolder.computeIfAbsent(ancestor, key -> new ArrayList<>());
            }
            if (files.size() > PARTIAL_FROM && System.nanoTime() - shown >= wait && i + 1 < files.size()) {
                partial.accept(build("", byFolder));
                shown = System.nanoTime();
                wait *= 2;
            }
        }
        return build("", byFolder);
    }

    private AssetNode.Folder build(String path, Map<String, List<AssetNode>> byFolder) {
        List<AssetNode> children = new ArrayList<>();
        for (String candidate : byFolder.keySet()) {
            if (!candidate.isEmpty() && parentOf(candidate).equals(path)) {
                children.add(build(candidate, byFolder));
            }
        }
        List<AssetNode> files = new ArrayList<>(byFolder.getOrDefault(path, List.of()));
        files.sort(Comparator.comparing(node -> node.label().toLowerCase(Locale.ROOT)));
        children.addAll(files);
        String label = path.isEmpty() ? folder.root().getFileName().toString() : path.substring(path.lastIndexOf('/') + 1);
        return new AssetNode.Folder(folder.root().resolve(path), label, path, children);
    }

    private static String parentOf(String path) {
        return path.contains("/") ? path.substring(0, path.lastIndexOf('/')) : "";
    }

    private AssetNode item(Path file) {
        String relative = folder.relative(file);
        String label = file.getFileName().toString();
        return switch (ProjectFolder.kindOf(file)) {
            case CLIP -> clip(file, relative, label);
            case CONTROLLER -> controller(file, relative, label);
            case RIG -> rig(file, relative, label);
            case PNG -> sheet(file, relative, label);
            case PROJECT -> new AssetNode.FileItem(file, label, relative, "project", "project settings", null,
                    List.of());
            case META, OTHER -> ImportFiles.importable(file) ? importable(file, relative, label) : null;
        };
    }

    /** An Aseprite document or atlas data: double-clicking it imports it. */
    private static AssetNode importable(Path file, String relative, String label) {
        String lower = label.toLowerCase(Locale.ROOT);
        String detail = lower.endsWith(".aseprite") || lower.endsWith(".ase") ? "Aseprite" : "atlas data";
        return new AssetNode.FileItem(file, label, relative, "import", detail, null, List.of());
    }

    private AssetNode clip(Path file, String relative, String label) {
        ProjectFolder.Read read = ProjectFolder.read(file, relative);
        if (read.problem() != null) {
            return new AssetNode.FileItem(file, label, relative, "clip", "unreadable", null, List.of());
        }
        Loaded<Clip> loaded = ClipCodec.read(read.bytes(), relative);
        Clip clip = loaded.value();
        if (clip == null) {
            return new AssetNode.FileItem(file, label, relative, "clip", "has errors", null, List.of());
        }
        String loop = clip.loop() == LoopMode.ONCE ? "" : " · " + clip.loop().word();
        return new AssetNode.FileItem(file, label, relative, "clip", loop, firstFrame(clip), List.of(),
                new AssetNode.ClipLength(clip.length(), FrameTime.rate(clip)));
    }

    private AssetNode.Picture firstFrame(Clip clip) {
        for (Flipbook flipbook : clip.flipbooks()) {
            if (!flipbook.sprites().isEmpty()) {
                return picture(flipbook.sprites().get(0));
            }
        }
        return null;
    }

    /** The picture an asset path shows: a project PNG, or one cell of it. */
    AssetNode.Picture picture(String sprite) {
        if (!(folder.resolve(sprite) instanceof AssetPath.InProject inProject) || !Files.isRegularFile(inProject.file())) {
            return null;
        }
        if (inProject.cell() == null) {
            return new AssetNode.Picture(inProject.file(), null);
        }
        SheetMeta meta = meta(inProject.file());
        Cell cell = meta == null ? null : meta.cell(inProject.cell());
        return cell == null ? null : new AssetNode.Picture(inProject.file(), cell.rect());
    }

    private AssetNode controller(Path file, String relative, String label) {
        ProjectFolder.Read read = ProjectFolder.read(file, relative);
        Controller controller = read.problem() == null ? ControllerCodec.read(read.bytes(), relative).value() : null;
        String detail = controller == null ? "has errors" : Readout.count(controller.states().size(), "state");
        return new AssetNode.FileItem(file, label, relative, "controller", detail, null, List.of());
    }

    private static AssetNode rig(Path file, String relative, String label) {
        ProjectFolder.Read read = ProjectFolder.read(file, relative);
        Loaded<Rig> loaded = read.problem() == null ? RigCodec.read(read.bytes(), relative) : null;
        String detail = loaded == null || !loaded.usable() ? "has errors"
                : Readout.count(loaded.value().bones().size(), "bone");
        return new AssetNode.FileItem(file, label, relative, "rig", detail, null, List.of());
    }

    private AssetNode sheet(Path file, String relative, String label) {
        PngLoader.HeaderResult header = loader.header(file, relative);
        SheetMeta meta = meta(file);
        List<AssetNode.CellItem> cells = new ArrayList<>();
        if (meta != null) {
            List<Cell> sorted = new ArrayList<>(meta.cells());
            sorted.sort(Comparator.comparing(Cell::name, FlipbookBuilder.NAME_ORDER));
            for (Cell cell : sorted) {
                cells.add(new AssetNode.CellItem(file, relative, cell, cell.name(), relative + "#" + cell.name()));
            }
        }
        String size = header.header() == null ? "unreadable" : header.header().width() + "×" + header.header().height();
        String detail = size + (cells.isEmpty() ? " · not sliced" : " · " + Readout.count(cells.size(), "cell"));
        return new AssetNode.FileItem(file, label, relative, "sheet", detail, new AssetNode.Picture(file, null), cells);
    }

    private SheetMeta meta(Path png) {
        Path metaFile = png.resolveSibling(png.getFileName() + MetaCodec.EXTENSION);
        if (!Files.isRegularFile(metaFile)) {
            return null;
        }
        ProjectFolder.Read read = ProjectFolder.read(metaFile, folder.relative(metaFile));
        return read.problem() == null ? MetaCodec.read(read.bytes(), folder.relative(metaFile)).value() : null;
    }
}
