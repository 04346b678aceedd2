package dev.reel.io;

import dev.reel.model.Cell;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.Filter;
import dev.reel.model.ImportSettings;
import dev.reel.model.Rect;
import dev.reel.model.SheetMeta;
import dev.reel.model.SliceSetup;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

class MetaCodecTest {

    @Test
    void writesPrettyKeyOrderedJsonThatReadsBackIdentical() {
        SheetMeta meta = new SheetMeta(1, new ImportSettings(Filter.LINEAR, false, true, null, 4, 1),
                new SliceSetup.Grid(64, 32, 1, 2, 3, 4, 10),
                List.of(new Cell("hero_000", "a1b2c3d4e5f6", new Rect(1, 2, 64, 32), 0.5, 1),
                        new Cell("hero_001", "0f0f0f0f0f0f", new Rect(68, 2, 64, 32), 0.25, 0.75)),
                Map.of("zeta", "{\"b\":[1,2],\"a\":\"x\"}", "alpha", "true"));
        String text = MetaCodec.write(meta);
        assertThat(text).startsWith("{\n  \"version\": 1,\n  \"import\": {\n    \"filter\": \"linear\",")
                .contains("\"rect\": [1, 2, 64, 32]").contains("\"pivot\": [0.25, 0.75]")
                .contains("\"slice\": {\n    \"mode\": \"grid\",\n    \"cellSize\": [64, 32]")
                .endsWith("  \"zeta\": {\n    \"b\": [1, 2],\n    \"a\": \"x\"\n  }\n}\n");
        assertThat(text.indexOf("\"alpha\"")).isLessThan(text.indexOf("\"zeta\""));
        Loaded<SheetMeta> read = MetaCodec.read(text, "hero.png.meta");
        assertThat(read.diagnostics()).extracting(Diagnostic::code).containsOnly(Code.DOC009);
        assertThat(read.value().cells()).isEqualTo(meta.cells());
        assertThat(read.value().settings()).isEqualTo(meta.settings());
        assertThat(read.value().slice()).isEqualTo(meta.slice());
        assertThat(MetaCodec.write(read.value())).isEqualTo(text);
    }

    @Test
    void randomSidecarsRoundTripByteIdentical() {
        for (int round = 0; round < 2_000; round++) {
            long seed = 7_000L + round;
            Random random = new Random(seed);
            SheetMeta meta = randomMeta(random);
            String text = MetaCodec.write(meta);
            Loaded<SheetMeta> read = MetaCodec.read(text, "s.png.meta");
            assertThat(read.value()).as("seed " + seed).isNotNull();
            assertThat(MetaCodec.write(read.value())).as("seed " + seed).isEqualTo(text);
        }
    }

    static SheetMeta randomMeta(Random random) {
        SliceSetup[] setups = {null, new SliceSetup.Strip(random.nextInt(512) + 1, random.nextInt(512)),
                new SliceSetup.Alpha(random.nextInt(256), random.nextInt(100), random.nextBoolean()),
                new SliceSetup.Grid(1 + random.nextInt(99), 1 + random.nextInt(99), random.nextInt(9), random.nextInt(9),
                        random.nextInt(5), random.nextInt(5), random.nextInt(40))};
        int count = random.nextInt(30);
        List<Cell> cells = new java.util.ArrayList<>();
        for (int i = 0; i < count; i++) {
            cells.add(new Cell("s_" + i, Long.toHexString(random.nextLong()), new Rect(random.nextInt(4096),
                    random.nextInt(4096), 1 + random.nextInt(512), 1 + random.nextInt(512)),
                    random.nextInt(5) == 0 ? random.nextDouble() * 3 - 1 : random.nextInt(3) / 2.0, random.nextDouble()));
        }
        boolean grouped = cells.isEmpty() && random.nextBoolean();
        return new SheetMeta(1, new ImportSettings(random.nextBoolean() ? Filter.NEAREST : Filter.LINEAR,
                random.nextBoolean(), random.nextBoolean(), grouped ? "group \"" + random.nextInt(9) + "\"" : null,
                random.nextInt(9), random.nextInt(4)), setups[random.nextInt(setups.length)], cells, Map.of());
    }

