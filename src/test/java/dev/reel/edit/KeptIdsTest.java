package dev.reel.edit;

import dev.reel.io.ClipCodec;
import dev.reel.io.ControllerCodec;
import dev.reel.model.Clip;
import dev.reel.model.Controller;
import dev.reel.model.Key;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class KeptIdsTest {

    @Test
    void rereadingAnUnchangedClipGivesAnEqualValue() throws Exception {
        String text = Files.readString(Path.of("sample-projects/platformer/anim/knight/attack.aeanim"));
        Clip first = ClipCodec.read(text, "a").value();
        Clip again = ClipCodec.read(text, "a").value();
        assertThat(again).isNotEqualTo(first);
        assertThat(KeptIds.clip(first, again)).isEqualTo(first);
    }

    @Test
    void aKeyInsertedInTheTextLeavesTheOtherKeysTheirIds() {
        String before = "anim version=1 length=1 {\n  track \"\" prop=\"transform.rotation\" kind=float32 {\n"
                + "    key t=0 v=0 {}\n    key t=1 v=1 {}\n  }\n}\n";
        String after = before.replace("    key t=1", "    key t=0.5 v=3 {}\n    key t=1");
        Clip first = ClipCodec.read(before, "a").value();
        Clip edited = KeptIds.clip(first, ClipCodec.read(after, "a").value());
        var oldKeys = first.tracks().get(0).keys();
        var newKeys = edited.tracks().get(0).keys();
        assertThat(edited.tracks().get(0).id()).isEqualTo(first.tracks().get(0).id());
        assertThat(newKeys).extracting(Key::id).contains(oldKeys.get(0).id(), oldKeys.get(1).id());
        assertThat(newKeys.get(2).id()).isEqualTo(oldKeys.get(1).id());
        assertThat(newKeys.get(1).id()).isNotIn(oldKeys.get(0).id(), oldKeys.get(1).id());
    }

    @Test
    void rereadingAnUnchangedControllerGivesAnEqualValue() throws Exception {
        String text = Files.readString(Path.of("sample-projects/platformer/anim/knight.aectrl"));
        Controller first = ControllerCodec.read(text, "c").value();
        assertThat(KeptIds.controller(first, ControllerCodec.read(text, "c").value())).isEqualTo(first);
        Controller renamed = KeptIds.controller(first, ControllerCodec.read(text.replace("state \"Run\"",
                "state \"Sprint\"").replace("\"Run\"", "\"Sprint\""), "c").value());
        assertThat(renamed.state("Idle").id()).isEqualTo(first.state("Idle").id());
        assertThat(renamed.transitions()).extracting(t -> t.id())
                .containsExactlyElementsOf(first.transitions().stream().map(t -> t.id()).toList());
    }
}
