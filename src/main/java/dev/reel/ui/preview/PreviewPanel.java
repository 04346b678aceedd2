package dev.reel.ui.preview;

import dev.reel.edit.Change;
import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;
import dev.reel.model.LoopMode;
import dev.reel.preview.Grid;
import dev.reel.preview.OriginCross;
import dev.reel.preview.PathOverlay;
import dev.reel.preview.Pose;
import dev.reel.preview.PoseAdapter;
import dev.reel.preview.Scene;
import dev.reel.preview.SpriteAtlas;
import dev.reel.preview.Transform2D;
import dev.reel.preview.WorldBounds;
import dev.reel.runtime.Animator;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.playback.Playback;
import dev.reel.ui.playback.PreviewRig;
import dev.reel.ui.shell.EditorPanel;
import dev.reel.ui.shell.PanelContext;
import javafx.animation.AnimationTimer;
import javafx.beans.InvalidationListener;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.scene.Node;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;

import java.util.ArrayList;
import java.util.List;

/**
 * The preview panel: the SDL canvas showing the focused clip at the time cursor or playing it, a
 * controller with live parameters, or the platformer sandbox; with a clip, the Nodes list at its left and the
 * posing gizmos on the canvas ({@link Posing}). It owns playback once it exists (the window's
 * {@code PlaybackClock} hands over): fixed steps from an accumulator, the pose drawn at the time between steps.
 * The previewed controller's {@link Animator} and a counter of its steps are observable for the graph panel
 * ({@link #animatorProperty()}, {@link #animatorStepsProperty()}, mirrored on the {@link PreviewRig}).
 */
public final class PreviewPanel implements EditorPanel {
    /** What the panel previews. */
    public enum Mode { CLIP, CONTROLLER, SANDBOX }

    private static final int GLOW_FRAMES_PER_SECOND = 30;

    private final PanelContext context;
    private final Playback playback;
    private final PreviewRig rig;
    private final SpriteAtlas atlas;
    private final PoseAdapter adapter;
    private final PreviewCanvas canvas;
    private final PreviewHints hints;
    private final ClipStage stage;
    private final ClipScene clipScene;
    private final Posing posing;
    private final NodeList nodes;
    private final PoseActions poseActions;
    private final PreviewToolbar toolbar;
    private final ControllerColumn side;
    private final BorderPane root = new BorderPane();
    private final RecordingFrame recordingFrame;
    private final ReadOnlyObjectWrapper<Animator> animator = new ReadOnlyObjectWrapper<>(this, "animator");
    private final ReadOnlyLongWrapper animatorSteps = new ReadOnlyLongWrapper(this, "animatorSteps");
    private final Flashes flashes = new Flashes();
    private final InvalidationListener rigListener = observable -> dirty = true;
    private final AnimationTimer timer;
    private ControllerRun run;
    private final ScrubbedPose scrubbedPose;
    private boolean runPaused;
    private boolean dirty = true;
    private long lastNanos = -1;
    private double seconds;
    private double lastGlowDraw = -1;
    private double lastRefresh;
    private Pose lastPose;

    public PreviewPanel(PanelContext context) {
        this.context = context;
        this.playback = context.playback();
        this.rig = context.rig();
        this.atlas = new SpriteAtlas(context.project().root());
        this.scrubbedPose = new ScrubbedPose(context.project().root());
        this.adapter = new PoseAdapter(atlas);
        this.canvas = new PreviewCanvas(atlas);
        this.stage = new ClipStage(rig);
        this.toolbar = new PreviewToolbar(this, context);
        this.side = new ControllerColumn(animator::get, () -> toolbar.previewed().inputs());
        this.clipScene = new ClipScene(rig, playback, adapter, stage, toolbar);
        this.posing = new Posing(context, this, atlas);
        this.nodes = new NodeList(rig, context);
        canvas.setDrag(posing);
        canvas.setOverlay(posing.layer());
        this.poseActions = new PoseActions(context.actions(), root, posing);
        nodes.showTools(poseActions.buttons());
        root.getStyleClass().add("preview-panel");
        root.setTop(toolbar.node());
        hints = new PreviewHints(canvas);
        hints.corner(toolbar.stateLabel());
        recordingFrame = new RecordingFrame(playback);
        hints.overlay(recordingFrame.node());
        root.setCenter(hints.node());
        showNodesColumn();
        root.addEventFilter(KeyEvent.KEY_PRESSED, event -> PreviewKeys.handle(this, event, true));
        root.addEventFilter(KeyEvent.KEY_RELEASED, event -> PreviewKeys.handle(this, event, false));
        canvas.focusedProperty().addListener((observable, old, focused) -> {
            if (!focused && run != null && run.body() != null) {
                run.body().releaseKeys();
            }
        });
        canvas.cameraProperty().addListener(rigListener);
        rig.versionProperty().addListener(rigListener);
        playback.playingProperty().addListener(rigListener);
        context.playbackClock().handOver();
        rig.attachAnimator(animator.getReadOnlyProperty(), animatorSteps.getReadOnlyProperty());
        timer = new AnimationTimer() {
            @Override
            public void handle(long now) {
                frame(now);
            }
        };
        timer.start();
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
        return lastPose;
    }

