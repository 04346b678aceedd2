package dev.reel.preview;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** World-to-view mapping, zooming around the mouse and fitting at pixel-exact levels. */
class CameraTest {

    @Test
    void zoomingAroundAPointKeepsTheWorldPointUnderIt() {
        Camera camera = new Camera(13, 7, 1);
        Camera zoomed = camera.zoomedAround(100, 60, 4);
        assertThat(zoomed.worldX(100)).isCloseTo(camera.worldX(100), within(1e-9));
        assertThat(zoomed.worldY(60)).isCloseTo(camera.worldY(60), within(1e-9));
    }

    @Test
    void zoomStepsThroughThePixelExactLevelsAndStopsAtTheEnds() {
        Camera camera = Camera.identity();
        assertThat(camera.zoomIn(0, 0).zoom()).isEqualTo(2);
        assertThat(camera.zoomIn(0, 0).zoomIn(0, 0).zoom()).isEqualTo(3);
        assertThat(camera.zoomOut(0, 0).zoom()).isEqualTo(0.5);
        assertThat(new Camera(0, 0, 1.7).zoomIn(0, 0).zoom()).isEqualTo(2);
        assertThat(new Camera(0, 0, 1.7).zoomOut(0, 0).zoom()).isEqualTo(1);
        assertThat(new Camera(0, 0, 32).zoomIn(0, 0).zoom()).isEqualTo(32);
        assertThat(new Camera(0, 0, 0.125).zoomOut(0, 0).zoom()).isEqualTo(0.125);
        Camera stepped = new Camera(0.4, 0.6, 1).zoomIn(33, 17);
        assertThat(stepped.offsetX()).isEqualTo(Math.rint(stepped.offsetX()));
        assertThat(stepped.offsetY()).isEqualTo(Math.rint(stepped.offsetY()));
    }

    @Test
    void fitShowsTheRectangleWholeAndCentredAtTheLargestLevelThatFits() {
        // A 128 px cell in a 640 × 480 view with 20 px margins: 440 / 128 = 3.4, so level 3.
        Camera camera = Camera.fit(0, 0, 128, 128, 640, 480, 20, true);
        assertThat(camera.zoom()).isEqualTo(3);
        assertThat(camera.viewX(64)).isEqualTo(320);
        assertThat(camera.viewY(64)).isEqualTo(240);
        assertThat(camera.viewX(0)).isGreaterThanOrEqualTo(20);

        Camera free = Camera.fit(0, 0, 128, 128, 640, 480, 20, false);
        assertThat(free.zoom()).isCloseTo(440 / 128.0, within(1e-12));
    }
}
