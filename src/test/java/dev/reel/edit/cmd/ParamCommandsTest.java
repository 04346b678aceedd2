package dev.reel.edit.cmd;

import dev.reel.edit.Samples;
import dev.reel.model.Controller;
import dev.reel.model.Param;
import dev.reel.model.ParamKind;
import dev.reel.model.Transition;
import dev.reel.model.Value;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Commands on controller parameters and the conditions that test them. */
class ParamCommandsTest {
    private final Controller controller = Samples.controller();
    private final Param speed = Samples.param(controller, "Speed");
    private final Param grounded = Samples.param(controller, "Grounded");

    @Test
    void addParamAppendsItUnderAFreeName() {
        Param jumping = Param.of("Jumping", ParamKind.BOOL);
        Controller changed = new AddParam(jumping).apply(controller);

        assertThat(changed.params()).hasSize(4).endsWith(jumping);
        assertThat(changed.withParams(controller.params())).isEqualTo(controller);
        assertThatThrownBy(() -> new AddParam(Param.of("Speed", ParamKind.INT)).apply(controller))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Speed");
    }

    @Test
    void removeParamRemovesTheConditionsThatTestIt() {
        Controller changed = new RemoveParam(speed.id()).apply(controller);

        assertThat(changed.param("Speed")).isNull();
        assertThat(changed.transitions()).hasSize(4);
        assertThat(changed.transitions()).allSatisfy(transition -> assertThat(transition.conditions())
                .noneMatch(condition -> condition.param().equals("Speed")));
        Transition idleToRun = Samples.transition(changed, "Idle", "Run");
        assertThat(idleToRun.extras()).isEqualTo(Samples.transition(controller, "Idle", "Run").extras());
        assertThat(Samples.transition(changed, "Idle", "Jump"))
                .isEqualTo(Samples.transition(controller, "Idle", "Jump"));
    }

    @Test
    void renameParamUpdatesItsConditionsAndKeepsComments() {
        Controller changed = new RenameParam(speed.id(), "Velocity").apply(controller);

        assertThat(changed.param("Velocity").id()).isEqualTo(speed.id());
        assertThat(Samples.condition(Samples.transition(changed, "Idle", "Run"), "Velocity").extras())
                .isEqualTo(Samples.condition(Samples.transition(controller, "Idle", "Run"), "Speed").extras());
        assertThat(Samples.transition(changed, "Run", "Idle").conditions().get(0).param()).isEqualTo("Velocity");
        assertThat(new RenameParam(speed.id(), "Speed").apply(changed)).isEqualTo(controller);
        assertThatThrownBy(() -> new RenameParam(speed.id(), "Grounded").apply(controller))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void setParamDefaultSetsAValueOfTheParamsKind() {
        Controller changed = new SetParamDefault(grounded.id(), new Value.Bool(false)).apply(controller);

        assertThat(changed.param("Grounded").defaultValue()).isEqualTo(new Value.Bool(false));
        assertThat(changed.param("Grounded").extras()).isEqualTo(grounded.extras());
        assertThat(grounded.extras().comments()).containsExactly("# on the floor");
        Untouched.exceptParam(controller, changed, grounded.id());
        assertThat(new SetParamDefault(grounded.id(), null).apply(controller).param("Grounded").defaultValue())
                .isNull();
        assertThatThrownBy(() -> new SetParamDefault(grounded.id(), new Value.Num(1)).apply(controller))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("bool");
        long attack = Samples.param(controller, "Attack").id();
        assertThatThrownBy(() -> new SetParamDefault(attack, new Value.Bool(true)).apply(controller))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("trigger");
    }
}
