package dev.reel.ui.skeleton;

import dev.reel.edit.Command;
import dev.reel.edit.cmd.NormaliseWeights;
import dev.reel.edit.cmd.SetBoneWeight;
import dev.reel.edit.rig.Influence;
import dev.reel.edit.rig.MeshRef;
import dev.reel.edit.rig.WeightBrush;
import dev.reel.model.rig.Attachment;
import dev.reel.model.rig.Bone;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.Rig;
import dev.reel.ui.control.NumberField;
import dev.reel.ui.control.Tips;
import dev.reel.ui.control.Unit;
import dev.reel.ui.documents.RigViewState;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The Weights section of the Skeleton panel: the selected vertices of the edited bound mesh, one row per vertex
 * and a column per bone that influences any of them, each cell the bone's weight as a percentage. Typing a value
 * sets that bone's weight and the vertex's other bones share the rest in their proportions ({@link SetBoneWeight},
 * one undo step); with several vertices selected a first row, All, shows each bone's average and a value typed there
 * is set on every selected vertex. A column's × takes the bone out of the vertices (the others share its weight);
 * Add Bone adds a column at 0 % that a typed value brings in; Normalise makes each vertex's weights sum to exactly
 * 100 % ({@link NormaliseWeights}). Each row ends with its total.
 */
final class WeightsTable {
    /** The most vertex rows shown; the All row still covers every selected vertex. */
    static final int MAX_ROWS = 40;

    private final VBox box = new VBox(4);
    private final Label title = new Label();
    private final GridPane grid = new GridPane();
    private final Button normalise = new Button("Normalise");
    private final MenuButton addBone = new MenuButton("Add Bone");
    private final Predicate<Command<Rig>> run;
    /** Bones added as a column with Add Bone and not yet given a weight, for {@link #addedFor} and its selection. */
    private final Set<String> added = new LinkedHashSet<>();
    private MeshRef addedFor;
    private List<Integer> addedVertices = List.of();
    private boolean updating;
    private Rig lastRig;
    private RigViewState lastView;

    WeightsTable(Predicate<Command<Rig>> run) {
        this.run = run;
        box.setId("weights-table");
        box.getStyleClass().add("weights-table");
        box.setPadding(new Insets(4, 4, 4, 10));
        box.setPrefWidth(560);
        box.setMinWidth(360);
        title.getStyleClass().add("weights-title");
        normalise.setId("weights-normalise");
        Tips.set(normalise, "Make each selected vertex's weights sum to exactly 100 %");
        addBone.setId("weights-add-bone");
        Tips.set(addBone, "Add a bone column to the selected vertices (type its weight to bind it)");
        grid.setHgap(6);
        grid.setVgap(2);
        grid.setId("weights-grid");
        HBox head = new HBox(8, title, addBone, normalise);
        head.setAlignment(Pos.CENTER_LEFT);
        ScrollPane scroll = new ScrollPane(grid);
        scroll.setFitToWidth(true);
        VBox.setVgrow(scroll, javafx.scene.layout.Priority.ALWAYS);
        box.getChildren().addAll(head, scroll);
    }

    Node node() {
        return box;
    }

    /** The edited mesh of {@code rig} when it exists and is bound to bones, else null. */
    static MeshAttachment boundMesh(Rig rig, MeshRef ref) {
        if (rig == null || ref == null || rig.skin(ref.skin()) == null) {
            return null;
        }
        Attachment attachment = rig.skin(ref.skin()).attachment(ref.slot(), ref.attachment());
        return attachment instanceof MeshAttachment mesh && mesh.weighted() ? mesh : null;
    }

    /**
     * Shows the weights of the selected vertices of the edited mesh of {@code rig}; returns whether there is anything
     * to show (a bound mesh being edited with the Weights tool, or vertices of one selected).
     */
    boolean show(Rig rig, RigViewState view) {
        lastRig = rig;
        lastView = view;
        MeshRef ref = view == null ? null : view.editedMesh();
        MeshAttachment mesh = boundMesh(rig, ref);
        List<Integer> vertices = new ArrayList<>();
        if (mesh != null) {
            for (int v : view.selectedVertices()) {
                if (v >= 0 && v < mesh.vertexCount()) {
                    vertices.add(v);
                }
            }
        }
        boolean wanted = mesh != null && (view.tool() == RigViewState.Tool.WEIGHTS || !vertices.isEmpty());
        if (!wanted) {
            return false;
        }
        if (!ref.equals(addedFor) || !vertices.equals(addedVertices)) {
            added.clear();
            addedFor = ref;
            addedVertices = List.copyOf(vertices);
        }
        updating = true;
        try {
            fill(rig, ref, mesh, vertices);
        } finally {
            updating = false;
        }
        return true;
    }

