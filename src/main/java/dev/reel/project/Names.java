package dev.reel.project;

import dev.reel.io.MetaCodec;
import dev.reel.io.ProjectCodec;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Locale;

/**
 * File names as the Assets panel and {@code reel mv} give them: which names are allowed, the extension a name
 * keeps, and the free name of a copy ({@code run copy.aeanim}, then {@code run copy 2.aeanim}).
 */
public final class Names {
    private Names() {
    }

    /** Why {@code name} cannot be the name of a file or folder in a project, or null when it can. */
    public static String problem(String name) {
        if (name == null || name.isBlank()) {
            return "the name is empty";
        }
        if (name.startsWith(".")) {
            return "a name starting with '.' would hide the file from Reel";
        }
        if (!name.strip().equals(name)) {
            return "the name starts or ends with a space";
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c == '/' || c == '\\' || c == ':' || c == '#' || c < 0x20 || c == 0x7f || c == '"' || c == '*'
                    || c == '?' || c == '<' || c == '>' || c == '|') {
                return "the name may not contain " + (c < 0x20 || c == 0x7f ? "control characters"
                        : "'" + c + "'");
            }
        }
        if (name.equals(ProjectCodec.FILE_NAME)) {
            return "the name " + ProjectCodec.FILE_NAME + " is the project's own file";
        }
        if (name.toLowerCase(Locale.ROOT).endsWith(MetaCodec.EXTENSION)) {
            return "a .meta file moves with its sheet; rename the sheet instead";
        }
        return null;
    }

    /** The extension Reel knows a file by ({@code .aeanim}, {@code .png}), or "" for folders and other files. */
    public static String extension(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        for (String extension : new String[]{".aeanim", ".aectrl", ".aerig", ".png"}) {
            if (lower.endsWith(extension) && lower.length() > extension.length()) {
                return name.substring(name.length() - extension.length());
            }
        }
        return "";
    }

    /** {@code name} without its {@link #extension}. */
    public static String base(String name) {
        return name.substring(0, name.length() - extension(name).length());
    }

    /** The first free name for a copy of {@code source} beside it: {@code run copy.aeanim}, {@code run copy 2.aeanim}. */
    public static Path copyOf(Path source) {
        String name = source.getFileName().toString();
        boolean folder = Files.isDirectory(source, LinkOption.NOFOLLOW_LINKS);
        String extension = folder ? "" : extension(name);
        String base = name.substring(0, name.length() - extension.length());
        Path copy = source.resolveSibling(base + " copy" + extension);
        for (int n = 2; taken(copy); n++) {
            copy = source.resolveSibling(base + " copy " + n + extension);
        }
        return copy;
    }

    /**
     * The first free name like {@code name} in {@code folder}: {@code hero.png}, then {@code hero 2.png}; the
     * number goes before the extension of Reel's files and of the files it imports ({@code hero 2.aseprite}).
     */
    public static Path free(Path folder, String name) {
        String extension = extension(name);
        String lower = name.toLowerCase(Locale.ROOT);
        for (String imported : new String[]{".aseprite", ".ase", ".json", ".atlas"}) {
            if (extension.isEmpty() && lower.endsWith(imported) && lower.length() > imported.length()) {
                extension = name.substring(name.length() - imported.length());
            }
        }
        String base = name.substring(0, name.length() - extension.length());
        Path file = folder.resolve(name);
        for (int n = 2; taken(file); n++) {
            file = folder.resolve(base + " " + n + extension);
        }
        return file;
    }

    private static boolean taken(Path path) {
        return Files.exists(path, LinkOption.NOFOLLOW_LINKS)
                || Files.exists(path.resolveSibling(path.getFileName() + MetaCodec.EXTENSION), LinkOption.NOFOLLOW_LINKS);
    }

    /** The sidecar of a sheet: {@code hero.png} → {@code hero.png.meta}. */
    public static Path metaOf(Path png) {
        return png.resolveSibling(png.getFileName() + MetaCodec.EXTENSION);
    }

    /** Whether {@code path} names a PNG sheet. */
    public static boolean isSheet(Path path) {
        return path.getFileName() != null
                && path.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".png");
    }
}
