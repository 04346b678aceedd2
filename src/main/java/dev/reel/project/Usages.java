package dev.reel.project;

import dev.reel.io.ProjectFolder;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What in a project names some files or folders: each reference with its file and line, as the delete
 * confirmation lists them ({@code anim/knight.aectrl:12 asset("anim/knight/run.aeanim")}).
 */
public final class Usages {
    /** One reference: the file holding it (project-relative), its line and the path as written. */
    public record Usage(String file, int line, String written) {
        /** {@code anim/knight.aectrl:12 anim/knight/run.aeanim}. */
        public String format() {
            return file + ":" + line + " " + written;
        }
    }

    private Usages() {
    }

    /**
     * The references to {@code targets} (or to anything inside them, for folders) from files outside them, in
     * path and line order; files that cannot be read are skipped.
     */
    public static List<Usage> of(ProjectFolder folder, List<Path> targets) {
        List<Path> normal = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (Path target : targets) {
            Path path = (target.isAbsolute() ? target : folder.root().resolve(target.toString())).normalize();
            normal.add(path);
            if (Names.isSheet(path)) {
                normal.add(Names.metaOf(path));
            }
            names.add(path.getFileName().toString());
        }
        List<Usage> usages = new ArrayList<>();
        for (Path file : ProjectTexts.documents(folder)) {
            if (inside(file, normal)) {
                continue;
            }
            ProjectTexts.Text text = ProjectTexts.bytes(folder, file);
            if (text.bytes() == null || !ProjectTexts.mayMention(text.bytes(), names)) {
                continue;
            }
            text = ProjectTexts.parse(folder, text);
            if (text.doc() == null) {
                continue;
            }
            for (ProjectTexts.Named named : ProjectTexts.named(folder, text)) {
                if (inside(named.file(), normal)) {
                    usages.add(new Usage(folder.relative(file), named.literal().line(), named.literal().value()));
                }
            }
        }
        return usages;
    }

    /** The referencing files only, each once, in order. */
    public static List<String> files(List<Usage> usages) {
        return usages.stream().map(Usage::file).distinct().toList();
    }

    private static boolean inside(Path file, List<Path> targets) {
        for (Path target : targets) {
            if (file.startsWith(target)) {
                return true;
            }
        }
        return false;
    }
}
