package dev.reel.ui.graph;

import dev.reel.edit.Change;
import dev.reel.io.ProjectFolder;
import dev.reel.model.Controller;
import dev.reel.ui.actions.EditTarget;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.shell.EditorPanel;
import dev.reel.ui.shell.PanelContext;
import javafx.animation.AnimationTimer;
import javafx.beans.value.ChangeListener;
import javafx.collections.ListChangeListener;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The Animator tab: the graph of the controller last focused (it stays while a clip is focused, until its
 * document closes) beside the side panel. It redraws from the document on every change — edits, undo, redo,
 * reloads from disk, live drag previews — and from a {@link LiveAnimator} while the preview plays one.
 */
public final class GraphPanel implements EditorPanel {
    private static final List<String> ENGINE_CLIPS = List.of("engine/anim/bob", "engine/anim/hit",
            "engine/anim/idle", "engine/anim/jump", "engine/anim/run");

    private final PanelContext context;
    private final ControllerEditing editing;
    private final GraphView view = new GraphView();
    private final GraphGestures gestures;
    private final GraphActions actions;
    private final GraphMenus menus;
    private final SidePanel side;
    private final BlendTreeEditor treeEditor;
    private final LayerList layers;
    private final MachineNavigator machines;
    private final ScrubPreview scrubs;
    private final BorderPane root = new BorderPane();
    private final Label name = new Label("No controller");
    private final Label liveBadge = new Label("● Live");
    private final ErrorNotice notice;
    private final Label empty = new Label("Open a controller (.aectrl) to edit its states and transitions here.");
    private final ChangeListener<Number> stampListener = (observable, old, stamp) -> refresh();
    private final javafx.beans.InvalidationListener previewed = observable -> followPreview();
    private final ListChangeListener<OpenDocument<?>> closed = change -> documentsChanged();
    private final GraphCommands commands;
    private final AnimationTimer liveTimer;
    private LiveAnimator live;
    private long liveStep = -1;
    private List<String> clips;
    private long clipsRead;

