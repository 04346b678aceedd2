package dev.reel.ui.app;

import dev.reel.model.Clip;
import dev.reel.model.Flipbook;
import dev.reel.model.Kind;
import dev.reel.model.Properties;
import dev.reel.model.Track;
import dev.reel.model.Value;

/** The value a node has before anything set it: the property's default, else what the clip first gives it. */
final class FreshValues {
    private FreshValues() {
    }

    /** The fresh value of {@code property} (of {@code kind}) on the node at {@code path}; {@code clip} may be null. */
    static Value of(Clip clip, String path, String property, Kind kind) {
        Value known = switch (property) {
            case Properties.POSITION -> Value.Vec.of(0, 0);
            case Properties.ROTATION -> new Value.Num(0);
            case Properties.SCALE -> Value.Vec.of(1, 1);
            case Properties.TINT -> Value.Vec.of(1, 1, 1, 1);
            case Properties.FLIP_X, Properties.FLIP_Y -> new Value.Bool(false);
            case "SpriteRenderer.visible" -> new Value.Bool(true);
            case "SpriteRenderer.order" -> new Value.Num(0);
            case Properties.SPRITE -> new Value.Asset(firstSprite(clip, path));
            default -> null;
        };
        if (known != null) {
            return known;
        }
        if (clip != null) {
            for (Track track : clip.tracks()) {
                if (track.path().equals(path) && track.property().equals(property) && !track.keys().isEmpty()) {
                    return track.keys().get(0).value();
                }
            }
        }
        return zero(kind);
    }

    private static String firstSprite(Clip clip, String path) {
        if (clip == null) {
            return "";
        }
        for (Flipbook flipbook : clip.flipbooks()) {
            if (flipbook.path().equals(path) && !flipbook.sprites().isEmpty()) {
                return flipbook.sprites().get(0);
            }
        }
        for (Track track : clip.tracks()) {
            if (track.path().equals(path) && track.property().equals(Properties.SPRITE) && !track.keys().isEmpty()
                    && track.keys().get(0).value() instanceof Value.Asset asset) {
                return asset.path();
            }
        }
        return "";
    }

    private static Value zero(Kind kind) {
        return switch (kind) {
            case BOOL -> new Value.Bool(false);
            case ENUM -> new Value.Symbol("none");
            case ASSET_REF -> new Value.Asset("");
            case FLOAT32, INT32 -> new Value.Num(0);
            default -> new Value.Vec(new double[kind.lanes()]);
        };
    }
}
