package dev.reel.io;

import dev.reel.model.Clip;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A big clip file read by several readers at once (the Assets scan, Problems and the document opening it) is read
 * once for all of them; other bytes, another name or a small file are read afresh.
 */
class SharedReadsTest {
    @Test
    void readersOfTheSameBigBytesShareOneReading() throws Exception {
        byte[] big = clip(60_000).getBytes(StandardCharsets.UTF_8);
        assertThat(big.length).isGreaterThanOrEqualTo(SharedReads.MIN_BYTES);
        CompletableFuture<Loaded<Clip>> scan = CompletableFuture.supplyAsync(() -> ClipCodec.read(big, "anim/big.aeanim"));
        CompletableFuture<Loaded<Clip>> open = CompletableFuture.supplyAsync(() -> ClipCodec.read(big.clone(),
                "anim/big.aeanim"));
        Loaded<Clip> first = scan.get();
        assertThat(open.get()).isSameAs(first);
        assertThat(first.value().tracks().get(0).keys()).hasSize(60_001);
        // Read again afterwards: the kept reading, while the collector has left it.
        assertThat(ClipCodec.read(big, "anim/big.aeanim")).isSameAs(first);

        byte[] other = big.clone();
        other[new String(other, StandardCharsets.UTF_8).lastIndexOf("v=1") + 2] = (byte) '7';
        assertThat(ClipCodec.read(big, "anim/other.aeanim")).isNotSameAs(first);
        Loaded<Clip> changed = ClipCodec.read(other, "anim/big.aeanim");
        assertThat(changed).isNotSameAs(first);
        assertThat(changed.value()).isNotEqualTo(first.value());

        byte[] small = clip(10).getBytes(StandardCharsets.UTF_8);
        assertThat(ClipCodec.read(small, "anim/small.aeanim")).isNotSameAs(ClipCodec.read(small, "anim/small.aeanim"));
    }

    /** One float track of {@code keys} keys, the last value a single digit (so one byte can change it). */
    private static String clip(int keys) {
        StringBuilder text = new StringBuilder("anim version=1 length=").append(keys).append(" {\n");
        text.append("  track \"n\" prop=\"transform.rotation\" kind=float32 {\n");
        for (int k = 0; k < keys; k++) {
            text.append("    key t=").append(k).append(" v=0.125 {}\n");
        }
        text.append("    key t=").append(keys).append(" v=1 {}\n  }\n}\n");
        return text.toString();
    }
}
