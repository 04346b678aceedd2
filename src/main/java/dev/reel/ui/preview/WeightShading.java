package dev.reel.ui.preview;

import dev.reel.edit.rig.Influence;
import dev.reel.edit.rig.WeightBrush;
import dev.reel.model.rig.MeshAttachment;
import dev.reel.model.rig.Rgba;
import dev.reel.model.rig.Rig;
import dev.reel.preview.Camera;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;

import java.util.List;
import java.util.Set;

/**
 * What the Weights tool draws: the mesh tinted by weights, its edges and vertices, the brush circle. The tint is a
 * heat ramp of one bone's weight, and triangles filled with colours
 * blended between their corners (each triangle cut into {@value #CUTS}² smaller ones, each filled with the blend at
 * its centre, since a canvas fills a polygon with one colour).
 */
final class WeightShading {
    /** How many parts each triangle edge is cut into. */
    static final int CUTS = 4;
    private static final double ALPHA = 0.6;

    private WeightShading() {
    }

    /**
     * A weight from 0 to 1 as a colour: blue at 0, then cyan, green, yellow, red at 1 (the ramp Blender and Unity
     * draw weights with), at {@value #ALPHA} opacity.
     */
    static Color heat(double weight) {
        double w = Math.max(0, Math.min(1, weight));
        double hue = 240 * (1 - w);
        return Color.hsb(hue, 0.9, 0.95, ALPHA);
    }

    /**
     * Draws {@code mesh} (its setup world vertices {@code world}): its cell ({@code picture}) tinted by
     * {@code bone}'s weight, its triangle edges and its vertices, the selected ones larger and amber.
     */
    static void mesh(GraphicsContext g, Rig rig, MeshAttachment mesh, double[] world, Camera cam, String bone,
                     Set<Integer> selected, MeshPicture picture) {
        int n = mesh.vertexCount();
        double[] vx = new double[n];
        double[] vy = new double[n];
        for (int v = 0; v < n; v++) {
            vx[v] = cam.viewX(world[2 * v]);
            vy[v] = cam.viewY(world[2 * v + 1]);
        }
        int[] triangles = mesh.triangles();
        picture.draw(g, mesh.sprite(), mesh.uvs(), triangles, vx, vy);
        fill(g, triangles, vx, vy, colours(rig, mesh, bone));
        g.setLineDashes();
        g.setLineWidth(1);
        g.setStroke(Color.rgb(255, 255, 255, 0.35));
        for (int t = 0; t + 2 < triangles.length; t += 3) {
            g.strokePolygon(new double[] {vx[triangles[t]], vx[triangles[t + 1]], vx[triangles[t + 2]]},
                    new double[] {vy[triangles[t]], vy[triangles[t + 1]], vy[triangles[t + 2]]}, 3);
        }
        for (int v = 0; v < n; v++) {
            boolean on = selected.contains(v);
            double r = on ? 4.5 : 2.5;
            g.setFill(on ? Color.rgb(255, 190, 50) : Color.rgb(255, 255, 255, 0.85));
            g.fillOval(vx[v] - r, vy[v] - r, 2 * r, 2 * r);
            g.setStroke(Color.rgb(0, 0, 0, 0.7));
            g.strokeOval(vx[v] - r, vy[v] - r, 2 * r, 2 * r);
        }
    }

    /** The colour of each vertex: the heat of {@code bone}'s weight, or (no bone) the blend of its bones' colours. */
    static Color[] colours(Rig rig, MeshAttachment mesh, String bone) {
        List<List<Influence>> influences = Influence.of(mesh);
        Color[] out = new Color[influences.size()];
        int index = bone == null ? -1 : rig.boneIndex(bone);
        for (int v = 0; v < out.length; v++) {
            if (index >= 0) {
                out[v] = heat(WeightBrush.weightOf(influences.get(v), index));
                continue;
            }
            double r = 0;
            double gr = 0;
            double b = 0;
            for (Influence influence : influences.get(v)) {
                Rgba colour = rig.bones().get(influence.bone()).color();
                r += influence.weight() * colour.r();
                gr += influence.weight() * colour.g();
                b += influence.weight() * colour.b();
            }
            out[v] = Color.color(clamp(r), clamp(gr), clamp(b), ALPHA);
        }
        return out;
    }

