package dev.reel.runtime;

import dev.reel.model.Kind;
import dev.reel.model.Value;

/**
 * One track's value in a {@link StepReport}.
 *
 * @param target {@code PATH:PROPERTY}
 * @param value  null when the track has no value (no keys, or no clip)
 */
public record TrackValue(String target, Kind kind, Value value) {

    /** The value as the --json output writes it: numbers, booleans, strings, arrays of numbers, or null. */
    public String toJson() {
        if (value == null) {
            return "null";
        }
        return switch (kind) {
            case INT32 -> Long.toString((long) ((Value.Num) value).value());
            case FLOAT32 -> JsonText.number(((Value.Num) value).value());
            case BOOL -> Boolean.toString(((Value.Bool) value).value());
            case ENUM -> JsonText.string(((Value.Symbol) value).name());
            case ASSET_REF -> JsonText.string(((Value.Asset) value).path());
            default -> {
                Value.Vec vec = (Value.Vec) value;
                StringBuilder array = new StringBuilder("[");
                for (int lane = 0; lane < vec.size(); lane++) {
                    if (lane > 0) {
                        array.append(',');
                    }
                    array.append(JsonText.number(vec.get(lane)));
                }
                yield array.append(']').toString();
            }
        };
    }
}
