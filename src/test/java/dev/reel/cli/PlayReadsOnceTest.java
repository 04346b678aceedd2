package dev.reel.cli;

import dev.reel.io.ClipCodec;
import dev.reel.io.ProjectChecker;
import dev.reel.io.ProjectFolder;
import dev.reel.model.Diagnostic;
import dev.reel.model.Clip;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code reel play FILE} checks the clip as {@code reel check} would and then plays it: a big clip (a mebibyte or
 * more) is parsed once for both, not twice. A 50 MB clip's play took 25 s of processor time with two parses and
 * 15 s with one (the reliability report's row).
 */
class PlayReadsOnceTest {
    @TempDir
    Path temp;

    @Test
    void theClipPlayedIsTheOneTheCheckRead() throws Exception {
        Path project = Files.createDirectories(temp.resolve("game"));
        Files.writeString(project.resolve("project.aego"), "project version=1 {}\n");
        Path file = Files.createDirectories(project.resolve("anim")).resolve("long.aeanim");
        StringBuilder text = new StringBuilder("anim version=1 length=100 {\n"
                + "  track \"\" prop=\"transform.rotation\" kind=float32 {\n");
        for (int key = 0; text.length() < 1_200_000; key++) {
            text.append("    key t=").append(key / 1000).append('.').append(key % 1000 / 100).append(key % 100 / 10)
                    .append(key % 10).append(" v=").append(key % 360).append(" {}\n");
        }
        text.append("  }\n}\n");
        byte[] bytes = text.toString().getBytes(StandardCharsets.UTF_8);
        Files.write(file, bytes);

        PlayableClip playable = PlayableClip.read(file.toString());

        assertThat(playable.playable()).as("%s", playable.diagnostics()).isTrue();
        // The check reads the file under its name in the project (what its diagnostics say); reading those
        // bytes under that name again returns the clip already read, which is the one play got.
        String name = CheckCommand.checkedName(file);
        assertThat(name).isEqualTo("anim/long.aeanim");
        Clip checked = ClipCodec.read(bytes, name).value();
        assertThat(playable.clip()).isSameAs(checked);
    }

    @Test
    void theNamePlayReadsUnderIsTheOneTheCheckNamesTheFileBy() throws Exception {
        Path project = Files.createDirectories(temp.resolve("game"));
        Files.writeString(project.resolve("project.aego"), "project version=1 {}\n");
        Path file = Files.createDirectories(project.resolve("anim/sub")).resolve("odd.aeanim");
        Files.writeString(file, "anim version=1 length=1 {\n  event t=0.5 name=\"Jump\" {}\n}\n");
        // The project's checker names a file in its diagnostics as it read it (before the command line's own
        // naming replaces it): an undeclared event shows that name.
        Path asGiven = project.resolve("anim/./sub/../sub/odd.aeanim");
        List<Diagnostic> found = new ProjectChecker(ProjectFolder.at(project)).checkFile(file.toAbsolutePath());
        assertThat(found).extracting(Diagnostic::file).containsOnly(CheckCommand.checkedName(asGiven));
        // Outside a project the clip is read under the path as the check prints it: a clip that does not parse
        // shows that name.
        Path outside = Files.createDirectories(temp.resolve("loose")).resolve("odd.aeanim");
        Files.writeString(outside, "anim version=1 length=1 {\n  track\n");
        Path doubled = Path.of(temp.resolve("loose") + "//odd.aeanim");
        assertThat(CheckCommand.check(doubled).diagnostics()).extracting(Diagnostic::file)
                .containsOnly(CheckCommand.checkedName(doubled));
    }
}
