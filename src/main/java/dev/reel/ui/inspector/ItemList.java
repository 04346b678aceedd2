package dev.reel.ui.inspector;

import dev.reel.edit.Command;
import dev.reel.model.Named;
import dev.reel.ui.control.Unit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/** Collects the rows of one selection, category by category, all writing through one command runner. */
final class ItemList {
    private final Consumer<Command<?>> execute;
    private final Consumer<String> report;
    private final List<InspectorItem> items = new ArrayList<>();
    private String category = "";

    ItemList(Consumer<Command<?>> execute, Consumer<String> report) {
        this.execute = execute;
        this.report = report;
    }

    ItemList category(String name) {
        category = name;
        return this;
    }

    ItemList add(String name, String description, InspectorItem.Editor editor, List<String> choices,
                 Supplier<Object> read, Function<Object, Command<?>> write) {
        items.add(new InspectorItem(category, name, description, editor, choices, read, write, execute, report));
        return this;
    }

    ItemList add(String name, String description, InspectorItem.Editor editor, Supplier<Object> read,
                 Function<Object, Command<?>> write) {
        return add(name, description, editor, List.of(), read, write);
    }

    /** Gives the row added last a marker (see {@link InspectorItem#marker()}). */
    ItemList marked(Supplier<String> marker) {
        items.get(items.size() - 1).setMarker(marker);
        return this;
    }

    /** Marks the row added last while a controller the preview plays drives it ({@link InspectorItem#controlled()}). */
    ItemList controlled(java.util.function.BooleanSupplier controlled) {
        items.get(items.size() - 1).setControlled(controlled);
        return this;
    }

    /** Gives the row added last the unit its numbers are shown in (see {@link InspectorItem#unit()}). */
    ItemList in(Unit unit) {
        items.get(items.size() - 1).setUnit(unit);
        return this;
    }

    /** Makes the number row added last a time, written in the chosen notation at {@code fps} (the clip's rate). */
    ItemList inTime(java.util.function.DoubleSupplier fps) {
        items.get(items.size() - 1).setTimeRate(fps);
        return this;
    }

    /** Gives the vector row added last the unit of each of its lanes. */
    ItemList inLanes(List<Unit> units) {
        items.get(items.size() - 1).setLaneUnits(units);
        return this;
    }

    ItemList readOnly(String name, String description, Supplier<Object> read) {
        return add(name, description, InspectorItem.Editor.READ_ONLY, read, null);
    }

    /** A row whose value is a link reading {@code text}; following it runs {@code action}. */
    ItemList link(String name, String description, String text, Runnable action) {
        add(name, description, InspectorItem.Editor.LINK, () -> text, null);
        items.get(items.size() - 1).setAction(action);
        return this;
    }

    /** A row choosing one word of an enumeration written in files ({@code loop}, {@code inOutQuad}). */
    <E extends Enum<E> & Named> ItemList word(String name, String description, Class<E> type, Supplier<E> read,
                                              Function<E, Command<?>> write) {
        List<String> words = Arrays.stream(type.getEnumConstants()).map(Named::word).toList();
        return add(name, description, InspectorItem.Editor.CHOICE, words,
                () -> read.get() == null ? null : read.get().word(),
                chosen -> write.apply(Named.parse(type, (String) chosen).orElseThrow()));
    }

    List<InspectorItem> items() {
        return List.copyOf(items);
    }
}
