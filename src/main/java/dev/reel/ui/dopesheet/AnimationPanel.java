package dev.reel.ui.dopesheet;

import dev.reel.edit.Change;
import dev.reel.model.Clip;
import dev.reel.model.EventDecl;
import dev.reel.model.Key;
import dev.reel.model.Project;
import dev.reel.model.Track;
import dev.reel.ui.app.EditTarget;
import dev.reel.ui.app.EditorPanel;
import dev.reel.ui.app.OpenDocument;
import dev.reel.ui.app.PanelContext;
import dev.reel.ui.control.TimeRuler;
import dev.reel.ui.curves.CurveMouse;
import dev.reel.ui.curves.CurvePoint;
import dev.reel.ui.curves.CurveView;
import javafx.application.Platform;
import javafx.beans.InvalidationListener;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The Animation panel: toolbar, track list, shared ruler, and the dope sheet or the curves of the focused clip.
 * It follows the focused document (a clip; anything else shows a hint), keeps its views in step with the clip,
 * the shared selection and the time cursor, and registers the panel's keys (Space, K, Delete, Ctrl+C/V/D, F,
 * A, S, arrows, C) scoped to itself. Every edit goes through {@link SheetEditing} or a gesture.
 */
public final class AnimationPanel implements EditorPanel {
    private final PanelContext context;
    private final AnimationState state;
    private final SheetEditing editing;
    private final TrackList tracks = new TrackList();
    private final TimeRuler ruler;
    private final DopeSheetView sheet;
    private final CurveView curves;
    private final ScrollBar scroll = new ScrollBar();
    private final AnimationToolbar toolbar;
    private final SheetMouse sheetMouse;
    private final CurveMouse curveMouse;
    private final SheetActions actions;
    private final SpriteImages images;
    private final BorderPane root = new BorderPane();
    private final Label empty = new Label("Open a clip (.aeanim) to see its keys here");
    private final InvalidationListener stampListener = observable -> refresh();
    private final InvalidationListener rigListener;
    private InvalidationListener recListener;
    private OpenDocument<Clip> document;
    private SheetLayout layout = SheetLayout.empty();
    private Set<String> laidOutCollapsed = Set.of();
    private long shownTrack = -1;
    private boolean framePending;
    private boolean syncingPoints;

    public AnimationPanel(PanelContext context) {
        this.context = context;
        this.rigListener = observable -> tracks.selectedNodeProperty().set(context.rig().selectedNode());
        this.state = new AnimationState(() -> document, context.rig());
        this.editing = new SheetEditing(() -> document, context.rig(), context::say);
        this.ruler = new TimeRuler(state.axis());
        this.sheet = new DopeSheetView(state.axis());
        this.curves = new CurveView(state.axis());
        this.images = new SpriteImages(context.project(), context.thumbnails(), sheet::repaint);
        sheet.setImages(images);
        sheet.setId("dope-sheet");
        curves.setId("curve-view");
        tracks.setId("track-list");
        ruler.setId("time-ruler");
        SheetMenus menus = new SheetMenus(editing, this::eventNames, this::beginScale, () -> frame(true),
                this::selectColumn, () -> document == null ? 0.0 : document.timeCursor(), state::frame);
        this.sheetMouse = new SheetMouse(sheet, editing, state, menus);
        this.curveMouse = new CurveMouse(curves, () -> document, state::snap,
                (x, y) -> menus.keyMenu().show(curves, x, y), context::say);
        new TrackListMouse(tracks, editing, state, this::addTrack, this::changeTrack);
        this.toolbar = new AnimationToolbar(context.playback(), state, editing, curves, this::keyChanges,
                () -> state.moveCursor(0), () -> state.moveCursor(document == null ? 0 : document.value().length()));
        build();
        wire();
        this.actions = new SheetActions(context.actions(), root, this);
        EditTarget.install(root, new EditTarget() {
            @Override
            public boolean canCopy() {
                return editing.hasKeysOrEvents();
            }

            @Override
            public void copy() {
                editing.copy();
            }

            @Override
            public boolean canPaste() {
                return editing.canPaste();
            }

            @Override
            public void paste() {
                editing.paste();
            }

            @Override
            public boolean canDelete() {
                return editing.hasKeysOrEvents() || !editing.selectedTracks().isEmpty();
            }

            @Override
            public void delete() {
                editing.delete();
            }

            @Override
            public boolean canSelectAll() {
                return document != null;
            }

            @Override
            public void selectAll() {
                selectAllKeys();
            }
        });
        showDocument(null);
    }

