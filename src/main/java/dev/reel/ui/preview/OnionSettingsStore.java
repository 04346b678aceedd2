package dev.reel.ui.preview;

import dev.reel.preview.OnionSettings;
import dev.reel.settings.StoredProperties;

import java.nio.file.Path;
import java.util.Locale;

/**
 * The onion skin settings kept with the editor's settings, {@code editor.properties} in the config folder (never
 * in a clip): {@code onion.before}, {@code onion.after}, {@code onion.beforeTint} and {@code onion.afterTint}
 * ({@code #rrggbb}), {@code onion.opacity}, {@code onion.falloff}, {@code onion.step} ({@code frame} or
 * {@code key}), {@code onion.reference} (seconds; absent for none) and {@code onion.wrap} ({@code clip},
 * {@code loop} or {@code stop}). A value that does not read falls back to the default's.
 */
final class OnionSettingsStore {
    static final String FILE = "editor.properties";

    private final StoredProperties stored;

    private OnionSettingsStore(StoredProperties stored) {
        this.stored = stored;
    }

    static OnionSettingsStore in(Path configFolder) {
        return new OnionSettingsStore(StoredProperties.load(configFolder.resolve(FILE)));
    }

    OnionSettings load() {
        OnionSettings fallback = OnionSettings.DEFAULT;
        try {
            int before = clampCount(stored.getDouble("onion.before", fallback.before()));
            int after = clampCount(stored.getDouble("onion.after", fallback.after()));
            int beforeTint = colour(stored.get("onion.beforeTint", null), fallback.beforeTint());
            int afterTint = colour(stored.get("onion.afterTint", null), fallback.afterTint());
            double opacity = unit(stored.getDouble("onion.opacity", fallback.opacity()), fallback.opacity());
            double falloff = unit(stored.getDouble("onion.falloff", fallback.falloff()), fallback.falloff());
            OnionSettings.Step step = "key".equals(stored.get("onion.step", "frame"))
                    ? OnionSettings.Step.KEY : OnionSettings.Step.FRAME;
            double reference = stored.getDouble("onion.reference", Double.NaN);
            if (Double.isInfinite(reference) || reference < 0) {
                reference = Double.NaN;
            }
            OnionSettings.Wrap wrap = switch (stored.get("onion.wrap", "clip")) {
                case "loop" -> OnionSettings.Wrap.LOOP;
                case "stop" -> OnionSettings.Wrap.STOP;
                default -> OnionSettings.Wrap.AS_CLIP_PLAYS;
            };
            return new OnionSettings(before, after, beforeTint, afterTint, opacity, falloff, step, reference, wrap);
        } catch (IllegalArgumentException unreadable) {
            return fallback;
        }
    }

    void save(OnionSettings settings) {
        stored.put("onion.before", Integer.toString(settings.before()));
        stored.put("onion.after", Integer.toString(settings.after()));
        stored.put("onion.beforeTint", hex(settings.beforeTint()));
        stored.put("onion.afterTint", hex(settings.afterTint()));
        stored.putDouble("onion.opacity", settings.opacity());
        stored.putDouble("onion.falloff", settings.falloff());
        stored.put("onion.step", settings.step() == OnionSettings.Step.KEY ? "key" : "frame");
        stored.put("onion.reference", settings.hasReference() ? Double.toString(settings.reference()) : null);
        stored.put("onion.wrap", switch (settings.wrap()) {
            case LOOP -> "loop";
            case STOP -> "stop";
            case AS_CLIP_PLAYS -> "clip";
        });
        stored.save();
    }

    static String hex(int rgb) {
        return String.format(Locale.ROOT, "#%06x", rgb & 0xFFFFFF);
    }

    private static int colour(String text, int fallback) {
        if (text == null || !text.matches("#[0-9a-fA-F]{6}")) {
            return fallback;
        }
        return Integer.parseInt(text.substring(1), 16);
    }

    private static int clampCount(double count) {
        return (int) Math.max(0, Math.min(OnionSettings.MOST, Double.isNaN(count) ? 0 : Math.round(count)));
    }

    private static double unit(double value, double fallback) {
        return value >= 0 && value <= 1 ? value : fallback;
    }
}
