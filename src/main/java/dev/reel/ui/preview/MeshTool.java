package dev.reel.ui.preview;

import dev.reel.edit.Command;
import dev.reel.edit.Gesture;
import dev.reel.edit.Transaction;
import dev.reel.edit.cmd.AddMeshEdge;
import dev.reel.edit.cmd.AddMeshVertex;
import dev.reel.edit.cmd.MoveMeshVertices;
import dev.reel.edit.cmd.RemoveMeshEdge;
import dev.reel.edit.cmd.RemoveMeshVertex;
import dev.reel.edit.cmd.RetriangulateMesh;
import dev.reel.edit.rig.MeshRef;
import dev.reel.edit.rig.UvPlacement;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.Rig;
import dev.reel.preview.Camera;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.documents.RigViewState;
import dev.reel.ui.shell.PanelContext;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.input.MouseEvent;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;

/**
 * Rig mode's Mesh tool on the mesh the Skeleton panel picked ({@link RigViewState#editedMesh()}): its triangles,
 * kept edges and hull (heavier) and its vertices drawn over the frame. A click selects a vertex (Shift adds or
 * takes it out), a drag from a selected vertex moves the selection (one undo step, Esc cancels), a drag on empty
 * space selects the vertices in its box, a click on an edge selects the edge; a double click inside the mesh (or
 * on an edge) adds a vertex there. {@link #deleteSelection()}, {@link #addEdge()} and {@link #retriangulate()} are
 * the Delete key, E and the Retriangulate button. A hidden slot's mesh is not drawn, a locked one not edited; a mesh
 * bound to bones can be selected but its vertices are changed only once it is unbound.
 */
final class MeshTool {

    private final PanelContext context;
    private final Supplier<OpenDocument<Rig>> document;
    private final Supplier<Camera> camera;
    private final Runnable repaint;
    private Gesture<Rig> gesture;
    private EditedMesh start;
    private double[] pressWorld;
    private double[] box;
    private int[] edge;
    private boolean shift;

    MeshTool(PanelContext context, Supplier<OpenDocument<Rig>> document, Supplier<Camera> camera,
             Runnable repaint) {
        this.context = context;
        this.document = document;
        this.camera = camera;
        this.repaint = repaint;
    }

    /** The mesh being edited as the rig stands now, or null when none is picked or the rig lost it. */
    EditedMesh edited() {
        OpenDocument<Rig> rig = document.get();
        if (rig == null) {
            return null;
        }
        MeshRef ref = RigViewState.of(rig).editedMesh();
        return ref == null ? null : EditedMesh.of(RigGeometry.of(rig.value()), ref);
    }

    /** The selected edge's two vertices, or null. */
    int[] selectedEdge() {
        return edge == null ? null : edge.clone();
    }

    private RigViewState view() {
        return RigViewState.of(document.get());
    }

    /** The edited mesh when it may be changed now, else null with the reason said. */
    private EditedMesh editable(boolean changing) {
        EditedMesh mesh = edited();
        if (mesh == null) {
            context.say("Pick a slot showing a mesh in the Skeleton panel (a region: Make Mesh… first)");
            return null;
        }
        if (document.get().document().busy()) {
            context.say("Finish Make Mesh… in the Skeleton panel first (OK or Cancel)");
            return null;
        }
        RigViewState view = view();
        String slot = mesh.ref().slot();
        if (view.hiddenSlots().contains(slot) || view.lockedSlots().contains(slot)) {
            context.say("Slot " + slot + " is " + (view.hiddenSlots().contains(slot) ? "hidden" : "locked")
                    + " in the Skeleton panel: show or unlock it to edit its mesh");
            return null;
        }
        if (changing && mesh.mesh().weighted()) {
            context.say(mesh.ref().attachment() + " is bound to bones: unbind it to change its vertices");
            return null;
        }
        return mesh;
    }

    void pressed(MouseEvent event, double[] world) {
        EditedMesh mesh = editable(false);
        if (mesh == null) {
            return;
        }
        shift = event.isShiftDown();
        pressWorld = world;
        Set<Integer> selected = view().selectedVertices();
        int vertex = vertexAt(mesh, event.getX(), event.getY());
        if (event.getClickCount() == 2 && vertex < 0) {
            // A second press on a vertex is a press (a click then a drag), not a new vertex on top of it.
            addVertex(mesh, event, world);
            return;
        }
        if (vertex >= 0) {
            edge = null;
            if (shift) {
                if (!selected.remove(vertex)) {
                    selected.add(vertex);
                }
            } else if (!selected.contains(vertex)) {
                selected.clear();
                selected.add(vertex);
            }
            if (selected.contains(vertex) && !mesh.mesh().weighted()) {
                start = mesh;
            }
        } else {
            int[] hit = edgeAt(mesh, event.getX(), event.getY());
            if (hit != null) {
                edge = hit;
                selected.clear();
            } else {
                edge = null;
                if (!shift) {
                    selected.clear();
                }
                box = new double[] {event.getX(), event.getY(), event.getX(), event.getY()};
            }
        }
        context.rig().contextChanged();
        repaint.run();
    }

