package dev.reel.edit.rig;

import dev.reel.model.Rect;
import dev.reel.sheet.SheetImage;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Meshes from a cell's outline: tracing, islands, holes, simplifying, interior vertices and the limits. */
class OutlineMeshTest {

    /** A sheet of {@code rows} (one string per pixel row, '#' opaque) at (2, 1) in a larger clear sheet. */
    static SheetImage sheet(String... rows) {
        int w = rows[0].length() + 4;
        int h = rows.length + 2;
        int[] argb = new int[w * h];
        for (int y = 0; y < rows.length; y++) {
            for (int x = 0; x < rows[y].length(); x++) {
                argb[(y + 1) * w + x + 2] = rows[y].charAt(x) == '#' ? 0xff336699 : rows[y].charAt(x) == '+'
                        ? 0x40336699 : 0;
            }
        }
        return new SheetImage(w, h, argb);
    }

    static Rect cell(String... rows) {
        return new Rect(2, 1, rows[0].length(), rows.length);
    }

    static String[] disc(int size) {
        String[] rows = new String[size];
        double r = size / 2.0;
        for (int y = 0; y < size; y++) {
            StringBuilder row = new StringBuilder();
            for (int x = 0; x < size; x++) {
                double dx = x + 0.5 - r;
                double dy = y + 0.5 - r;
                row.append(dx * dx + dy * dy <= r * r ? '#' : '.');
            }
            rows[y] = row.toString();
        }
        return rows;
    }

    static final String[] L = {
        "##....",
        "##....",
        "##....",
        "######",
        "######"};

    static final String[] RING = {
        "######",
        "######",
        "##..##",
        "##..##",
        "######",
        "######"};

    @Test
    void aSinglePixelIsADiamondThroughItsEdgeMidpointsClockwiseOnScreen() {
        List<AlphaOutline.Loop> loops = AlphaOutline.trace(sheet("#"), cell("#"), 0);
        assertThat(loops).hasSize(1);
        assertThat(loops.get(0).points()).containsExactly(0.5, 0, 1, 0.5, 0.5, 1, 0, 0.5);
        assertThat(loops.get(0).area()).isEqualTo(1);
    }

    @Test
    void pixelsTouchingOnlyAtACornerAreTwoIslandsAndAHoleWindsTheOtherWay() {
        String[] diagonal = {"#.", ".#"};
        assertThat(AlphaOutline.trace(sheet(diagonal), cell(diagonal), 0)).hasSize(2)
                .allMatch(loop -> loop.area() == 1);
        List<AlphaOutline.Loop> ring = AlphaOutline.trace(sheet(RING), cell(RING), 0);
        assertThat(ring).hasSize(2);
        assertThat(ring.get(0).area()).isPositive();
        assertThat(ring.get(1).area()).isNegative();
    }

    @Test
    void theAlphaThresholdCountsPixelsStrictlyAboveIt() {
        String[] faint = {"#+"};
        assertThat(AlphaOutline.trace(sheet(faint), cell(faint), 0).get(0).area()).isEqualTo(3);
        assertThat(AlphaOutline.trace(sheet(faint), cell(faint), 0x40).get(0).area()).isEqualTo(1);
    }

    @Test
    void theLShapeGivesItsSixCornersCutByHalfPixelsAndAValidTriangulation() {
        OutlineMesh mesh = OutlineMesh.of(sheet(L), cell(L), new OutlineMesh.Settings(0, 0.25, 0));
        assertThat(mesh.islands()).isEqualTo(1);
        assertThat(mesh.holes()).isZero();
        // Corners of the traced outline are cut by half a pixel, so each corner of the L gives two points.
        assertThat(mesh.uvs()).containsExactly(0.5, 0, 1.5, 0, 2, 0.5, 2, 2.5, 2.5, 3, 5.5, 3, 6, 3.5, 6, 4.5,
                5.5, 5, 0.5, 5, 0, 4.5, 0, 0.5);
        MeshValidity.check(mesh.uvs(), mesh.hull(), mesh.triangles(), new int[0], "L");
        assertThat(mesh.triangles()).hasSize(3 * 10);
        assertThat(mesh.triangles()).containsExactly(0, 1, 2, 0, 2, 11, 2, 3, 11, 3, 4, 9, 3, 9, 10, 3, 10, 11,
                4, 5, 8, 4, 8, 9, 5, 6, 7, 5, 7, 8);
        // At half a pixel the cut corners go (each is 0.35 from its chord), leaving one point per corner.
        OutlineMesh coarse = OutlineMesh.of(sheet(L), cell(L), new OutlineMesh.Settings(0, 0.5, 0));
        assertThat(coarse.uvs()).containsExactly(0.5, 0, 2, 0.5, 2.5, 3, 5.5, 3, 6, 4.5, 0.5, 5);
        MeshValidity.check(coarse.uvs(), coarse.hull(), coarse.triangles(), new int[0], "coarse L");
    }

