package dev.reel.edit.cmd;

import dev.reel.edit.Document;
import dev.reel.edit.rig.MeshRef;
import dev.reel.edit.rig.OutlineMesh;
import dev.reel.edit.rig.UvPlacement;
import dev.reel.io.RigCodec;
import dev.reel.model.Rect;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.Rig;
import dev.reel.sheet.SheetImage;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The mesh editing commands on a rig document: each keeps the mesh valid and undoes to the same bytes. */
class MeshCommandsTest {
    static final MeshRef ARM = new MeshRef("default", "arm", "arm");
    static final String RIG = """
            rig version=1 {
              bone "root"
              bone "upper" parent="root" length=40 x=10 y=5 rotation=0.3
              bone "lower" parent="upper" length=30 x=40 rotation=0.5 scaleX=1.2
              slot "arm" bone="upper" attachment="arm"
              skin "default" {
                mesh "arm" slot="arm" sprite=asset("assets/hero.png#arm") hull=4 {
                  triangles=[0, 1, 2, 0, 2, 3]
                  vertex uv=[0, 0] at=[-4, -10]
                  vertex uv=[80, 0] at=[76, -10]
                  vertex uv=[80, 20] at=[76, 10]
                  vertex uv=[0, 20] at=[-4, 10]
                }
              }
            }
            """;

    static Rig rig() {
        var loaded = RigCodec.read(RIG, "hero.aerig");
        assertThat(loaded.diagnostics()).isEmpty();
        return loaded.value();
    }

    static MeshAttachment mesh(Rig rig) {
        return (MeshAttachment) rig.skin("default").attachment("arm", "arm");
    }

    static void valid(Rig rig) {
        MeshAttachment mesh = mesh(rig);
        dev.reel.edit.rig.MeshChecks.valid(mesh);
        assertThat(RigCodec.read(RigCodec.write(rig), "hero.aerig").diagnostics()).isEmpty();
    }

    /** Runs {@code command} on a document, then undoes it: the file is written back byte for byte. */
    static Rig executeAndUndo(Rig rig, dev.reel.edit.Command<Rig> command) {
        Document<Rig> document = new Document<>(rig, null, "hero.aerig");
        byte[] before = RigCodec.bytes(rig);
        document.execute(command);
        Rig after = document.value();
        assertThat(document.undo()).isTrue();
        assertThat(RigCodec.bytes(document.value())).isEqualTo(before);
        assertThat(document.redo()).isTrue();
        assertThat(RigCodec.bytes(document.value())).isEqualTo(RigCodec.bytes(after));
        return after;
    }

    @Test
    void aVertexInsideSplitsItsTriangleAndTakesItsPositionFromIt() {
        Rig rig = executeAndUndo(rig(), AddMeshVertex.inside(ARM, 20, 10));
        MeshAttachment mesh = mesh(rig);
        assertThat(mesh.vertexCount()).isEqualTo(5);
        assertThat(mesh.hull()).isEqualTo(4);
        assertThat(mesh.position(8)).isEqualTo(16);
        assertThat(mesh.position(9)).isEqualTo(0);
        assertThat(mesh.triangleCount()).isEqualTo(4);
        valid(rig);
        assertThatThrownBy(() -> AddMeshVertex.inside(ARM, 90, 10).apply(rig()))
                .hasMessageContaining("is outside mesh arm");
    }

    @Test
    void aVertexOnAHullEdgeJoinsTheHullInOrderAndOnAKeptEdgeSplitsIt() {
        Rig rig = executeAndUndo(rig(), AddMeshVertex.onEdge(ARM, 1, 2, 0.5));
        MeshAttachment mesh = mesh(rig);
        assertThat(mesh.hull()).isEqualTo(5);
        assertThat(mesh.uvs()).containsExactly(0, 0, 80, 0, 80, 10, 80, 20, 0, 20);
        valid(rig);
        Rig closing = AddMeshVertex.onEdge(ARM, 3, 0, 0.25).apply(rig());
        assertThat(mesh(closing).uvs()).containsExactly(0, 0, 80, 0, 80, 20, 0, 20, 0, 15);
        valid(closing);
        Rig withEdge = new AddMeshEdge(ARM, 0, 2).apply(AddMeshVertex.inside(ARM, 60, 5).apply(rig()));
        Rig split = executeAndUndo(withEdge, AddMeshVertex.onEdge(ARM, 0, 2, 0.5));
        assertThat(mesh(split).edges()).containsExactly(0, 5, 5, 2);
        valid(split);
    }

