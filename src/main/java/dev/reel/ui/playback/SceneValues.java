package dev.reel.ui.playback;

import dev.reel.model.Clip;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.Properties;
import dev.reel.model.Track;
import dev.reel.model.Value;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;

/**
 * Set from Scene: the value each chosen key takes from the scene, its track's field there, or one lane of it
 * for a track that animates a single lane of a vector property.
 */
final class SceneValues {
    private SceneValues() {
    }

    /** Key id → its value from {@code scene} (a node path and field → the value the scene holds), for {@code keyIds}. */
    static Map<Long, Value> of(Clip clip, Set<Long> keyIds, BiFunction<String, PreviewRig.Field, Value> scene) {
        Map<Long, Value> values = new LinkedHashMap<>();
        for (Track track : clip.tracks()) {
            String whole = PosedClip.wholeProperty(track.property());
            Kind wholeKind = Properties.kindOf(whole).orElse(track.kind());
            PreviewRig.Field field = new PreviewRig.Field(whole, whole.equals(track.property()) ? track.kind() : wholeKind);
            int lane = whole.equals(track.property()) ? -1 : PosedClip.laneOf(track, track.path(), whole, wholeKind);
            for (Key key : track.keys()) {
                if (!keyIds.contains(key.id())) {
                    continue;
                }
                Value value = scene.apply(track.path(), field);
                if (lane >= 0 && value instanceof Value.Vec vec && lane < vec.size()) {
                    values.put(key.id(), new Value.Num(vec.get(lane)));
                } else if (lane < 0) {
                    values.put(key.id(), value);
                }
            }
        }
        return values;
    }
}
