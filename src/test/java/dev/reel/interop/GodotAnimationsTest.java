package dev.reel.interop;

import dev.reel.io.ClipCodec;
import dev.reel.io.Loaded;
import dev.reel.model.Cell;
import dev.reel.model.Clip;
import dev.reel.model.Diagnostic;
import dev.reel.model.Rect;
import dev.reel.runtime.KeyHandles;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

/** Clips written as a Godot AnimationLibrary, read back by the test reader of Godot's text format. */
class GodotAnimationsTest {
    private static final String WAVE = """
            anim version=1 length=1.2 loop=pingPong {
              frames "Body" durations=[0.1, 0.2] flipX=[false, true] {
                sprites=[asset("assets/hero.png#hero_000"), asset("assets/hero.png#hero_001")]
              }
              track "Arm/Hand" prop="transform.rotation" kind=float32 {
                key t=0 v=0 tangent=free out=[0.2, 0.5] {}
                key t=0.6 v=1.5 tangent=aligned in=[-0.1, -0.3] out=[0.25, 0.2] {}
                key t=1.2 v=-0.5 {}
              }
              track "Arm" prop="transform.scale.y" kind=float32 {
                key t=0 v=1 interp=step {}
                key t=0.5 v=2 interp=step {}
              }
              track "" prop="transform.position" kind=vec2 {
                key t=0 v=[0, 0] interp=linear {}
                key t=1 v=[10, -4] {}
              }
              track "" prop="SpriteRenderer.tint" kind=color {
                key t=0 v=[1, 1, 1, 1] {}
                key t=0.4 v=[1, 0.5, 0.25, 1] {}
                key t=1.2 v=[1, 1, 1, 0.5] {}
              }
              track "Body" prop="SpriteRenderer.visible" kind=bool {
                key t=0 v=true {}
                key t=0.9 v=false {}
              }
              track "Body" prop="SpriteRenderer.flipY" kind=bool {
                key t=0 v=false {}
              }
              track "Body" prop="Weird.field" kind=float32 {
                key t=0 v=1 {}
              }
              event t=0.3 name="Hit" payload=2 {}
              event t=0.6 name="Footstep" {}
            }
            """;

    private static final Function<String, Cell> CELLS = sprite -> switch (sprite) {
        case "assets/hero.png#hero_000" -> new Cell("hero_000", "a", new Rect(0, 0, 32, 48), 0.5, 1.0);
        case "assets/hero.png#hero_001" -> new Cell("hero_001", "b", new Rect(32, 0, 32, 48), 0.25, 0.5);
        default -> null;
    };

    static Clip clip(String text) {
        Loaded<Clip> loaded = ClipCodec.read(text, "anim/wave.aeanim");
        assertThat(loaded.hasErrors()).as(loaded.diagnostics().toString()).isFalse();
        return loaded.value();
    }

    private static GodotResourceReader.Resource export(Clip clip, String method, List<Diagnostic> warnings) {
        Map<String, Clip> clips = new LinkedHashMap<>();
        clips.put("wave", clip);
        String text = GodotAnimations.library(clips, Map.of("wave", "anim/wave.aeanim"), CELLS, method, warnings);
        return GodotResourceReader.parse(text);
    }

    @Test
    void aClipIsOneAnimationOfTheLibraryWithItsLengthAndLoopMode() {
        GodotResourceReader.Resource file = export(clip(WAVE), GodotAnimations.DEFAULT_METHOD, new ArrayList<>());
        assertThat(file.header().type()).isEqualTo("AnimationLibrary");
        Map<?, ?> data = (Map<?, ?>) file.main().get("_data");
        assertThat(List.copyOf(data.keySet())).isEqualTo(List.of("wave"));
        GodotResourceReader.Section animation = file.deref(data.get("wave"));
        assertThat(animation.type()).isEqualTo("Animation");
        assertThat(animation.get("resource_name")).isEqualTo("wave");
        assertThat(((Number) animation.get("length")).doubleValue()).isEqualTo(1.2, within(1e-6));
        assertThat(animation.get("loop_mode")).as("ping-pong is Godot's LOOP_PINGPONG").isEqualTo(2L);
        Clip once = clip(WAVE.replace(" loop=pingPong", ""));
        GodotResourceReader.Section single = export(once, "f", new ArrayList<>()).subs("Animation").get(0);
        assertThat(single.get("loop_mode")).as("once is Godot's default, none").isNull();
        Clip looping = clip(WAVE.replace("loop=pingPong", "loop=loop"));
        assertThat(export(looping, "f", new ArrayList<>()).subs("Animation").get(0).get("loop_mode")).isEqualTo(1L);
    }

