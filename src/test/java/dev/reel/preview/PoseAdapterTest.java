package dev.reel.preview;

import dev.reel.model.Kind;
import dev.reel.model.Properties;
import dev.reel.model.Value;
import dev.reel.runtime.MemoryScene;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static dev.reel.preview.TestProject.BLACK;
import static dev.reel.preview.TestProject.BLUE;
import static dev.reel.preview.TestProject.GREEN;
import static dev.reel.preview.TestProject.MARKED_CELL;
import static dev.reel.preview.TestProject.RED;
import static dev.reel.preview.TestProject.RED_CELL;
import static dev.reel.preview.TestProject.WHITE;
import static dev.reel.preview.TestProject.YELLOW;
import static dev.reel.preview.TestSheets.hex;
import static dev.reel.preview.TestSheets.near;
import static org.assertj.core.api.Assertions.assertThat;

/** A node tree written into a {@link MemoryScene} renders, through the real renderer, where and how it should. */
class PoseAdapterTest {
    @TempDir
    Path folder;

    private SpriteAtlas atlas;
    private PoseAdapter adapter;
    private Renderer renderer;
    private MemoryScene scene;

    @BeforeEach
    void open() throws Exception {
        atlas = new SpriteAtlas(TestProject.create(folder));
        adapter = new PoseAdapter(atlas);
        renderer = TestSheets.open(120, 100, atlas);
        scene = new MemoryScene();
    }

    @AfterEach
    void close() {
        renderer.close();
    }

    private MemoryScene.Node sprite(String path, String sprite, double x, double y) {
        return scene.node(path).set(Properties.SPRITE, Kind.ASSET_REF, new Value.Asset(sprite))
                .set(Properties.POSITION, Kind.VEC2, Value.Vec.of(x, y));
    }

    private Pose draw() {
        Pose pose = adapter.pose(scene);
        FrameReport report = renderer.render(Scene.of(pose.sprites(), Camera.identity())
                .withBackground(new Background.Solid(BLACK)));
        assertThat(report.missingSheets()).isEmpty();
        assertThat(report.problems()).isEmpty();
        return pose;
    }

    private void assertPixel(int x, int y, int expected) {
        assertThat(hex(renderer.argb(x, y))).as("pixel (%d, %d)", x, y).isEqualTo(hex(expected));
    }

    @Test
    void aSlicedCellLandsItsPivotPixelOnTheNodesPosition() {
        sprite("", MARKED_CELL, 50, 40);
        Pose pose = draw();

        assertThat(pose.sprites()).hasSize(1);
        assertThat(pose.sprites().get(0).sheet()).isEqualTo(TestProject.SHEET);
        // The pivot (0.25, 0.75) of a 4 × 4 cell is the top-left corner of its pixel (1, 3).
        assertPixel(50, 40, YELLOW);
        assertPixel(49, 40, GREEN);
        assertPixel(49, 37, WHITE);
        assertPixel(52, 37, BLUE);
        assertPixel(53, 40, BLACK);
        assertPixel(50, 41, BLACK);
        assertPixel(48, 40, BLACK);
    }

    @Test
    void yGrowsDownwards() {
        sprite("Top", RED_CELL, 20, 10);
        sprite("Below", RED_CELL, 20, 60);
        draw();
        // Pivot at the bottom centre: the cell stands on its position.
        assertPixel(18, 6, RED);
        assertPixel(21, 9, RED);
        assertPixel(18, 10, BLACK);
        assertPixel(18, 56, RED);
        assertPixel(18, 55, BLACK);
    }

    @Test
    void aChildComposesItsParentsPositionAndScale() {
        scene.node("Arm").set(Properties.POSITION, Kind.VEC2, Value.Vec.of(30, 20))
                .set(Properties.SCALE, Kind.VEC2, Value.Vec.of(2, 2));
        sprite("Arm/Hand", MARKED_CELL, 5, 10);
        Pose pose = draw();

        // (30, 20) + 2 × (5, 10) = (40, 40), drawn twice as large: the yellow pixel is the 2 × 2 block there.
        assertThat(pose.nodes()).containsExactly("Arm/Hand");
        assertPixel(40, 40, YELLOW);
        assertPixel(41, 41, YELLOW);
        assertPixel(39, 41, GREEN);
        assertPixel(38, 34, WHITE);
        assertPixel(42, 40, BLUE);
        assertPixel(45, 41, BLUE);
        assertPixel(46, 41, BLACK);
        assertPixel(40, 42, BLACK);
    }

