package dev.reel.ui.dopesheet;

import dev.reel.edit.Command;
import dev.reel.edit.Document;
import dev.reel.edit.Transaction;
import dev.reel.edit.cmd.AddEvent;
import dev.reel.edit.cmd.AddFrames;
import dev.reel.edit.cmd.AddKey;
import dev.reel.edit.cmd.AddTrack;
import dev.reel.edit.cmd.BakeEasing;
import dev.reel.edit.cmd.KeyFields;
import dev.reel.edit.cmd.MoveKeys;
import dev.reel.edit.cmd.RemoveEvent;
import dev.reel.edit.cmd.RemoveKeys;
import dev.reel.edit.cmd.RemoveTrack;
import dev.reel.edit.cmd.SetEasing;
import dev.reel.edit.cmd.SetHandleModes;
import dev.reel.edit.cmd.SetKeyInterp;
import dev.reel.edit.cmd.SetKeyValue;
import dev.reel.edit.cmd.SetTrackProperty;
import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;
import dev.reel.model.FrameTime;
import dev.reel.model.IdSet;
import dev.reel.model.Interp;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.TangentMode;
import dev.reel.model.Track;
import dev.reel.model.Value;
import dev.reel.ui.control.TimeFormat;
import dev.reel.ui.curves.TrackValues;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.playback.PreviewRig;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * What the dope sheet's keys, menus and drops do to the focused clip, each as one command, transaction or
 * gesture on its document — never by changing the clip itself. A refused edit is said in the status bar. Copy,
 * paste and duplicate are {@link SheetClipboard}'s.
 */
final class SheetEditing {
    private final Supplier<OpenDocument<Clip>> focused;
    private final PreviewRig rig;
    private final Consumer<String> say;
    private final SheetClipboard clipboard;

    SheetEditing(Supplier<OpenDocument<Clip>> focused, PreviewRig rig, Consumer<String> say) {
        this.focused = focused;
        this.rig = rig;
        this.say = say;
        this.clipboard = new SheetClipboard(this, rig, say);
    }

    OpenDocument<Clip> document() {
        return focused.get();
    }

    Clip clip() {
        OpenDocument<Clip> document = focused.get();
        return document == null ? null : document.value();
    }

    /** Whether an edit may start (a clip is focused and no drag is open). */
    boolean ready() {
        OpenDocument<Clip> document = focused.get();
        return document != null && !document.document().busy();
    }

    Set<Long> selection() {
        OpenDocument<Clip> document = focused.get();
        return document == null ? Set.of() : document.selection();
    }

    void select(Set<Long> ids) {
        OpenDocument<Clip> document = focused.get();
        if (document != null) {
            document.select(IdSet.of(ids));
        }
    }

    /** The selected ids that are keys of the clip (worked out once per clip and selection). */
    IdSet selectedKeys() {
        return selectedKeys.of(clip(), IdSet.of(selection()));
    }

    private final SelectedKeys selectedKeys = new SelectedKeys();

    Set<Long> selectedEvents() {
        Clip clip = clip();
        Set<Long> events = new LinkedHashSet<>();
        if (clip != null) {
            clip.events().stream().filter(event -> selection().contains(event.id())).forEach(e -> events.add(e.id()));
        }
        return events;
    }

    Set<Long> selectedTracks() {
        Clip clip = clip();
        Set<Long> tracks = new LinkedHashSet<>();
        if (clip != null) {
            clip.tracks().stream().filter(track -> selection().contains(track.id())).forEach(t -> tracks.add(t.id()));
        }
        return tracks;
    }

    boolean hasKeysOrEvents() {
        return !selectedKeys().isEmpty() || !selectedEvents().isEmpty();
    }

    /** Runs several commands as one step under {@code label}; nothing changes when one is refused. */
    boolean runAll(String label, List<Command<Clip>> commands) {
        OpenDocument<Clip> document = focused.get();
        if (document == null || document.document().busy() || commands.isEmpty()) {
            return false;
        }
        try (Transaction<Clip> transaction = document.document().transaction(label)) {
            commands.forEach(transaction::execute);
            transaction.commit();
            return true;
        } catch (IllegalArgumentException | IllegalStateException refused) {
            say.accept("Cannot " + label.toLowerCase(Locale.ROOT) + ": " + refused.getMessage());
            return false;
        }
    }

