package dev.reel.edit.cmd;

import dev.reel.edit.Command;
import dev.reel.edit.Document;
import dev.reel.edit.Samples;
import dev.reel.model.Authority;
import dev.reel.model.Clip;
import dev.reel.model.Condition;
import dev.reel.model.Controller;
import dev.reel.model.EventMode;
import dev.reel.model.EventPolicy;
import dev.reel.model.Interp;
import dev.reel.model.Key;
import dev.reel.model.LoopMode;
import dev.reel.model.OnEnd;
import dev.reel.model.TangentMode;
import dev.reel.model.Value;
import dev.reel.model.Vec2;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Every command that addresses an element by id refuses an unknown id with a message naming it. */
class UnknownIdsTest {
    private static final long UNKNOWN = Long.MAX_VALUE - 12345;

    @Test
    void clipCommandsNameTheUnknownId() {
        Clip clip = Samples.clip();
        List<Command<Clip>> commands = List.of(
                SetTrackProperty.path(UNKNOWN, "A"), SetTrackProperty.property(UNKNOWN, "x.y"),
                SetTrackProperty.authority(UNKNOWN, Authority.SIMULATION), SetTrackProperty.onEnd(UNKNOWN, OnEnd.HOLD),
                SetTrackProperty.numeric(UNKNOWN, false), SetTrackProperty.root(UNKNOWN, false),
                new RemoveTrack(UNKNOWN), new RenameTrack(UNKNOWN, "A"),
                new SetKeyValue(UNKNOWN, Value.Vec.of(0, 0)), new SetKeyTime(UNKNOWN, 0),
                new SetKeyInterp(UNKNOWN, Interp.STEP), new SetKeyTangent(UNKNOWN, TangentMode.AUTO, null, null),
                new AddKey(UNKNOWN, Key.of(0, new Value.Num(0))), new RemoveKeys(Set.of(UNKNOWN)),
                new RemoveKeys(Set.of(Samples.position(clip).keys().get(0).id(), UNKNOWN)),
                new RemoveEvent(UNKNOWN), new RenameEvent(UNKNOWN, "A"), new SetEventTime(UNKNOWN, 0),
                new SetEventPayload(UNKNOWN, 1.0), new SetEventMode(UNKNOWN, EventMode.PREVIEW),
                new RetimeKeys(Set.of(UNKNOWN), Set.of(), 0, 2, 0, false),
                new RetimeKeys(Set.of(), Set.of(UNKNOWN), 0, 2, 60, true));
        for (Command<Clip> command : commands) {
            assertRefused(clip, command);
        }
    }

    @Test
    void controllerCommandsNameTheUnknownId() {
        Controller controller = Samples.controller();
        long idle = Samples.state(controller, "Idle").id();
        long speed = Samples.param(controller, "Speed").id();
        long transition = Samples.transition(controller, "Idle", "Run").id();
        long condition = Samples.transition(controller, "Idle", "Run").conditions().get(0).id();
        List<Command<Controller>> commands = List.of(
                new SetEntry(UNKNOWN), new RemoveState(UNKNOWN), new RenameState(UNKNOWN, "A"),
                new SetStateClip(UNKNOWN, null), new SetStateSpeed(UNKNOWN, 1),
                new SetStateLoop(UNKNOWN, LoopMode.LOOP),
                new SetStateEvents(UNKNOWN, EventPolicy.BOTH), new MoveStates(Map.of(idle, new Vec2(0, 0),
                        UNKNOWN, new Vec2(1, 1))),
                new RemoveTransition(UNKNOWN), SetTransitionProperty.duration(UNKNOWN, 1),
                SetTransitionProperty.exitTime(UNKNOWN, 1.0), SetTransitionProperty.interrupt(UNKNOWN, true),
                SetTransitionProperty.to(UNKNOWN, idle), SetTransitionProperty.to(transition, UNKNOWN),
                MoveTransition.up(UNKNOWN), new AddCondition(UNKNOWN, Condition.of("Attack")),
                new RemoveCondition(UNKNOWN), new SetCondition(UNKNOWN, speed, null, null),
                new SetCondition(condition, UNKNOWN, null, null),
                new RemoveParam(UNKNOWN), new RenameParam(UNKNOWN, "A"), new SetParamDefault(UNKNOWN, null));
        for (Command<Controller> command : commands) {
            assertRefused(controller, command);
        }
    }

    @Test
    void aRefusedCommandLeavesTheDocumentAsItWas() {
        Document<Clip> document = new Document<>(Samples.clip(), null, "walk");
        Clip before = document.value();

        assertThatThrownBy(() -> document.execute(new RemoveEvent(UNKNOWN)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("no event with id " + UNKNOWN + " in this clip");
        assertThat(document.value()).isSameAs(before);
        assertThat(document.canUndo()).isFalse();
    }

    private static <T> void assertRefused(T value, Command<T> command) {
        assertThatThrownBy(() -> command.apply(value)).as(command.label())
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(String.valueOf(UNKNOWN));
    }

    @Test
    void replaceDocumentGivesTheNewValueWithItsLabel() {
        Clip parsed = new SetClipLoop(LoopMode.ONCE).apply(Samples.clip());
        Document<Clip> document = new Document<>(Samples.clip(), null, "walk");
        Clip before = document.value();

        document.execute(new ReplaceDocument<>("Edit source", parsed));

        assertThat(document.value()).isSameAs(parsed);
        assertThat(document.undoLabel()).isEqualTo("Undo Edit source");
        document.undo();
        assertThat(document.value()).isSameAs(before);
        document.execute(new ReplaceDocument<>("Edit source", before));
        assertThat(document.canRedo()).as("an equal value is no step, the redo stays").isTrue();
    }
}
