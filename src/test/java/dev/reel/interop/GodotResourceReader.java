package dev.reel.interop;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A reader of Godot 4's text resource format ({@code .tres}, {@code format=3}), written for the tests from Godot's
 * documentation of the format: a {@code [gd_resource]} header, {@code [ext_resource]} and {@code [sub_resource]}
 * sections, then {@code [resource]}; each section's properties {@code key = value}, a value running over lines
 * while its brackets are open. Values: numbers, strings, string names ({@code &"x"}), {@code true}/{@code false},
 * {@code null}, arrays, dictionaries and constructors ({@code Vector2(...)}, {@code NodePath("...")},
 * {@code PackedFloat32Array(...)}, {@code SubResource("id")}…). Anything else, a reference to an id not defined
 * above it, or a {@code load_steps} that does not count the resources, is an {@link IllegalArgumentException}.
 * Packed float arrays are read as float32, as Godot holds them.
 */
final class GodotResourceReader {
    /** A constructor call: {@code Vector2(1, 2)} is type Vector2, args [1.0, 2.0]. */
    record Call(String type, List<Object> args) {
        double number(int i) {
            return ((Number) args.get(i)).doubleValue();
        }
    }

    /** A string name, {@code &"idle"}. */
    record Name(String text) {
    }

    /** Null, as a value (maps cannot hold Java's null in every place). */
    enum Nil { NULL }

    /** One section: its tag ({@code sub_resource}), header attributes and properties in file order. */
    record Section(String tag, Map<String, Object> attributes, Map<String, Object> properties) {
        String type() {
            return (String) attributes.get("type");
        }

        String id() {
            return (String) attributes.get("id");
        }

        Object get(String key) {
            return properties.get(key);
        }
    }

    /** A whole file: its header and sections in order. */
    record Resource(Section header, List<Section> sections) {
        Section main() {
            return sections.stream().filter(s -> s.tag().equals("resource")).findFirst().orElseThrow();
        }

        Section sub(String id) {
            return sections.stream().filter(s -> s.tag().equals("sub_resource") && id.equals(s.id())).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("no sub_resource " + id));
        }

        /** The sub-resource a {@code SubResource("id")} value refers to. */
        Section deref(Object value) {
            Call call = (Call) value;
            if (!call.type().equals("SubResource")) {
                throw new IllegalArgumentException("not a SubResource: " + call);
            }
            return sub((String) call.args().get(0));
        }

        List<Section> subs(String type) {
            return sections.stream().filter(s -> s.tag().equals("sub_resource") && type.equals(s.type())).toList();
        }