    /**
     * The brush circle of radius {@code r} view pixels at {@code (x, y)}, orange to add, blue to remove, grey to
     * smooth, with a dashed ring where the falloff {@code (1 − q²)²} is one half ({@code q = √(1 − √½)}).
     */
    static void brush(GraphicsContext g, double x, double y, double r, WeightBrush.Mode mode) {
        g.setLineDashes();
        g.setLineWidth(3);
        g.setStroke(Color.rgb(0, 0, 0, 0.55));
        g.strokeOval(x - r, y - r, 2 * r, 2 * r);
        g.setLineWidth(1.5);
        g.setStroke(mode == WeightBrush.Mode.REMOVE ? Color.rgb(120, 180, 255) : mode == WeightBrush.Mode.SMOOTH
                ? Color.rgb(200, 200, 200) : Color.rgb(255, 120, 80));
        g.strokeOval(x - r, y - r, 2 * r, 2 * r);
        double half = r * Math.sqrt(1 - Math.sqrt(0.5));
        g.setLineDashes(3, 3);
        g.setLineWidth(1);
        g.strokeOval(x - half, y - half, 2 * half, 2 * half);
        g.setLineDashes();
    }

    /** Fills triangles {@code triangles} (three indices each) of view points {@code x, y} blending {@code colours}. */
    static void fill(GraphicsContext g, int[] triangles, double[] x, double[] y, Color[] colours) {
        double[] px = new double[3];
        double[] py = new double[3];
        for (int t = 0; t + 2 < triangles.length; t += 3) {
            int a = triangles[t];
            int b = triangles[t + 1];
            int c = triangles[t + 2];
            for (int i = 0; i < CUTS; i++) {
                for (int j = 0; j < CUTS - i; j++) {
                    // The upright small triangle at (i, j), then the inverted one beside it.
                    cell(g, x, y, colours, a, b, c, px, py, i, j, i + 1, j, i, j + 1);
                    if (j < CUTS - i - 1) {
                        cell(g, x, y, colours, a, b, c, px, py, i + 1, j, i + 1, j + 1, i, j + 1);
                    }
                }
            }
        }
    }

    private static void cell(GraphicsContext g, double[] x, double[] y, Color[] colours, int a, int b, int c,
                             double[] px, double[] py, int i0, int j0, int i1, int j1, int i2, int j2) {
        int[][] corners = {{i0, j0}, {i1, j1}, {i2, j2}};
        double cu = 0;
        double cv = 0;
        for (int k = 0; k < 3; k++) {
            double u = corners[k][0] / (double) CUTS;
            double v = corners[k][1] / (double) CUTS;
            px[k] = x[a] + u * (x[b] - x[a]) + v * (x[c] - x[a]);
            py[k] = y[a] + u * (y[b] - y[a]) + v * (y[c] - y[a]);
            cu += u / 3;
            cv += v / 3;
        }
        double wa = 1 - cu - cv;
        Color ca = colours[a];
        Color cb = colours[b];
        Color cc = colours[c];
        g.setFill(new Color(
                clamp(wa * ca.getRed() + cu * cb.getRed() + cv * cc.getRed()),
                clamp(wa * ca.getGreen() + cu * cb.getGreen() + cv * cc.getGreen()),
                clamp(wa * ca.getBlue() + cu * cb.getBlue() + cv * cc.getBlue()),
                clamp(wa * ca.getOpacity() + cu * cb.getOpacity() + cv * cc.getOpacity())));
        g.fillPolygon(px, py, 3);
    }

    private static double clamp(double value) {
        return Math.max(0, Math.min(1, value));
    }
}
