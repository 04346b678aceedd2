package dev.reel.interop;

import dev.reel.io.ClipCodec;
import dev.reel.io.MetaCodec;
import dev.reel.model.Cell;
import dev.reel.model.Clip;
import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.SheetMeta;
import dev.reel.sheet.CellIds;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** Exports for other engines, read back: Aseprite JSON through Reel's own importer, Godot's text by a small reader. */
class EngineExportsTest {
    @TempDir
    Path temp;
    private Path project;

    @BeforeEach
    void importHero() throws Exception {
        project = Files.createDirectories(temp.resolve("first"));
        Files.writeString(project.resolve("project.aego"), "project version=1 name=\"Test\" {}\n");
        Path art = Files.createDirectories(project.resolve("assets")).resolve("hero.aseprite");
        AseTestWriter writer = new AseTestWriter(8, 8, 32);
        int layer = writer.imageLayer("body", 0, 255);
        for (int f = 0; f < 6; f++) {
            writer.cel(writer.frame(80 + f * 20), layer, 0, 0, 255, 0, 8, 8, AseTestWriter.solid(8, 8, 0xff102030 + f),
                    true);
        }
        writer.tags(new Object[] {"idle", 0, 1, 0, 0}, new Object[] {"attack", 2, 5, 0, 1});
        writer.slice("pivot", new int[] {0, 0, 0, 8, 8, 3, 7}, new int[] {4, 0, 0, 8, 8, 5, 6});
        Files.write(art, writer.bytes());
        assertThat(ImportFiles.run(art, null, false, CellIds.seeded(5)).ok()).isTrue();
    }

    private SheetMeta meta(Path root) throws Exception {
        return MetaCodec.read(Files.readAllBytes(root.resolve("assets/hero.png.meta")), "m").value();
    }

    private Clip clip(Path root, String name) throws Exception {
        return ClipCodec.read(Files.readAllBytes(root.resolve("anim/hero/" + name + ".aeanim")), name).value();
    }

    @Test
    void asepriteJsonImportedAgainGivesTheSameCellsAndClips() throws Exception {
        ExportFiles.Outcome outcome = ExportFiles.run(project.resolve("assets/hero.png"), ExportFiles.Format.ASEPRITE_JSON,
                project.resolve("assets/hero.json"));
        assertThat(outcome.diagnostics()).isEmpty();
        assertThat(outcome.animations()).isEqualTo(2);

        Path second = Files.createDirectories(temp.resolve("second/assets"));
        Files.writeString(temp.resolve("second/project.aego"), "project version=1 name=\"Again\" {}\n");
        Files.copy(project.resolve("assets/hero.png"), second.resolve("hero.png"));
        Files.copy(project.resolve("assets/hero.json"), second.resolve("hero.json"));
        ImportOutcome again = ImportFiles.run(second.resolve("hero.json"), null, false, CellIds.seeded(6));
        assertThat(again.diagnostics()).isEmpty();
        assertThat(again.kind()).isEqualTo("aseprite-json");

        List<Cell> before = meta(project).cells();
        List<Cell> after = meta(temp.resolve("second")).cells();
        assertThat(after).extracting(Cell::name, Cell::rect, Cell::pivotX, Cell::pivotY)
                .containsExactlyInAnyOrderElementsOf(before.stream()
                        .map(c -> org.assertj.core.groups.Tuple.tuple(c.name(), c.rect(), c.pivotX(), c.pivotY())).toList());
        for (String name : List.of("idle", "attack")) {
            Clip original = clip(project, name);
            Clip reimported = clip(temp.resolve("second"), name);
            assertThat(reimported.flipbooks().get(0).sprites()).isEqualTo(original.flipbooks().get(0).sprites());
            assertThat(reimported.flipbooks().get(0).durations()).isEqualTo(original.flipbooks().get(0).durations());
            assertThat(reimported.loop()).isEqualTo(original.loop());
            assertThat(reimported.length()).isEqualTo(original.length());
        }
    }

