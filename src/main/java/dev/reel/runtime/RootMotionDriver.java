package dev.reel.runtime;

import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.Kind;

/**
 * An animator's root motion settings and the motion of its last step (docs/formats.md): the playing states' root
 * motion is added by blend weight and scaled by Root Scale on each step, then sent where the mode says —
 * nowhere, through the {@link MotionBody} (walls stop it), or onto the node's {@code transform.position}. With
 * {@code toMotion} and no body, Root Fallback moves the transform; without it the motion is dropped and
 * ANM009 reported once.
 */
final class RootMotionDriver {
    private static final int UNBOUND = Integer.MIN_VALUE;

    RootMotion mode = RootMotion.NONE;
    double scaleX = 1;
    double scaleY = 1;
    boolean fallback;
    MotionBody body;
    private int handle = UNBOUND;

    /** {@code animator}'s settings, made on first use (caught up first, as every setting is). */
    static RootMotionDriver of(Animator animator) {
        animator.catchUp();
        if (animator.root == null) {
            animator.root = new RootMotionDriver();
        }
        return animator.root;
    }

    /**
     * Adds a state's motion, already multiplied by its share of the blend, to the step's motion (kept in the
     * animator itself: {@link Animator#rootX}, {@link Animator#rootY}, {@link Animator#rooted}).
     */
    static void add(Animator animator, double dx, double dy) {
        RootMotionDriver driver = animator.root;
        animator.motionX += driver == null ? dx : dx * driver.scaleX;
        animator.motionY += driver == null ? dy : dy * driver.scaleY;
        animator.moved = true;
    }

    void apply(Animator animator, double[] scratch) {
        if (mode == RootMotion.NONE) {
            // The common case, without the lookup a switch over an enum makes.
            return;
        }
        switch (mode) {
            case NONE -> {
            }
            case TO_TRANSFORM -> moveTransform(animator, scratch);
            case TO_MOTION -> {
                if (body != null) {
                    body.move(animator.motionX, animator.motionY);
                } else if (fallback) {
                    moveTransform(animator, scratch);
                } else if (animator.moved) {
                    animator.report(Diagnostic.of(Code.ANM009, animator.controller.file(), 0, 0,
                            "root motion is dropped: toMotion needs a motion body on the node, or Root Fallback"));
                }
            }
        }
    }

    private void moveTransform(Animator animator, double[] scratch) {
        AnimationTarget target = animator.target;
        double x = animator.motionX;
        double y = animator.motionY;
        if (target == null || (x == 0 && y == 0)) {
            return;
        }
        if (handle == UNBOUND) {
            handle = target.bind("", "transform.position", Kind.VEC2, false);
        }
        if (handle < 0) {
            return;
        }
        target.readNumbers(handle, scratch, 0);
        scratch[0] += x;
        scratch[1] += y;
        target.writeNumbers(handle, scratch, 0);
    }
}
