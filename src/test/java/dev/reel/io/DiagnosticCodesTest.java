package dev.reel.io;

import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** One broken file per import diagnostic code, asserting the code, line and column where it is reported. */
class DiagnosticCodesTest {

    private static Diagnostic only(List<Diagnostic> diagnostics, Code code) {
        assertThat(diagnostics).extracting(Diagnostic::code).contains(code);
        return diagnostics.stream().filter(d -> d.code() == code).findFirst().orElseThrow();
    }

    private static void assertAt(Diagnostic diagnostic, int line, int column) {
        assertThat(diagnostic.line()).as("line of " + diagnostic).isEqualTo(line);
        assertThat(diagnostic.column()).as("column of " + diagnostic).isEqualTo(column);
    }

    private static List<Diagnostic> clip(String text) {
        return ClipCodec.read(text, "a.aeanim").diagnostics();
    }

    private static List<Diagnostic> controller(String text) {
        return ControllerCodec.read(text, "c.aectrl").diagnostics();
    }

    @Test
    void anm001UnknownKind() {
        Diagnostic d = only(clip("anim version=1 length=1 {\n  track \"\" prop=\"Body.Size\" kind=float64 {}\n}\n"),
                Code.ANM001);
        assertAt(d, 2, 34);
        assertThat(d.message()).contains("float64");
    }

    @Test
    void anm001KindThatDoesNotMatchTheProperty() {
        Diagnostic d = only(clip("anim version=1 length=1 {\n  track \"\" prop=\"transform.position\" kind=float32 {}\n}\n"),
                Code.ANM001);
        assertAt(d, 2, 43);
        assertThat(d.message()).contains("vec2");
    }

    @Test
    void anm001SyntaxErrorMakesTheClipUnreadable() {
        Loaded<?> loaded = ClipCodec.read("anim version=1 length=1 {\n  event t=0 name=\"Hit {}\n}\n", "a.aeanim");
        assertThat(loaded.value()).isNull();
        Diagnostic d = only(loaded.diagnostics(), Code.ANM001);
        assertAt(d, 2, 18);
        assertThat(d.message()).contains("DOC001");
    }

    @Test
    void anm001KeyValueOfTheWrongKind() {
        Diagnostic d = only(clip("anim version=1 length=1 {\n  track \"\" prop=\"SpriteRenderer.tint\" kind=color {\n"
                + "    key t=0 v=[1, 1, 1] {}\n  }\n}\n"), Code.ANM001);
        assertAt(d, 3, 15);
    }

    @Test
    void anm002KeyOutsideTheLength() {
        Diagnostic d = only(clip("anim version=1 length=0.5 {\n  track \"\" prop=\"transform.rotation\" kind=float32 {\n"
                + "    key t=0 v=0 {}\n    key t=0.75 v=1 {}\n  }\n}\n"), Code.ANM002);
        assertAt(d, 4, 11);
        assertThat(d.message()).contains("0.75").contains("[0, 0.5]");
    }

    @Test
    void anm002EventBeforeTheStart() {
        Diagnostic d = only(clip("anim version=1 length=1 {\n  event t=-0.1 name=\"Hit\" {}\n}\n"), Code.ANM002);
        assertAt(d, 2, 11);
    }

    @Test
    void anm003UndeclaredEvent(@org.junit.jupiter.api.io.TempDir java.nio.file.Path project) throws Exception {
        java.nio.file.Files.writeString(project.resolve("project.aego"), "project version=1 name=\"T\" {}\n");
        java.nio.file.Path clip = project.resolve("a.aeanim");
        java.nio.file.Files.writeString(clip, "anim version=1 length=1 {\n  event t=0.5 name=\"Explode\" {}\n"
                + "  event t=0.6 name=\"Hit\" payload=2 {}\n}\n");
        List<Diagnostic> diagnostics = new ProjectChecker(ProjectFolder.at(project)).checkFile(clip);
        Diagnostic d = only(diagnostics, Code.ANM003);
        assertAt(d, 2, 3);
        assertThat(d.message()).contains("Explode");
        assertThat(diagnostics).filteredOn(x -> x.code() == Code.ANM003).hasSize(1);
    }

    private static final String PARAMS = "controller version=1 {\n  entry=\"Idle\"\n  param \"Speed\" kind=float {}\n"
            + "  param \"Attack\" kind=trigger {}\n  param \"Grounded\" kind=bool {}\n"
            + "  state \"Idle\" {}\n  state \"Run\" {}\n";

    @Test
    void anc001UnknownState() {
        Diagnostic d = only(controller(PARAMS + "  transition \"Idle\" to=\"Jump\" {}\n}\n"), Code.ANC001);
        assertAt(d, 8, 24);
        assertThat(d.message()).contains("Jump");
    }

    @Test
    void anc001UnknownParameter() {
        Diagnostic d = only(controller(PARAMS + "  transition \"Idle\" to=\"Run\" {\n    cond \"Sped\" op=gt value=1 {}\n"
                + "  }\n}\n"), Code.ANC001);
        assertAt(d, 9, 10);
    }

    @Test
    void anc001UnknownEntry() {
        Diagnostic d = only(controller("controller version=1 {\n  entry=\"Walk\"\n  state \"Idle\" {}\n}\n"), Code.ANC001);
        assertAt(d, 2, 9);
    }

    @Test
    void anc002BadOperator() {
        Diagnostic d = only(controller(PARAMS + "  transition \"Idle\" to=\"Run\" {\n    cond \"Speed\" op=gte value=1 {}\n"
                + "  }\n}\n"), Code.ANC002);
        assertAt(d, 9, 21);
        assertThat(d.message()).contains("gte");
    }

