package dev.reel.ui.playback;

import dev.reel.edit.cmd.MoveKeys;
import dev.reel.model.Clip;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.Track;
import dev.reel.model.Value;
import dev.reel.preview.PoseSampler;
import dev.reel.runtime.CompiledClip;
import dev.reel.runtime.MemoryScene;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A big clip dragged in a few tracks poses, as the preview shows it (the last whole compile with the changed
 * nodes compiled alone posed over it), exactly as the whole clip compiled again would: every node's every
 * animated property at many times, over seeded drags (some growing the clip past its end); and a change a
 * patch cannot show is compiled whole.
 */
class ClipPatchTest {
    private static final String[] PROPERTIES = {"transform.rotation", "transform.position.x", "transform.position.y"};

    @Test
    void thePatchedPoseIsTheWholeCompilesPose() {
        for (long seed = 1; seed <= 12; seed++) {
            Random random = new Random(seed);
            Clip base = clip(random, 24, 30);
            CompiledClip whole = CompiledClip.compile(base);
            Clip now = base;
            for (int step = 0; step < 3; step++) {
                Set<Long> moved = new LinkedHashSet<>();
                Track track = now.tracks().get(random.nextInt(now.tracks().size()));
                for (Key key : track.keys()) {
                    if (random.nextBoolean()) {
                        moved.add(key.id());
                    }
                }
                // Now and then far enough right to grow the clip past its end.
                double by = (random.nextInt(4) == 0 ? 7 : random.nextInt(5) - 2) / 60.0;
                now = new MoveKeys(moved, by).apply(now);
                ClipPatch patch = ClipPatch.of(base, now);
                assertThat(patch).as("seed " + seed + " step " + step).isNotNull();
                CompiledClip part = CompiledClip.compile(patch.part());
                CompiledClip fresh = CompiledClip.compile(now);
                for (int t = 0; t <= 40; t++) {
                    double time = t * now.length() / 40;
                    MemoryScene patched = scene(now);
                    new PoseSampler(whole, patched).pose(time);
                    new PoseSampler(part, patched).pose(time);
                    MemoryScene expected = scene(now);
                    new PoseSampler(fresh, expected).pose(time);
                    for (Track each : now.tracks()) {
                        assertThat(patched.value(each.path(), "transform.rotation"))
                                .as("seed %d step %d %s at %s", seed, step, each.path(), time)
                                .isEqualTo(expected.value(each.path(), "transform.rotation"));
                        assertThat(patched.value(each.path(), "transform.position"))
                                .as("seed %d step %d %s at %s", seed, step, each.path(), time)
                                .isEqualTo(expected.value(each.path(), "transform.position"));
                    }
                }
            }
        }
    }

    @Test
    void aChangeOfTheTracksThemselvesOrOfMostKeysIsCompiledWhole() {
        Clip base = clip(new Random(3), 8, 10);
        List<Track> fewer = new ArrayList<>(base.tracks());
        fewer.remove(0);
        assertThat(ClipPatch.of(base, base.withTracks(fewer))).as("a track gone").isNull();
        Clip shorter = base.withLength(base.tracks().get(0).keys().get(5).time());
        Set<Long> one = Set.of(base.tracks().get(0).keys().get(0).id());
        assertThat(ClipPatch.of(shorter, new MoveKeys(one, 1 / 60.0).apply(base)))
                .as("untouched keys past the shorter length").isNull();
        Set<Long> all = new LinkedHashSet<>();
        base.tracks().forEach(track -> track.keys().forEach(key -> all.add(key.id())));
        assertThat(ClipPatch.of(base, new MoveKeys(all, -1 / 60.0).apply(base))).as("every key moved").isNull();
        assertThat(ClipPatch.of(base, base)).as("nothing changed").isNull();
    }

    /** {@code nodes} nodes with a rotation track and position lanes of {@code keys} keys each. */
    private static Clip clip(Random random, int nodes, int keys) {
        List<Track> tracks = new ArrayList<>();
        for (int n = 0; n < nodes; n++) {
            for (String property : PROPERTIES) {
                List<Key> made = new ArrayList<>();
                for (int k = 0; k < keys; k++) {
                    made.add(Key.of((k + 1) / 60.0, new Value.Num(Math.round(random.nextGaussian() * 1000) / 100.0)));
                }
                tracks.add(Track.of("n" + n, property, Kind.FLOAT32).withKeys(made));
            }
        }
        return new Clip(1, (keys + 4) / 60.0, dev.reel.model.LoopMode.ONCE, List.of(), tracks, List.of(),
                dev.reel.model.Extras.NONE, dev.reel.model.Extras.NONE);
    }

    private static MemoryScene scene(Clip clip) {
        MemoryScene scene = new MemoryScene();
        for (Track track : clip.tracks()) {
            scene.node(track.path()).set("transform.rotation", Kind.FLOAT32, new Value.Num(0))
                    .set("transform.position", Kind.VEC2, Value.Vec.of(0, 0));
        }
        return scene;
    }
}