    void dragged(MouseEvent event, double[] world) {
        if (box != null) {
            box[2] = event.getX();
            box[3] = event.getY();
        } else if (start != null && pressWorld != null) {
            OpenDocument<Rig> rig = document.get();
            if (gesture == null) {
                Camera view = camera.get();
                if (Math.hypot((world[0] - pressWorld[0]) * view.zoom(), (world[1] - pressWorld[1]) * view.zoom())
                        < 2) {
                    return;
                }
                Set<Integer> selected = view().selectedVertices();
                gesture = rig.document().gesture(selected.size() == 1 ? "Move mesh vertex"
                        : "Move " + selected.size() + " mesh vertices");
            }
            try {
                gesture.update(moved(world[0] - pressWorld[0], world[1] - pressWorld[1]));
            } catch (IllegalArgumentException refused) {
                context.say("Cannot move there: " + refused.getMessage());
            }
        }
        repaint.run();
    }

    /** The selected vertices of {@link #start} moved by a world offset: new positions and the uvs under them. */
    private Command<Rig> moved(double dx, double dy) {
        UvPlacement placement = start.placement();
        List<MoveMeshVertices.Moved> moves = new ArrayList<>();
        for (int vertex : view().selectedVertices()) {
            if (vertex >= start.count()) {
                continue;
            }
            double[] local = start.local(start.x(vertex) + dx, start.y(vertex) + dy);
            moves.add(new MoveMeshVertices.Moved(vertex, placement.u(local[0], local[1]),
                    placement.v(local[0], local[1]), local[0], local[1]));
        }
        return new MoveMeshVertices(start.ref(), moves);
    }

    void released(MouseEvent event) {
        if (box != null) {
            EditedMesh mesh = edited();
            Camera view = camera.get();
            double left = Math.min(box[0], box[2]);
            double right = Math.max(box[0], box[2]);
            double top = Math.min(box[1], box[3]);
            double bottom = Math.max(box[1], box[3]);
            for (int i = 0; mesh != null && i < mesh.count(); i++) {
                double x = view.viewX(mesh.x(i));
                double y = view.viewY(mesh.y(i));
                if (x >= left && x <= right && y >= top && y <= bottom) {
                    view().selectedVertices().add(i);
                }
            }
            context.rig().contextChanged();
        } else if (gesture != null) {
            gesture.commit();
        }
        gesture = null;
        start = null;
        box = null;
        pressWorld = null;
        repaint.run();
    }

    /** Cancels a move or a box (Esc); whether there was one. */
    boolean cancel() {
        boolean any = gesture != null || box != null;
        if (gesture != null && gesture.active()) {
            gesture.cancel();
        }
        gesture = null;
        start = null;
        box = null;
        pressWorld = null;
        repaint.run();
        return any;
    }

    private void addVertex(EditedMesh mesh, MouseEvent event, double[] world) {
        if (editable(true) == null) {
            return;
        }
        UvPlacement placement = mesh.placement();
        int[] hit = edgeAt(mesh, event.getX(), event.getY());
        Command<Rig> command;
        if (hit != null) {
            double t = along(mesh, hit, event.getX(), event.getY());
            if (t <= 0.01 || t >= 0.99) {
                return;
            }
            command = AddMeshVertex.onEdge(mesh.ref(), hit[0], hit[1], t);
        } else if (mesh.covers(world[0], world[1])) {
            double[] local = mesh.local(world[0], world[1]);
            command = AddMeshVertex.inside(mesh.ref(), placement.u(local[0], local[1]),
                    placement.v(local[0], local[1]));
        } else {
            context.say("Double-click inside the mesh or on one of its edges to add a vertex");
            return;
        }
        if (run(command)) {
            EditedMesh now = edited();
            int added = now == null ? -1 : nearest(now, event.getX(), event.getY());
            view().selectedVertices().clear();
            if (added >= 0) {
                view().selectedVertices().add(added);
            }
            edge = null;
            context.rig().contextChanged();
        }
    }

