package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.edit.MergeKey;
import dev.reel.model.Clip;

import java.util.List;
import java.util.Objects;

/**
 * Keys the fields one gesture in the preview changed (a move, rotate or scale drag, an arrow-key nudge) at one
 * time, as {@link KeyFields} does, under the gesture's own name ("Rotate Arm"). Unlike typing, two gestures never
 * merge: each drag or nudge is its own undo step even when it keys the same field at the same time.
 */
public final class KeyPose implements Command<Clip> {
    private final String label;
    private final KeyFields keys;

    public KeyPose(String label, double time, List<KeyFields.Field> fields) {
        this.label = Objects.requireNonNull(label, "label");
        if (fields.isEmpty()) {
            throw new IllegalArgumentException("a pose key needs at least one field");
        }
        this.keys = new KeyFields(time, fields);
    }

    public List<KeyFields.Field> fields() {
        return keys.fields();
    }

    @Override
    public String label() {
        return label;
    }

    @Override
    public MergeKey mergeKey() {
        return null;
    }

    @Override
    public Clip apply(Clip clip) {
        return keys.apply(clip);
    }
}