    /** Runs one command as one step; false (and the reason in the status bar) when the clip refuses it. */
    boolean run(Command<Clip> command) {
        return run(command, null);
    }

    boolean run(Command<Clip> command, Set<Long> selectAfter) {
        OpenDocument<Clip> document = focused.get();
        if (document == null || document.document().busy()) {
            return false;
        }
        try {
            Document<Clip> history = document.document();
            if (selectAfter == null) {
                history.execute(command);
            } else {
                history.execute(command, history.view().withSelection(selectAfter));
                document.select(selectAfter);
            }
            return true;
        } catch (IllegalArgumentException | IllegalStateException refused) {
            say.accept("Cannot " + command.label().toLowerCase(Locale.ROOT) + ": " + refused.getMessage());
            return false;
        }
    }

    /** Deletes the selected keys and events as one step, or else the selected tracks. */
    void delete() {
        OpenDocument<Clip> document = focused.get();
        if (!ready()) {
            return;
        }
        Set<Long> keys = selectedKeys();
        Set<Long> events = selectedEvents();
        Set<Long> tracks = selectedTracks();
        int count = keys.size() + events.size();
        String label = count > 0 ? (count == 1 ? "Delete key" : "Delete " + count + " keys")
                : tracks.size() == 1 ? "Delete track" : "Delete " + tracks.size() + " tracks";
        if (count == 0 && tracks.isEmpty()) {
            return;
        }
        try (Transaction<Clip> transaction = document.document().transaction(label)) {
            if (!keys.isEmpty()) {
                transaction.execute(new RemoveKeys(keys));
            }
            events.forEach(event -> transaction.execute(new RemoveEvent(event)));
            if (count == 0) {
                tracks.forEach(track -> transaction.execute(new RemoveTrack(track)));
            }
            document.document().setView(document.view().withSelection(Set.of()));
            transaction.commit();
        }
        document.select(Set.of());
    }

    /** Copy, paste and duplicate of the selected keys and events. */
    SheetClipboard clipboard() {
        return clipboard;
    }

    /** Moves the selection by whole frames of {@code fps}, counted from each time's frame position. */
    void nudge(int frames, double fps, boolean ripple) {
        if (hasKeysOrEvents()) {
            run(MoveKeys.byFrames(selectedKeys(), selectedEvents(), frames, fps, ripple));
        }
    }

    void setInterp(Interp interp) {
        forEachKey("Set interpolation to " + interp.word(), key -> new SetKeyInterp(key, interp));
    }

    /** Sets both sides of the selected keys to a handle mode; free and aligned keep the handles they play now. */
    void setTangent(TangentMode mode) {
        setTangent(SetHandleModes.Side.BOTH, mode);
    }

    /** Sets one side, or both, of the selected keys to a handle mode, as one undo step. */
    void setTangent(SetHandleModes.Side side, TangentMode mode) {
        Clip clip = clip();
        Set<Long> keys = selectedKeys();
        OpenDocument<Clip> document = focused.get();
        if (clip == null || keys.isEmpty() || !ready()) {
            return;
        }
        Set<Long> curveKeys = new LinkedHashSet<>();
        for (Track track : clip.tracks()) {
            if (track.kind().isNumeric()) {
                track.keys().stream().map(Key::id).filter(keys::contains).forEach(curveKeys::add);
            }
        }
        if (!curveKeys.isEmpty()) {
            document.document().execute(new SetHandleModes(curveKeys, side, mode));
        }
    }

    void ease(SetEasing.Preset preset) {
        Set<Long> keys = selectedKeys();
        if (!keys.isEmpty()) {
            run(new SetEasing(keys, preset));
        }
    }

    /** Bakes an easing into the segments the selected keys start, a key every {@code frames} frames. */
    void bake(BakeEasing.Curve curve, double fps, int frames) {
        Set<Long> keys = selectedKeys();
        if (!keys.isEmpty()) {
            run(new BakeEasing(keys, curve, fps, frames));
        }
    }

