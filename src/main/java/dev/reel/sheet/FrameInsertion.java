package dev.reel.sheet;

import dev.reel.model.Cell;
import dev.reel.model.Clip;
import dev.reel.model.Flipbook;
import dev.reel.model.FrameTime;
import dev.reel.model.Interp;
import dev.reel.model.Key;
import dev.reel.model.Kind;
import dev.reel.model.Track;
import dev.reel.model.Value;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Puts frames into an existing clip, as dropping cells on the dope sheet or Flipbook from Selection on a node
 * whose player already has a clip does: one frame every {@code spacing} seconds from {@code start}, growing
 * the clip when they run past its end.
 *
 * <p>Where the frames go: the node's {@code SpriteRenderer.sprite} track if the clip has one (a key per frame,
 * replacing keys at the same times); else the node's flipbook, whose frames are merged by time the same way
 * and re-timed (it stays at its fps when every frame still lasts 1/fps, else it gets durations); else a new
 * flipbook when the frames start at 0, or a new step track when they start later (a flipbook cannot start
 * with a gap).
 */
public final class FrameInsertion {
    /** The property flipbooks and sprite tracks drive. */
    public static final String SPRITE_PROPERTY = "SpriteRenderer.sprite";
    /** The dope sheet's spacing for dropped cells. */
    public static final double DROP_SPACING = 1.0 / 12;

    private FrameInsertion() {
    }

    /** Puts the cells of the sheet at {@code sheetPath}, in name order, into {@code clip}. */
    public static Clip addCells(Clip clip, String nodePath, String sheetPath, List<Cell> cells, double start,
                                double spacing) {
        return addSprites(clip, nodePath, FlipbookBuilder.sprites(sheetPath, cells), start, spacing);
    }

    /** Puts sprite asset paths, in the given order, into {@code clip}. */
    public static Clip addSprites(Clip clip, String nodePath, List<String> sprites, double start, double spacing) {
        if (!(spacing > 0) || !(start >= 0) || Double.isInfinite(start) || Double.isInfinite(spacing)) {
            throw new IllegalArgumentException("frames need a start >= 0 and a spacing > 0, not " + start
                    + " and " + spacing);
        }
        if (sprites.isEmpty()) {
            return clip;
        }
        double end = onFrame(start + sprites.size() * spacing, FrameTime.rate(clip), spacing);
        Clip grown = end > clip.length() ? clip.withLength(end) : clip;
        for (int i = 0; i < clip.tracks().size(); i++) {
            Track track = clip.tracks().get(i);
            if (isSpriteTrack(track, nodePath)) {
                List<Track> tracks = new ArrayList<>(clip.tracks());
                tracks.set(i, track.withKeys(mergeKeys(track.keys(), sprites, start, spacing, FrameTime.rate(clip))));
                return grown.withTracks(tracks);
            }
        }
        for (int i = 0; i < clip.flipbooks().size(); i++) {
            Flipbook flipbook = clip.flipbooks().get(i);
            if (flipbook.path().equals(nodePath)) {
                List<Flipbook> flipbooks = new ArrayList<>(clip.flipbooks());
                if (flipbook.sprites().isEmpty() && start >= Seconds.SAME) {
                    flipbooks.remove(i);
                    return withNewTrack(grown.withFlipbooks(flipbooks), nodePath, sprites, start, spacing);
                }
                flipbooks.set(i, mergeFrames(flipbook, sprites, start, spacing));
                return grown.withFlipbooks(flipbooks);
            }
        }
        if (start < Seconds.SAME) {
            List<Flipbook> flipbooks = new ArrayList<>(clip.flipbooks());
            flipbooks.add(FlipbookBuilder.flipbookOf(sprites, nodePath, timingFor(spacing, sprites.size())));
            return grown.withFlipbooks(flipbooks);
        }
        return withNewTrack(grown, nodePath, sprites, start, spacing);
    }

    private static boolean isSpriteTrack(Track track, String nodePath) {
        return track.path().equals(nodePath) && track.property().equals(SPRITE_PROPERTY)
                && track.kind() == Kind.ASSET_REF;
    }

    private static Clip withNewTrack(Clip clip, String nodePath, List<String> sprites, double start,
                                     double spacing) {
        List<Track> tracks = new ArrayList<>(clip.tracks());
        Track track = Track.of(nodePath, SPRITE_PROPERTY, Kind.ASSET_REF);
        tracks.add(track.withKeys(mergeKeys(List.of(), sprites, start, spacing, FrameTime.rate(clip))));
        return clip.withTracks(tracks);
    }