    private void build() {
        Label title = new Label("Tracks");
        title.getStyleClass().add("panel-subtitle");
        Button add = new Button("+ Track");
        add.setId("add-track-button");
        add.getStyleClass().addAll("small", "flat");
        add.setTooltip(new Tooltip("Add a track for a property of a node"));
        add.setFocusTraversable(false);
        add.setOnAction(event -> addTrack(context.rig().selectedNode()));
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox header = new HBox(6, title, gap, add);
        header.setAlignment(Pos.CENTER_LEFT);
        header.getStyleClass().add("track-list-header");
        header.setMinHeight(30);
        header.setPrefHeight(30);
        header.setMaxHeight(30);
        VBox left = new VBox(header, tracks);
        VBox.setVgrow(tracks, Priority.ALWAYS);
        left.setMinWidth(TrackList.WIDTH);
        left.setPrefWidth(TrackList.WIDTH);
        left.setMaxWidth(TrackList.WIDTH);
        empty.getStyleClass().add("placeholder-text");
        empty.setMouseTransparent(true);
        StackPane body = new StackPane(sheet, curves, empty);
        body.setMinSize(0, 0);
        sheet.setMinSize(0, 0);
        curves.setMinSize(0, 0);
        VBox right = new VBox(ruler, body);
        VBox.setVgrow(body, Priority.ALWAYS);
        scroll.setOrientation(Orientation.VERTICAL);
        scroll.setId("dope-sheet-scroll");
        HBox centre = new HBox(left, right, scroll);
        HBox.setHgrow(right, Priority.ALWAYS);
        root.setTop(toolbar.node());
        root.setCenter(centre);
        root.getStyleClass().addAll("panel", "animation-panel");
        root.setId("animation-panel");
    }

    private void wire() {
        tracks.scrollYProperty().bind(state.scrollYProperty());
        sheet.scrollYProperty().bind(state.scrollYProperty());
        state.viewportHeightProperty().bind(sheet.heightProperty());
        scroll.valueProperty().bindBidirectional(state.scrollYProperty());
        scroll.visibleAmountProperty().bind(sheet.heightProperty());
        scroll.maxProperty().bind(javafx.beans.binding.Bindings.max(0,
                state.contentHeightProperty().subtract(sheet.heightProperty()).add(8)));
        ruler.snapProperty().bind(state.snappingProperty());
        curves.snapProperty().bind(state.snappingProperty());
        ruler.setOnScrub(state::moveCursor);
        tracks.collapsedProperty().bind(state.collapsedProperty());
        state.collapsedProperty().addListener(observable -> refresh());
        state.currentTrackProperty().addListener(observable -> refresh());
        state.curvesProperty().addListener(observable -> {
            showMode();
            refresh();
        });
        curves.laneProperty().addListener(observable -> syncPoints(true));
        curves.pointsProperty().addListener((observable, old, points) -> pointsChosen(points));
        context.rig().versionProperty().addListener(rigListener);
        sheet.widthProperty().addListener(observable -> {
            if (framePending && sheet.getWidth() > 0) {
                frameAll();
            }
        });
        javafx.css.PseudoClass recording = javafx.css.PseudoClass.getPseudoClass("recording");
        recListener = observable -> root.pseudoClassStateChanged(recording, context.playback().recording());
        context.playback().recProperty().addListener(recListener);
        // The loop override changes how the clip plays, so the shaded loop range follows it.
        context.playback().loopOverrideProperty().addListener(stampListener);
        showMode();
    }

    private void showMode() {
        boolean curveMode = state.curvesProperty().get();
        curves.setVisible(curveMode);
        sheet.setVisible(!curveMode);
        scroll.setDisable(curveMode);
        if (curveMode) {
            Platform.runLater(() -> curveMouse.frame(false));
        }
    }

    @Override
    public String title() {
        return "Animation";
    }

    @Override
    public Node node() {
        return root;
    }

    @Override
    @SuppressWarnings("unchecked")
    public void documentChanged(OpenDocument<?> focused, Change<?> change) {
        OpenDocument<Clip> clipDocument = focused != null && focused.value() instanceof Clip
                ? (OpenDocument<Clip>) focused : null;
        if (clipDocument != document) {
            showDocument(clipDocument);
        } else {
            refresh();
        }
    }

    private void showDocument(OpenDocument<Clip> next) {
        sheetMouse.cancel();
        if (document != null) {
            document.stampProperty().removeListener(stampListener);
        }
        document = next;
        if (next != null) {
            next.stampProperty().addListener(stampListener);
        }
        empty.setVisible(next == null);
        root.getCenter().setDisable(false);
        toolbar.node().setDisable(next == null);
        state.setCurrentTrack(0);
        shownTrack = -1;
        state.scrollTo(0);
        refresh();
        frameAll();
    }

