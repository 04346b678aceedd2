package dev.reel.project;

import dev.reel.io.ProjectFolder;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

class RenamesTest {
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
    void renamingAClipRewritesOnlyTheControllerLineNamingItAndUndoRestoresBoth() throws Exception {
        String controllerBefore = ProjectFiles.read(root.resolve("anim/knight.aectrl"));
        Map<String, String> before = ProjectFiles.snapshot(root);

        Outcome outcome = new Renames(folder).rename(Path.of("anim/knight/run.aeanim"), Path.of("anim/knight/sprint.aeanim"));
        assertThat(outcome.ok()).isTrue();
        assertThat(Renames.rewritten(outcome.plan())).containsExactly(Map.entry("anim/knight.aectrl", List.of(12)));
        assertThat(history.apply(outcome.plan())).isEmpty();

        String controller = ProjectFiles.read(root.resolve("anim/knight.aectrl"));
        assertThat(controller).isEqualTo(controllerBefore.replace("\"anim/knight/run.aeanim\"", "\"anim/knight/sprint.aeanim\""));
        assertThat(root.resolve("anim/knight/run.aeanim")).doesNotExist();
        assertThat(root.resolve("anim/knight/sprint.aeanim")).exists();
        assertThat(ast002(root)).isEmpty();

        assertThat(history.undo()).isEmpty();
        assertThat(ProjectFiles.snapshot(root)).isEqualTo(before);
        assertThat(history.redo()).isEmpty();
        assertThat(ProjectFiles.read(root.resolve("anim/knight.aectrl"))).isEqualTo(controller);
    }

    @Test
    void aSheetMovesWithItsMetaAndEveryCellReferenceFollows() {
        Map<String, String> before = ProjectFiles.snapshot(root);
        Outcome outcome = new Renames(folder).rename(Path.of("assets/knight/knight_jump.png"), Path.of("assets/hero/jump.png"));
        assertThat(outcome.ok()).isTrue();
        assertThat(outcome.plan().moves()).hasSize(2);
        assertThat(Renames.rewritten(outcome.plan()).keySet())
                .containsExactlyInAnyOrder("anim/knight/fall.aeanim", "anim/knight/jump.aeanim");
        assertThat(outcome.plan().describe()).contains("new folder assets/hero");
        assertThat(history.apply(outcome.plan())).isEmpty();

        assertThat(root.resolve("assets/hero/jump.png.meta")).exists();
        assertThat(root.resolve("assets/knight/knight_jump.png.meta")).doesNotExist();
        assertThat(ProjectFiles.read(root.resolve("anim/knight/fall.aeanim")))
                .contains("asset(\"assets/hero/jump.png#knight_jump_001\")").doesNotContain("knight/knight_jump.png");
        assertThat(ast002(root)).isEmpty();

        assertThat(history.undo()).isEmpty();
        assertThat(ProjectFiles.snapshot(root)).isEqualTo(before);
    }

    @Test
    void movingAFolderRewritesReferencesInsideAndOutsideIt() {
        Outcome outcome = new Renames(folder).moveInto(List.of(Path.of("assets/knight")), root.resolve("art"));
        assertThat(outcome.ok()).isTrue();
        assertThat(new Renames(folder).moveInto(List.of(Path.of("assets/knight")), root.resolve("anim")).refusal()
                .message()).contains("anim/knight exists already");
        assertThat(history.apply(outcome.plan())).isEmpty();
        assertThat(ProjectFiles.read(root.resolve("anim/knight/run.aeanim")))
                .contains("asset(\"art/knight/knight_run.png#knight_run_000\")");
        assertThat(ast002(root)).isEmpty();
    }

    @Test
    void aFileThatCannotBeReadIsListedAndLeftAsItIs() throws Exception {
        Path broken = root.resolve("anim/broken.aeanim");
        String text = "anim version=1 length=1 {\n  frames \"\" { sprites=[asset(\"anim/knight/run.aeanim\") }\n";
        Files.writeString(broken, text);
        Outcome outcome = new Renames(folder).rename(Path.of("anim/knight/run.aeanim"), Path.of("anim/knight/sprint.aeanim"));
        assertThat(outcome.ok()).isTrue();
        assertThat(outcome.plan().untouched()).singleElement().satisfies(problem -> {
            assertThat(problem.code()).isEqualTo(Code.MOV002);
            assertThat(problem.file()).isEqualTo("anim/broken.aeanim");
            assertThat(problem.format()).contains("anim/broken.aeanim:2:").contains("DOC003");
        });
        assertThat(history.apply(outcome.plan())).isEmpty();
        assertThat(Files.readString(broken)).isEqualTo(text);
    }