    /** Delete: the selected edge, else the selected vertices (one undo step); whether there was anything. */
    boolean deleteSelection() {
        EditedMesh mesh = edited();
        if (mesh == null || edge == null && view().selectedVertices().isEmpty()) {
            return false;
        }
        if (editable(true) == null) {
            return true;
        }
        if (edge != null) {
            if (mesh.hullEdge(edge[0], edge[1])) {
                context.say("An outline edge stays: remove one of its vertices instead");
            } else if (!mesh.keptEdge(edge[0], edge[1])) {
                context.say("That edge is the triangulation's own: only edges you added can be removed");
            } else if (run(new RemoveMeshEdge(mesh.ref(), edge[0], edge[1]))) {
                edge = null;
            }
            return true;
        }
        TreeSet<Integer> doomed = new TreeSet<>(view().selectedVertices());
        OpenDocument<Rig> rig = document.get();
        if (doomed.size() == 1) {
            run(new RemoveMeshVertex(mesh.ref(), doomed.first()));
        } else {
            try (Transaction<Rig> transaction = rig.document().transaction("Remove " + doomed.size()
                    + " mesh vertices")) {
                for (int vertex : doomed.descendingSet()) {
                    transaction.execute(new RemoveMeshVertex(mesh.ref(), vertex));
                }
                transaction.commit();
            } catch (IllegalArgumentException refused) {
                context.say("Remove vertices: " + refused.getMessage());
                return true;
            }
        }
        view().selectedVertices().clear();
        context.rig().contextChanged();
        return true;
    }

    /** E: keeps an edge between the two selected vertices; whether the key was used. */
    boolean addEdge() {
        EditedMesh mesh = edited();
        if (mesh == null) {
            return false;
        }
        if (view().selectedVertices().size() != 2) {
            context.say("Select two vertices (Shift-click the second) to add an edge between them");
            return true;
        }
        if (editable(true) != null) {
            Integer[] pair = view().selectedVertices().toArray(new Integer[0]);
            if (run(new AddMeshEdge(mesh.ref(), pair[0], pair[1]))) {
                edge = new int[] {pair[0], pair[1]};
                view().selectedVertices().clear();
                context.rig().contextChanged();
            }
        }
        return true;
    }

    /** Makes the edited mesh's triangles again. */
    void retriangulate() {
        EditedMesh mesh = edited();
        if (mesh != null) {
            run(new RetriangulateMesh(mesh.ref()));
        } else {
            editable(false);
        }
    }

    private boolean run(Command<Rig> command) {
        OpenDocument<Rig> rig = document.get();
        if (rig == null) {
            return false;
        }
        try {
            rig.document().execute(command);
            return true;
        } catch (IllegalArgumentException refused) {
            context.say(command.label() + ": " + refused.getMessage());
            return false;
        }
    }

    private int vertexAt(EditedMesh mesh, double x, double y) {
        int best = nearest(mesh, x, y);
        Camera view = camera.get();
        return best >= 0 && Math.hypot(view.viewX(mesh.x(best)) - x, view.viewY(mesh.y(best)) - y) <= RigMode.HIT
                ? best : -1;
    }

    private int nearest(EditedMesh mesh, double x, double y) {
        Camera view = camera.get();
        int best = -1;
        double bestDistance = Double.POSITIVE_INFINITY;
        for (int i = 0; i < mesh.count(); i++) {
            double distance = Math.hypot(view.viewX(mesh.x(i)) - x, view.viewY(mesh.y(i)) - y);
            if (distance < bestDistance) {
                best = i;
                bestDistance = distance;
            }
        }
        return best;
    }

    /** The edge (a triangle side or kept edge, a before b) nearest the view point within the hit distance. */
    private int[] edgeAt(EditedMesh mesh, double x, double y) {
        Camera view = camera.get();
        int[] best = null;
        double bestDistance = RigMode.HIT / 2;
        for (int[] side : mesh.sides()) {
            double distance = ViewLines.segmentDistance(x, y, view.viewX(mesh.x(side[0])), view.viewY(mesh.y(side[0])),
                    view.viewX(mesh.x(side[1])), view.viewY(mesh.y(side[1])));
            if (distance <= bestDistance) {
                best = side;
                bestDistance = distance;
            }
        }
        return best;
    }

    private double along(EditedMesh mesh, int[] side, double x, double y) {
        Camera view = camera.get();
        double ax = view.viewX(mesh.x(side[0]));
        double ay = view.viewY(mesh.y(side[0]));
        double vx = view.viewX(mesh.x(side[1])) - ax;
        double vy = view.viewY(mesh.y(side[1])) - ay;
        double squared = vx * vx + vy * vy;
        return squared == 0 ? 0 : ((x - ax) * vx + (y - ay) * vy) / squared;
    }

    /** Draws the edited mesh over the frame (nothing when its slot is hidden). */
    void paint(GraphicsContext g) {
        EditedMesh mesh = edited();
        if (mesh != null && !view().hiddenSlots().contains(mesh.ref().slot())) {
            MeshDrawing.paint(g, mesh, camera.get(), view().selectedVertices(), edge, box);
        }
    }
}
