package dev.reel.edit.cmd;

import dev.reel.edit.Document;
import dev.reel.io.RigCodec;
import dev.reel.model.rig.RegionAttachment;
import dev.reel.model.rig.Rig;
import dev.reel.model.rig.Slot;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Add Slot: a slot on top of the draw order showing a region of the sprite, in the default skin. */
class AddSlotTest {
    static final String RIG = """
            rig version=1 {
              bone "root"
              bone "upper" parent="root" length=40
              slot "back" bone="root" attachment="back"
              skin "default" {
                region "back" slot="back" sprite=asset("assets/hero.png#back")
              }
            }
            """;

    private static Rig rig(String text) {
        return RigCodec.read(text, "hero.aerig").value();
    }

    @Test
    void theSlotGoesOnTopShowingARegionOfTheSpriteAndUndoesToTheSameBytes() {
        Document<Rig> document = new Document<>(rig(RIG), null, "hero.aerig");
        String before = RigCodec.write(document.value());
        AddSlot add = new AddSlot("upper", "arm", "assets/hero.png#arm");
        document.execute(add);
        Rig after = document.value();
        assertThat(after.slots()).extracting(Slot::name).containsExactly("back", "arm");
        assertThat(after.slot("arm").bone()).isEqualTo("upper");
        assertThat(after.slot("arm").attachment()).isEqualTo("arm");
        assertThat(after.skin("default").attachment("arm", "arm"))
                .isEqualTo(RegionAttachment.of("arm", "arm", "assets/hero.png#arm"));
        assertThat(add.label()).isEqualTo("Add slot arm on upper");
        Rig reread = rig(RigCodec.write(after));
        assertThat(RigCodec.write(reread)).isEqualTo(RigCodec.write(after));
        document.undo();
        assertThat(RigCodec.write(document.value())).isEqualTo(before);
    }

    @Test
    void aRigWithoutSkinsGetsTheDefaultSkin() {
        Rig bare = rig("rig version=1 {\n  bone \"root\"\n}\n");
        Rig after = new AddSlot("root", "head", "assets/hero.png#head").apply(bare);
        assertThat(after.skins()).hasSize(1);
        assertThat(after.skin("default").attachments()).hasSize(1);
    }

    @Test
    void takenNamesUnknownBonesAndBadNamesAreRefused() {
        Rig rig = rig(RIG);
        assertThatThrownBy(() -> new AddSlot("upper", "back", "assets/hero.png#x").apply(rig))
                .hasMessageContaining("another slot is named back");
        assertThatThrownBy(() -> new AddSlot("nobody", "arm", "assets/hero.png#x").apply(rig))
                .hasMessageContaining("nobody");
        assertThatThrownBy(() -> new AddSlot("upper", "a.b", "assets/hero.png#x").apply(rig))
                .hasMessageContaining("no / or .");
        assertThatThrownBy(() -> new AddSlot("upper", "arm", " ").apply(rig)).hasMessageContaining("sprite");
    }

    @Test
    void aNameComesFromTheCellAndIsMadeFree() {
        Rig rig = rig(RIG);
        assertThat(AddSlot.nameFor(rig, "assets/hero.png#back")).isEqualTo("back2");
        assertThat(AddSlot.nameFor(rig, "assets/hero.png#arm.l")).isEqualTo("arm_l");
        assertThat(AddSlot.nameFor(rig, "assets/hero.png")).isEqualTo("hero");
    }
}
