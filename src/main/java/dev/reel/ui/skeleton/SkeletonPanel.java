package dev.reel.ui.skeleton;

import dev.reel.edit.Change;
import dev.reel.edit.Command;
import dev.reel.edit.cmd.AddIk;
import dev.reel.edit.cmd.MoveSlot;
import dev.reel.edit.cmd.RenameBone;
import dev.reel.edit.cmd.ReparentBone;
import dev.reel.edit.cmd.SetBoneLength;
import dev.reel.model.rig.Bone;
import dev.reel.model.rig.Rig;
import dev.reel.ui.control.NumberField;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.documents.RigViewState;
import dev.reel.ui.shell.EditorPanel;
import dev.reel.ui.shell.PanelContext;
import javafx.beans.InvalidationListener;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeItem;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * The Skeleton panel of the focused rig: the bone tree ({@link SkeletonTree}), the selected bone's name (Enter
 * renames it) and length, the Skeleton menu (Add IK from the selected bone's chain to a target bone) and the rig's
 * IK constraints with their mix and bend ({@link IkRows}). The selection is the rig's {@link RigViewState}, shared
 * with the preview's Rig mode. Every change is a command on the rig's history.
 */
public final class SkeletonPanel implements EditorPanel {
    private final PanelContext context;
    private final BorderPane root = new BorderPane();
    private final SkeletonTree tree;
    private final TextField name = new TextField();
    private final NumberField length = new NumberField();
    private final MenuButton menu = new MenuButton("Skeleton");
    private final IkRows iks;
    private final SetupFields setup;
    private final Label empty = new Label("Open a rig (.aerig) to see its bones");
    private final InvalidationListener selectionMoved = observable -> refresh();
    private OpenDocument<Rig> shown;
    private boolean updating;

    public SkeletonPanel(PanelContext context) {
        this.context = context;
        this.tree = new SkeletonTree(this::view, this::dropped, this::toggled);
        this.iks = new IkRows(this::run);
        this.setup = new SetupFields(this::run);
        root.getStyleClass().add("skeleton-panel");
        name.setId("bone-name");
        name.setPromptText("bone name");
        name.setOnAction(event -> rename());
        length.setId("bone-length");
        length.valueProperty().addListener((observable, old, now) -> {
            String bone = selected();
            if (!updating && bone != null && now != null) {
                run(new SetBoneLength(bone, now));
            }
        });
        menu.setId("skeleton-menu");
        menu.setOnShowing(event -> fillMenu());
        HBox fields = new HBox(6, new Label("Name"), name, new Label("Length"), length, menu);
        fields.setPadding(new Insets(4));
        VBox side = new VBox(4, fields, setup.node(), iks.node());
        root.setTop(side);
        root.setCenter(empty);
        tree.view().getSelectionModel().selectedItemProperty().addListener((observable, old, now) -> picked(now));
        context.rig().versionProperty().addListener(selectionMoved);
        documentChanged(context.workspace().focused(), null);
    }

    @Override
    public String title() {
        return "Skeleton";
    }

    @Override
    public Node node() {
        return root;
    }

    /** The tree (tests read it). */
    SkeletonTree tree() {
        return tree;
    }

    @Override
    @SuppressWarnings("unchecked")
    public void documentChanged(OpenDocument<?> document, Change<?> change) {
        shown = document != null && document.value() instanceof Rig ? (OpenDocument<Rig>) document : null;
        refresh();
    }

    private RigViewState view() {
        return shown == null ? null : RigViewState.of(shown);
    }

    /** The selected bone of the shown rig if it still exists, else null. */
    private String selected() {
        RigViewState view = view();
        String bone = view == null ? null : view.selectedBone();
        return bone != null && shown.value().bone(bone) != null ? bone : null;
    }

    private void refresh() {
        updating = true;
        try {
            Rig rig = shown == null ? null : shown.value();
            root.setCenter(rig == null ? empty : tree.view());
            tree.show(rig, selected());
            Bone bone = selected() == null ? null : rig.bone(selected());
            name.setDisable(bone == null);
            length.setDisable(bone == null);
            menu.setDisable(rig == null);
            if (!name.isFocused()) {
                name.setText(bone == null ? "" : bone.name());
            }
            length.setValue(bone == null ? null : bone.length());
            setup.show(bone);
            iks.show(rig);
        } finally {
            updating = false;
        }
    }

    private void picked(TreeItem<SkeletonEntry> item) {
        RigViewState view = view();
        if (updating || view == null || item == null || item.getValue().slot()) {
            return;
        }
        view.selectBone(item.getValue().name());
        context.rig().contextChanged();
    }

    private void rename() {
        String bone = selected();
        if (bone != null && !name.getText().equals(bone)) {
            String to = name.getText().trim();
            if (run(new RenameBone(bone, to))) {
                view().selectBone(to);
                context.rig().contextChanged();
            }
        }
    }

    private void dropped(SkeletonEntry what, SkeletonEntry onto) {
        if (!what.slot() && !onto.slot()) {
            run(new ReparentBone(what.name(), onto.name()));
        } else if (what.slot() && onto.slot() && shown != null) {
            run(new MoveSlot(what.name(), shown.value().slotIndex(onto.name())));
        } else {
            context.say("Drop a bone on a bone to reparent it, a slot on a slot to reorder the draw order");
        }
    }

    private void toggled() {
        context.rig().contextChanged();
    }

    /**
     * The Skeleton menu: Add 1-bone IK (aim), Add 2-bone IK, Add 3-bone IK (FABRIK), each a chain ending at the
     * selected bone, each with the bones that can be its target.
     */
    private void fillMenu() {
        menu.getItems().clear();
        String tip = selected();
        for (int bones = 1; bones <= 3; bones++) {
            Menu chain = new Menu(bones == 1 ? "Add 1-bone IK (aim)" : bones == 2 ? "Add 2-bone IK"
                    : "Add 3-bone IK (FABRIK)");
            chain.setId("add-ik-" + bones);
            chain.setDisable(tip == null);
            if (tip != null) {
                for (Bone target : shown.value().bones()) {
                    MenuItem item = new MenuItem("Target " + target.name());
                    item.setId("add-ik-" + bones + "-" + target.name());
                    int count = bones;
                    item.setOnAction(event -> run(new AddIk(AddIk.nextName(shown.value()), tip, count,
                            target.name())));
                    chain.getItems().add(item);
                }
            }
            menu.getItems().add(chain);
        }
    }

    /** Runs a rig command on the shown rig; a refused one (a name taken, a cycle) is said and changes nothing. */
    private boolean run(Command<Rig> command) {
        if (shown == null) {
            return false;
        }
        if (!shown.importable()) {
            context.say(shown.name() + " has errors: fix them in the Source view first");
            return false;
        }
        try {
            shown.document().execute(command);
            return true;
        } catch (IllegalArgumentException refused) {
            context.say(command.label() + ": " + refused.getMessage());
            refresh();
            return false;
        }
    }

    @Override
    public void dispose() {
        context.rig().versionProperty().removeListener(selectionMoved);
    }
}
