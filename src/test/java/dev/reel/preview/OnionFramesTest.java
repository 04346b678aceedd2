package dev.reel.preview;

import dev.reel.io.ClipCodec;
import dev.reel.model.LoopMode;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

/** Which times the onion skins show and how faded and tinted each is, by the settings. */
class OnionFramesTest {
    private static final double[] KEYS = {0, 0.2, 0.5, 0.9};

    private static List<Double> times(List<OnionFrames.Frame> frames) {
        return frames.stream().map(frame -> Math.round(frame.time() * 1e9) / 1e9).toList();
    }

    private static List<Integer> offsets(List<OnionFrames.Frame> frames) {
        return frames.stream().map(OnionFrames.Frame::offset).toList();
    }

    @Test
    void theDefaultShowsTwoFramesEachSideFarthestFirstFadingByTheFalloff() {
        List<OnionFrames.Frame> frames = OnionFrames.around(OnionSettings.DEFAULT, 0.5, 1, LoopMode.ONCE, 0.1, KEYS);

        assertThat(offsets(frames)).containsExactly(-2, 2, -1, 1);
        assertThat(times(frames)).containsExactly(0.3, 0.7, 0.4, 0.6);
        assertThat(frames.get(2).alpha()).isCloseTo(0.45f, within(1e-6f));
        assertThat(frames.get(0).alpha()).as("one step farther: 0.45 − 0.15").isCloseTo(0.3f, within(1e-6f));
        assertThat(frames.get(2).red()).isEqualTo(1f);
        assertThat(frames.get(2).green()).isCloseTo(0x73 / 255f, within(1e-6f));
        assertThat(frames.get(3).green()).as("after is green").isEqualTo(1f);
    }

    @Test
    void countsTintsAndFalloffAreTheSettings() {
        OnionSettings settings = OnionSettings.DEFAULT.withCounts(3, 1).withTints(0x0000FF, 0xFFFF00).withFade(0.6, 0.25);

        List<OnionFrames.Frame> frames = OnionFrames.around(settings, 0.5, 1, LoopMode.ONCE, 0.1, KEYS);

        assertThat(offsets(frames)).containsExactly(-3, -2, -1, 1);
        assertThat(frames.stream().map(OnionFrames.Frame::alpha).toList())
                .usingElementComparator((a, b) -> Math.abs(a - b) < 1e-6 ? 0 : Float.compare(a, b))
                .containsExactly(0.1f, 0.35f, 0.6f, 0.6f);
        assertThat(List.of(frames.get(0).red(), frames.get(0).green(), frames.get(0).blue()))
                .containsExactly(0f, 0f, 1f);
        assertThat(List.of(frames.get(3).red(), frames.get(3).green(), frames.get(3).blue()))
                .containsExactly(1f, 1f, 0f);
        assertThat(offsets(OnionFrames.around(settings.withFade(0.5, 0.25), 0.5, 1, LoopMode.ONCE, 0.1, KEYS)))
                .as("a skin faded to 0 is not drawn").containsExactly(-2, -1, 1);
    }

    @Test
    void stepsByKeyGoToTheNeighbouringKeyTimes() {
        OnionSettings byKey = OnionSettings.DEFAULT.withStep(OnionSettings.Step.KEY);

        assertThat(times(OnionFrames.around(byKey, 0.3, 1, LoopMode.ONCE, 0.1, KEYS)))
                .containsExactly(0.0, 0.9, 0.2, 0.5);
        assertThat(times(OnionFrames.around(byKey, 0.5, 1, LoopMode.ONCE, 0.1, KEYS)))
                .as("a key at the current time is not its own skin").containsExactly(0.0, 0.2, 0.9);
        assertThat(times(OnionFrames.around(byKey, 0.9, 1, LoopMode.LOOP, 0.1, KEYS)))
                .as("a looping clip carries on from the start").containsExactly(0.2, 0.2, 0.5, 0.0);
    }

    @Test
    void pastTheEndsTheWrapDecides() {
        OnionSettings settings = OnionSettings.DEFAULT;
        assertThat(times(OnionFrames.around(settings, 0.95, 1, LoopMode.ONCE, 0.1, KEYS)))
                .as("as a once clip plays: nothing past the end").containsExactly(0.75, 0.85);
        assertThat(times(OnionFrames.around(settings, 0.95, 1, LoopMode.LOOP, 0.1, KEYS)))
                .containsExactly(0.75, 0.15, 0.85, 0.05);
        assertThat(times(OnionFrames.around(settings.withWrap(OnionSettings.Wrap.LOOP), 0.95, 1, LoopMode.ONCE, 0.1,
                KEYS))).as("looped around whatever the clip says").containsExactly(0.75, 0.15, 0.85, 0.05);
        assertThat(times(OnionFrames.around(settings.withWrap(OnionSettings.Wrap.STOP), 0.95, 1, LoopMode.LOOP, 0.1,
                KEYS))).containsExactly(0.75, 0.85);
        assertThat(times(OnionFrames.around(settings, 0.95, 1, LoopMode.PING_PONG, 0.1, KEYS)))
                .as("a ping-pong clip turns back").containsExactly(0.75, 0.85, 0.85, 0.95);
    }

    @Test
    void aFixedReferenceFrameIsDrawnFirstAtTheNearestOpacityInItsSidesTint() {
        OnionSettings settings = OnionSettings.DEFAULT.withCounts(1, 1).withReference(0.2);

        List<OnionFrames.Frame> frames = OnionFrames.around(settings, 0.5, 1, LoopMode.ONCE, 0.1, KEYS);

        assertThat(times(frames)).containsExactly(0.2, 0.4, 0.6);
        assertThat(frames.get(0).offset()).isZero();
        assertThat(frames.get(0).alpha()).isCloseTo(0.45f, within(1e-6f));
        assertThat(frames.get(0).red()).as("before the cursor: the before tint").isEqualTo(1f);
        assertThat(times(OnionFrames.around(settings, 0.2, 1, LoopMode.ONCE, 0.1, KEYS)))
                .as("not drawn on the current frame").containsExactly(0.1, 0.3);
    }

    @Test
    void keyTimesAreTheClipsDistinctKeyAndFrameTimesAndBadSettingsAreRefused() {
        var clip = ClipCodec.read("""
                anim version=1 length=1 {
                  frames "" fps=4 {
                    sprites=[asset("a.png#0"), asset("a.png#1")]
                  }
                  track "" prop="transform.position" kind=vec2 {
                    key t=0 v=[0, 0] {}
                    key t=0.6 v=[1, 0] {}
                  }
                }
                """, "t.aeanim").value();
        assertThat(OnionFrames.keyTimes(clip)).containsExactly(0, 0.25, 0.6);
        assertThatThrownBy(() -> OnionSettings.DEFAULT.withCounts(11, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> OnionSettings.DEFAULT.withFade(1.5, 0)).isInstanceOf(IllegalArgumentException.class);
    }
}
