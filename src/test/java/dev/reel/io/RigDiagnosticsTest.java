package dev.reel.io;

import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.Rig;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** One broken rig per code of the {@code .aerig} reader: the code, the line, the column and the exact message. */
class RigDiagnosticsTest {

    private static List<Diagnostic> read(String text) {
        return RigCodec.read(text, "r.aerig").diagnostics();
    }

    /** The only diagnostic of {@code text}, as {@code reel check} prints it. */
    private static String only(String text) {
        List<Diagnostic> diagnostics = read(text);
        assertThat(diagnostics).hasSize(1);
        return diagnostics.get(0).format();
    }

    private static String rig(String... lines) {
        return "rig version=1 {\n" + String.join("\n", lines) + "\n}\n";
    }

    private static final String ROOT = "  bone \"root\"";

    @Test
    void rig001SyntaxErrorMakesTheRigUnreadable() {
        Loaded<Rig> loaded = RigCodec.read(rig(ROOT, "  bone \"hip parent=\"root\""), "r.aerig");
        assertThat(loaded.value()).isNull();
        assertThat(loaded.diagnostics()).extracting(Diagnostic::format).containsExactly(
                "r.aerig:3:25 RIG001 unterminated string: no closing quote before the end of the line (DOC001)");
    }

    @Test
    void rig001NoRigNode() {
        Loaded<Rig> loaded = RigCodec.read("anim version=1 length=1 {}\n", "r.aerig");
        assertThat(loaded.value()).isNull();
        assertThat(loaded.diagnostics()).extracting(Diagnostic::format).containsExactly(
                "r.aerig:1:1 DOC009 unknown top-level node 'anim' is kept as written",
                "r.aerig:1:1 RIG001 expected a 'rig' node at the top level");
    }

    @Test
    void rig001ABoneNameWithASlash() {
        assertThat(read(rig(ROOT, "  bone \"a/b\" parent=\"root\""))).extracting(Diagnostic::format)
                .containsExactly("r.aerig:3:8 RIG001 a bone name must not be empty or hold /, not \"a/b\"");
    }

    @Test
    void rig001AValueOfTheWrongType() {
        assertThat(only(rig(ROOT, "  bone \"hip\" parent=\"root\" rotation=\"left\""))).isEqualTo(
                "r.aerig:3:37 RIG001 rotation must be a number, not \"left\"");
        assertThat(only(rig(ROOT, "  bone \"hip\" parent=\"root\" inherit=sideways"))).isEqualTo(
                "r.aerig:3:36 RIG001 inherit must be normal, onlyTranslation, noRotationOrReflection, noScale or"
                        + " noScaleOrReflection, not sideways");
    }

    @Test
    void rig001ValuesOutsideTheirRangeAreReportedAtTheValueAndClamped() {
        Loaded<Rig> loaded = RigCodec.read(rig(ROOT, "  bone \"a\" parent=\"root\" length=-2",
                "  ik \"i\" bones=[\"a\"] target=\"root\" mix=1.5 softness=-1 iterations=1001"), "r.aerig");
        assertThat(loaded.diagnostics()).extracting(Diagnostic::format).containsExactly(
                "r.aerig:3:33 RIG001 length must not be negative, not -2",
                "r.aerig:4:40 RIG001 mix must be from 0 to 1, not 1.5",
                "r.aerig:4:53 RIG001 softness must not be negative, not -1",
                "r.aerig:4:67 RIG001 iterations must be a whole number from 1 to 1000, not 1001");
        assertThat(loaded.value().bone("a").length()).isZero();
        assertThat(loaded.value().ik("i").mix()).isEqualTo(1);
        assertThat(loaded.value().ik("i").iterations()).isEqualTo(10);
    }

    @Test
    void rig001AMeshMixingWeightedAndUnweightedVertices() {
        assertThat(only(rig(ROOT, "  slot \"s\" bone=\"root\"", "  skin \"default\" {",
                "    mesh \"m\" slot=\"s\" sprite=asset(\"a.png#c\") {",
                "      vertex uv=[0, 0] at=[0, 0]",
                "      vertex uv=[1, 0] bones=[\"root\"] at=[1, 0] weights=[1]",
                "    }", "  }"))).isEqualTo("r.aerig:7:7 RIG001 a mesh's vertices are either all weighted (bones="
                + " and weights=) or none; vertex 1 is weighted and vertex 0 is not");
    }

