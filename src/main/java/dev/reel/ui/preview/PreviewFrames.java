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
 * node's glow is due. It draws nothing when nothing changed, and it runs only while there is something to do:
 * while nothing plays, flashes or pulses it stops (the editor idles at no CPU), and {@link #changed()} or one of
 * the properties it watches (camera, rig, playing, a transition scrubbed) starts it again. The selection's glow
 * pulses for {@link #GLOW_PULSE_SECONDS} after the selected node changes, then stays as a steady outline.
 */
final class PreviewFrames {
    private static final int GLOW_FRAMES_PER_SECOND = 30;
    /** How long the selected node's outline pulses after the selection changes; it then holds still. */
    static final double GLOW_PULSE_SECONDS = 1.0;
    /** Sheets changed on disk are looked for at most this often while frames run (and when they start again). */
    private static final long REFRESH_NANOS = 1_000_000_000L;

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
    private long lastRefresh;
    private Pose lastPose;
    /** Whether {@link #start()} was called and {@link #dispose()} not yet. */
    private boolean live;
    /** Whether the timer runs now. */
    private boolean running;
    /** Whether the scene drawn last had the selection's glow. */
    private boolean glowDrawn;
    /** The glow time of the last drawing ({@link #GLOW_PULSE_SECONDS} once it holds still). */
    private double lastGlowTime = -1;
    /** The document and node the glow pulses for, and when (on {@link #seconds}) it started. */
    private OpenDocument<?> glowDocument;
    private String glowNode;
    private double glowSince;

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
        rig.transitionScrubProperty().addListener(changeListener);
        playback.playingProperty().addListener(changeListener);
    }

    /** Starts the loop: it draws the first frame at the next pulse and runs while there is something to do. */
    void start() {
        live = true;
        wake();
    }

    /** Draws again at the next pulse. */
    void changed() {
        dirty = true;
        wake();
    }

    /** Whether the loop runs now (it stops while nothing changes; tests read it). */
    boolean running() {
        return running;
    }

    private void wake() {
        if (live && !running) {
            running = true;
            // Time stood still while the loop slept: the first frame after it adds none.
            lastNanos = -1;
            timer.start();
        }
    }

    private void rest() {
        running = false;
        timer.stop();
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
        if (now - lastRefresh > REFRESH_NANOS) {
            // While the loop sleeps the project's file watcher tells the panel (sheetChanged); this also covers
            // a system without one, at the next frame.
            lastRefresh = now;
            atlas.refresh().forEach(sheet -> {
                canvas.invalidate(sheet);
                dirty = true;
            });
        }
        ControllerRun run = panel.run();
        boolean busy;
        if (run != null) {
            // While the Animator's timeline scrubs one of this controller's transitions, its blend is shown.
            boolean held = scrubbedPose.hold(run, rig.transitionScrubProperty().get());
            dirty |= scrubbedPose.changed();
            busy = !held && panel.playingNow();
            if (busy) {
                int steps = run.advance(elapsed);
                if (steps > 0) {
                    panel.stepped();
                }
                dirty = true;
            }
        } else {
            advanceClip(elapsed);
            busy = playback.playing() || panel.stage().playing();
        }
        double glowTime = glowTime();
        boolean glowDue = glowDrawn && glowTime != lastGlowTime
                && (seconds - lastGlowDraw >= 1.0 / GLOW_FRAMES_PER_SECOND || glowTime >= GLOW_PULSE_SECONDS);
        if (dirty || !flashes.isEmpty() || glowDue) {
            draw(glowTime);
            lastGlowDraw = seconds;
            lastGlowTime = glowTime;
            // Not placed yet: fitted at a later frame, once the canvas has its size (never while SDL is missing).
            dirty = !canvas.placed() && lastPose != null && !lastPose.sprites().isEmpty()
                    && canvas.unavailableProperty().get() == null && !canvas.closed();
        }
        boolean pulsing = glowDrawn && lastGlowTime < GLOW_PULSE_SECONDS;
        if (!busy && !dirty && flashes.isEmpty() && !pulsing) {
            rest();
        }
    }

    /**
     * Where the glow's pulse is: seconds since the focused document's selected node changed, held at
     * {@link #GLOW_PULSE_SECONDS} after that (a steady outline, no more frames).
     */
    private double glowTime() {
        OpenDocument<?> focused = context.workspace().focused();
        String node = rig.selectedNode();
        if (focused != glowDocument || !java.util.Objects.equals(node, glowNode)) {
            glowDocument = focused;
            glowNode = node;
            glowSince = seconds;
        }
        return Math.min(seconds - glowSince, GLOW_PULSE_SECONDS);
    }

    private void advanceClip(double elapsed) {
        List<ClipEvent> crossed = new ArrayList<>();
        if (panel.stage().play(context.workspace().focused(), rig.clip(), elapsed, playback, crossed)) {
            dirty = true;
        }
        crossed.forEach(event -> flashes.add(event.name(), lastPose == null ? Transform2D.IDENTITY
                : lastPose.worldOf(""), seconds));
    }

    /** Builds the scene of what is previewed now (the glow {@code glowTime} into its pulse) and draws it. */
    private void draw(double glowTime) {
        panel.showNodesColumn();
        panel.showHint();
        ControllerRun run = panel.run();
        OpenDocument<Rig> rigDocument = run == null ? panel.rigMode().document() : null;
        Scene scene = run != null ? controllerScene(run) : rigDocument != null
                ? rigSetup.build(rigDocument.value(), RigViewState.of(rigDocument), canvas.cameraProperty().get())
                .withOrigin(new OriginCross(6, 0xA0FFFFFF)) : clipScene(glowTime);
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
        glowDrawn = scene.glow() != null;
        canvas.draw(scene);
        panel.posing().paint();
        panel.toolbar().update();
    }

    private Scene clipScene(double glowTime) {
        Scene scene = clipScene.build(canvas.cameraProperty().get(), glowTime, panel.posing().highlightedDot());
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
        live = false;
        rest();
        canvas.cameraProperty().removeListener(changeListener);
        rig.versionProperty().removeListener(changeListener);
        rig.transitionScrubProperty().removeListener(changeListener);
        playback.playingProperty().removeListener(changeListener);
    }
}
