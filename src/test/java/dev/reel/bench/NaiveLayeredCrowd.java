package dev.reel.bench;

import java.util.HashMap;
import java.util.Map;

/**
 * The naive baseline of {@link NaiveCrowd} extended the same way as {@link LayeredCrowdController}: the base's
 * Locomotion is a 1D tree whose three clips are each sampled by name and summed by weight into a map, with one
 * normalised time advanced by dt over their weighted mean length; Jump cross-fades in and out as before; an
 * upper layer with its own players (Empty, Attack) writes the masked properties over the output by name.
 */
final class NaiveLayeredCrowd {
    private static final String[] TREE = {"Idle", "Walk", "Run"};
    private static final String[] MASKED = {"Arm.rot", "Head.rot"};

    private final NaiveCrowd clips;

    NaiveLayeredCrowd(NaiveCrowd clips) {
        this.clips = clips;
    }

    /** One character: parameters, both layers' states and the output, all by name. */
    final class Character {
        final Map<String, Float> params = new HashMap<>();
        final Map<String, Float> output = new HashMap<>();
        final Map<String, Float> weights = new HashMap<>();
        float phase;
        boolean jumping;
        float jumpTime;
        float jumpBlend = 1;
        float jumpBlendDuration;
        boolean attacking;
        float attackTime;
        float attackWeight;

        Character() {
            params.put("Speed", 0f);
            params.put("Grounded", 1f);
            params.put("Attack", 0f);
        }

        void set(String name, float value) {
            params.put(name, value);
        }

        void update(float dt) {
            float speed = params.get("Speed");
            weights.clear();
            for (int i = 0; i < TREE.length; i++) {
                weights.put(TREE[i], weight(i, speed));
            }
            float length = 0;
            for (String clip : TREE) {
                length += weights.get(clip) * clips.clips.get(clip).duration;
            }
            phase += dt / length;
            boolean grounded = params.get("Grounded") != 0;
            if (!jumping && !grounded) {
                jumping = true;
                jumpTime = 0;
                jumpBlend = 0;
                jumpBlendDuration = 0.1f;
            } else if (jumping && grounded && jumpBlend >= 1) {
                jumping = false;
                jumpBlend = 0;
                jumpBlendDuration = 0.15f;
            }
            jumpTime += dt;
            jumpBlend = Math.min(1, jumpBlend + dt / jumpBlendDuration);
            if (params.get("Attack") != 0) {
                attacking = true;
                attackTime = 0;
            }
            params.put("Attack", 0f);
            NaiveCrowd.NaiveClip attack = clips.clips.get("Attack");
            attackTime += dt;
            if (attacking && attackTime >= attack.duration) {
                attacking = false;
            }
            attackWeight = attacking ? Math.min(1, attackWeight + dt / 0.1f) : Math.max(0, attackWeight - dt / 0.15f);
            float jumpShare = jumping ? jumpBlend : 1 - jumpBlend;
            NaiveCrowd.NaiveClip jump = clips.clips.get("Jump");
            for (String property : clips.properties) {
                float value = 0;
                for (String name : TREE) {
                    NaiveCrowd.NaiveClip clip = clips.clips.get(name);
                    value += weights.get(name) * clip.sample(phase * clip.duration, property);
                }
                if (jumpShare > 0) {
                    value = value * (1 - jumpShare) + jump.sample(jumpTime, property) * jumpShare;
                }
                output.put(property, value);
            }
            if (attackWeight > 0) {
                for (String property : MASKED) {
                    output.put(property, output.get(property) * (1 - attackWeight)
                            + attack.sample(attackTime, property) * attackWeight);
                }
            }
        }

        private float weight(int index, float speed) {
            double[] t = LayeredCrowdController.THRESHOLDS;
            if (speed <= t[0]) {
                return index == 0 ? 1 : 0;
            }
            if (speed >= t[t.length - 1]) {
                return index == t.length - 1 ? 1 : 0;
            }
            for (int i = 0; i < t.length - 1; i++) {
                if (speed >= t[i] && speed < t[i + 1]) {
                    float upper = (float) ((speed - t[i]) / (t[i + 1] - t[i]));
                    return index == i ? 1 - upper : index == i + 1 ? upper : 0;
                }
            }
            return 0;
        }
    }
}
