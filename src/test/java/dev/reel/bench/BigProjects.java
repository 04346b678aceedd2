package dev.reel.bench;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Random;

/**
 * Seeded projects at the scale of issue 18, written as files the way an artist's project would hold them:
 * 2,000 clips with 200 controllers; one clip of 200 tracks × 500 keys (100,000 keys); a controller of 150 states
 * and 600 transitions; a 4096² sheet sliced into 10,000 cells. The same seed writes the same bytes.
 * {@code java -cp target/test-classes:target/classes dev.reel.bench.BigProjects FOLDER} writes them all there.
 */
public final class BigProjects {
    public static final String BIG_CLIP = "anim/big.aeanim";
    public static final String BIG_CONTROLLER = "anim/big.aectrl";
    public static final String BIG_SHEET = "assets/big.png";

    private BigProjects() {
    }

    public static void main(String[] args) {
        Path folder = Path.of(args.length > 0 ? args[0] : "target/big-projects");
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 18;
        System.out.println(manyClips(folder.resolve("many"), seed, 2000, 200));
        System.out.println(bigClip(folder.resolve("big-clip"), seed, 200, 500));
        System.out.println(bigController(folder.resolve("big-graph"), seed, 150, 600));
        System.out.println(bigSheet(folder.resolve("big-sheet"), seed, 4096, 100));
    }

    /** A project of {@code clips} small clips in folders of 100 and {@code controllers} controllers over them. */
    public static Path manyClips(Path root, long seed, int clips, int controllers) {
        Random random = new Random(seed);
        project(root, "Many clips");
        for (int i = 0; i < clips; i++) {
            write(root.resolve(clipName(i)), clip(random, 1 + random.nextInt(4), 2 + random.nextInt(5)));
        }
        for (int c = 0; c < controllers; c++) {
            StringBuilder text = new StringBuilder("controller version=1 {\n  entry=\"S0\"\n");
            text.append("  param \"Speed\" kind=float {}\n");
            int states = 3 + random.nextInt(4);
            for (int s = 0; s < states; s++) {
                text.append(String.format(Locale.ROOT, "  state \"S%d\" clip=asset(\"%s\") pos=[%d, %d] {}%n", s,
                        clipName(random.nextInt(clips)), 40 + 200 * s, 40 + 60 * (s % 3)));
            }
            for (int s = 0; s < states; s++) {
                text.append(String.format(Locale.ROOT, "  transition \"S%d\" to=\"S%d\" duration=0.1 {%n"
                        + "    cond \"Speed\" op=gt value=%d {}%n  }%n", s, (s + 1) % states, s));
            }
            text.append("}\n");
            write(root.resolve(String.format(Locale.ROOT, "ctrl/c%03d.aectrl", c)), text.toString());
        }
        return root;
    }

    /** A project holding one clip of {@code tracks} float tracks of {@code keys} keys each. */
    public static Path bigClip(Path root, long seed, int tracks, int keys) {
        project(root, "Big clip");
        write(root.resolve(BIG_CLIP), clip(new Random(seed), tracks, keys));
        return root;
    }

    /** A project holding one controller of {@code states} states and {@code transitions} transitions. */
    public static Path bigController(Path root, long seed, int states, int transitions) {
        Random random = new Random(seed);
        project(root, "Big graph");
        write(root.resolve("anim/a.aeanim"), clip(random, 2, 3));
        StringBuilder text = new StringBuilder("controller version=1 {\n  entry=\"S0\"\n");
        text.append("  param \"Speed\" kind=float {}\n  param \"Go\" kind=trigger {}\n");
        for (int s = 0; s < states; s++) {
            text.append(String.format(Locale.ROOT, "  state \"S%d\" clip=asset(\"anim/a.aeanim\") pos=[%d, %d] {}%n",
                    s, 40 + 180 * (s % 15), 40 + 120 * (s / 15)));
        }
        for (int t = 0; t < transitions; t++) {
            int from = t % states;
            int to = (from + 1 + t / states * 7 + random.nextInt(3)) % states;
            if (to == from) {
                to = (to + 1) % states;
            }
            text.append(String.format(Locale.ROOT, "  transition \"S%d\" to=\"S%d\" duration=0.1 {%n"
                    + "    cond \"Speed\" op=gt value=%d {}%n  }%n", from, to, t));
        }
        text.append("}\n");
        write(root.resolve(BIG_CONTROLLER), text.toString());
        return root;
    }

