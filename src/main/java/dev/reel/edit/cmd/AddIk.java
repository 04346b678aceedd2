package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.model.rig.Bone;
import dev.reel.model.rig.IkConstraint;
import dev.reel.model.rig.Rig;

import java.util.ArrayList;
import java.util.List;

/**
 * Adds an IK constraint (mix 1, bending positive) whose chain ends at {@code tip} and reaches up {@code length}
 * bones (1 aims, 2 is the two-bone solve, more is FABRIK), aiming at {@code target}, which must lie outside the
 * chain and below none of its bones. The constraint applies after the rig's others.
 */
public record AddIk(String name, String tip, int length, String target) implements Command<Rig> {

    @Override
    public String label() {
        return "Add IK " + name;
    }

    @Override
    public Rig apply(Rig rig) {
        Require.name(name, "IK name");
        if (name.contains("/") || name.contains(".")) {
            throw new IllegalArgumentException("an IK name holds no / or .: " + name);
        }
        if (rig.ik(name) != null) {
            throw new IllegalArgumentException("another IK constraint is named " + name);
        }
        List<String> chain = chain(rig, tip, length);
        BoneParts.bone(rig, target);
        if (BoneParts.isAtOrBelow(rig, target, chain.get(0))) {
            throw new IllegalArgumentException("the target " + target + " is in the chain or below it");
        }
        List<IkConstraint> iks = new ArrayList<>(rig.iks());
        iks.add(IkConstraint.of(name, chain, target));
        return rig.withIks(iks);
    }

    /** The chain of {@code length} bones ending at {@code tip}, first bone first. */
    public static List<String> chain(Rig rig, String tip, int length) {
        if (length < 1) {
            throw new IllegalArgumentException("an IK chain has at least one bone");
        }
        List<String> chain = new ArrayList<>();
        Bone at = BoneParts.bone(rig, tip);
        for (int i = 0; i < length; i++) {
            if (at == null) {
                throw new IllegalArgumentException(tip + " has fewer than " + length + " bones above it");
            }
            chain.add(0, at.name());
            at = at.parent() == null ? null : rig.bone(at.parent());
        }
        return chain;
    }

    /** A name for the next constraint: {@code ik}, {@code ik2}… */
    public static String nextName(Rig rig) {
        if (rig.ik("ik") == null) {
            return "ik";
        }
        for (int n = 2; ; n++) {
            if (rig.ik("ik" + n) == null) {
                return "ik" + n;
            }
        }
    }
}
