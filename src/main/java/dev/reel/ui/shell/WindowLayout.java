package dev.reel.ui.shell;

import dev.reel.ui.control.Tips;
import dev.reel.ui.documents.OpenDocument;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;

import java.util.List;

/**
 * How the window is laid out: the menu bar; Assets on the left, the open documents above the preview in the
 * centre, the Inspector on the right; Animation, Animator, Sheet, Source and Problems as tabs below; the
 * status bar. Panels can be hidden and shown, and the dividers and the bottom tab are remembered.
 */
public final class WindowLayout {
    private static final double[] HORIZONTAL = {0.19, 0.76};
    private static final double[] VERTICAL = {0.58};

    private final EditorWindow window;
    private final StackPane root;
    private final SplitPane horizontal = new SplitPane();
    private final SplitPane vertical = new SplitPane();
    private final TabPane bottom = new TabPane();
    private final Node assetsNode;
    private final Node inspectorNode;
    private final BorderPane centre = new BorderPane();
    private double[] horizontalPositions = HORIZONTAL.clone();
    private double[] verticalPositions = VERTICAL.clone();
    private final FailureNotice notice;
    /** The panel behind each bottom tab, by title. */
    private final java.util.Map<String, EditorPanel> tabbed = new java.util.HashMap<>();

    WindowLayout(EditorWindow window, StackPane overlay) {
        this.window = window;
        notice = new FailureNotice(overlay, window.dialogs());
        assetsNode = window.assets().node();
        inspectorNode = window.inspector().node();
        centre.setTop(window.documentTabs().node());
        centre.setCenter(window.slotted().get(PanelSlot.PREVIEW).node());
        centre.getStyleClass().add("centre");
        horizontal.setId("main-split");
        horizontal.getItems().addAll(assetsNode, centre, inspectorNode);
        SplitPane.setResizableWithParent(assetsNode, false);
        SplitPane.setResizableWithParent(inspectorNode, false);
        bottom.setId("bottom-tabs");
        bottom.getStyleClass().add("bottom-tabs");
        bottom.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        for (PanelSlot slot : List.of(PanelSlot.ANIMATION, PanelSlot.ANIMATOR, PanelSlot.SHEET, PanelSlot.SKELETON)) {
            EditorPanel panel = window.slotted().get(slot);
            bottom.getTabs().add(tab(panel.title(), panel.node()));
            tabbed.put(panel.title(), panel);
        }
        bottom.getTabs().add(tab("Source", window.source().node()));
        tabbed.put("Source", window.source());
        bottom.getTabs().add(tab("Problems", window.problems().node()));
        tabbed.put("Problems", window.problems());
        bottom.getSelectionModel().selectedItemProperty().addListener((observable, old, now) -> tellShown());
        tellShown();
        vertical.setId("vertical-split");
        vertical.setOrientation(Orientation.VERTICAL);
        vertical.getItems().addAll(horizontal, bottom);
        SplitPane.setResizableWithParent(bottom, false);
        Button commands = new Button("Search commands…");
        commands.setId("palette-button");
        commands.getStyleClass().addAll("palette-button", "flat", "small");
        Tips.set(commands, "Command palette (Ctrl+Shift+N)");
        commands.setOnAction(event -> window.palette().show());
        HBox top = new HBox(window.menus().bar(), commands);
        HBox.setHgrow(window.menus().bar(), Priority.ALWAYS);
        top.setAlignment(Pos.CENTER_LEFT);
        top.getStyleClass().add("top-bar");
        BorderPane main = new BorderPane();
        main.setTop(top);
        main.setCenter(vertical);
        main.setBottom(window.status().node());
        main.getStyleClass().add("reel-window");
        root = new StackPane(main, overlay);
    }

    /**
     * A bottom tab whose panel joins the scene only when the tab is first shown: the panels behind the other
     * tabs cost no CSS, skin or layout in the first frame. A tab selected only while the window is being built
     * (the first tab is selected as it is added; the remembered layout or the first run then picks another)
     * gives its panel up again when it is deselected before the window is first shown, since nothing of it
     * was drawn: on the sample's first run the Animation panel, 172 of the 1,500 nodes the first frame styled
     * and laid out, behind the Animator tab.
     */
    private static Tab tab(String title, Node content) {
        Tab tab = new Tab(title);
        tab.setId("tab-" + title.toLowerCase(java.util.Locale.ROOT));
        tab.selectedProperty().addListener((observable, was, selected) -> {
            if (selected && tab.getContent() == null) {
                tab.setContent(content);
            } else if (!selected && tab.getContent() != null && !windowShown(tab)) {
                tab.setContent(null);
            }
        });
        return tab;
    }

    /** Whether the window holding {@code tab} is on screen (it is not while the window is being built). */
    private static boolean windowShown(Tab tab) {
        TabPane pane = tab.getTabPane();
        return pane != null && pane.getScene() != null && pane.getScene().getWindow() != null
                && pane.getScene().getWindow().isShowing();
    }

    public StackPane root() {
        return root;
    }

    /** The card that tells of an unexpected error. */
    FailureNotice notice() {
        return notice;
    }

    public TabPane bottom() {
        return bottom;
    }

    public SplitPane horizontal() {
        return horizontal;
    }

    public SplitPane vertical() {
        return vertical;
    }

