package dev.reel.edit.cmd;

import dev.reel.edit.Document;
import dev.reel.edit.Samples;
import dev.reel.io.ControllerCodec;
import dev.reel.model.Controller;
import dev.reel.model.EventPolicy;
import dev.reel.model.Extras;
import dev.reel.model.Ids;
import dev.reel.model.Layer;
import dev.reel.model.LayerBlend;
import dev.reel.model.State;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The layer list's commands: each one undo step, the file written as the format says, undo byte-for-byte. */
class LayerCommandsTest {
    private final Controller controller = Samples.controller();

    private static Layer layer(String name) {
        State empty = new State(Ids.next(), "Empty", null, 1, null, EventPolicy.DOMINANT, null, Extras.NONE);
        return new Layer(Ids.next(), name, 1, LayerBlend.OVERRIDE, List.of(), "Empty", List.of(empty), List.of(),
                List.of(), Extras.NONE);
    }

    @Test
    void anUpperLayerForAttackWithAMaskIsWrittenAsTheFormatSaysAndUndoesByteForByte() {
        Document<Controller> document = new Document<>(controller, null, "hero.aectrl");
        String before = ControllerCodec.write(controller);
        Layer upper = layer("Upper");
        document.execute(new AddLayer(upper));
        document.execute(new SetLayerClip(upper.id(), "anim/attack.aeanim"));
        document.execute(new SetLayerMask(upper.id(), List.of("Body/Arm")));
        document.execute(new SetLayerWeight(upper.id(), 0.5));
        document.execute(new SetLayerWeight(upper.id(), 0.75));
        document.execute(new SetLayerBlend(upper.id(), LayerBlend.ADDITIVE));
        assertThat(document.history().position()).as("the weight's two values merge").isEqualTo(5);

        String written = ControllerCodec.write(document.value());
        assertThat(written).contains("layer \"Upper\" entry=\"Empty\" weight=0.75 blend=additive mask=[\"Body/Arm\"]")
                .contains("state \"Empty\" clip=asset(\"anim/attack.aeanim\")");
        Controller reread = ControllerCodec.read(written, "hero.aectrl").value();
        assertThat(reread.layers()).singleElement().satisfies(layer -> {
            assertThat(layer.mask()).containsExactly("Body/Arm");
            assertThat(layer.weight()).isEqualTo(0.75);
        });
        while (document.canUndo()) {
            document.undo();
        }
        assertThat(ControllerCodec.write(document.value())).isEqualTo(before);
    }

    @Test
    void layersReorderRenameAndRemoveAndRefuseBadValuesByName() {
        Layer a = layer("A");
        Layer b = layer("B");
        Controller two = new AddLayer(b).apply(new AddLayer(a).apply(controller));
        Controller moved = new MoveLayer(b.id(), 0).apply(two);
        assertThat(moved.layers()).extracting(Layer::name).containsExactly("B", "A");
        assertThat(new RenameLayer(a.id(), "Upper").apply(moved).layers().get(1).name()).isEqualTo("Upper");
        assertThat(new RemoveLayer(a.id()).apply(moved).layers()).extracting(Layer::name).containsExactly("B");

        assertThatThrownBy(() -> new RenameLayer(a.id(), "B").apply(two)).hasMessageContaining("already a layer");
        assertThatThrownBy(() -> new RenameLayer(a.id(), "Base").apply(two)).hasMessageContaining("Base");
        assertThatThrownBy(() -> new SetLayerWeight(a.id(), 1.5).apply(two)).hasMessageContaining("0 to 1");
        assertThatThrownBy(() -> new MoveLayer(a.id(), 2).apply(two)).hasMessageContaining("place 2");
        assertThatThrownBy(() -> new SetLayerMask(a.id(), List.of("Arm", "Arm")).apply(two))
                .hasMessageContaining("once");
        assertThatThrownBy(() -> new RemoveLayer(4242).apply(two)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("4242");
    }
}
