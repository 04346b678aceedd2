package dev.reel.ui.documents;

import dev.reel.edit.cmd.SetClipLength;
import dev.reel.io.ProjectFolder;
import dev.reel.model.Clip;
import dev.reel.ui.TestProjects;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** Files changed outside Reel in every style, with the user's answers given by a stand-in for the dialogs. */
class ExternalChangesTest {
    @TempDir
    Path temp;
    Path root;
    Path config;
    Path file;
    Workspace workspace;
    ExternalChanges external;
    final List<String> asked = new ArrayList<>();
    Prompts.ReloadChoice answer = Prompts.ReloadChoice.KEEP_MINE;
    OpenDocument<Clip> attack;

    @BeforeEach
    @SuppressWarnings("unchecked")
    void open() {
        root = TestProjects.platformer(temp);
        config = temp.resolve("config");
        workspace = new Workspace(ProjectFolder.at(root), message -> { });
        Prompts prompts = new Prompts() {
            @Override
            public UnsavedChoice askUnsaved(List<String> names) {
                throw new AssertionError("not asked here");
            }

            @Override
            public ReloadChoice askReload(String name, String mine, String disk, boolean diskReadable, Path kept) {
                asked.add(name);
                return answer;
            }

            @Override
            public void error(String title, String message) {
                throw new AssertionError(message);
            }
        };
        external = new ExternalChanges(workspace, prompts, config, "Platformer", message -> { });
        file = root.resolve("anim/knight/attack.aeanim");
        attack = (OpenDocument<Clip>) workspace.open(file).orElseThrow();
    }

    private void editOnDisk(String from, String to) throws Exception {
        Files.writeString(file, Files.readString(file).replace(from, to));
    }

    private List<Path> kept() throws Exception {
        Path folder = KeptVersions.folderOf(config, "Platformer");
        if (!Files.exists(folder)) {
            return List.of();
        }
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(Files::isRegularFile).toList();
        }
    }

    @Test
    void aCleanDocumentTakesAnEditInPlaceSilently() throws Exception {
        editOnDisk("length=0.44", "length=0.5");
        external.check(Set.of(file));
        assertThat(asked).isEmpty();
        assertThat(attack.value().length()).isEqualTo(0.5);
        assertThat(attack.dirty()).isFalse();
    }

    @Test
    void aCleanDocumentKeepsItsLastGoodVersionWhenTheDiskOneDoesNotRead() throws Exception {
        editOnDisk("length=0.44", "length=");
        external.check(Set.of(file));
        assertThat(asked).isEmpty();
        assertThat(attack.value().length()).isEqualTo(0.44);
        assertThat(attack.problems()).isNotEmpty();
    }

    @Test
    void aDirtyDocumentAsksAndKeepMineKeepsTheDiskVersionAside() throws Exception {
        attack.document().execute(new SetClipLength(0.6));
        editOnDisk("length=0.44", "length=0.5");
        String disk = Files.readString(file);
        external.check(Set.of(file));
        assertThat(asked).containsExactly("anim/knight/attack.aeanim");
        assertThat(attack.value().length()).isEqualTo(0.6);
        assertThat(attack.dirty()).isTrue();
        assertThat(kept()).hasSize(1);
        assertThat(Files.readString(kept().get(0))).isEqualTo(disk);
        external.check(Set.of(file));
        external.checkAll();
        assertThat(asked).as("the same disk version is not asked about twice").hasSize(1);
        assertThat(workspace.save(attack)).isTrue();
        assertThat(Files.readString(file)).contains("length=0.6");
    }

    @Test
    void aDirtyDocumentAsksAndReloadKeepsMyVersionAside() throws Exception {
        attack.document().execute(new SetClipLength(0.6));
        String mine = attack.text();
        editOnDisk("length=0.44", "length=0.5");
        answer = Prompts.ReloadChoice.RELOAD;
        external.check(Set.of(file));
        assertThat(attack.value().length()).isEqualTo(0.5);
        assertThat(attack.dirty()).isFalse();
        assertThat(kept()).hasSize(1);
        assertThat(Files.readString(kept().get(0))).isEqualTo(mine);
        assertThat(kept().get(0).getFileName().toString()).isEqualTo("attack.my-version.aeanim");
        attack.document().undo();
        assertThat(attack.value().length()).as("the reload is undoable").isEqualTo(0.6);
    }

    @Test
    void ourOwnSaveNeverAsks() throws Exception {
        attack.document().execute(new SetClipLength(0.6));
        workspace.save(attack);
        attack.document().execute(new SetClipLength(0.7));
        external.check(Set.of(file));
        external.checkAll();
        assertThat(asked).isEmpty();
        assertThat(attack.value().length()).isEqualTo(0.7);
    }

    @Test
    void aReplaceByRenameIsFound() throws Exception {
        Path staged = file.resolveSibling(".attack.tmp");
        Files.writeString(staged, Files.readString(file).replace("length=0.44", "length=0.5"));
        Files.move(staged, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        external.check(Set.of(file, staged));
        assertThat(attack.value().length()).isEqualTo(0.5);
    }

    @Test
    void aDeletedFileIsMarkedAndARecreatedOneIsTakenBack() throws Exception {
        String text = Files.readString(file);
        Files.delete(file);
        external.check(Set.of(file));
        assertThat(attack.deletedOnDisk()).isTrue();
        assertThat(attack.value().length()).isEqualTo(0.44);
        Files.writeString(file, text.replace("length=0.44", "length=0.5"));
        external.checkAll();
        assertThat(attack.deletedOnDisk()).isFalse();
        assertThat(attack.value().length()).isEqualTo(0.5);
        assertThat(asked).isEmpty();
    }
}
