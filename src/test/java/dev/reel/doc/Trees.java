package dev.reel.doc;

import java.util.List;

/** Copies of trees with every position set to {@link Pos#NONE}, to compare trees read from different texts. */
final class Trees {
    private Trees() {
    }

    static DocFile withoutPositions(DocFile file) {
        return new DocFile(file.entries().stream().map(Trees::withoutPositions).toList(), file.endComments());
    }

    static Entry withoutPositions(Entry entry) {
        if (entry instanceof DocProperty property) {
            return new DocProperty(property.key(), withoutPositions(property.value()), Pos.NONE, property.trivia());
        }
        DocNode node = (DocNode) entry;
        List<Entry> block = node.block() == null ? null
                : node.block().stream().map(Trees::withoutPositions).toList();
        return new DocNode(node.name(), node.args().stream().map(Trees::withoutPositions).toList(),
                node.props().stream().map(p -> (DocProperty) withoutPositions(p)).toList(), block,
                node.closingComments(), Pos.NONE, node.trivia());
    }

    static DocValue withoutPositions(DocValue value) {
        if (value instanceof DocValue.Num num) {
            return new DocValue.Num(num.text(), Pos.NONE);
        } else if (value instanceof DocValue.Str str) {
            return DocValue.Str.of(str.value());
        } else if (value instanceof DocValue.Bool bool) {
            return DocValue.Bool.of(bool.value());
        } else if (value instanceof DocValue.Ident ident) {
            return DocValue.Ident.of(ident.name());
        } else if (value instanceof DocValue.Arr arr) {
            return DocValue.Arr.of(arr.items().stream().map(Trees::withoutPositions).toList());
        }
        DocValue.Call call = (DocValue.Call) value;
        return DocValue.Call.of(call.name(), call.args().stream().map(Trees::withoutPositions).toList());
    }
}
