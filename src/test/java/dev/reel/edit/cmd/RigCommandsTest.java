package dev.reel.edit.cmd;

import dev.reel.edit.Document;
import dev.reel.io.RigCodec;
import dev.reel.model.rig.Bone;
import dev.reel.model.rig.IkConstraint;
import dev.reel.model.rig.Rig;
import dev.reel.model.rig.Slot;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class RigCommandsTest {
    private static Rig arm() {
        return Rig.of(List.of(Bone.of("root", null), Bone.of("upper", "root").withLength(40),
                        Bone.of("lower", "upper").withLength(30), Bone.of("hand", "lower").withLength(10),
                        Bone.of("target", "root")),
                List.of(Slot.of("sleeve", "upper", ""), Slot.of("glove", "hand", ""), Slot.of("body", "root", "")),
                List.of(), List.of());
    }

    @Test
    void aBoneAddedGoesLastUnderItsParentWithTheDraggedTransformAndUndoes() {
        Document<Rig> document = new Document<>(arm(), null, "arm");
        document.execute(new AddBone("hand", AddBone.nextName(document.value()), 10, 0, 0.5, 12));
        Bone added = document.value().bones().get(5);
        assertThat(added).isEqualTo(Bone.of("bone", "hand").withLength(12).withTransform(10, 0, 0.5, 1, 1, 0, 0));
        assertThat(document.value().bonePath(5)).isEqualTo("upper/lower/hand/bone");
        assertThat(AddBone.nextName(document.value())).isEqualTo("bone2");
        assertThatThrownBy(() -> new AddBone("nobody", "x", 0, 0, 0, 1).apply(arm()))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new AddBone("root", "upper", 0, 0, 0, 1).apply(arm()))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new AddBone("root", "a/b", 0, 0, 0, 1).apply(arm()))
                .isInstanceOf(IllegalArgumentException.class);
        document.undo();
        assertThat(document.value()).isEqualTo(arm());
    }

    @Test
    void renamingABoneRenamesItsChildrensParentItsSlotsAndItsConstraints() {
        Rig rig = new AddIk("reach", "lower", 2, "target").apply(arm());
        Rig renamed = new RenameBone("upper", "shoulder").apply(rig);
        assertThat(renamed.bone("lower").parent()).isEqualTo("shoulder");
        assertThat(renamed.slot("sleeve").bone()).isEqualTo("shoulder");
        assertThat(renamed.ik("reach").bones()).containsExactly("shoulder", "lower");
        assertThat(new RenameBone("target", "goal").apply(rig).ik("reach").target()).isEqualTo("goal");
        assertThat(renamed.boneIndex("shoulder")).isEqualTo(1);
        assertThatThrownBy(() -> new RenameBone("upper", "lower").apply(rig))
                .isInstanceOf(IllegalArgumentException.class);
        // The renamed rig reads back from its own text without a problem.
        assertThat(RigCodec.read(RigCodec.write(renamed), "arm.aerig").diagnostics()).isEmpty();
    }

    @Test
    void reparentingRefusesTheRootAndCycles() {
        Rig moved = new ReparentBone("hand", "upper").apply(arm());
        assertThat(moved.bone("hand").parent()).isEqualTo("upper");
        assertThat(moved.bonePath(3)).isEqualTo("upper/hand");
        assertThatThrownBy(() -> new ReparentBone("upper", "hand").apply(arm()))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new ReparentBone("upper", "upper").apply(arm()))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new ReparentBone("root", "upper").apply(arm()))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void lengthAndSetupPoseAreSetAndTypingALengthMergesIntoOneStep() {
        Document<Rig> document = new Document<>(arm(), null, "arm");
        document.execute(new SetBoneLength("upper", 41));
        document.execute(new SetBoneLength("upper", 45));
        assertThat(document.value().bone("upper").length()).isEqualTo(45);
        assertThat(document.history().steps()).hasSize(1);
        assertThatThrownBy(() -> new SetBoneLength("upper", -1).apply(arm()))
                .isInstanceOf(IllegalArgumentException.class);
        Bone posed = new SetBoneSetup("lower", 40, 2, 0.25, 2, 0.5).apply(arm()).bone("lower");
        assertThat(List.of(posed.x(), posed.y(), posed.rotation(), posed.scaleX(), posed.scaleY(), posed.length()))
                .containsExactly(40.0, 2.0, 0.25, 2.0, 0.5, 30.0);
    }

    @Test
    void anIkConstraintTakesTheChainEndingAtItsTipAndRefusesATargetInside() {
        Rig rig = new AddIk(AddIk.nextName(arm()), "hand", 3, "target").apply(arm());
        IkConstraint ik = rig.ik("ik");
        assertThat(ik.bones()).containsExactly("upper", "lower", "hand");
        assertThat(ik.mix()).isEqualTo(1);
        assertThat(AddIk.nextName(rig)).isEqualTo("ik2");
        assertThatThrownBy(() -> new AddIk("a", "hand", 2, "hand").apply(arm()))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new AddIk("a", "hand", 9, "target").apply(arm()))
                .isInstanceOf(IllegalArgumentException.class);
        Rig bent = new SetIkBend("ik", false).apply(new SetIkMix("ik", 0.25).apply(rig));
        assertThat(bent.ik("ik").mix()).isEqualTo(0.25);
        assertThat(bent.ik("ik").bendPositive()).isFalse();
        assertThatThrownBy(() -> new SetIkMix("ik", 1.5).apply(rig)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aSlotMovesInTheDrawOrder() {
        Rig moved = new MoveSlot("body", 0).apply(arm());
        assertThat(moved.slots().stream().map(Slot::name)).containsExactly("body", "sleeve", "glove");
        assertThat(new MoveSlot("sleeve", 2).apply(arm()).slots().stream().map(Slot::name))
                .containsExactly("glove", "body", "sleeve");
    }
}
