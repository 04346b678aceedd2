package dev.reel.ui.playback;

import dev.reel.edit.cmd.KeyFields;
import dev.reel.model.Clip;
import dev.reel.model.Track;
import dev.reel.model.Value;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * What an edit of a node field does to the focused clip, for {@link PreviewRig#edit} and {@link PreviewRig#keyChanges}:
 * with Rec and Auto Key the command that keys it at the cursor, with Rec alone the value kept for K, without Rec
 * the rest value; and K's keys of every field that differs from the clip at the cursor. A vector the clip
 * animates lane by lane is keyed on each lane's track.
 */
final class RigKeying {
    private final PreviewRig rig;
    private final Playback playback;
    private final RigNodes nodes;
    /** The focused document's edits waiting for K: each open document keeps its own. */
    private final Supplier<PendingEdits> pending;
    private final PosedClip posed;
    private final Runnable changed;

    RigKeying(PreviewRig rig, Playback playback, RigNodes nodes, Supplier<PendingEdits> pending, PosedClip posed,
              Runnable changed) {
        this.rig = rig;
        this.playback = playback;
        this.nodes = nodes;
        this.pending = pending;
        this.posed = posed;
        this.changed = changed;
    }

    /** See {@link PreviewRig#edit}. */
    KeyFields edit(String path, PreviewRig.Field field, Value value) {
        if (dev.reel.model.rig.RigProperty.isRigNamespace(field.property())) {
            // A rig's slot has no rest value to hold an edit with Rec off: it waits for K, drawn meanwhile.
            return editRigPart(path, field, value);
        }
        nodes.requireListed(path);
        if (playback.recording()) {
            if (playback.autoKey() && rig.clip() != null) {
                return new KeyFields(rig.time(), keyedFields(path, field, value));
            }
            pending.get().record(path, field.property(), value, rig.time());
            changed.run();
            return null;
        }
        if (rig.driven(path, field.property())) {
            throw new IllegalStateException(field.property() + " is driven by the clip: turn Rec on to key it");
        }
        rig.setRest(path, field.property(), value);
        return null;
    }

    /** See {@link PreviewRig#keyChanges}. */
    KeyFields keyChanges() {
        Clip clip = rig.clip();
        if (clip == null) {
            return null;
        }
        String path = rig.selectedNode();
        nodes.requireListed(path);
        List<KeyFields.Field> keyed = new ArrayList<>();
        for (PreviewRig.Field field : rig.fields(path)) {
            Value now = rig.shown(path, field);
            Value sampled = rig.sampled(path, field);
            Value reference = sampled != null ? sampled : rig.defaultValue(path, field);
            if (!PosedClip.same(now, reference)) {
                keyed.addAll(keyedFields(path, field, now));
            }
        }
        // A rig's deform, draw order or slot edit waits on the slot's bone or on "", whatever node is selected:
        // K keys those too (the dragged mesh is not a node the artist picked).
        for (FieldValues.Entry entry : pending.get().entries()) {
            boolean listed = keyed.stream().anyMatch(field -> field.path().equals(entry.path())
                    && field.property().equals(entry.property()));
            dev.reel.model.rig.RigProperty property = dev.reel.model.rig.RigProperty.parse(entry.property());
            if (!listed && property != null && nodes.nodes().contains(entry.path())) {
                keyed.add(new KeyFields.Field(entry.path(), entry.property(), property.kind(), entry.value()));
            }
        }
        return keyed.isEmpty() ? null : new KeyFields(rig.time(), keyed);
    }

    /**
     * Keeps an edit of a rig part (a mesh's deform, the draw order) for K whatever Rec says, or with Rec and Auto
     * Key returns the command that keys it now: see {@link PreviewRig#editRigPart}.
     */
    KeyFields editRigPart(String path, PreviewRig.Field field, Value value) {
        nodes.requireListed(path);
        if (playback.recording() && playback.autoKey() && rig.clip() != null) {
            return new KeyFields(rig.time(), List.of(new KeyFields.Field(path, field.property(), field.kind(),
                    value)));
        }
        pending.get().record(path, field.property(), value, rig.time());
        changed.run();
        return null;
    }

    /**
     * The fields a key of {@code field} goes to: the whole property, or — when the clip animates it lane by lane
     * ({@code transform.position.x}) — each of those lane tracks.
     */
    private List<KeyFields.Field> keyedFields(String path, PreviewRig.Field field, Value value) {
        Clip clip = rig.clip();
        List<KeyFields.Field> fields = new ArrayList<>();
        if (clip != null && value instanceof Value.Vec vec && !posed.hasWholeTrack(clip, path, field.property())) {
            for (Track track : clip.tracks()) {
                int lane = PosedClip.laneOf(track, path, field.property(), field.kind());
                if (lane >= 0 && lane < vec.size()) {
                    fields.add(new KeyFields.Field(path, track.property(), track.kind(), new Value.Num(vec.get(lane))));
                }
            }
            if (!fields.isEmpty()) {
                return fields;
            }
        }
        fields.add(new KeyFields.Field(path, field.property(), field.kind(), value));
        return fields;
    }
}