        Section ext(String id) {
            return sections.stream().filter(s -> s.tag().equals("ext_resource") && id.equals(s.id())).findFirst()
                    .orElseThrow();
        }
    }

    private final String text;
    private int at;
    private final Set<String> defined = new HashSet<>();

    private GodotResourceReader(String text) {
        this.text = text;
    }

    static Resource parse(String text) {
        return new GodotResourceReader(text).file();
    }

    private Resource file() {
        skipBlank();
        Section header = sectionHead();
        if (!header.tag().equals("gd_resource") || !Long.valueOf(3).equals(header.attributes().get("format"))) {
            throw fail("the file must start with [gd_resource ... format=3]");
        }
        List<Section> sections = new ArrayList<>();
        boolean main = false;
        while (true) {
            skipBlank();
            if (at >= text.length()) {
                break;
            }
            if (main) {
                throw fail("nothing may follow the [resource] section's properties");
            }
            Section section = sectionHead();
            switch (section.tag()) {
                case "ext_resource", "sub_resource" -> {
                    if (section.type() == null || section.id() == null || !defined.add(section.tag() + ":" + section.id())) {
                        throw fail("a " + section.tag() + " needs a type and a new id");
                    }
                    if (section.tag().equals("ext_resource") && !(section.attributes().get("path") instanceof String)) {
                        throw fail("an ext_resource needs a path");
                    }
                }
                case "resource" -> main = true;
                default -> throw fail("unknown section [" + section.tag() + "]");
            }
            properties(section.properties());
            sections.add(section);
        }
        if (!main) {
            throw fail("no [resource] section");
        }
        Object steps = header.attributes().get("load_steps");
        long resources = sections.stream().filter(s -> !s.tag().equals("resource")).count();
        if (steps != null && ((Number) steps).longValue() != resources + 1) {
            throw fail("load_steps=" + steps + " but the file has " + resources + " resources");
        }
        return new Resource(header, sections);
    }

    private Section sectionHead() {
        expect('[');
        String tag = word();
        Map<String, Object> attributes = new LinkedHashMap<>();
        while (true) {
            skipSpaces();
            if (peek() == ']') {
                at++;
                break;
            }
            String key = word();
            expect('=');
            attributes.put(key, value());
        }
        return new Section(tag, attributes, new LinkedHashMap<>());
    }

    private void properties(Map<String, Object> into) {
        while (true) {
            skipBlank();
            if (at >= text.length() || peek() == '[') {
                return;
            }
            String key;
            if (peek() == '"') {
                key = string();
                expect('=');
            } else {
                int lineStart = at;
                while (at < text.length() && text.charAt(at) != '=' && text.charAt(at) != '\n') {
                    at++;
                }
                if (at >= text.length() || text.charAt(at) != '=') {
                    throw fail("a property line needs 'key = value'");
                }
                key = text.substring(lineStart, at).trim();
                if (key.contains(" ") || key.contains("\"")) {
                    throw fail("a key with a space or quote must be quoted: " + key);
                }
                at++;
            }
            skipSpaces();
            Object value = value();
            skipSpaces();
            if (at < text.length() && text.charAt(at) != '\n') {
                throw fail("text after the value of " + key);
            }
            if (into.put(key, value) != null) {
                throw fail("property " + key + " given twice");
            }
        }
    }

    private Object value() {
        skipSpaces();
        char c = peek();
        if (c == '"') {
            return string();
        }
        if (c == '&') {
            at++;
            return new Name(string());
        }
        if (c == '[') {
            at++;
            List<Object> items = new ArrayList<>();
            skipAll();
            if (peek() == ']') {
                at++;
                return items;
            }
            while (true) {
                items.add(value());
                skipAll();
                char next = text.charAt(at++);
                if (next == ']') {
                    return items;
                }
                if (next != ',') {
                    throw fail("',' or ']' expected in an array");
                }
                skipAll();
            }
        }
        if (c == '{') {
            at++;
            Map<Object, Object> map = new LinkedHashMap<>();
            skipAll();
            if (peek() == '}') {
                at++;
                return map;
            }
            while (true) {
                Object key = value();
                skipAll();
                expect(':');
                skipAll();
                map.put(key instanceof Name name ? name.text() : key, value());
                skipAll();
                char next = text.charAt(at++);
                if (next == '}') {
                    return map;
                }
                if (next != ',') {
                    throw fail("',' or '}' expected in a dictionary");
                }
                skipAll();
            }
        }
        if (c == '-' || Character.isDigit(c)) {
            return number();
        }
        String word = word();
        switch (word) {
            case "true" -> {
                return Boolean.TRUE;
            }
            case "false" -> {
                return Boolean.FALSE;
            }
            case "null" -> {
                return Nil.NULL;
            }
            default -> {
            }
        }
        if (!CONSTRUCTORS.contains(word)) {
            throw fail("unknown value " + word);
        }
        expect('(');
        List<Object> args = new ArrayList<>();
        skipAll();
        if (peek() == ')') {
            at++;
        } else {
            while (true) {
                Object arg = value();
                if (word.equals("PackedFloat32Array")) {
                    arg = (double) (float) ((Number) arg).doubleValue();
                }
                args.add(arg);
                skipAll();
                char next = text.charAt(at++);
                if (next == ')') {
                    break;
                }
                if (next != ',') {
                    throw fail("',' or ')' expected in " + word);
                }
                skipAll();
            }
        }
        check(word, args);
        return new Call(word, args);
    }

    private static final Set<String> CONSTRUCTORS = Set.of("Vector2", "Vector3", "Vector4", "Color", "Rect2",
            "Quaternion", "NodePath", "SubResource", "ExtResource", "PackedFloat32Array", "PackedInt32Array",
            "PackedStringArray");

    private void check(String type, List<Object> args) {
        int wanted = switch (type) {
            case "Vector2" -> 2;
            case "Vector3" -> 3;
            case "Vector4", "Color", "Rect2", "Quaternion" -> 4;
            case "NodePath", "SubResource", "ExtResource" -> 1;
            default -> -1;
        };
        if (wanted >= 0 && args.size() != wanted) {
            throw fail(type + " takes " + wanted + " values, got " + args.size());
        }
        for (Object arg : args) {
            boolean number = arg instanceof Number;
            boolean stringy = type.equals("NodePath") || type.equals("SubResource") || type.equals("ExtResource")
                    || type.equals("PackedStringArray");
            if (stringy ? !(arg instanceof String) : !number) {
                throw fail(type + " has a value of the wrong type: " + arg);
            }
            if (type.equals("PackedInt32Array") && !(arg instanceof Long)) {
                throw fail("PackedInt32Array holds whole numbers, got " + arg);
            }
        }
        if (type.equals("SubResource") && !defined.contains("sub_resource:" + args.get(0))
                || type.equals("ExtResource") && !defined.contains("ext_resource:" + args.get(0))) {
            throw fail(type + "(\"" + args.get(0) + "\") is not defined above");
        }
    }

    private Number number() {
        int start = at;
        if (peek() == '-') {
            at++;
        }
        boolean real = false;
        while (at < text.length()) {
            char c = text.charAt(at);
            if (Character.isDigit(c)) {
                at++;
            } else if (c == '.' || c == 'e' || c == 'E' || ((c == '-' || c == '+') && real
                    && (text.charAt(at - 1) == 'e' || text.charAt(at - 1) == 'E'))) {
                real = true;
                at++;
            } else {
                break;
            }
        }
        String written = text.substring(start, at);
        try {
            return real ? (Number) Double.parseDouble(written) : (Number) Long.parseLong(written);
        } catch (NumberFormatException bad) {
            throw fail("bad number " + written);
        }
    }

    private String string() {
        expect('"');
        StringBuilder out = new StringBuilder();
        while (true) {
            if (at >= text.length()) {
                throw fail("unterminated string");
            }
            char c = text.charAt(at++);
            if (c == '"') {
                return out.toString();
            }
            if (c == '\\') {
                char e = text.charAt(at++);
                switch (e) {
                    case 'n' -> out.append('\n');
                    case 't' -> out.append('\t');
                    case 'r' -> out.append('\r');
                    case '"' -> out.append('"');
                    case '\\' -> out.append('\\');
                    case 'u' -> {
                        out.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                        at += 4;
                    }
                    default -> throw fail("unknown escape \\" + e);
                }
            } else {
                out.append(c);
            }
        }
    }

    private String word() {
        int start = at;
        while (at < text.length() && (Character.isLetterOrDigit(text.charAt(at)) || text.charAt(at) == '_')) {
            at++;
        }
        if (start == at) {
            throw fail("a word expected");
        }
        return text.substring(start, at);
    }

    private char peek() {
        if (at >= text.length()) {
            throw fail("unexpected end of file");
        }
        return text.charAt(at);
    }

    private void expect(char c) {
        skipSpaces();
        if (peek() != c) {
            throw fail("'" + c + "' expected");
        }
        at++;
    }

    private void skipSpaces() {
        while (at < text.length() && (text.charAt(at) == ' ' || text.charAt(at) == '\t')) {
            at++;
        }
    }

    private void skipAll() {
        while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
            at++;
        }
    }

    private void skipBlank() {
        while (at < text.length()) {
            char c = text.charAt(at);
            if (Character.isWhitespace(c)) {
                at++;
            } else if (c == ';') {
                while (at < text.length() && text.charAt(at) != '\n') {
                    at++;
                }
            } else {
                return;
            }
        }
    }

    private IllegalArgumentException fail(String message) {
        int line = 1;
        for (int i = 0; i < Math.min(at, text.length()); i++) {
            if (text.charAt(i) == '\n') {
                line++;
            }
        }
        return new IllegalArgumentException("line " + line + ": " + message);
    }
}
