package dev.reel.ui.preview;

import dev.reel.model.Clip;
import dev.reel.preview.BoundsBox;
import dev.reel.preview.Glow;
import dev.reel.preview.OnionSkin;
import dev.reel.preview.OnionSkins;
import dev.reel.preview.OriginCross;
import dev.reel.preview.PathOverlay;
import dev.reel.preview.PathOverlays;
import dev.reel.preview.Pose;
import dev.reel.preview.PoseAdapter;
import dev.reel.preview.Scene;
import dev.reel.preview.Transform2D;
import dev.reel.preview.WorldBounds;
import dev.reel.runtime.MemoryScene;
import dev.reel.ui.playback.Playback;
import dev.reel.ui.playback.PreviewRig;

import java.util.List;

/**
 * The scene of the focused clip at the time cursor (or between steps while it plays): the rig's node tree
 * posed by {@link ClipStage}, with the origin, the bounds when shown, onion skins, the selected node's position
 * path (its hovered or dragged dot highlighted) and the selection glow. It keeps the pose and the path it
 * drew last, which picking and the gizmo read.
 */
final class ClipScene {
    private final PreviewRig rig;
    private final Playback playback;
    private final PoseAdapter adapter;
    private final ClipStage stage;
    private final PreviewToolbar toolbar;
    private Pose lastPose;
    private PathOverlay lastPath;
    private final RigLive live;
    private dev.reel.preview.RigPoser lastPoser;

    ClipScene(PreviewRig rig, Playback playback, PoseAdapter adapter, ClipStage stage, PreviewToolbar toolbar) {
        this.rig = rig;
        this.playback = playback;
        this.adapter = adapter;
        this.stage = stage;
        this.toolbar = toolbar;
        this.live = new RigLive(rig);
    }

    /** The rigs the clips name (the toolbar's skin list reads them). */
    dev.reel.preview.LoadedRig loadedRig(Clip clip) {
        return clip == null || clip.rig() == null ? null : adapter.rigs().rig(clip.rig());
    }

    Pose lastPose() {
        return lastPose;
    }

    /** The position path drawn last (world units), or null. */
    PathOverlay lastPath() {
        return lastPath;
    }

    /** The scene at the rig's time through {@code camera}; the glow {@code seconds} into its pulse. */
    Scene build(dev.reel.preview.Camera camera, double seconds, int highlightedDot) {
        Clip clip = rig.clip();
        lastPoser = null;
        double time = stage.drawnTime(rig.time());
        MemoryScene scene = stage.pose(clip, time, playback.previewing());
        Pose pose = adapter.pose(scene, Transform2D.IDENTITY, posedRig(clip, time, scene));
        lastPose = pose;
        lastPath = null;
        Scene drawn = Scene.of(pose.sprites(), camera);
        if (clip != null) {
            // The cross marks where the clip's own node stands; with no clip there is nothing for it to mark.
            drawn = drawn.withOrigin(new OriginCross(6, 0xA0FFFFFF));
        }
        dev.reel.preview.RigOverlaySettings overlays = toolbar.rigOverlays();
        if (pose.rig() != null && overlays.any()) {
            drawn = drawn.withRig(new dev.reel.preview.RigOverlay(pose.rig(), overlays,
                    pose.rig().boneAt(rig.selectedNode())));
        }
        if (toolbar.boundsShown()) {
            WorldBounds bounds = pose.bounds();
            if (!bounds.isEmpty()) {
                drawn = drawn.withBounds(List.of(new BoundsBox(bounds.left(), bounds.top(), bounds.width(),
                        bounds.height(), 0x9060C0FF)));
            }
        }
        dev.reel.runtime.CompiledClip compiled = clip != null && playback.previewing() ? stage.compiled(clip) : null;
        if (compiled != null) {
            if (toolbar.onionShown()) {
                dev.reel.preview.OnionSettings settings = toolbar.onionSettings();
                double[] keyTimes = settings.step() == dev.reel.preview.OnionSettings.Step.KEY
                        ? dev.reel.preview.OnionFrames.keyTimes(clip) : new double[0];
                List<OnionSkin> skins = OnionSkins.of(compiled, scene, dev.reel.preview.OnionFrames.around(settings,
                        time, compiled.length(), compiled.loop(), stage.frameSpacing(clip, time), keyTimes), adapter,
                        Transform2D.IDENTITY, true);
                drawn = drawn.withOnionSkins(skins);
            }
            String node = rig.selectedNode();
            Transform2D parent = node.isEmpty() ? Transform2D.IDENTITY : pose.worldOf(PoseAdapter.parentOf(node));
            lastPath = PathOverlays.of(compiled, node, parent, Playback.STEP, highlightedDot);
            drawn = drawn.withPath(lastPath);
        }
        int glow = pose.indexOf(rig.selectedNode());
        return glow >= 0 ? drawn.withGlow(Glow.around(glow, seconds)) : drawn;
    }

    /** The rig posed for the last frame built (the live instance: read it on the JavaFX thread), or null. */
    dev.reel.preview.RigPoser lastPoser() {
        return lastPoser;
    }

    /** The skin, the edits waiting for K and the vertex drag laid over a rig clip's keys. */
    RigLive live() {
        return live;
    }

    /**
     * A rig clip's rig posed at {@code time} (the setup pose while Preview is off or it compiles), or null. The
     * bone locals and IK values of {@code scene} (the values the Inspector shows: rest values, edits waiting for K,
     * a gizmo drag in progress) are written over the keys before the runtime poses the rig, so a dragged bone and
     * the IK chains reaching for it follow the mouse.
     */
    private dev.reel.preview.RigPoser posedRig(Clip clip, double time, MemoryScene scene) {
        if (clip == null || clip.rig() == null) {
            return null;
        }
        dev.reel.runtime.CompiledClip compiled = playback.previewing() ? stage.compiled(clip) : null;
        dev.reel.preview.RigPoser poser = adapter.livePoser(clip, compiled);
        if (poser != null) {
            live.pose(poser, time, scene);
        }
        lastPoser = poser;
        return poser;
    }
}
