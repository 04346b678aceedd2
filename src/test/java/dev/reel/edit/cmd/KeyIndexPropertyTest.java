package dev.reel.edit.cmd;

import dev.reel.edit.Document;
import dev.reel.edit.Gesture;
import dev.reel.io.ClipCodec;
import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;
import dev.reel.model.FrameTime;
import dev.reel.model.IdSet;
import dev.reel.model.Ids;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.LoopMode;
import dev.reel.model.Track;
import dev.reel.model.Value;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The key index a drag relies on: a track answers which of a set of ids are its keys without walking them, and
 * a move built on that answer is the move a walk over every key made. Seeded loops over clips whose key ids are
 * in runs per track (as a file is read), mixed between tracks, out of order and partly added later.
 */
class KeyIndexPropertyTest {
    private static final int ROUNDS = 300;

    @Test
    void idSetsAnswerAsHashSetsDo() {
        long seed = Long.getLong("reel.seed", System.nanoTime());
        System.out.println("KeyIndexPropertyTest.idSets seed=" + seed);
        Random random = new Random(seed);
        for (int round = 0; round < ROUNDS; round++) {
            Set<Long> plain = new HashSet<>();
            int size = random.nextInt(40);
            for (int i = 0; i < size; i++) {
                plain.add((long) random.nextInt(60) - 5);
            }
            IdSet ids = IdSet.of(plain);
            String context = "seed " + seed + ", round " + round + ", " + new TreeSet<>(plain);
            assertThat(ids).as(context).isEqualTo(plain);
            assertThat(plain).as(context).isEqualTo(ids);
            assertThat(ids.hashCode()).as(context).isEqualTo(plain.hashCode());
            assertThat(new ArrayList<>(ids)).as(context).isEqualTo(new ArrayList<>(new TreeSet<>(plain)));
            for (long id = -8; id < 62; id++) {
                assertThat(ids.has(id)).as(context + ", " + id).isEqualTo(plain.contains(id));
                long max = id + random.nextInt(6);
                long from = id;
                boolean any = plain.stream().anyMatch(other -> other >= from && other <= max);
                assertThat(ids.anyBetween(id, max)).as(context + ", [" + id + ", " + max + "]").isEqualTo(any);
            }
            Set<Long> part = new HashSet<>();
            plain.stream().filter(id -> random.nextBoolean()).forEach(part::add);
            if (random.nextBoolean()) {
                part.add(100L);
            }
            assertThat(ids.containsAll(IdSet.of(part))).as(context + " ⊇ " + part).isEqualTo(plain.containsAll(part));
            assertThat(IdSet.of(ids)).isSameAs(ids);
        }
        assertThatThrownBy(() -> IdSet.of(java.util.Arrays.asList(1L, null))).isInstanceOf(NullPointerException.class);
    }

    @Test
    void tracksFindTheirKeysOfAnySetAsAWalkDoes() {
        long seed = Long.getLong("reel.seed", System.nanoTime());
        System.out.println("KeyIndexPropertyTest.tracks seed=" + seed);
        Random random = new Random(seed);
        for (int round = 0; round < ROUNDS; round++) {
            Clip clip = clip(random);
            IdSet chosen = chosen(clip, random);
            for (Track track : clip.tracks()) {
                String context = "seed " + seed + ", round " + round + ", track " + track.id();
                List<Integer> walked = new ArrayList<>();
                for (int i = 0; i < track.keys().size(); i++) {
                    Key key = track.keys().get(i);
                    if (chosen.has(key.id())) {
                        walked.add(i);
                    }
                    assertThat(track.keyIndex(key.id())).as(context).isEqualTo(i);
                    assertThat(track.key(key.id())).as(context).isSameAs(key);
                }
                List<Integer> indexed = new ArrayList<>();
                for (int place : track.keyIndicesIn(chosen)) {
                    indexed.add(place);
                }
                assertThat(indexed).as(context).isEqualTo(walked);
                assertThat(track.holdsAnyOf(chosen)).as(context).isEqualTo(!walked.isEmpty());
                assertThat(track.key(-1)).as(context).isNull();
            }
        }
    }

    @Test
    void aMoveIsTheMoveAWalkOverEveryKeyMadeAndUndoGivesTheBytesBack() {
        long seed = Long.getLong("reel.seed", System.nanoTime());
        System.out.println("KeyIndexPropertyTest.moves seed=" + seed);
        Random random = new Random(seed);
        for (int round = 0; round < ROUNDS; round++) {
            Clip clip = clip(random);
            IdSet keys = chosen(clip, random);
            Set<Long> events = new HashSet<>();
            clip.events().stream().filter(event -> random.nextInt(3) == 0).forEach(event -> events.add(event.id()));
            boolean ripple = random.nextBoolean();
            double delta = (random.nextInt(41) - 20) / 60.0;
            String context = "seed " + seed + ", round " + round;
            Clip expected = walked(clip, keys, events, delta, ripple);
            Clip moved = new MoveKeys(keys, events, delta, ripple).apply(clip);
            assertThat(moved).as(context).isEqualTo(expected);
            for (int t = 0; t < clip.tracks().size(); t++) {
                if (!clip.tracks().get(t).holdsAnyOf(keys)) {
                    assertThat(moved.tracks().get(t)).as(context + ": a track the move does not touch is shared")
                            .isSameAs(clip.tracks().get(t));
                }
            }
            Document<Clip> document = new Document<>(clip, null, "clip");
            String before = ClipCodec.write(clip);
            Gesture<Clip> gesture = document.gesture("Move");
            for (int frame = 1; frame <= 3; frame++) {
                gesture.update(new MoveKeys(keys, events, delta * frame / 3, ripple));
            }
            gesture.commit();
            document.undo();
            assertThat(ClipCodec.write(document.value())).as(context).isEqualTo(before);
        }
    }

