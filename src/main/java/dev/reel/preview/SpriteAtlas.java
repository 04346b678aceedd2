package dev.reel.preview;

import dev.reel.io.AssetPath;
import dev.reel.io.AssetPaths;
import dev.reel.io.Loaded;
import dev.reel.io.MetaCodec;
import dev.reel.io.ProjectFolder;
import dev.reel.model.Cell;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.Filter;
import dev.reel.model.ImportSettings;
import dev.reel.model.Rect;
import dev.reel.model.SheetMeta;
import dev.reel.sheet.PngLoader;
import dev.reel.sheet.PngResult;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Resolves sprite asset paths of one project (and the {@code engine/} built-ins) to {@link SpriteFrame}s, and
 * is the {@link SheetSource} a renderer draws them from. A cell {@code assets/hero.png#hero_003} takes its
 * rectangle and pivot from the sheet's {@code .meta}; a plain PNG path is the whole image with its pivot at
 * the centre of its bottom edge. Sheets are decoded through {@link PngLoader} (size-guarded) the first time
 * they are needed and kept, with their sidecars, until {@link #invalidate} drops them; the sampling filter is
 * the one the sidecar's import settings name (nearest without one).
 *
 * <p>Nothing here throws for a bad asset: a path that leaves the project, a missing file or cell, an
 * unreadable PNG or {@code .meta} resolves to null (or a sheet the renderer draws as a placeholder box) and
 * the reason is in {@link #problems()} until the file is invalidated. Not thread-safe: use it on the
 * renderer's thread, where it is asked for sheets.
 */
public final class SpriteAtlas implements SheetSource {
    private final Path root;
    private final PngLoader loader;
    private final Map<String, Sheet> sheets = new HashMap<>();
    private final Map<String, Resolution> sprites = new HashMap<>();

    /**
     * An atlas of the project at {@code projectRoot}, or of the built-ins alone when it is null.
     *
     * @param projectRoot the folder holding {@code project.aego} that asset paths are relative to
     */
    public SpriteAtlas(Path projectRoot) {
        this(projectRoot, new PngLoader());
    }

    SpriteAtlas(Path projectRoot, PngLoader loader) {
        this.root = projectRoot == null ? null : projectRoot.toAbsolutePath().normalize();
        this.loader = loader;
    }

    /** The project folder, or null for built-ins only. */
    public Path root() {
        return root;
    }

    /** Where {@code sprite} (an asset path, optionally {@code #cell}) is drawn from, or null when it cannot be. */
    public SpriteFrame frame(String sprite) {
        Resolution known = sprites.get(sprite);
        if (known == null) {
            known = resolve(sprite);
            sprites.put(sprite, known);
        }
        return known.frame;
    }

    /** The sheet the renderer asks for by a {@link SpriteFrame#sheet()} key; null draws a placeholder. */
    @Override
    public LoadedSheet sheet(String key) {
        Sheet sheet = sheetOf(key);
        return sheet == null ? null : sheet.image();
    }

    /** The sidecar of the sheet at asset path {@code sheetPath} (no {@code #cell}), or null when it has none. */
    public SheetMeta meta(String sheetPath) {
        Sheet sheet = sheetOf(sheetPath);
        return sheet == null ? null : sheet.meta();
    }

    /** What could not be resolved or loaded, each problem once, in the order found. */
    public List<Diagnostic> problems() {
        Set<Diagnostic> problems = new LinkedHashSet<>();
        for (Resolution resolution : sprites.values()) {
            if (resolution.problem != null) {
                problems.add(resolution.problem);
            }
        }
        for (Sheet sheet : sheets.values()) {
            problems.addAll(sheet.problems);
        }
        return new ArrayList<>(problems);
    }

    /**
     * A file changed on disk: drops the sheet it belongs to (a PNG, or its {@code .meta}) and every sprite
     * resolved from it, so the next frame loads them again. The renderer notices the new image itself and
     * rebuilds its textures.
     *
     * @param file the changed file, absolute or relative to the project folder
     * @return the sheet keys dropped (empty when none was loaded)
     */
    public Set<String> invalidate(Path file) {
        if (root == null) {
            return Set.of();
        }
        Path absolute = root.resolve(file).normalize();
        String name = absolute.getFileName() == null ? "" : absolute.getFileName().toString();
        if (name.endsWith(MetaCodec.EXTENSION)) {
            absolute = absolute.resolveSibling(name.substring(0, name.length() - MetaCodec.EXTENSION.length()));
        }
        if (!absolute.startsWith(root)) {
            return Set.of();
        }
        return drop(Set.of(AssetPaths.relative(root, absolute)));
    }

    /**
     * Checks every loaded project sheet and sidecar against the disk (modification time and size) and drops
     * the ones that changed, as {@link #invalidate} would: for a panel without a file watcher.
     *
     * @return the sheet keys dropped
     */
    public Set<String> refresh() {
        Set<String> changed = new LinkedHashSet<>();
        for (Sheet sheet : sheets.values()) {
            if (sheet.changedOnDisk()) {
                changed.add(sheet.key);
            }
        }
        return drop(changed);
    }

    /** Forgets every sheet and sprite. */
    public void invalidateAll() {
        sheets.clear();
        sprites.clear();
    }

    private Set<String> drop(Set<String> keys) {
        Set<String> dropped = new LinkedHashSet<>();
        for (String key : keys) {
            if (sheets.remove(key) != null) {
                dropped.add(key);
            }
        }
        // A sprite that failed may have failed for want of this file; it is cheap to ask again.
        sprites.values().removeIf(resolution -> resolution.frame == null || keys.contains(resolution.frame.sheet()));
        return dropped;
    }

    private Resolution resolve(String sprite) {
        AssetPath path = AssetPaths.resolve(root == null ? Path.of(".") : root, sprite);
        if (path instanceof AssetPath.Refused refused) {
            return Resolution.failed(Diagnostic.of(Code.AST001, sprite, 0, 0,
                    "asset path \"" + sprite + "\" " + refused.reason()));
        }
        String cell = path instanceof AssetPath.Engine engine ? engine.cell() : ((AssetPath.InProject) path).cell();
        Sheet sheet = sheetFor(path);
        if (sheet == null) {
            return Resolution.failed(Diagnostic.of(Code.AST002, sprite, 0, 0,
                    "sprite \"" + sprite + "\" is not a built-in, and there is no project to find it in"));
        }
        if (cell == null) {
            LoadedSheet image = sheet.image();
            if (image == null) {
                // The loading problem is the sheet's; the sprite adds nothing to it.
                return Resolution.failed(null);
            }
            Rect whole = new Rect(0, 0, image.image().width(), image.image().height());
            return Resolution.of(new SpriteFrame(sheet.key, whole, Cell.DEFAULT_PIVOT_X, Cell.DEFAULT_PIVOT_Y));
        }
        SheetMeta meta = sheet.meta();
        Cell found = meta == null ? null : meta.cell(cell);
        if (found == null) {
            return Resolution.failed(Diagnostic.of(Code.AST002, sprite, 0, 0, meta == null
                    ? "sprite \"" + sprite + "\" names a cell, but " + sheet.key + " has no readable .meta"
                    : "sprite \"" + sprite + "\" names no cell of " + sheet.key));
        }
        return Resolution.of(new SpriteFrame(sheet.key, found.rect(), found.pivotX(), found.pivotY()));
    }

    /** The sheet an asset path (without {@code #cell}, or with it) names, or null when it cannot be had. */
    private Sheet sheetOf(String assetPath) {
        Sheet known = sheets.get(assetPath);
        if (known != null) {
            return known;
        }
        AssetPath path = AssetPaths.resolve(root == null ? Path.of(".") : root, assetPath);
        return path instanceof AssetPath.Refused ? null : sheetFor(path);
    }

    private Sheet sheetFor(AssetPath path) {
        String key;
        Path file = null;
        if (path instanceof AssetPath.Engine engine) {
            key = engine.resource();
        } else if (root != null) {
            file = ((AssetPath.InProject) path).file();
            key = AssetPaths.relative(root, file);
        } else {
            return null;
        }
        Sheet sheet = sheets.get(key);
        if (sheet == null) {
            sheet = new Sheet(key, file);
            sheets.put(key, sheet);
        }
        return sheet;
    }

    /** A sprite's frame, or the reason it has none. */
    private record Resolution(SpriteFrame frame, Diagnostic problem) {
        static Resolution of(SpriteFrame frame) {
            return new Resolution(frame, null);
        }

        static Resolution failed(Diagnostic problem) {
            return new Resolution(null, problem);
        }
    }

    /** One PNG (a project file, or a built-in resource when {@code file} is null) and its sidecar, loaded lazily. */
    private final class Sheet {
        final String key;
        final Path file;
        final List<Diagnostic> problems = new ArrayList<>();
        private LoadedSheet image;
        private boolean imageTried;
        private SheetMeta meta;
        private boolean metaTried;
        private long imageStamp;
        private long metaStamp;

        Sheet(String key, Path file) {
            this.key = key;
            this.file = file;
        }

        LoadedSheet image() {
            if (!imageTried) {
                imageTried = true;
                SheetMeta sidecar = meta();
                Filter filter = sidecar == null ? ImportSettings.DEFAULT.filter() : sidecar.settings().filter();
                PngResult loaded;
                if (file == null) {
                    loaded = loadResource();
                } else {
                    imageStamp = stamp(file);
                    loaded = loader.load(file, key);
                }
                if (loaded.ok()) {
                    image = new LoadedSheet(loaded.image(), filter);
                } else {
                    problems.add(loaded.diagnostic());
                }
            }
            return image;
        }

        SheetMeta meta() {
            if (!metaTried) {
                metaTried = true;
                String name = key + MetaCodec.EXTENSION;
                byte[] bytes;
                if (file == null) {
                    bytes = resource(name);
                } else {
                    Path sidecar = file.resolveSibling(file.getFileName() + MetaCodec.EXTENSION);
                    metaStamp = stamp(sidecar);
                    bytes = null;
                    if (Files.isRegularFile(sidecar)) {
                        ProjectFolder.Read read = ProjectFolder.read(sidecar, name);
                        if (read.problem() != null) {
                            problems.add(read.problem());
                        }
                        bytes = read.bytes();
                    }
                }
                if (bytes != null) {
                    Loaded<SheetMeta> loaded = MetaCodec.read(bytes, name);
                    if (loaded.value() == null || loaded.hasErrors()) {
                        problems.addAll(loaded.diagnostics());
                    } else {
                        meta = loaded.value();
                    }
                }
            }
            return meta;
        }

        boolean changedOnDisk() {
            if (file == null) {
                return false;
            }
            return imageTried && stamp(file) != imageStamp
                    || metaTried && stamp(file.resolveSibling(file.getFileName() + MetaCodec.EXTENSION)) != metaStamp;
        }

        private PngResult loadResource() {
            try (InputStream in = SpriteAtlas.class.getClassLoader().getResourceAsStream(key)) {
                if (in == null) {
                    return new PngResult(null, Diagnostic.of(Code.AST002, key, 0, 0, "no built-in sprite " + key));
                }
                return loader.load(in, key);
            } catch (IOException unreadable) {
                return new PngResult(null, Diagnostic.of(Code.IO001, key, 0, 0,
                        "the built-in cannot be read: " + unreadable.getMessage()));
            }
        }

        private byte[] resource(String name) {
            try (InputStream in = SpriteAtlas.class.getClassLoader().getResourceAsStream(name)) {
                return in == null ? null : in.readAllBytes();
            } catch (IOException unreadable) {
                problems.add(Diagnostic.of(Code.IO001, name, 0, 0, "the built-in cannot be read: "
                        + unreadable.getMessage()));
                return null;
            }
        }
    }

    /** The file's modification time and size folded together; a missing file has its own value. */
    private static long stamp(Path file) {
        try {
            return Files.getLastModifiedTime(file).toMillis() * 31 + Files.size(file);
        } catch (IOException | SecurityException missing) {
            return Long.MIN_VALUE;
        }
    }
}
