package dev.reel.edit;

import dev.reel.edit.cmd.DragHandle;
import dev.reel.edit.cmd.SetHandleModes;
import dev.reel.io.ClipCodec;
import dev.reel.model.Clip;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.TangentMode;
import dev.reel.model.Track;
import dev.reel.runtime.KeyHandles;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Random handle-mode changes and handle drags on random clips: after every step each key whose two sides are
 * aligned plays collinear handles (to 1e-9, as the sine of the angle between them), and undoing everything gives
 * back the first file byte for byte.
 */
class HandleModesPropertyTest {
    private static final int ROUNDS = 300;

    @Test
    void alignedHandlesStayCollinearAndUndoAllRestoresTheFile() {
        long seed = Long.getLong("reel.seed", System.nanoTime());
        System.out.println("HandleModesPropertyTest seed=" + seed);
        Random random = new Random(seed);
        int drags = 0;
        for (int round = 0; round < ROUNDS; round++) {
            Clip clip = withCurves(RandomModels.clip(random), random);
            byte[] first = ClipCodec.bytes(clip);
            Document<Clip> document = new Document<>(clip, Path.of("random.aeanim"), "random");
            int steps = 1 + random.nextInt(12);
            for (int step = 0; step < steps; step++) {
                String context = "seed " + seed + ", round " + round + ", step " + step;
                List<Track> curves = curves(document.value());
                Track track = curves.get(random.nextInt(curves.size()));
                Key key = track.keys().get(random.nextInt(track.keys().size()));
                if (random.nextInt(3) == 0) {
                    Set<Long> ids = new HashSet<>();
                    track.keys().stream().filter(each -> random.nextBoolean()).forEach(each -> ids.add(each.id()));
                    ids.add(key.id());
                    document.execute(new SetHandleModes(ids, RandomModels.pick(random, SetHandleModes.Side.class),
                            RandomModels.pick(random, TangentMode.class)));
                } else {
                    int lane = random.nextInt(track.kind().lanes());
                    boolean out = random.nextBoolean();
                    Gesture<Clip> gesture = document.gesture("Drag tangent");
                    int moves = 1 + random.nextInt(4);
                    for (int move = 0; move < moves; move++) {
                        gesture.update(new DragHandle(key.id(), lane, out, key.time() + random.nextGaussian() * 0.3,
                                RandomModels.number(random), 50 + random.nextInt(400), 1 + random.nextInt(100),
                                random.nextInt(5) == 0));
                        assertCollinear(document.value(), context + ", move " + move);
                        drags++;
                    }
                    if (random.nextInt(6) == 0) {
                        gesture.cancel();
                    } else {
                        gesture.commit();
                    }
                }
                assertCollinear(document.value(), context);
            }
            while (document.undo()) {
                // back to the first value
            }
            assertThat(ClipCodec.bytes(document.value())).as("seed " + seed + ", round " + round + ", undo all")
                    .isEqualTo(first);
        }
        assertThat(drags).isGreaterThan(ROUNDS);
    }

    /** The clip with one more float or vec2 track of 2 to 5 keys, so that every round has handles to drag. */
    private static Clip withCurves(Clip clip, Random random) {
        Track track;
        do {
            track = RandomModels.track(random, clip.length(), 5);
        } while (!interpolates(track) || track.keys().size() < 2);
        List<Track> tracks = new ArrayList<>(clip.tracks());
        tracks.add(track);
        return clip.withTracks(tracks);
    }

    private static boolean interpolates(Track track) {
        Kind kind = track.kind();
        return kind.isNumeric() && kind != Kind.QUAT && (kind != Kind.INT32 || track.numeric());
    }

    private static List<Track> curves(Clip clip) {
        return clip.tracks().stream().filter(HandleModesPropertyTest::interpolates)
                .filter(track -> track.keys().size() >= 2).toList();
    }

    private static void assertCollinear(Clip clip, String context) {
        for (Track track : curves(clip)) {
            KeyHandles handles = KeyHandles.of(track);
            for (int i = 1; i + 1 < handles.count(); i++) {
                Key key = handles.key(i);
                if (key.inTangent() != TangentMode.ALIGNED || key.outTangent() != TangentMode.ALIGNED) {
                    continue;
                }
                for (int lane = 0; lane < handles.lanes(); lane++) {
                    double inTime = handles.inTime(i, lane);
                    double inValue = handles.inValue(i, lane);
                    double outTime = handles.outTime(i, lane);
                    double outValue = handles.outValue(i, lane);
                    double lengths = Math.hypot(inTime, inValue) * Math.hypot(outTime, outValue);
                    if (lengths == 0) {
                        continue;
                    }
                    double sine = (inTime * outValue - inValue * outTime) / lengths;
                    assertThat(Math.abs(sine)).as(context + ", key " + i + " lane " + lane).isLessThanOrEqualTo(1e-9);
                    assertThat((inTime * outTime + inValue * outValue) / lengths)
                            .as(context + ", key " + i + " lane " + lane + ": the handles point away from each other")
                            .isLessThanOrEqualTo(1e-9);
                }
            }
        }
    }
}
