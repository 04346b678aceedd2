package dev.reel.interop;

import dev.reel.model.LoopMode;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The frames a tag plays, direction by direction, and how many passes its repeat makes. */
class TagFramesTest {
    private static AseFile.Tag tag(int direction, int repeat) {
        return new AseFile.Tag("t", 2, 5, direction, repeat, null);
    }

    @Test
    void eachDirectionLoopingWithoutARepeat() {
        assertThat(TagFrames.order(tag(TagFrames.FORWARD, 0))).containsExactly(2, 3, 4, 5);
        assertThat(TagFrames.order(tag(TagFrames.REVERSE, 0))).containsExactly(5, 4, 3, 2);
        assertThat(TagFrames.order(tag(TagFrames.PING_PONG, 0))).containsExactly(2, 3, 4, 5, 4, 3);
        assertThat(TagFrames.order(tag(TagFrames.PING_PONG_REVERSE, 0))).containsExactly(5, 4, 3, 2, 3, 4);
        assertThat(TagFrames.loop(tag(TagFrames.PING_PONG, 0))).isEqualTo(LoopMode.LOOP);
    }

    @Test
    void aRepeatCountPlaysThatManyPassesOnce() {
        assertThat(TagFrames.order(tag(TagFrames.FORWARD, 2))).containsExactly(2, 3, 4, 5, 2, 3, 4, 5);
        assertThat(TagFrames.order(tag(TagFrames.REVERSE, 1))).containsExactly(5, 4, 3, 2);
        assertThat(TagFrames.order(tag(TagFrames.PING_PONG, 1))).containsExactly(2, 3, 4, 5);
        assertThat(TagFrames.order(tag(TagFrames.PING_PONG, 3))).containsExactly(2, 3, 4, 5, 4, 3, 2, 3, 4, 5);
        assertThat(TagFrames.order(tag(TagFrames.PING_PONG_REVERSE, 2))).containsExactly(5, 4, 3, 2, 3, 4, 5);
        assertThat(TagFrames.loop(tag(TagFrames.FORWARD, 2))).isEqualTo(LoopMode.ONCE);
    }

    @Test
    void shortPingPongsAndHugeTagsStayBounded() {
        assertThat(TagFrames.order(new AseFile.Tag("t", 3, 4, TagFrames.PING_PONG, 0, null))).containsExactly(3, 4);
        assertThat(TagFrames.order(new AseFile.Tag("t", 0, 65535, TagFrames.PING_PONG, 0, null)))
                .hasSize(TagFrames.MAX_FRAMES);
        assertThat(TagFrames.order(new AseFile.Tag("t", 0, 1000, TagFrames.FORWARD, 65535, null)))
                .hasSize(TagFrames.MAX_FRAMES);
    }
}
