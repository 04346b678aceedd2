package dev.reel.ui.dopesheet;

import dev.reel.edit.Change;
import dev.reel.model.Clip;
import dev.reel.model.Track;
import dev.reel.ui.actions.EditTarget;
import dev.reel.ui.control.TimeRuler;
import dev.reel.ui.curves.CurveMouse;
import dev.reel.ui.curves.CurveView;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.shell.EditorPanel;
import dev.reel.ui.shell.PanelContext;
import javafx.application.Platform;
import javafx.beans.InvalidationListener;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollBar;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

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
    private final SheetDrop drop;
    private final CurveSync curveSync;
    private final HandleMenu handleMenu;
    private final SheetFraming framing;
    private final PinnedNote pinnedNote;
    private final BorderPane root = new BorderPane();
    private final Label empty = new Label("Open a clip (.aeanim) to see its keys here");
    private final InvalidationListener stampListener = observable -> refresh();
    private final InvalidationListener rigListener;
    private InvalidationListener recListener;
    private OpenDocument<Clip> document;
    private SheetLayout layout = SheetLayout.empty();
    private Set<String> laidOutCollapsed = Set.of();
    /** The document and its stamp the views were last brought in step with ({@link #refresh}). */
    private OpenDocument<Clip> refreshedDocument;
    private long refreshedStamp = -1;
    private int refreshes;

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
        this.handleMenu = new HandleMenu(root, editing::setTangent);
        SheetMenus menus = new SheetMenus(editing,
                () -> SheetMenus.eventNames(context.project().readProject().value()), this::beginScale,
                () -> frame(true), this::selectColumn, () -> document == null ? 0.0 : document.timeCursor(),
                state::frame, state::fps, handleMenu);
        this.sheetMouse = new SheetMouse(sheet, editing, state, menus);
        this.drop = new SheetDrop(sheet, editing, state);
        this.curveMouse = new CurveMouse(curves, () -> document, state::snap,
                (x, y) -> menus.keyMenu().show(curves, x, y), context::say);
        this.framing = new SheetFraming(state, editing, sheet, curves, curveMouse);
        new TrackListMouse(tracks, editing, state, this::addTrack, this::changeTrack);
        this.toolbar = new AnimationToolbar(context.playback(), state, editing, curves, this::keyChanges,
                () -> state.moveCursor(0), () -> state.moveCursor(document == null ? 0 : document.value().length()));
        this.curveSync = new CurveSync(curves, curveMouse, tracks, state, () -> document);
        this.pinnedNote = new PinnedNote(context.rig().pinnedToProperty(), () -> document != null);
        build();
        wire();
        this.actions = new SheetActions(context.actions(), root, this);
        EditTarget.install(root, new SheetEditTarget(editing, this::hasClip, this::selectAllKeys));
        showDocument(null);
    }

    private void build() {
        VBox left = TrackColumn.of(tracks, () -> addTrack(context.rig().selectedNode()));
        empty.getStyleClass().add("placeholder-text");
        empty.setMouseTransparent(true);
        StackPane body = new StackPane(sheet, curves, empty);
        body.setMinSize(0, 0);
        sheet.setMinSize(0, 0);
        curves.setMinSize(0, 0);
        VBox right = new VBox(ruler, body);
        // With Rec on the ruler, dope sheet and curves get a red frame (reel.css, :recording) and a red cursor.
        right.getStyleClass().add("animation-timeline");
        VBox.setVgrow(body, Priority.ALWAYS);
        scroll.setOrientation(Orientation.VERTICAL);
        scroll.setId("dope-sheet-scroll");
        HBox centre = new HBox(left, right, scroll);
        HBox.setHgrow(right, Priority.ALWAYS);
        root.setTop(new VBox(toolbar.node(), pinnedNote.node()));
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
        context.rig().versionProperty().addListener(rigListener);
        javafx.css.PseudoClass recording = javafx.css.PseudoClass.getPseudoClass("recording");
        recListener = observable -> root.pseudoClassStateChanged(recording, context.playback().recording());
        context.playback().recProperty().addListener(recListener);
        recListener.invalidated(null);
        // The loop override changes how the clip plays, so the shaded loop range follows it.
        context.playback().loopOverrideProperty().addListener(stampListener);
        showMode();
    }

    private void showMode() {
        boolean curveMode = state.curvesProperty().get();
        showViews();
        scroll.setDisable(curveMode);
        if (curveMode) {
            Platform.runLater(() -> curveMouse.frame(false));
        }
    }

    /**
     * The dope sheet or the curves; with no clip only the empty sheet, so the panel's "Open a clip" is the one
     * hint shown (the curves' own hint was drawn over it).
     */
    private void showViews() {
        boolean curveMode = state.curvesProperty().get() && document != null;
        curves.setVisible(curveMode);
        sheet.setVisible(!curveMode);
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
        } else if (document == null || document != refreshedDocument
                || document.stampProperty().get() != refreshedStamp) {
            // An edit moves the document's stamp before the window announces it here: the stamp's listener has
            // refreshed the views for it already (each drag frame refreshed them twice).
            refresh();
        }
    }

    /** Shows another clip (or none): the clip left keeps its view, and one seen before gets its own back. */
    private void showDocument(OpenDocument<Clip> next) {
        sheetMouse.cancel();
        if (document != null) {
            document.stampProperty().removeListener(stampListener);
            framing.keep(document);
        }
        document = next;
        if (next != null) {
            next.stampProperty().addListener(stampListener);
        }
        empty.setVisible(next == null);
        showViews();
        pinnedNote.update();
        root.getCenter().setDisable(false);
        toolbar.node().setDisable(next == null);
        state.setCurrentTrack(0);
        curveSync.forget(SheetFraming.kept(next));
        state.scrollTo(0);
        refresh();
        if (!framing.restore(next)) {
            frameAll();
        }
    }

    /** Brings every view in step with the document: layout when the clip changed, selection, cursor, curves. */
    void refresh() {
        refreshes++;
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
        curveSync.show(clip, selection);
        refreshedDocument = document;
        refreshedStamp = document == null ? -1 : document.stampProperty().get();
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
        framing.frame(selection);
    }

    /** A: the whole clip in view. */
    void frameAll() {
        framing.frameAll();
    }

    /** Arrow keys: move the selected keys a number of frames, or the cursor when nothing is selected. */
    void nudge(int frames) {
        if (document == null) {
            return;
        }
        if (editing.hasKeysOrEvents()) {
            editing.nudge(frames, state.fps(), state.ripple());
        } else {
            state.moveCursor(FrameRate.snap(document.timeCursor() + frames * state.frame(), state.fps()));
        }
    }

    void cursorTo(boolean end) {
        state.moveCursor(end && document != null ? document.value().length() : 0);
    }

    /** V: the handle-mode menu at the mouse, for the selected keys. */
    void handleMenu() {
        handleMenu.showAtMouse(root, !editing.selectedKeys().isEmpty());
    }

    void toggleCurves() {
        state.curvesProperty().set(!state.curvesProperty().get());
    }

    void selectColumn(double time) {
        Clip clip = editing.clip();
        if (clip != null) {
            editing.select(KeyTimes.column(clip, time, 0.5 * state.frame()));
        }
    }

    void selectAllKeys() {
        Clip clip = editing.clip();
        if (clip != null) {
            editing.select(KeyTimes.all(clip));
        }
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

    /** How many times the views were brought in step with the document (tests count what an edit costs). */
    int refreshes() {
        return refreshes;
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
        return drop.drop(sprites, x, y);
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
        pinnedNote.dispose();
        images.forget();
    }
}