    /** Starts previewing a controller (or the sandbox with one); null returns to the clip. */
    void showController(ControllerRun newRun) {
        run = newRun;
        runPaused = false;
        flashes.clear();
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
        dirty = true;
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
        dirty = true;
    }

    /** Play/pause: the clip's playback, or the controller's run. */
    void togglePlay() {
        if (run != null) {
            runPaused = !runPaused;
        } else {
            playback.setPlaying(!playback.playing());
        }
        dirty = true;
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
        dirty = true;
    }

    /** Fits the view to what is shown (the sandbox's room). */
    void fit() {
        canvas.fit(run != null && run.body() != null ? SandboxBody.room() : lastPose == null ? WorldBounds.EMPTY
                : lastPose.bounds());
    }

    void changed() {
        dirty = true;
    }

    private void frame(long now) {
        double elapsed = lastNanos < 0 ? 0 : (now - lastNanos) / 1e9;
        lastNanos = now;
        seconds += elapsed;
        if (seconds - lastRefresh > 1) {
            lastRefresh = seconds;
            atlas.refresh().forEach(sheet -> {
                canvas.invalidate(sheet);
                dirty = true;
            });
        }
        if (run != null) {
            // While the Animator's timeline scrubs one of this controller's transitions, its blend is shown.
            boolean held = scrubbedPose.hold(run, rig.transitionScrubProperty().get());
            dirty |= scrubbedPose.changed();
            if (!held && !runPaused) {
                int steps = run.advance(elapsed);
                if (steps > 0) {
                    animatorSteps.set(run.animator().steps());
                    side.refresh();
                }
                dirty = true;
            }
        } else {
            advanceClip(elapsed);
        }
        boolean glowDue = seconds - lastGlowDraw >= 1.0 / GLOW_FRAMES_PER_SECOND;
        if (dirty || !flashes.isEmpty() || glowDue && lastPose != null && glowIndex(lastPose) >= 0) {
            draw();
            lastGlowDraw = seconds;
            dirty = !canvas.placed() && lastPose != null && !lastPose.sprites().isEmpty();
        }
    }

    private void advanceClip(double elapsed) {
        List<ClipEvent> crossed = new ArrayList<>();
        if (stage.play(context.workspace().focused(), rig.clip(), elapsed, playback, crossed)) {
            dirty = true;
        }
        crossed.forEach(event -> flashes.add(event.name(), lastPose == null ? Transform2D.IDENTITY
                : lastPose.worldOf(""), seconds));
    }

    private int glowIndex(Pose pose) {
        return run == null ? pose.indexOf(rig.selectedNode()) : -1;
    }

    /**
     * The Nodes column stands at the canvas's left only while a clip is previewed: a sheet, a controller or the
     * sandbox have no nodes of a clip to list (it read "(this node) not animated" there, 165 px lost).
     */
    private void showNodesColumn() {
        Node wanted = run == null && rig.clip() != null ? nodes.node() : null;
        if (root.getLeft() != wanted) {
            root.setLeft(wanted);
        }
    }

    /** Whether the Nodes column is shown (tests read it). */
    boolean nodesShown() {
        return root.getLeft() == nodes.node();
    }

    /** Builds the scene of what is previewed now and draws it. */
    private void draw() {
        showNodesColumn();
        showHint();
        Scene scene = run != null ? controllerScene() : clipScene();
        scene = scene.withFlashes(flashes.shown(seconds));
        if (toolbar.gridShown()) {
            scene = scene.withGrid(new Grid(16, 0x30FFFFFF));
        }
        if (!canvas.placed() && canvas.renderer() != null && !lastPose.sprites().isEmpty()) {
            if (!root.isNeedsLayout() || root.getScene() == null) {
                // Not while the Nodes or side column just came or went: fitted once the canvas has its new size
                // (frame() draws again until it is).
                canvas.fit(lastPose.bounds());
            }
        }
        canvas.draw(scene);
        posing.paint();
        toolbar.update();
    }

    /** Says what to do when the canvas would otherwise be an empty checkerboard, and the sandbox's keys. */
    private void showHint() {
        OpenDocument<?> focused = context.workspace().focused();
        hints.update(run == null && rig.clip() == null && canvas.unavailableProperty().get() == null,
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

    private Scene clipScene() {
        Scene scene = clipScene.build(canvas.cameraProperty().get(), seconds, posing.highlightedDot());
        lastPose = clipScene.lastPose();
        return scene;
    }

    private Scene controllerScene() {
        lastPose = adapter.pose(run.scene(), run.placement());
        run.takeFired().forEach(event -> flashes.add(event.name(), lastPose.worldOf(""), seconds));
        Scene drawn = Scene.of(lastPose.sprites(), canvas.cameraProperty().get());
        return run.body() != null ? drawn.withBounds(SandboxBody.walls())
                : drawn.withOrigin(new OriginCross(6, 0xA0FFFFFF));
    }

    @Override
    public void documentChanged(OpenDocument<?> document, Change<?> change) {
        dirty |= !rig.compiling(); // while a big clip compiles, the rig's version moves when it is done
        toolbar.documentChanged(document, change);
    }

    @Override
    public void dispose() {
        timer.stop();
        rig.versionProperty().removeListener(rigListener);
        playback.playingProperty().removeListener(rigListener);
        rig.attachAnimator(null, null);
        toolbar.dispose();
        recordingFrame.dispose();
        nodes.dispose();
        poseActions.dispose();
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
