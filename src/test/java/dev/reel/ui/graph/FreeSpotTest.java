package dev.reel.ui.graph;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** Where a new state's box goes: nowhere over another box or pill, and as near as that allows. */
class FreeSpotTest {
    private static final double W = StateBox.WIDTH;
    private static final double H = StateBox.HEIGHT;

    @Test
    void anEmptySpotIsTakenAsWanted() {
        Routes.Point at = FreeSpot.place(W, H, List.of(new Routes.Box(1000, 1000, W, H)),
                new Routes.Point(10.4, 20.6), null);
        assertThat(at).isEqualTo(new Routes.Point(10, 21));
    }

    @Test
    void aBoxWantedOnTopOfAnotherGoesBesideItWithAGap() {
        Routes.Box there = new Routes.Box(100, 100, W, H);
        Routes.Point at = FreeSpot.place(W, H, List.of(there), new Routes.Point(100, 100), null);
        Routes.Box placed = new Routes.Box(at.x(), at.y(), W, H);
        assertThat(gapBetween(placed, there)).isGreaterThanOrEqualTo(FreeSpot.GAP);
        // Straight above or below is the shortest way out of a box wider than it is tall.
        assertThat(at.x()).isEqualTo(100);
        assertThat(Math.abs(at.y() - 100)).isLessThanOrEqualTo(H + FreeSpot.GAP + FreeSpot.STEP);
    }

    @Test
    void boxesAddedOneAfterAnotherAtTheSameSpotNeverOverlap() {
        List<Routes.Box> taken = new ArrayList<>();
        taken.add(new Routes.Box(-184, 116, PillNode.WIDTH, PillNode.HEIGHT));
        taken.add(new Routes.Box(-184, 208, PillNode.WIDTH, PillNode.HEIGHT));
        for (int added = 0; added < 12; added++) {
            Routes.Point at = FreeSpot.place(W, H, taken, new Routes.Point(-200, 120), null);
            Routes.Box box = new Routes.Box(at.x(), at.y(), W, H);
            for (Routes.Box other : taken) {
                assertThat(gapBetween(box, other)).as("box %d against %s", added, other)
                        .isGreaterThanOrEqualTo(FreeSpot.GAP);
            }
            taken.add(box);
        }
    }

    @Test
    void aPastedGroupKeepsItsLayoutAndCoversNothing() {
        List<Routes.Box> group = List.of(new Routes.Box(0, 0, W, H), new Routes.Box(260, 0, W, H),
                new Routes.Box(130, 140, W, H));
        List<Routes.Box> taken = new ArrayList<>(group);
        Routes.Point shift = FreeSpot.shift(group, taken, new Routes.Point(32, 32), null);
        for (Routes.Box box : group) {
            Routes.Box moved = new Routes.Box(box.x() + shift.x(), box.y() + shift.y(), W, H);
            for (Routes.Box other : taken) {
                assertThat(gapBetween(moved, other)).isGreaterThanOrEqualTo(FreeSpot.GAP);
            }
        }
    }

    @Test
    void aFreePlaceInSightWinsOverANearerOneOutOfSight() {
        Routes.Box there = new Routes.Box(0, 0, W, H);
        Routes.Box seen = new Routes.Box(-20, -20, W + 40, 2 * H + 100);
        Routes.Point at = FreeSpot.place(W, H, List.of(there), new Routes.Point(0, -10), seen);
        assertThat(at.y()).as("below, in sight, rather than above").isGreaterThanOrEqualTo(H + FreeSpot.GAP);
        assertThat(at.y() + H).isLessThanOrEqualTo(seen.y() + seen.height());
    }

    /** Seeded: random crowds of boxes, a box wanted anywhere among them lands clear of all, near the wish. */
    @Test
    void randomCrowdsLeaveEveryNewBoxClear() {
        long seed = Long.getLong("reel.seed", System.nanoTime());
        System.out.println("FreeSpotTest seed " + seed);
        Random random = new Random(seed);
        for (int round = 0; round < 300; round++) {
            List<Routes.Box> taken = new ArrayList<>();
            int count = random.nextInt(20);
            for (int index = 0; index < count; index++) {
                taken.add(new Routes.Box(random.nextInt(1200) - 600, random.nextInt(800) - 400,
                        random.nextBoolean() ? W : PillNode.WIDTH, random.nextBoolean() ? H : PillNode.HEIGHT));
            }
            Routes.Point wanted = new Routes.Point(random.nextInt(1200) - 600, random.nextInt(800) - 400);
            Routes.Point at = FreeSpot.place(W, H, taken, wanted, null);
            Routes.Box box = new Routes.Box(at.x(), at.y(), W, H);
            for (Routes.Box other : taken) {
                assertThat(gapBetween(box, other)).as("seed %d round %d", seed, round)
                        .isGreaterThanOrEqualTo(FreeSpot.GAP);
            }
            assertThat(at.x()).isEqualTo(Math.rint(at.x()));
            assertThat(at.y()).isEqualTo(Math.rint(at.y()));
        }
    }

    /** The space between two boxes (0 when they touch or overlap), the larger of the two axes' gaps. */
    private static double gapBetween(Routes.Box a, Routes.Box b) {
        double dx = Math.max(b.x() - (a.x() + a.width()), a.x() - (b.x() + b.width()));
        double dy = Math.max(b.y() - (a.y() + a.height()), a.y() - (b.y() + b.height()));
        return Math.max(0, Math.max(dx, dy));
    }
}
