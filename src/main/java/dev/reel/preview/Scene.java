package dev.reel.preview;

import java.util.List;
import java.util.Objects;

/**
 * Everything one preview frame shows, as plain values the panel (or an export) fills from the pose: drawn
 * in the order background, grid, onion skins, sprites, rig overlays, bounds, origin, path, event flashes, glow.
 * Absent overlays are null (grid, origin, path, glow, rig) or empty lists.
 *
 * @param sprites    the pose, in draw order within each layer
 * @param onionSkins neighbouring frames, drawn under the sprites in list order
 * @param rig        the bones, wireframes and weights of a rig clip's pose, or null
 */
public record Scene(List<Sprite> sprites, Camera camera, Background background, Grid grid, OriginCross origin,
                    List<BoundsBox> bounds, List<OnionSkin> onionSkins, PathOverlay path, List<EventFlash> flashes,
                    Glow glow, RigOverlay rig) {

    public Scene {
        sprites = List.copyOf(sprites);
        Objects.requireNonNull(camera, "camera");
        Objects.requireNonNull(background, "background");
        bounds = List.copyOf(bounds);
        onionSkins = List.copyOf(onionSkins);
        flashes = List.copyOf(flashes);
    }

    /** Just sprites on the editor's checkerboard. */
    public static Scene of(List<Sprite> sprites, Camera camera) {
        return new Scene(sprites, camera, Background.EDITOR, null, null, List.of(), List.of(), null, List.of(),
                null, null);
    }

    public Scene withSprites(List<Sprite> newSprites) {
        return new Scene(newSprites, camera, background, grid, origin, bounds, onionSkins, path, flashes, glow, rig);
    }

    public Scene withCamera(Camera newCamera) {
        return new Scene(sprites, newCamera, background, grid, origin, bounds, onionSkins, path, flashes, glow, rig);
    }

    public Scene withBackground(Background newBackground) {
        return new Scene(sprites, camera, newBackground, grid, origin, bounds, onionSkins, path, flashes, glow, rig);
    }

    public Scene withGrid(Grid newGrid) {
        return new Scene(sprites, camera, background, newGrid, origin, bounds, onionSkins, path, flashes, glow, rig);
    }

    public Scene withOrigin(OriginCross newOrigin) {
        return new Scene(sprites, camera, background, grid, newOrigin, bounds, onionSkins, path, flashes, glow, rig);
    }

    public Scene withBounds(List<BoundsBox> newBounds) {
        return new Scene(sprites, camera, background, grid, origin, newBounds, onionSkins, path, flashes, glow, rig);
    }

    public Scene withOnionSkins(List<OnionSkin> newSkins) {
        return new Scene(sprites, camera, background, grid, origin, bounds, newSkins, path, flashes, glow, rig);
    }

    public Scene withPath(PathOverlay newPath) {
        return new Scene(sprites, camera, background, grid, origin, bounds, onionSkins, newPath, flashes, glow, rig);
    }

    public Scene withFlashes(List<EventFlash> newFlashes) {
        return new Scene(sprites, camera, background, grid, origin, bounds, onionSkins, path, newFlashes, glow, rig);
    }

    public Scene withGlow(Glow newGlow) {
        return new Scene(sprites, camera, background, grid, origin, bounds, onionSkins, path, flashes, newGlow, rig);
    }

    public Scene withRig(RigOverlay newRig) {
        return new Scene(sprites, camera, background, grid, origin, bounds, onionSkins, path, flashes, glow, newRig);
    }
}
