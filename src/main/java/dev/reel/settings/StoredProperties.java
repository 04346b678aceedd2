package dev.reel.settings;

import dev.reel.io.WriteGuard;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeSet;

/**
 * A small settings file of {@code key=value} lines, saved atomically and sorted so that it diffs cleanly.
 * A missing or unreadable file reads as empty: settings are a convenience, never a reason not to start.
 * Saving writes only the keys this instance changed over what the file holds by then, so two parts of the editor
 * keeping their own keys in one file (the onion skins and the time notation in {@code editor.properties}) never
 * put back each other's old values.
 */
public final class StoredProperties {
    private final Path file;
    private final Properties values = new Properties();
    /** The keys changed since loading or the last save, each with its new value (null: removed). */
    private final Map<String, String> changed = new HashMap<>();
    /** How many times the settings were captured for writing, and the number of the capture written last. */
    private long captured;
    private long written;

    private StoredProperties(Path file) {
        this.file = file;
    }

    /** The settings in {@code file}, or none when it does not exist or cannot be read. */
    public static StoredProperties load(Path file) {
        StoredProperties stored = new StoredProperties(file);
        read(file, stored.values);
        return stored;
    }

    private static void read(Path file, Properties into) {
        if (Files.isRegularFile(file)) {
            try (InputStream input = Files.newInputStream(file)) {
                into.load(new java.io.InputStreamReader(input, StandardCharsets.UTF_8));
            } catch (IOException | IllegalArgumentException e) {
                into.clear();
            }
        }
    }

    public Path file() {
        return file;
    }

    public String get(String key, String fallback) {
        return values.getProperty(key, fallback);
    }

    public double getDouble(String key, double fallback) {
        try {
            String text = values.getProperty(key);
            return text == null ? fallback : Double.parseDouble(text);
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    public boolean getBoolean(String key, boolean fallback) {
        String text = values.getProperty(key);
        return text == null ? fallback : Boolean.parseBoolean(text);
    }

    public void put(String key, String value) {
        if (value == null) {
            values.remove(key);
        } else {
            values.setProperty(key, value);
        }
        changed.put(key, value);
    }

    public void putDouble(String key, double value) {
        put(key, Double.toString(value));
    }

    public void putBoolean(String key, boolean value) {
        put(key, Boolean.toString(value));
    }

    /** The list stored as {@code key.0}, {@code key.1}, ... */
    public List<String> getList(String key) {
        List<String> list = new ArrayList<>();
        for (int i = 0; values.containsKey(key + "." + i); i++) {
            list.add(values.getProperty(key + "." + i));
        }
        return list;
    }

    /** Replaces the list stored under {@code key}. */
    public void putList(String key, List<String> list) {
        for (int i = 0; values.containsKey(key + "." + i); i++) {
            put(key + "." + i, null);
        }
        for (int i = 0; i < list.size(); i++) {
            put(key + "." + i, list.get(i));
        }
    }

    /**
     * Writes the keys changed here over what the file holds now, atomically; a failure is ignored because losing a
     * window position loses no work.
     */
    public void save() {
        saving().run();
    }

    /**
     * The settings as they are now (the keys changed here over what the file holds now), to be written later on any
     * thread (the editor keeps its layout beside its autosaved copies, written off the JavaFX thread).
     */
    public Runnable saving() {
        long number;
        byte[] text;
        synchronized (this) {
            number = ++captured;
            Properties merged = new Properties();
            read(file, merged);
            changed.forEach((key, value) -> {
                if (value == null) {
                    merged.remove(key);
                } else {
                    merged.setProperty(key, value);
                }
            });
            changed.clear();
            values.clear();
            values.putAll(merged);
        }
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (Writer writer = new OutputStreamWriter(bytes, StandardCharsets.UTF_8)) {
                for (String key : new TreeSet<>(values.stringPropertyNames())) {
                    writer.write(escape(key, true) + "=" + escape(values.getProperty(key), false) + "\n");
                }
            }
            text = bytes.toByteArray();
        } catch (IOException e) {
            return () -> { };
        }
        return () -> {
            synchronized (this) {
                // A writing that comes late (the autosave worker's) never replaces settings captured after it.
                if (number < written) {
                    return;
                }
                written = number;
                try {
                    Files.createDirectories(file.getParent());
                    WriteGuard.saveSetting(file, text);
                } catch (IOException e) {
                    // Settings are best effort.
                }
            }
        };
    }

    private static String escape(String text, boolean key) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case '=', ':', '#', '!' -> out.append('\\').append(c);
                case ' ' -> out.append(key || i == 0 ? "\\ " : " ");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
