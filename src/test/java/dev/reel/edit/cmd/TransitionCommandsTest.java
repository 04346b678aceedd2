package dev.reel.edit.cmd;

import dev.reel.edit.Samples;
import dev.reel.model.CondOp;
import dev.reel.model.Condition;
import dev.reel.model.Controller;
import dev.reel.model.Transition;
import dev.reel.model.Value;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Commands on transitions and their conditions. */
class TransitionCommandsTest {
    private final Controller controller = Samples.controller();
    private final Transition idleToRun = Samples.transition(controller, "Idle", "Run");
    private final Transition idleToJump = Samples.transition(controller, "Idle", "Jump");
    private final Transition anyToJump = Samples.transition(controller, "any", "Jump");
    private final Condition fastEnough = Samples.condition(idleToRun, "Speed");

    @Test
    void addTransitionAppendsItWithTheLowestPriority() {
        Transition added = Transition.of("Jump", "Idle");
        Controller changed = new AddTransition(added).apply(controller);

        assertThat(changed.transitions()).hasSize(5).endsWith(added);
        assertThat(changed.withTransitions(controller.transitions())).isEqualTo(controller);
        assertThatThrownBy(() -> new AddTransition(Transition.of("Fly", "Idle")).apply(controller))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Fly");
        assertThatThrownBy(() -> new AddTransition(Transition.of("Idle", "any")).apply(controller))
                .isInstanceOf(IllegalArgumentException.class);
        Transition badCondition = new Transition(added.id(), "Jump", "Idle", 0, null, false,
                List.of(Condition.of("Speed")), added.extras());
        assertThatThrownBy(() -> new AddTransition(badCondition).apply(controller))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("op");
    }

    @Test
    void removeTransitionRemovesOnlyThatTransition() {
        Controller changed = new RemoveTransition(idleToRun.id()).apply(controller);

        assertThat(changed.transitions()).doesNotContain(idleToRun).hasSize(3);
        assertThat(changed.states()).isEqualTo(controller.states());
    }

    @Test
    void setTransitionPropertySetsEachFieldAndKeepsConditionsAndComments() {
        Controller longer = SetTransitionProperty.duration(idleToRun.id(), 0.3).apply(controller);
        Transition changed = Samples.transition(longer, "Idle", "Run");
        assertThat(changed.duration()).isEqualTo(0.3);
        assertThat(changed.conditions()).isEqualTo(idleToRun.conditions());
        assertThat(changed.extras()).isEqualTo(idleToRun.extras());
        assertThat(idleToRun.extras().comments()).containsExactly("# starts running");
        Untouched.exceptTransition(controller, longer, idleToRun.id());

        Controller waiting = SetTransitionProperty.exitTime(idleToRun.id(), 1.0).apply(controller);
        assertThat(Samples.transition(waiting, "Idle", "Run").exitTime()).isEqualTo(1.0);
        Untouched.exceptTransition(controller, waiting, idleToRun.id());
        assertThat(SetTransitionProperty.exitTime(idleToRun.id(), null).apply(waiting)).isEqualTo(controller);

        Controller interrupting = SetTransitionProperty.interrupt(idleToRun.id(), true).apply(controller);
        assertThat(Samples.transition(interrupting, "Idle", "Run").interrupt()).isTrue();
        Untouched.exceptTransition(controller, interrupting, idleToRun.id());

        Controller retargeted = SetTransitionProperty.to(idleToRun.id(), Samples.state(controller, "Jump").id())
                .apply(controller);
        assertThat(retargeted.transitions().get(1).to()).isEqualTo("Jump");
        Untouched.exceptTransition(controller, retargeted, idleToRun.id());

        assertThatThrownBy(() -> SetTransitionProperty.duration(idleToRun.id(), -1).apply(controller))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("negative");
        assertThat(SetTransitionProperty.duration(idleToRun.id(), 1).mergeKey()).isNotNull();
        assertThat(SetTransitionProperty.interrupt(idleToRun.id(), true).mergeKey()).isNull();
    }

    @Test
    void moveTransitionSwapsWithTheNearestTransitionFromTheSameState() {
        Controller down = MoveTransition.down(idleToRun.id()).apply(controller);
        assertThat(down.transitions()).containsExactly(anyToJump, idleToJump,
                Samples.transition(controller, "Run", "Idle"), idleToRun);

        assertThat(MoveTransition.up(idleToRun.id()).apply(down)).isEqualTo(controller);
        assertThat(MoveTransition.up(idleToRun.id()).apply(controller)).as("already first from Idle")
                .isEqualTo(controller);
        assertThat(MoveTransition.down(anyToJump.id()).apply(controller)).as("the only Any State transition")
                .isEqualTo(controller);
    }

    @Test
    void addConditionAppendsAConditionThatSuitsItsParam() {
        Condition grounded = Condition.of("Grounded", CondOp.EQ, new Value.Bool(true));
        Controller changed = new AddCondition(idleToRun.id(), grounded).apply(controller);

        assertThat(Samples.transition(changed, "Idle", "Run").conditions()).containsExactly(fastEnough, grounded);
        Untouched.exceptTransition(controller, changed, idleToRun.id());
        assertThatThrownBy(() -> new AddCondition(idleToRun.id(), Condition.of("Nope")).apply(controller))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Nope");
        assertThatThrownBy(() -> new AddCondition(idleToRun.id(),
                Condition.of("Grounded", CondOp.GT, new Value.Bool(true))).apply(controller))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("eq or ne");
        assertThatThrownBy(() -> new AddCondition(idleToRun.id(),
                Condition.of("Attack", CondOp.EQ, new Value.Num(1))).apply(controller))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("trigger");
    }

    @Test
    void removeConditionRemovesOnlyThatCondition() {
        Controller changed = new RemoveCondition(fastEnough.id()).apply(controller);

        assertThat(Samples.transition(changed, "Idle", "Run").conditions()).isEmpty();
        assertThat(Samples.transition(changed, "Idle", "Run").extras()).isEqualTo(idleToRun.extras());
        Untouched.exceptTransition(controller, changed, idleToRun.id());
    }

    @Test
    void setConditionChangesParamOperatorAndValueAndKeepsComments() {
        long grounded = Samples.param(controller, "Grounded").id();
        Controller changed = new SetCondition(fastEnough.id(), grounded, CondOp.NE, new Value.Bool(false))
                .apply(controller);

        Condition condition = Samples.transition(changed, "Idle", "Run").conditions().get(0);
        assertThat(condition).isEqualTo(new Condition(fastEnough.id(), "Grounded", CondOp.NE, new Value.Bool(false),
                fastEnough.extras()));
        assertThat(fastEnough.extras().comments()).containsExactly("# fast enough");
        Untouched.exceptTransition(controller, changed, idleToRun.id());
        assertThatThrownBy(() -> new SetCondition(fastEnough.id(), grounded, CondOp.NE, new Value.Num(1))
                .apply(controller)).isInstanceOf(IllegalArgumentException.class);
    }
}
