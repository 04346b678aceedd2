package dev.reel.edit.cmd;

import dev.reel.edit.Document;
import dev.reel.edit.Samples;
import dev.reel.model.Clip;
import dev.reel.model.Kind;
import dev.reel.model.Value;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A gizmo drag's keys: every field it changed in one step, named after the drag, never merged with the last. */
class KeyPoseTest {
    private final Clip clip = Samples.clip();

    private static KeyPose rotate(double degrees) {
        return new KeyPose("Rotate Arm", 0.5, List.of(new KeyFields.Field("Arm", "transform.rotation",
                Kind.FLOAT32, new Value.Num(Math.toRadians(degrees)))));
    }

    @Test
    void twoDragsOfOneFieldAtOneTimeAreTwoUndoSteps() {
        Document<Clip> document = new Document<>(clip, Path.of("anim/arm.aeanim"), "arm");
        document.execute(rotate(30));
        document.execute(rotate(60));
        assertThat(document.undoLabel()).contains("Rotate Arm");
        document.undo();
        Clip once = document.value();
        assertThat(Samples.keyAt(Samples.arm(once), 0.5).value()).isEqualTo(new Value.Num(Math.toRadians(30)));
        document.undo();
        assertThat(document.value()).isEqualTo(clip);

        // Typing the same field (KeyFields) merges, which is what a drag must not do.
        Document<Clip> typed = new Document<>(clip, Path.of("anim/arm.aeanim"), "arm");
        typed.execute(new KeyFields(0.5, rotate(30).fields()));
        typed.execute(new KeyFields(0.5, rotate(60).fields()));
        typed.undo();
        assertThat(typed.value()).isEqualTo(clip);
    }

    @Test
    void keysEveryFieldAtOnceAndNeedsOne() {
        KeyPose pose = new KeyPose("Scale Arm", 1, List.of(
                new KeyFields.Field("Arm", "transform.scale", Kind.VEC2, Value.Vec.of(1.5, 1.5)),
                new KeyFields.Field("Arm", "transform.position", Kind.VEC2, Value.Vec.of(3, 4))));
        Clip keyed = pose.apply(clip);
        assertThat(Samples.track(keyed, "Arm", "transform.scale").keys().get(0).value())
                .isEqualTo(Value.Vec.of(1.5, 1.5));
        assertThat(Samples.track(keyed, "Arm", "transform.position").keys()).isNotEmpty();
        assertThat(pose.apply(clip)).as("the same ids every time").isEqualTo(keyed);
        assertThatThrownBy(() -> new KeyPose("Move Arm", 0, List.of())).isInstanceOf(IllegalArgumentException.class);
    }
}