    @Test
    void aFileChangedOnDiskAfterPlanningStopsTheRenameBeforeAnythingMoves() throws Exception {
        Outcome outcome = new Renames(folder).rename(Path.of("anim/knight/run.aeanim"), Path.of("anim/knight/sprint.aeanim"));
        Files.writeString(root.resolve("anim/knight.aectrl"), "\n# edited elsewhere", java.nio.file.StandardOpenOption.APPEND);
        Map<String, String> before = ProjectFiles.snapshot(root);
        Optional<Diagnostic> failure = history.apply(outcome.plan());
        assertThat(failure).hasValueSatisfying(problem -> {
            assertThat(problem.code()).isEqualTo(Code.MOV003);
            assertThat(problem.file()).isEqualTo("anim/knight.aectrl");
        });
        assertThat(ProjectFiles.snapshot(root)).isEqualTo(before);
        assertThat(history.canUndo()).isFalse();
    }

    @Test
    void aFailureAtAnyStepPutsEveryFileBack() {
        Map<String, String> before = ProjectFiles.snapshot(root);
        Outcome outcome = new Renames(folder).moveInto(List.of(Path.of("assets/knight/knight_run.png"),
                Path.of("anim/knight/run.aeanim")), root.resolve("moved"));
        assertThat(outcome.ok()).isTrue();
        int steps = 0;
        for (int failAt = 1; ; failAt++) {
            Applier applier = new Applier(root, Trash.inProject(root), failAt);
            Optional<Diagnostic> failure = applier.apply(outcome.plan());
            // The replaced versions are removed on a thread of their own: wait, or the walk below races it.
            applier.settle();
            if (failure.isEmpty()) {
                steps = failAt - 1;
                break;
            }
            assertThat(failure.get().message()).as("step " + failAt).contains("every file was put back");
            assertThat(ProjectFiles.snapshot(root)).as("after a failure at step " + failAt).isEqualTo(before);
        }
        assertThat(steps).as("steps of the move").isGreaterThan(4);
        assertThat(root.resolve("moved/run.aeanim")).exists();
        assertThat(ast002(root)).isEmpty();
    }

    @Test
    void refusesTakenNamesNewExtensionsAndFoldersIntoThemselves() {
        Renames renames = new Renames(folder);
        assertThat(renames.rename(Path.of("anim/knight/run.aeanim"), Path.of("anim/knight/idle.aeanim")).refusal().message())
                .contains("anim/knight/idle.aeanim exists already");
        assertThat(renames.rename(Path.of("anim/knight/run.aeanim"), Path.of("anim/knight/run.txt")).refusal().message())
                .contains("keeps its extension");
        assertThat(renames.moveInto(List.of(Path.of("anim")), root.resolve("anim/knight")).refusal().message())
                .contains("cannot move into itself");
        assertThat(renames.rename(Path.of("anim/knight/run.aeanim"), Path.of("../run.aeanim")).refusal().code())
                .isEqualTo(Code.AST001);
        assertThat(renames.rename(Path.of("assets/knight/knight_run.png.meta"), Path.of("assets/knight/x.png.meta"))
                .refusal().message()).contains("moves with its sheet");
    }

    @Test
    void aFolderLinkedOutOfTheProjectIsNeverAMoveTarget() throws Exception {
        Path outside = Files.createDirectories(temp.resolve("outside"));
        Files.createSymbolicLink(root.resolve("out"), outside);
        Outcome outcome = new Renames(folder).moveInto(List.of(Path.of("anim/knight/run.aeanim")), root.resolve("out"));
        assertThat(outcome.ok()).isFalse();
        assertThat(outcome.refusal().code()).isEqualTo(Code.AST001);
        try (var files = Files.list(outside)) {
            assertThat(files).isEmpty();
        }
    }

    static List<Diagnostic> ast002(Path root) {
        return new dev.reel.io.ProjectChecker(ProjectFolder.at(root)).checkAll().stream()
                .filter(d -> d.code() == Code.AST002 || d.code() == Code.ANC004).toList();
    }
}
