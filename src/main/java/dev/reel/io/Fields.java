package dev.reel.io;

import dev.reel.doc.DocNode;
import dev.reel.doc.DocProperty;
import dev.reel.doc.DocValue;
import dev.reel.doc.Entry;
import dev.reel.doc.Pos;
import dev.reel.doc.Trivia;
import dev.reel.model.Code;
import dev.reel.model.Extras;
import dev.reel.model.Named;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Typed, reported access to the properties of one node, whether written in its header or as lines of its
 * block. Every property a codec does not take is unknown: it is reported as a warning and kept for writing
 * back, never dropped.
 */
final class Fields {
    private final DocNode node;
    private final Report report;
    private final Map<String, DocProperty> properties = new LinkedHashMap<>();
    private final List<String> unknownChildren = new ArrayList<>();
    private final Map<String, Extras.LineTrivia> lineTrivia = new LinkedHashMap<>();

    Fields(DocNode node, Report report) {
        this.node = node;
        this.report = report;
        List<DocProperty> all = new ArrayList<>(node.props());
        if (node.block() != null) {
            for (Entry entry : node.block()) {
                if (entry instanceof DocProperty property) {
                    all.add(property);
                }
            }
        }
        for (DocProperty property : all) {
            if (properties.containsKey(property.key())) {
                report.add(Code.DOC010, property.pos(),
                        "'" + property.key() + "' is given twice in '" + node.name() + "'");
            } else {
                properties.put(property.key(), property);
            }
        }
    }

    DocNode node() {
        return node;
    }

    Pos pos() {
        return node.pos();
    }

    /** The child nodes of the block, in order. */
    List<DocNode> children() {
        List<DocNode> children = new ArrayList<>();
        if (node.block() != null) {
            for (Entry entry : node.block()) {
                if (entry instanceof DocNode child) {
                    children.add(child);
                }
            }
        }
        return children;
    }

    /** Keeps a child node the codec does not know, with a warning. */
    void unknownChild(DocNode child) {
        report.add(Code.DOC009, child.pos(), "unknown node '" + child.name() + "' in '" + node.name()
                + "' is kept as written");
        unknownChildren.add(Fragments.text(child));
    }

    boolean has(String key) {
        return properties.containsKey(key);
    }

    /** Takes the property's value, or null when absent. */
    DocValue take(String key) {
        DocProperty property = properties.remove(key);
        if (property == null) {
            return null;
        }
        Trivia trivia = property.trivia();
        if (trivia.blankBefore() || !trivia.comments().isEmpty() || trivia.trailing() != null) {
            lineTrivia.put(key, new Extras.LineTrivia(trivia.blankBefore(), trivia.comments(), trivia.trailing()));
        }
        return property.value();
    }

    /** Takes a property and reports {@code code} when it is missing. */
    DocValue require(String key, Code code) {
        DocValue value = take(key);
        if (value == null) {
            report.add(code, node.pos(), "'" + node.name() + "' needs " + key + "=");
        }
        return value;
    }

    String string(String key, Code code) {
        DocValue value = take(key);
        if (value == null) {
            return null;
        }
        if (value instanceof DocValue.Str str) {
            return str.value();
        }
        report.add(code, value.pos(), key + " must be a string in quotes");
        return null;
    }

    /** A number property, or null when absent or not a number (reported). */
    Double number(String key, Code code) {
        DocValue value = take(key);
        return value == null ? null : Values.number(value, key, code, report);
    }

    Boolean bool(String key, Code code) {
        DocValue value = take(key);
        if (value == null) {
            return null;
        }
        if (value instanceof DocValue.Bool bool) {
            return bool.value();
        }
        report.add(code, value.pos(), key + " must be true or false");
        return null;
    }

    /** An enum-word property ({@code loop=pingPong}), or null when absent or not one of the words (reported). */
    <E extends Enum<E> & Named> E word(String key, Class<E> type, Code code) {
        DocValue value = take(key);
        if (value == null) {
            return null;
        }
        String word = value instanceof DocValue.Ident ident ? ident.name()
                : value instanceof DocValue.Str str ? str.value() : null;
        E constant = word == null ? null : Named.parse(type, word).orElse(null);
        if (constant == null) {
            report.add(code, value.pos(), key + " must be " + Named.choices(type) + ", not " + Values.show(value));
        }
        return constant;
    }

    /** The string argument at {@code index} (the label of {@code track "Arm"}), or null, reported. */
    String label(int index, String what, Code code) {
        if (node.args().size() <= index) {
            report.add(code, node.pos(), "'" + node.name() + "' needs " + what + " in quotes");
            return null;
        }
        DocValue value = node.args().get(index);
        if (value instanceof DocValue.Str str) {
            return str.value();
        }
        report.add(code, value.pos(), what + " of '" + node.name() + "' must be a string in quotes");
        return null;
    }

    /** Warns about arguments after the ones the node takes; they are not kept (a node has fixed labels). */
    void extraArguments(int taken, Code code) {
        for (int i = taken; i < node.args().size(); i++) {
            report.add(code, node.args().get(i).pos(), "'" + node.name() + "' takes " + taken
                    + (taken == 1 ? " label" : " labels") + "; " + Values.show(node.args().get(i)) + " is not used");
        }
    }

    /**
     * The extras of this node: its position and trivia, and every property not taken so far (reported as
     * unknown and kept). Call it after taking every known property.
     */
    Extras extras() {
        List<String> unknownProperties = new ArrayList<>();
        for (DocProperty property : properties.values()) {
            report.add(Code.DOC009, property.pos(), "unknown property '" + property.key() + "' in '" + node.name()
                    + "' is kept as written");
            unknownProperties.add(Fragments.text(property));
        }
        properties.clear();
        return new Extras(node.pos().line(), node.pos().column(), node.trivia().blankBefore(),
                node.trivia().comments(), node.trivia().trailing(), unknownProperties, unknownChildren,
                node.closingComments(), lineTrivia);
    }
}
