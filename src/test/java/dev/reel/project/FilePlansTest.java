package dev.reel.project;

import dev.reel.io.ProjectFolder;
import dev.reel.model.Code;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class FilePlansTest {
    @TempDir
    Path temp;
    Path root;
    ProjectFolder folder;
    ProjectHistory history;

    @BeforeEach
    void copySample() {
        root = ProjectFiles.sample(temp);
        folder = ProjectFolder.at(root);
        history = new ProjectHistory(root, Trash.inProject(root));
    }

    @Test
    void aDuplicateSitsBesideTheOriginalWithItsReferencesUnchanged() throws Exception {
        Path run = root.resolve("anim/knight/run.aeanim");
        assertThat(history.apply(new FilePlans(folder).duplicate(run).plan())).isEmpty();
        assertThat(Files.readAllBytes(root.resolve("anim/knight/run copy.aeanim"))).isEqualTo(Files.readAllBytes(run));
        assertThat(history.apply(new FilePlans(folder).duplicate(run).plan())).isEmpty();
        assertThat(root.resolve("anim/knight/run copy 2.aeanim")).exists();

        assertThat(history.apply(new FilePlans(folder).duplicate(root.resolve("assets/knight/knight_run.png")).plan())).isEmpty();
        assertThat(root.resolve("assets/knight/knight_run copy.png")).exists();
        assertThat(root.resolve("assets/knight/knight_run copy.png.meta")).exists();
    }

    @Test
    void deleteListsWhatUsesTheFileThenTrashesItAndUndoBringsItBack() throws Exception {
        Map<String, String> before = ProjectFiles.snapshot(root);
        Path sheet = root.resolve("assets/knight/knight_jump.png");
        assertThat(Usages.of(folder, List.of(sheet))).extracting(Usages.Usage::format).containsExactly(
                "anim/knight/fall.aeanim:4 assets/knight/knight_jump.png#knight_jump_001",
                "anim/knight/jump.aeanim:4 assets/knight/knight_jump.png#knight_jump_000");
        assertThat(Usages.of(folder, List.of(root.resolve("anim/knight"))).stream().map(Usages.Usage::file).distinct())
                .containsExactly("anim/knight.aectrl");

        assertThat(history.apply(new FilePlans(folder).delete(List.of(sheet)).plan())).isEmpty();
        assertThat(sheet).doesNotExist();
        assertThat(root.resolve("assets/knight/knight_jump.png.meta")).doesNotExist();
        try (var trashed = Files.walk(root.resolve(Trash.PROJECT_TRASH))) {
            assertThat(trashed.map(path -> path.getFileName().toString()))
                    .contains("knight_jump.png", "knight_jump.png.meta");
        }
        assertThat(history.undo()).isEmpty();
        assertThat(ProjectFiles.snapshot(root)).isEqualTo(before);
        try (var trashed = Files.walk(root.resolve(Trash.PROJECT_TRASH))) {
            assertThat(trashed.filter(Files::isRegularFile)).as("undo took the trash copies back").isEmpty();
        }

        assertThat(history.redo()).isEmpty();
        assertThat(sheet).doesNotExist();
        try (var trashed = Files.walk(root.resolve(Trash.PROJECT_TRASH))) {
            assertThat(trashed.filter(Files::isRegularFile).map(path -> path.getFileName().toString()))
                    .as("a redo trashes them again").containsExactlyInAnyOrder("knight_jump.png", "knight_jump.png.meta");
        }
    }

    @Test
    void aFolderDeletedAndUndoneComesBackWithEverythingInIt() {
        Map<String, String> before = ProjectFiles.snapshot(root);
        assertThat(history.apply(new FilePlans(folder).delete(List.of(root.resolve("assets"))).plan())).isEmpty();
        assertThat(root.resolve("assets")).doesNotExist();
        assertThat(history.undo()).isEmpty();
        assertThat(ProjectFiles.snapshot(root)).isEqualTo(before);
    }

    @Test
    void undoOfANewFileEditedSinceIsRefusedAndKeepsTheEdit() throws Exception {
        Path clip = root.resolve("anim/walk.aeanim");
        assertThat(history.apply(new FilePlans(folder).create(clip, "anim version=1 length=1 {}\n".getBytes()).plan())).isEmpty();
        Files.writeString(clip, "anim version=1 length=2 {}\n");
        assertThat(history.undo()).hasValueSatisfying(problem -> assertThat(problem.code()).isEqualTo(Code.MOV003));
        assertThat(Files.readString(clip)).isEqualTo("anim version=1 length=2 {}\n");
        assertThat(history.canUndo()).isTrue();
    }

    @Test
    void namesThatWouldHideOrBreakAFileAreRefused() {
        FilePlans plans = new FilePlans(folder);
        assertThat(plans.create(root.resolve("anim/.hidden.aeanim"), new byte[0]).refusal().message()).contains("hide");
        assertThat(plans.createFolder(root.resolve("anim/knight")).refusal().message()).contains("exists already");
        assertThat(plans.create(root.resolve("anim/a#b.aeanim"), new byte[0]).refusal().message()).contains("'#'");
    }
}