    @Test
    void rig001WeightsThatDoNotMatchTheBones() {
        assertThat(only(rig(ROOT, "  slot \"s\" bone=\"root\"", "  skin \"default\" {",
                "    mesh \"m\" slot=\"s\" sprite=asset(\"a.png#c\") {",
                "      vertex uv=[1, 0] bones=[\"root\"] at=[1, 0] weights=[0.5, 0.5]",
                "    }", "  }"))).isEqualTo("r.aerig:6:57 RIG001 weights (one per bone) must be an array of 1"
                + " numbers, not an array of 2");
    }

    @Test
    void rig002UnknownParent() {
        assertThat(only(rig(ROOT, "  bone \"hip\" parent=\"pelvis\""))).isEqualTo(
                "r.aerig:3:21 RIG002 bone \"hip\" has parent \"pelvis\", which is not a bone of the rig");
    }

    @Test
    void rig003BonesInACycle() {
        assertThat(only(rig(ROOT, "  bone \"a\" parent=\"c\"", "  bone \"b\" parent=\"a\"",
                "  bone \"c\" parent=\"b\""))).isEqualTo("r.aerig:3:19 RIG003 bones whose parents form a cycle:"
                + " \"a\" -> \"c\" -> \"b\" -> \"a\" (each arrow points to the parent)");
        assertThat(only(rig(ROOT, "  bone \"self\" parent=\"self\""))).isEqualTo("r.aerig:3:22 RIG003 bones whose"
                + " parents form a cycle: \"self\" -> \"self\" (each arrow points to the parent)");
    }

    @Test
    void rig004NoRootOrTwoRoots() {
        assertThat(read(rig("  bone \"a\" parent=\"b\"", "  bone \"b\" parent=\"a\""))).extracting(Diagnostic::format)
                .containsExactly("r.aerig:1:1 RIG004 a rig needs one root bone, a bone without parent=",
                        "r.aerig:2:19 RIG003 bones whose parents form a cycle: \"a\" -> \"b\" -> \"a\" (each arrow"
                                + " points to the parent)");
        assertThat(only(rig(ROOT, "  bone \"other\""))).isEqualTo("r.aerig:3:8 RIG004 bone \"other\" is a second"
                + " root bone (no parent=) after \"root\"; a rig has one root");
        assertThat(only("rig version=1 {}\n")).isEqualTo(
                "r.aerig:1:1 RIG004 a rig needs one root bone, a bone without parent=");
    }

    @Test
    void rig005DuplicateNames() {
        assertThat(only(rig(ROOT, "  bone \"hip\" parent=\"root\"", "  bone \"hip\" parent=\"root\""))).isEqualTo(
                "r.aerig:4:8 RIG005 a second bone named \"hip\"");
        assertThat(only(rig(ROOT, "  slot \"s\" bone=\"root\"", "  slot \"s\" bone=\"root\""))).isEqualTo(
                "r.aerig:4:8 RIG005 a second slot named \"s\"");
        assertThat(only(rig(ROOT, "  slot \"s\" bone=\"root\"", "  skin \"default\" {",
                "    region \"r\" slot=\"s\" sprite=asset(\"a.png#c\")",
                "    region \"r\" slot=\"s\" sprite=asset(\"a.png#d\")", "  }"))).isEqualTo(
                "r.aerig:6:12 RIG005 skin \"default\" has a second attachment \"r\" for slot \"s\"");
    }