    private void fill(Rig rig, MeshRef ref, MeshAttachment mesh, List<Integer> vertices) {
        grid.getChildren().clear();
        title.setText(vertices.isEmpty() ? "Weights of " + ref.attachment() + ": click vertices in the preview"
                : "Weights of " + ref.attachment() + ", " + vertices.size()
                + (vertices.size() == 1 ? " vertex" : " vertices"));
        List<List<Influence>> influences = Influence.of(mesh);
        List<Integer> bones = columns(rig, influences, vertices);
        normalise.setDisable(vertices.isEmpty());
        normalise.setOnAction(event -> run.test(new NormaliseWeights(ref, vertices)));
        fillAddMenu(rig, bones, vertices.isEmpty());
        if (vertices.isEmpty()) {
            return;
        }
        grid.add(new Label("Vertex"), 0, 0);
        for (int c = 0; c < bones.size(); c++) {
            String name = rig.bones().get(bones.get(c)).name();
            Button drop = new Button("×");
            drop.getStyleClass().addAll("flat", "small");
            drop.setId("weights-drop-" + name);
            Tips.set(drop, "Take " + name + " out of the selected vertices");
            drop.setOnAction(event -> {
                if (!added.remove(name)) {
                    run.test(new SetBoneWeight(ref, vertices, name, 0));
                } else {
                    show(lastRig, lastView);
                }
            });
            HBox header = new HBox(2, new Label(name), drop);
            header.setAlignment(Pos.CENTER_LEFT);
            grid.add(header, c + 1, 0);
        }
        grid.add(new Label("Total"), bones.size() + 1, 0);
        int row = 1;
        if (vertices.size() > 1) {
            grid.add(new Label("All (average)"), 0, row);
            double total = 0;
            for (int c = 0; c < bones.size(); c++) {
                double sum = 0;
                for (int v : vertices) {
                    sum += WeightBrush.weightOf(influences.get(v), bones.get(c));
                }
                total += sum / vertices.size();
                grid.add(cell(ref, vertices, rig.bones().get(bones.get(c)).name(), sum / vertices.size(), "all"),
                        c + 1, row);
            }
            grid.add(new Label(Unit.PERCENT.text(total)), bones.size() + 1, row);
            row++;
        }
        for (int v : vertices.subList(0, Math.min(MAX_ROWS, vertices.size()))) {
            grid.add(new Label("#" + v), 0, row);
            double total = 0;
            for (int c = 0; c < bones.size(); c++) {
                double w = WeightBrush.weightOf(influences.get(v), bones.get(c));
                total += w;
                grid.add(cell(ref, List.of(v), rig.bones().get(bones.get(c)).name(), w, String.valueOf(v)), c + 1,
                        row);
            }
            Label sum = new Label(Unit.PERCENT.text(total));
            sum.setId("weights-total-" + v);
            grid.add(sum, bones.size() + 1, row);
            row++;
        }
        if (vertices.size() > MAX_ROWS) {
            grid.add(new Label("and " + (vertices.size() - MAX_ROWS) + " more (the All row sets them too)"), 0, row,
                    bones.size() + 2, 1);
        }
    }

    /** The bones of the columns: those influencing any listed vertex, in the rig's order, then the added ones. */
    private List<Integer> columns(Rig rig, List<List<Influence>> influences, List<Integer> vertices) {
        Set<Integer> used = new LinkedHashSet<>();
        for (int b = 0; b < rig.bones().size(); b++) {
            for (int v : vertices) {
                if (WeightBrush.weightOf(influences.get(v), b) > 0) {
                    used.add(b);
                    break;
                }
            }
        }
        for (String name : added) {
            int b = rig.boneIndex(name);
            if (b >= 0) {
                used.add(b);
            }
        }
        return new ArrayList<>(used);
    }

    private void fillAddMenu(Rig rig, List<Integer> shown, boolean disabled) {
        addBone.getItems().clear();
        addBone.setDisable(disabled);
        for (int b = 0; b < rig.bones().size(); b++) {
            if (shown.contains(b)) {
                continue;
            }
            Bone bone = rig.bones().get(b);
            MenuItem item = new MenuItem(bone.name());
            item.setId("weights-add-" + bone.name());
            item.setOnAction(event -> {
                added.add(bone.name());
                show(lastRig, lastView);
            });
            addBone.getItems().add(item);
        }
    }

    /** A percentage field: typing sets {@code bone}'s weight in {@code vertices}. */
    private NumberField cell(MeshRef ref, List<Integer> vertices, String bone, double weight, String row) {
        NumberField field = new NumberField();
        field.setUnit(Unit.PERCENT);
        field.setStep(1);
        field.setPrefColumnCount(5);
        field.setId("weight-" + row + "-" + bone);
        field.setValue(weight);
        field.valueProperty().addListener((observable, old, now) -> {
            if (updating || now == null) {
                return;
            }
            // A typed 120 % or −5 % is taken as 100 % or 0 %.
            if (!run.test(new SetBoneWeight(ref, vertices, bone, Math.max(0, Math.min(1, now))))) {
                show(lastRig, lastView);
            }
        });
        return field;
    }
}
