package dev.reel.edit.cmd;

import dev.reel.edit.Samples;
import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;
import dev.reel.model.Key;
import dev.reel.model.TangentMode;
import dev.reel.model.Track;
import org.junit.jupiter.api.Test;

import java.util.Random;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** MoveKeys and ScaleKeys: many keys and events retimed at once. */
class KeyTimingCommandsTest {
    private final Clip clip = Samples.clip();
    private final Track position = Samples.position(clip);
    private final Track arm = Samples.arm(clip);
    private final Key start = Samples.keyAt(position, 0);
    private final Key middle = Samples.keyAt(position, 1);
    private final Key end = Samples.keyAt(position, 2);
    private final Key raised = Samples.keyAt(arm, 0.5);
    private final ClipEvent step = Samples.eventAt(clip, 0.5);

    @Test
    void movingKeysOnTwoTracksShiftsBothAndRoundsTheirTimes() {
        Clip moved = new MoveKeys(Set.of(middle.id(), raised.id()), Set.of(), 0.1, false).apply(clip);

        assertThat(moved.track(position.id()).key(middle.id()).time()).isEqualTo(1.1);
        assertThat(moved.track(arm.id()).key(raised.id()).time()).isEqualTo(0.6);
        assertThat(moved.track(position.id()).key(end.id()).time()).as("unselected keys stay").isEqualTo(2);
        assertThat(moved.length()).isEqualTo(2);
    }

    @Test
    void aMoveStopsAtZeroAndGrowsTheClipPastItsEnd() {
        Clip early = new MoveKeys(Set.of(middle.id(), end.id()), -5).apply(clip);
        assertThat(early.track(position.id()).keys()).extracting(Key::time).containsExactly(0.0, 1.0);
        assertThat(early.track(position.id()).key(middle.id()).time())
                .as("the earliest moved key stops at 0 and replaces the key there").isZero();
        assertThat(early.track(position.id()).key(start.id())).isNull();

        Clip late = new MoveKeys(Set.of(end.id()), 0.75).apply(clip);
        assertThat(late.track(position.id()).key(end.id()).time()).isEqualTo(2.75);
        assertThat(late.length()).isEqualTo(2.75);
    }

    @Test
    void rippleMovesTheLaterKeysOfTheSameTracksAndTheLaterEvents() {
        ClipEvent later = Samples.eventAt(clip, 1.5);
        Clip moved = new MoveKeys(Set.of(start.id()), Set.of(step.id()), 0.25, true).apply(clip);

        assertThat(moved.track(position.id()).keys()).extracting(Key::time).containsExactly(0.25, 1.25, 2.25);
        assertThat(moved.track(arm.id())).as("a track without moved keys does not ripple").isEqualTo(arm);
        assertThat(moved.events()).extracting(ClipEvent::id, ClipEvent::time)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(step.id(), 0.75),
                        org.assertj.core.groups.Tuple.tuple(later.id(), 1.75));
        assertThat(moved.length()).isEqualTo(2.25);
    }

    @Test
    void movingUnknownKeysIsRefused() {
        assertThatThrownBy(() -> new MoveKeys(Set.of(-1L), 0.1).apply(clip))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("-1");
    }

    @Test
    void aMoveAndItsOppositeGiveTheClipBackForRandomSelections() {
        long seed = 8;
        Random random = new Random(seed);
        for (int round = 0; round < 200; round++) {
            double delta = Math.round(random.nextDouble() * 40) / 100.0;
            Set<Long> ids = random.nextBoolean() ? Set.of(middle.id()) : Set.of(middle.id(), raised.id());
            Clip there = new MoveKeys(ids, Set.of(), delta, false).apply(clip);
            Clip back = new MoveKeys(ids, Set.of(), -delta, false).apply(there);
            assertThat(back.withLength(clip.length())).as("seed " + seed + " round " + round).isEqualTo(clip);
        }
    }

    @Test
    void scalingAboutAPivotStretchesTimesAndFreeHandles() {
        Clip scaled = new ScaleKeys(Set.of(middle.id(), end.id()), Set.of(step.id()), 1, 2).apply(clip);

        assertThat(scaled.track(position.id()).keys()).extracting(Key::time).containsExactly(0.0, 1.0, 3.0);
        Key stretched = scaled.track(position.id()).key(end.id());
        assertThat(stretched.sharedTangent()).isEqualTo(TangentMode.FREE);
        assertThat(stretched.in().lanes()).containsExactly(-0.2, 0, -0.2, 1);
        assertThat(stretched.out().lanes()).containsExactly(0.2, 0, 0.2, -1);
        assertThat(Samples.eventAt(scaled, 0).id()).as("0.5 about 1 twice as far is 0").isEqualTo(step.id());
        assertThat(scaled.length()).isEqualTo(3);
    }

    @Test
    void squeezingKeysTogetherKeepsTheLaterOneAndRefusesFactorsAtOrBelowZero() {
        Clip squeezed = new ScaleKeys(Set.of(start.id(), middle.id()), Set.of(), 0, 1e-12).apply(clip);
        assertThat(squeezed.track(position.id()).keys()).extracting(Key::id).containsExactly(middle.id(), end.id());
        assertThatThrownBy(() -> new ScaleKeys(Set.of(start.id()), Set.of(), 0, 0))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
