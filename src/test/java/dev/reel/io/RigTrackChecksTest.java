package dev.reel.io;

import dev.reel.model.Diagnostic;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A clip checked against the rig it names, as {@code reel check} and the Problems panel see it: RIG013 to RIG016,
 * each at its track, with its exact message; a clip of the rig's own parts has none.
 */
class RigTrackChecksTest {
    @TempDir
    Path project;
    String walk;

    @BeforeEach
    void writeProject() throws IOException {
        Files.writeString(project.resolve("project.aego"), "project version=1 name=\"Rig\" {}\n");
        Files.createDirectories(project.resolve("chars"));
        Files.writeString(project.resolve("chars/hero.aerig"), resource("rig/hero.aerig"));
        walk = resource("rig/walk.aeanim").replace("asset(\"hero.aerig\")", "asset(\"chars/hero.aerig\")");
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = RigTrackChecksTest.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** What checking a clip with this text reports, as {@code reel check} prints it. */
    private List<String> check(String clip) throws IOException {
        Path file = project.resolve("chars/walk.aeanim");
        Files.writeString(file, clip);
        return new ProjectChecker(ProjectFolder.at(project)).checkFile(file).stream().map(Diagnostic::format).toList();
    }

    @Test
    void aClipOfTheRigsOwnPartsHasNoProblem() throws IOException {
        assertThat(check(walk)).isEmpty();
        assertThat(new ProjectChecker(ProjectFolder.at(project)).checkAll()).extracting(Diagnostic::format)
                .allMatch(line -> line.contains("DOC009") || line.contains("AST002"), "only the rig's own warnings"
                        + " and its sheet, which this project lacks");
    }

    @Test
    void rig013ABonePathTheRigLacks() throws IOException {
        assertThat(check(walk.replace("track \"hip/thigh\" prop=\"transform.rotation\"",
                "track \"hip/knee\" prop=\"transform.rotation\""))).containsExactly(
                "chars/walk.aeanim:3:3 RIG013 the rig has no bone at path \"hip/knee\" (transform.rotation)");
    }

    @Test
    void rig013SlotIkSkinAndAttachmentTheRigLacks() throws IOException {
        assertThat(check(walk.replace("slot/body.color", "slot/torso.color"))).containsExactly(
                "chars/walk.aeanim:10:3 RIG013 the rig has no slot \"torso\"");
        assertThat(check(walk.replace("track \"hip\" prop=\"slot/body.color\"", "track \"\" prop=\"slot/body.color\"")))
                .containsExactly("chars/walk.aeanim:10:3 RIG013 slot \"body\" sits on bone \"hip\" at path \"hip\","
                        + " so its tracks go there, not on \"\"");
        assertThat(check(walk.replace("v=head", "v=hat"))).containsExactly("chars/walk.aeanim:14:3 RIG013 the key at"
                + " t=0 shows \"hat\", but no skin of the rig has an attachment of that name for slot \"head\"");
        assertThat(check(walk.replace("ik/leg.softness", "ik/arm.softness"))).containsExactly(
                "chars/walk.aeanim:21:3 RIG013 the rig has no IK constraint \"arm\"");
        assertThat(check(walk.replace("deform/default/leg/leg", "deform/winter/leg/leg"))).containsExactly(
                "chars/walk.aeanim:27:3 RIG013 the rig has no skin \"winter\"");
        assertThat(check(walk.replace("deform/default/leg/leg", "deform/armoured/leg/leg"))).containsExactly(
                "chars/walk.aeanim:27:3 RIG013 skin \"armoured\" has no mesh \"leg\" for slot \"leg\"");
        assertThat(check(walk.replace("slot/body.color", "slot/body.colour"))).containsExactly(
                "chars/walk.aeanim:10:3 RIG013 \"slot/body.colour\" is not a rig property; a rig animates"
                        + " slot/NAME.color, slot/NAME.attachment, ik/NAME.mix, ik/NAME.softness, ik/NAME.bend,"
                        + " deform/SKIN/SLOT/ATTACHMENT and drawOrder");
    }

    @Test
    void rig013ALaneOfASlotColourIsTheSlots() throws IOException {
        assertThat(check(walk.replace("prop=\"slot/body.color\" kind=color {\n    key t=0 v=[1, 1, 1, 1] {}\n"
                + "    key t=1 v=[1, 0.5, 0.5, 1] {}", "prop=\"slot/body.color.a\" kind=float32 {\n    key t=0 v=1 {}")))
                .isEmpty();
    }

    @Test
    void rig013RigTracksInAClipWithoutARig() throws IOException {
        assertThat(check(walk.replace(" rig=asset(\"chars/hero.aerig\")", ""))).containsExactly(
                "chars/walk.aeanim:7:3 RIG013 track \"hip/thigh/shin\" transform.shear animates a rig, but the clip"
                        + " names no rig (rig=asset(\"PATH.aerig\") on its anim line)",
                "chars/walk.aeanim:10:3 RIG013 track \"hip\" slot/body.color animates a rig, but the clip names no"
                        + " rig (rig=asset(\"PATH.aerig\") on its anim line)",
                "chars/walk.aeanim:14:3 RIG013 track \"hip/head\" slot/head.attachment animates a rig, but the clip"
                        + " names no rig (rig=asset(\"PATH.aerig\") on its anim line)",
                "chars/walk.aeanim:18:3 RIG013 track \"\" ik/leg.mix animates a rig, but the clip names no rig"
                        + " (rig=asset(\"PATH.aerig\") on its anim line)",
                "chars/walk.aeanim:21:3 RIG013 track \"\" ik/leg.softness animates a rig, but the clip names no rig"
                        + " (rig=asset(\"PATH.aerig\") on its anim line)",
                "chars/walk.aeanim:24:3 RIG013 track \"\" ik/leg.bend animates a rig, but the clip names no rig"
                        + " (rig=asset(\"PATH.aerig\") on its anim line)",
                "chars/walk.aeanim:27:3 RIG013 track \"hip/thigh\" deform/default/leg/leg animates a rig, but the"
                        + " clip names no rig (rig=asset(\"PATH.aerig\") on its anim line)",
                "chars/walk.aeanim:31:3 RIG013 track \"\" drawOrder animates a rig, but the clip names no rig"
                        + " (rig=asset(\"PATH.aerig\") on its anim line)");
    }

    @Test
    void rig014ADeformKeyOfTheWrongCount() throws IOException {
        assertThat(check(walk.replace("key t=0 v=[0, 0, 0, 0, 0, 0, 0, 0] {}", "key t=0 v=[0, 0, 0, 0, 0, 0] {}")))
                .containsExactly("chars/walk.aeanim:27:3 ANM001 every key of a floats track holds as many numbers as"
                        + " the first (6); the key at t=0.5 holds 8", "chars/walk.aeanim:27:3 RIG014 the deform key at"
                        + " t=0 holds 6 numbers; mesh \"leg\" has 4 vertices, so it needs 8 (x, y per vertex)");
    }

    @Test
    void rig015ADrawOrderThatIsNotAnOrderOfTheSlots() throws IOException {
        assertThat(check(walk.replace("v=[\"body\", \"leg\", \"head\"]", "v=[\"body\", \"leg\"]"))).containsExactly(
                "chars/walk.aeanim:31:3 RIG015 the draw-order key at t=0.5 leaves out \"head\"; each key lists every"
                        + " slot of the rig once");
        assertThat(check(walk.replace("v=[\"body\", \"leg\", \"head\"]", "v=[\"body\", \"body\", \"head\"]")))
                .containsExactly("chars/walk.aeanim:31:3 RIG015 the draw-order key at t=0.5 names slot \"body\""
                        + " twice; each key lists every slot of the rig once");
        assertThat(check(walk.replace("v=[\"body\", \"leg\", \"head\"]", "v=[\"body\", \"leg\", \"hat\"]")))
                .containsExactly("chars/walk.aeanim:31:3 RIG015 the draw-order key at t=0.5 names \"hat\", which is"
                        + " not a slot of the rig; each key lists every slot of the rig once");
    }

    @Test
    void rig016ARigWithErrorsLeavesTheTracksUnchecked() throws IOException {
        Files.writeString(project.resolve("chars/hero.aerig"), "rig version=1 {\n  bone \"a\" parent=\"b\"\n}\n");
        assertThat(check(walk)).containsExactly("chars/walk.aeanim:2:1 RIG016 the rig chars/hero.aerig cannot be read"
                + " without errors (reel check chars/hero.aerig lists them), so the clip's tracks are not checked"
                + " against it");
        Files.delete(project.resolve("chars/hero.aerig"));
        assertThat(check(walk)).containsExactly(
                "chars/walk.aeanim:2:1 AST002 asset \"chars/hero.aerig\" does not exist");
    }

    @Test
    void aChangedRigIsReadAgain() throws IOException {
        ProjectChecker checker = new ProjectChecker(ProjectFolder.at(project));
        Path clip = project.resolve("chars/walk.aeanim");
        Files.writeString(clip, walk);
        assertThat(checker.checkFile(clip)).isEmpty();
        Files.writeString(project.resolve("chars/hero.aerig"), resource("rig/hero.aerig").replace("ik \"leg\"",
                "ik \"legs\"") + "\n");
        assertThat(checker.checkFile(clip)).extracting(Diagnostic::format).contains(
                "chars/walk.aeanim:18:3 RIG013 the rig has no IK constraint \"leg\"");
    }
}
