package dev.reel.ui.preview;

import dev.reel.runtime.Animator;
import dev.reel.runtime.Box;
import dev.reel.runtime.BoxBody;

import java.util.List;

/**
 * The platformer sandbox's character: a small kinematic body on a floor between two walls, moved by held
 * keys on fixed steps (accelerating towards a run speed, braking when no key is held, jumping off the ground,
 * gravity in the air), that feeds a controller {@code Speed = |vx|}, {@code Grounded}, {@code VerticalSpeed}
 * and the {@code Attack} trigger as SPEC §8 describes. World units are metres, y up; the preview draws
 * {@link #PIXELS_PER_UNIT} pixels per metre.
 */
public final class SandboxBody {
    /** View pixels per world unit at zoom 1: a 128 px sprite is a two-metre character. */
    public static final double PIXELS_PER_UNIT = 64;
    /** Half the distance between the walls' inner faces. */
    public static final double HALF_ROOM = 6;
    static final double RUN_SPEED = 4;
    static final double ACCELERATION = 30;
    static final double BRAKING = 40;
    static final double AIR_CONTROL = 0.6;
    static final double GRAVITY = 28;
    static final double JUMP_SPEED = 10;
    /** Above this horizontal speed the sprite turns to face its motion (SPEC §8). */
    static final double FACING_SPEED = 0.1;

    private final BoxBody body;
    private double vx;
    private double vy;
    private boolean grounded = true;
    private boolean facingLeft;
    private boolean left;
    private boolean right;
    private boolean jumpHeld;
    private boolean jumpQueued;
    private boolean attackQueued;

    public SandboxBody() {
        body = new BoxBody(0, 0, 0.6, 1.6, List.of(new Box(-HALF_ROOM - 1, -1, HALF_ROOM + 1, 0),
                new Box(-HALF_ROOM - 1, 0, -HALF_ROOM, 8), new Box(HALF_ROOM, 0, HALF_ROOM + 1, 8)));
    }

    /** Holds or releases the move-left key. */
    public void setLeft(boolean held) {
        left = held;
    }

    /** Holds or releases the move-right key. */
    public void setRight(boolean held) {
        right = held;
    }

    /** The jump key: a press jumps on the next step the body stands on the ground; holding does not repeat. */
    public void setJump(boolean held) {
        if (held && !jumpHeld) {
            jumpQueued = true;
        }
        jumpHeld = held;
    }

    /** The attack key: fires the Attack trigger on the next step. */
    public void attack() {
        attackQueued = true;
    }

    /** Lets go of every key (the panel lost the focus). */
    public void releaseKeys() {
        left = false;
        right = false;
        jumpHeld = false;
    }

    /** One fixed step of {@code dt} seconds: velocities from the keys, then the move against floor and walls. */
    public void step(double dt) {
        int direction = (right ? 1 : 0) - (left ? 1 : 0);
        double control = grounded ? 1 : AIR_CONTROL;
        if (direction != 0) {
            vx = approach(vx, direction * RUN_SPEED, ACCELERATION * control * dt);
        } else {
            vx = approach(vx, 0, BRAKING * control * dt);
        }
        if (jumpQueued && grounded) {
            vy = JUMP_SPEED;
        }
        jumpQueued = false;
        vy -= GRAVITY * dt;
        body.move(vx * dt, vy * dt);
        if (body.blockedX()) {
            vx = 0;
        }
        grounded = body.grounded();
        if (body.blockedY() || grounded && vy < 0) {
            vy = 0;
        }
        if (Math.abs(vx) > FACING_SPEED) {
            facingLeft = vx < 0;
        }
    }

    /** Writes the body's state into the controller's parameters (those it has) before the animator's step. */
    public void feed(Animator animator) {
        animator.setFloat("Speed", Math.abs(vx));
        animator.setBool("Grounded", grounded);
        animator.setFloat("VerticalSpeed", vy);
        if (attackQueued) {
            animator.setTrigger("Attack");
            attackQueued = false;
        }
    }

    private static double approach(double value, double target, double by) {
        return value < target ? Math.min(target, value + by) : Math.max(target, value - by);
    }

    /** The feet's position, metres, y up. */
    public double x() {
        return body.x();
    }

    public double y() {
        return body.y();
    }

    public double vx() {
        return vx;
    }

    public double vy() {
        return vy;
    }

    public boolean grounded() {
        return grounded;
    }

    /** Whether the sprite faces left (it faces the way it last moved faster than 0.1 m/s). */
    public boolean facingLeft() {
        return facingLeft;
    }
}