    /** A project holding one {@code size}² sheet sliced by a grid into {@code perSide}² cells. */
    public static Path bigSheet(Path root, long seed, int size, int perSide) {
        Random random = new Random(seed);
        project(root, "Big sheet");
        int cell = size / perSide;
        BufferedImage image = new BufferedImage(size, size, BufferedImage.TYPE_INT_ARGB);
        for (int row = 0; row < perSide; row++) {
            for (int column = 0; column < perSide; column++) {
                int argb = 0xFF000000 | random.nextInt(0x1000000);
                int inset = 2 + random.nextInt(cell / 4);
                for (int y = row * cell + inset; y < (row + 1) * cell - inset; y++) {
                    for (int x = column * cell + inset; x < (column + 1) * cell - inset; x++) {
                        image.setRGB(x, y, argb);
                    }
                }
            }
        }
        StringBuilder meta = new StringBuilder("{\n  \"version\": 1,\n  \"slice\": {\n    \"mode\": \"grid\",\n");
        meta.append(String.format(Locale.ROOT, "    \"cellSize\": [%d, %d],%n    \"offset\": [0, 0],%n    \"padding\": [0, 0]%n  },%n", cell, cell));
        meta.append("  \"cells\": [\n");
        for (int i = 0; i < perSide * perSide; i++) {
            int column = i % perSide;
            int row = i / perSide;
            meta.append(String.format(Locale.ROOT, "    {\"name\": \"big_%05d\", \"id\": \"%012x\", \"rect\": [%d, %d, %d, %d],"
                    + " \"pivot\": [0.5, 0.5]}%s%n", i, 0x100000000L + i, column * cell, row * cell, cell, cell,
                    i + 1 < perSide * perSide ? "," : ""));
        }
        meta.append("  ]\n}\n");
        try {
            Files.createDirectories(root.resolve(BIG_SHEET).getParent());
            ImageIO.write(image, "png", root.resolve(BIG_SHEET).toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        write(root.resolve(BIG_SHEET + ".meta"), meta.toString());
        return root;
    }

    static String clipName(int index) {
        return String.format(Locale.ROOT, "anim/g%02d/clip%04d.aeanim", index / 100, index);
    }

    /** A clip of float rotation tracks on nodes n0, n1, … with keys 1/60 s apart. */
    public static String clip(Random random, int tracks, int keys) {
        double length = Math.max(1, keys) / 60.0;
        StringBuilder text = new StringBuilder(64 + tracks * keys * 32);
        text.append(String.format(Locale.ROOT, "anim version=1 length=%s {%n", number(length)));
        for (int t = 0; t < tracks; t++) {
            text.append(String.format(Locale.ROOT, "  track \"n%d\" prop=\"transform.rotation\" kind=float32 {%n", t));
            for (int k = 0; k < keys; k++) {
                text.append("    key t=").append(number(k / 60.0)).append(" v=")
                        .append(number(Math.round(random.nextGaussian() * 1000) / 1000.0)).append(" {}\n");
            }
            text.append("  }\n");
        }
        text.append("}\n");
        return text.toString();
    }

    private static String number(double value) {
        String text = String.format(Locale.ROOT, "%.6f", value).replaceAll("0+$", "");
        return text.endsWith(".") ? text.substring(0, text.length() - 1) : text;
    }

    private static void project(Path root, String name) {
        write(root.resolve("project.aego"), "project version=1 name=\"" + name + "\" {}\n");
    }

    private static void write(Path file, String text) {
        try {
            Files.createDirectories(file.getParent());
            Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
