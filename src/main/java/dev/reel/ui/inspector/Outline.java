package dev.reel.ui.inspector;

import dev.reel.model.Cell;
import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;
import dev.reel.model.Condition;
import dev.reel.model.Controller;
import dev.reel.model.Flipbook;
import dev.reel.model.FrameTime;
import dev.reel.model.Key;
import dev.reel.model.Param;
import dev.reel.model.Project;
import dev.reel.model.SheetMeta;
import dev.reel.model.State;
import dev.reel.model.Track;
import dev.reel.model.Transition;
import dev.reel.model.Value;
import dev.reel.ui.control.PropertyNames;
import dev.reel.ui.control.Readout;
import dev.reel.ui.control.TimeFormat;
import dev.reel.ui.control.Unit;
import javafx.scene.control.TreeItem;

import java.util.List;

/**
 * The structure of a document as a tree the inspector's selection is made in: a clip's tracks with their
 * keys, flipbooks and events; a controller's parameters, states and transitions with their conditions; a
 * sheet's cells. Each entry carries the element's stable id (0 for the document and for group headers).
 */
public final class Outline {
    /**
     * One row of the outline: its label, detail, element id and style. A key's row writes its time and value
     * the first time they are read (the tree reads only the rows it shows), so a drag that moves the 500 keys of
     * an opened track gives them new rows without writing 500 times and values a frame. Two key rows are
     * compared by what they are written from, so comparing them writes neither.
     */
    public static final class Entry {
        private String label;
        private String detail;
        private final long id;
        private final String style;
        /** A key's row: what its text is written from (kept after writing, for {@link #equals}). */
        private final Key key;
        private final Unit unit;
        private final TimeFormat time;

        public Entry(String label, String detail, long id, String style) {
            this.label = label;
            this.detail = detail;
            this.id = id;
            this.style = style;
            this.key = null;
            this.unit = null;
            this.time = null;
        }

        private Entry(Key key, Unit unit, TimeFormat time) {
            this.id = key.id();
            this.style = "key";
            this.key = key;
            this.unit = unit;
            this.time = time;
        }

        private void write() {
            if (label == null) {
                label = "key " + time.text(key.time());
                detail = show(key.value(), unit);
            }
        }

        /**
         * Whether both are key rows written from the same id, time and value in the same unit and notation: then
         * their text is the same (rows of other keys may still read alike; comparing their text would write it).
         */
        private boolean sameKey(Entry other) {
            return key != null && other.key != null && unit == other.unit
                    && time.notation() == other.time.notation() && Double.compare(time.fps(), other.time.fps()) == 0;
        }

        public String label() {
            write();
            return label;
        }

        public String detail() {
            write();
            return detail;
        }

        public long id() {
            return id;
        }

        public String style() {
            return style;
        }

        @Override
        public boolean equals(Object other) {
            if (other instanceof Entry entry && sameKey(entry)) {
                return id == entry.id && key.time() == entry.key.time() && key.value().equals(entry.key.value());
            }
            return other instanceof Entry entry && id == entry.id && java.util.Objects.equals(style, entry.style)
                    && java.util.Objects.equals(label(), entry.label())
                    && java.util.Objects.equals(detail(), entry.detail());
        }

        @Override
        public int hashCode() {
            return java.util.Objects.hash(label(), detail(), id, style);
        }

        @Override
        public String toString() {
            return "Entry[label=" + label() + ", detail=" + detail() + ", id=" + id + ", style=" + style + "]";
        }
    }

    private Outline() {
    }

    static TreeItem<Entry> of(Object value, String name) {
        if (value instanceof Clip clip) {
            return new ClipOutline().build(clip, name, null);
        }
        if (value instanceof Controller controller) {
            return controller(controller, name);
        }
        if (value instanceof SheetMeta meta) {
            return sheet(meta, name);
        }
        if (value instanceof Project project) {
            TreeItem<Entry> root = item(project.name(), "project", 0, "document");
            project.events().forEach(event -> root.getChildren().add(item(event.name(),
                    event.payload() == null ? "event" : "event · " + event.payload(), 0, "event")));
            return root;
        }
        return item(name, "", 0, "document");
    }

    static Entry clipEntry(Clip clip, String name) {
        return new Entry(name, TimeFormat.chosen(FrameTime.rate(clip)).text(clip.length()) + " · " + clip.loop().word(),
                0, "document");
    }

    static Entry flipbookEntry(Flipbook flipbook) {
        return new Entry("Frames · " + PropertyNames.node(flipbook.path()),
                Readout.count(flipbook.sprites().size(), "frame"), flipbook.id(), "flipbook");
    }

    static Entry trackEntry(Track track) {
        return new Entry(PropertyNames.track(track.path(), track.property()), track.kind().word(), track.id(), "track");
    }

    /** The rows of a track's keys, their times written at {@code fps} (the clip's rate). */
    static List<TreeItem<Entry>> keyItems(Track track, double fps) {
        Unit unit = Unit.of(track.property());
        TimeFormat time = TimeFormat.chosen(fps);
        List<TreeItem<Entry>> items = new java.util.ArrayList<>(track.keys().size());
        for (Key key : track.keys()) {
            items.add(new OutlineRow(keyEntry(key, unit, time)));
        }
        return items;
    }

    static Entry keyEntry(Key key, Unit unit, TimeFormat time) {
        return new Entry(key, unit, time);
    }

    static Entry eventEntry(ClipEvent event, double fps) {
        return new Entry("event " + event.name(), TimeFormat.chosen(fps).text(event.time()) + " · "
                + event.mode().word(), event.id(), "event");
    }