    @Test
    void aFloatCurveIsABezierTrackCarryingTheHandlesReelPlays() {
        Clip clip = clip(WAVE);
        GodotResourceReader.Section animation = export(clip, "f", new ArrayList<>()).subs("Animation").get(0);
        GodotFiles.TrackView track = GodotFiles.track(animation, "Arm/Hand:rotation");
        assertThat(track.type()).isEqualTo("bezier");
        double[] times = track.floats("times");
        double[] points = track.floats("points");
        KeyHandles handles = KeyHandles.of(clip.tracks().get(0));
        assertThat(times).hasSize(3);
        for (int i = 0; i < 3; i++) {
            assertThat(times[i]).isEqualTo((float) handles.time(i));
            assertThat(points[i * 5]).isEqualTo((float) handles.value(i, 0));
            assertThat(points[i * 5 + 1]).isEqualTo((float) handles.inTime(i, 0));
            assertThat(points[i * 5 + 2]).isEqualTo((float) handles.inValue(i, 0));
            assertThat(points[i * 5 + 3]).isEqualTo((float) handles.outTime(i, 0));
            assertThat(points[i * 5 + 4]).isEqualTo((float) handles.outValue(i, 0));
        }
        // The free out handle as written, the aligned key's in turned in line with its out, in seconds and radians.
        assertThat(points[3]).isEqualTo(0.2f);
        assertThat(points[4]).isEqualTo(0.5f);
        assertThat(points[7] / points[6]).isEqualTo(0.2 / 0.25, within(1e-6));
        assertThat(track.floats("handle_modes")[1]).as("the aligned key is balanced in Godot").isEqualTo(2);
    }

    @Test
    void stepKeysAreANearestValueTrackAndBoolsStepToo() {
        GodotResourceReader.Section animation = export(clip(WAVE), "f", new ArrayList<>()).subs("Animation").get(0);
        GodotFiles.TrackView scale = GodotFiles.track(animation, "Arm:scale:y");
        assertThat(scale.type()).isEqualTo("value");
        assertThat(scale.interp()).as("nearest").isZero();
        assertThat(scale.keys().get("update")).as("discrete").isEqualTo(1L);
        assertThat(scale.floats("times")).containsExactly(0, 0.5);
        assertThat(scale.values()).containsExactly(1.0, 2.0);
        GodotFiles.TrackView visible = GodotFiles.track(animation, "Body:visible");
        assertThat(visible.values()).containsExactly(true, false);
        assertThat(GodotFiles.track(animation, "Body:flip_v").values()).containsExactly(false);
    }

    @Test
    void vectorsAndColoursAreValueTracksWhenStraightAndBezierLanesWhenCurved() {
        GodotResourceReader.Section animation = export(clip(WAVE), "f", new ArrayList<>()).subs("Animation").get(0);
        GodotFiles.TrackView position = GodotFiles.track(animation, ".:position");
        assertThat(position.type()).isEqualTo("value");
        assertThat(position.interp()).as("linear").isEqualTo(1);
        GodotResourceReader.Call end = (GodotResourceReader.Call) position.values().get(1);
        assertThat(end.type()).isEqualTo("Vector2");
        assertThat(end.args()).containsExactly(10L, -4L);
        for (String lane : List.of("r", "g", "b", "a")) {
            assertThat(GodotFiles.track(animation, ".:modulate:" + lane).type()).isEqualTo("bezier");
        }
        double[] green = GodotFiles.track(animation, ".:modulate:g").floats("points");
        assertThat(green[5]).as("the second key's green").isEqualTo(0.5);
    }

    @Test
    void spriteFramesAreRegionKeysOfTheSheetWithTheirPivotsAndFlips() {
        GodotResourceReader.Resource file = export(clip(WAVE), "f", new ArrayList<>());
        GodotResourceReader.Section animation = file.subs("Animation").get(0);
        GodotFiles.TrackView texture = GodotFiles.track(animation, "Body:texture");
        GodotResourceReader.Call ref = (GodotResourceReader.Call) texture.values().get(0);
        assertThat(file.ext((String) ref.args().get(0)).attributes().get("path")).isEqualTo("res://assets/hero.png");
        GodotFiles.TrackView region = GodotFiles.track(animation, "Body:region_rect");
        assertThat(region.floats("times")).containsExactly(0, (float) 0.1);
        assertThat(((GodotResourceReader.Call) region.values().get(1)).args()).containsExactly(32L, 0L, 32L, 48L);
        GodotFiles.TrackView offset = GodotFiles.track(animation, "Body:offset");
        // Sprite2D centres its texture: a pivot at (0.25, 0.5) of 32 × 48 moves it by (8, 0).
        assertThat(((GodotResourceReader.Call) offset.values().get(0)).args()).containsExactly(0L, -24L);
        assertThat(((GodotResourceReader.Call) offset.values().get(1)).args()).containsExactly(8L, 0L);
        assertThat(GodotFiles.track(animation, "Body:region_enabled").values()).containsExactly(true, true);
        assertThat(GodotFiles.track(animation, "Body:flip_h").values()).containsExactly(false, true);
    }

