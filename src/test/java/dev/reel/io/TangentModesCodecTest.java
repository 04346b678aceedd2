package dev.reel.io;

import dev.reel.model.Clip;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.Key;
import dev.reel.model.TangentMode;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A key's {@code tangent}: one mode for both sides or {@code [IN, OUT]}, read and written back. */
class TangentModesCodecTest {

    private static String clip(String keys) {
        return "anim version=1 length=2 {\n  track \"\" prop=\"A.b\" kind=float32 {\n" + keys + "  }\n}\n";
    }

    private static List<Key> keys(Loaded<Clip> loaded) {
        return loaded.value().tracks().get(0).keys();
    }

    @Test
    void everyModeReadsForBothSidesAndWritesBackByteIdentical() {
        for (TangentMode mode : TangentMode.values()) {
            String text = clip(mode == TangentMode.AUTO ? "    key t=0 v=0 {}\n"
                    : "    key t=0 v=0 tangent=" + mode.word() + " {}\n");
            Loaded<Clip> loaded = ClipCodec.read(text, "a.aeanim");
            assertThat(loaded.diagnostics()).as(mode.word()).isEmpty();
            Key key = keys(loaded).get(0);
            assertThat(key.inTangent()).isEqualTo(mode);
            assertThat(key.outTangent()).isEqualTo(mode);
            assertThat(ClipCodec.write(loaded.value())).isEqualTo(text);
        }
    }

    @Test
    void twoModesAreTheInAndOutSidesAndAPairOfOneModeIsWrittenAsOneWord() {
        String text = clip("    key t=0 v=0 tangent=[flat, aligned] out=[0.25, 1] {}\n"
                + "    key t=1 v=1 tangent=[constant, auto] {}\n");
        Loaded<Clip> loaded = ClipCodec.read(text, "a.aeanim");
        assertThat(loaded.diagnostics()).isEmpty();
        assertThat(keys(loaded).get(0).inTangent()).isEqualTo(TangentMode.FLAT);
        assertThat(keys(loaded).get(0).outTangent()).isEqualTo(TangentMode.ALIGNED);
        assertThat(keys(loaded).get(1).inTangent()).isEqualTo(TangentMode.CONSTANT);
        assertThat(keys(loaded).get(1).outTangent()).isEqualTo(TangentMode.AUTO);
        assertThat(ClipCodec.write(loaded.value())).isEqualTo(text);

        Loaded<Clip> same = ClipCodec.read(clip("    key t=0 v=0 tangent=[free, free] {}\n"), "a.aeanim");
        assertThat(ClipCodec.write(same.value())).isEqualTo(clip("    key t=0 v=0 tangent=free {}\n"));
        Loaded<Clip> auto = ClipCodec.read(clip("    key t=0 v=0 tangent=[auto, auto] {}\n"), "a.aeanim");
        assertThat(ClipCodec.write(auto.value())).isEqualTo(clip("    key t=0 v=0 {}\n"));
    }

    @Test
    void anUnknownModeOrAPairOfTheWrongSizeIsAnm001AndTheKeyStaysAuto() {
        Loaded<Clip> unknown = ClipCodec.read(clip("    key t=0 v=0 tangent=[flat, smooth] {}\n"), "a.aeanim");
        assertThat(unknown.diagnostics()).extracting(Diagnostic::code).containsExactly(Code.ANM001);
        assertThat(unknown.diagnostics().get(0).message()).contains("smooth").contains("aligned");
        assertThat(unknown.diagnostics().get(0).line()).isEqualTo(3);
        assertThat(keys(unknown).get(0).inTangent()).isEqualTo(TangentMode.FLAT);
        assertThat(keys(unknown).get(0).outTangent()).isEqualTo(TangentMode.AUTO);

        Loaded<Clip> three = ClipCodec.read(clip("    key t=0 v=0 tangent=[flat, flat, flat] {}\n"), "a.aeanim");
        assertThat(three.diagnostics()).extracting(Diagnostic::code).containsExactly(Code.ANM001);
        assertThat(keys(three).get(0).sharedTangent()).isEqualTo(TangentMode.AUTO);
    }
}