    public GraphPanel(PanelContext context) {
        this.context = context;
        this.editing = new ControllerEditing(context::say);
        GraphCameras cameras = new GraphCameras(key -> context.remembered(key, null), context::remember);
        view.memory().set(() -> cameras.recall(editing.open(), editing.scope()),
                frame -> cameras.remember(editing.open(), editing.scope(), frame));
        Runnable selectionChanged = this::refresh;
        this.gestures = new GraphGestures(view, editing, selectionChanged);
        this.actions = new GraphActions(editing, view, gestures::pointer, selectionChanged);
        this.commands = new GraphCommands(editing, view, actions);
        this.side = new SidePanel(editing, this::clips, selectionChanged,
                clip -> AnimatedPaths.length(context.project().root(), clip));
        this.menus = new GraphMenus(view, editing, actions, state -> side.states().focusName());
        this.treeEditor = new BlendTreeEditor(editing, this::clips, () -> live);
        side.states().setOnEditTree(treeEditor::open);
        this.machines = new MachineNavigator(editing, view, this::refresh, treeEditor::open);
        menus.setOnOpen(machines::openFramed);
        side.setMachineActions(machine -> machines.openFramed(machine.id()), actions::ungroup);
        menus.setOnRenameMachine(side::focusMachineName);
        this.scrubs = new ScrubPreview(editing, side.transitions().timeline(), context.rig());
        this.layers = new LayerList(editing, this::clips, () -> editing.value() == null ? List.of()
                : AnimatedPaths.of(editing.value(), context.project().root()), machines::showLayer);
        view.setId("graph-view");
        root.setId("graph-panel");
        // Tests and the window reach the panel from its node.
        root.getProperties().put(GraphPanel.class, this);
        root.getStyleClass().addAll("panel", "graph-panel");
        root.setTop(header());
        empty.getStyleClass().add("graph-empty");
        empty.setMouseTransparent(true);
        this.notice = new ErrorNotice(editing, view, context::showInSource);
        StackPane graph = new StackPane(view, empty, treeEditor);
        graph.setMinSize(0, 0);
        javafx.scene.layout.BorderPane canvas = new javafx.scene.layout.BorderPane(graph);
        canvas.setTop(notice);
        canvas.getStyleClass().add("graph-canvas");
        StackPane.setAlignment(empty, Pos.CENTER);
        StackPane.setAlignment(treeEditor, Pos.BOTTOM_CENTER);
        StackPane.setMargin(treeEditor, new javafx.geometry.Insets(12));
        javafx.scene.control.ScrollPane layerColumn = new javafx.scene.control.ScrollPane(layers);
        layerColumn.setFitToWidth(true);
        layerColumn.getStyleClass().add("graph-side");
        layerColumn.setMinWidth(240);
        SplitPane split = new SplitPane(layerColumn, canvas, side);
        split.setOrientation(Orientation.HORIZONTAL);
        split.setDividerPositions(0.2, 0.72);
        SplitPane.setResizableWithParent(layerColumn, false);
        SplitPane.setResizableWithParent(side, false);
        root.setCenter(split);
        side.setMinWidth(300);
        EditTarget.install(view, new EditTarget() {
            @Override
            public boolean canCopy() {
                return actions.canCopy();
            }

            @Override
            public void copy() {
                actions.copy();
            }

            @Override
            public boolean canCut() {
                return actions.canCopy();
            }

            @Override
            public void cut() {
                actions.copy();
                actions.delete();
            }

            @Override
            public boolean canPaste() {
                return actions.canPaste();
            }

            @Override
            public void paste() {
                actions.paste();
            }

            @Override
            public boolean canDelete() {
                return actions.canDelete();
            }

            @Override
            public void delete() {
                actions.delete();
            }

            @Override
            public boolean canSelectAll() {
                return editing.value() != null;
            }

            @Override
            public void selectAll() {
                Controller controller = editing.graph();
                java.util.Set<Long> ids = new java.util.LinkedHashSet<>();
                controller.states().forEach(state -> ids.add(state.id()));
                editing.select(ids, java.util.Set.of());
                refresh();
            }
        });
        commands.register(context.actions(), state -> side.states().focusName(), side::focusMachineName,
                machines::openFramed,
                actions::autoLayout);
        context.workspace().documents().addListener(closed);
        context.rig().animatorProperty().addListener(previewed);
        liveTimer = new AnimationTimer() {
            @Override
            public void handle(long now) {
                refreshLive();
            }
        };
        show(null);
    }

    private Node header() {
        Label title = new Label("Animator");
        title.getStyleClass().add("panel-title");
        name.getStyleClass().add("panel-subtitle");
        liveBadge.getStyleClass().add("graph-live-badge");
        liveBadge.setVisible(false);
        javafx.scene.control.SplitMenuButton addState = commands.addButton();
        Button layout = button("Auto Layout", "graph-auto-layout", actions::autoLayout);
        Button tidy = button("Tidy", "graph-tidy", actions::tidy);
        Button frame = button("Frame All", "graph-frame-all", view::frameAll);
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox header = new HBox(8, title, name, machines.breadcrumb(), liveBadge, gap, addState, layout, tidy, frame);
        header.setAlignment(Pos.CENTER_LEFT);
        header.getStyleClass().addAll("panel-header", "graph-header");
        return header;
    }

    private Button button(String text, String id, Runnable action) {
        Button button = new Button(text);
        button.setId(id);
        button.getStyleClass().add("graph-tool");
        button.setFocusTraversable(false);
        button.setOnAction(event -> action.run());
        button.disableProperty().bind(view.disabledProperty());
        return button;
    }

    @Override
    public String title() {
        return "Animator";
    }

    @Override
    public Node node() {
        return root;
    }

    @Override
    @SuppressWarnings("unchecked")
    public void documentChanged(OpenDocument<?> document, Change<?> change) {
        if (document != null && document.value() instanceof Controller && document != editing.open()) {
            show((OpenDocument<Controller>) document);
        }
    }

    private void documentsChanged() {
        if (editing.open() != null && !context.workspace().documents().contains(editing.open())) {
            show(null);
        }
    }

