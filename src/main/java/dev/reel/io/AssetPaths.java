package dev.reel.io;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

/**
 * Resolves the asset paths of files against their project folder. A path is relative to the project, uses
 * {@code /}, and must stay inside: {@code ..} that climbs out, absolute paths, drive letters, UNC paths and
 * symbolic links pointing out are refused, never followed. {@code engine/...} names a built-in.
 */
public final class AssetPaths {
    /** The virtual folder of the built-ins that ship inside the application. */
    public static final String ENGINE_PREFIX = "engine/";
    /** Extensions tried, in order, for a built-in named without one ({@code engine/anim/run}). */
    private static final List<String> ENGINE_EXTENSIONS = List.of(".aeanim", ".aectrl", ".png");

    private AssetPaths() {
    }

    /**
     * Resolves {@code written} by its name alone, with no file system: a built-in, a path Reel refuses (the same
     * reasons as {@link #resolve}, links aside), or a path inside the project whose {@link AssetPath.InProject#file}
     * is relative, its {@code .} and {@code ..} applied. A game reading its assets from its own resources goes by
     * this ({@code dev.reel.play}).
     */
    public static AssetPath resolveName(String written) {
        String path = written;
        String cell = null;
        int hash = written.indexOf('#');
        if (hash >= 0) {
            path = written.substring(0, hash);
            cell = written.substring(hash + 1);
            if (cell.isEmpty()) {
                return new AssetPath.Refused(written, "has an empty cell name after '#'");
            }
        }
        String problem = lexicalProblem(path);
        if (problem != null) {
            return new AssetPath.Refused(written, problem);
        }
        List<String> segments = normalise(path);
        if (segments == null) {
            return new AssetPath.Refused(written, "leaves the project folder");
        }
        String normal = String.join("/", segments);
        if (normal.startsWith(ENGINE_PREFIX) || normal.equals("engine")) {
            return new AssetPath.Engine(written, engineResource(normal), cell);
        }
        return new AssetPath.InProject(written, segments.isEmpty() ? Path.of("")
                : Path.of(segments.get(0), segments.subList(1, segments.size()).toArray(String[]::new)), cell);
    }

    /**
     * Resolves {@code written} (as found in {@code asset("...")}) against {@code projectRoot}: {@link #resolveName}
     * within the folder, then the links on the way followed to make sure the file stays inside it.
     */
    public static AssetPath resolve(Path projectRoot, String written) {
        AssetPath named = resolveName(written);
        if (!(named instanceof AssetPath.InProject inProject)) {
            return named;
        }
        Path root = projectRoot.toAbsolutePath().normalize();
        Path file = root;
        for (Path segment : inProject.file()) {
            file = file.resolve(segment.toString());
        }
        String escape = symlinkEscape(root, file);
        if (escape != null) {
            return new AssetPath.Refused(written, escape);
        }
        return new AssetPath.InProject(written, file, inProject.cell());
    }

    /** Whether the built-in resource exists in the application. */
    public static boolean engineResourceExists(String resource) {
        return AssetPaths.class.getClassLoader().getResource(resource) != null;
    }

    /** The project-relative form of {@code file} (with {@code /}), for writing into files. */
    public static String relative(Path projectRoot, Path file) {
        Path relative = projectRoot.toAbsolutePath().normalize().relativize(file.toAbsolutePath().normalize());
        return relative.toString().replace('\\', '/');
    }

    private static String lexicalProblem(String path) {
        if (path.isEmpty()) {
            return "is empty";
        }
        if (path.indexOf('\0') >= 0) {
            return "contains a NUL character";
        }
        if (path.startsWith("\\\\") || path.startsWith("//")) {
            return "is a UNC network path; asset paths are relative to the project";
        }
        if (path.startsWith("/") || path.startsWith("\\")) {
            return "is absolute; asset paths are relative to the project";
        }
        if (path.length() >= 2 && path.charAt(1) == ':' && Character.isLetter(path.charAt(0))) {
            return "starts with a drive letter; asset paths are relative to the project";
        }
        if (path.indexOf('\\') >= 0) {
            return "uses '\\'; asset paths use '/'";
        }
        if (path.indexOf(':') >= 0) {
            return "contains ':', which is not allowed in asset paths";
        }
        return null;
    }

    /** The segments with {@code .} and {@code ..} applied, or null when {@code ..} climbs above the root. */
    private static List<String> normalise(String path) {
        Deque<String> segments = new ArrayDeque<>();
        for (String segment : path.split("/", -1)) {
            if (segment.isEmpty() || segment.equals(".")) {
                continue;
            }
            if (segment.equals("..")) {
                if (segments.isEmpty()) {
                    return null;
                }
                segments.removeLast();
            } else {
                segments.addLast(segment);
            }
        }
        return List.copyOf(segments);
    }

    private static String engineResource(String normal) {
        for (String extension : ENGINE_EXTENSIONS) {
            if (normal.endsWith(extension)) {
                return normal;
            }
        }
        for (String extension : ENGINE_EXTENSIONS) {
            if (engineResourceExists(normal + extension)) {
                return normal + extension;
            }
        }
        return normal;
    }

    /**
     * Follows links on the way from the root to {@code file}: if the deepest existing part resolves outside
     * the project's real folder, the path is refused.
     */
    /** {@code file} or its nearest ancestor that exists (a link counts, followed or not), or null. */
    static Path deepestExisting(Path file) {
        Path existing = file;
        while (existing != null && !Files.exists(existing, LinkOption.NOFOLLOW_LINKS)) {
            existing = existing.getParent();
        }
        return existing;
    }

    private static String symlinkEscape(Path root, Path file) {
        try {
            Path realRoot = root.toRealPath();
            Path existing = deepestExisting(file);
            if (existing == null) {
                return null;
            }
            if (Files.isSymbolicLink(existing) && !Files.exists(existing)) {
                return "is a broken symbolic link";
            }
            Path real = existing.toRealPath();
            if (!real.startsWith(realRoot)) {
                return "leads outside the project folder through a symbolic link";
            }
            return null;
        } catch (IOException e) {
            return null;
        }
    }
}
