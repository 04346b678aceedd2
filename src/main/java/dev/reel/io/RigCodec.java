package dev.reel.io;

import dev.reel.doc.DocNode;
import dev.reel.doc.DocProperty;
import dev.reel.doc.DocReader;
import dev.reel.doc.DocValue;
import dev.reel.doc.DocWriter;
import dev.reel.doc.Entry;
import dev.reel.doc.ParseResult;
import dev.reel.doc.SyntaxError;
import dev.reel.model.Code;
import dev.reel.model.Extras;
import dev.reel.model.rig.Attachment;
import dev.reel.model.rig.Bone;
import dev.reel.model.rig.IkConstraint;
import dev.reel.model.rig.Inherit;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.RegionAttachment;
import dev.reel.model.rig.Rgba;
import dev.reel.model.rig.Rig;
import dev.reel.model.rig.Skin;
import dev.reel.model.rig.Slot;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads and writes rigs ({@code .aerig}, docs/formats.md "Rigs"), with the diagnostics RIG001 to RIG012. Writing is
 * canonical: bones, then slots, skins and IK constraints, each in the rig's order, values at their defaults left
 * out; a file Reel wrote reads and writes back byte for byte, comments and unknown parts included.
 */
public final class RigCodec {
    /** The extension of a rig file. */
    public static final String EXTENSION = ".aerig";

    private RigCodec() {
    }

    /** Reads a rig from its text; {@code file} names it in diagnostics. */
    public static Loaded<Rig> read(String text, String file) {
        return read(DocReader.read(text), file);
    }

    /** Reads a rig from its bytes (UTF-8); sizes over the syntax's limit are refused before decoding. */
    public static Loaded<Rig> read(byte[] bytes, String file) {
        return read(DocReader.read(bytes), file);
    }

    private static Loaded<Rig> read(ParseResult parsed, String file) {
        Report report = new Report(file);
        if (!parsed.ok()) {
            for (SyntaxError error : parsed.errors()) {
                report.syntax(error, Code.RIG001);
            }
            return new Loaded<>(null, report.diagnostics());
        }
        TopLevel top = TopLevel.split(parsed.file(), "rig", Code.RIG001, report);
        if (top.node() == null) {
            return new Loaded<>(null, report.diagnostics());
        }
        RigReader reader = new RigReader(report);
        Rig rig = reader.rig(top.node(), top.fileExtras());
        RigRules.check(rig, reader.positions(), report);
        return new Loaded<>(rig, report.diagnostics());
    }

    /** The canonical text of {@code rig}. */
    public static String write(Rig rig) {
        List<Entry> block = new ArrayList<>();
        for (Bone bone : rig.bones()) {
            block.add(leaf(Writing.node(bone.extras(), "bone", List.of(DocValue.Str.of(bone.name())), bone(bone),
                    List.of())));
        }
        for (Slot slot : rig.slots()) {
            block.add(leaf(Writing.node(slot.extras(), "slot", List.of(DocValue.Str.of(slot.name())), slot(slot),
                    List.of())));
        }
        for (Skin skin : rig.skins()) {
            List<Entry> attachments = new ArrayList<>();
            for (Attachment attachment : skin.attachments()) {
                attachments.add(attachment instanceof MeshAttachment mesh ? mesh(mesh, rig)
                        : leaf(Writing.node(attachment.extras(), "region",
                        List.of(DocValue.Str.of(attachment.name())), region((RegionAttachment) attachment),
                        List.of())));
            }
            block.add(Writing.node(skin.extras(), "skin", List.of(DocValue.Str.of(skin.name())), List.of(),
                    attachments));
        }
        for (IkConstraint ik : rig.iks()) {
            block.add(leaf(Writing.node(ik.extras(), "ik", List.of(DocValue.Str.of(ik.name())), ik(ik), List.of())));
        }
        DocNode root = Writing.node(rig.extras(), "rig", List.of(),
                List.of(DocProperty.of("version", DocValue.Num.of(rig.version()))), block);
        return DocWriter.write(Writing.file(root, rig.fileExtras()));
    }

    /** The canonical bytes of {@code rig}, as saved. */
    public static byte[] bytes(Rig rig) {
        return write(rig).getBytes(StandardCharsets.UTF_8);
    }

    /** A node whose block would be empty is written without braces: one line per bone, slot, region or vertex. */
    private static DocNode leaf(DocNode node) {
        if (!node.block().isEmpty() || !node.closingComments().isEmpty()) {
            return node;
        }
        return new DocNode(node.name(), node.args(), node.props(), null, List.of(), node.pos(), node.trivia());
    }

    private static List<DocProperty> bone(Bone bone) {
        List<DocProperty> header = new ArrayList<>();
        if (bone.parent() != null) {
            header.add(DocProperty.of("parent", DocValue.Str.of(bone.parent())));
        }
        number(header, "length", bone.length(), 0);
        number(header, "x", bone.x(), 0);
        number(header, "y", bone.y(), 0);
        number(header, "rotation", bone.rotation(), 0);
        number(header, "scaleX", bone.scaleX(), 1);
        number(header, "scaleY", bone.scaleY(), 1);
        number(header, "shearX", bone.shearX(), 0);
        number(header, "shearY", bone.shearY(), 0);
        if (bone.inherit() != Inherit.NORMAL) {
            header.add(DocProperty.of("inherit", DocValue.Ident.of(bone.inherit().word())));
        }
        color(header, bone.color(), Bone.DEFAULT_COLOR);
        return header;
    }