    private void show(OpenDocument<Controller> document) {
        if (editing.open() != null) {
            editing.open().stampProperty().removeListener(stampListener);
        }
        editing.setOpen(document);
        if (document != null) {
            document.stampProperty().addListener(stampListener);
            view.requestFrame();
        }
        name.setText(document == null ? "No controller" : document.name());
        empty.setVisible(document == null);
        side.setVisible(document != null);
        view.setDisable(document == null);
        refresh();
        followPreview();
    }

    /** Draws the document's current value and selection. */
    private void refresh() {
        Controller controller = editing.value();
        if (controller != null) {
            machines.followSelection();
        }
        Controller shown = controller == null ? null : machines.display();
        view.show(shown);
        if (controller == null) {
            treeEditor.close();
            scrubs.refresh();
            return;
        }
        machines.decorate();
        notice.show();
        treeEditor.refresh();
        layers.show(controller, editing.scope().layerId());
        view.showLive(LiveInGraph.frame(live, controller, editing.scope()));
        view.showSelection(editing.selection(), editing.pills());
        if (!gestures.active()) {
            side.show(editing.graph(), editing.selection(), editing.pills());
        }
        scrubs.refresh();
    }

    /** The clips a state may play: the project's and the engine's, read again at most every two seconds. */
    private List<String> clips() {
        long now = System.nanoTime();
        if (clips == null || now - clipsRead > 2_000_000_000L) {
            List<String> found = new ArrayList<>();
            ProjectFolder folder = context.project();
            for (Path file : folder.files()) {
                if (ProjectFolder.kindOf(file) == ProjectFolder.FileKind.CLIP) {
                    found.add(folder.relative(file));
                }
            }
            found.addAll(ENGINE_CLIPS);
            clips = List.copyOf(found);
            clipsRead = now;
        }
        return clips;
    }

    // Live.

    /**
     * Shows {@code animator} running on the graph (the current state ringed, the blend on its arrow, the
     * parameters live), or stops showing one (null). The preview calls it when it starts and stops playing
     * this panel's controller.
     */
    public void setLive(LiveAnimator animator) {
        live = animator;
        liveStep = -1;
        liveBadge.setVisible(animator != null);
        side.parameters().setLive(animator);
        if (animator == null) {
            liveTimer.stop();
            view.showLive(null);
        } else {
            liveTimer.start();
            refreshLive();
        }
    }

    /**
     * Goes live when the preview plays the controller this panel shows (by file; the built-in platformer or
     * another controller playing in the preview leaves the graph as it is) and stops when it stops.
     */
    private void followPreview() {
        dev.reel.runtime.Animator playing = context.rig().animatorProperty().get();
        boolean ours = playing != null && editing.open() != null
                && AnimatorLive.compiledFrom(playing.controller().file(), context.project().root(),
                editing.open().file());
        if (!ours) {
            if (live instanceof AnimatorLive) {
                setLive(null);
            }
            return;
        }
        if (!(live instanceof AnimatorLive current) || !current.runs(playing)) {
            setLive(new AnimatorLive(playing, context.rig().layersProperty().get()));
        }
    }

    public LiveAnimator live() {
        return live;
    }

    private void refreshLive() {
        if (live == null || live.steps() == liveStep) {
            return;
        }
        liveStep = live.steps();
        view.showLive(LiveInGraph.frame(live, editing.value(), editing.scope()));
        side.parameters().refreshLive();
        treeEditor.refreshLive();
    }

    GraphView view() {
        return view;
    }

    GraphMenus menus() {
        return menus;
    }

    MachineNavigator machines() {
        return machines;
    }

    LayerList layers() {
        return layers;
    }

    BlendTreeEditor treeEditor() {
        return treeEditor;
    }

    SidePanel side() {
        return side;
    }

    OpenDocument<Controller> shown() {
        return editing.open();
    }

    @Override
    public void dispose() {
        liveTimer.stop();
        live = null;
        if (editing.open() != null) {
            editing.open().stampProperty().removeListener(stampListener);
        }
        context.workspace().documents().removeListener(closed);
        context.rig().animatorProperty().removeListener(previewed);
        commands.unregister(context.actions());
    }
}
