package dev.reel.runtime;

import dev.reel.model.LoopMode;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A crowd's shared sample cache answers what the clip's slices answer, bit for bit, values and slice alike:
 * on a first sample (a miss), on the same time again (a hit), after another time took its entry, and for any
 * starting slice; and what a miss leaves in the caller's buffer beyond the clip's values is left alone.
 */
class SampleCacheTest {
    @Test
    void theCacheAnswersWhatTheSlicesAnswerOnHitsAndMisses() {
        int hitsChecked = 0;
        for (long seed = 1; seed <= 30; seed++) {
            Random random = new Random(seed);
            CompiledClip clip = CompiledClip.compile(Clips.clip(4, LoopMode.LOOP, TimeSlicesTest.tracks(random),
                    List.of()));
            SampleCache cache = SampleCache.of(clip);
            assertThat(cache).as("seed %d", seed).isNotNull();
            int lanes = clip.valueSize();
            double[] expected = new double[lanes];
            double[] out = new double[lanes + 3];
            // Times on a fixed step, as animators sample them, many times over and in a shuffled order, plus
            // times off the step grid: enough distinct ones that entries are taken over.
            double[] times = new double[2_000];
            for (int i = 0; i < times.length; i++) {
                times[i] = random.nextInt(3) == 0 ? random.nextDouble() * 4.4 - 0.2 : random.nextInt(300) / 60.0;
            }
            boolean[] seen = new boolean[300];
            for (double t : times) {
                int from = random.nextInt(50) - 5;
                int slice = clip.slices.sample(t, from, expected);
                Arrays.fill(out, Double.NaN);
                out[lanes] = 7;
                int cached = cache.sample(t, from, out);
                assertThat(cached).as("seed %d, t=%s", seed, t).isEqualTo(slice);
                assertThat(Arrays.copyOf(out, lanes)).as("seed %d, t=%s", seed, t).containsExactly(expected);
                assertThat(out[lanes]).isEqualTo(7);
                int step = (int) Math.round(t * 60);
                if (t == step / 60.0 && step >= 0 && step < seen.length) {
                    hitsChecked += seen[step] ? 1 : 0;
                    seen[step] = true;
                }
            }
        }
        // Most step times came again, so hits were compared too.
        assertThat(hitsChecked).isGreaterThan(10_000);
    }
}