    @Test
    void nestingOneHundredThousandDeepIsADiagnosticNotACrash() {
        String deep = "[".repeat(100_000) + "]".repeat(100_000);
        Loaded<SheetMeta> read = MetaCodec.read("{\"x\": " + deep + "}", "deep.png.meta");
        assertThat(read.value()).isNull();
        assertThat(read.diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.code()).isEqualTo(Code.MET001);
            assertThat(d.message()).contains("nesting");
        });
    }

    @Test
    void hugeStringsAndNumbersAreRefused() {
        assertThat(MetaCodec.read("{\"x\": \"" + "a".repeat(2 << 20) + "\"}", "s.png.meta").diagnostics())
                .extracting(Diagnostic::code).containsExactly(Code.MET001);
        assertThat(MetaCodec.read("{\"version\": " + "9".repeat(2_000) + "}", "s.png.meta").diagnostics())
                .extracting(Diagnostic::code).containsExactly(Code.MET001);
        byte[] tooBig = new byte[(int) MetaCodec.MAX_BYTES + 1];
        assertThat(MetaCodec.read(tooBig, "s.png.meta").diagnostics()).extracting(Diagnostic::code)
                .containsExactly(Code.MET001);
    }

    @Test
    void eachJsonLimitIsWordedInOurOwnWordsWithItsValueAndWhereItWasPassed() {
        String deep = "{\n  \"x\": " + "[".repeat(65) + "]".repeat(65) + "}";
        assertThat(MetaCodec.read(deep, "d.png.meta").diagnostics()).extracting(Diagnostic::format).containsExactly(
                "d.png.meta:2:71 MET001 nesting deeper than 64 levels of objects and arrays");
        String[][] cases = {
                {"{\"x\": \"" + "a".repeat((1 << 20) + 1) + "\"}", "a string longer than 1048576 characters (1 MiB)"},
                {"{\"version\": " + "9".repeat(65) + "}", "a number written with more than 64 characters"},
                {"{\"version\": 1." + "5".repeat(70) + "}", "a number written with more than 64 characters"},
                {"{\"" + "k".repeat(1025) + "\": 1}", "a key longer than 1024 characters"}};
        for (String[] limit : cases) {
            List<Diagnostic> found = MetaCodec.read(limit[0], "s.png.meta").diagnostics();
            assertThat(found).extracting(Diagnostic::code).containsExactly(Code.MET001);
            assertThat(found.get(0).message()).isEqualTo(limit[1]).doesNotContain("StreamReadConstraints");
            assertThat(found.get(0).line()).isEqualTo(1);
        }
        assertThat(MetaCodec.read(new byte[(int) MetaCodec.MAX_BYTES + 1], "s.png.meta").diagnostics().get(0)
                .message()).isEqualTo("the file is 64 MiB; a .meta file may hold at most 64 MiB");
    }

    @Test
    void notAnObjectOrTrailingTextIsUnreadable() {
        assertThat(MetaCodec.read("[1, 2]", "s.png.meta").diagnostics()).extracting(Diagnostic::code)
                .containsExactly(Code.MET001);
        assertThat(MetaCodec.read("{} {}", "s.png.meta").diagnostics()).extracting(Diagnostic::code)
                .containsExactly(Code.MET001);
        assertThat(MetaCodec.read("", "s.png.meta").diagnostics()).extracting(Diagnostic::code)
                .containsExactly(Code.MET001);
        assertThat(MetaCodec.read("{\"version\": 1, \"version\": 2}", "s.png.meta").diagnostics())
                .extracting(Diagnostic::code).containsExactly(Code.MET001);
        assertThat(MetaCodec.read(new byte[] {'{', (byte) 0xff, '}'}, "s.png.meta").diagnostics())
                .extracting(Diagnostic::code).containsExactly(Code.MET001);
    }

    @Test
    void noPolymorphicTypingIsHonoured() {
        String hostile = "{\"cells\": [], \"x\": [\"java.lang.ProcessBuilder\", {\"command\": [\"touch\", \"/tmp/pwned\"]}]}";
        Loaded<SheetMeta> read = MetaCodec.read(hostile.getBytes(StandardCharsets.UTF_8), "s.png.meta");
        assertThat(read.value()).isNotNull();
        assertThat(read.value().unknown()).containsKey("x");
    }
}
