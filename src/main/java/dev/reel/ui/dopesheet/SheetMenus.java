package dev.reel.ui.dopesheet;

import dev.reel.model.EventDecl;
import dev.reel.model.Interp;
import dev.reel.model.Project;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.DoubleConsumer;
import java.util.function.DoubleSupplier;
import java.util.function.Supplier;

/**
 * The dope sheet's menus: the key menu (interpolation, handle modes, easing presets, Set from Scene, the
 * clipboard, scale and framing) and the event picker a double-click on the event lane opens, listing the
 * events the project and the engine declare.
 */
final class SheetMenus {
    private final SheetEditing editing;
    private final Supplier<List<String>> eventNames;
    private final Runnable scale;
    private final Runnable frameSelection;
    private final DoubleConsumer selectColumn;
    private final Supplier<Double> cursor;
    private final Supplier<Double> frame;
    private final HandleMenu handles;
    private final DoubleSupplier fps;
    private ContextMenu showing;

    SheetMenus(SheetEditing editing, Supplier<List<String>> eventNames, Runnable scale, Runnable frameSelection,
               DoubleConsumer selectColumn, Supplier<Double> cursor, Supplier<Double> frame, DoubleSupplier fps, HandleMenu handles) {
        this.fps = fps;
        this.editing = editing;
        this.handles = handles;
        this.eventNames = eventNames;
        this.scale = scale;
        this.frameSelection = frameSelection;
        this.selectColumn = selectColumn;
        this.cursor = cursor;
        this.frame = frame;
    }

    /** The events a clip may raise: the project's declared ones, then the engine's. */
    static List<String> eventNames(Project project) {
        Set<String> names = new LinkedHashSet<>();
        if (project != null) {
            project.events().stream().map(EventDecl::name).forEach(names::add);
        }
        Project.ENGINE_EVENTS.stream().map(EventDecl::name).forEach(names::add);
        return List.copyOf(names);
    }

    void hide() {
        if (showing != null) {
            showing.hide();
            showing = null;
        }
    }

    ContextMenu keyMenu() {
        hide();
        boolean keys = !editing.selectedKeys().isEmpty();
        boolean any = editing.hasKeysOrEvents();
        Menu interp = new Menu("Interpolation");
        for (Interp each : Interp.values()) {
            interp.getItems().add(item(title(each.word()), keys, () -> editing.setInterp(each)));
        }
        Menu tangent = handles.submenu(keys);
        Menu easing = new Menu("Easing");
        easing.getItems().addAll(EasingMenu.items(editing, fps, keys));
        interp.setDisable(!keys);
        easing.setDisable(!keys);
        ContextMenu menu = new ContextMenu(interp, tangent, easing,
                item("Set from Scene", keys, editing::setFromScene),
                new SeparatorMenuItem(),
                item("Copy\tCtrl+C", any, editing.clipboard()::copy),
                item("Paste at Cursor\tCtrl+V", editing.clipboard().canPaste(), editing.clipboard()::paste),
                item("Duplicate\tCtrl+D", any, () -> editing.clipboard().duplicate(frame.get())),
                item("Delete\tDelete", any || !editing.selectedTracks().isEmpty(), editing::delete),
                new SeparatorMenuItem(),
                item("Select Column at Cursor", true, () -> selectColumn.accept(cursor.get())),
                item("Scale About Cursor\tS", any, scale),
                item("Frame Selection\tF", true, frameSelection));
        menu.setId("dope-sheet-menu");
        showing = menu;
        return menu;
    }

    /** The declared events to add at {@code time}. */
    ContextMenu eventPicker(double time) {
        hide();
        ContextMenu menu = new ContextMenu();
        menu.setId("event-picker");
        for (String name : eventNames.get()) {
            MenuItem item = item(name, true, () -> editing.addEvent(name, time));
            item.setId("event-" + name);
            menu.getItems().add(item);
        }
        if (menu.getItems().isEmpty()) {
            menu.getItems().add(item("No events declared in project.aego", false, () -> { }));
        }
        showing = menu;
        return menu;
    }

    private static MenuItem item(String text, boolean enabled, Runnable action) {
        String[] parts = text.split("\t");
        MenuItem item = new MenuItem(parts[0]);
        if (parts.length > 1) {
            item.setAccelerator(null);
            item.getStyleClass().add("with-shortcut");
            item.setText(parts[0] + "    " + parts[1]);
        }
        item.setDisable(!enabled);
        item.setOnAction(event -> action.run());
        return item;
    }

    private static String title(String word) {
        return Character.toUpperCase(word.charAt(0)) + word.substring(1);
    }
}
