package dev.reel.preview;

import java.util.List;

import static org.lwjgl.sdl.SDLError.SDL_GetError;

/**
 * Draws a {@link RigOverlay} over the sprites, in view pixels whatever the zoom: the weights (each mesh's triangles
 * filled with its vertices' colours, SDL blending them across each triangle, at {@value #WEIGHT_ALPHA} of 255
 * alpha), the wireframes (every triangle edge once in a thin translucent line, the hull in a brighter line two pixels
 * wide, a dot on each vertex), then the bones parents first, as Spine draws them: a kite from the joint to the tip,
 * widest a fifth of the way along, and a circle on the joint, filled with the bone's colour and outlined in black;
 * the selected bone is filled lighter and outlined in white. A bone shorter than a pixel on screen is its circle
 * alone.
 */
final class RigOverlayPainter {
    static final int WEIGHT_ALPHA = 150;
    private static final int EDGE_ARGB = 0x90E8F4FF;
    private static final int HULL_ARGB = 0xFFFFC83C;
    private static final int VERTEX_ARGB = 0xFF2AD4FF;
    private static final int OUTLINE_ARGB = 0xE0101010;
    private static final int SELECTED_ARGB = 0xFFFFFFFF;
    private static final int CIRCLE_SEGMENTS = 16;

    private final Painter painter;
    private final Geometry geometry;
    private final long renderer;

    RigOverlayPainter(Painter painter, Geometry geometry, long renderer) {
        this.painter = painter;
        this.geometry = geometry;
        this.renderer = renderer;
    }

    void paint(RigOverlay overlay, Camera camera, List<String> problems) {
        RigFigure figure = overlay.figure();
        RigOverlaySettings settings = overlay.settings();
        if (settings.weights()) {
            for (RigFigure.Mesh mesh : figure.meshes()) {
                weights(mesh, camera, problems);
            }
        }
        if (settings.wireframe()) {
            for (RigFigure.Mesh mesh : figure.meshes()) {
                wireframe(mesh, camera);
            }
        }
        if (settings.bones()) {
            for (int bone = 0; bone < figure.boneCount(); bone++) {
                bone(figure, bone, bone == overlay.selectedBone(), camera, problems);
            }
        }
    }

    private void weights(RigFigure.Mesh mesh, Camera camera, List<String> problems) {
        double[] positions = mesh.positions();
        int[] colours = mesh.colours();
        geometry.begin(positions.length / 2, mesh.triangles().length);
        float alpha = WEIGHT_ALPHA / 255f;
        for (int v = 0; v < colours.length; v++) {
            int argb = colours[v];
            geometry.vertex(camera.viewX(positions[2 * v]), camera.viewY(positions[2 * v + 1]),
                    (argb >>> 16 & 0xFF) / 255f, (argb >>> 8 & 0xFF) / 255f, (argb & 0xFF) / 255f, alpha, 0, 0);
        }
        int[] triangles = mesh.triangles();
        for (int i = 0; i < triangles.length; i += 3) {
            geometry.triangle(triangles[i], triangles[i + 1], triangles[i + 2]);
        }
        draw(problems);
    }

    private void wireframe(RigFigure.Mesh mesh, Camera camera) {
        double[] p = mesh.positions();
        int[] wires = mesh.wires();
        painter.colour(EDGE_ARGB);
        float[] line = new float[4];
        for (int i = 0; i < wires.length; i += 2) {
            for (int end = 0; end < 2; end++) {
                int v = wires[i + end];
                line[2 * end] = centre(camera.viewX(p[2 * v]));
                line[2 * end + 1] = centre(camera.viewY(p[2 * v + 1]));
            }
            painter.polyline(line);
        }
        int hull = mesh.hull();
        if (hull >= 2) {
            float[] outline = new float[2 * (hull + 1)];
            painter.colour(HULL_ARGB);
            for (int offset = 0; offset < 2; offset++) {
                for (int k = 0; k <= hull; k++) {
                    int v = k % hull;
                    outline[2 * k] = centre(camera.viewX(p[2 * v])) + offset;
                    outline[2 * k + 1] = centre(camera.viewY(p[2 * v + 1]));
                }
                painter.polyline(outline);
            }
        }
        painter.colour(VERTEX_ARGB);
        for (int v = 0; v < p.length / 2; v++) {
            painter.fill((int) Math.floor(camera.viewX(p[2 * v])) - 1, (int) Math.floor(camera.viewY(p[2 * v + 1])) - 1,
                    3, 3);
        }
    }

