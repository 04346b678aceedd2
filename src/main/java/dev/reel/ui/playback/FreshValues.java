package dev.reel.ui.playback;

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

    /**
     * The fresh value of {@code property} (of {@code kind}) on the node at {@code path}, whose tracks in
     * {@code clip} (which may be null) are {@code tracks}.
     */
    static Value of(Clip clip, java.util.List<Track> tracks, String path, String property, Kind kind) {
        Value known = switch (property) {
            case Properties.POSITION -> Value.Vec.of(0, 0);
            case Properties.ROTATION -> new Value.Num(0);
            case Properties.SCALE -> Value.Vec.of(1, 1);
            case Properties.TINT -> Value.Vec.of(1, 1, 1, 1);
            case Properties.FLIP_X, Properties.FLIP_Y -> new Value.Bool(false);
            case "SpriteRenderer.visible" -> new Value.Bool(true);
            case "SpriteRenderer.order" -> new Value.Num(0);
            case Properties.SPRITE -> new Value.Asset(firstSprite(clip, tracks, path));
            default -> null;
        };
        if (known != null) {
            return known;
        }
        for (Track track : tracks) {
            if (track.path().equals(path) && track.property().equals(property) && !track.keys().isEmpty()) {
                return track.keys().get(0).value();
            }
        }
        return zero(kind);
    }

    private static String firstSprite(Clip clip, java.util.List<Track> tracks, String path) {
        if (clip == null) {
            return "";
        }
        for (Flipbook flipbook : clip.flipbooks()) {
            if (flipbook.path().equals(path) && !flipbook.sprites().isEmpty()) {
                return flipbook.sprites().get(0);
            }
        }
        for (Track track : tracks) {
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

    /** A clip's tracks by node path, in file order, found once per clip value. */
    static final class NodeTracks {
        private Clip indexed;
        private java.util.Map<String, java.util.List<Track>> byPath = java.util.Map.of();

        java.util.List<Track> of(Clip clip, String path) {
            if (clip != indexed) {
                java.util.Map<String, java.util.List<Track>> found = new java.util.HashMap<>();
                for (Track track : clip.tracks()) {
                    found.computeIfAbsent(track.path(), key -> new java.util.ArrayList<>()).add(track);
                }
                byPath = found;
                indexed = clip;
            }
            return byPath.getOrDefault(path, java.util.List.of());
        }

        /** The fields of the node at {@code path}: the known properties, then others {@code clip} animates on it. */
        java.util.List<PreviewRig.Field> fields(Clip clip, String path) {
            java.util.List<PreviewRig.Field> fields = new java.util.ArrayList<>(KNOWN_FIELDS);
            if (clip != null) {
                java.util.Set<String> listed = new java.util.HashSet<>();
                for (Track track : of(clip, path)) {
                    if (!KNOWN.contains(PosedClip.wholeProperty(track.property()))
                            && !KNOWN.contains(track.property()) && listed.add(track.property())) {
                        fields.add(new PreviewRig.Field(track.property(), track.kind()));
                    }
                }
            }
            return fields;
        }

        private static final java.util.List<PreviewRig.Field> KNOWN_FIELDS = Properties.names().stream()
                .map(property -> new PreviewRig.Field(property, Properties.kindOf(property).orElseThrow())).toList();
        private static final java.util.Set<String> KNOWN = java.util.Set.copyOf(Properties.names());
    }
}
