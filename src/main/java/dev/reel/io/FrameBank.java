package dev.reel.io;

import dev.reel.model.Rect;

import java.util.List;

/**
 * Flat frame data for simple SDL runtimes ({@code reel export --bank}): per animation one sheet, each frame's
 * source rectangle and duration, whether it loops and what plays after it, so a game can animate with
 * {@code SDL_RenderTexture} and a timer and no Reel runtime.
 *
 * @param bankId     names the bank (the clip's or controller's file name without extension)
 * @param animations in the order they were given (a controller's state order)
 */
public record FrameBank(String bankId, List<Animation> animations) {

    public FrameBank {
        animations = List.copyOf(animations);
    }

    /**
     * One animation: frames played in order from one sheet.
     *
     * @param spritesheetPath the sheet's project-relative path
     * @param loop            whether the last frame is followed by the first
     * @param nextAnimation   the animation to play when a non-looping one ends, or "" for none
     */
    public record Animation(String name, String spritesheetPath, List<Frame> frames, boolean loop,
                            String nextAnimation) {

        public Animation {
            frames = List.copyOf(frames);
        }
    }

    /**
     * One frame.
     *
     * @param source   the cell's rectangle in the sheet, written {@code [x, y, w, h]} as an SDL_Rect
     * @param duration seconds it stays on screen
     * @param pivotX   the cell's pivot as a fraction of its width, so a runtime can place it by its feet
     * @param pivotY   the pivot as a fraction of its height from the top
     * @param flipX    whether it is drawn mirrored
     */
    public record Frame(Rect source, double duration, double pivotX, double pivotY, boolean flipX) {
    }
}