    private void bone(RigFigure figure, int bone, boolean selected, Camera camera, List<String> problems) {
        Transform2D world = figure.world(bone);
        double jointX = camera.viewX(world.x0());
        double jointY = camera.viewY(world.y0());
        double length = figure.lengths()[bone];
        double tipX = camera.viewX(world.a() * length + world.x0());
        double tipY = camera.viewY(world.b() * length + world.y0());
        double dx = tipX - jointX;
        double dy = tipY - jointY;
        double onScreen = Math.hypot(dx, dy);
        int colour = figure.colours()[bone];
        int fill = selected ? lighter(colour) : 0xC0000000 | colour & 0xFFFFFF;
        int outline = selected ? SELECTED_ARGB : OUTLINE_ARGB;
        double half = Math.max(2.5, Math.min(8, onScreen * 0.09));
        double radius = Math.max(3, Math.min(7, half * 0.9 + 1));
        if (onScreen >= 1) {
            double ux = dx / onScreen;
            double uy = dy / onScreen;
            double wideX = jointX + dx * 0.2;
            double wideY = jointY + dy * 0.2;
            double[] kite = {jointX, jointY, wideX - uy * half, wideY + ux * half, tipX, tipY, wideX + uy * half,
                    wideY - ux * half};
            geometry.begin(4, 6);
            for (int k = 0; k < 4; k++) {
                vertex(kite[2 * k], kite[2 * k + 1], fill);
            }
            geometry.triangle(0, 1, 2);
            geometry.triangle(0, 2, 3);
            draw(problems);
            painter.colour(outline);
            painter.polyline(new float[] {centre(kite[0]), centre(kite[1]), centre(kite[2]), centre(kite[3]),
                    centre(kite[4]), centre(kite[5]), centre(kite[6]), centre(kite[7]), centre(kite[0]),
                    centre(kite[1])});
        }
        geometry.begin(CIRCLE_SEGMENTS + 1, 3 * CIRCLE_SEGMENTS);
        vertex(jointX, jointY, fill);
        float[] ring = new float[2 * (CIRCLE_SEGMENTS + 1)];
        for (int k = 0; k < CIRCLE_SEGMENTS; k++) {
            double angle = 2 * Math.PI * k / CIRCLE_SEGMENTS;
            double x = jointX + radius * Math.cos(angle);
            double y = jointY + radius * Math.sin(angle);
            vertex(x, y, fill);
            geometry.triangle(0, 1 + k, 1 + (k + 1) % CIRCLE_SEGMENTS);
            ring[2 * k] = centre(x);
            ring[2 * k + 1] = centre(y);
        }
        ring[2 * CIRCLE_SEGMENTS] = ring[0];
        ring[2 * CIRCLE_SEGMENTS + 1] = ring[1];
        draw(problems);
        painter.colour(outline);
        painter.polyline(ring);
    }

    private void vertex(double x, double y, int argb) {
        geometry.vertex(x, y, (argb >>> 16 & 0xFF) / 255f, (argb >>> 8 & 0xFF) / 255f, (argb & 0xFF) / 255f,
                (argb >>> 24) / 255f, 0, 0);
    }

    private void draw(List<String> problems) {
        if (!geometry.draw(renderer, 0)) {
            problems.add("SDL could not draw a rig overlay: " + SDL_GetError());
        }
    }

    /** The middle of the whole pixel a view coordinate falls in, where SDL's lines are crisp. */
    private static float centre(double view) {
        return (float) (Math.floor(view) + 0.5);
    }

    /** The colour halfway to white, opaque. */
    private static int lighter(int argb) {
        int r = (argb >>> 16 & 0xFF) + 255 >> 1;
        int g = (argb >>> 8 & 0xFF) + 255 >> 1;
        int b = (argb & 0xFF) + 255 >> 1;
        return 0xFF000000 | r << 16 | g << 8 | b;
    }
}
