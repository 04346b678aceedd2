package dev.reel.ui.preview;

import dev.reel.model.rig.Rig;
import dev.reel.preview.LoadedRig;
import dev.reel.preview.RigDrawing;
import dev.reel.preview.Scene;
import dev.reel.preview.Sprite;
import dev.reel.preview.SpriteAtlas;
import dev.reel.preview.Transform2D;
import dev.reel.runtime.rig.RigPose;
import dev.reel.ui.documents.RigViewState;

import java.util.List;
import java.util.Set;

/**
 * What the preview draws under Rig mode: the focused rig's slots in its setup pose, each showing its attachment
 * (regions and meshes, by the same renderer as a rig clip and {@code reel export}), slots hidden in the Skeleton
 * panel left out. So a mesh being edited is seen on its picture, and a vertex drag bends the picture live.
 */
final class RigSetupScene {
    private final SpriteAtlas atlas;
    private Rig drawnRig;
    private LoadedRig loaded;

    RigSetupScene(SpriteAtlas atlas) {
        this.atlas = atlas;
    }

    /** The rig's sprites at its setup pose seen through {@code camera}; no sprites when it does not compile. */
    Scene build(Rig rig, RigViewState view, dev.reel.preview.Camera camera) {
        if (rig != drawnRig) {
            drawnRig = rig;
            try {
                loaded = LoadedRig.of(rig);
            } catch (IllegalArgumentException refused) {
                loaded = null;
            }
        }
        if (loaded == null) {
            return Scene.of(List.of(), camera);
        }
        RigPose pose = new RigPose(loaded.compiled());
        pose.setToSetup();
        Set<String> hidden = view.hiddenSlots();
        for (int slot = 0; slot < loaded.compiled().slotCount(); slot++) {
            if (hidden.contains(loaded.compiled().slotName(slot))) {
                pose.attachment(slot, -1);
            }
        }
        pose.update();
        List<Sprite> sprites = RigDrawing.sprites(loaded, pose, atlas, Transform2D.IDENTITY, 0);
        return Scene.of(sprites, camera);
    }
}