    /** Brings every view in step with the document: layout when the clip changed, selection, cursor, curves. */
    void refresh() {
        Clip clip = document == null ? null : document.value();
        Set<String> collapsed = state.collapsedProperty().get();
        if (clip == null) {
            layout = SheetLayout.empty();
        } else if (clip != layout.clip() || collapsed != laidOutCollapsed) {
            layout = SheetLayout.of(clip, collapsed, layout);
            laidOutCollapsed = collapsed;
        }
        sheet.sheetLayoutProperty().set(layout);
        tracks.sheetLayoutProperty().set(layout);
        state.contentHeightProperty().set(layout.height());
        Set<Long> selection = document == null ? Set.of() : document.selection();
        sheet.selectionProperty().set(selection);
        tracks.selectionProperty().set(selection);
        double cursor = document == null ? 0 : document.timeCursor();
        ruler.timeCursorProperty().set(cursor);
        sheet.timeCursorProperty().set(cursor);
        curves.timeCursorProperty().set(cursor);
        double fps = state.fps();
        ruler.fpsProperty().set(fps);
        sheet.fpsProperty().set(fps);
        curves.fpsProperty().set(fps);
        toolbar.showFrameRate(fps);
        double length = clip == null ? 0 : clip.length();
        ruler.lengthProperty().set(length);
        curves.lengthProperty().set(length);
        boolean loops = clip != null && context.playback().loopOf(clip) != dev.reel.model.LoopMode.ONCE;
        ruler.loopProperty().set(loops);
        sheet.loopProperty().set(loops);
        tracks.clipNameProperty().set(document == null ? "" : document.shortName());
        showCurveTrack(clip, selection);
    }

    private void showCurveTrack(Clip clip, Set<Long> selection) {
        Track current = clip == null ? null : clip.track(state.currentTrackProperty().get());
        if (current == null && clip != null) {
            current = trackOfSelection(clip, selection);
            if (current == null) {
                current = clip.tracks().stream().filter(SheetLayout::curveable).findFirst().orElse(null);
            }
        }
        Track shown = SheetLayout.curveable(current) ? current : null;
        curves.trackProperty().set(shown);
        toolbar.showLanesOf(shown);
        long id = shown == null ? 0 : shown.id();
        // With curves showing, the track list marks the track they draw (picked from the selection when no
        // track was clicked); over the dope sheet it marks only a clicked track.
        tracks.currentTrackProperty().set(state.curvesProperty().get() ? id : state.currentTrackProperty().get());
        if (id != shownTrack) {
            shownTrack = id;
            syncPoints(true);
            if (state.curvesProperty().get()) {
                Platform.runLater(() -> curveMouse.frame(false));
            }
        } else {
            syncPoints(false);
        }
    }

    private static Track trackOfSelection(Clip clip, Set<Long> selection) {
        for (Track track : clip.tracks()) {
            if (selection.contains(track.id())) {
                return track;
            }
            for (Key key : track.keys()) {
                if (selection.contains(key.id())) {
                    return track;
                }
            }
        }
        return null;
    }

    /** Shows the selected keys of the curve track as points, unless the points already say the same. */
    private void syncPoints(boolean force) {
        Track track = curves.trackProperty().get();
        Set<Long> selection = document == null ? Set.of() : document.selection();
        Set<Long> wanted = new LinkedHashSet<>();
        if (track != null) {
            track.keys().stream().map(Key::id).filter(selection::contains).forEach(wanted::add);
        }
        Set<Long> shown = new LinkedHashSet<>();
        curves.pointsProperty().get().forEach(point -> shown.add(point.keyId()));
        if (!force && wanted.equals(shown)) {
            return;
        }
        Set<CurvePoint> points = new LinkedHashSet<>();
        for (long keyId : wanted) {
            for (int lane : curves.shownLanes()) {
                points.add(new CurvePoint(keyId, lane));
            }
        }
        syncingPoints = true;
        try {
            curves.pointsProperty().set(Set.copyOf(points));
        } finally {
            syncingPoints = false;
        }
    }

    private void pointsChosen(Set<CurvePoint> points) {
        if (syncingPoints || document == null) {
            return;
        }
        Set<Long> ids = new LinkedHashSet<>();
        points.forEach(point -> ids.add(point.keyId()));
        document.select(ids);
    }

    // What the actions and menus do.

    SheetEditing editing() {
        return editing;
    }

    AnimationState state() {
        return state;
    }

    boolean hasClip() {
        return document != null;
    }

    void togglePlay() {
        if (document != null) {
            context.playback().setPlaying(!context.playback().playing());
        }
    }

    void keyChanges() {
        editing.keyChanges();
    }

    void beginScale() {
        if (!state.curvesProperty().get()) {
            sheetMouse.beginScale();
        }
    }

