package dev.reel.edit.cmd;

import dev.reel.edit.Document;
import dev.reel.edit.Samples;
import dev.reel.io.ControllerCodec;
import dev.reel.model.BlendKind;
import dev.reel.model.Controller;
import dev.reel.model.Ids;
import dev.reel.model.Motion;
import dev.reel.model.State;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Making a blend tree by hand: the commands of the blend-tree editor, each one undo step. */
class BlendTreeCommandsTest {
    private final Controller controller = Samples.controller();
    private final State run = Samples.state(controller, "Run");

    @Test
    void aClipStateBecomesA1DTreeWithItsClipAsTheFirstMotion() {
        long first = Ids.next();
        Controller tree = new SetStateBlend(run.id(), BlendKind.ONE_D, "Speed", null, first).apply(controller);
        State made = tree.state("Run");

        assertThat(made.clip()).isNull();
        assertThat(made.tree().kind()).isEqualTo(BlendKind.ONE_D);
        assertThat(made.tree().param()).isEqualTo("Speed");
        assertThat(made.tree().motions()).singleElement().satisfies(motion -> {
            assertThat(motion.id()).isEqualTo(first);
            assertThat(motion.clip()).isEqualTo(run.clip());
            assertThat(motion.x()).isZero();
        });
        assertThat(ControllerCodec.write(tree)).contains("state \"Run\" blend=oneD param=\"Speed\"");

        Controller back = new SetStateBlend(run.id(), null, null, null, -1).apply(tree);
        assertThat(back.state("Run").clip()).isEqualTo(run.clip());
        assertThat(back.state("Run").tree()).isNull();
    }

    @Test
    void aTreeBlendsOnFloatParametersOnly() {
        assertThatThrownBy(() -> new SetStateBlend(run.id(), BlendKind.ONE_D, "Grounded", null, Ids.next())
                .apply(controller)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("float");
        assertThatThrownBy(() -> new SetStateBlend(run.id(), BlendKind.ONE_D, "Nope", null, Ids.next())
                .apply(controller)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Nope");
    }

    @Test
    void motionsAreAddedMovedAndRemovedAndUndoRestoresTheFileByteForByte() {
        Document<Controller> document = new Document<>(controller, null, "hero.aectrl");
        String before = ControllerCodec.write(controller);
        document.execute(new SetStateBlend(run.id(), BlendKind.ONE_D, "Speed", null, Ids.next()));
        Motion sprint = Motion.of("anim/sprint.aeanim", 3, 7);
        document.execute(new AddMotion(run.id(), sprint));
        document.execute(new MoveMotion(run.id(), sprint.id(), 2.5, 9));
        document.execute(new MoveMotion(run.id(), sprint.id(), 2, 9));

        assertThat(document.value().state("Run").tree().motions()).hasSize(2).last().satisfies(motion -> {
            assertThat(motion.x()).isEqualTo(2);
            assertThat(motion.y()).as("a 1D tree's motions sit on its axis").isZero();
        });
        assertThat(ControllerCodec.write(document.value())).contains("motion clip=asset(\"anim/sprint.aeanim\") at=2");
        assertThat(document.history().position()).as("typing a threshold merges into one step").isEqualTo(3);

        document.execute(new RemoveMotion(run.id(), sprint.id()));
        assertThat(document.value().state("Run").tree().motions()).hasSize(1);
        document.undo();
        assertThat(document.value().state("Run").tree().motions()).hasSize(2);
        while (document.canUndo()) {
            document.undo();
        }
        assertThat(ControllerCodec.write(document.value())).isEqualTo(before);
    }

    @Test
    void unknownMotionsAndClipStatesAreRefusedByName() {
        assertThatThrownBy(() -> new AddMotion(run.id(), Motion.of("anim/a.aeanim", 1, 0)).apply(controller))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Run is not a blend tree");
        Controller tree = new SetStateBlend(run.id(), BlendKind.TWO_D, "Speed", "Speed", Ids.next())
                .apply(controller);
        assertThatThrownBy(() -> new RemoveMotion(run.id(), 424242).apply(tree))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("424242");
        long first = tree.state("Run").tree().motions().get(0).id();
        assertThatThrownBy(() -> new AddMotion(run.id(), new Motion(first, "anim/a.aeanim", 1, 0,
                dev.reel.model.Extras.NONE)).apply(tree)).hasMessageContaining("already used");
        Controller moved = new MoveMotion(run.id(), first, 0.5, -1).apply(tree);
        assertThat(moved.state("Run").tree().motions().get(0).y()).as("2D keeps y").isEqualTo(-1);
    }
}