    @Test
    void godotSpriteFramesReadBackGiveTheClipsFramesRegionsAndTimes() throws Exception {
        Path out = temp.resolve("hero.tres");
        ExportFiles.Outcome outcome = ExportFiles.run(project.resolve("anim/hero/attack.aeanim"),
                ExportFiles.Format.GODOT, out);
        assertThat(outcome.ok()).isTrue();
        String text = Files.readString(out);
        assertThat(text).startsWith("[gd_resource type=\"SpriteFrames\" load_steps=6 format=3]")
                .contains("[ext_resource type=\"Texture2D\" path=\"res://assets/hero.png\" id=\"1_sheet\"]");
        GodotFrames frames = GodotFrames.parse(text);
        SheetMeta meta = meta(project);
        Clip attack = clip(project, "attack");
        assertThat(frames.names).containsExactly("attack");
        assertThat(frames.loops).containsExactly(false);
        List<String> regions = new ArrayList<>();
        for (String sprite : attack.flipbooks().get(0).sprites()) {
            var rect = meta.cell(sprite.substring(sprite.indexOf('#') + 1)).rect();
            regions.add(rect.x() + ", " + rect.y() + ", " + rect.width() + ", " + rect.height());
        }
        assertThat(frames.regions.get(0)).isEqualTo(regions);
        List<Double> seconds = frames.seconds.get(0);
        assertThat(seconds).hasSize(4);
        for (int i = 0; i < 4; i++) {
            assertThat(seconds.get(i)).isCloseTo(attack.flipbooks().get(0).durations().get(i),
                    org.assertj.core.api.Assertions.within(1e-9));
        }
    }

    @Test
    void texturePackerHashListsEveryCellWithItsPivot() throws Exception {
        Path out = temp.resolve("tp.json");
        ExportFiles.Outcome outcome = ExportFiles.run(project.resolve("assets/hero.png"), ExportFiles.Format.TEXTUREPACKER,
                out);
        assertThat(outcome.frames()).isEqualTo(6);
        var json = new com.fasterxml.jackson.databind.ObjectMapper().readTree(out.toFile());
        assertThat(json.path("frames").size()).isEqualTo(6);
        assertThat(json.path("frames").path("hero_004").path("frame").path("x").asInt()).isEqualTo(8);
        assertThat(json.path("frames").path("hero_004").path("pivot").path("x").asDouble()).isEqualTo(5 / 8.0);
        assertThat(json.path("frames").path("hero_000").path("pivot").path("y").asDouble()).isEqualTo(7 / 8.0);
        assertThat(json.path("meta").path("image").asText()).isEqualTo("first/assets/hero.png");
    }

    @Test
    void aClipWithoutSheetFramesCannotBeExported() throws Exception {
        Path empty = project.resolve("anim/empty.aeanim");
        Files.writeString(empty, "anim version=1 length=1 {}\n");
        ExportFiles.Outcome outcome = ExportFiles.run(empty, ExportFiles.Format.GODOT, temp.resolve("x.tres"));
        assertThat(outcome.diagnostics()).extracting(Diagnostic::code).containsExactly(Code.EXP001);
        assertThat(temp.resolve("x.tres")).doesNotExist();
    }

    /** Just enough of Godot's resource text to read a SpriteFrames back. */
    private static final class GodotFrames {
        final List<String> names = new ArrayList<>();
        final List<Boolean> loops = new ArrayList<>();
        final List<List<String>> regions = new ArrayList<>();
        final List<List<Double>> seconds = new ArrayList<>();

        static GodotFrames parse(String text) {
            Map<String, String> regionById = new HashMap<>();
            Matcher sub = Pattern.compile("\\[sub_resource type=\"AtlasTexture\" id=\"([^\"]+)\"\\]\\s*atlas = "
                    + "ExtResource\\(\"1_sheet\"\\)\\s*region = Rect2\\(([^)]*)\\)").matcher(text);
            while (sub.find()) {
                regionById.put(sub.group(1), sub.group(2));
            }
            GodotFrames frames = new GodotFrames();
            String animations = text.substring(text.indexOf("animations = ["));
            Matcher animation = Pattern.compile("\"frames\": \\[(.*?)\\],\\s*\"loop\": (true|false),\\s*\"name\": "
                    + "&\"([^\"]*)\",\\s*\"speed\": ([0-9.]+)", Pattern.DOTALL).matcher(animations);
            while (animation.find()) {
                double speed = Double.parseDouble(animation.group(4));
                List<String> regions = new ArrayList<>();
                List<Double> seconds = new ArrayList<>();
                Matcher frame = Pattern.compile("\"duration\": ([0-9.]+),\\s*\"texture\": SubResource\\(\"([^\"]+)\"\\)")
                        .matcher(animation.group(1));
                while (frame.find()) {
                    seconds.add(Double.parseDouble(frame.group(1)) / speed);
                    regions.add(regionById.get(frame.group(2)));
                }
                frames.names.add(animation.group(3));
                frames.loops.add(Boolean.parseBoolean(animation.group(2)));
                frames.regions.add(regions);
                frames.seconds.add(seconds);
            }
            return frames;
        }
    }
}
