package dev.reel.doc;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Reading and writing speed on a 5 MB clip; the peer is decoding the same bytes and splitting them into lines. */
@Tag("bench")
@Tag("D1")
class DocReaderBench {

    /** A clip of about {@code bytes} bytes: tracks of keys with numbers, tangents, comments and flipbooks. */
    static String clip(int bytes, long seed) {
        Random random = new Random(seed);
        StringBuilder out = new StringBuilder(bytes + 4096);
        out.append("# generated clip\nanim version=1 length=10 loop=loop {\n");
        int track = 0;
        while (out.length() < bytes) {
            out.append("  track \"Body/Arm").append(track++).append("\" prop=\"transform.position\" kind=vec2 {\n");
            for (int i = 0; i < 200; i++) {
                out.append("    key t=").append(Numbers.format(i / 20.0))
                        .append(" v=[").append(Numbers.format(random.nextGaussian() * 100)).append(", ")
                        .append(Numbers.format(random.nextInt(2000) / 8.0)).append("] interp=bezier tangent=free")
                        .append(" in=[-0.05, 0.1] out=[0.05, -0.1] {}");
                out.append(i % 10 == 0 ? " # every tenth\n" : "\n");
            }
            out.append("  }\n\n  frames \"Sprite\" fps=12 {\n    sprites=[");
            for (int i = 0; i < 20; i++) {
                out.append(i == 0 ? "" : ", ").append("asset(\"assets/hero.png#hero_0").append(i).append("\")");
            }
            out.append("]\n  }\n");
        }
        return out.append("}\n").toString();
    }

    @Test
    void readsAndWritesAFiveMegabyteClip() {
        byte[] bytes = clip(5 << 20, 1).getBytes(StandardCharsets.UTF_8);
        double megabytes = bytes.length / 1e6;
        long sink = 0;
        double readBest = Double.MAX_VALUE;
        double writeBest = Double.MAX_VALUE;
        double peerBest = Double.MAX_VALUE;
        for (int round = 0; round < 8; round++) {
            long start = System.nanoTime();
            ParseResult result = DocReader.read(bytes);
            long read = System.nanoTime();
            String text = DocWriter.write(result.file());
            long written = System.nanoTime();
            sink += new String(bytes, StandardCharsets.UTF_8).lines().mapToInt(line -> line.split(" ").length).sum();
            long peer = System.nanoTime();
            assertThat(text.length()).isEqualTo(bytes.length);
            readBest = Math.min(readBest, (read - start) / 1e9);
            writeBest = Math.min(writeBest, (written - read) / 1e9);
            peerBest = Math.min(peerBest, (peer - written) / 1e9);
        }
        double readSpeed = megabytes / readBest;
        double peerSpeed = megabytes / peerBest;
        System.out.printf("BENCH D1 read-5MB-clip reel=%.1f peer=decode-lines-split:%.1f unit=MB/s ratio=%.2f%n",
                readSpeed, peerSpeed, readSpeed / peerSpeed);
        System.out.printf("BENCH D2 write-5MB-clip reel=%.1f unit=MB/s (%d)%n", megabytes / writeBest, sink % 10);
    }
}