    /** Selects the bottom tab with this title (showing the bottom panel if it was hidden). */
    public void showBottomTab(String title) {
        if (!bottomShown()) {
            toggleBottom();
        }
        for (Tab tab : bottom.getTabs()) {
            if (tab.getText().equals(title)) {
                bottom.getSelectionModel().select(tab);
            }
        }
    }

    public String selectedBottomTab() {
        Tab tab = bottom.getSelectionModel().getSelectedItem();
        return tab == null ? "" : tab.getText();
    }

    /**
     * A newly focused document brings its own editor forward (a clip the Animation tab, a controller the
     * Animator, a sheet the Sheet tab) unless the user is reading Source or Problems.
     */
    void showEditorTabFor(OpenDocument<?> document) {
        String current = selectedBottomTab();
        if (current.equals("Source") || current.equals("Problems")) {
            return;
        }
        String wanted = switch (document.type().name()) {
            case "Clip" -> PanelSlot.ANIMATION.title();
            case "Controller" -> PanelSlot.ANIMATOR.title();
            case "Sheet" -> PanelSlot.SHEET.title();
            case "Rig" -> PanelSlot.SKELETON.title();
            default -> "Source";
        };
        showBottomTab(wanted);
    }

    public boolean assetsShown() {
        return horizontal.getItems().contains(assetsNode);
    }

    public boolean inspectorShown() {
        return horizontal.getItems().contains(inspectorNode);
    }

    public boolean bottomShown() {
        return vertical.getItems().contains(bottom);
    }

    public void toggleAssets() {
        rememberHorizontal();
        if (assetsShown()) {
            horizontal.getItems().remove(assetsNode);
        } else {
            horizontal.getItems().add(0, assetsNode);
        }
        applyHorizontal();
    }

    public void toggleInspector() {
        rememberHorizontal();
        if (inspectorShown()) {
            horizontal.getItems().remove(inspectorNode);
        } else {
            horizontal.getItems().add(inspectorNode);
        }
        applyHorizontal();
    }

    public void toggleBottom() {
        if (bottomShown()) {
            verticalPositions = vertical.getDividerPositions();
            vertical.getItems().remove(bottom);
        } else {
            vertical.getItems().add(bottom);
            vertical.setDividerPositions(verticalPositions);
        }
        tellShown();
    }

    /** Tells each bottom panel whether it is in view now. */
    private void tellShown() {
        boolean open = bottomShown();
        // The selection model tells of a new selected item before the tab's own selected flag is set.
        Tab selected = bottom.getSelectionModel().getSelectedItem();
        for (Tab tab : bottom.getTabs()) {
            EditorPanel panel = tabbed.get(tab.getText());
            if (panel != null) {
                panel.shownChanged(open && tab == selected);
            }
        }
    }

    /** Keeps the divider positions of the full three-column layout while a side panel is hidden. */
    private void rememberHorizontal() {
        double[] now = horizontal.getDividerPositions();
        if (assetsShown() && inspectorShown()) {
            horizontalPositions = now;
        } else if (assetsShown() && now.length == 1) {
            horizontalPositions[0] = now[0];
        } else if (inspectorShown() && now.length == 1) {
            horizontalPositions[1] = now[0];
        }
    }

    private void applyHorizontal() {
        if (assetsShown() && inspectorShown()) {
            horizontal.setDividerPositions(horizontalPositions);
        } else if (assetsShown()) {
            horizontal.setDividerPositions(horizontalPositions[0]);
        } else if (inspectorShown()) {
            horizontal.setDividerPositions(horizontalPositions[1]);
        }
    }

    /** Back to the standard arrangement: every panel shown, dividers where they start. */
    public void reset() {
        if (!assetsShown()) {
            horizontal.getItems().add(0, assetsNode);
        }
        if (!inspectorShown()) {
            horizontal.getItems().add(inspectorNode);
        }
        if (!bottomShown()) {
            vertical.getItems().add(bottom);
        }
        horizontalPositions = HORIZONTAL.clone();
        verticalPositions = VERTICAL.clone();
        horizontal.setDividerPositions(horizontalPositions);
        vertical.setDividerPositions(verticalPositions);
    }

    void restore(WindowMemory memory) {
        memory.restoreDividers("horizontal", horizontal, HORIZONTAL);
        memory.restoreDividers("vertical", vertical, VERTICAL);
        horizontalPositions = horizontal.getDividerPositions();
        verticalPositions = vertical.getDividerPositions();
        showBottomTab(memory.get("bottom.tab", PanelSlot.ANIMATION.title()));
        if (!memory.flag("show.assets", true)) {
            toggleAssets();
        }
        if (!memory.flag("show.inspector", true)) {
            toggleInspector();
        }
        if (!memory.flag("show.bottom", true)) {
            toggleBottom();
        }
    }

    void capture(WindowMemory memory) {
        rememberHorizontal();
        if (bottomShown()) {
            verticalPositions = vertical.getDividerPositions();
        }
        for (int i = 0; i < horizontalPositions.length; i++) {
            memory.put("split.horizontal." + i, Double.toString(horizontalPositions[i]));
        }
        memory.put("split.vertical.0", Double.toString(verticalPositions[0]));
        memory.setFlag("show.assets", assetsShown());
        memory.setFlag("show.inspector", inspectorShown());
        memory.setFlag("show.bottom", bottomShown());
        memory.put("bottom.tab", selectedBottomTab());
    }
}