    private static List<DocProperty> slot(Slot slot) {
        List<DocProperty> header = new ArrayList<>();
        header.add(DocProperty.of("bone", DocValue.Str.of(slot.bone())));
        color(header, slot.color(), Rgba.WHITE);
        if (!slot.attachment().isEmpty()) {
            header.add(DocProperty.of("attachment", DocValue.Str.of(slot.attachment())));
        }
        return header;
    }

    private static List<DocProperty> region(RegionAttachment region) {
        List<DocProperty> header = attachment(region);
        number(header, "x", region.x(), 0);
        number(header, "y", region.y(), 0);
        number(header, "rotation", region.rotation(), 0);
        number(header, "scaleX", region.scaleX(), 1);
        number(header, "scaleY", region.scaleY(), 1);
        return header;
    }

    private static List<DocProperty> attachment(Attachment attachment) {
        List<DocProperty> header = new ArrayList<>();
        header.add(DocProperty.of("slot", DocValue.Str.of(attachment.slot())));
        header.add(DocProperty.of("sprite", Values.asset(attachment.sprite())));
        return header;
    }

    private static DocNode mesh(MeshAttachment mesh, Rig rig) {
        List<DocProperty> header = attachment(mesh);
        if (mesh.hull() != 0) {
            header.add(DocProperty.of("hull", DocValue.Num.of(mesh.hull())));
        }
        List<Entry> block = new ArrayList<>();
        if (mesh.triangleCount() > 0) {
            block.add(DocProperty.of("triangles", indices(mesh.triangles())));
        }
        int[] edges = mesh.edges();
        if (edges.length > 0) {
            block.add(DocProperty.of("edges", indices(edges)));
        }
        for (int i = 0; i < mesh.vertexCount(); i++) {
            block.add(leaf(Writing.node(mesh.vertexExtras().getOrDefault(i, Extras.NONE), "vertex", List.of(),
                    vertex(mesh, i, rig), List.of())));
        }
        return Writing.node(mesh.extras(), "mesh", List.of(DocValue.Str.of(mesh.name())), header, block);
    }

    private static List<DocProperty> vertex(MeshAttachment mesh, int vertex, Rig rig) {
        List<DocProperty> header = new ArrayList<>();
        header.add(DocProperty.of("uv", Values.numbers(mesh.uv(2 * vertex), mesh.uv(2 * vertex + 1))));
        if (!mesh.weighted()) {
            header.add(DocProperty.of("at", Values.numbers(mesh.position(2 * vertex), mesh.position(2 * vertex + 1))));
            return header;
        }
        int start = mesh.influenceStart(vertex);
        int count = mesh.influencesOf(vertex);
        List<DocValue> bones = new ArrayList<>(count);
        double[] at = new double[2 * count];
        double[] weights = new double[count];
        for (int k = 0; k < count; k++) {
            int influence = start + k;
            bones.add(DocValue.Str.of(rig.bones().get(mesh.influenceBone(influence)).name()));
            at[2 * k] = mesh.position(2 * influence);
            at[2 * k + 1] = mesh.position(2 * influence + 1);
            weights[k] = mesh.weight(influence);
        }
        header.add(DocProperty.of("bones", DocValue.Arr.of(bones)));
        header.add(DocProperty.of("at", Values.numbers(at)));
        header.add(DocProperty.of("weights", Values.numbers(weights)));
        return header;
    }

    private static List<DocProperty> ik(IkConstraint ik) {
        List<DocProperty> header = new ArrayList<>();
        List<DocValue> bones = new ArrayList<>();
        for (String bone : ik.bones()) {
            bones.add(DocValue.Str.of(bone));
        }
        header.add(DocProperty.of("bones", DocValue.Arr.of(bones)));
        header.add(DocProperty.of("target", DocValue.Str.of(ik.target())));
        number(header, "mix", ik.mix(), 1);
        if (!ik.bendPositive()) {
            header.add(DocProperty.of("bend", DocValue.Ident.of("negative")));
        }
        if (ik.stretch()) {
            header.add(DocProperty.of("stretch", DocValue.Bool.of(true)));
        }
        if (ik.compress()) {
            header.add(DocProperty.of("compress", DocValue.Bool.of(true)));
        }
        number(header, "softness", ik.softness(), 0);
        if (ik.iterations() != IkConstraint.DEFAULT_ITERATIONS) {
            header.add(DocProperty.of("iterations", DocValue.Num.of(ik.iterations())));
        }
        return header;
    }

    private static DocValue indices(int[] indices) {
        List<DocValue> items = new ArrayList<>(indices.length);
        for (int index : indices) {
            items.add(DocValue.Num.of(index));
        }
        return DocValue.Arr.of(items);
    }

    /** Adds {@code key=value} unless the value is the default (compared exactly, so -0 is written). */
    private static void number(List<DocProperty> header, String key, double value, double otherwise) {
        if (Double.doubleToLongBits(value) != Double.doubleToLongBits(otherwise)) {
            header.add(DocProperty.of(key, DocValue.Num.of(value)));
        }
    }

    private static void color(List<DocProperty> header, Rgba color, Rgba otherwise) {
        if (!color.equals(otherwise)) {
            header.add(DocProperty.of("color", Values.numbers(color.lanes())));
        }
    }
}
