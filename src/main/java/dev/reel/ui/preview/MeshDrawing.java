package dev.reel.ui.preview;

import dev.reel.preview.Camera;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;

import java.util.Set;

/**
 * How the Mesh tool draws the edited mesh: every triangle side thin, the edges the artist added (kept edges) pink
 * and heavier, the outline (hull) blue and heaviest, each over a dark shadow so it reads on any picture; the
 * vertices as white squares, the selected ones and the selected edge amber; the selection box dashed.
 */
final class MeshDrawing {
    private static final Color WIRE = Color.rgb(120, 210, 255, 0.8);
    private static final Color HULL = Color.rgb(60, 190, 255);
    private static final Color KEPT = Color.rgb(255, 120, 200);
    private static final Color SHADOW = Color.rgb(0, 0, 0, 0.6);
    private static final Color HOT = Color.rgb(255, 190, 50);

    private MeshDrawing() {
    }

    static void paint(GraphicsContext g, EditedMesh mesh, Camera view, Set<Integer> selected, int[] edge,
                      double[] box) {
        g.setLineDashes();
        for (int[] side : mesh.sides()) {
            boolean hull = mesh.hullEdge(side[0], side[1]);
            boolean kept = mesh.keptEdge(side[0], side[1]);
            boolean on = edge != null && edge[0] == side[0] && edge[1] == side[1];
            double x0 = view.viewX(mesh.x(side[0]));
            double y0 = view.viewY(mesh.y(side[0]));
            double x1 = view.viewX(mesh.x(side[1]));
            double y1 = view.viewY(mesh.y(side[1]));
            double width = hull ? 2.5 : kept ? 2 : 1;
            g.setStroke(SHADOW);
            g.setLineWidth(width + 1.5);
            g.strokeLine(x0, y0, x1, y1);
            g.setStroke(on ? HOT : hull ? HULL : kept ? KEPT : WIRE);
            g.setLineWidth(width);
            g.strokeLine(x0, y0, x1, y1);
        }
        for (int i = 0; i < mesh.count(); i++) {
            double x = view.viewX(mesh.x(i));
            double y = view.viewY(mesh.y(i));
            boolean on = selected.contains(i);
            double size = on ? 7 : 5;
            g.setFill(SHADOW);
            g.fillRect(x - size / 2 - 1, y - size / 2 - 1, size + 2, size + 2);
            g.setFill(on ? HOT : Color.WHITE);
            g.fillRect(x - size / 2, y - size / 2, size, size);
        }
        if (box != null) {
            g.setStroke(HOT);
            g.setLineWidth(1);
            g.setLineDashes(4, 3);
            g.strokeRect(Math.min(box[0], box[2]), Math.min(box[1], box[3]), Math.abs(box[2] - box[0]),
                    Math.abs(box[3] - box[1]));
            g.setLineDashes();
        }
    }
}
