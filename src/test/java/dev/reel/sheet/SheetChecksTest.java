package dev.reel.sheet;

import dev.reel.io.ProjectChecker;
import dev.reel.io.ProjectFolder;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The sheet checks of {@code reel check}: what needs the PNGs, and nothing ProjectChecker already reports. */
class SheetChecksTest {
    @TempDir
    Path temp;

    private ProjectFolder project() throws Exception {
        Path root = Files.createDirectories(temp.resolve("game"));
        Files.writeString(root.resolve("project.aego"), "project version=1 name=\"Game\" {}\n");
        Files.createDirectories(root.resolve("assets"));
        return ProjectFolder.at(root);
    }

    /** Every diagnostic of both checkers, as {@code reel check} runs them. */
    private static List<Diagnostic> both(ProjectFolder folder) {
        List<Diagnostic> all = new ArrayList<>(new ProjectChecker(folder).checkAll());
        all.addAll(new SheetChecks(folder).checkAll());
        return all;
    }

    @Test
    void aDamagedChunkAfterAGoodHeaderIsFoundWithoutDecoding() throws Exception {
        ProjectFolder folder = project();
        byte[] png = TestPngs.start().header(4, 4, 8, 6, false)
                .imageData(TestPngs.rgbaRows(4, 4, new int[16])).end().bytes();
        // Flip one bit of the image data: the header still reads, the IDAT's CRC no longer matches.
        png[8 + 25 + 8 + 2] ^= 1;
        Path file = Files.write(folder.root().resolve("assets/hero.png"), png);
        assertThat(new PngLoader().header(file, "assets/hero.png").diagnostic()).isNull();
        assertThat(new SheetChecks(folder).checkAll()).extracting(Diagnostic::format).containsExactly(
                "assets/hero.png:0:0 PNG001 hero.png has a bad CRC in its IDAT chunk (the file is damaged)");
    }

    @Test
    void problemsOfTheSidecarAloneAreReportedOnlyByProjectChecker() throws Exception {
        ProjectFolder folder = project();
        Path assets = folder.root().resolve("assets");
        // A sidecar without its PNG (AST002), an unreadable one (MET001), a sliced sheet in a group (MET003).
        Files.writeString(assets.resolve("gone.png.meta"), "{\"cells\": []}\n");
        Files.write(assets.resolve("bad.png"), TestPngs.rgba(8, 8, new int[64]));
        Files.writeString(assets.resolve("bad.png.meta"), "{\"cells\": [\n");
        Files.write(assets.resolve("coin.png"), TestPngs.rgba(8, 8, new int[64]));
        Files.writeString(assets.resolve("coin.png.meta"), "{\"import\": {\"atlasGroup\": \"props\"}, \"cells\": ["
                + "{\"name\": \"coin_000\", \"id\": \"000000000001\", \"rect\": [0, 0, 8, 8],"
                + " \"pivot\": [0.5, 1]}]}\n");
        assertThat(new SheetChecks(folder).checkAll()).isEmpty();
        assertThat(both(folder)).extracting(Diagnostic::code)
                .containsExactly(Code.MET001, Code.MET003, Code.AST002);
    }

    @Test
    void aCellPastItsSheetIsReportedOnceAgainstTheSidecar() throws Exception {
        ProjectFolder folder = project();
        Path assets = folder.root().resolve("assets");
        Files.write(assets.resolve("hero.png"), TestPngs.rgba(8, 8, new int[64]));
        Files.writeString(assets.resolve("hero.png.meta"), "{\"cells\": [{\"name\": \"hero_000\", \"id\":"
                + " \"000000000001\", \"rect\": [4, 4, 8, 8], \"pivot\": [0.5, 1]}]}\n");
        assertThat(both(folder)).extracting(Diagnostic::format).containsExactly("assets/hero.png.meta:0:0 MET002"
                + " cell hero_000 has rect [4, 4, 8, 8], which reaches past the 8 × 8 sheet");
    }
}