    /** Gives the selected keys the values their fields have in the preview rig, as one step. */
    void setFromScene() {
        Clip clip = clip();
        Set<Long> keys = selectedKeys();
        if (clip == null || keys.isEmpty() || !ready()) {
            return;
        }
        Map<Long, Value> values = rig.sceneValues(clip, keys);
        OpenDocument<Clip> document = focused.get();
        try (Transaction<Clip> transaction = document.document().transaction("Set " + values.size()
                + (values.size() == 1 ? " key" : " keys") + " from scene")) {
            values.forEach((key, value) -> transaction.execute(new SetKeyValue(key, value)));
            transaction.commit();
        } catch (IllegalArgumentException refused) {
            say.accept("Cannot set from scene: " + refused.getMessage());
        }
    }

    /** K: keys every field of the rig's selected node that differs from the clip at the cursor. */
    void keyChanges() {
        if (!ready()) {
            return;
        }
        KeyFields keys = rig.keyChanges();
        if (keys == null) {
            say.accept("Nothing to key: " + TrackNames.node(rig.selectedNode()) + " matches the clip at the cursor");
            return;
        }
        if (run(keys)) {
            rig.clearPending();
            say.accept(TrackNames.keyed(keys) + " at " + TimeFormat.chosen(FrameTime.rate(clip())).text(rig.time()));
        }
    }

    void addEvent(String name, double time) {
        run(new AddEvent(ClipEvent.of(Math.max(0, Math.min(time, clip().length())), name)));
    }

    /** A key on a track at {@code time} with the value the track has there (the rig's value for an empty track). */
    void addKey(Track track, double time) {
        Clip clip = clip();
        if (clip == null) {
            return;
        }
        double at = Math.max(0, Math.min(time, clip.length()));
        Value value = TrackValues.at(track, at);
        if (value == null) {
            PreviewRig.Field field = new PreviewRig.Field(track.property(), track.kind());
            value = rig.scene(track.path(), field);
            if (!fits(track.kind(), value)) {
                value = rig.defaultValue(track.path(), field);
            }
        }
        Key key = Key.of(at, value);
        if (!track.kind().isNumeric()) {
            key = key.withInterp(Interp.STEP);
        }
        run(new AddKey(track.id(), key), Set.of(key.id()));
    }

    private static boolean fits(Kind kind, Value value) {
        return switch (kind) {
            case FLOAT32, INT32 -> value instanceof Value.Num;
            case BOOL -> value instanceof Value.Bool;
            case ENUM -> value instanceof Value.Symbol;
            case ASSET_REF -> value instanceof Value.Asset;
            default -> value instanceof Value.Vec vec && vec.size() == kind.lanes();
        };
    }

    void dropFrames(String path, List<String> sprites, double time) {
        if (!sprites.isEmpty() && run(AddFrames.dropped(path, sprites, Math.max(0, time)))) {
            rig.selectNode(path);
            say.accept("Keyed " + sprites.size() + (sprites.size() == 1 ? " frame" : " frames") + " on "
                    + TrackNames.node(path));
        }
    }

    void addTrack(String path, String property, Kind kind) {
        Track track = Track.of(path, property, kind);
        if (run(new AddTrack(track), Set.of(track.id()))) {
            rig.addNode(path);
        }
    }

    void removeTrack(long trackId) {
        run(new RemoveTrack(trackId), Set.of());
    }

    /** Points a track at another node path and property (one step). */
    void changeTrack(Track track, String path, String property) {
        OpenDocument<Clip> document = focused.get();
        if (!ready() || (track.path().equals(path) && track.property().equals(property))) {
            return;
        }
        try (Transaction<Clip> transaction = document.document().transaction("Change track "
                + TrackNames.property(track.property()))) {
            if (!track.path().equals(path)) {
                transaction.execute(SetTrackProperty.path(track.id(), path));
            }
            if (!track.property().equals(property)) {
                transaction.execute(SetTrackProperty.property(track.id(), property));
            }
            transaction.commit();
            rig.addNode(path);
        } catch (IllegalArgumentException refused) {
            say.accept("Cannot change the track: " + refused.getMessage());
        }
    }

    private void forEachKey(String label, java.util.function.LongFunction<Command<Clip>> command) {
        OpenDocument<Clip> document = focused.get();
        Set<Long> keys = selectedKeys();
        if (keys.isEmpty() || !ready()) {
            return;
        }
        try (Transaction<Clip> transaction = document.document().transaction(label)) {
            keys.forEach(key -> transaction.execute(command.apply(key)));
            transaction.commit();
        }
    }
}
