package dev.reel.io;

import dev.reel.model.Clip;
import dev.reel.model.Diagnostic;
import dev.reel.model.Kind;
import dev.reel.model.Track;
import dev.reel.model.Value;
import dev.reel.model.rig.RigProperty;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Clips that animate a rig: the rig line, the rig properties with their kinds, floats and draw-order keys. */
class RigClipCodecTest {

    private static String walk() throws IOException {
        try (InputStream in = RigClipCodecTest.class.getResourceAsStream("rig/walk.aeanim")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static List<String> read(String text) {
        return ClipCodec.read(text, "a.aeanim").diagnostics().stream().map(Diagnostic::format).toList();
    }

    private static String clip(String track) {
        return "anim version=1 length=1 rig=asset(\"hero.aerig\") {\n" + track + "\n}\n";
    }

    @Test
    void aRigClipWritesBackByteForByte() throws IOException {
        String text = walk();
        Loaded<Clip> loaded = ClipCodec.read(text, "walk.aeanim");
        assertThat(loaded.diagnostics()).isEmpty();
        Clip clip = loaded.value();
        assertThat(clip.rig()).isEqualTo("hero.aerig");
        assertThat(ClipCodec.write(clip)).isEqualTo(text);
        assertThat(clip.tracks()).extracting(Track::kind).containsExactly(Kind.FLOAT32, Kind.VEC2, Kind.COLOR,
                Kind.ENUM, Kind.FLOAT32, Kind.FLOAT32, Kind.BOOL, Kind.FLOATS, Kind.DRAW_ORDER);
        Track attachment = clip.tracks().get(3);
        assertThat(attachment.keys().get(1).value()).isEqualTo(new Value.Symbol(""));
        Track deform = clip.tracks().get(7);
        assertThat(deform.keys().get(1).value()).isEqualTo(Value.Vec.of(1, 0, 0, 2.5, 0, 0, -1, 0));
        assertThat(deform.keys().get(1).out().size()).isEqualTo(16);
        Track order = clip.tracks().get(8);
        assertThat(order.keys().get(1).value()).isEqualTo(new Value.Names(List.of("body", "leg", "head")));
        assertThat(ClipCodec.write(clip.withRig(null))).doesNotContain("rig=");
    }

    @Test
    void rigPropertiesParseAndPrintBack() {
        assertThat(RigProperty.parse("slot/arm.l.color")).isEqualTo(
                new RigProperty(RigProperty.Part.SLOT_COLOR, "arm.l", null, null, null));
        assertThat(RigProperty.parse("ik/leg.bend")).isEqualTo(
                new RigProperty(RigProperty.Part.IK_BEND, null, "leg", null, null));
        assertThat(RigProperty.parse("deform/default/leg/leg mesh")).isEqualTo(
                new RigProperty(RigProperty.Part.DEFORM, "leg", null, "default", "leg mesh"));
        assertThat(RigProperty.parse("drawOrder").kind()).isEqualTo(Kind.DRAW_ORDER);
        for (String wrong : List.of("slot/a.mix", "ik/a.color", "slot/.color", "slot/a/b.color", "deform/a/b",
                "deform/a//c", "slot/a", "transform.position")) {
            assertThat(RigProperty.parse(wrong)).as(wrong).isNull();
        }
        for (String text : List.of("slot/a.color", "slot/a.attachment", "ik/x.y.mix", "ik/x.softness",
                "deform/s/t/u", "drawOrder")) {
            assertThat(RigProperty.parse(text).text()).isEqualTo(text);
        }
    }

    @Test
    void anm001KindsOfRigPropertiesAreChecked() {
        assertThat(read(clip("  track \"\" prop=\"ik/leg.mix\" kind=bool {}"))).containsExactly(
                "a.aeanim:2:35 ANM001 kind=bool does not match ik/leg.mix, which is float32");
        assertThat(read(clip("  track \"\" prop=\"slot/a.color.g\" kind=float32 {}"))).isEmpty();
        assertThat(read(clip("  track \"a\" prop=\"transform.shear\" kind=float32 {}"))).containsExactly(
                "a.aeanim:2:41 ANM001 kind=float32 does not match transform.shear, which is vec2");
        assertThat(read(clip("  track \"a\" prop=\"deform/s/t/u\" kind=vec2 {}"))).containsExactly(
                "a.aeanim:2:38 ANM001 kind=vec2 does not match deform/s/t/u, which is floats");
    }

    @Test
    void anm001TheRigLineNamesARigFile() {
        assertThat(read("anim version=1 length=1 rig=asset(\"hero.png\") {}\n")).containsExactly(
                "a.aeanim:1:29 ANM001 rig must be asset(\"PATH.aerig\"), not asset(...)");
        assertThat(read("anim version=1 length=1 rig=\"hero.aerig\" {}\n")).containsExactly(
                "a.aeanim:1:29 ANM001 rig must be asset(\"PATH.aerig\"), not \"hero.aerig\"");
    }

    @Test
    void anm001FloatsKeys() {
        assertThat(read(clip("  track \"a\" prop=\"deform/s/t/u\" kind=floats {\n    key t=0 v=[] {}\n  }")))
                .containsExactly("a.aeanim:3:15 ANM001 v must be an array of one or more numbers for kind=floats,"
                        + " not an array of 0");
        assertThat(read(clip("  track \"a\" prop=\"deform/s/t/u\" kind=floats {\n    key t=0 v=[1, 2] {}\n"
                + "    key t=1 v=[1, 2, 3] {}\n  }"))).containsExactly("a.aeanim:2:3 ANM001 every key of a floats"
                + " track holds as many numbers as the first (2); the key at t=1 holds 3");
        assertThat(read(clip("  track \"a\" prop=\"deform/s/t/u\" kind=floats {\n    key t=0 v=[1, 2] in=[[1, 0]]"
                + " {}\n  }"))).containsExactly("a.aeanim:3:25 ANM001 in must hold one [dt, dv] pair per lane (2, as"
                + " many as the key's value has)");
        String many = "0, ".repeat(Values.MAX_FLOATS + 1);
        assertThat(read(clip("  track \"a\" prop=\"deform/s/t/u\" kind=floats {\n    key t=0 v=["
                + many.substring(0, many.length() - 2) + "] {}\n  }"))).containsExactly("a.aeanim:3:15 ANM001 v holds"
                + " 131073 numbers; kind=floats holds at most 131072");
    }

    @Test
    void anm001DrawOrderKeys() {
        assertThat(read(clip("  track \"\" prop=\"drawOrder\" kind=drawOrder {\n    key t=0 v=[\"a\", 2] {}\n  }")))
                .containsExactly("a.aeanim:3:21 ANM001 v must hold slot names in quotes for kind=drawOrder, not 2");
        assertThat(read(clip("  track \"\" prop=\"drawOrder\" kind=drawOrder {\n    key t=0 v=a {}\n  }")))
                .containsExactly("a.aeanim:3:15 ANM001 v must be an array of slot names for kind=drawOrder, not a");
    }
}
