package dev.reel.preview;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.reel.io.ClipCodec;
import dev.reel.io.ControllerCodec;
import dev.reel.io.FrameBank;
import dev.reel.io.FrameBankCodec;
import dev.reel.io.Loaded;
import dev.reel.io.MetaCodec;
import dev.reel.model.Cell;
import dev.reel.model.Clip;
import dev.reel.model.Code;
import dev.reel.model.Controller;
import dev.reel.model.Diagnostic;
import dev.reel.model.Flipbook;
import dev.reel.model.Extras;
import dev.reel.model.ImportSettings;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.LoopMode;
import dev.reel.model.Rect;
import dev.reel.model.SheetMeta;
import dev.reel.model.Track;
import dev.reel.model.Value;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The frame bank of the sample knight matches its clips and sheets; odd clips are refused with a reason. */
class FrameBankBuilderTest {
    private static final Path PROJECT = Path.of("sample-projects/platformer");

    private static Clip clip(String path) {
        try {
            return ClipCodec.read(Files.readAllBytes(PROJECT.resolve(path)), path).value();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static SheetMeta meta(String sheet) {
        try {
            Path file = PROJECT.resolve(sheet + MetaCodec.EXTENSION);
            return Files.exists(file) ? MetaCodec.read(Files.readAllBytes(file), sheet).value() : null;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Loaded<FrameBank> knight() throws IOException {
        Controller controller = ControllerCodec.read(Files.readAllBytes(PROJECT.resolve("anim/knight.aectrl")),
                "anim/knight.aectrl").value();
        return FrameBankBuilder.fromController("knight", controller, "anim/knight.aectrl",
                FrameBankBuilderTest::clip, FrameBankBuilderTest::meta);
    }

    @Test
    void theKnightsBankHasAnAnimationPerStateMatchingItsClips() throws IOException {
        Loaded<FrameBank> loaded = knight();
        assertThat(loaded.diagnostics()).isEmpty();
        FrameBank bank = loaded.value();
        assertThat(bank.bankId()).isEqualTo("knight");
        assertThat(bank.animations()).extracting(FrameBank.Animation::name)
                .containsExactly("Idle", "Run", "Jump", "Fall", "Attack");

        FrameBank.Animation run = bank.animations().get(1);
        assertThat(run.spritesheetPath()).isEqualTo("assets/knight/knight_run.png");
        assertThat(run.loop()).isTrue();
        assertThat(run.nextAnimation()).isEmpty();
        assertThat(run.frames()).hasSize(10);
        for (int i = 0; i < 10; i++) {
            assertThat(run.frames().get(i).source()).isEqualTo(new Rect(128 * i, 0, 128, 128));
            assertThat(run.frames().get(i).duration()).isCloseTo(0.08, within(1e-12));
            assertThat(run.frames().get(i).pivotY()).isEqualTo(0.9375);
        }

        FrameBank.Animation attack = bank.animations().get(4);
        assertThat(attack.loop()).isFalse();
        // Attack returns to Idle by an exit-time transition without conditions.
        assertThat(attack.nextAnimation()).isEqualTo("Idle");
        assertThat(attack.frames()).extracting(FrameBank.Frame::duration)
                .containsExactly(0.08, 0.06, 0.1, 0.08, 0.12);
        SheetMeta attackMeta = meta("assets/knight/knight_attack.png");
        assertThat(attack.frames()).extracting(FrameBank.Frame::source)
                .containsExactlyElementsOf(attackMeta.cells().stream().map(Cell::rect).toList());
    }

    @Test
    void theJsonHasTheFlatShapeASimpleRuntimeReads() throws IOException {
        JsonNode json = new ObjectMapper().readTree(FrameBankCodec.write(knight().value()));
        assertThat(json.get("version").asInt()).isEqualTo(1);
        assertThat(json.get("bankId").asText()).isEqualTo("knight");
        JsonNode run = json.get("animations").get(1);
        assertThat(run.get("name").asText()).isEqualTo("Run");
        assertThat(run.get("spritesheetPath").asText()).isEqualTo("assets/knight/knight_run.png");
        assertThat(run.get("loop").asBoolean()).isTrue();
        assertThat(run.get("nextAnimation").asText()).isEmpty();
        JsonNode second = run.get("frames").get(1);
        assertThat(second.get("srcRect").toString()).isEqualTo("[128,0,128,128]");
        assertThat(second.get("duration").asDouble()).isEqualTo(0.08);
        assertThat(second.get("pivot").toString()).isEqualTo("[0.5,0.9375]");
        assertThat(second.get("flipX").asBoolean()).isFalse();
        assertThat(json.get("animations").get(4).get("nextAnimation").asText()).isEqualTo("Idle");
        assertThat(FrameBankCodec.write(knight().value())).contains("\"srcRect\": [128, 0, 128, 128]");
    }

    private static final String SHEET = "assets/hero.png";

    private static SheetMeta heroMeta(String sheet) {
        if (!sheet.equals(SHEET)) {
            return null;
        }
        return new SheetMeta(1, ImportSettings.DEFAULT, null, List.of(
                new Cell("hero_000", "a", new Rect(0, 0, 16, 16), 0.5, 1),
                new Cell("hero_001", "b", new Rect(16, 0, 16, 16), 0.5, 1),
                new Cell("hero_002", "c", new Rect(32, 0, 16, 16), 0.5, 1),
                new Cell("hero_003", "d", new Rect(48, 0, 16, 16), 0.5, 1)), Map.of());
    }

    private static Clip flipbookClip(LoopMode loop, List<String> sprites, List<Boolean> flips) {
        Flipbook flipbook = new Flipbook(1, "", 10.0, List.of(), flips, sprites, Extras.NONE);
        return Clip.empty(sprites.size() / 10.0, loop).withFlipbooks(List.of(flipbook));
    }

    private static List<String> hero(int... cells) {
        return java.util.Arrays.stream(cells).mapToObj(i -> SHEET + "#hero_00" + i).toList();
    }

    @Test
    void aPingPongClipIsUnrolledAndLoopsAndFlipsAreKept() {
        Clip clip = flipbookClip(LoopMode.PING_PONG, hero(0, 1, 2, 3), List.of(false, true, false, true));
        FrameBank bank = FrameBankBuilder.fromClip("hero", "wave", clip, "wave.aeanim",
                FrameBankBuilderTest::heroMeta).value();
        FrameBank.Animation wave = bank.animations().get(0);
        assertThat(wave.loop()).isTrue();
        assertThat(wave.frames()).extracting(frame -> frame.source().x()).containsExactly(0, 16, 32, 48, 32, 16);
        assertThat(wave.frames()).extracting(FrameBank.Frame::flipX)
                .containsExactly(false, true, false, true, false, true);
    }

    @Test
    void spriteKeysGiveFramesLastingUntilTheNextKeyOrTheEnd() {
        Track track = Track.of("", "SpriteRenderer.sprite", Kind.ASSET_REF).withKeys(List.of(
                Key.of(0, new Value.Asset(SHEET + "#hero_002")), Key.of(0.25, new Value.Asset(SHEET + "#hero_000"))));
        Clip clip = Clip.empty(0.4, LoopMode.ONCE).withTracks(List.of(track));
        FrameBank.Animation animation = FrameBankBuilder.fromClip("hero", "blink", clip, "blink.aeanim",
                FrameBankBuilderTest::heroMeta).value().animations().get(0);
        assertThat(animation.loop()).isFalse();
        assertThat(animation.frames()).extracting(frame -> frame.source().x()).containsExactly(32, 0);
        assertThat(animation.frames().get(0).duration()).isCloseTo(0.25, within(1e-12));
        assertThat(animation.frames().get(1).duration()).isCloseTo(0.15, within(1e-12));
    }

    @Test
    void clipsABankCannotHoldAreRefusedWithAReason() {
        Function<String, SheetMeta> metas = FrameBankBuilderTest::heroMeta;
        Loaded<FrameBank> mixed = FrameBankBuilder.fromClip("x", "x", flipbookClip(LoopMode.LOOP,
                List.of(SHEET + "#hero_000", "assets/other.png#other_000"), List.of()), "x.aeanim", metas);
        assertThat(mixed.value()).isNull();
        assertThat(mixed.diagnostics()).extracting(Diagnostic::code).containsExactly(Code.PRV002);
        assertThat(mixed.diagnostics().get(0).message()).contains("assets/other.png");

        Loaded<FrameBank> missingCell = FrameBankBuilder.fromClip("x", "x", flipbookClip(LoopMode.LOOP,
                List.of(SHEET + "#hero_009"), List.of()), "x.aeanim", metas);
        assertThat(missingCell.diagnostics()).extracting(Diagnostic::code).containsExactly(Code.AST002);

        Loaded<FrameBank> noFrames = FrameBankBuilder.fromClip("x", "x", Clip.empty(1, LoopMode.LOOP), "x.aeanim",
                metas);
        assertThat(noFrames.diagnostics()).extracting(Diagnostic::code).containsExactly(Code.PRV002);
    }
}
