package dev.reel.ui.preview;

import dev.reel.model.Rect;
import dev.reel.preview.LoadedSheet;
import dev.reel.preview.SpriteAtlas;
import dev.reel.preview.SpriteFrame;
import dev.reel.sheet.SheetImage;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import javafx.scene.transform.Affine;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The picture of a mesh under the Weights tool's tint: each triangle of the mesh's cell drawn where the triangle
 * is, its texture corners (uvs, pixels of the cell from its top-left) mapped onto its view corners by the affine
 * map the three of them fix, clipped to the triangle, without smoothing (pixel art stays crisp). Cells are cut from
 * their sheets through the preview's {@link SpriteAtlas} and kept by sprite (cut again when the sheet is loaded
 * anew); a sprite that does not resolve draws nothing.
 */
final class MeshPicture {
    private static final int KEPT = 16;

    private final SpriteAtlas atlas;
    private final Map<String, Cut> cells = new LinkedHashMap<>(KEPT, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Cut> eldest) {
            return size() > KEPT;
        }
    };

    /** A cell cut from a loaded sheet: cut again when the atlas loads the sheet anew (it changed on disk). */
    private record Cut(LoadedSheet from, WritableImage image) {
    }

    MeshPicture(SpriteAtlas atlas) {
        this.atlas = atlas;
    }

    /** The cell of {@code sprite} as an image, or null. */
    private WritableImage cell(String sprite) {
        if (atlas == null) {
            return null;
        }
        SpriteFrame frame = atlas.frame(sprite);
        LoadedSheet sheet = frame == null ? null : atlas.sheet(frame.sheet());
        if (sheet == null) {
            return null;
        }
        Cut kept = cells.get(sprite);
        if (kept != null && kept.from() == sheet) {
            return kept.image();
        }
        SheetImage image = sheet.image();
        Rect source = frame.source();
        int x0 = Math.max(0, source.x());
        int y0 = Math.max(0, source.y());
        int width = Math.min(source.width(), image.width() - x0);
        int height = Math.min(source.height(), image.height() - y0);
        if (width <= 0 || height <= 0) {
            return null;
        }
        int[] argb = new int[width * height];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                argb[y * width + x] = image.argb(x0 + x, y0 + y);
            }
        }
        WritableImage cell = new WritableImage(width, height);
        cell.getPixelWriter().setPixels(0, 0, width, height, PixelFormat.getIntArgbInstance(), argb, 0, width);
        cells.put(sprite, new Cut(sheet, cell));
        return cell;
    }

    /** Draws {@code sprite}'s cell over triangles {@code triangles} of view points {@code x, y} with {@code uvs}. */
    void draw(GraphicsContext g, String sprite, double[] uvs, int[] triangles, double[] x, double[] y) {
        WritableImage cell = cell(sprite);
        if (cell == null) {
            return;
        }
        boolean smoothing = g.isImageSmoothing();
        g.setImageSmoothing(false);
        for (int t = 0; t + 2 < triangles.length; t += 3) {
            int a = triangles[t];
            int b = triangles[t + 1];
            int c = triangles[t + 2];
            Affine map = map(uvs[2 * a], uvs[2 * a + 1], uvs[2 * b], uvs[2 * b + 1], uvs[2 * c], uvs[2 * c + 1],
                    x[a], y[a], x[b], y[b], x[c], y[c]);
            if (map == null) {
                continue;
            }
            g.save();
            g.beginPath();
            g.moveTo(x[a], y[a]);
            g.lineTo(x[b], y[b]);
            g.lineTo(x[c], y[c]);
            g.closePath();
            g.clip();
            g.transform(map);
            g.drawImage(cell, 0, 0);
            g.restore();
        }
        g.setImageSmoothing(smoothing);
    }

    /**
     * The affine map taking texture points {@code (u0, v0), (u1, v1), (u2, v2)} to view points {@code (x0, y0), …},
     * or null when the texture triangle has no area.
     */
    static Affine map(double u0, double v0, double u1, double v1, double u2, double v2,
                      double x0, double y0, double x1, double y1, double x2, double y2) {
        double du1 = u1 - u0;
        double dv1 = v1 - v0;
        double du2 = u2 - u0;
        double dv2 = v2 - v0;
        double det = du1 * dv2 - du2 * dv1;
        if (Math.abs(det) < 1e-12) {
            return null;
        }
        double dx1 = x1 - x0;
        double dy1 = y1 - y0;
        double dx2 = x2 - x0;
        double dy2 = y2 - y0;
        // x = mxx·u + mxy·v + tx, solved from the two edges.
        double mxx = (dx1 * dv2 - dx2 * dv1) / det;
        double mxy = (dx2 * du1 - dx1 * du2) / det;
        double myx = (dy1 * dv2 - dy2 * dv1) / det;
        double myy = (dy2 * du1 - dy1 * du2) / det;
        double tx = x0 - mxx * u0 - mxy * v0;
        double ty = y0 - myx * u0 - myy * v0;
        return new Affine(mxx, mxy, tx, myx, myy, ty);
    }
}