    @Test
    void rig006NamesTheRigLacks() {
        assertThat(only(rig(ROOT, "  slot \"s\" bone=\"arm\""))).isEqualTo(
                "r.aerig:3:17 RIG006 slot \"s\" is on bone \"arm\", which is not a bone of the rig");
        assertThat(only(rig(ROOT, "  slot \"s\" bone=\"root\" attachment=\"hat\""))).isEqualTo(
                "r.aerig:3:35 RIG006 slot \"s\" shows \"hat\", but no skin has an attachment of that name for it");
        assertThat(only(rig(ROOT, "  skin \"default\" {", "    region \"r\" slot=\"s\" sprite=asset(\"a.png#c\")",
                "  }"))).isEqualTo("r.aerig:4:21 RIG006 attachment \"r\" of skin \"default\" is for slot \"s\","
                + " which is not a slot of the rig");
        assertThat(only(rig(ROOT, "  slot \"s\" bone=\"root\"", "  skin \"default\" {",
                "    mesh \"m\" slot=\"s\" sprite=asset(\"a.png#c\") {",
                "      vertex uv=[1, 0] bones=[\"arm\"] at=[1, 0] weights=[1]", "    }", "  }"))).isEqualTo(
                "r.aerig:6:31 RIG006 the rig has no bone \"arm\"");
        assertThat(only(rig(ROOT, "  ik \"i\" bones=[\"root\"] target=\"hand\""))).isEqualTo(
                "r.aerig:3:32 RIG006 IK constraint \"i\" reaches for bone \"hand\", which is not a bone of the rig");
    }

    @Test
    void rig007WeightsThatDoNotSumToOne() {
        String mesh = rig(ROOT, "  bone \"b\" parent=\"root\"", "  slot \"s\" bone=\"root\"", "  skin \"default\" {",
                "    mesh \"m\" slot=\"s\" sprite=asset(\"a.png#c\") {",
                "      vertex uv=[1, 0] bones=[\"root\", \"b\"] at=[1, 0, 1, 0] weights=[0.5, WEIGHT]",
                "    }", "  }");
        assertThat(only(mesh.replace("WEIGHT", "0.4"))).isEqualTo(
                "r.aerig:7:68 RIG007 the weights sum to 0.9, not 1 (within 1e-4)");
        assertThat(read(mesh.replace("WEIGHT", "0.50009"))).isEmpty();
        assertThat(only(mesh.replace("0.5, WEIGHT", "1.5, -0.5"))).isEqualTo(
                "r.aerig:7:68 RIG007 a weight must not be negative, not -0.5");
    }

    @Test
    void rig008VertexIndexOutsideTheMesh() {
        String mesh = rig(ROOT, "  slot \"s\" bone=\"root\"", "  skin \"default\" {",
                "    mesh \"m\" slot=\"s\" sprite=asset(\"a.png#c\") HULL {", "      TRIANGLES",
                "      vertex uv=[0, 0] at=[0, 0]", "      vertex uv=[1, 0] at=[1, 0]", "      vertex uv=[1, 1] at=[1, 1]",
                "    }", "  }");
        assertThat(only(mesh.replace("HULL", "").replace("TRIANGLES", "triangles=[0, 1, 3]"))).isEqualTo(
                "r.aerig:6:24 RIG008 vertex 3 of triangles is outside the mesh's 3 vertices (0 to 2)");
        assertThat(only(mesh.replace("HULL", "hull=4").replace("TRIANGLES", "triangles=[0, 1, 2]"))).isEqualTo(
                "r.aerig:5:52 RIG008 hull 4 is more than the mesh's 3 vertices");
        assertThat(only(mesh.replace("HULL", "").replace("TRIANGLES", "edges=[0, 7]"))).isEqualTo(
                "r.aerig:6:17 RIG008 vertex 7 of edges is outside the mesh's 3 vertices (0 to 2)");
    }

    @Test
    void rig009TriangleWithARepeatedVertex() {
        assertThat(only(rig(ROOT, "  slot \"s\" bone=\"root\"", "  skin \"default\" {",
                "    mesh \"m\" slot=\"s\" sprite=asset(\"a.png#c\") {", "      triangles=[0, 1, 2, 1, 2, 1]",
                "      vertex uv=[0, 0] at=[0, 0]", "      vertex uv=[1, 0] at=[1, 0]", "      vertex uv=[1, 1] at=[1, 1]",
                "    }", "  }"))).isEqualTo("r.aerig:6:33 RIG009 triangle 1 names vertex 1 twice");
    }

