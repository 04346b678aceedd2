package dev.reel.ui.recovery;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The policy of the low-memory alarm: warn once past 85 % after a collection, again only after falling back. */
class MemoryAlarmTest {
    private static final long MAX = 1000;

    @Test
    void itWarnsOncePastTheLineAndAgainOnlyAfterUseFallsBack() {
        MemoryAlarm alarm = new MemoryAlarm(() -> { });
        assertThat(alarm.observe(800, MAX)).isFalse();
        assertThat(alarm.observe(860, MAX)).isTrue();
        assertThat(alarm.observe(900, MAX)).isFalse();
        assertThat(alarm.observe(700, MAX)).isFalse();
        assertThat(alarm.observe(880, MAX)).isFalse();
        assertThat(alarm.observe(500, MAX)).isFalse();
        assertThat(alarm.observe(870, MAX)).isTrue();
    }

    @Test
    void anUnknownMaximumNeverWarns() {
        assertThat(new MemoryAlarm(() -> { }).observe(Long.MAX_VALUE, -1)).isFalse();
    }
}
