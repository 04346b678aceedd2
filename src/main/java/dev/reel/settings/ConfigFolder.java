package dev.reel.settings;

import java.nio.file.Path;
import java.util.Locale;

/**
 * Where Reel keeps its settings and recovery files: {@code ~/.config/reel} on Linux (or
 * {@code $XDG_CONFIG_HOME/reel}), {@code %APPDATA%\Reel} on Windows, {@code ~/Library/Application Support/Reel}
 * on macOS. The system property {@code reel.config.dir} overrides it, so tests never touch the user's folder.
 */
public final class ConfigFolder {
    /** The system property that names the folder explicitly. */
    public static final String PROPERTY = "reel.config.dir";

    private ConfigFolder() {
    }

    /** The folder for this user and platform (it may not exist yet). */
    public static Path resolve() {
        String explicit = System.getProperty(PROPERTY);
        if (explicit != null && !explicit.isBlank()) {
            return Path.of(explicit).toAbsolutePath();
        }
        String home = System.getProperty("user.home", ".");
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        if (os.startsWith("windows")) {
            String appData = System.getenv("APPDATA");
            return (appData == null ? Path.of(home, "AppData", "Roaming") : Path.of(appData)).resolve("Reel");
        }
        if (os.startsWith("mac")) {
            return Path.of(home, "Library", "Application Support", "Reel");
        }
        String xdg = System.getenv("XDG_CONFIG_HOME");
        return (xdg == null || xdg.isBlank() ? Path.of(home, ".config") : Path.of(xdg)).resolve("reel");
    }

    /** The folder, inside {@code configFolder}, holding every session's recovery files and the kept versions. */
    public static Path recovery(Path configFolder) {
        return configFolder.resolve("recovery");
    }
}
