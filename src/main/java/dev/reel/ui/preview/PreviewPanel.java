package dev.reel.ui.preview;

import dev.reel.edit.Change;
import dev.reel.model.Clip;
import dev.reel.model.LoopMode;
import dev.reel.preview.Pose;
import dev.reel.preview.PoseAdapter;
import dev.reel.preview.SpriteAtlas;
import dev.reel.preview.WorldBounds;
import dev.reel.runtime.Animator;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.playback.Playback;
import dev.reel.ui.playback.PreviewRig;
import dev.reel.ui.shell.EditorPanel;
import dev.reel.ui.shell.PanelContext;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.scene.Node;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;

/**
 * The preview panel: the SDL canvas showing the focused clip at the time cursor or playing it, a
 * controller with live parameters, or the platformer sandbox; with a clip, the Nodes list at its left and the
 * posing gizmos on the canvas ({@link Posing}). It owns playback once it exists (the window's
 * {@code PlaybackClock} hands over): its frame loop ({@link PreviewFrames}) advances what plays by fixed steps from
 * an accumulator and draws the pose at the time between steps.
 * The previewed controller's {@link Animator} and a counter of its steps are observable for the graph panel
 * ({@link #animatorProperty()}, {@link #animatorStepsProperty()}, mirrored on the {@link PreviewRig}).
 */
public final class PreviewPanel implements EditorPanel {
    /** What the panel previews. */
    public enum Mode { CLIP, CONTROLLER, SANDBOX }

    private final PanelContext context;
    private final Playback playback;
    private final PreviewRig rig;
    private final PreviewCanvas canvas;
    private final PreviewHints hints;
    private final ClipStage stage;
    private final ClipScene clipScene;
    private final Posing posing;
    private final NodeList nodes;
    private final PoseActions poseActions;
    private final RigActions rigActions;
    private final PreviewToolbar toolbar;
    private final ControllerColumn side;
    private final BorderPane root = new BorderPane();
    private final RecordingFrame recordingFrame;
    private final RigMode rigMode;
    private final ReadOnlyObjectWrapper<Animator> animator = new ReadOnlyObjectWrapper<>(this, "animator");
    private final ReadOnlyLongWrapper animatorSteps = new ReadOnlyLongWrapper(this, "animatorSteps");
    private final ScrubbedPose scrubbedPose;
    private final PreviewFrames frames;
    private final SpriteAtlas atlas;
    private ControllerRun run;
    private boolean runPaused;

    public PreviewPanel(PanelContext context) {
        this.context = context;
        this.playback = context.playback();
        this.rig = context.rig();
        this.atlas = new SpriteAtlas(context.project().root());
        PoseAdapter adapter = new PoseAdapter(atlas);
        this.scrubbedPose = new ScrubbedPose(context.project().root());
        this.canvas = new PreviewCanvas(atlas);
        this.stage = new ClipStage(rig);
        this.toolbar = new PreviewToolbar(this, context);
        this.side = new ControllerColumn(animator::get, () -> toolbar.previewed().inputs());
        this.clipScene = new ClipScene(rig, playback, adapter, stage, toolbar);
        this.frames = new PreviewFrames(this, context, atlas, adapter, clipScene, scrubbedPose);
        this.posing = new Posing(context, this, atlas);
        this.nodes = new NodeList(rig, context);
        toolbar.addRigTools(posing.deform().onProperty(), new SkinMenu(context, this));
        canvas.setDrag(posing);
        canvas.setOverlay(posing.layer());
        rigMode = new RigMode(context, canvas, posing.toolProperty());
        this.rigActions = new RigActions(context.actions(), root, rigMode);
        this.poseActions = new PoseActions(context.actions(), root, posing, this::posingTools);
        nodes.showTools(poseActions.buttons());
        root.getStyleClass().add("preview-panel");
        root.setTop(toolbar.node());
        hints = new PreviewHints(canvas);
        hints.corner(toolbar.stateLabel());
        recordingFrame = new RecordingFrame(playback);
        hints.overlay(recordingFrame.node());
        hints.overlay(rigMode.node());
        rigMode.onRigChanged(frames::changed);
        root.setCenter(hints.node());
        showNodesColumn();
        root.addEventFilter(KeyEvent.KEY_PRESSED, event -> PreviewKeys.handle(this, event, true));
        root.addEventFilter(KeyEvent.KEY_RELEASED, event -> PreviewKeys.handle(this, event, false));
        canvas.focusedProperty().addListener((observable, old, focused) -> {
            if (!focused && run != null && run.body() != null) {
                run.body().releaseKeys();
            }
        });
        context.playbackClock().handOver();
        rig.attachAnimator(animator.getReadOnlyProperty(), animatorSteps.getReadOnlyProperty());
        frames.start();
        toolbar.followFocus();
    }