    /** Tracks of float keys on a 60 fps grid; ids in runs, shuffled, or some keys added later with new ids. */
    private static Clip clip(Random random) {
        int tracks = 1 + random.nextInt(6);
        List<List<Key>> keys = new ArrayList<>();
        int style = random.nextInt(3);
        List<Long> pool = new ArrayList<>();
        int total = 0;
        int[] counts = new int[tracks];
        for (int t = 0; t < tracks; t++) {
            counts[t] = random.nextInt(12);
            total += counts[t];
        }
        for (int i = 0; i < total; i++) {
            pool.add(Ids.next());
        }
        if (style == 1) {
            Collections.shuffle(pool, random);
        }
        int next = 0;
        for (int t = 0; t < tracks; t++) {
            List<Key> track = new ArrayList<>();
            List<Integer> frames = new ArrayList<>();
            for (int f = 0; f < 30; f++) {
                frames.add(f);
            }
            Collections.shuffle(frames, random);
            List<Integer> picked = new ArrayList<>(frames.subList(0, counts[t]));
            Collections.sort(picked);
            for (int frame : picked) {
                long id = style == 2 && random.nextInt(4) == 0 ? Ids.next() + 1000 : pool.get(next);
                next++;
                track.add(new Key(id, FrameTime.of(frame, 60), new Value.Num(random.nextInt(9)),
                        dev.reel.model.Interp.LINEAR, dev.reel.model.TangentMode.AUTO, null, null,
                        dev.reel.model.Extras.NONE));
            }
            keys.add(track);
        }
        List<Track> made = new ArrayList<>();
        for (int t = 0; t < tracks; t++) {
            made.add(Track.of("n" + t, "transform.rotation", Kind.FLOAT32).withKeys(keys.get(t)));
        }
        List<ClipEvent> events = new ArrayList<>();
        for (int e = random.nextInt(3); e > 0; e--) {
            events.add(ClipEvent.of(FrameTime.of(random.nextInt(30), 60), "e" + e));
        }
        return Clip.empty(0.5, LoopMode.ONCE).withTracks(made).withEvents(events);
    }

    /** Some keys of some tracks, and now and then an id of no key. */
    private static IdSet chosen(Clip clip, Random random) {
        Set<Long> ids = new HashSet<>();
        for (Track track : clip.tracks()) {
            int mode = random.nextInt(3);
            for (Key key : track.keys()) {
                if (mode == 1 || (mode == 2 && random.nextBoolean())) {
                    ids.add(key.id());
                }
            }
        }
        return IdSet.of(ids);
    }

    /** The move as it was made by walking every key of every track (the reference). */
    private static Clip walked(Clip clip, Set<Long> keyIds, Set<Long> eventIds, double delta, boolean ripple) {
        double earliest = Double.POSITIVE_INFINITY;
        double[] latest = new double[clip.tracks().size()];
        for (int t = 0; t < latest.length; t++) {
            latest[t] = Double.NEGATIVE_INFINITY;
            for (Key key : clip.tracks().get(t).keys()) {
                if (keyIds.contains(key.id())) {
                    earliest = Math.min(earliest, key.time());
                    latest[t] = Math.max(latest[t], key.time());
                }
            }
        }
        for (ClipEvent event : clip.events()) {
            if (eventIds.contains(event.id())) {
                earliest = Math.min(earliest, event.time());
            }
        }
        if (earliest == Double.POSITIVE_INFINITY) {
            return clip;
        }
        double shift = Math.max(delta, -earliest);
        List<Track> tracks = new ArrayList<>();
        for (int t = 0; t < latest.length; t++) {
            Track track = clip.tracks().get(t);
            if (latest[t] == Double.NEGATIVE_INFINITY) {
                tracks.add(track);
                continue;
            }
            List<Key> moving = new ArrayList<>();
            List<Key> staying = new ArrayList<>();
            for (Key key : track.keys()) {
                if (keyIds.contains(key.id()) || (ripple && key.time() > latest[t])) {
                    moving.add(key.withTime(Times.round(key.time() + shift, clip)));
                } else {
                    staying.add(key);
                }
            }
            List<Key> kept = new ArrayList<>(moving);
            for (Key key : staying) {
                if (moving.stream().noneMatch(other -> Math.abs(other.time() - key.time()) < Times.SAME)) {
                    kept.add(key);
                }
            }
            tracks.add(track.withKeys(ClipParts.sorted(kept)));
        }
        double eventLatest = Double.NEGATIVE_INFINITY;
        for (ClipEvent event : clip.events()) {
            if (eventIds.contains(event.id())) {
                eventLatest = Math.max(eventLatest, event.time());
            }
        }
        List<ClipEvent> events = new ArrayList<>();
        for (ClipEvent event : clip.events()) {
            boolean moves = eventIds.contains(event.id()) || (ripple && event.time() > eventLatest);
            events.add(moves ? event.withTime(Times.round(event.time() + shift, clip)) : event);
        }
        return Times.grown(clip.withTracks(tracks).withEvents(events));
    }
}
