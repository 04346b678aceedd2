package dev.reel.ui.recovery;

import dev.reel.ui.documents.KeptVersions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

class RecoverySessionTest {
    @TempDir
    Path config;

    @Test
    void aSessionKeepsTheTextOfEachDocumentAndForgetsItWhenCleanOrClosed() {
        Path project = config.resolve("game").toAbsolutePath();
        RecoverySession session = RecoverySession.start(config);
        session.write(project, "anim/run.aeanim", "first");
        session.write(project, "anim/run.aeanim", "second");
        session.write(project, "anim/idle.aeanim", "idle");
        assertThat(session.documents()).extracting(RecoverySession.RecoveredDocument::file)
                .containsExactly("anim/idle.aeanim", "anim/run.aeanim");
        assertThat(session.documents().get(1).text()).isEqualTo("second");
        session.remove(project, "anim/idle.aeanim");
        assertThat(session.documents()).hasSize(1);
        Path folder = session.folder();
        session.close();
        assertThat(folder).doesNotExist();
    }

    @Test
    void aLiveSessionOfThisProcessIsNeverAnOrphan() {
        RecoverySession mine = RecoverySession.start(config);
        RecoverySession other = RecoverySession.start(config);
        other.write(config, "a.aeanim", "text");
        try (OrphanSessions orphans = OrphanSessions.find(config, mine)) {
            assertThat(orphans.orphans()).isEmpty();
        }
        assertThat(other.documents()).hasSize(1);
        other.close();
        mine.close();
    }

    /** The lock dies with the process however it dies: a killed Reel's session is found, a running one is not. */
    @Test
    void aKilledProcessLeavesASessionTheNextStartCanTake() throws Exception {
        Path project = config.resolve("game").toAbsolutePath();
        Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), SessionChild.class.getName(), config.toString(),
                project.toString(), "autosaved text").redirectErrorStream(true).start();
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(child.getInputStream(),
                StandardCharsets.UTF_8))) {
            String line = lines.readLine();
            assertThat(line).startsWith("READY");
            try (OrphanSessions orphans = OrphanSessions.find(config, null)) {
                assertThat(orphans.orphans()).as("the child is alive and holds its lock").isEmpty();
            }
            child.destroyForcibly();
            assertThat(child.waitFor(20, TimeUnit.SECONDS)).isTrue();
        }
        try (OrphanSessions orphans = OrphanSessions.find(config, null)) {
            assertThat(orphans.documentsOf(project)).extracting(RecoverySession.RecoveredDocument::text)
                    .containsExactly("autosaved text");
            assertThat(orphans.documentsOf(config.resolve("other"))).isEmpty();
            OrphanSessions.Orphan orphan = orphans.orphans().get(0);
            orphan.remove(orphan.documents().get(0));
            assertThat(orphan.folder()).as("an emptied session is deleted").doesNotExist();
        }
    }

    @Test
    void keptVersionsGoUnderTheProjectWithTheSideInTheName() throws Exception {
        Path kept = KeptVersions.keep(config, "Plat/former", "anim/knight/attack.aeanim", KeptVersions.Side.DISK,
                "disk".getBytes(StandardCharsets.UTF_8)).orElseThrow();
        assertThat(kept.getFileName().toString()).isEqualTo("attack.disk-version.aeanim");
        assertThat(kept.startsWith(KeptVersions.folderOf(config, "Plat/former"))).isTrue();
        assertThat(kept.getParent().getFileName().toString()).isEqualTo("knight");
        assertThat(Files.readString(kept)).isEqualTo("disk");
        Path second = KeptVersions.keep(config, "Plat/former", "anim/knight/attack.aeanim", KeptVersions.Side.DISK,
                "again".getBytes(StandardCharsets.UTF_8)).orElseThrow();
        assertThat(second).isNotEqualTo(kept);
        assertThat(Files.readString(kept)).isEqualTo("disk");
    }
}
