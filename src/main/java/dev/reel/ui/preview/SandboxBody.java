package dev.reel.ui.preview;

import dev.reel.preview.BoundsBox;
import dev.reel.preview.WorldBounds;
import dev.reel.runtime.Animator;
import dev.reel.runtime.Box;
import dev.reel.runtime.BoxBody;

import java.util.List;
import java.util.Map;

/**
 * The platformer sandbox's character: a small kinematic body on a floor between two walls, moved by held
 * keys on fixed steps (accelerating towards a run speed, braking when no key is held, jumping off the ground,
 * gravity in the air), that feeds a controller its speed {@code |vx|}, whether it is grounded, its vertical
 * speed and the attack trigger, into the parameters a {@link SandboxMapping} names (by default {@code Speed},
 * {@code Grounded}, {@code VerticalSpeed} and {@code Attack}). World units are metres, y up; the preview draws
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
    /** Above this horizontal speed the sprite turns to face its motion. */
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

    /** Writes the body's state into the parameters {@code feed} names (an input mapped to null feeds nothing). */
    public void feed(Animator animator, Map<SandboxMapping.Input, String> feed) {
        String speed = feed.get(SandboxMapping.Input.SPEED);
        if (speed != null) {
            animator.setFloat(speed, Math.abs(vx));
        }
        String onGround = feed.get(SandboxMapping.Input.GROUNDED);
        if (onGround != null) {
            animator.setBool(onGround, grounded);
        }
        String vertical = feed.get(SandboxMapping.Input.VERTICAL_SPEED);
        if (vertical != null) {
            animator.setFloat(vertical, vy);
        }
        String attack = feed.get(SandboxMapping.Input.ATTACK);
        if (attackQueued && attack != null) {
            animator.setTrigger(attack);
        }
        attackQueued = false;
    }

    /** The room in view pixels (y down): what Fit shows in the sandbox. */
    static WorldBounds room() {
        double half = HALF_ROOM * PIXELS_PER_UNIT;
        return new WorldBounds(-half, -4 * PIXELS_PER_UNIT, half, PIXELS_PER_UNIT / 4);
    }

    /** The floor and the two walls as the preview draws them. */
    static List<BoundsBox> walls() {
        double half = HALF_ROOM * PIXELS_PER_UNIT;
        double wall = 4 * PIXELS_PER_UNIT;
        return List.of(new BoundsBox(-half, 0, 2 * half, 4, 0xFFB0B0B0),
                new BoundsBox(-half - 4, -wall, 4, wall, 0xFFB0B0B0),
                new BoundsBox(half, -wall, 4, wall, 0xFFB0B0B0));
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
