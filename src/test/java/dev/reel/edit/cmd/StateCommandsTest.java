package dev.reel.edit.cmd;

import dev.reel.edit.Samples;
import dev.reel.model.Controller;
import dev.reel.model.Ease;
import dev.reel.model.EventPolicy;
import dev.reel.model.LoopMode;
import dev.reel.model.State;
import dev.reel.model.Transition;
import dev.reel.model.Vec2;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Commands on a controller and its states. */
class StateCommandsTest {
    private final Controller controller = Samples.controller();
    private final State idle = Samples.state(controller, "Idle");
    private final State run = Samples.state(controller, "Run");
    private final State jump = Samples.state(controller, "Jump");

    @Test
    void setEntryMakesTheStateTheEntry() {
        Controller changed = new SetEntry(run.id()).apply(controller);

        assertThat(changed.entry()).isEqualTo("Run");
        assertThat(changed.withEntry("Idle")).isEqualTo(controller);
    }

    @Test
    void setControllerEaseChangesOnlyTheEase() {
        Controller changed = new SetControllerEase(Ease.SMOOTHSTEP).apply(controller);

        assertThat(changed.ease()).isEqualTo(Ease.SMOOTHSTEP);
        assertThat(new SetControllerEase(Ease.IN_OUT_QUAD).apply(changed)).isEqualTo(controller);
    }

    @Test
    void addStateAppendsItAndRefusesATakenName() {
        State fall = State.of("Fall", "anim/fall");
        Controller changed = new AddState(fall).apply(controller);

        assertThat(changed.states()).hasSize(4).endsWith(fall);
        assertThat(changed.withStates(controller.states())).isEqualTo(controller);
        assertThatThrownBy(() -> new AddState(State.of("Run", null)).apply(controller))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Run");
        assertThatThrownBy(() -> new AddState(State.of("any", null)).apply(controller))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Any State");
    }

    @Test
    void addStateToAControllerWithoutEntryMakesItTheEntry() {
        Controller empty = controller.withStates(List.of()).withTransitions(List.of()).withEntry("");
        Controller changed = new AddState(State.of("Idle", null)).apply(empty);

        assertThat(changed.entry()).isEqualTo("Idle");
    }

    @Test
    void removeStateRemovesItsTransitionsAndMovesTheEntry() {
        Controller changed = new RemoveState(idle.id()).apply(controller);

        assertThat(changed.states()).containsExactly(run, jump);
        assertThat(changed.transitions()).extracting(t -> t.from() + ">" + t.to()).containsExactly("any>Jump");
        assertThat(changed.entry()).isEqualTo("Run");
        assertThat(changed.params()).isEqualTo(controller.params());

        Controller notEntry = new RemoveState(run.id()).apply(controller);
        assertThat(notEntry.entry()).isEqualTo("Idle");
        assertThat(notEntry.transitions()).extracting(t -> t.from() + ">" + t.to())
                .containsExactly("any>Jump", "Idle>Jump");
    }

    @Test
    void removingTheLastStateLeavesNoEntry() {
        Controller changed = new RemoveState(jump.id()).apply(
                new RemoveState(run.id()).apply(new RemoveState(idle.id()).apply(controller)));

        assertThat(changed.states()).isEmpty();
        assertThat(changed.transitions()).isEmpty();
        assertThat(changed.entry()).isEmpty();
    }

    @Test
    void renameStateUpdatesTransitionsAndTheEntryAndKeepsComments() {
        Controller changed = new RenameState(idle.id(), "Stand").apply(controller);

        assertThat(changed.state("Stand").extras()).isEqualTo(idle.extras());
        assertThat(idle.extras().comments()).containsExactly("# standing");
        assertThat(changed.entry()).isEqualTo("Stand");
        assertThat(changed.transitions()).extracting(t -> t.from() + ">" + t.to())
                .containsExactly("any>Jump", "Stand>Run", "Run>Stand", "Stand>Jump");
        Transition starts = changed.transitions().get(1);
        assertThat(starts.extras()).isEqualTo(controller.transitions().get(1).extras());
        assertThat(starts.conditions()).isEqualTo(controller.transitions().get(1).conditions());
        assertThat(new RenameState(changed.state("Stand").id(), "Idle").apply(changed)).isEqualTo(controller);
        assertThat(new RenameState(idle.id(), "Stand").label()).isEqualTo("Rename state Stand");
    }

    @Test
    void renameStateRefusesATakenName() {
        assertThatThrownBy(() -> new RenameState(idle.id(), "Run").apply(controller))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Run");
        assertThatThrownBy(() -> new RenameState(idle.id(), "").apply(controller))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void setStateClipSetsOrClearsTheClip() {
        Controller changed = new SetStateClip(run.id(), "anim/sprint").apply(controller);
        assertThat(changed.state("Run").clip()).isEqualTo("anim/sprint");
        Untouched.exceptState(controller, changed, run.id());

        Controller cleared = new SetStateClip(run.id(), null).apply(controller);
        assertThat(cleared.state("Run").clip()).isNull();
        Untouched.exceptState(controller, cleared, run.id());
    }

    @Test
    void setStateSpeedChangesOnlyTheSpeed() {
        Controller changed = new SetStateSpeed(idle.id(), 0.5).apply(controller);

        assertThat(changed.state("Idle").speed()).isEqualTo(0.5);
        assertThat(changed.state("Idle").extras()).isEqualTo(idle.extras());
        Untouched.exceptState(controller, changed, idle.id());
        assertThat(new SetStateSpeed(idle.id(), 1).mergeKey()).isEqualTo(new SetStateSpeed(idle.id(), 2).mergeKey());
    }

    @Test
    void setStateLoopOverridesOrFollowsTheClip() {
        Controller changed = new SetStateLoop(run.id(), LoopMode.ONCE).apply(controller);
        assertThat(changed.state("Run").loop()).isEqualTo(LoopMode.ONCE);
        Untouched.exceptState(controller, changed, run.id());
        assertThat(new SetStateLoop(run.id(), null).apply(changed)).isEqualTo(controller);
    }

    @Test
    void setStateEventsChangesOnlyThePolicy() {
        Controller changed = new SetStateEvents(jump.id(), EventPolicy.BOTH).apply(controller);

        assertThat(changed.state("Jump").events()).isEqualTo(EventPolicy.BOTH);
        Untouched.exceptState(controller, changed, jump.id());
    }

    @Test
    void moveStatesPlacesStatesAndPillsByKey() {
        Controller changed = new MoveStates(Map.of(idle.id(), new Vec2(1, 2), jump.id(), new Vec2(3, 4),
                MoveStates.ANY, new Vec2(5, 6))).apply(controller);

        assertThat(changed.state("Idle").pos()).isEqualTo(new Vec2(1, 2));
        assertThat(changed.state("Jump").pos()).isEqualTo(new Vec2(3, 4));
        assertThat(changed.state("Run")).isEqualTo(run);
        assertThat(changed.anyPos()).isEqualTo(new Vec2(5, 6));
        assertThat(changed.entryPos()).isEqualTo(controller.entryPos());

        Controller entry = new MoveStates(Map.of(MoveStates.ENTRY, new Vec2(0, 0))).apply(controller);
        assertThat(entry.entryPos()).isEqualTo(new Vec2(0, 0));
        assertThat(entry.states()).isEqualTo(controller.states());
        assertThat(new MoveStates(Map.of(idle.id(), new Vec2(1, 2), jump.id(), new Vec2(3, 4))).label())
                .isEqualTo("Move 2 states");
    }
}
