package dev.reel.model.rig;

import dev.reel.model.Extras;

import java.util.List;

/**
 * An inverse-kinematics constraint: it turns a chain of bones so that the chain's tip reaches for a target bone.
 * One bone aims at the target, two are solved analytically, three or more by FABRIK with a fixed iteration count.
 * Constraints apply in the rig's order, after the clip's keys.
 *
 * @param name         unique among the rig's IK constraints, not empty, without {@code /} or {@code .}
 * @param bones        the chain, from its first bone down to its tip; each bone the parent of the next
 * @param target       the name of the bone the chain reaches for, not in the chain nor below it
 * @param mix          0 leaves the chain as keyed, 1 applies the solution fully
 * @param bendPositive the bend direction of a two-bone chain: true bends as a positive rotation (clockwise on screen)
 * @param stretch      whether the chain lengthens (scales) to reach a target beyond its length
 * @param compress     whether a one-bone chain shortens (scales) to a target nearer than its length
 * @param softness     a distance (in the rig's units) over which a two-bone chain slows down before it straightens
 * @param iterations   FABRIK passes for chains of three or more bones
 */
public record IkConstraint(String name, List<String> bones, String target, double mix, boolean bendPositive,
                           boolean stretch, boolean compress, double softness, int iterations, Extras extras) {

    /** FABRIK passes unless the file says otherwise. */
    public static final int DEFAULT_ITERATIONS = 10;
    /** The most FABRIK passes a constraint may ask for. */
    public static final int MAX_ITERATIONS = 1000;

    public IkConstraint {
        bones = List.copyOf(bones);
        extras = extras == null ? Extras.NONE : extras;
    }

    /** A constraint with the defaults: mix 1, bending positive, no stretch, no compress, no softness. */
    public static IkConstraint of(String name, List<String> bones, String target) {
        return new IkConstraint(name, bones, target, 1, true, false, false, 0, DEFAULT_ITERATIONS, Extras.NONE);
    }

    public IkConstraint withMix(double newMix) {
        return new IkConstraint(name, bones, target, newMix, bendPositive, stretch, compress, softness, iterations,
                extras);
    }

    public IkConstraint withBendPositive(boolean newBendPositive) {
        return new IkConstraint(name, bones, target, mix, newBendPositive, stretch, compress, softness, iterations,
                extras);
    }

    public IkConstraint withSoftness(double newSoftness) {
        return new IkConstraint(name, bones, target, mix, bendPositive, stretch, compress, newSoftness, iterations,
                extras);
    }

    public IkConstraint withStretch(boolean newStretch, boolean newCompress) {
        return new IkConstraint(name, bones, target, mix, bendPositive, newStretch, newCompress, softness,
                iterations, extras);
    }

    public IkConstraint withIterations(int newIterations) {
        return new IkConstraint(name, bones, target, mix, bendPositive, stretch, compress, softness, newIterations,
                extras);
    }
}
