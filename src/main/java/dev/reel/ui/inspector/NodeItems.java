package dev.reel.ui.inspector;

import dev.reel.edit.Command;
import dev.reel.model.Kind;
import dev.reel.model.Properties;
import dev.reel.model.Value;
import dev.reel.ui.control.PropertyNames;
import dev.reel.ui.control.Unit;
import dev.reel.ui.inspector.InspectorItem.Editor;
import dev.reel.ui.playback.PreviewRig;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The inspector's Node section while a clip is focused: which node of the preview rig is selected, and its
 * fields as the rig shows them at the time cursor. A field the previewed clip drives is read-only with the
 * "driven by clip" marker unless Rec is on; an edit goes to the rig, which keys it (Rec with Auto Key: the
 * returned command runs on the clip), keeps it for K (Rec without Auto Key) or sets the rest value (no Rec).
 */
final class NodeItems {
    static final String CATEGORY = "Node";
    private static final String SELF = PropertyNames.SELF;

    private final PreviewRig rig;
    private final ItemList out;
    private final AssetChoices assets;

    NodeItems(PreviewRig rig, ItemList out, AssetChoices assets) {
        this.rig = rig;
        this.out = out;
        this.assets = assets;
    }

    void build() {
        String path = rig.selectedNode();
        List<String> nodes = new ArrayList<>();
        rig.nodes().forEach(node -> nodes.add(node.isEmpty() ? SELF : node));
        out.category(CATEGORY).add("Node", "The node of the preview rig these fields belong to (never saved: Reel "
                        + "has no scene file)", Editor.CHOICE, nodes, () -> path.isEmpty() ? SELF : path,
                chosen -> {
                    rig.selectNode(SELF.equals(chosen) ? "" : (String) chosen);
                    return null;
                });
        for (PreviewRig.Field field : rig.fields(path)) {
            field(path, field);
        }
    }

    private void field(String path, PreviewRig.Field field) {
        boolean readOnly = rig.driven(path, field.property()) && !rig.playback().recording();
        Supplier<String> marker = () -> rig.pending(path, field.property()) != null ? "pending"
                : !rig.driven(path, field.property()) ? null
                : FieldMarker.keyedAt(rig.clip(), path, field.property(), rig.time()) ? "keyed" : "driven";
        String description = rig.driven(path, field.property()) ? "driven by clip" : field.property() + " ("
                + field.kind().word() + ")";
        Supplier<Value> shown = () -> rig.shown(path, field);
        Function<Value, Command<?>> write = value -> rig.edit(path, field, value);
        String name = label(field.property());
        Kind kind = field.kind();
        Editor editor;
        List<String> choices = List.of();
        Supplier<Object> read;
        Function<Object, Value> toValue;
        switch (kind) {
            case FLOAT32, INT32 -> {
                editor = kind == Kind.INT32 ? Editor.INTEGER : Editor.NUMBER;
                read = () -> shown.get() instanceof Value.Num num ? num.value() : null;
                toValue = number -> new Value.Num(kind == Kind.INT32 ? Math.rint((Double) number) : (Double) number);
            }
            case BOOL -> {
                editor = Editor.BOOL;
                read = () -> shown.get() instanceof Value.Bool bool && bool.value();
                toValue = on -> new Value.Bool((Boolean) on);
            }
            case ENUM -> {
                editor = Editor.TEXT;
                read = () -> shown.get() instanceof Value.Symbol symbol ? symbol.name() : null;
                toValue = word -> ((String) word).isBlank() ? null : new Value.Symbol(((String) word).strip());
            }
            case ASSET_REF -> {
                editor = Editor.ASSET;
                choices = assets.sprites();
                read = () -> shown.get() instanceof Value.Asset asset ? asset.path() : null;
                toValue = chosen -> chosen == null ? null : new Value.Asset((String) chosen);
            }
            case COLOR -> {
                editor = Editor.COLOR;
                read = () -> shown.get() instanceof Value.Vec vec ? vec.lanes() : null;
                toValue = lanes -> Value.Vec.of((double[]) lanes);
            }
            default -> {
                editor = Editor.VECTOR;
                List<String> lanes = new ArrayList<>();
                for (int lane = 0; lane < kind.lanes(); lane++) {
                    lanes.add(Properties.laneName(kind, lane));
                }
                choices = lanes;
                read = () -> shown.get() instanceof Value.Vec vec ? vec.lanes() : null;
                toValue = lanesValue -> Value.Vec.of((double[]) lanesValue);
            }
        }
        Function<Object, Value> converter = toValue;
        out.add(name, description, editor, choices, read, readOnly ? null : typed -> {
            Value value = converter.apply(typed);
            return value == null ? null : write.apply(value);
        }).marked(marker).controlled(() -> controlled(path, field.property())).in(Unit.of(field.property()));
    }

    /**
     * Whether the controller the preview plays drives the field: its pose has the property (or a lane of it) on
     * the node. That happens while the preview is pinned to a controller or the sandbox and a clip is edited.
     */
    private boolean controlled(String path, String property) {
        dev.reel.runtime.LayeredAnimator playing = rig.layersProperty().get();
        if (playing == null) {
            return false;
        }
        String whole = path + ":" + property;
        for (int channel = 0; channel < playing.channelCount(); channel++) {
            String target = playing.channelTarget(channel);
            if (target.equals(whole) || target.startsWith(whole + ".")) {
                return true;
            }
        }
        return false;
    }

    /** "Position" for transform.position, as every panel names it. */
    static String label(String property) {
        return PropertyNames.property(property);
    }
}
