package dev.reel.io;

import dev.reel.model.Clip;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A clip's keys are turned into model keys while the file is read (so that a clip of millions of keys is never
 * held as a syntax tree whole); what a user sees must be what reading the whole tree first gave: the same keys,
 * the same diagnostics at the same places, the same text written back.
 */
class StreamedKeysTest {
    private static Loaded<Clip> read(String text) {
        return ClipCodec.read(text, "a.aeanim");
    }

    private static String at(Diagnostic diagnostic) {
        return diagnostic.line() + ":" + diagnostic.column() + " " + diagnostic.code();
    }

    @Test
    void twoKeysAtOneTimeAreReportedAtTheLaterOneInTheFile() {
        String inOrder = "anim version=1 length=1 {\n  track \"\" prop=\"transform.rotation\" kind=float32 {\n"
                + "    key t=0 v=0 {}\n    key t=0.5 v=1 {}\n    key t=0.5 v=2 {}\n  }\n}\n";
        assertThat(read(inOrder).diagnostics()).extracting(StreamedKeysTest::at).containsExactly("5:5 ANM001");
        String shuffled = "anim version=1 length=1 {\n  track \"\" prop=\"transform.rotation\" kind=float32 {\n"
                + "    key t=1 v=0 {}\n    key t=0.5 v=1 {}\n    key t=1 v=2 {}\n  }\n}\n";
        Loaded<Clip> loaded = read(shuffled);
        assertThat(loaded.diagnostics()).extracting(StreamedKeysTest::at).containsExactly("5:5 ANM001");
        assertThat(loaded.value().tracks().get(0).keys()).extracting(key -> key.time() + "=" + key.value())
                .containsExactly("0.5=Num[value=1.0]", "1.0=Num[value=0.0]", "1.0=Num[value=2.0]");
    }

    @Test
    void aKindOrLengthWrittenAsABlockLineStillReadsEveryKey() {
        String text = "anim version=1 {\n  length=1\n  track \"Arm\" prop=\"transform.rotation\" {\n"
                + "    key t=0 v=1 {}\n    key t=2 v=3 {}\n    kind=float32\n  }\n}\n";
        Loaded<Clip> loaded = read(text);
        assertThat(loaded.value().tracks().get(0).keys()).hasSize(2);
        assertThat(loaded.diagnostics()).extracting(StreamedKeysTest::at).containsExactly("5:11 ANM002");
    }

    @Test
    void keysOutsideTheClipAreReportedAtTheirTime() {
        String text = "anim version=1 length=1 {\n  track \"\" prop=\"transform.rotation\" kind=float32 {\n"
                + "    key t=0 v=0 {}\n    key t=3 v=1 {}\n  }\n}\n";
        assertThat(read(text).diagnostics()).extracting(StreamedKeysTest::at).containsExactly("4:11 ANM002");
    }

    @Test
    void aSyntaxErrorAfterManyKeysIsTheOnlyThingReported() {
        StringBuilder text = new StringBuilder("anim version=1 length=1 {\n  track \"\" prop=\"transform.rotation\""
                + " kind=float32 {\n");
        for (int key = 0; key < 1000; key++) {
            text.append("    key t=").append(key % 3 == 0 ? "9" : "0." + key).append(" v=1 {}\n");
        }
        text.append("    key t=1 v=[ {}\n  }\n}\n");
        Loaded<Clip> loaded = read(text.toString());
        assertThat(loaded.value()).isNull();
        assertThat(loaded.diagnostics()).hasSize(1);
        assertThat(loaded.diagnostics().get(0).code()).isEqualTo(Code.ANM001);
        assertThat(loaded.diagnostics().get(0).line()).isEqualTo(1003);
    }

    @Test
    void commentsAndBlankLinesBetweenKeysWriteBackAsTheyWere() {
        String text = "anim version=1 length=1 {\n  track \"\" prop=\"transform.rotation\" kind=float32 {\n"
                + "    key t=0 v=0 {}\n\n    # peak\n    key t=0.5 v=1 {} # top\n    key t=0.75 v=2 {}\n\n"
                + "    key t=1 v=0 {}\n  }\n  event t=0.5 name=\"Hit\" {}\n}\n";
        Loaded<Clip> loaded = read(text);
        assertThat(loaded.diagnostics()).isEmpty();
        assertThat(ClipCodec.write(loaded.value())).isEqualTo(text);
    }

    @Test
    void keysOfATrackThatCannotBeReadAreNotReportedOneByOne() {
        String text = "anim version=1 length=1 {\n  track \"\" prop=\"transform.rotation\" kind=vec2 {\n"
                + "    key t=5 v=1 {}\n    key t=6 v=2 {}\n  }\n}\n";
        List<Diagnostic> diagnostics = read(text).diagnostics();
        assertThat(diagnostics).extracting(StreamedKeysTest::at).containsExactly("2:43 ANM001");
    }
}