    @Test
    void rig010IkChainThatIsNotAParentChain() {
        assertThat(only(rig(ROOT, "  bone \"upper\" parent=\"root\"", "  bone \"lower\" parent=\"root\"",
                "  bone \"hand\" parent=\"root\"", "  ik \"arm\" bones=[\"upper\", \"lower\"] target=\"hand\"")))
                .isEqualTo("r.aerig:6:28 RIG010 in IK constraint \"arm\", bone \"lower\" is not a child of \"upper\";"
                        + " each bone of a chain must be the parent of the next");
    }

    @Test
    void rig011IkTargetInsideItsOwnChain() {
        String arm = rig(ROOT, "  bone \"upper\" parent=\"root\"", "  bone \"lower\" parent=\"upper\"",
                "  bone \"hand\" parent=\"lower\"", "  ik \"arm\" bones=[\"upper\", \"lower\"] target=\"TARGET\"");
        assertThat(only(arm.replace("TARGET", "hand"))).isEqualTo("r.aerig:6:44 RIG011 IK constraint \"arm\" reaches"
                + " for bone \"hand\", which is below its chain's first bone \"upper\"; the chain would move its own"
                + " target");
        assertThat(only(arm.replace("TARGET", "lower"))).isEqualTo("r.aerig:6:44 RIG011 IK constraint \"arm\" reaches"
                + " for bone \"lower\", which is in its own chain; the chain would move its own target");
    }

    @Test
    void rig012TooManyBones() {
        StringBuilder text = new StringBuilder("rig version=1 {\n  bone \"root\"\n");
        for (int i = 1; i <= Rig.MAX_BONES; i++) {
            text.append("  bone \"b").append(i).append("\" parent=\"root\"\n");
        }
        assertThat(only(text.append("}\n").toString())).isEqualTo("r.aerig:1026:3 RIG012 a rig may have at most"
                + " 1024 bones; this one and those after it are not read");
    }

    @Test
    void rig012TooManyInfluences() {
        assertThat(only(rig(ROOT, "  slot \"s\" bone=\"root\"", "  skin \"default\" {",
                "    mesh \"m\" slot=\"s\" sprite=asset(\"a.png#c\") {",
                "      vertex uv=[1, 0] bones=[\"root\", \"root\", \"root\", \"root\", \"root\", \"root\", \"root\","
                        + " \"root\", \"root\"] at=[] weights=[]", "    }", "  }"))).isEqualTo(
                "r.aerig:6:30 RIG012 a vertex may have at most 8 bones, not 9");
    }

    @Test
    void rig012TooManyVerticesIsRefusedBeforeTheMeshIsMade() {
        StringBuilder text = new StringBuilder(rig(ROOT, "  slot \"s\" bone=\"root\"", "  skin \"default\" {",
                "    mesh \"m\" slot=\"s\" sprite=asset(\"a.png#c\") {"));
        text.setLength(text.length() - 2);
        for (int i = 0; i <= MeshAttachment.MAX_VERTICES; i++) {
            text.append("      vertex uv=[0, 0] at=[0, 0]\n");
        }
        text.append("    }\n  }\n}\n");
        Loaded<Rig> loaded = RigCodec.read(text.toString(), "r.aerig");
        assertThat(loaded.diagnostics()).extracting(Diagnostic::format).containsExactly(
                "r.aerig:65542:7 RIG012 a mesh may have at most 65536 vertices, not 65537");
        assertThat(loaded.value().skins().get(0).attachments()).isEmpty();
    }

    @Test
    void rig012ATriangleArrayOverTheLimitIsRefusedBeforeItIsCopied() {
        String triangles = "0, 1, 2, ".repeat(MeshAttachment.MAX_TRIANGLES + 1);
        assertThat(only(rig(ROOT, "  slot \"s\" bone=\"root\"", "  skin \"default\" {",
                "    mesh \"m\" slot=\"s\" sprite=asset(\"a.png#c\") {",
                "      triangles=[" + triangles.substring(0, triangles.length() - 2) + "]", "    }", "  }")))
                .isEqualTo("r.aerig:6:17 RIG012 a mesh may have at most 131072 triangles, not 131073");
    }
}
