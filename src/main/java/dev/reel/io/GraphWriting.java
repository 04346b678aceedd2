package dev.reel.io;

import dev.reel.doc.DocNode;
import dev.reel.doc.DocProperty;
import dev.reel.doc.DocValue;
import dev.reel.doc.Entry;
import dev.reel.model.BlendKind;
import dev.reel.model.BlendTree;
import dev.reel.model.Layer;
import dev.reel.model.LayerBlend;
import dev.reel.model.Machine;
import dev.reel.model.Motion;
import dev.reel.model.Pills;
import dev.reel.model.State;

import java.util.ArrayList;
import java.util.List;

/** Writes the parts of a controller beyond one graph: blend trees, sub-state machines and layers. */
final class GraphWriting {
    private GraphWriting() {
    }

    /** The header properties of a blend-tree state after its clip: {@code blend=}, {@code param=}, {@code paramY=}. */
    static void treeHeader(State state, List<DocProperty> header) {
        BlendTree tree = state.tree();
        if (tree == null) {
            return;
        }
        header.add(DocProperty.of("blend", DocValue.Ident.of(tree.kind().word())));
        header.add(DocProperty.of("param", DocValue.Str.of(tree.param())));
        if (tree.kind() == BlendKind.TWO_D && tree.paramY() != null) {
            header.add(DocProperty.of("paramY", DocValue.Str.of(tree.paramY())));
        }
    }

    /** A state's motion nodes (none for a clip state). */
    static List<Entry> motions(State state) {
        List<Entry> motions = new ArrayList<>();
        if (state.tree() == null) {
            return motions;
        }
        boolean plane = state.tree().kind() == BlendKind.TWO_D;
        for (Motion motion : state.tree().motions()) {
            List<DocProperty> header = new ArrayList<>();
            header.add(DocProperty.of("clip", Values.asset(motion.clip())));
            header.add(DocProperty.of("at", plane ? Values.numbers(motion.x(), motion.y())
                    : DocValue.Num.of(motion.x())));
            motions.add(Writing.node(motion.extras(), "motion", List.of(), header, List.of()));
        }
        return motions;
    }

    static DocNode machine(Machine machine) {
        List<DocProperty> header = new ArrayList<>();
        header.add(DocProperty.of("entry", DocValue.Str.of(machine.entry())));
        if (machine.pos() != null) {
            header.add(DocProperty.of("pos", ControllerCodec.position(machine.pos())));
        }
        pills(machine.pills(), header);
        List<Entry> block = new ArrayList<>();
        ControllerCodec.graph(machine.states(), machine.machines(), machine.transitions(), block);
        return Writing.node(machine.extras(), "machine", List.of(DocValue.Str.of(machine.name())), header, block);
    }

    /** {@code entryPos=}, {@code anyPos=} and {@code exitPos=}, each only when placed. */
    private static void pills(Pills pills, List<DocProperty> header) {
        if (pills.entry() != null) {
            header.add(DocProperty.of("entryPos", ControllerCodec.position(pills.entry())));
        }
        if (pills.any() != null) {
            header.add(DocProperty.of("anyPos", ControllerCodec.position(pills.any())));
        }
        if (pills.exit() != null) {
            header.add(DocProperty.of("exitPos", ControllerCodec.position(pills.exit())));
        }
    }

    static DocNode layer(Layer layer) {
        List<DocProperty> header = new ArrayList<>();
        header.add(DocProperty.of("entry", DocValue.Str.of(layer.entry())));
        if (layer.weight() != 1) {
            header.add(DocProperty.of("weight", DocValue.Num.of(layer.weight())));
        }
        if (layer.blend() != LayerBlend.OVERRIDE) {
            header.add(DocProperty.of("blend", DocValue.Ident.of(layer.blend().word())));
        }
        if (!layer.mask().isEmpty()) {
            List<DocValue> paths = new ArrayList<>();
            layer.mask().forEach(path -> paths.add(DocValue.Str.of(path)));
            header.add(DocProperty.of("mask", DocValue.Arr.of(paths)));
        }
        pills(layer.pills(), header);
        List<Entry> block = new ArrayList<>();
        ControllerCodec.graph(layer.states(), layer.machines(), layer.transitions(), block);
        return Writing.node(layer.extras(), "layer", List.of(DocValue.Str.of(layer.name())), header, block);
    }
}
