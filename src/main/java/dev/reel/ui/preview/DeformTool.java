package dev.reel.ui.preview;

import dev.reel.edit.Document;
import dev.reel.edit.cmd.KeyFields;
import dev.reel.edit.cmd.KeyPose;
import dev.reel.model.Clip;
import dev.reel.model.Value;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.preview.Camera;
import dev.reel.preview.RigPoser;
import dev.reel.runtime.rig.CompiledRig;
import dev.reel.runtime.rig.RigPose;
import dev.reel.runtime.rig.SkinnedMesh;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.shell.PanelContext;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.input.MouseEvent;
import javafx.scene.paint.Color;

import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The Deform tool of a rig clip in the preview (the Rig menu's Deform Vertices): the wireframe of every mesh shown,
 * its vertices as dots. A click picks the vertex under the mouse (the mesh drawn on top first), Shift-click adds or
 * takes one out, a drag on nothing selects the vertices of one mesh in a box (Shift adds to the selection). A drag
 * of a selected vertex moves all the selected ones: the mesh's deform offsets shown live, and on release every
 * vertex's offset (the dragged ones moved, the others as the clip gives them at the cursor) keyed on the mesh's
 * deform track at the cursor in one undo step (Rec and Auto Key), or kept for K (otherwise). A weighted vertex
 * takes its offset in world units, a rigid one in its bone's space (docs/formats.md "Posing a rig"), so the vertex
 * follows the mouse either way. Esc cancels a drag.
 */
final class DeformTool {
    /** How near (view pixels) a press must be to a vertex to pick it. */
    static final double HIT = 7;
    private static final double CLICK = 2;
    private static final Color WIRE = Color.rgb(255, 255, 255, 0.55);
    private static final Color SHADOW = Color.rgb(0, 0, 0, 0.6);
    private static final Color DOT = Color.rgb(120, 200, 255);
    private static final Color HOT = Color.rgb(255, 190, 50);

    private final PanelContext context;
    private final PreviewPanel panel;
    private final BooleanProperty on = new SimpleBooleanProperty(this, "on", false);
    private int mesh = -1;
    private final Set<Integer> selected = new LinkedHashSet<>();
    private boolean moving;
    private boolean boxing;
    private boolean moved;
    private boolean adding;
    private double pressX;
    private double pressY;
    private double mouseX;
    private double mouseY;
    private double[] base;
    private double[] live;

    DeformTool(PanelContext context, PreviewPanel panel) {
        this.context = context;
        this.panel = panel;
        on.addListener(observable -> {
            cancel();
            panel.changed();
        });
    }

    /** Whether the tool is switched on (it works only while a rig clip is in the preview: {@link #active()}). */
    BooleanProperty onProperty() {
        return on;
    }

    /** On, and a rig clip drawn in clip mode. */
    boolean active() {
        Clip clip = context.rig().clip();
        return on.get() && panel.mode() == PreviewPanel.Mode.CLIP && clip != null && clip.rig() != null
                && poser() != null;
    }

    private RigPoser poser() {
        return panel.clipScene().lastPoser();
    }

    /** The mesh whose vertices are selected (its index in the compiled rig), or -1. */
    int mesh() {
        return mesh;
    }

    /** The selected vertices of {@link #mesh()}, in the order picked. */
    Set<Integer> selected() {
        return selected;
    }

    private Camera camera() {
        return panel.canvas().cameraProperty().get();
    }

    /** The vertex under view point (x, y): {mesh, vertex}, the mesh drawn on top first; null for none. */
    int[] vertexAt(double x, double y) {
        RigPose pose = poser().pose();
        CompiledRig compiled = pose.rig();
        Camera camera = camera();
        for (int position = compiled.slotCount() - 1; position >= 0; position--) {
            int m = meshOf(pose, pose.drawn(position));
            if (m < 0) {
                continue;
            }
            double[] vertices = pose.vertices(m);
            int best = -1;
            double bestDistance = HIT;
            for (int v = 0; v < vertices.length / 2; v++) {
                double distance = Math.hypot(camera.viewX(vertices[2 * v]) - x, camera.viewY(vertices[2 * v + 1]) - y);
                if (distance <= bestDistance) {
                    best = v;
                    bestDistance = distance;
                }
            }
            if (best >= 0) {
                return new int[] {m, best};
            }
        }
        return null;
    }

    private static int meshOf(RigPose pose, int slot) {
        int attachment = pose.attachment(slot);
        return attachment < 0 ? -1 : pose.rig().attachmentMesh(attachment);
    }

    boolean begin(MouseEvent press) {
        if (!active()) {
            return false;
        }
        if (mesh >= poser().pose().rig().meshCount()) {
            mesh = -1;
            selected.clear();
        }
        pressX = press.getX();
        pressY = press.getY();
        mouseX = pressX;
        mouseY = pressY;
        moved = false;
        int[] hit = vertexAt(pressX, pressY);
        if (hit == null) {
            boxing = true;
            adding = press.isShiftDown();
            return true;
        }
        if (hit[0] != mesh) {
            mesh = hit[0];
            selected.clear();
        }
        if (press.isShiftDown()) {
            if (!selected.remove(hit[1])) {
                selected.add(hit[1]);
            }
        } else if (!selected.contains(hit[1])) {
            selected.clear();
            selected.add(hit[1]);
        }
        if (selected.contains(hit[1])) {
            RigPose pose = poser().pose();
            base = pose.hasDeform(mesh) ? pose.deformArray(mesh).clone() : new double[2 * vertexCount()];
            moving = true;
        }
        panel.changed();
        return true;
    }

    private int vertexCount() {
        return poser().pose().rig().mesh(mesh).vertexCount();
    }

    void moved(MouseEvent event) {
        if (!moving && !boxing) {
            return;
        }
        if (!moved && Math.hypot(event.getX() - pressX, event.getY() - pressY) < CLICK) {
            return;
        }
        moved = true;
        mouseX = event.getX();
        mouseY = event.getY();
        if (moving) {
            live = offsets(mouseX, mouseY);
            panel.clipScene().live().drag(mesh, live);
        }
        panel.changed();
    }

    /**
     * Every vertex's offset with the selected ones moved by the drag so far: a weighted vertex by the world
     * distance, a rigid one by that distance taken into its bone's space.
     */
    double[] offsets(double x, double y) {
        Camera camera = camera();
        double dx = camera.worldX(x) - camera.worldX(pressX);
        double dy = camera.worldY(y) - camera.worldY(pressY);
        RigPose pose = poser().pose();
        SkinnedMesh skinned = pose.rig().mesh(mesh);
        double[] offsets = base.clone();
        double[] world = new double[6];
        for (int v : selected) {
            if (v >= skinned.vertexCount()) {
                continue;
            }
            double ox = dx;
            double oy = dy;
            if (skinned.rigid(v)) {
                pose.world(skinned.firstBone(v), world, 0);
                double[] local = intoBone(world, dx, dy);
                if (local == null) {
                    continue;
                }
                ox = local[0];
                oy = local[1];
            }
            offsets[2 * v] += ox;
            offsets[2 * v + 1] += oy;
        }
        return offsets;
    }

    /**
     * A world move {@code (dx, dy)} taken into a bone's space: the offset {@code (u, v)} with
     * {@code a·u + c·v = dx, b·u + d·v = dy} for the bone's world matrix {@code a, b, c, d} (as skinning applies a
     * rigid vertex's deform, before the bone transform); null for a bone scaled to nothing.
     */
    static double[] intoBone(double[] world, double dx, double dy) {
        double det = world[0] * world[3] - world[1] * world[2];
        if (det == 0) {
            return null;
        }
        return new double[] {(world[3] * dx - world[2] * dy) / det, (world[0] * dy - world[1] * dx) / det};
    }

    void end(MouseEvent event) {
        if (moving && moved) {
            commit(live);
        } else if (boxing) {
            boxSelect();
        }
        stop();
        panel.changed();
    }

    /** Esc: the drag ends with nothing keyed and the vertices back where they were; false when none was under way. */
    boolean cancel() {
        if (!moving && !boxing) {
            return false;
        }
        stop();
        panel.changed();
        return true;
    }

    private void stop() {
        moving = false;
        boxing = false;
        moved = false;
        live = null;
        panel.clipScene().live().drag(-1, null);
    }

    private void boxSelect() {
        if (!adding) {
            selected.clear();
        }
        if (!moved) {
            return;
        }
        double left = Math.min(pressX, mouseX);
        double right = Math.max(pressX, mouseX);
        double top = Math.min(pressY, mouseY);
        double bottom = Math.max(pressY, mouseY);
        RigPose pose = poser().pose();
        CompiledRig compiled = pose.rig();
        Camera camera = camera();
        // One mesh at a time (a deform key is a mesh's): the selected one when adding, else the top one boxed.
        for (int position = compiled.slotCount() - 1; position >= 0; position--) {
            int m = meshOf(pose, pose.drawn(position));
            if (m < 0 || adding && !selected.isEmpty() && m != mesh) {
                continue;
            }
            double[] vertices = pose.vertices(m);
            Set<Integer> inside = new LinkedHashSet<>();
            for (int v = 0; v < vertices.length / 2; v++) {
                double x = camera.viewX(vertices[2 * v]);
                double y = camera.viewY(vertices[2 * v + 1]);
                if (x >= left && x <= right && y >= top && y <= bottom) {
                    inside.add(v);
                }
            }
            if (!inside.isEmpty()) {
                if (m != mesh) {
                    selected.clear();
                    mesh = m;
                }
                selected.addAll(inside);
                return;
            }
        }
    }

    /** Keys (or keeps for K) {@code offsets} as the deform of {@link #mesh} at the cursor. */
    @SuppressWarnings("unchecked")
    private void commit(double[] offsets) {
        DeformTarget target = DeformTarget.of(poser().pose().rig(), mesh);
        OpenDocument<?> focused = context.workspace().focused();
        if (target == null || offsets == null || focused == null || !(focused.value() instanceof Clip)) {
            return;
        }
        String name = meshName(target);
        try {
            KeyFields command = context.rig().editRigPart(target.path(), target.field(), new Value.Vec(offsets));
            if (command == null) {
                context.say("Deform " + name + " waits for K, which keys it at the cursor"
                        + (context.playback().recording() ? "" : " (Rec is off)"));
                return;
            }
            Document<Clip> document = (Document<Clip>) focused.document();
            document.breakMerge();
            document.execute(new KeyPose("Deform " + name, context.rig().time(), command.fields()));
            document.breakMerge();
        } catch (IllegalArgumentException | IllegalStateException refused) {
            context.say(refused.getMessage());
        }
    }

    private static String meshName(DeformTarget target) {
        dev.reel.model.rig.RigProperty property = dev.reel.model.rig.RigProperty.parse(target.property());
        return property == null ? target.property() : property.attachment();
    }

    /** Draws the wireframes, the vertices (selected amber) and the selection box over the frame. */
    void paint(GraphicsContext g) {
        if (!active()) {
            return;
        }
        RigPose pose = poser().pose();
        CompiledRig compiled = pose.rig();
        Camera camera = camera();
        dev.reel.preview.LoadedRig loaded = poser().rig();
        for (int position = 0; position < compiled.slotCount(); position++) {
            int slot = pose.drawn(position);
            int m = meshOf(pose, slot);
            if (m < 0 || !(loaded.attachment(pose.attachment(slot)) instanceof MeshAttachment source)) {
                continue;
            }
            double[] vertices = pose.vertices(m);
            g.setLineWidth(1);
            g.setStroke(WIRE);
            int[] triangles = source.triangles();
            for (int t = 0; t + 2 < triangles.length; t += 3) {
                double[] xs = new double[3];
                double[] ys = new double[3];
                for (int k = 0; k < 3; k++) {
                    xs[k] = camera.viewX(vertices[2 * triangles[t + k]]);
                    ys[k] = camera.viewY(vertices[2 * triangles[t + k] + 1]);
                }
                g.strokePolygon(xs, ys, 3);
            }
            for (int v = 0; v < vertices.length / 2; v++) {
                boolean on = m == mesh && selected.contains(v);
                double x = camera.viewX(vertices[2 * v]);
                double y = camera.viewY(vertices[2 * v + 1]);
                double r = on ? 4 : 3;
                g.setFill(SHADOW);
                g.fillOval(x - r - 1, y - r - 1, 2 * r + 2, 2 * r + 2);
                g.setFill(on ? HOT : DOT);
                g.fillOval(x - r, y - r, 2 * r, 2 * r);
            }
        }
        if (boxing && moved) {
            g.setStroke(HOT);
            g.setLineWidth(1);
            g.setLineDashes(4, 3);
            g.strokeRect(Math.min(pressX, mouseX), Math.min(pressY, mouseY), Math.abs(mouseX - pressX),
                    Math.abs(mouseY - pressY));
            g.setLineDashes();
        }
    }
}
