package dev.reel.ui.playback;

import dev.reel.edit.cmd.KeyFields;
import dev.reel.model.Clip;
import dev.reel.model.Kind;
import dev.reel.model.Value;
import dev.reel.runtime.Animator;
import dev.reel.ui.documents.EditingContext;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.documents.Workspace;
import javafx.beans.InvalidationListener;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The previewed node tree, Reel's stand-in for a scene: the node itself ({@code ""}), every node path the
 * focused clip animates and the nodes the user adds, each with rest values for its fields (the known
 * properties, defaulting to position [0, 0], rotation 0, scale [1, 1], tint white, no flips, visible, order 0
 * and the first frame of its flipbook; fields the clip animates that Reel does not know start at their first
 * key). Rest values ({@link FieldValues}) belong to the focused document, kept in its {@link EditingContext}
 * while it is open: an edit in one clip never moves another's drawing. Reel has no scene file, so they are never
 * saved and a document opened again starts from the defaults.
 *
 * <p>What a field shows ({@link #shown}): an edit waiting for K, else — with Preview on and the clip animating
 * the field — the clip sampled at the time cursor ({@link PosedClip}), else the rest value. Previewing never
 * changes a document. {@link #edit} is what the inspector (and a drag in the preview) does with a typed value:
 * with Rec and Auto Key it returns the command that keys it at the cursor; with Rec and without Auto Key it
 * keeps the value ({@link PendingEdits}, one set per open document, kept while another is focused) until
 * {@link #keyChanges()} (K) or until the cursor moves; without Rec it sets the rest value (a field the clip
 * drives is read-only then, and the edit is refused) ({@link RigKeying}).
 *
 * <p>Views listen to {@link #versionProperty()}, which changes whenever anything the rig shows may have changed.
 * The rig also carries the animator the preview plays ({@link PlayingAnimator}) and the transition the Animator
 * scrubs, for views that show them without knowing the preview panel.
 */
public final class PreviewRig {
    /** A field of a node: a property and its kind. */
    public record Field(String property, Kind kind) {
    }

    private final Workspace workspace;
    private final Playback playback;
    private final ClipCompiles compiles = new ClipCompiles(this::bump);
    private final RigNodes nodes;
    private final PosedClip posed = new PosedClip(compiles::of, compiles::over);
    /** The rest pose of a document, kept in its editing context (set with Rec off; never saved). */
    private static final EditingContext.Key<FieldValues> REST = EditingContext.Key.of("rig.rest");
    /** The edits waiting for K of each open document, kept with it: a switch away and back keeps them. */
    private static final EditingContext.Key<PendingEdits> PENDING = EditingContext.Key.of("rig.pending");
    /** Edits while no document is focused (none can be made then): always empty. */
    private final PendingEdits none = new PendingEdits();
    private final ReadOnlyLongWrapper version = new ReadOnlyLongWrapper(this, "version");
    private final InvalidationListener stampListener = observable -> documentMoved();
    private final InvalidationListener switchListener = observable -> bump();
    private final ChangeListener<OpenDocument<?>> focusListener = (observable, old, now) -> focusChanged(old, now);
    private final PlayingAnimator playing = new PlayingAnimator(this);
    private final RigKeying keying;
    private OpenDocument<?> watched;
    /** The watched document's value when its stamp last moved. */
    private Object movedValue;
    /** The focused clip value of the last bump. */
    private Clip bumpedClip;

    private final javafx.beans.property.ObjectProperty<TransitionScrub> transitionScrub =
            new javafx.beans.property.SimpleObjectProperty<>(this, "transitionScrub");

    public PreviewRig(Workspace workspace, Playback playback) {
        this.workspace = workspace;
        this.playback = playback;
        this.nodes = new RigNodes(this::clip, workspace, this::bump);
        this.keying = new RigKeying(this, playback, nodes, this::pending, posed, this::bump);
        workspace.focusedProperty().addListener(focusListener);
        playback.previewProperty().addListener(switchListener);
        playback.recProperty().addListener(observable -> {
            // Rec belongs to the focused document: it is kept with it and given back when it is focused again.
            if (watched != null) {
                watched.editing().setRecording(playback.recording());
            }
            if (!playback.recording()) {
                clearPending();
            }
            bump();
        });
        playback.autoKeyProperty().addListener(switchListener);
        focusChanged(null, workspace.focused());
    }

    /** Changes whenever a shown value, the node list, the selected node or a switch may have changed. */
    public ReadOnlyLongProperty versionProperty() {
        return version.getReadOnlyProperty();
    }

    public Playback playback() {
        return playback;
    }

    /** The focused clip, or null when the focused document is not a clip. */
    public Clip clip() {
        OpenDocument<?> focused = workspace.focused();
        return focused != null && focused.value() instanceof Clip clip ? clip : null;
    }

    /** {@code clip} compiled, shared by the preview and the fields ({@link ClipCompiles}: a big one on a worker). */
    public dev.reel.runtime.CompiledClip compiled(Clip clip) {
        return compiles.of(clip);
    }

    /** The nodes a big clip changed since {@link #compiled}'s value, compiled alone to pose over it, or null. */
    public ClipCompiles.Over compiledOver(Clip clip) {
        return compiles.over(clip);
    }

    /** Whether a big clip is being compiled (tests wait for it). */
    public boolean compiling() {
        return compiles.busy();
    }

    /** The time cursor of the focused document (0 when none). */
    public double time() {
        OpenDocument<?> focused = workspace.focused();
        return focused == null ? 0 : focused.timeCursor();
    }

    /**
     * The focused clip's node paths: {@code ""}, the paths it animates in file order, then the ones added to it
     * by hand (Add child node…); nothing of another document ({@link RigNodes}).
     */
    public List<String> nodes() {
        return nodes.nodes();
    }

    /** The focused clip's editing context (selected node, added nodes, Rec), or null when no clip is focused. */
    public EditingContext editing() {
        return nodes.editing();
    }

    /** Adds a node to the focused clip's list (the explicit Add child node…); false when it is listed already. */
    public boolean addNode(String path) {
        return nodes.add(path);
    }

    /** The node the inspector shows and K keys: the focused clip's own selection. */
    public String selectedNode() {
        return nodes.selected();
    }

    /** Selects a node of the focused clip's list; a path the list does not show is not selected. */
    public boolean selectNode(String path) {
        return nodes.select(path);
    }

    /** Lets the views know that something of the focused document's context changed (its added nodes' undo). */
    public void contextChanged() {
        bump();
    }

    /** The fields of a node: the known properties, then other properties the focused clip animates on it. */
    public List<Field> fields(String path) {
        Clip clip = clip();
        List<Field> fields = nodeTracks.fields(clip, path);
        if (clip == null || clip.rig() == null) {
            return fields;
        }
        // A bone of a rig clip also has its slots' attachment and colour, and the clip's own node a mix and a
        // bend per IK constraint of its rig, all keyable from the Inspector.
        List<Field> extra = new java.util.ArrayList<>(slotFields.of(nodes.rig(), path));
        if (path.isEmpty()) {
            extra.addAll(rigFields.ikFields(nodes.rig()));
        }
        if (extra.isEmpty()) {
            return fields;
        }
        List<Field> all = new java.util.ArrayList<>(fields);
        for (Field more : extra) {
            if (all.stream().noneMatch(field -> field.property().equals(more.property()))) {
                all.add(more);
            }
        }
        return all;
    }

    private final SlotFields slotFields = new SlotFields();
    /** The rig clip's setup values and IK fields. */
    private final RigFields rigFields = new RigFields();

    /** The focused clip's tracks by node, found once per clip value (the preview asks every node's every frame). */
    private final FreshValues.NodeTracks nodeTracks = new FreshValues.NodeTracks();

    /** The value a fresh node has: the property's default, or what the clip first gives it. */
    public Value defaultValue(String path, Field field) {
        Clip clip = clip();
        // A bone starts at its setup pose, a slot at its setup attachment and colour, an IK constraint at its setup
        // mix and bend.
        Value setup = clip == null || clip.rig() == null ? null
                : field.property().startsWith(dev.reel.model.rig.RigProperty.SLOT_PREFIX)
                ? slotFields.setup(nodes.rig(), path, field.property())
                : rigFields.setup(nodes.rig(), path, field.property());
        if (setup != null) {
            return setup;
        }
        return FreshValues.of(clip, clip == null ? List.of() : nodeTracks.of(clip, path), path, field.property(),
                field.kind());
    }

    /** The node's rest value in the focused document: what its scene holds where its clip keys nothing. */
    public Value rest(String path, Field field) {
        FieldValues rest = restPose(false);
        Value value = rest == null ? null : rest.get(path, field.property());
        return value != null ? value : defaultValue(path, field);
    }

    /**
     * Sets a rest value of the focused document (never saved; see {@link FieldValues}). It belongs to that
     * document alone, as a Unity or Spine edit of an unkeyed property with recording off stays in the clip's
     * scene: another clip open beside it, or opened later, never draws it.
     */
    public void setRest(String path, String property, Value value) {
        FieldValues rest = restPose(true);
        if (rest != null) {
            rest.set(path, property, value);
            bump();
        }
    }

    private FieldValues restPose(boolean create) {
        OpenDocument<?> focused = workspace.focused();
        if (focused == null) {
            return null;
        }
        FieldValues rest = focused.editing().view(REST);
        if (rest == null && create) {
            rest = new FieldValues();
            focused.editing().setView(REST, rest);
        }
        return rest;
    }

    /** Whether the focused clip animates the field (the whole property or a lane of it), Preview on or off. */
    public boolean animated(String path, String property) {
        Clip clip = clip();
        return clip != null && posed.animates(clip, path, property);
    }

    /** Whether the field shows the clip now (Preview on and the clip animates it): read-only unless recording. */
    public boolean driven(String path, String property) {
        return playback.previewing() && animated(path, property);
    }

    /** The clip's value of the field at the cursor, over the default for lanes it does not animate; null if none. */
    public Value sampled(String path, Field field) {
        Clip clip = clip();
        if (clip == null || !posed.animates(clip, path, field.property())) {
            return null;
        }
        return posed.value(clip, time(), path, field.property(), defaultValue(path, field));
    }

    /** A recorded edit waiting for K, or null. */
    public Value pending(String path, String property) {
        return pending().get(path, property);
    }

    /** What the field shows now: a pending edit, the clip at the cursor when it drives the field, else the rest value. */
    public Value shown(String path, Field field) {
        Value waiting = pending(path, field.property());
        if (waiting != null) {
            return waiting;
        }
        if (driven(path, field.property())) {
            Value value = sampled(path, field);
            if (value != null) {
                return value;
            }
        }
        return rest(path, field);
    }

    /** What the scene holds for the field: a pending edit, else its rest value (Set from Scene uses it). */
    public Value scene(String path, Field field) {
        Value waiting = pending(path, field.property());
        return waiting != null ? waiting : rest(path, field);
    }

    /**
     * Applies an edit of a node field from the inspector or the preview: returns the command that keys it at
     * the cursor (Rec and Auto Key on; the caller executes it), or null after keeping it for K (Rec on, Auto
     * Key off) or setting the rest value (Rec off).
     *
     * @throws IllegalStateException when Rec is off and the clip drives the field (it is read-only then)
     */
    public KeyFields edit(String path, Field field, Value value) {
        return keying.edit(path, field, value);
    }

    /**
     * An edit of a rig part that has no rest value (a mesh's deform offsets, the draw order): with Rec and Auto Key
     * the command that keys it at the cursor (the caller executes it); otherwise it waits for K at the cursor,
     * shown in the preview meanwhile ({@link #pending}), with Rec off too, since a rig has no scene to hold it.
     */
    public KeyFields editRigPart(String path, Field field, Value value) {
        return keying.editRigPart(path, field, value);
    }

    /**
     * K: keys every field of the selected node whose value now ({@link #shown}) differs from the clip at the
     * cursor — the sampled value where the clip animates the field, the field's default where it does not —
     * and every rig part's edit waiting for K ({@link #editRigPart}) wherever it is. Null when nothing differs or no clip is focused. The caller executes it and then calls
     * {@link #clearPending()}.
     */
    public KeyFields keyChanges() {
        return keying.keyChanges();
    }

    /** The value each key in {@code keyIds} gets from Set from Scene: its track's field in the scene. */
    public Map<Long, Value> sceneValues(Clip clip, Set<Long> keyIds) {
        return SceneValues.of(clip, keyIds, this::scene);
    }

    /** Forgets the edits waiting for K. */
    public void clearPending() {
        if (pending().clear()) {
            bump();
        }
    }

    /** The focused document's edits waiting for K (never another document's). */
    private PendingEdits pending() {
        if (watched == null) {
            none.clear();
            return none;
        }
        PendingEdits edits = watched.editing().view(PENDING);
        if (edits == null) {
            edits = new PendingEdits();
            watched.editing().setView(PENDING, edits);
        }
        return edits;
    }

    private void focusChanged(OpenDocument<?> old, OpenDocument<?> now) {
        if (watched != null) {
            watched.stampProperty().removeListener(stampListener);
        }
        watched = now;
        movedValue = now == null ? null : now.value();
        if (now != null) {
            now.stampProperty().addListener(stampListener);
        }
        // The edits waiting for K stay with the document left (its EditingContext) and come back with it.
        // Rec is the focused document's: off in a document just opened, as the artist left it in one seen before.
        playback.recProperty().set(now != null && now.editing().recording());
        bump();
    }

    private void documentMoved() {
        // A recorded edit belongs to the time it was made at, as in other editors: moving the cursor drops it.
        pending().keepOnlyAt(time());
        Object value = watched == null ? null : watched.value();
        Object before = movedValue;
        movedValue = value;
        if (value != before && dev.reel.edit.graph.PlaceChange.onlyMoved(before, value)) {
            // A controller's states moved on its graph (a state drag's frame): nothing the rig poses or plays
            // changed, and a new version drew the preview again on every frame.
            return;
        }
        // A big clip's keys moved (a drag frame): shown when their compile is done, which bumps.
        Clip clip = clip();
        if (clip != bumpedClip && compiles.waitsFor(bumpedClip, clip)) {
            bumpedClip = clip;
            return;
        }
        bump();
    }

    private void bump() {
        bumpedClip = clip();
        version.set(version.get() + 1);
    }

    private final javafx.beans.property.ObjectProperty<String> pinnedTo =
            new javafx.beans.property.SimpleObjectProperty<>(this, "pinnedTo");

    /**
     * What the preview keeps playing while it is pinned ({@code "knight.aectrl"}, {@code "knight.aectrl in the
     * sandbox"}), or null while it follows the focused document. Set by the preview panel; the Animation panel
     * reads it to say that the focused clip is not what the preview draws.
     */
    public javafx.beans.property.ObjectProperty<String> pinnedToProperty() {
        return pinnedTo;
    }

    /** The transition scrubbed in the Animator's timeline, which the preview poses instead of playing; or null. */
    public javafx.beans.property.ObjectProperty<TransitionScrub> transitionScrubProperty() {
        return transitionScrub;
    }

    /**
     * The animator the preview panel is playing (a controller or the sandbox), or null while it previews a
     * clip: read-only, for views such as the animator graph that show its state. Step it never; read it on
     * the JavaFX thread after {@link #animatorStepsProperty()} changes.
     */
    public ReadOnlyObjectProperty<Animator> animatorProperty() {
        return playing.animatorProperty();
    }

    /**
     * Every layer of the previewed controller, {@link #animatorProperty()} being its layer 0 (null in clip mode);
     * set before the animator changes, so a listener of the animator finds the layers it belongs to.
     */
    public ReadOnlyObjectProperty<dev.reel.runtime.LayeredAnimator> layersProperty() {
        return playing.layersProperty();
    }

    /** The preview panel publishes the layers of the controller it plays (null: none). */
    public void publishLayers(dev.reel.runtime.LayeredAnimator playing) {
        this.playing.publishLayers(playing);
    }

    /** The previewed animator's fixed steps so far; changes after every frame that stepped it. */
    public ReadOnlyLongProperty animatorStepsProperty() {
        return playing.stepsProperty();
    }

    /** The preview panel publishes its animator and step counter here; nulls when it closes. */
    public void attachAnimator(ObservableValue<Animator> source, ObservableValue<? extends Number> steps) {
        playing.attach(source, steps);
    }

    /** Stops listening (the window closes). */
    public void dispose() {
        workspace.focusedProperty().removeListener(focusListener);
        compiles.shutdown();
        if (watched != null) {
            watched.stampProperty().removeListener(stampListener);
        }
    }
}
