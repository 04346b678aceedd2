package dev.reel.ui.preview;

import dev.reel.edit.cmd.RenameParam;
import dev.reel.model.Controller;
import dev.reel.model.ParamKind;
import dev.reel.ui.preview.SandboxMapping.Input;
import dev.reel.ui.preview.SandboxMapping.Parameter;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Which parameters the sandbox feeds: names that match, choices, renames. */
class SandboxMappingTest {
    private static final List<Parameter> KNIGHT = List.of(new Parameter("Speed", ParamKind.FLOAT),
            new Parameter("Grounded", ParamKind.BOOL), new Parameter("VerticalSpeed", ParamKind.FLOAT),
            new Parameter("Attack", ParamKind.TRIGGER));

    @Test
    void theUsualNamesAreFoundWhateverTheirCase() {
        assertThat(SandboxMapping.MATCHING.resolve(KNIGHT)).containsEntry(Input.SPEED, "Speed")
                .containsEntry(Input.GROUNDED, "Grounded").containsEntry(Input.VERTICAL_SPEED, "VerticalSpeed")
                .containsEntry(Input.ATTACK, "Attack");
        List<Parameter> lower = List.of(new Parameter("speed", ParamKind.FLOAT),
                new Parameter("is grounded", ParamKind.BOOL), new Parameter("vertical_speed", ParamKind.FLOAT),
                new Parameter("ATTACK", ParamKind.TRIGGER));
        assertThat(SandboxMapping.MATCHING.resolve(lower)).containsEntry(Input.SPEED, "speed")
                .containsEntry(Input.GROUNDED, null).containsEntry(Input.VERTICAL_SPEED, "vertical_speed")
                .containsEntry(Input.ATTACK, "ATTACK");
    }

    @Test
    void aParameterOfAnotherKindIsNotFed() {
        List<Parameter> parameters = List.of(new Parameter("Speed", ParamKind.INT),
                new Parameter("Attack", ParamKind.BOOL));
        assertThat(SandboxMapping.MATCHING.resolve(parameters)).containsEntry(Input.SPEED, null)
                .containsEntry(Input.ATTACK, null);
        assertThat(SandboxMapping.choices(Input.SPEED, KNIGHT)).containsExactly("Speed", "VerticalSpeed");
    }

    @Test
    void aChoiceWinsWhileItsParameterIsThereAndNoneFeedsNothing() {
        List<Parameter> parameters = List.of(new Parameter("Speed", ParamKind.FLOAT),
                new Parameter("Velocity", ParamKind.FLOAT));
        SandboxMapping chosen = SandboxMapping.MATCHING.with(Input.SPEED, "Velocity");
        assertThat(chosen.resolve(Input.SPEED, parameters)).isEqualTo("Velocity");
        assertThat(chosen.resolve(Input.SPEED, List.of(new Parameter("Speed", ParamKind.FLOAT))))
                .as("the chosen one is gone: the match again").isEqualTo("Speed");
        SandboxMapping none = chosen.with(Input.SPEED, "");
        assertThat(none.resolve(Input.SPEED, parameters)).isNull();
        assertThat(none.leftOut(Input.SPEED)).isTrue();
        assertThat(SandboxMapping.MATCHING.leftOut(Input.SPEED)).isFalse();
    }

    @Test
    void aRenamedParameterGoesOnBeingFed() {
        Controller before = dev.reel.io.ControllerCodec.read("""
                controller version=1 {
                  param "Speed" kind=float {}
                  param "Jumping" kind=bool {}
                }
                """, "test.aectrl").value();
        Controller after = new RenameParam(before.param("Speed").id(), "Velocity").apply(before);
        SandboxMapping followed = SandboxMapping.MATCHING.followRenames(before, after);
        assertThat(followed.resolve(Input.SPEED, SandboxMapping.parameters(after))).isEqualTo("Velocity");

        SandboxMapping onGround = SandboxMapping.MATCHING.with(Input.GROUNDED, "Jumping");
        Controller renamed = new RenameParam(before.param("Jumping").id(), "InAir").apply(before);
        assertThat(onGround.followRenames(before, renamed).resolve(Input.GROUNDED,
                SandboxMapping.parameters(renamed))).isEqualTo("InAir");
    }
}
