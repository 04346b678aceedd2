package dev.reel.ui.preview;

import dev.reel.model.ClipEvent;
import dev.reel.model.rig.Rig;
import dev.reel.preview.Grid;
import dev.reel.preview.OriginCross;
import dev.reel.preview.Pose;
import dev.reel.preview.PoseAdapter;
import dev.reel.preview.Scene;
import dev.reel.preview.SpriteAtlas;
import dev.reel.preview.Transform2D;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.documents.RigViewState;
import dev.reel.ui.playback.Playback;
import dev.reel.ui.playback.PreviewRig;
import dev.reel.ui.shell.PanelContext;
import javafx.animation.AnimationTimer;
import javafx.beans.InvalidationListener;

import java.util.ArrayList;
import java.util.List;

/**
 * The preview's frame loop: once per pulse it advances what plays (the focused clip on its playback, or the
 * controller run by its fixed steps, held while the Animator scrubs one of its transitions), refreshes sprite
 * sheets changed on disk, and draws the scene again when something changed, an event flashes or the selected
 * node's glow is due. It draws nothing when nothing changed.
 */
final class PreviewFrames {
    private static final int GLOW_FRAMES_PER_SECOND = 30;

    private final PreviewPanel panel;
    private final PanelContext context;
    private final Playback playback;
    private final PreviewRig rig;
    private final SpriteAtlas atlas;
    private final PoseAdapter adapter;
    private final PreviewCanvas canvas;
    private final ClipScene clipScene;
    private final ScrubbedPose scrubbedPose;
    private final RigSetupScene rigSetup;
    private final Flashes flashes = new Flashes();
    private final InvalidationListener changeListener = observable -> changed();
    private final AnimationTimer timer = new AnimationTimer() {
        @Override
        public void handle(long now) {
            frame(now);
        }
    };
    private boolean dirty = true;
    private long lastNanos = -1;
    private double seconds;
    private double lastGlowDraw = -1;
    private double lastRefresh;
    private Pose lastPose;

    PreviewFrames(PreviewPanel panel, PanelContext context, SpriteAtlas atlas, PoseAdapter adapter,
                  ClipScene clipScene, ScrubbedPose scrubbedPose) {
        this.panel = panel;
        this.context = context;
        this.playback = context.playback();
        this.rig = context.rig();
        this.atlas = atlas;
        this.adapter = adapter;
        this.canvas = panel.canvas();
        this.clipScene = clipScene;
        this.scrubbedPose = scrubbedPose;
        this.rigSetup = new RigSetupScene(atlas);
        canvas.cameraProperty().addListener(changeListener);
        rig.versionProperty().addListener(changeListener);
        playback.playingProperty().addListener(changeListener);
    }

    /** Starts drawing a frame each pulse. */
    void start() {
        timer.start();
    }

    /** Draws again at the next pulse. */
    void changed() {
        dirty = true;
    }

    /** The pose drawn last, or null. */
    Pose lastPose() {
        return lastPose;
    }

    /** Forgets the events flashing (another run starts). */
    void clearFlashes() {
        flashes.clear();
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
        ControllerRun run = panel.run();
        if (run != null) {
            // While the Animator's timeline scrubs one of this controller's transitions, its blend is shown.
            boolean held = scrubbedPose.hold(run, rig.transitionScrubProperty().get());
            dirty |= scrubbedPose.changed();
            if (!held && panel.playingNow()) {
                int steps = run.advance(elapsed);
                if (steps > 0) {
                    panel.stepped();
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
        if (panel.stage().play(context.workspace().focused(), rig.clip(), elapsed, playback, crossed)) {
            dirty = true;
        }
        crossed.forEach(event -> flashes.add(event.name(), lastPose == null ? Transform2D.IDENTITY
                : lastPose.worldOf(""), seconds));
    }

    private int glowIndex(Pose pose) {
        return panel.run() == null ? pose.indexOf(rig.selectedNode()) : -1;
    }

    /** Builds the scene of what is previewed now and draws it. */
    private void draw() {
        panel.showNodesColumn();
        panel.showHint();
        ControllerRun run = panel.run();
        OpenDocument<Rig> rigDocument = run == null ? panel.rigMode().document() : null;
        Scene scene = run != null ? controllerScene(run) : rigDocument != null
                ? rigSetup.build(rigDocument.value(), RigViewState.of(rigDocument), canvas.cameraProperty().get())
                .withOrigin(new OriginCross(6, 0xA0FFFFFF)) : clipScene();
        scene = scene.withFlashes(flashes.shown(seconds));
        if (panel.toolbar().gridShown()) {
            scene = scene.withGrid(new Grid(16, 0x30FFFFFF));
        }
        if (rigDocument == null && !canvas.placed() && canvas.renderer() != null && !lastPose.sprites().isEmpty()) {
            if (!panel.layoutPending()) {
                // Not while the Nodes or side column just came or went: fitted once the canvas has its new size
                // (frame() draws again until it is).
                canvas.fit(lastPose.bounds());
            }
        }
        canvas.draw(scene);
        panel.posing().paint();
        panel.toolbar().update();
    }

    private Scene clipScene() {
        Scene scene = clipScene.build(canvas.cameraProperty().get(), seconds, panel.posing().highlightedDot());
        lastPose = clipScene.lastPose();
        return scene;
    }

    private Scene controllerScene(ControllerRun run) {
        lastPose = run.rig() == null ? adapter.pose(run.scene(), run.placement())
                : adapter.pose(run.scene(), run.placement(), run.rig(), run.rigPose());
        run.takeFired().forEach(event -> flashes.add(event.name(), lastPose.worldOf(""), seconds));
        Scene drawn = Scene.of(lastPose.sprites(), canvas.cameraProperty().get());
        dev.reel.preview.RigOverlaySettings overlays = panel.toolbar().rigOverlays();
        if (lastPose.rig() != null && overlays.any()) {
            // The rig the controller poses, with the overlays the Rig menu shows (no bone is selected here).
            drawn = drawn.withRig(new dev.reel.preview.RigOverlay(lastPose.rig(), overlays, -1));
        }
        return run.body() != null ? drawn.withBounds(SandboxBody.walls())
                : drawn.withOrigin(new OriginCross(6, 0xA0FFFFFF));
    }

    /** Stops the loop and lets go of the rig and playback. */
    void dispose() {
        timer.stop();
        rig.versionProperty().removeListener(changeListener);
        playback.playingProperty().removeListener(changeListener);
    }
}
