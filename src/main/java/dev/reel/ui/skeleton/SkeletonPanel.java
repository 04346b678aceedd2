package dev.reel.ui.skeleton;

import dev.reel.edit.Change;
import dev.reel.edit.Command;
import dev.reel.edit.Document;
import dev.reel.edit.cmd.AddIk;
import dev.reel.edit.cmd.KeyFields;
import dev.reel.edit.cmd.KeyPose;
import dev.reel.model.Clip;
import dev.reel.model.Kind;
import dev.reel.model.Value;
import dev.reel.model.rig.RigProperty;
import dev.reel.ui.playback.PreviewRig;
import dev.reel.edit.cmd.AddSlot;
import dev.reel.edit.cmd.BindMesh;
import dev.reel.edit.cmd.UnbindMesh;
import dev.reel.edit.rig.AutoWeights;
import dev.reel.edit.rig.MeshRef;
import dev.reel.edit.cmd.MoveSlot;
import dev.reel.edit.cmd.RenameBone;
import dev.reel.edit.cmd.ReparentBone;
import dev.reel.edit.cmd.SetBoneLength;
import dev.reel.model.rig.Bone;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.RegionAttachment;
import dev.reel.model.rig.Rig;
import dev.reel.preview.SpriteAtlas;
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

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The Skeleton panel of the focused rig: the bone tree ({@link SkeletonTree}, several rows selectable), the selected
 * bone's name (Enter renames it) and length, the Skeleton menu (Add Slot…, Add IK from the selected bone's chain to
 * a target bone), Add Slot (a sprite picker, {@link AddSlotStrip}), the picked slot's mesh ({@link MeshRows}: Make
 * Mesh… with live density settings, {@link MakeMeshStrip}; Bind to Bones; Unbind) and the rig's IK constraints
 * with their mix and bend ({@link IkRows}). Picking a slot showing a mesh makes it the mesh the preview's Mesh and
 * Weights tools edit; under them, the weights of the selected vertices of the bound mesh being edited
 * ({@link WeightsTable}). The tree fills the panel's left, the rows that edit sit in a scrolling column at its right. The selection is the rig's {@link RigViewState}, shared with the preview's Rig mode. Every
 * change is a command on the rig's history. With a rig clip focused it shows the clip's rig read-only, each bone's
 * slots in the draw order at the time cursor, and a slot dropped on a slot keys the clip's draw order there.
 */
public final class SkeletonPanel implements EditorPanel {
    private final PanelContext context;
    private final BorderPane root = new BorderPane();
    private final SkeletonTree tree;
    private final TextField name = new TextField();
    private final NumberField length = new NumberField();
    private final MenuButton menu = new MenuButton("Skeleton");
    private final IkRows iks;
    private final MeshRows meshRows;
    private final MakeMeshStrip makeMesh;
    private final AddSlotStrip addSlot;
    private final javafx.scene.control.Button addSlotButton = new javafx.scene.control.Button("Add Slot…");
    private final VBox strips = new VBox(4);
    private final SkeletonPicks picked = new SkeletonPicks();
    private final WeightsTable weights;
    private final Label empty = new Label("Open a rig (.aerig) or a clip that animates one to see its bones");
    private final SetupFields setup;
    /** Where the weights table of the selected vertices shows, under the editing rows. */
    private final VBox weightsSlot = new VBox();
    /** The rows that edit a rig document (hidden while a rig clip is focused). */
    private final List<javafx.scene.Node> editors = new java.util.ArrayList<>();
    private final InvalidationListener selectionMoved = observable -> refresh();
    private final Label order = new Label();
    private final dev.reel.ui.documents.RigBonePaths rigs;
    private OpenDocument<Rig> shown;
    /** The focused rig clip (its rig shown read-only, its draw order keyable), or null. */
    private OpenDocument<Clip> clipShown;
    private boolean updating;

