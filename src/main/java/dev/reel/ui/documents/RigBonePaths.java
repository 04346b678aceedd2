package dev.reel.ui.documents;

import dev.reel.io.AssetPath;
import dev.reel.io.ProjectFolder;
import dev.reel.io.RigCodec;
import dev.reel.model.rig.Rig;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;

/**
 * The rig a clip animates ({@code rig=asset(...)}) and its bone paths, for the clip's node list and its fields: the open rig
 * document's value when the rig is open (so a bone just drawn is listed), else the file, read again only when its
 * modification time or size changes (the node list of {@code ui.playback} asks it, which reads no files itself). Bones whose path cannot be formed (a cycle) and rigs that do not read are
 * left out.
 */
public final class RigBonePaths {
    private final Workspace workspace;
    private Path readFile;
    private FileTime readTime;
    private long readSize = -1;
    private Rig readRig;
    private Rig pathsOf;
    private List<String> readPaths = List.of();

    public RigBonePaths(Workspace workspace) {
        this.workspace = workspace;
    }

    /** The bone paths of the rig at project asset path {@code rig}, root ({@code ""}) first, in file order. */
    public List<String> of(String rig) {
        Rig value = rig(rig);
        if (value == null) {
            return List.of();
        }
        if (value != pathsOf) {
            // Paths are worked out once per rig value: the node list asks for them on every frame.
            readPaths = paths(value);
            pathsOf = value;
        }
        return readPaths;
    }

    /**
     * The rig at project asset path {@code rig}: the open document's value when it is open, else the file as last
     * read (read again when its time or size changes); null when there is none or it does not read.
     */
    public Rig rig(String rig) {
        if (rig == null || !(workspace.folder().resolve(rig) instanceof AssetPath.InProject inProject)) {
            return null;
        }
        Path file = inProject.file();
        for (OpenDocument<?> open : workspace.documents()) {
            if (file.equals(open.file()) && open.value() instanceof Rig openRig) {
                return openRig;
            }
        }
        try {
            FileTime time = Files.getLastModifiedTime(file);
            long size = Files.size(file);
            if (!file.equals(readFile) || !time.equals(readTime) || size != readSize) {
                ProjectFolder.Read read = ProjectFolder.read(file, rig);
                readRig = read.problem() == null ? RigCodec.read(read.bytes(), rig).value() : null;
                readFile = file;
                readTime = time;
                readSize = size;
            }
            return readRig;
        } catch (IOException gone) {
            return null;
        }
    }

    private static List<String> paths(Rig rig) {
        List<String> paths = new ArrayList<>();
        for (int i = 0; i < rig.bones().size(); i++) {
            String path = rig.bonePath(i);
            if (path != null) {
                paths.add(path);
            }
        }
        return paths;
    }
}