    @Override
    public String title() {
        return "Preview";
    }

    @Override
    public Node node() {
        return root;
    }

    public PreviewCanvas canvas() {
        return canvas;
    }

    PreviewToolbar toolbar() {
        return toolbar;
    }

    /** The animator of the previewed controller (null in clip mode): the graph panel watches it. */
    public ReadOnlyObjectProperty<Animator> animatorProperty() {
        return animator.getReadOnlyProperty();
    }

    /** Counts the previewed animator's fixed steps; changes after every step (or batch of steps in one frame). */
    public ReadOnlyLongProperty animatorStepsProperty() {
        return animatorSteps.getReadOnlyProperty();
    }

    /** The controller run, or null in clip mode. */
    ControllerRun run() {
        return run;
    }

    /** The posing tools on the canvas (tests read the tool and the gizmo). */
    Posing posing() {
        return posing;
    }

    /** The frame loop (tests read whether it runs). */
    PreviewFrames frames() {
        return frames;
    }

    /** The focused clip's scene as drawn last (its rig pose, the skin and deform laid over it). */
    ClipScene clipScene() {
        return clipScene;
    }

    /** Whether W, E and R pick a gizmo now: a clip is previewed, or a rig is focused (Rig mode). */
    private boolean posingTools() {
        return posing.active() || rigMode != null && rigMode.document() != null;
    }

    /** Rig mode: the bones of a focused rig document (tests drive it). */
    RigMode rigMode() {
        return rigMode;
    }

    NodeList nodes() {
        return nodes;
    }

    ClipStage stage() {
        return stage;
    }

    /** The position path drawn last, or null. */
    dev.reel.preview.PathOverlay lastPath() {
        return run == null ? clipScene.lastPath() : null;
    }

    /** The pose drawn last, or null. */
    public Pose lastPose() {
        return frames.lastPose();
    }

    /** Starts previewing a controller (or the sandbox with one); null returns to the clip. */
    void showController(ControllerRun newRun) {
        run = newRun;
        runPaused = false;
        frames.clearFlashes();
        rig.publishLayers(newRun == null ? null : newRun.layers());
        animator.set(newRun == null ? null : newRun.animator());
        animatorSteps.set(0);
        side.show(newRun);
        root.setRight(newRun == null ? null : side.node());
        showNodesColumn();
        recordingFrame.clipMode(newRun == null);
        if (newRun != null) {
            playback.setPlaying(false);
            newRun.advance(0);
            if (newRun.body() != null) {
                // The side column and the toolbar's controller list just came in: frame the room in what is left.
                toolbar.update();
                root.applyCss();
                root.layout();
                canvas.fit(SandboxBody.room());
            }
        }
        frames.changed();
        canvas.requestFocus();
    }

    /**
     * Swaps in a run of the edited controller (its parameters renamed or added, ...), keeping the view, play or
     * pause and the side panel: nothing is framed again.
     */
    void replaceRun(ControllerRun newRun) {
        run = newRun;
        rig.publishLayers(newRun.layers());
        animator.set(newRun.animator());
        animatorSteps.set(0);
        side.show(newRun);
        newRun.advance(0);
        frames.changed();
    }

    /** Play/pause: the clip's playback, or the controller's run. */
    void togglePlay() {
        if (run != null) {
            runPaused = !runPaused;
        } else {
            playback.setPlaying(!playback.playing());
        }
        frames.changed();
    }

    /** Whether something plays now. */
    boolean playingNow() {
        return run != null ? !runPaused : playback.playing();
    }