    public SkeletonPanel(PanelContext context) {
        this.context = context;
        this.tree = new SkeletonTree(this::view, this::dropped, this::toggled, this::detail);
        this.iks = new IkRows(this::run);
        this.rigs = new dev.reel.ui.documents.RigBonePaths(context.workspace());
        order.setId("skeleton-draw-order");
        order.setWrapText(true);
        order.managedProperty().bind(order.visibleProperty());
        order.setVisible(false);
        this.meshRows = new MeshRows(this::startMakeMesh, this::bind, this::unbind);
        SpriteAtlas atlas = new SpriteAtlas(context.project().root());
        this.makeMesh = new MakeMeshStrip(atlas, context::say, this::closeStrips);
        this.addSlot = new AddSlotStrip(this::addSlot, this::closeStrips);
        addSlotButton.setId("add-slot");
        addSlotButton.setOnAction(event -> startAddSlot());
        this.weights = new WeightsTable(this::run);
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
        HBox fields = new HBox(6, new Label("Name"), name, new Label("Length"), length, menu, addSlotButton);
        fields.setPadding(new Insets(4));
        // A rig clip shows its rig read-only: the rows that edit a rig document take no room there.
        for (javafx.scene.Node editing : new javafx.scene.Node[] {fields, setup.node(), meshRows.node()}) {
            editors.add(editing);
            editing.managedProperty().bind(editing.visibleProperty());
        }
        VBox side = new VBox(4, fields, setup.node(), order, meshRows.node(), strips, iks.node());
        side.setPadding(new Insets(0, 4, 4, 4));
        // The tree takes the panel's whole height at the left; what edits the picked bone, slot, mesh and IK sits
        // at the right, scrolling when the panel is short (at the first-run size the tree showed three rows under
        // them before).
        VBox editing = new VBox(4, side, weightsSlot);
        javafx.scene.control.ScrollPane editorsPane = new javafx.scene.control.ScrollPane(editing);
        editorsPane.setFitToWidth(true);
        editorsPane.setHbarPolicy(javafx.scene.control.ScrollPane.ScrollBarPolicy.NEVER);
        editorsPane.setPrefWidth(700);
        editorsPane.setMinWidth(560);
        editorsPane.getStyleClass().add("skeleton-editors");
        root.setRight(editorsPane);
        root.setCenter(empty);
        tree.view().getSelectionModel().getSelectedItems().addListener(
                (javafx.collections.ListChangeListener<TreeItem<SkeletonEntry>>) change -> picked());
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
        OpenDocument<Rig> now = document != null && document.value() instanceof Rig ? (OpenDocument<Rig>) document
                : null;
        if (now != shown) {
            makeMesh.finish(false);
            closeStrips();
            picked.clear();
        }
        shown = now;
        clipShown = document != null && document.value() instanceof Clip clip && clip.rig() != null
                ? (OpenDocument<Clip>) document : null;
        refresh();
    }

    private RigViewState view() {
        return shown != null ? RigViewState.of(shown) : clipShown != null ? RigViewState.of(clipShown) : null;
    }

    /** The rig the panel shows: the focused rig, or the rig of the focused rig clip; null for none. */
    private Rig rig() {
        return shown != null ? shown.value() : clipShown != null ? rigs.rig(clipShown.value().rig()) : null;
    }

    /** The selected bone of the shown rig if it still exists, else null. */
    private String selected() {
        RigViewState view = view();
        Rig rig = rig();
        String bone = view == null || rig == null ? null : view.selectedBone();
        return bone != null && rig.bone(bone) != null ? bone : null;
    }

    /** The draw order the focused rig clip shows at its time cursor, back first; null outside a rig clip. */
    java.util.List<String> clipOrder() {
        Rig rig = rig();
        if (clipShown == null || rig == null) {
            return null;
        }
        return ClipDrawOrder.at(rig, clipShown.value(), clipShown.timeCursor(),
                context.rig().pending("", RigProperty.DRAW_ORDER));
    }

    private void refresh() {
        updating = true;
        try {
            Rig rig = rig();
            root.setCenter(rig == null ? empty : tree.view());
            java.util.List<String> clipOrder = clipOrder();
            picked.keep(rig, selected());
            tree.show(rig, picked.entries(), clipOrder);
            order.setVisible(clipOrder != null);
            order.setText(clipOrder == null ? "" : "Draw order at the cursor, back to front: "
                    + String.join(", ", clipOrder) + ". Drag a slot onto another to key it.");
            // A rig clip shows its rig read-only: the rig's own setup is edited in the rig's document.
            Bone bone = selected() == null || clipShown != null ? null : rig.bone(selected());
            addSlotButton.setDisable(bone == null || makeMesh.open());
            meshRows.show(shown == null ? null : rig, pickedSlot(), picked.bones(), makeMesh.open());
            name.setDisable(bone == null);
            length.setDisable(bone == null);
            menu.setDisable(rig == null || clipShown != null);
            if (!name.isFocused()) {
                name.setText(bone == null ? "" : bone.name());
            }
            length.setValue(bone == null ? null : bone.length());
            setup.show(bone);
            editors.forEach(row -> row.setVisible(clipShown == null));
            iks.show(clipShown != null ? null : rig);
            if (shown != null && weights.show(rig, view())) {
                weightsSlot.getChildren().setAll(weights.node());
            } else {
                weightsSlot.getChildren().clear();
            }
        } finally {
            updating = false;
        }
    }

    /** The tree's selection changed: the picks follow, the last bone picked is the selected bone. */
    private void picked() {
        RigViewState view = view();
        if (updating || view == null) {
            return;
        }
        Set<SkeletonEntry> now = new LinkedHashSet<>();
        for (TreeItem<SkeletonEntry> item : tree.view().getSelectionModel().getSelectedItems()) {
            if (item != null && item.getValue() != null) {
                now.add(item.getValue());
            }
        }
        String bone = picked.follow(now, view.selectedBone());
        if (bone != null || now.isEmpty()) {
            view.selectBone(bone);
        }
        Rig rig = rig();
        if (clipShown != null && rig != null && bone != null && rig.bone(bone) != null) {
            // In a rig clip a bone is a node: the preview and the Inspector show the one picked here.
            String path = rig.bonePath(rig.boneIndex(bone));
            if (path != null) {
                context.rig().selectNode(path);
            }
        }
        if (shown != null && !makeMesh.open()) {
            MeshRows.Shown at = MeshRows.shown(shown.value(), pickedSlot());
            view.editMesh(at != null && at.attachment() instanceof MeshAttachment mesh
                    ? new MeshRef(at.skin(), mesh.slot(), mesh.name()) : null);
        }
        // Not from inside the tree's selection change: the refresh it brings rebuilds the tree's rows.
        javafx.application.Platform.runLater(() -> context.rig().contextChanged());
    }

