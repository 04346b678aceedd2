package dev.reel.project;

import dev.reel.doc.DocFile;
import dev.reel.doc.DocNode;
import dev.reel.doc.DocProperty;
import dev.reel.doc.DocValue;
import dev.reel.doc.Entry;

import java.util.ArrayList;
import java.util.List;

/**
 * The string literals of a document that may name a file: every argument of an {@code asset(...)} call, and any
 * other string that ends in the extension of a file Reel reads ({@code .aeanim}, {@code .aectrl}, {@code .aerig}, {@code .png},
 * with or without {@code #cell}). Track and flipbook node paths ({@code "Arm/Hand"}) never end so and are left
 * alone.
 */
final class Literals {
    private Literals() {
    }

    /**
     * A string literal with where its opening quote is.
     *
     * @param inAssetCall whether it is an argument of {@code asset(...)}
     */
    record Literal(String value, int line, int column, boolean inAssetCall) {
    }

    static List<Literal> of(DocFile file) {
        List<Literal> found = new ArrayList<>();
        entries(file.entries(), found);
        return found;
    }

    private static void entries(List<Entry> entries, List<Literal> found) {
        for (Entry entry : entries) {
            if (entry instanceof DocNode node) {
                for (DocValue arg : node.args()) {
                    value(arg, false, found);
                }
                for (DocProperty property : node.props()) {
                    value(property.value(), false, found);
                }
                if (node.block() != null) {
                    entries(node.block(), found);
                }
            } else if (entry instanceof DocProperty property) {
                value(property.value(), false, found);
            }
        }
    }

    private static void value(DocValue value, boolean inAsset, List<Literal> found) {
        if (value instanceof DocValue.Str string) {
            if (inAsset || namesFile(string.value())) {
                found.add(new Literal(string.value(), string.pos().line(), string.pos().column(), inAsset));
            }
        } else if (value instanceof DocValue.Arr array) {
            for (DocValue item : array.items()) {
                value(item, false, found);
            }
        } else if (value instanceof DocValue.Call call) {
            boolean asset = call.name().equals("asset");
            for (DocValue arg : call.args()) {
                value(arg, asset, found);
            }
        }
    }

    /** Whether a plain string looks like a path to a file Reel reads. */
    static boolean namesFile(String value) {
        int hash = value.indexOf('#');
        String path = (hash >= 0 ? value.substring(0, hash) : value).toLowerCase(java.util.Locale.ROOT);
        return path.endsWith(".aeanim") || path.endsWith(".aectrl") || path.endsWith(".aerig") || path.endsWith(".png");
    }
}
