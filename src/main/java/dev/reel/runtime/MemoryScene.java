package dev.reel.runtime;

import dev.reel.model.Kind;
import dev.reel.model.Value;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A plain in-memory node tree that players can animate: nodes by path, each with a property map, a
 * physics body, a Motion 2D flag and tweened properties. Used by tests, {@code reel play} and the preview.
 *
 * <p>A property a track names but the node never declared is created on first bind with the track's kind
 * and a neutral value: 0, false, "", zero vectors, the identity quat, white for colours and (1, 1, ...)
 * for {@code transform.scale}. A float32 track on {@code Component.Field.x} (lanes x y z w, r g b a, or
 * x y w h for rects) binds to one lane of a declared vector property. In an {@link #open()} scene every
 * path is a node; otherwise only {@code ""} (the player's own node) and added nodes exist.
 */
public final class MemoryScene implements AnimationTarget {
    private final boolean open;
    private final Map<String, Node> nodes = new LinkedHashMap<>();
    private final List<Binding> bindings = new ArrayList<>();

    private MemoryScene(boolean open) {
        this.open = open;
        node("");
    }

    /** A scene holding only the player's own node {@code ""}; add others with {@link #node}. */
    public MemoryScene() {
        this(false);
    }

    /** A scene in which every path is a node, as {@code reel play} animates a clip with no scene. */
    public static MemoryScene open() {
        return new MemoryScene(true);
    }

    /** The paths of the nodes, in the order they were added ({@code ""} first); the preview walks the tree by them. */
    public List<String> paths() {
        return List.copyOf(nodes.keySet());
    }

    /**
     * A new scene with the same nodes (bodies, Motion 2D flags, tweens) and the simulated value of every
     * property; drawn views and bindings are not copied. The preview poses such a copy at other times (onion
     * skins) without touching the scene a player writes.
     */
    public MemoryScene copy() {
        MemoryScene copy = new MemoryScene(open);
        for (Node node : nodes.values()) {
            Node twin = copy.node(node.path);
            twin.body = node.body;
            twin.motion2D = node.motion2D;
            twin.tweened.addAll(node.tweened);
            for (Map.Entry<String, Slot> property : node.properties.entrySet()) {
                twin.properties.put(property.getKey(), property.getValue().copy());
            }
        }
        return copy;
    }

    /** The node at {@code path}, added when missing. */
    public Node node(String path) {
        return nodes.computeIfAbsent(path, Node::new);
    }

    /** The simulated value of a property, or null when it does not exist. */
    public Value value(String path, String property) {
        Node node = nodes.get(path);
        Slot slot = node == null ? null : node.properties.get(property);
        return slot == null ? null : slot.value(false);
    }

    /** The value on screen: the drawn view of a presentation transform when one was written, else the simulated one. */
    public Value drawnValue(String path, String property) {
        Node node = nodes.get(path);
        Slot slot = node == null ? null : node.properties.get(property);
        return slot == null ? null : slot.value(true);
    }

    @Override
    public int bind(String path, String property, Kind kind, boolean drawn) {
        Node node = open ? node(path) : nodes.get(path);
        if (node == null) {
            return NO_NODE;
        }
        Slot slot = node.properties.get(property);
        int lane = -1;
        if (slot == null) {
            int dot = property.lastIndexOf('.');
            Slot whole = dot < 0 ? null : node.properties.get(property.substring(0, dot));
            if (whole != null && kind == Kind.FLOAT32) {
                lane = laneIndex(whole.kind, property.substring(dot + 1));
                if (lane < 0) {
                    return NO_PROPERTY;
                }
                slot = whole;
            } else {
                slot = new Slot(kind, neutral(property, kind));
                node.properties.put(property, slot);
            }
        } else if (slot.kind != kind) {
            return NO_PROPERTY;
        }
        bindings.add(new Binding(slot, lane, drawn));
        return bindings.size() - 1;
    }

    private static int laneIndex(Kind kind, String lane) {
        String names = switch (kind) {
            case VEC2 -> "xy";
            case VEC3 -> "xyz";
            case VEC4, QUAT -> "xyzw";
            case COLOR -> "rgba";
            case RECT -> "xywh";
            default -> "";
        };
        return lane.length() == 1 ? names.indexOf(lane.charAt(0)) : -1;
    }

    private static Value neutral(String property, Kind kind) {
        return switch (kind) {
            case FLOAT32, INT32 -> new Value.Num(0);
            case BOOL -> new Value.Bool(false);
            case ENUM -> new Value.Symbol("");
            case ASSET_REF -> new Value.Asset("");
            case QUAT -> Value.Vec.of(0, 0, 0, 1);
            case COLOR -> Value.Vec.of(1, 1, 1, 1);
            default -> {
                double[] lanes = new double[kind.lanes()];
                if (property.equals("transform.scale")) {
                    java.util.Arrays.fill(lanes, 1);
                }
                yield new Value.Vec(lanes);
            }
        };
    }

    @Override
    public PhysicsBody body(String path) {
        Node node = nodes.get(path);
        return node == null ? PhysicsBody.NONE : node.body;
    }

    @Override
    public boolean hasMotion2D(String path) {
        Node node = nodes.get(path);
        return node != null && node.motion2D;
    }

    @Override
    public boolean drivenElsewhere(String path, String property) {
        Node node = nodes.get(path);
        return node != null && node.tweened.contains(property);
    }

    @Override
    public void writeNumbers(int handle, double[] source, int offset) {
        Binding binding = bindings.get(handle);
        double[] numbers = binding.numbers();
        if (binding.lane >= 0) {
            numbers[binding.lane] = source[offset];
        } else {
            System.arraycopy(source, offset, numbers, 0, numbers.length);
        }
    }

    @Override
    public void writeBool(int handle, boolean value) {
        bindings.get(handle).numbers()[0] = value ? 1 : 0;
    }

    @Override
    public void writeText(int handle, String text) {
        Binding binding = bindings.get(handle);
        if (binding.drawn) {
            binding.slot.drawnText = text;
        } else {
            binding.slot.text = text;
        }
    }

    @Override
    public void readNumbers(int handle, double[] into, int offset) {
        Binding binding = bindings.get(handle);
        double[] numbers = binding.drawn && binding.slot.drawnNumbers != null ? binding.slot.drawnNumbers
                : binding.slot.numbers;
        if (binding.lane >= 0) {
            into[offset] = numbers[binding.lane];
        } else {
            System.arraycopy(numbers, 0, into, offset, numbers.length);
        }
    }

    @Override
    public boolean readBool(int handle) {
        Binding binding = bindings.get(handle);
        double[] numbers = binding.drawn && binding.slot.drawnNumbers != null ? binding.slot.drawnNumbers
                : binding.slot.numbers;
        return numbers[0] != 0;
    }

    @Override
    public String readText(int handle) {
        Binding binding = bindings.get(handle);
        return binding.drawn && binding.slot.drawnText != null ? binding.slot.drawnText : binding.slot.text;
    }

    /** One node of a {@link MemoryScene}: its properties, body, Motion 2D and tweens. */
    public static final class Node {
        private final String path;
        private final Map<String, Slot> properties = new LinkedHashMap<>();
        private final Set<String> tweened = new HashSet<>();
        private PhysicsBody body = PhysicsBody.NONE;
        private boolean motion2D;

        private Node(String path) {
            this.path = path;
        }

        public String path() {
            return path;
        }

        /** Declares (or overwrites) a property with its kind and value. */
        public Node set(String property, Kind kind, Value value) {
            properties.put(property, new Slot(kind, value));
            return this;
        }

        public Node body(PhysicsBody newBody) {
            body = newBody;
            return this;
        }

        public Node motion2D(boolean present) {
            motion2D = present;
            return this;
        }

        /** Marks a property as driven by a tween. */
        public Node tween(String property) {
            tweened.add(property);
            return this;
        }
    }

    private static final class Slot {
        private final Kind kind;
        private final double[] numbers;
        private String text;
        private double[] drawnNumbers;
        private String drawnText;

        private Slot(Kind kind, Value value) {
            this.kind = kind;
            this.numbers = new double[kind.lanes()];
            if (value instanceof Value.Num num) {
                numbers[0] = num.value();
            } else if (value instanceof Value.Bool bool) {
                numbers[0] = bool.value() ? 1 : 0;
            } else if (value instanceof Value.Vec vec) {
                for (int lane = 0; lane < numbers.length && lane < vec.size(); lane++) {
                    numbers[lane] = vec.get(lane);
                }
            } else if (value instanceof Value.Symbol symbol) {
                text = symbol.name();
            } else if (value instanceof Value.Asset asset) {
                text = asset.path();
            }
        }

        /** The simulated value alone, as a new slot. */
        private Slot copy() {
            Slot copy = new Slot(kind, null);
            System.arraycopy(numbers, 0, copy.numbers, 0, numbers.length);
            copy.text = text;
            return copy;
        }

        private Value value(boolean drawn) {
            double[] source = drawn && drawnNumbers != null ? drawnNumbers : numbers;
            String shown = drawn && drawnText != null ? drawnText : text;
            return switch (kind) {
                case FLOAT32, INT32 -> new Value.Num(source[0]);
                case BOOL -> new Value.Bool(source[0] != 0);
                case ENUM -> new Value.Symbol(shown == null ? "" : shown);
                case ASSET_REF -> new Value.Asset(shown == null ? "" : shown);
                default -> new Value.Vec(source);
            };
        }
    }

    private record Binding(Slot slot, int lane, boolean drawn) {
        /** The array a write goes to: the drawn view (made from the simulated value on first use) or the simulated one. */
        double[] numbers() {
            if (!drawn) {
                return slot.numbers;
            }
            if (slot.drawnNumbers == null) {
                slot.drawnNumbers = slot.numbers.clone();
            }
            return slot.drawnNumbers;
        }
    }
}
