package dev.reel.ui.documents;

import dev.reel.edit.cmd.SetClipLength;
import dev.reel.io.ClipCodec;
import dev.reel.io.ProjectFolder;
import dev.reel.model.Clip;
import dev.reel.ui.TestProjects;
import dev.reel.ui.projects.Creation;
import dev.reel.ui.projects.SampleProject;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class WorkspaceTest {
    @TempDir
    Path temp;
    Path root;
    Workspace workspace;
    final List<String> messages = new ArrayList<>();

    @BeforeEach
    void openProject() {
        root = TestProjects.platformer(temp);
        workspace = new Workspace(ProjectFolder.at(root), messages::add);
    }

    @SuppressWarnings("unchecked")
    private OpenDocument<Clip> clip(String name) {
        return (OpenDocument<Clip>) workspace.open(root.resolve(name)).orElseThrow();
    }

    @Test
    void aFileOpensOnceAndTheOpenedDocumentIsFocused() {
        OpenDocument<Clip> idle = clip("anim/knight/idle.aeanim");
        OpenDocument<Clip> run = clip("anim/knight/run.aeanim");
        assertThat(workspace.focused()).isSameAs(run);
        assertThat(clip("anim/knight/idle.aeanim")).isSameAs(idle);
        assertThat(workspace.focused()).isSameAs(idle);
        assertThat(workspace.documents()).hasSize(2);
        assertThat(idle.name()).isEqualTo("anim/knight/idle.aeanim");
        assertThat(idle.dirty()).isFalse();
    }

    @Test
    void theTextFollowsEveryEditUndoAndRedoThoughItIsWrittenOncePerValue() {
        OpenDocument<Clip> attack = clip("anim/knight/attack.aeanim");
        String opened = attack.text();
        assertThat(attack.text()).as("the same value: the same text, not written again").isSameAs(opened);
        attack.document().execute(new SetClipLength(0.5));
        assertThat(attack.text()).contains("length=0.5").isEqualTo(ClipCodec.write(attack.value()));
        attack.document().undo();
        assertThat(attack.text()).isEqualTo(opened);
        attack.document().redo();
        assertThat(attack.text()).contains("length=0.5");
        assertThat(new String(attack.bytes(), java.nio.charset.StandardCharsets.UTF_8)).isEqualTo(attack.text());
    }

    @Test
    void aSaveWritesTheCanonicalTextAndCleansTheDocument() throws Exception {
        OpenDocument<Clip> attack = clip("anim/knight/attack.aeanim");
        attack.document().execute(new SetClipLength(0.5));
        assertThat(attack.dirty()).isTrue();
        assertThat(workspace.save(attack)).isTrue();
        assertThat(attack.dirty()).isFalse();
        String written = Files.readString(root.resolve("anim/knight/attack.aeanim"));
        assertThat(written).isEqualTo(ClipCodec.write(attack.value()));
        assertThat(written).contains("length=0.5");
        assertThat(root.resolve("anim/knight/attack.aeanim~")).as("no backup beside the file").doesNotExist();
        assertThat(root.resolve(".reel/backups/anim/knight/attack.aeanim~")).exists();
    }

    @Test
    void revertBringsTheDiskVersionBackAsAnUndoableStep() {
        OpenDocument<Clip> attack = clip("anim/knight/attack.aeanim");
        attack.document().execute(new SetClipLength(0.5));
        assertThat(workspace.revert(attack)).isTrue();
        assertThat(attack.value().length()).isEqualTo(0.44);
        assertThat(attack.dirty()).isFalse();
        attack.document().undo();
        assertThat(attack.value().length()).isEqualTo(0.5);
    }

    @Test
    void anUnreadableFileOpensAsADraftAndIsNeverSavedOverUntilFixed() throws Exception {
        Path broken = root.resolve("anim/broken.aeanim");
        Files.writeString(broken, "anim version=1 length=1 {\n  track \"\" prop=\n");
        OpenDocument<Clip> document = clip("anim/broken.aeanim");
        assertThat(document.importable()).isFalse();
        assertThat(document.draft()).contains("track");
        assertThat(document.problems()).isNotEmpty();
        assertThat(workspace.save(document)).isFalse();
        assertThat(Files.readString(broken)).contains("prop=");
        assertThat(messages).anyMatch(message -> message.contains("not saved"));
    }

    @Test
    void restoredTextBecomesOneUndoableStepAndAMissingFileOpensAsNew() {
        OpenDocument<Clip> attack = clip("anim/knight/attack.aeanim");
        String text = ClipCodec.write(attack.value().withLength(0.6));
        workspace.restore(root.resolve("anim/knight/attack.aeanim"), text, "Restore recovered work");
        assertThat(attack.value().length()).isEqualTo(0.6);
        assertThat(attack.dirty()).isTrue();
        assertThat(attack.document().undoLabel()).isEqualTo("Undo Restore recovered work");
        attack.document().undo();
        assertThat(attack.value().length()).isEqualTo(0.44);

        OpenDocument<?> gone = workspace.restore(root.resolve("anim/gone.aeanim"), text, "Restore").orElseThrow();
        assertThat(gone.deletedOnDisk()).isTrue();
        assertThat(gone.text()).isEqualTo(text);
        assertThat(workspace.save(gone)).isTrue();
        assertThat(root.resolve("anim/gone.aeanim")).hasContent(text.stripTrailing());
    }

    @Test
    void problemsFollowTheModelAsTheSavedTextWouldHaveThem() {
        OpenDocument<Clip> attack = clip("anim/knight/attack.aeanim");
        assertThat(attack.problems()).isEmpty();
        Clip undeclared = attack.value().withEvents(List.of(dev.reel.model.ClipEvent.of(0.1, "Nope")));
        attack.document().execute(new dev.reel.edit.cmd.ReplaceDocument<>("x", undeclared));
        workspace.refreshProblems(attack);
        assertThat(attack.problems()).extracting(problem -> problem.code().name()).contains("ANM003");
        assertThat(attack.problems().get(0).line()).isGreaterThan(0);
        assertThat(new String(attack.bytes(), StandardCharsets.UTF_8)).contains("Nope");
    }

    @Test
    void aPngOpensItsSheetDocumentAndAnUnslicedSheetsSaveCreatesTheSidecar() throws Exception {
        OpenDocument<?> loot = workspace.open(root.resolve("assets/props/loot.png")).orElseThrow();
        assertThat(loot.name()).isEqualTo("assets/props/loot.png.meta");
        assertThat(loot.type()).isSameAs(DocumentType.SHEET);
        assertThat(((dev.reel.model.SheetMeta) loot.value()).cells()).isEmpty();
        assertThat(workspace.open(root.resolve("assets/props/loot.png.meta")).orElseThrow()).isSameAs(loot);
        assertThat(workspace.save(loot)).isTrue();
        assertThat(root.resolve("assets/props/loot.png.meta")).exists();
        OpenDocument<?> knight = workspace.open(root.resolve("assets/knight/knight_idle.png")).orElseThrow();
        assertThat(((dev.reel.model.SheetMeta) knight.value()).cells()).hasSize(6);
    }

    @Test
    void newFilesTakeTheNextFreeNameAndTheSampleCopiesWhole() throws Exception {
        Path anim = root.resolve("anim");
        assertThat(Creation.uniqueFile(anim, "new_clip", ".aeanim")).isEqualTo(anim.resolve("new_clip.aeanim"));
        Files.writeString(anim.resolve("new_clip.aeanim"), "");
        Files.writeString(anim.resolve("new_clip_2.aeanim"), "");
        assertThat(Creation.uniqueFile(anim, "new_clip", ".aeanim")).isEqualTo(anim.resolve("new_clip_3.aeanim"));
        Creation creation = new Creation(workspace, messages::add, () -> { });
        OpenDocument<?> controller = creation.newController().orElseThrow();
        assertThat(controller.name()).isEqualTo("anim/new_controller.aectrl");
        assertThat(Files.readString(root.resolve("anim/new_controller.aectrl"))).isEqualTo(controller.text());
        assertThat(creation.newFlipbook("assets/props/loot.png", List.of())).isEmpty();
        assertThat(messages).contains("Select cells of a sliced sheet in Assets first");

        Path copy = temp.resolve("copy");
        assertThat(SampleProject.copy(root, copy)).isNull();
        assertThat(ProjectFolder.at(copy).files()).hasSameSizeAs(ProjectFolder.at(root).files());
        assertThat(SampleProject.copy(root, copy)).as("a folder that is not empty is refused").contains("not empty");
    }

    /** A clip's missing-cell problems go once its sheet's .meta is there (saved, or written from outside). */
    @Test
    void aSheetThatChangesIsReadAgainForTheOpenClipsThatUseIt() throws Exception {
        Path meta = root.resolve("assets/knight/knight_idle.png.meta");
        Path aside = temp.resolve("knight_idle.png.meta");
        Files.move(meta, aside);
        OpenDocument<Clip> idle = clip("anim/knight/idle.aeanim");
        assertThat(idle.problems()).extracting(problem -> problem.code().name()).contains("AST002");

        Files.move(aside, meta);
        workspace.sheetChanged(meta);
        assertThat(idle.problems()).as("the cells exist now").isEmpty();

        Files.move(meta, aside);
        workspace.recheckAll();
        assertThat(idle.problems()).extracting(problem -> problem.code().name()).contains("AST002");
    }
}