    @Test
    void removingAVertexClosesTheHoleAndRenumbersTheRest() {
        Rig grown = AddMeshVertex.inside(ARM, 60, 5).apply(AddMeshVertex.inside(ARM, 20, 10).apply(rig()));
        Rig rig = executeAndUndo(grown, new RemoveMeshVertex(ARM, 4));
        assertThat(mesh(rig).uvs()).containsExactly(0, 0, 80, 0, 80, 20, 0, 20, 60, 5);
        valid(rig);
        // Without vertex 1 the outline is a triangle that leaves vertex 4 (60, 5) out: refused.
        assertThatThrownBy(() -> new RemoveMeshVertex(ARM, 1).apply(rig))
                .hasMessage("vertex 3 lies outside the outline");
        Rig hull = new RemoveMeshVertex(ARM, 1).apply(rig());
        assertThat(mesh(hull).hull()).isEqualTo(3);
        assertThat(mesh(hull).uvs()).containsExactly(0, 0, 80, 20, 0, 20);
        valid(hull);
        assertThatThrownBy(() -> new RemoveMeshVertex(ARM, 0).apply(hull))
                .hasMessageContaining("at least 3");
    }

    @Test
    void keptEdgesAreSidesOfTrianglesUntilRemovedAndCannotCross() {
        Rig four = AddMeshVertex.inside(ARM, 40, 15).apply(AddMeshVertex.inside(ARM, 40, 5).apply(rig()));
        Rig rig = executeAndUndo(four, new AddMeshEdge(ARM, 0, 2));
        assertThat(mesh(rig).edges()).containsExactly(0, 2);
        valid(rig);
        assertThatThrownBy(() -> new AddMeshEdge(ARM, 1, 3).apply(rig)).hasMessageContaining("crosses");
        assertThatThrownBy(() -> new AddMeshEdge(ARM, 0, 1).apply(rig)).hasMessageContaining("on the outline");
        Rig removed = executeAndUndo(rig, new RemoveMeshEdge(ARM, 2, 0));
        assertThat(mesh(removed).edges()).isEmpty();
        valid(removed);
    }

    @Test
    void movingVerticesTriangulatesAgainAndAFoldedOutlineIsRefused() {
        Rig rig = executeAndUndo(rig(), new MoveMeshVertices(ARM,
                List.of(new MoveMeshVertices.Moved(2, 90, 30, 86, 20))));
        assertThat(mesh(rig).uv(4)).isEqualTo(90);
        assertThat(mesh(rig).position(5)).isEqualTo(20);
        valid(rig);
        assertThatThrownBy(() -> new MoveMeshVertices(ARM, List.of(new MoveMeshVertices.Moved(2, 40, -10, 0, 0)))
                .apply(rig())).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aMeshFromASpriteGoesIntoTheSkinAndTriangulatesAgainToTheSame() {
        int[] argb = new int[40 * 30];
        for (int y = 4; y < 26; y++) {
            for (int x = 3; x < 37 - (y > 15 ? 20 : 0); x++) {
                argb[y * 40 + x] = 0xff000000;
            }
        }
        OutlineMesh made = OutlineMesh.of(new SheetImage(40, 30, argb), new Rect(0, 0, 40, 30),
                new OutlineMesh.Settings(0, 1, 6));
        MeshAttachment attachment = made.attachment("arm", "arm", "assets/hero.png#arm", UvPlacement.pivot(20, 15));
        Rig rig = executeAndUndo(rig(), new MakeMesh(ARM, attachment));
        assertThat(rig.skin("default").attachments()).hasSize(1);
        assertThat(mesh(rig).uvs()).isEqualTo(made.uvs());
        assertThat(mesh(rig).triangles()).isEqualTo(made.triangles());
        assertThat(mesh(rig).position(0)).isEqualTo(made.uvs()[0] - 20);
        valid(rig);
        assertThat(new RetriangulateMesh(ARM).apply(rig)).isEqualTo(rig);
        Rig other = new MakeMesh(new MeshRef("red", "arm", "arm"), attachment).apply(rig);
        assertThat(other.skins()).extracting(dev.reel.model.rig.Skin::name).containsExactly("default", "red");
    }

    @Test
    void aBoundMeshRefusesShapeEditsAndUnknownMeshesAreNamed() {
        Rig bound = new BindMesh(ARM, List.of("upper"), 2).apply(rig());
        assertThatThrownBy(() -> AddMeshVertex.inside(ARM, 20, 10).apply(bound)).hasMessageContaining("unbind it");
        assertThatThrownBy(() -> new RemoveMeshVertex(new MeshRef("default", "arm", "leg"), 0).apply(rig()))
                .hasMessage("skin default has no mesh leg in slot arm");
        assertThat(Arrays.stream(mesh(new RetriangulateMesh(ARM).apply(bound)).weights()).sum()).isEqualTo(4);
    }
}