    private static List<Key> mergeKeys(List<Key> keys, List<String> sprites, double start, double spacing,
                                       double clipRate) {
        List<Key> merged = new ArrayList<>();
        for (Key key : keys) {
            if (frameAt(key.time(), sprites.size(), start, spacing) < 0) {
                merged.add(key);
            }
        }
        for (int i = 0; i < sprites.size(); i++) {
            double time = onFrame(start + i * spacing, clipRate, spacing);
            merged.add(Key.of(time, new Value.Asset(sprites.get(i))).withInterp(Interp.STEP));
        }
        merged.sort((first, second) -> Double.compare(first.time(), second.time()));
        return merged;
    }

    /**
     * {@code time} rounded, and on its frame when it is a frame of the clip's rate or of the spacing's own (12 fps
     * for dropped cells): the time any other gesture gives that frame ({@link FrameTime}).
     */
    private static double onFrame(double time, double clipRate, double spacing) {
        return FrameTime.onFrame(FrameTime.tidy(time, clipRate), rateOf(spacing));
    }

    /** The frame rate of {@code spacing} when it is 1/N s with N of at most three decimals, else NaN. */
    private static double rateOf(double spacing) {
        double rate = Math.round(1 / spacing * 1000) / 1000.0;
        return Math.abs(1 / rate - spacing) < 1e-12 ? rate : Double.NaN;
    }

    /** The index of the new frame that lands at {@code time}, or -1. */
    private static int frameAt(double time, int count, double start, double spacing) {
        double position = (time - start) / spacing;
        long index = Math.round(position);
        if (index < 0 || index >= count) {
            return -1;
        }
        return Math.abs(start + index * spacing - time) < Seconds.SAME ? (int) index : -1;
    }

    private static Flipbook mergeFrames(Flipbook flipbook, List<String> sprites, double start, double spacing) {
        record Frame(double time, String sprite, boolean flip, double ownDuration) {
        }
        List<Frame> frames = new ArrayList<>();
        int oldCount = flipbook.sprites().size();
        for (int i = 0; i < oldCount; i++) {
            double time = flipbook.frameStart(i);
            if (frameAt(time, sprites.size(), start, spacing) < 0) {
                boolean flip = !flipbook.flipX().isEmpty() && flipbook.flipX().get(i);
                frames.add(new Frame(time, flipbook.sprites().get(i), flip, flipbook.frameStart(i + 1) - time));
            }
        }
        for (int i = 0; i < sprites.size(); i++) {
            frames.add(new Frame(start + i * spacing, sprites.get(i), false, spacing));
        }
        frames.sort((first, second) -> Double.compare(first.time(), second.time()));
        List<String> mergedSprites = new ArrayList<>(frames.size());
        List<Boolean> flips = new ArrayList<>(frames.size());
        List<Double> durations = new ArrayList<>(frames.size());
        for (int i = 0; i < frames.size(); i++) {
            Frame frame = frames.get(i);
            mergedSprites.add(frame.sprite());
            flips.add(frame.flip());
            double duration = i + 1 < frames.size() ? frames.get(i + 1).time() - frame.time() : frame.ownDuration();
            durations.add(Seconds.round(duration));
        }
        List<Boolean> flipX = flipbook.flipX().isEmpty() ? List.of() : flips;
        Double fps = flipbook.durations().isEmpty() ? (flipbook.fps() == null ? Flipbook.DEFAULT_FPS : flipbook.fps())
                : null;
        if (fps != null && allEqual(durations, 1 / fps)) {
            return new Flipbook(flipbook.id(), flipbook.path(), flipbook.fps(), List.of(), flipX, mergedSprites,
                    flipbook.extras());
        }
        return new Flipbook(flipbook.id(), flipbook.path(), null, durations, flipX, mergedSprites, flipbook.extras());
    }

    private static boolean allEqual(List<Double> durations, double duration) {
        for (double each : durations) {
            if (Math.abs(each - duration) >= Seconds.SAME) {
                return false;
            }
        }
        return true;
    }

    /** A rate when 1/spacing is a number with at most three decimals (1/12 s gives fps=12), else durations. */
    private static FrameTiming timingFor(double spacing, int count) {
        double rate = rateOf(spacing);
        if (!Double.isNaN(rate)) {
            return new FrameTiming.Fps(rate);
        }
        return new FrameTiming.Each(Collections.nCopies(count, Seconds.round(spacing)));
    }
}
