package dev.reel.ui.dopesheet;

import dev.reel.model.Clip;
import dev.reel.model.Track;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;

import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The track list's mouse: the triangle folds a node (and the groups nested in it), a click selects a track (the curves show it) or a node (the
 * inspector and K use it), a double-click changes a track's node or property, the wheel scrolls the rows, and
 * the right button opens Add Track, Change Track, Delete Track and folding.
 */
final class TrackListMouse {
    private final TrackList list;
    private final SheetEditing editing;
    private final AnimationState state;
    private final Consumer<String> addTrackTo;
    private final Consumer<Track> changeTrack;
    private ContextMenu menu;

    TrackListMouse(TrackList list, SheetEditing editing, AnimationState state, Consumer<String> addTrackTo,
                   Consumer<Track> changeTrack) {
        this.list = list;
        this.editing = editing;
        this.state = state;
        this.addTrackTo = addTrackTo;
        this.changeTrack = changeTrack;
        list.addEventHandler(MouseEvent.MOUSE_PRESSED, this::pressed);
        list.addEventHandler(ScrollEvent.SCROLL, event -> {
            state.scrollBy(-event.getDeltaY());
            event.consume();
        });
    }

    private void pressed(MouseEvent event) {
        if (menu != null) {
            menu.hide();
        }
        SheetLayout.Row row = list.sheetLayoutProperty().get().rowAt(event.getY() + state.scrollYProperty().get());
        if (event.getButton() == MouseButton.SECONDARY) {
            menu = menu(row);
            menu.show(list, event.getScreenX(), event.getScreenY());
            event.consume();
            return;
        }
        if (row == null || event.getButton() != MouseButton.PRIMARY) {
            return;
        }
        switch (row.kind()) {
            case GROUP -> {
                if (event.getX() < TrackList.DISCLOSURE + 4 + row.depth() * TrackList.INDENT) {
                    toggle(row.path());
                } else {
                    state.rig().selectNode(row.path());
                    if (event.getClickCount() == 2) {
                        toggle(row.path());
                    }
                }
            }
            case TRACK -> {
                state.rig().selectNode(row.path());
                state.setCurrentTrack(row.track().id());
                if (event.getClickCount() == 2) {
                    changeTrack.accept(row.track());
                } else if (event.isShortcutDown() || event.isShiftDown()) {
                    Set<Long> selection = new LinkedHashSet<>(editing.selection());
                    selection.add(row.track().id());
                    editing.select(selection);
                } else {
                    editing.select(Set.of(row.track().id()));
                }
            }
            case FLIPBOOK -> {
                state.rig().selectNode(row.path());
                editing.select(Set.of(row.flipbook().id()));
            }
            default -> {
            }
        }
    }

    private void toggle(String path) {
        Set<String> collapsed = new HashSet<>(state.collapsedProperty().get());
        if (!collapsed.remove(path)) {
            collapsed.add(path);
        }
        state.collapsedProperty().set(Set.copyOf(collapsed));
    }

    private ContextMenu menu(SheetLayout.Row row) {
        String path = row == null ? "" : row.path();
        MenuItem add = item("Add Track…", () -> addTrackTo.accept(path));
        add.setId("add-track");
        ContextMenu context = new ContextMenu(add);
        if (row != null && row.track() != null) {
            Track track = row.track();
            MenuItem change = item("Change Track…", () -> changeTrack.accept(track));
            MenuItem delete = item("Delete Track", () -> editing.removeTrack(track.id()));
            delete.setId("delete-track");
            context.getItems().addAll(change, delete);
        }
        Clip clip = state.clip();
        MenuItem fold = item("Collapse All", () -> {
            Set<String> all = new HashSet<>();
            if (clip != null) {
                clip.tracks().forEach(track -> all.add(track.path()));
                clip.flipbooks().forEach(flipbook -> all.add(flipbook.path()));
            }
            state.collapsedProperty().set(Set.copyOf(all));
        });
        MenuItem unfold = item("Expand All", () -> state.collapsedProperty().set(Set.of()));
        context.getItems().addAll(new SeparatorMenuItem(), fold, unfold);
        context.setId("track-menu");
        return context;
    }

    private static MenuItem item(String text, Runnable action) {
        MenuItem item = new MenuItem(text);
        item.setOnAction(event -> action.run());
        return item;
    }
}