    /** Steps one flipbook frame (a fixed step for a controller) forward or back; pauses first. */
    void stepFrame(int direction) {
        if (run != null) {
            runPaused = true;
            if (direction > 0) {
                run.step();
                run.drawAtStep();
                animatorSteps.set(run.animator().steps());
            }
        } else {
            playback.setPlaying(false);
            OpenDocument<?> focused = context.workspace().focused();
            Clip clip = rig.clip();
            if (focused != null && clip != null) {
                focused.setTimeCursor(stage.neighbourFrame(clip, focused.timeCursor(), direction));
            }
        }
        frames.changed();
    }

    /** Fits the view to what is shown (the sandbox's room). */
    void fit() {
        Pose shown = frames.lastPose();
        canvas.fit(run != null && run.body() != null ? SandboxBody.room() : shown == null ? WorldBounds.EMPTY
                : shown.bounds());
    }

    void changed() {
        frames.changed();
    }

    /** The run took fixed steps this frame: the graph and the side column hear of them. */
    void stepped() {
        animatorSteps.set(run.animator().steps());
        side.refresh();
    }

    /**
     * The Nodes column stands at the canvas's left only while a clip is previewed: a sheet, a controller or the
     * sandbox have no nodes of a clip to list (it read "(this node) not animated" there, 165 px lost).
     */
    void showNodesColumn() {
        Node wanted = run == null && rig.clip() != null ? nodes.node() : null;
        if (root.getLeft() != wanted) {
            root.setLeft(wanted);
        }
    }

    /** Whether the panel, showing, waits for a layout (the Nodes or side column just came or went). */
    boolean layoutPending() {
        return root.isNeedsLayout() && root.getScene() != null;
    }

    /** Whether the Nodes column is shown (tests read it). */
    boolean nodesShown() {
        return root.getLeft() == nodes.node();
    }

    /** Says what to do when the canvas would otherwise be an empty checkerboard, and the sandbox's keys. */
    void showHint() {
        OpenDocument<?> focused = context.workspace().focused();
        hints.update(run == null && rig.clip() == null && !(focused != null && focused.value() instanceof dev.reel.model.rig.Rig)
                        && canvas.unavailableProperty().get() == null,
                focused != null && focused.value() instanceof dev.reel.model.Controller,
                mode() == Mode.SANDBOX, PreviewKeys.sandboxHasFocus(this));
    }

    /** The hints over the canvas (tests read them). */
    PreviewHints hints() {
        return hints;
    }

    /** Plays the focused controller in the sandbox (the first run shows it). */
    public void startSandbox() {
        toolbar.startSandbox();
    }

    @Override
    public void documentChanged(OpenDocument<?> document, Change<?> change) {
        Object value = document == null ? null : document.value();
        // A controller whose states only moved on its graph (each frame of a state drag) plays and draws the same.
        boolean placesOnly = change != null && document == announced && value != announcedValue
                && dev.reel.edit.graph.PlaceChange.onlyMoved(announcedValue, value);
        announced = document;
        announcedValue = value;
        if (!rig.compiling() && !placesOnly) { // while a big clip compiles, the rig's version moves when it is done
            frames.changed();
        }
        if (change == null) {
            posing.forgetHover();
        }
        toolbar.documentChanged(document, change);
    }

    /** The document last announced to {@link #documentChanged} and its value then. */
    private OpenDocument<?> announced;
    private Object announcedValue;

    @Override
    public void pictureChanged(java.nio.file.Path png) {
        // The frame loop sleeps while nothing changes: a sheet redrawn outside Reel wakes it.
        atlas.invalidate(png).forEach(canvas::invalidate);
        frames.changed();
    }

    @Override
    public void dispose() {
        frames.dispose();
        rig.attachAnimator(null, null);
        toolbar.dispose();
        recordingFrame.dispose();
        nodes.dispose();
        poseActions.dispose();
        rigActions.dispose();
        canvas.close();
    }

    /** The mode the toolbar shows. */
    Mode mode() {
        return run == null ? Mode.CLIP : run.body() != null ? Mode.SANDBOX : Mode.CONTROLLER;
    }

    /** The run's state, or while a transition is scrubbed the blend shown ("Attack → Idle 40% · scrubbed"). */
    String stateText() {
        String scrubbed = scrubbedPose.stateText(run);
        return scrubbed != null ? scrubbed : run == null ? "" : run.stateText();
    }

    boolean loopOn() {
        return playback.loopOverrideProperty().get() == LoopMode.LOOP;
    }
}
