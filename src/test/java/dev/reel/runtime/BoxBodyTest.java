package dev.reel.runtime;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

/** The sandbox's kinematic box body: it moves, stops flush at solids and reports contacts. */
class BoxBodyTest {
    private static final Box GROUND = new Box(-10, -1, 10, 0);
    private static final Box WALL = new Box(2, 0, 2.1, 3);

    @Test
    void itSlidesAlongTheGroundAndStopsFlushAtAWall() {
        BoxBody body = new BoxBody(0, 0, 1, 2, List.of(GROUND, WALL));
        assertThat(body.grounded()).isTrue();
        body.move(1, 0);
        assertThat(body.x()).isEqualTo(1);
        assertThat(body.blockedX()).isFalse();
        body.move(5, 0);
        assertThat(body.x()).isCloseTo(1.5, within(1e-12));
        assertThat(body.blockedX()).isTrue();
        body.move(-0.5, 0);
        assertThat(body.x()).isCloseTo(1, within(1e-12));
        assertThat(body.blockedX()).isFalse();
    }

    @Test
    void aLongStepCannotTunnelThroughAThinWall() {
        BoxBody body = new BoxBody(0, 0, 1, 2, List.of(GROUND, WALL));
        body.move(100, 0);
        assertThat(body.x()).isCloseTo(1.5, within(1e-12));
    }

    @Test
    void fallingStopsOnTheGroundAndRisingStopsUnderACeiling() {
        BoxBody body = new BoxBody(0, 3, 1, 2, List.of(GROUND, new Box(-1, 6, 1, 7)));
        assertThat(body.grounded()).isFalse();
        body.move(0, 0.5);
        assertThat(body.y()).isEqualTo(3.5);
        body.move(0, 2);
        assertThat(body.y()).as("head against the ceiling at 6").isCloseTo(4, within(1e-12));
        assertThat(body.blockedY()).isTrue();
        body.move(0.25, -10);
        assertThat(body.y()).isCloseTo(0, within(1e-12));
        assertThat(body.x()).isEqualTo(0.25);
        assertThat(body.blockedY()).isTrue();
        assertThat(body.grounded()).isTrue();
    }

    @Test
    void itWalksOffALedgeAndIsNoLongerGrounded() {
        BoxBody body = new BoxBody(0, 0, 1, 2, List.of(new Box(-5, -1, 1, 0)));
        body.move(1.4, 0);
        assertThat(body.grounded()).isTrue();
        body.move(0.2, 0);
        assertThat(body.grounded()).isFalse();
    }

    @Test
    void aBoxNeedsMinBelowMax() {
        assertThatThrownBy(() -> new Box(1, 0, 0, 1)).isInstanceOf(IllegalArgumentException.class);
    }
}
