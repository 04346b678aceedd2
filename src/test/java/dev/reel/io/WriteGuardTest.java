package dev.reel.io;

import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The door every write goes through: nothing lands outside the project through a symbolic link, and a save
 * keeps the replaced file's mode. Permissions are checked through their bits: the tests may run as root, which
 * ignores them when writing.
 */
class WriteGuardTest {
    @TempDir
    Path temp;

    private Path project() throws Exception {
        Path root = Files.createDirectories(temp.resolve("game"));
        Files.writeString(root.resolve("project.aego"), "project version=1 name=\"Game\" {}\n");
        return root;
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void aWriteThroughAFolderLinkedOutOfTheProjectIsRefusedAndWritesNothing() throws Exception {
        Path root = project();
        Path outside = Files.createDirectories(temp.resolve("elsewhere"));
        Files.createSymbolicLink(root.resolve("art"), outside);

        Optional<Diagnostic> refused = WriteGuard.save(root, root.resolve("art/hero.png.meta"), bytes("{}"));
        assertThat(refused).get().extracting(Diagnostic::code).isEqualTo(Code.AST001);
        assertThat(refused.get().message()).contains("leads outside the project").contains("nothing was written");
        Optional<Diagnostic> deeper = WriteGuard.save(root, root.resolve("art/new/run.aeanim"), bytes("x"));
        assertThat(deeper).get().extracting(Diagnostic::code).isEqualTo(Code.AST001);
        try (var files = Files.list(outside)) {
            assertThat(files).as("nothing made outside, not even a folder or a temporary file").isEmpty();
        }
    }

    @Test
    void aFileThatIsALinkOutIsNotReplacedNorWrittenThrough() throws Exception {
        Path root = project();
        Path victim = Files.writeString(temp.resolve("victim.txt"), "keep");
        Files.createSymbolicLink(root.resolve("run.aeanim"), victim);

        assertThat(WriteGuard.save(root, root.resolve("run.aeanim"), bytes("x"))).get()
                .extracting(Diagnostic::code).isEqualTo(Code.AST001);
        assertThat(Files.readString(victim)).isEqualTo("keep");
        assertThat(Files.isSymbolicLink(root.resolve("run.aeanim"))).isTrue();
    }

    @Test
    void linksThatStayInsideTheProjectAndPathsOutsideAnyProjectAreWritten() throws Exception {
        Path root = project();
        Path real = Files.createDirectories(root.resolve("sprites"));
        Files.createSymbolicLink(root.resolve("art"), real);
        assertThat(WriteGuard.save(root, root.resolve("art/a.png.meta"), bytes("{}"))).isEmpty();
        assertThat(real.resolve("a.png.meta")).hasContent("{}");

        assertThat(WriteGuard.save(root, temp.resolve("out.gif"), bytes("g"))).as("a project write outside it")
                .get().extracting(Diagnostic::code).isEqualTo(Code.AST001);
        assertThat(WriteGuard.saveNamed(temp.resolve("exports/out.gif"), bytes("g"))).as("a named output")
                .isEmpty();
        assertThat(temp.resolve("exports/out.gif")).hasContent("g");
    }

    /** Backups stay out of the artist's folders and out of git: in {@code .reel/}, which ignores itself. */
    @Test
    void theVersionASaveReplacesIsKeptUnderDotReelNeverBesideTheFile() throws Exception {
        Path root = project();
        Path clip = root.resolve("anim/knight/run.aeanim");
        assertThat(WriteGuard.save(root, clip, bytes("first"))).isEmpty();
        assertThat(root.resolve(".reel")).as("a new file replaces nothing").doesNotExist();
        assertThat(WriteGuard.save(root, clip, bytes("second"))).isEmpty();
        assertThat(WriteGuard.save(root, clip, bytes("third"))).isEmpty();
        assertThat(clip).hasContent("third");
        try (var beside = Files.list(clip.getParent())) {
            assertThat(beside).as("nothing but the clip in its folder").containsExactly(clip);
        }
        assertThat(root.resolve(".reel/backups/anim/knight/run.aeanim~")).hasContent("second");
        assertThat(root.resolve(".reel/.gitignore")).as("git ignores everything in .reel/").hasContent(
                ReelFolder.IGNORE_ALL);
        assertThat(Files.readAllLines(root.resolve(".reel/.gitignore"))).contains("*");
    }

    @Test
    void aSaveKeepsTheModeOfTheFileItReplaces() throws Exception {
        Path root = project();
        Path clip = Files.writeString(root.resolve("run.aeanim"), "old");
        Files.setPosixFilePermissions(clip, PosixFilePermissions.fromString("rw-r-----"));

        assertThat(WriteGuard.save(root, clip, bytes("new"))).isEmpty();

        assertThat(clip).hasContent("new");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(clip))).isEqualTo("rw-r-----");
        assertThat(Files.getOwner(clip)).isEqualTo(Files.getOwner(root));
    }

    @Test
    void aReadOnlyFileIsRefusedUnlessOverwritingIsAskedForAndThenStaysReadOnly() throws Exception {
        Path root = project();
        Path clip = Files.writeString(root.resolve("run.aeanim"), "old");
        Files.setPosixFilePermissions(clip, PosixFilePermissions.fromString("r--r--r--"));

        Optional<Diagnostic> refused = WriteGuard.save(root, clip, bytes("new"));
        assertThat(refused).get().extracting(Diagnostic::code).isEqualTo(Code.IO001);
        assertThat(refused.get().message()).contains("read-only");
        assertThat(clip).hasContent("old");

        assertThat(WriteGuard.save(root, clip, bytes("new"), AtomicFile.ReadOnly.OVERWRITE)).isEmpty();
        assertThat(clip).hasContent("new");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(clip))).isEqualTo("r--r--r--");
    }

    @Test
    void aFailedSaveSaysWhyInWordsWithoutTheTemporaryFile() throws Exception {
        Path root = project();
        Files.writeString(root.resolve("anim"), "a file where the folder should be");
        Optional<Diagnostic> failed = WriteGuard.save(root, root.resolve("anim/run.aeanim"), bytes("x"));
        assertThat(failed).get().extracting(Diagnostic::code).isEqualTo(Code.IO001);
        assertThat(failed.get().message()).contains("is a file, not a folder").doesNotContain("reel-tmp");
    }
}