    @Test
    void eventsCallTheNamedMethodWithNameAndPayload() {
        GodotResourceReader.Section animation = export(clip(WAVE), "_on_reel_event", new ArrayList<>())
                .subs("Animation").get(0);
        GodotFiles.TrackView events = GodotFiles.track(animation, ".");
        assertThat(events.type()).isEqualTo("method");
        assertThat(events.floats("times")).containsExactly((float) 0.3, (float) 0.6);
        Map<?, ?> hit = (Map<?, ?>) events.values().get(0);
        assertThat(hit.get("method")).isEqualTo(new GodotResourceReader.Name("_on_reel_event"));
        assertThat(hit.get("args")).isEqualTo(List.of("Hit", 2.0));
        assertThat(((Map<?, ?>) events.values().get(1)).get("args"))
                .isEqualTo(List.of("Footstep", GodotResourceReader.Nil.NULL));
    }

    @Test
    void whatGodotCannotPlayIsAWarningNamingTheTrack() {
        List<Diagnostic> warnings = new ArrayList<>();
        GodotResourceReader.Section animation = export(clip(WAVE), "f", warnings).subs("Animation").get(0);
        assertThat(warnings).extracting(Diagnostic::message)
                .anyMatch(m -> m.contains("Weird.field") && m.contains("not exported"));
        assertThat(warnings).allMatch(d -> d.file().equals("anim/wave.aeanim") && !d.isError());
        assertThat(GodotFiles.tracks(animation)).noneMatch(t -> t.path().contains("field"));
    }

    @Test
    void aRigClipsTracksAreAWarningEachAndItsEventsStillPlay() {
        List<Diagnostic> warnings = new ArrayList<>();
        Clip rig = clip(WAVE).withRig("rigs/hero.aerig");
        GodotResourceReader.Section animation = export(rig, "f", warnings).subs("Animation").get(0);
        assertThat(warnings).extracting(Diagnostic::message).filteredOn(m -> m.contains("rig")).hasSize(7);
        assertThat(warnings).extracting(Diagnostic::message)
                .filteredOn(m -> m.contains("rigs/hero.aerig cannot be read")).hasSize(3);
        assertThat(GodotFiles.tracks(animation)).extracting(GodotFiles.TrackView::type).doesNotContain("bezier");
        assertThat(GodotFiles.track(animation, ".").type()).isEqualTo("method");
    }

    @Test
    void aSteppingSegmentBetweenCurvesHoldsUntilJustBeforeTheNextKey() {
        List<Diagnostic> warnings = new ArrayList<>();
        Clip clip = clip("""
                anim version=1 length=1 {
                  track "" prop="transform.rotation" kind=float32 {
                    key t=0 v=0 {}
                    key t=0.5 v=1 interp=step {}
                    key t=1 v=3 {}
                  }
                }
                """);
        GodotFiles.TrackView track = GodotFiles.track(export(clip, "f", warnings).subs("Animation").get(0),
                ".:rotation");
        assertThat(track.floats("times")).containsExactly(0, 0.5, (float) (1 - GodotTracks.HOLD), 1);
        double[] points = track.floats("points");
        assertThat(points[10]).as("the held value").isEqualTo(1);
        assertThat(GodotFiles.bezier(track.floats("times"), points, 0.9)).isEqualTo(1, within(1e-6));
        assertThat(warnings).extracting(Diagnostic::message).anyMatch(m -> m.contains("0.0001 s before"));
    }

    @Test
    void theReaderRefusesWhatGodotWouldNot() {
        assertThatThrownBy(() -> GodotResourceReader.parse("[gd_resource type=\"X\" format=3]\n\n[resource]\n"
                + "a = SubResource(\"nope\")\n")).hasMessageContaining("not defined above");
        assertThatThrownBy(() -> GodotResourceReader.parse("[gd_resource type=\"X\" load_steps=3 format=3]\n\n"
                + "[resource]\na = 1\n")).hasMessageContaining("load_steps");
        assertThatThrownBy(() -> GodotResourceReader.parse("[gd_resource type=\"X\" format=3]\n\n[resource]\n"
                + "a = Vector2(1)\n")).hasMessageContaining("takes 2");
        assertThatThrownBy(() -> GodotResourceReader.parse("[gd_resource type=\"X\" format=3]\n\n[resource]\n"
                + "a = [1, 2\n")).isInstanceOf(RuntimeException.class);
    }
}