    private String pickedSlot() {
        return picked.slot(shown == null ? null : shown.value(), view());
    }

    /** What a row says besides its name: a mesh slot's counts and bones. */
    private String detail(SkeletonEntry entry) {
        if (!entry.slot() || shown == null) {
            return null;
        }
        MeshRows.Shown at = MeshRows.shown(shown.value(), entry.name());
        return at != null && at.attachment() instanceof MeshAttachment mesh ? "mesh: "
                + MeshRows.describe(shown.value(), mesh) : null;
    }

    private void startMakeMesh() {
        MeshRows.Shown at = MeshRows.shown(shown == null ? null : shown.value(), pickedSlot());
        if (!(at != null && at.attachment() instanceof RegionAttachment region) || makeMesh.open()) {
            return;
        }
        if (!shown.importable()) {
            context.say(shown.name() + " has errors: fix them in the Source view first");
            return;
        }
        if (makeMesh.start(shown, at.skin(), region)) {
            RigViewState view = view();
            view.editMesh(makeMesh.ref());
            view.setTool(RigViewState.Tool.MESH);
            strips.getChildren().setAll(makeMesh.node());
            context.rig().contextChanged();
            refresh();
        }
    }

    private void startAddSlot() {
        String bone = selected();
        if (bone == null || shown == null) {
            return;
        }
        addSlot.start(bone, SpriteList.of(context.project()));
        strips.getChildren().setAll(addSlot.node());
    }

    private void addSlot(String bone, String sprite) {
        String slotName = AddSlot.nameFor(shown.value(), sprite);
        if (run(new AddSlot(bone, slotName, sprite))) {
            picked.pickSlot(slotName);
            refresh();
        }
    }

    private void closeStrips() {
        strips.getChildren().clear();
        refresh();
    }

    private void bind() {
        MeshRef ref = view() == null ? null : view().editedMesh();
        List<String> bones = picked.bones();
        if (ref == null || bones.isEmpty()) {
            context.say("Select the bones to bind to in the tree (Ctrl-click for more than one)");
            return;
        }
        run(new BindMesh(ref, bones, AutoWeights.DEFAULT_POWER));
    }

    private void unbind() {
        MeshRef ref = view() == null ? null : view().editedMesh();
        if (ref != null) {
            run(new UnbindMesh(ref));
        }
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
        if (clipShown != null) {
            keyDrawOrder(what, onto);
            return;
        }
        if (!what.slot() && !onto.slot()) {
            run(new ReparentBone(what.name(), onto.name()));
        } else if (what.slot() && onto.slot() && shown != null) {
            run(new MoveSlot(what.name(), shown.value().slotIndex(onto.name())));
        } else {
            context.say("Drop a bone on a bone to reparent it, a slot on a slot to reorder the draw order");
        }
    }

    /**
     * A slot dropped on a slot in a rig clip: the draw order at the cursor with that slot moved to the other's
     * place, keyed on the clip's {@code drawOrder} track at the cursor with Rec and Auto Key (one undo step), else
     * kept for K and shown meanwhile.
     */
    @SuppressWarnings("unchecked")
    private void keyDrawOrder(SkeletonEntry what, SkeletonEntry onto) {
        java.util.List<String> now = clipOrder();
        if (!what.slot() || !onto.slot() || now == null) {
            context.say("In a rig clip, drop a slot on a slot to key the draw order; bones are set up in the rig");
            return;
        }
        java.util.List<String> after = ClipDrawOrder.moved(now, what.name(), onto.name());
        if (after.equals(now)) {
            return;
        }
        try {
            KeyFields command = context.rig().editRigPart("", new PreviewRig.Field(RigProperty.DRAW_ORDER,
                    Kind.DRAW_ORDER), new Value.Names(after));
            if (command == null) {
                context.say("The draw order waits for K, which keys it at the cursor");
            } else {
                Document<Clip> document = clipShown.document();
                document.breakMerge();
                document.execute(new KeyPose("Key draw order", context.rig().time(), command.fields()));
                document.breakMerge();
            }
        } catch (IllegalArgumentException | IllegalStateException refused) {
            context.say(refused.getMessage());
        }
        refresh();
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
        MenuItem slot = new MenuItem("Add Slot…");
        slot.setId("menu-add-slot");
        slot.setDisable(tip == null);
        slot.setOnAction(event -> startAddSlot());
        menu.getItems().add(slot);
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
        if (shown.document().busy()) {
            context.say("Finish Make Mesh… first (OK or Cancel)");
            refresh();
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