    private static TreeItem<Entry> controller(Controller controller, String name) {
        TreeItem<Entry> root = item(name, Readout.count(controller.states().size(), "state"), 0, "document");
        TreeItem<Entry> params = item("Parameters", "", 0, "group");
        for (Param param : controller.params()) {
            params.getChildren().add(item(param.name(), param.kind().word(), param.id(), "param"));
        }
        TreeItem<Entry> states = item("States", "", 0, "group");
        for (State state : controller.states()) {
            String detail = (state.name().equals(controller.entry()) ? "entry · " : "")
                    + (state.tree() != null ? "blend tree · " + Readout.count(state.tree().motions().size(), "motion")
                    : state.clip() == null ? "no clip" : state.clip());
            states.getChildren().add(item(state.name(), detail, state.id(), "state"));
        }
        TreeItem<Entry> transitions = item("Transitions", "", 0, "group");
        // A duration is written once however many transitions fade for it: writing one rounds it exactly, and the
        // 600 of a large controller were a sixth of building its outline.
        java.util.Map<Double, String> durations = new java.util.HashMap<>();
        for (Transition transition : controller.transitions()) {
            String from = transition.fromAny() ? ControllerItems.ANY_STATE : transition.from();
            TreeItem<Entry> transitionItem = item(from + " → " + transition.to(),
                    transition.duration() > 0 ? durations.computeIfAbsent(transition.duration(), Readout::seconds)
                            : "instant",
                    transition.id(), "transition");
            for (Condition condition : transition.conditions()) {
                transitionItem.getChildren().add(item(dev.reel.ui.control.ConditionText.of(condition), "condition",
                        condition.id(), "condition"));
            }
            transitions.getChildren().add(transitionItem);
        }
        root.getChildren().addAll(List.of(params, states, transitions));
        params.setExpanded(true);
        states.setExpanded(true);
        transitions.setExpanded(true);
        return root;
    }

    private static TreeItem<Entry> sheet(SheetMeta meta, String name) {
        TreeItem<Entry> root = new TreeItem<>(sheetEntry(meta, name));
        List<TreeItem<Entry>> rows = new java.util.ArrayList<>(meta.cells().size());
        for (Cell cell : meta.cells()) {
            rows.add(new TreeItem<>(cellEntry(cell)));
        }
        root.getChildren().setAll(rows);
        return root;
    }

    private static Entry sheetEntry(SheetMeta meta, String name) {
        return new Entry(name, Readout.count(meta.cells().size(), "cell"), 0, "document");
    }

    private static Entry cellEntry(Cell cell) {
        return new Entry(cell.name(), cell.rect().width() + "×" + cell.rect().height(), 0, "cell");
    }

    /**
     * Brings a sheet's outline {@code root}, built for the same sheet, up to {@code meta} in place, writing only
     * the rows whose text changed (a sheet of 10,000 cells was built anew, item by item, on every edit); false
     * when cells came or went, and the caller builds it anew.
     */
    static boolean patchSheet(TreeItem<Entry> root, SheetMeta meta, String name) {
        if (root == null || root.getChildren().size() != meta.cells().size()
                || !root.getValue().style().equals("document")) {
            return false;
        }
        setIfChanged(root, sheetEntry(meta, name));
        List<TreeItem<Entry>> rows = root.getChildren();
        for (int i = 0; i < rows.size(); i++) {
            setIfChanged(rows.get(i), cellEntry(meta.cells().get(i)));
        }
        return true;
    }

    /**
     * Sets a row's entry unless it is equal already: an equal entry set again still redraws the row. A clip
     * outline's row ({@link OutlineRow}) tells only its cell.
     */
    static void setIfChanged(TreeItem<Entry> item, Entry entry) {
        if (entry.equals(item.getValue())) {
            return;
        }
        if (item instanceof OutlineRow row) {
            row.show(entry);
        } else {
            item.setValue(entry);
        }
    }

    static String show(Value value) {
        return show(value, Unit.PLAIN);
    }

    /** A value as people read it, its numbers in {@code unit}: {@code 30°}, {@code 1, 0.5}, {@code true}. */
    static String show(Value value, Unit unit) {
        if (value instanceof Value.Num number) {
            return unit.text(number.value());
        }
        if (value instanceof Value.Bool bool) {
            return Boolean.toString(bool.value());
        }
        if (value instanceof Value.Symbol symbol) {
            return symbol.name();
        }
        if (value instanceof Value.Asset asset) {
            String path = asset.path();
            return path.contains("#") ? path.substring(path.indexOf('#') + 1) : path;
        }
        if (value instanceof Value.Vec vec) {
            return unit.text(vec.lanes());
        }
        return "";
    }

    static void flatten(TreeItem<Entry> item, List<Long> ids, List<TreeItem<Entry>> items) {
        ids.add(item.getValue().id());
        items.add(item);
        item.getChildren().forEach(child -> flatten(child, ids, items));
    }

    static void collectCollapsed(TreeItem<Entry> item, java.util.Set<Long> collapsed) {
        if (!item.isExpanded() && item.getValue().id() != 0) {
            collapsed.add(item.getValue().id());
        }
        item.getChildren().forEach(child -> collectCollapsed(child, collapsed));
    }

    static void expand(TreeItem<Entry> item, java.util.Set<Long> collapsed) {
        if (!item.getChildren().isEmpty()) {
            item.setExpanded(!collapsed.contains(item.getValue().id()));
        }
        item.getChildren().forEach(child -> expand(child, collapsed));
    }

    private static TreeItem<Entry> item(String label, String detail, long id, String style) {
        return new TreeItem<>(new Entry(label, detail, id, style));
    }
}