    @Test
    void aDiscGetsAHullByTheToleranceAndInteriorVerticesByTheSpacing() {
        String[] disc = disc(40);
        OutlineMesh coarse = OutlineMesh.of(sheet(disc), cell(disc), new OutlineMesh.Settings(0, 2, 0));
        OutlineMesh fine = OutlineMesh.of(sheet(disc), cell(disc), new OutlineMesh.Settings(0, 0.5, 0));
        assertThat(coarse.hull()).isLessThan(fine.hull());
        assertThat(coarse.vertexCount()).isEqualTo(coarse.hull());
        OutlineMesh filled = OutlineMesh.of(sheet(disc), cell(disc), new OutlineMesh.Settings(0, 2, 8));
        assertThat(filled.hull()).isEqualTo(coarse.hull());
        assertThat(filled.vertexCount() - filled.hull()).isBetween(12, 24);
        for (OutlineMesh mesh : List.of(coarse, fine, filled)) {
            MeshValidity.check(mesh.uvs(), mesh.hull(), mesh.triangles(), new int[0], "disc");
        }
        // Every outline point is within the tolerance of the traced outline's points: the hull hugs the disc.
        double[] traced = AlphaOutline.trace(sheet(disc), cell(disc), 0).get(0).points();
        for (int i = 0; i < coarse.hull(); i++) {
            boolean onOutline = false;
            for (int j = 0; j < traced.length; j += 2) {
                onOutline |= traced[j] == coarse.uvs()[2 * i] && traced[j + 1] == coarse.uvs()[2 * i + 1];
            }
            assertThat(onOutline).isTrue();
        }
        assertThat(Arrays.hashCode(filled.triangles())).isEqualTo(Arrays.hashCode(OutlineMesh.of(sheet(disc),
                cell(disc), new OutlineMesh.Settings(0, 2, 8)).triangles()));
    }

    @Test
    void aHoleIsCoveredAndOnlyTheLargestIslandIsKept() {
        OutlineMesh ring = OutlineMesh.of(sheet(RING), cell(RING), new OutlineMesh.Settings(0, 0, 0));
        assertThat(ring.holes()).isEqualTo(1);
        assertThat(ring.hull()).isEqualTo(8);
        MeshValidity.check(ring.uvs(), ring.hull(), ring.triangles(), new int[0], "ring");
        String[] two = {"##....", "##..##", "....##", "....##"};
        OutlineMesh largest = OutlineMesh.of(sheet(two), cell(two), new OutlineMesh.Settings(0, 0, 0));
        assertThat(largest.islands()).isEqualTo(2);
        // The right island (three rows tall) is kept, the left one (two rows) left out.
        assertThat(Arrays.stream(largest.uvs()).allMatch(u -> u >= 3.5)).as(Arrays.toString(largest.uvs()))
                .isFalse();
        for (int i = 0; i < largest.vertexCount(); i++) {
            assertThat(largest.uvs()[2 * i]).isGreaterThanOrEqualTo(4);
        }
    }

    @Test
    void aClearCellAndAHugeSpacingCountAreRefusedWithASentence() {
        String[] clear = {"...", "..."};
        assertThatThrownBy(() -> OutlineMesh.of(sheet(clear), cell(clear), OutlineMesh.Settings.DEFAULT))
                .hasMessage("the cell has no pixel with alpha above 0");
        SheetImage big = new SheetImage(300, 300, filled(300 * 300));
        assertThatThrownBy(() -> OutlineMesh.of(big, new Rect(0, 0, 300, 300), new OutlineMesh.Settings(0, 1, 1)))
                .hasMessageContaining("more than 65536 vertices; use a larger spacing");
        assertThatThrownBy(() -> new OutlineMesh.Settings(0, 1, 0.5)).hasMessageContaining("spacing");
        assertThatThrownBy(() -> AlphaOutline.trace(new SheetImage(4097, 1, filled(4097)), new Rect(0, 0, 4097, 1),
                0)).hasMessageContaining("at most 4096 × 4096");
    }

    private static int[] filled(int count) {
        int[] argb = new int[count];
        Arrays.fill(argb, 0xff000000);
        return argb;
    }
}
