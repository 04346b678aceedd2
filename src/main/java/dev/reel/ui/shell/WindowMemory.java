package dev.reel.ui.shell;

import dev.reel.settings.StoredProperties;
import dev.reel.ui.documents.DiskState;
import javafx.geometry.Rectangle2D;
import javafx.scene.control.SplitPane;
import javafx.stage.Screen;
import javafx.stage.Stage;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

/**
 * What a project's window remembers between runs, in {@code projects/KEY.properties} under the config folder:
 * the window's size and place, the divider positions, the bottom tab, which panels are shown, and the open
 * documents with the focused one. The key is a hash of the project's path, so moving a project starts fresh.
 */
public final class WindowMemory {
    private final StoredProperties stored;

    private WindowMemory(StoredProperties stored) {
        this.stored = stored;
    }

    /** The memory of the project at {@code root}. */
    public static WindowMemory of(Path configFolder, Path root) {
        String key = DiskState.hash(root.toAbsolutePath().normalize().toString().getBytes(StandardCharsets.UTF_8))
                .substring(0, 16);
        StoredProperties stored = StoredProperties.load(configFolder.resolve("projects").resolve(key + ".properties"));
        stored.put("project", root.toAbsolutePath().normalize().toString());
        return new WindowMemory(stored);
    }

    public Path file() {
        return stored.file();
    }

    /** Whether nothing is remembered yet: the project has not been open with this config folder before. */
    public boolean fresh() {
        return !java.nio.file.Files.exists(stored.file());
    }

    /** Sizes and places the stage as last time, if that place is still on a screen. */
    public void restoreStage(Stage stage) {
        // Never larger than the screen it opens on: a size remembered on a bigger monitor must still fit.
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        double width = Math.min(stored.getDouble("window.width", 1440), screen.getWidth());
        double height = Math.min(stored.getDouble("window.height", 900), screen.getHeight());
        stage.setWidth(width);
        stage.setHeight(height);
        double x = stored.getDouble("window.x", Double.NaN);
        double y = stored.getDouble("window.y", Double.NaN);
        if (!Double.isNaN(x) && !Double.isNaN(y) && onScreen(x, y, width)) {
            stage.setX(x);
            stage.setY(y);
        } else {
            stage.centerOnScreen();
        }
        stage.setMaximized(stored.getBoolean("window.maximized", false));
    }

    private static boolean onScreen(double x, double y, double width) {
        for (Screen screen : Screen.getScreens()) {
            Rectangle2D bounds = screen.getVisualBounds();
            if (bounds.intersects(x, y, Math.max(100, width / 4), 40)) {
                return true;
            }
        }
        return false;
    }

    public void captureStage(Stage stage) {
        stored.putBoolean("window.maximized", stage.isMaximized());
        if (!stage.isMaximized() && !stage.isIconified()) {
            stored.putDouble("window.x", stage.getX());
            stored.putDouble("window.y", stage.getY());
            stored.putDouble("window.width", stage.getWidth());
            stored.putDouble("window.height", stage.getHeight());
        }
    }

    /** Sets a split pane's dividers as remembered under {@code name}, or to {@code defaults}. */
    public void restoreDividers(String name, SplitPane split, double... defaults) {
        double[] positions = new double[defaults.length];
        for (int i = 0; i < defaults.length; i++) {
            double position = stored.getDouble("split." + name + "." + i, defaults[i]);
            positions[i] = position > 0.02 && position < 0.98 ? position : defaults[i];
        }
        split.setDividerPositions(positions);
    }

    public void captureDividers(String name, SplitPane split) {
        double[] positions = split.getDividerPositions();
        for (int i = 0; i < positions.length; i++) {
            stored.putDouble("split." + name + "." + i, positions[i]);
        }
    }

    public String get(String key, String fallback) {
        return stored.get(key, fallback);
    }

    public void put(String key, String value) {
        stored.put(key, value);
    }

    public boolean flag(String key, boolean fallback) {
        return stored.getBoolean(key, fallback);
    }

    public void setFlag(String key, boolean value) {
        stored.putBoolean(key, value);
    }

    /** The project-relative names of the documents that were open, in tab order. */
    public List<String> documents() {
        return stored.getList("documents");
    }

    public void setDocuments(List<String> names) {
        stored.putList("documents", names);
    }

    public void save() {
        stored.save();
    }

    /** What is remembered now, to be written later on any thread. */
    public Runnable saving() {
        return stored.saving();
    }
}
