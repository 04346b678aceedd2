package dev.reel.io;

import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.rig.Bone;
import dev.reel.model.rig.IkConstraint;
import dev.reel.model.rig.Inherit;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.RegionAttachment;
import dev.reel.model.rig.Rgba;
import dev.reel.model.rig.Rig;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The {@code .aerig} format: the canonical layout, what each line means, and the limits checked while reading. */
class RigCodecTest {

    static String hero() throws IOException {
        try (InputStream in = RigCodecTest.class.getResourceAsStream("rig/hero.aerig")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void aRigWithCommentsAndUnknownPartsWritesBackByteForByte() throws IOException {
        String text = hero();
        Loaded<Rig> loaded = RigCodec.read(text, "hero.aerig");
        assertThat(loaded.diagnostics()).extracting(Diagnostic::format).containsExactly(
                "hero.aerig:9:44 DOC009 unknown property 'glow' in 'bone' is kept as written",
                "hero.aerig:37:3 DOC009 unknown node 'future' in 'rig' is kept as written");
        assertThat(loaded.usable()).isTrue();
        assertThat(RigCodec.write(loaded.value())).isEqualTo(text);
        assertThat(RigCodec.bytes(loaded.value())).isEqualTo(text.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void theLinesMeanWhatTheFormatSays() throws IOException {
        Rig rig = RigCodec.read(hero(), "hero.aerig").value();
        assertThat(rig.bones()).extracting(Bone::name)
                .containsExactly("root", "hip", "thigh", "shin", "foot_target", "head");
        Bone root = rig.bones().get(0);
        assertThat(root.parent()).isNull();
        assertThat(root.color()).isEqualTo(new Rgba(1, 0.5, 0, 1));
        Bone shin = rig.bone("shin");
        assertThat(shin).isEqualTo(new Bone("shin", "thigh", 28, 30, 0, 0, 1.1, 1, 0.1, -0.05, Inherit.NORMAL,
                Bone.DEFAULT_COLOR, shin.extras()));
        assertThat(rig.bone("thigh").inherit()).isEqualTo(Inherit.NO_SCALE);
        assertThat(rig.bone("foot_target").inherit()).isEqualTo(Inherit.ONLY_TRANSLATION);
        assertThat(rig.bonePath(rig.boneIndex("shin"))).isEqualTo("hip/thigh/shin");
        assertThat(rig.slots()).extracting(slot -> slot.name() + ":" + slot.bone() + ":" + slot.attachment())
                .containsExactly("leg:thigh:leg", "body:hip:body", "head:head:head");
        assertThat(rig.slot("body").color()).isEqualTo(new Rgba(1, 1, 1, 0.5));
        assertThat(rig.slot("leg").color()).isEqualTo(Rgba.WHITE);

        RegionAttachment head = (RegionAttachment) rig.attachment("default", "head", "head");
        assertThat(head).isEqualTo(new RegionAttachment("head", "head", "assets/hero.png#head", 2, -10, 0.25, 0.5,
                0.5, head.extras()));
        assertThat(rig.attachment("armoured", "head", "head").sprite()).isEqualTo("assets/hero.png#helmet");
        assertThat(rig.attachment("armoured", "leg", "leg")).isInstanceOf(MeshAttachment.class);

        MeshAttachment body = (MeshAttachment) rig.attachment(null, "body", "body");
        assertThat(body.weighted()).isFalse();
        assertThat(body.hull()).isEqualTo(4);
        assertThat(body.triangles()).containsExactly(0, 1, 2, 0, 2, 3);
        assertThat(body.uvs()).containsExactly(0, 0, 20, 0, 20, 40, 0, 40);
        assertThat(body.positions()).containsExactly(-10, -20, 10, -20, 10, 20, -10, 20);
        assertThat(body.vertexExtras()).containsOnlyKeys(2);
        assertThat(body.vertexExtras().get(2).trailingComment()).isEqualTo("# the bottom right corner");

        MeshAttachment leg = (MeshAttachment) rig.attachment(null, "leg", "leg");
        assertThat(leg.weighted()).isTrue();
        assertThat(leg.edges()).containsExactly(1, 2);
        assertThat(leg.influenceStarts()).containsExactly(0, 1, 3, 4, 7);
        int thigh = rig.boneIndex("thigh");
        int shinIndex = rig.boneIndex("shin");
        int hip = rig.boneIndex("hip");
        assertThat(leg.influenceBones()).containsExactly(thigh, thigh, shinIndex, shinIndex, thigh, shinIndex, hip);
        assertThat(leg.weights()).containsExactly(1, 0.5, 0.5, 1, 0.25, 0.7, 0.05);
        assertThat(leg.positions()).containsExactly(0, -4, 30, -4, 0, -4, 28, 4, 30, 4, 0, 4, 0, 70);
        assertThat(leg.deformLanes()).isEqualTo(8);

        assertThat(rig.iks()).containsExactly(
                new IkConstraint("leg", List.of("thigh", "shin"), "foot_target", 1, false, false, false, 2, 10,
                        rig.iks().get(0).extras()),
                new IkConstraint("look", List.of("head"), "foot_target", 0.5, true, true, true, 0, 4,
                        rig.iks().get(1).extras()));
    }

    @Test
    void defaultsAreNotWrittenAndLeafNodesHaveNoBraces() {
        Rig rig = Rig.of(List.of(Bone.of("root", null), Bone.of("arm", "root").withLength(10)),
                List.of(dev.reel.model.rig.Slot.of("arm", "arm", "")), List.of(),
                List.of(IkConstraint.of("reach", List.of("arm"), "root")));
        assertThat(RigCodec.write(rig)).isEqualTo("""
                rig version=1 {
                  bone "root"
                  bone "arm" parent="root" length=10
                  slot "arm" bone="arm"
                  ik "reach" bones=["arm"] target="root"
                }
                """);
    }
}
