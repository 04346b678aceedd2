package dev.reel.cruntime;

import dev.reel.io.ClipCodec;
import dev.reel.io.Loaded;
import dev.reel.model.Clip;
import dev.reel.runtime.ClipSampler;
import dev.reel.runtime.CompiledClip;
import dev.reel.testing.ChildRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The C sampler (a pure function of the clip and the time: the plain computation) against the Java ClipSampler
 * with its fast paths (cursors, the side-by-side one-lane evaluation, the batched Halley solves of bent segments,
 * the jump grid), bit for bit: one sampler walks a sequence of times that steps forward by small amounts, jumps
 * back and far, lands on key times and within 1e-9 s of them, over seeded random clips. The C side is
 * {@code runtimes/c/tests/clip_samples.c}.
 */
class SamplerAgreementTest {
    @TempDir
    Path temp;

    @Test
    void everySampleHasTheSameBits() throws Exception {
        for (long seed = 1; seed <= 120; seed++) {
            RandomClips clips = new RandomClips(seed + 20_000);
            String text = clips.clip();
            Loaded<Clip> loaded = ClipCodec.read(text.getBytes(StandardCharsets.UTF_8), "clip.aeanim");
            if (loaded.value() == null || loaded.hasErrors()) {
                continue;
            }
            CompiledClip compiled = CompiledClip.compile(loaded.value(), "clip.aeanim");
            List<Double> times = times(new Random(seed), compiled);
            ClipSampler sampler = new ClipSampler(compiled);
            List<String> expected = new ArrayList<>();
            StringBuilder timeLines = new StringBuilder();
            for (double t : times) {
                sampler.sampleAll(t);
                StringBuilder line = new StringBuilder();
                double[] values = sampler.values();
                for (int i = 0; i < compiled.valueSize(); i++) {
                    line.append(i > 0 ? " " : "").append(String.format("%016x", Double.doubleToRawLongBits(values[i])));
                }
                expected.add(line.toString());
                timeLines.append(t).append('\n');
            }
            Path clip = temp.resolve("clip" + seed + ".aeanim");
            Path timeFile = temp.resolve("times" + seed + ".txt");
            Files.writeString(clip, text, StandardCharsets.UTF_8);
            Files.writeString(timeFile, timeLines.toString(), StandardCharsets.UTF_8);
            ChildRun.Ended ended = CRuntime.run(CRuntime.testProgram("clip_samples", false),
                    List.of(clip.toString(), timeFile.toString()), Duration.ofMinutes(1));
            assertThat(ended.exit()).as(ended.output()).isZero();
            String[] actual = ended.output().split("\n", -1);
            for (int i = 0; i < expected.size(); i++) {
                assertThat(actual[i]).as("seed %d, sample %d at t=%s of\n%s", seed, i, times.get(i), text)
                        .isEqualTo(expected.get(i));
            }
        }
    }

    /** Forward steps, backward and far jumps, key times and times within 1e-9 s of them. */
    private static List<Double> times(Random random, CompiledClip clip) {
        List<Double> keyTimes = new ArrayList<>();
        for (int i = 0; i < clip.trackCount(); i++) {
            for (int k = 0; k < clip.track(i).keyCount(); k++) {
                keyTimes.add(clip.track(i).keyTime(k));
            }
        }
        double length = Math.max(clip.length(), 0.1);
        List<Double> times = new ArrayList<>();
        double t = 0;
        for (int i = 0; i < 400; i++) {
            int kind = random.nextInt(10);
            if (kind < 5) {
                t += random.nextDouble() * length / 30;
            } else if (kind == 5) {
                t = random.nextDouble() * length;
            } else if (kind == 6) {
                t -= random.nextDouble() * length / 3;
            } else if (!keyTimes.isEmpty()) {
                double key = keyTimes.get(random.nextInt(keyTimes.size()));
                double[] offsets = {0, 1e-9, -1e-9, 5e-10, -5e-10, 2e-9, -2e-9, Math.ulp(key)};
                t = key + offsets[random.nextInt(offsets.length)];
            }
            if (t > length * 1.2 || t < -0.1) {
                t = random.nextDouble() * length;
            }
            times.add(t);
        }
        return times;
    }
}