    @Test
    void anc002ValueThatDoesNotSuitTheKind() {
        Diagnostic d = only(controller(PARAMS + "  transition \"Idle\" to=\"Run\" {\n    cond \"Speed\" op=gt value=true {}\n"
                + "  }\n}\n"), Code.ANC002);
        assertAt(d, 9, 30);
    }

    @Test
    void anc002TriggerWithAnOperator() {
        Diagnostic d = only(controller(PARAMS + "  transition \"Idle\" to=\"Run\" {\n    cond \"Attack\" op=eq value=1 {}\n"
                + "  }\n}\n"), Code.ANC002);
        assertAt(d, 9, 22);
    }

    @Test
    void anc003CycleOfInstantTransitions() {
        Diagnostic d = only(controller(PARAMS + "  transition \"Idle\" to=\"Run\" {}\n  transition \"Run\" to=\"Idle\" {}\n}\n"),
                Code.ANC003);
        assertThat(d.line()).isIn(8, 9);
        assertThat(d.column()).isEqualTo(14);
    }

    @Test
    void anc003AnyTransitionCycles() {
        assertThat(controller(PARAMS + "  transition \"any\" to=\"Run\" {}\n  transition \"Run\" to=\"Idle\" {}\n}\n"))
                .extracting(Diagnostic::code).contains(Code.ANC003);
    }

    @Test
    void noAnc003WhenAConditionOrExitTimeOrDurationSettlesIt() {
        assertThat(controller(PARAMS + "  transition \"Idle\" to=\"Run\" exitTime=1 {}\n"
                + "  transition \"Run\" to=\"Idle\" duration=0.1 {}\n}\n")).extracting(Diagnostic::code)
                .doesNotContain(Code.ANC003);
        assertThat(controller(PARAMS + "  transition \"Idle\" to=\"Run\" {\n    cond \"Grounded\" {}\n  }\n"
                + "  transition \"Run\" to=\"Idle\" {}\n}\n")).extracting(Diagnostic::code).doesNotContain(Code.ANC003);
    }

    @Test
    void anc004MissingClip(@org.junit.jupiter.api.io.TempDir java.nio.file.Path project) throws Exception {
        java.nio.file.Files.writeString(project.resolve("project.aego"), "");
        java.nio.file.Path file = project.resolve("c.aectrl");
        java.nio.file.Files.writeString(file, "controller version=1 {\n  entry=\"Idle\"\n"
                + "  state \"Idle\" clip=asset(\"anim/idle.aeanim\") {}\n}\n");
        Diagnostic d = only(new ProjectChecker(ProjectFolder.at(project)).checkFile(file), Code.ANC004);
        assertAt(d, 3, 3);
        assertThat(d.message()).contains("anim/idle.aeanim");
    }

    @Test
    void anc005DuplicateState() {
        Diagnostic d = only(controller(PARAMS + "  state \"Run\" {}\n}\n"), Code.ANC005);
        assertAt(d, 8, 9);
    }

    @Test
    void anc005DuplicateParameter() {
        Diagnostic d = only(controller(PARAMS + "  param \"Speed\" kind=int {}\n}\n"), Code.ANC005);
        assertAt(d, 8, 9);
    }

    @Test
    void anc006MissingTarget() {
        Diagnostic d = only(controller(PARAMS + "  transition \"Idle\" {}\n}\n"), Code.ANC006);
        assertAt(d, 8, 3);
    }

    @Test
    void doc001InAController() {
        Diagnostic d = only(controller("controller version=1 {\n  entry=\"Idle\n}\n"), Code.DOC001);
        assertAt(d, 2, 9);
    }

    @Test
    void doc009UnknownPropertyIsAWarningAndKept() {
        Loaded<?> loaded = ClipCodec.read("anim version=1 length=1 {\n  event t=0 name=\"Hit\" colour=\"red\" {}\n}\n",
                "a.aeanim");
        Diagnostic d = only(loaded.diagnostics(), Code.DOC009);
        assertAt(d, 2, 24);
        assertThat(d.isError()).isFalse();
        assertThat(loaded.usable()).isTrue();
        assertThat(ClipCodec.write((dev.reel.model.Clip) loaded.value())).contains("colour=\"red\"");
    }

    @Test
    void doc010PropertyGivenTwice() {
        Diagnostic d = only(clip("anim version=1 length=1 length=2 {}\n"), Code.DOC010);
        assertAt(d, 1, 25);
    }

    @Test
    void prj002BadTickRate() {
        Diagnostic d = only(ProjectCodec.read("project version=1 name=\"P\" tickRate=0.5 {}\n", "project.aego", "p")
                .diagnostics(), Code.PRJ002);
        assertAt(d, 1, 1);
    }

    @Test
    void met001BrokenJson() {
        Diagnostic d = only(MetaCodec.read("{\n  \"version\": 1,\n  \"cells\": [\n}\n", "s.png.meta").diagnostics(),
                Code.MET001);
        assertAt(d, 4, 1);
    }

    @Test
    void met002BadRect() {
        Diagnostic d = only(MetaCodec.read("{\n  \"cells\": [\n    {\"name\": \"s_000\", \"id\": \"a\", \"rect\": [0, 0, 0, 5]}\n"
                + "  ]\n}\n", "s.png.meta").diagnostics(), Code.MET002);
        assertAt(d, 3, 42);
        assertThat(d.message()).contains("width and height");
    }

    @Test
    void met003SlicedSheetInAnAtlasGroup() {
        Diagnostic d = only(MetaCodec.read("{\n  \"import\": {\"atlasGroup\": \"ui\"},\n  \"cells\": [\n"
                + "    {\"name\": \"s_000\", \"id\": \"a\", \"rect\": [0, 0, 4, 4]}\n  ]\n}\n", "s.png.meta").diagnostics(),
                Code.MET003);
        assertAt(d, 2, 28);
    }
}