    @Test
    void aChildOfARotatedParentTurnsAndMovesWithIt() {
        scene.node("Arm").set(Properties.POSITION, Kind.VEC2, Value.Vec.of(60, 30))
                .set(Properties.ROTATION, Kind.FLOAT32, new Value.Num(Math.PI / 2));
        sprite("Arm/Hand", MARKED_CELL, 10, 0);
        Pose pose = draw();

        Sprite hand = pose.sprites().get(0);
        // A quarter turn clockwise (y down) takes the local +x axis to the world's +y.
        assertThat(hand.x()).isCloseTo(60, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(hand.y()).isCloseTo(40, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(hand.rotation()).isCloseTo(Math.PI / 2, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(pose.worldOf("Arm/Hand").apply(0, 0).x()).isCloseTo(60, org.assertj.core.data.Offset.offset(1e-9));
        // Turned about the pivot: the green pixel left of the yellow one now sits above it.
        assertPixel(59, 40, YELLOW);
        assertPixel(59, 39, GREEN);
        assertPixel(62, 39, WHITE);
    }

    @Test
    void aParentScaledMinusOneMirrorsItsChildrenWithoutTurningThem() {
        scene.node("").set(Properties.POSITION, Kind.VEC2, Value.Vec.of(60, 40))
                .set(Properties.SCALE, Kind.VEC2, Value.Vec.of(-1, 1));
        sprite("Hand", MARKED_CELL, 10, 0);
        Pose pose = draw();

        Sprite hand = pose.sprites().get(0);
        assertThat(hand.x()).isEqualTo(50);
        assertThat(hand.rotation()).isZero();
        assertThat(hand.scaleX()).isEqualTo(-1);
        // Mirrored about the pivot's vertical line at x = 50.
        assertPixel(49, 40, YELLOW);
        assertPixel(50, 40, GREEN);
        assertPixel(50, 37, WHITE);
    }

    @Test
    void flipXMirrorsTheCellAboutItsPivot() {
        sprite("", MARKED_CELL, 50, 40).set(Properties.FLIP_X, Kind.BOOL, new Value.Bool(true));
        draw();
        assertPixel(49, 40, YELLOW);
        assertPixel(50, 40, GREEN);
        assertPixel(50, 37, WHITE);
        assertPixel(47, 37, BLUE);
        assertPixel(46, 40, BLACK);
        assertPixel(51, 40, BLACK);
    }

    @Test
    void flipYMirrorsTheCellAboutItsPivot() {
        sprite("", MARKED_CELL, 50, 40).set(Properties.FLIP_Y, Kind.BOOL, new Value.Bool(true));
        draw();
        assertPixel(50, 39, YELLOW);
        assertPixel(49, 39, GREEN);
        assertPixel(49, 42, WHITE);
        assertPixel(50, 38, BLACK);
    }

    @Test
    void tintMultipliesColourAndAlpha() {
        sprite("Tinted", MARKED_CELL, 50, 40).set(Properties.TINT, Kind.COLOR, Value.Vec.of(1, 0.5, 0, 1));
        sprite("Ghost", RED_CELL, 20, 20).set(Properties.TINT, Kind.COLOR, Value.Vec.of(1, 1, 1, 0.5));
        draw();
        assertThat(near(renderer.argb(49, 37), 0xFFFF8000, 2)).as(hex(renderer.argb(49, 37))).isTrue();
        assertThat(near(renderer.argb(50, 40), 0xFFFF8000, 2)).as(hex(renderer.argb(50, 40))).isTrue();
        assertThat(near(renderer.argb(51, 38), 0xFF000000, 2)).as("blue times no blue").isTrue();
        assertThat(near(renderer.argb(19, 18), 0xFF800000, 2)).as(hex(renderer.argb(19, 18))).isTrue();
    }

    @Test
    void orderDecidesWhoIsOnTopAndEqualOrdersFollowTheTree() {
        sprite("A", RED_CELL, 20, 20).set(PoseAdapter.ORDER, Kind.INT32, new Value.Num(1));
        sprite("B", MARKED_CELL, 20, 20);
        sprite("C", RED_CELL, 60, 20);
        sprite("D", MARKED_CELL, 60, 20);
        draw();
        assertPixel(20, 17, RED);
        assertPixel(60, 17, BLUE);
    }

    @Test
    void anInvisibleNodeShowsNoSpriteButItsChildrenStillFollowIt() {
        sprite("", RED_CELL, 20, 20).set(PoseAdapter.VISIBLE, Kind.BOOL, new Value.Bool(false));
        sprite("Child", MARKED_CELL, 30, 20);
        Pose pose = draw();
        assertThat(pose.nodes()).containsExactly("Child");
        assertPixel(19, 18, BLACK);
        assertPixel(50, 40, YELLOW);
        assertThat(pose.indexOf("Child")).isZero();
        assertThat(pose.indexOf("")).isEqualTo(-1);
    }

    @Test
    void aPlainPngIsTheWholeImageStandingOnItsBottomCentre() {
        sprite("", "assets/whole.png", 20, 20);
        Pose pose = draw();
        assertThat(pose.sprites().get(0).source()).isEqualTo(new dev.reel.model.Rect(0, 0, 4, 2));
        assertPixel(18, 18, WHITE);
        assertPixel(21, 19, WHITE);
        assertPixel(18, 20, BLACK);
        assertPixel(22, 19, BLACK);
    }

    @Test
    void theBuiltInRunnerResolvesFromTheApplication() {
        SpriteFrame frame = atlas.frame("engine/sprites/runner_0");
        assertThat(frame).isNotNull();
        assertThat(frame.sheet()).isEqualTo("engine/sprites/runner_0.png");
        assertThat(frame.source()).isEqualTo(new dev.reel.model.Rect(0, 0, 64, 64));
        assertThat(frame.pivotX()).isEqualTo(0.5);
        assertThat(frame.pivotY()).isEqualTo(1.0);
        assertThat(atlas.sheet(frame.sheet())).isNotNull();
    }

    @Test
    void spritesThatCannotBeFoundAreLeftOutAndSayWhy() {
        sprite("", "assets/sheet.png#sheet_009", 20, 20);
        sprite("Out", "../elsewhere.png", 20, 20);
        sprite("Gone", "assets/gone.png", 20, 20);
        sprite("Here", RED_CELL, 60, 20);
        Pose pose = draw();
        assertThat(pose.nodes()).containsExactly("Here");
        assertThat(atlas.problems()).extracting(problem -> problem.code().name())
                .contains("AST002", "AST001", "PNG001");
        assertThat(atlas.problems().toString()).contains("sheet_009").contains("gone.png");
    }

    @Test
    void lanePropertiesOfAnOpenSceneOverrideTheirLane() {
        MemoryScene open = MemoryScene.open();
        open.node("").set(Properties.SPRITE, Kind.ASSET_REF, new Value.Asset(RED_CELL))
                .set(Properties.POSITION, Kind.VEC2, Value.Vec.of(20, 20))
                .set(Properties.POSITION + ".y", Kind.FLOAT32, new Value.Num(30))
                .set(Properties.TINT + ".a", Kind.FLOAT32, new Value.Num(0.25));
        Sprite sprite = adapter.pose(open).sprites().get(0);
        assertThat(sprite.x()).isEqualTo(20);
        assertThat(sprite.y()).isEqualTo(30);
        assertThat(sprite.alpha()).isEqualTo(0.25f);
    }

    @Test
    void theSceneIsPlacedByThePlacementAsTheSandboxPlacesItsBody() {
        sprite("", MARKED_CELL, 0, 0);
        Pose pose = adapter.pose(scene, Transform2D.of(50, 40, 0, -1, 1));
        renderer.render(Scene.of(pose.sprites(), Camera.identity()).withBackground(new Background.Solid(BLACK)));
        assertPixel(49, 40, YELLOW);
        assertPixel(50, 40, GREEN);
    }

    @Test
    void invalidatingAChangedSheetShowsItsNewPixels() throws Exception {
        sprite("", RED_CELL, 20, 20);
        draw();
        assertPixel(19, 18, RED);

        java.awt.image.BufferedImage repainted = new java.awt.image.BufferedImage(8, 4,
                java.awt.image.BufferedImage.TYPE_INT_ARGB);
        for (int y = 0; y < 4; y++) {
            for (int x = 0; x < 8; x++) {
                repainted.setRGB(x, y, GREEN);
            }
        }
        TestProject.writePng(repainted, folder.resolve(TestProject.SHEET));
        draw();
        assertPixel(19, 18, RED);

        assertThat(atlas.invalidate(Path.of(TestProject.SHEET))).containsExactly(TestProject.SHEET);
        draw();
        assertPixel(19, 18, GREEN);
    }

    @Test
    void refreshNoticesAChangedSidecar() throws Exception {
        sprite("", RED_CELL, 20, 20);
        draw();
        assertThat(atlas.refresh()).isEmpty();
        Path meta = folder.resolve(TestProject.SHEET + ".meta");
        java.nio.file.Files.writeString(meta, java.nio.file.Files.readString(meta).replace("[0.5, 1.0]", "[0.5, 0.5]")
                .replace("[0.5, 1]", "[0.5, 0.5]"));
        java.nio.file.Files.setLastModifiedTime(meta, java.nio.file.attribute.FileTime.fromMillis(
                java.nio.file.Files.getLastModifiedTime(meta).toMillis() + 5000));

        assertThat(atlas.refresh()).containsExactly(TestProject.SHEET);
        assertThat(atlas.frame(RED_CELL).pivotY()).isEqualTo(0.5);
        assertThat(List.of(atlas.frame(RED_CELL).sheet())).containsExactly(TestProject.SHEET);
    }
}
