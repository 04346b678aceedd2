package dev.reel.io;

import dev.reel.model.Clip;
import dev.reel.model.Code;
import dev.reel.model.Controller;
import dev.reel.model.Diagnostic;
import dev.reel.model.Flipbook;
import dev.reel.model.Kind;
import dev.reel.model.Layer;
import dev.reel.model.LayerBlend;
import dev.reel.model.Track;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The layer rules that need the controller's clips: ANC008, a mask path no clip animates (nor anything under it),
 * and ANC009, an additive layer whose clips animate, within its mask, a property it cannot add (a step kind or
 * a quat). Both are warnings.
 */
final class LayerChecks {
    private LayerChecks() {
    }

    /** {@code clips} reads a clip by asset path, null when it cannot be read. */
    static List<Diagnostic> check(Controller controller, String name, Function<String, Clip> clips) {
        List<Diagnostic> found = new ArrayList<>();
        if (controller.layers().isEmpty()) {
            return found;
        }
        List<String> animated = new ArrayList<>();
        Map<Integer, List<Track>> layerTracks = new LinkedHashMap<>();
        for (ControllerParts.ClipReference reference : ControllerParts.clips(controller)) {
            Clip clip = reference.clip() == null ? null : clips.apply(reference.clip());
            if (clip == null) {
                continue;
            }
            List<Track> tracks = layerTracks.computeIfAbsent(reference.layer(), key -> new ArrayList<>());
            for (Flipbook flipbook : clip.flipbooks()) {
                animated.add(flipbook.path());
                tracks.add(Track.of(flipbook.path(), "SpriteRenderer.sprite", Kind.ASSET_REF));
            }
            for (Track track : clip.tracks()) {
                if (!track.root()) {
                    animated.add(track.path());
                    tracks.add(track);
                }
            }
        }
        for (int i = 0; i < controller.layers().size(); i++) {
            Layer layer = controller.layers().get(i);
            for (String path : layer.mask()) {
                if (animated.stream().noneMatch(track -> covers(path, track))) {
                    found.add(Diagnostic.of(Code.ANC008, name, layer.extras().line(), layer.extras().column(),
                            "the mask of layer \"" + layer.name() + "\" names \"" + path + "\", which no clip of "
                                    + "this controller animates (nor anything under it)"));
                }
            }
            if (layer.blend() != LayerBlend.ADDITIVE) {
                continue;
            }
            for (Track track : layerTracks.getOrDefault(i + 1, List.of())) {
                boolean inMask = layer.mask().isEmpty() || layer.mask().stream().anyMatch(m -> covers(m, track.path()));
                if (inMask && !addable(track)) {
                    found.add(Diagnostic.of(Code.ANC009, name, layer.extras().line(), layer.extras().column(),
                            "additive layer \"" + layer.name() + "\" cannot add " + track.target() + " ("
                                    + track.kind().word() + "); it leaves such tracks to the layers under it"));
                    break;
                }
            }
        }
        return found;
    }

    /** Whether mask path {@code mask} covers node path {@code path}: the same path or one under it. */
    static boolean covers(String mask, String path) {
        return mask.isEmpty() || path.equals(mask) || path.startsWith(mask + "/");
    }

    private static boolean addable(Track track) {
        return switch (track.kind()) {
            case BOOL, ENUM, ASSET_REF, QUAT -> false;
            case INT32 -> track.numeric();
            default -> true;
        };
    }
}
