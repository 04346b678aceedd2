package dev.reel.ui.theme;

import javafx.scene.Node;
import javafx.scene.image.Image;
import javafx.scene.layout.StackPane;
import javafx.scene.shape.FillRule;
import javafx.scene.shape.SVGPath;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reel's icon set: one 24-unit SVG path per icon under {@code dev/reel/ui/icons/}, drawn as a 16 px
 * {@link SVGPath} whose colour comes from the stylesheet (one style for every icon), and the application icon
 * in the window sizes.
 */
public final class Icons {
    /** The icon each action shows beside its menu item, by action id. */
    static final Map<String, String> FOR_ACTIONS = Map.ofEntries(
            Map.entry("file.new-project", "new-project"),
            Map.entry("file.open-project", "open"),
            Map.entry("file.save", "save"),
            Map.entry("file.save-as", "save"),
            Map.entry("file.save-all", "save-all"),
            Map.entry("file.close", "close"),
            Map.entry("edit.undo", "undo"),
            Map.entry("edit.redo", "redo"),
            Map.entry("create.clip", "clip"),
            Map.entry("create.controller", "controller"),
            Map.entry("view.palette", "search"),
            Map.entry("help.shortcuts", "keyboard"),
            Map.entry("help.about", "about"));
    /** Every icon of the set, by name. */
    public static final List<String> NAMES = List.of("new-project", "open", "save", "save-all", "close", "undo",
            "redo", "clip", "controller", "search", "keyboard", "about", "sample", "pin");
    static final double SIZE = 16;
    private static final String FOLDER = "/dev/reel/ui/icons/";
    private static final Pattern PATH_DATA = Pattern.compile("\\sd=\"([^\"]+)\"");
    private static final List<Integer> WINDOW_SIZES = List.of(16, 32, 64, 256);

    private Icons() {
    }

    /** Read once: the menu bar is rebuilt each time a panel adds its actions. */
    private static final Map<String, Optional<String>> CACHE = new ConcurrentHashMap<>();

    /** The path data of the named icon, in its 24 × 24 box; empty when there is no such icon. */
    public static Optional<String> pathData(String name) {
        return CACHE.computeIfAbsent(name, Icons::read);
    }

    private static Optional<String> read(String name) {
        try (InputStream in = Icons.class.getResourceAsStream(FOLDER + name + ".svg")) {
            if (in == null) {
                return Optional.empty();
            }
            Matcher matcher = PATH_DATA.matcher(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            return matcher.find() ? Optional.of(matcher.group(1)) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** A new 16 px node of the named icon, styled {@code .icon}; empty when there is no such icon. */
    public static Optional<Node> graphic(String name) {
        return pathData(name).map(data -> {
            SVGPath path = new SVGPath();
            path.setContent(data);
            path.setFillRule(FillRule.EVEN_ODD);
            path.getStyleClass().add("icon");
            path.setScaleX(SIZE / 24);
            path.setScaleY(SIZE / 24);
            // Scaling does not change the layout bounds: a fixed-size box keeps menu rows 16 px tall.
            StackPane box = new StackPane(path);
            box.setMinSize(SIZE, SIZE);
            box.setPrefSize(SIZE, SIZE);
            box.setMaxSize(SIZE, SIZE);
            box.getStyleClass().add("icon-box");
            return box;
        });
    }

    /** The icon of the action with this id, if it has one. */
    public static Optional<Node> forAction(String actionId) {
        String name = FOR_ACTIONS.get(actionId);
        return name == null ? Optional.empty() : graphic(name);
    }

    /** The application icon in the sizes a window manager picks from. */
    public static List<Image> windowIcons() {
        List<Image> images = new ArrayList<>();
        for (int size : WINDOW_SIZES) {
            InputStream in = Icons.class.getResourceAsStream(FOLDER + "reel-" + size + ".png");
            if (in != null) {
                images.add(new Image(in));
            }
        }
        return images;
    }
}