    /** F: the selection in view (all keys when nothing is selected); in curves, their values too. */
    void frame(boolean selection) {
        if (state.curvesProperty().get()) {
            curveMouse.frame(selection);
            return;
        }
        Clip clip = editing.clip();
        if (clip == null) {
            return;
        }
        Set<Long> chosen = editing.selection();
        double first = Double.POSITIVE_INFINITY;
        double last = Double.NEGATIVE_INFINITY;
        if (selection && !chosen.isEmpty()) {
            for (Track track : clip.tracks()) {
                for (Key key : track.keys()) {
                    if (chosen.contains(key.id())) {
                        first = Math.min(first, key.time());
                        last = Math.max(last, key.time());
                    }
                }
            }
            for (var event : clip.events()) {
                if (chosen.contains(event.id())) {
                    first = Math.min(first, event.time());
                    last = Math.max(last, event.time());
                }
            }
        }
        if (first > last) {
            frameAll();
            return;
        }
        double span = Math.max(last - first, 10 * state.frame());
        double middle = (first + last) / 2;
        state.axis().frame(middle - span / 2, middle + span / 2, sheet.getWidth(), 40);
    }

    /** A: the whole clip in view. */
    void frameAll() {
        if (state.curvesProperty().get()) {
            curveMouse.frame(false);
        }
        double width = sheet.getWidth() > 0 ? sheet.getWidth() : curves.getWidth();
        if (width <= 0) {
            framePending = true;
            return;
        }
        framePending = false;
        Clip clip = editing.clip();
        double length = clip == null || clip.length() <= 0 ? 1 : clip.length();
        state.axis().frame(0, length, width, 30);
    }

    /** Arrow keys: move the selected keys a number of frames, or the cursor when nothing is selected. */
    void nudge(int frames) {
        if (document == null) {
            return;
        }
        if (editing.hasKeysOrEvents()) {
            editing.nudge(frames * state.frame(), state.ripple());
        } else {
            state.moveCursor(FrameRate.snap(document.timeCursor() + frames * state.frame(), state.fps()));
        }
    }

    void cursorTo(boolean end) {
        state.moveCursor(end && document != null ? document.value().length() : 0);
    }

    void toggleCurves() {
        state.curvesProperty().set(!state.curvesProperty().get());
    }

    void selectColumn(double time) {
        Clip clip = editing.clip();
        if (clip == null) {
            return;
        }
        Set<Long> ids = new LinkedHashSet<>();
        for (Track track : clip.tracks()) {
            for (Key key : track.keys()) {
                if (Math.abs(key.time() - time) < 0.5 * state.frame()) {
                    ids.add(key.id());
                }
            }
        }
        editing.select(ids);
    }

    void selectAllKeys() {
        Clip clip = editing.clip();
        if (clip == null) {
            return;
        }
        Set<Long> ids = new LinkedHashSet<>();
        clip.tracks().forEach(track -> track.keys().forEach(key -> ids.add(key.id())));
        clip.events().forEach(event -> ids.add(event.id()));
        editing.select(ids);
    }

    private void addTrack(String path) {
        if (document == null) {
            return;
        }
        PropertyPicker.show(root, "Add Track", context.rig().nodes(), path, null, null)
                .ifPresent(choice -> editing.addTrack(choice.path(), choice.property(), choice.kind()));
    }

    private void changeTrack(Track track) {
        PropertyPicker.show(root, "Change Track", context.rig().nodes(), track.path(), track.property(), track.kind())
                .ifPresent(choice -> editing.changeTrack(track, choice.path(), choice.property()));
    }

    private List<String> eventNames() {
        Set<String> names = new LinkedHashSet<>();
        Project project = context.project().readProject().value();
        if (project != null) {
            project.events().stream().map(EventDecl::name).forEach(names::add);
        }
        Project.ENGINE_EVENTS.stream().map(EventDecl::name).forEach(names::add);
        return List.copyOf(names);
    }

    /** The key area, for tests and the benchmark. */
    public DopeSheetView sheet() {
        return sheet;
    }

    public CurveView curves() {
        return curves;
    }

    public TrackList trackList() {
        return tracks;
    }

    public TimeRuler ruler() {
        return ruler;
    }

    /**
     * What dropping sprite cells from Assets at (x, y) of the dope sheet does (the drag handler calls it; tests
     * call it directly, since the headless toolkit has no drag and drop). False when no sprite row is there.
     */
    public boolean dropSprites(List<String> sprites, double x, double y) {
        return sheetMouse.drop(sprites, x, y);
    }

    /** Shows the curve editor (true) or the dope sheet. */
    public void showCurves(boolean show) {
        state.curvesProperty().set(show);
    }

    /** Shows a track in the curve editor. */
    public void showTrack(long trackId) {
        state.setCurrentTrack(trackId);
    }

    @Override
    public void dispose() {
        sheetMouse.cancel();
        if (document != null) {
            document.stampProperty().removeListener(stampListener);
        }
        context.rig().versionProperty().removeListener(rigListener);
        context.playback().recProperty().removeListener(recListener);
        context.playback().loopOverrideProperty().removeListener(stampListener);
        actions.dispose();
        toolbar.dispose();
        images.forget();
    }
}
