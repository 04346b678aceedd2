package dev.reel.launch;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;

/** The periodic collection rests after 10 s without input and gets its interval back on the next input. */
class IdleCollectionTest {
    private final AtomicLong clock = new AtomicLong(1_000_000);
    private final List<String> set = new ArrayList<>();

    private IdleCollection watch(String interval) {
        String[] value = {interval};
        return new IdleCollection(new IdleCollection.Flag() {
            @Override
            public String get() {
                return value[0];
            }

            @Override
            public void set(String next) {
                value[0] = next;
                set.add(next);
            }
        }, clock::get);
    }

    @Test
    void restsOnlyAfterTenSecondsWithoutInputAndWakesOnTheNextInput() {
        IdleCollection watch = watch("2000");
        clock.addAndGet(9_999);
        watch.check();
        assertThat(set).isEmpty();

        clock.addAndGet(1);
        watch.check();
        watch.check();
        assertThat(set).containsExactly("0");
        assertThat(watch.resting()).isTrue();

        watch.touch();
        assertThat(set).containsExactly("0", "2000");
        assertThat(watch.resting()).isFalse();
        watch.touch();
        assertThat(set).hasSize(2);
    }

    @Test
    void inputKeepsItAwake() {
        IdleCollection watch = watch("2000");
        for (int second = 0; second < 60; second++) {
            clock.addAndGet(1_000);
            if (second % 5 == 0) {
                watch.touch();
            }
            watch.check();
        }
        assertThat(set).isEmpty();
    }

    @Test
    void aCollectionThatIsOffIsLeftAlone() {
        IdleCollection watch = watch("0");
        clock.addAndGet(60_000);
        watch.check();
        watch.touch();
        assertThat(watch.active()).isFalse();
        assertThat(set).isEmpty();
    }
}
