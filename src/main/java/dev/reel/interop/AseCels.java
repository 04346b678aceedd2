package dev.reel.interop;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

/**
 * The image cels of an Aseprite file while it is read: where each cel's pixels lie in the file, decoded (inflated
 * and turned into ARGB) either at once, in file order, or all together on every core once the whole file has
 * been walked. Decoding later must not change what a broken file reports, so a failure is the one of the earliest
 * cel in the file, and {@link AseReader} weighs it against a failure its walk met further on.
 */
final class AseCels {
    private final AseBytes in;
    private final int depth;
    private final int transparentIndex;
    private final boolean deferred;
    private final List<Job> jobs = new ArrayList<>();
    private final List<int[]> pixels = new ArrayList<>();
    private final List<Integer> offsets = new ArrayList<>();
    private final List<List<Ref>> celsByFrame = new ArrayList<>();
    private final List<Integer> durations = new ArrayList<>();

    /**
     * The pixels of one cel as the file holds them, with the palette in force where the cel was read.
     *
     * @param chunkStart the cel chunk's first byte, for ordering failures and warnings
     */
    private record Job(int chunkStart, int start, int end, boolean compressed, int size, int count, String what,
                       int[] palette, boolean background) {
    }

    /** A cel as a frame holds it: its place and the decoded pixels it shows (shared by linked cels). */
    record Ref(int layer, int x, int y, int width, int height, int opacity, int zIndex, int job) {
    }

    /** A failure of decoding the cel whose chunk starts at {@code chunkStart}. */
    record Failure(int chunkStart, AseProblem problem) {
    }

    AseCels(AseBytes in, int depth, int transparentIndex, boolean deferred) {
        this.in = in;
        this.depth = depth;
        this.transparentIndex = transparentIndex;
        this.deferred = deferred;
    }

    /**
     * Notes the pixels of a cel from the cursor to the chunk's end ({@code size} bytes raw, or a zlib stream that
     * must give that many) and returns its job number; decodes them now unless decoding is deferred.
     */
    int add(int chunkStart, boolean compressed, int size, int count, String what, int[] palette, boolean background)
            throws AseProblem {
        int start = in.position();
        int end = compressed ? in.limit() : start + size;
        if (!compressed) {
            in.skip(size, what);
        }
        Job job = new Job(chunkStart, start, end, compressed, size, count, what, palette, background);
        int[] decoded = deferred ? null : decode(job, new int[count], 0);
        jobs.add(job);
        pixels.add(decoded);
        offsets.add(0);
        return jobs.size() - 1;
    }

    /** Begins the next frame: the list its cels go in. */
    List<Ref> startFrame() {
        List<Ref> cels = new ArrayList<>();
        celsByFrame.add(cels);
        return cels;
    }

    /** Ends the frame begun last, which shows for {@code durationMillis}. */
    void endFrame(int durationMillis) {
        durations.add(durationMillis);
    }

    /** The cel of {@code layer} in frame {@code frame} (read before), or null: what a linked cel shows. */
    Ref find(int frame, int layer) {
        for (Ref cel : celsByFrame.get(frame)) {
            if (cel.layer() == layer) {
                return cel;
            }
        }
        return null;
    }

    /** The frames with their cels, once every cel is decoded. */
    List<AseFile.Frame> frames() {
        List<AseFile.Frame> frames = new ArrayList<>(durations.size());
        for (int f = 0; f < durations.size(); f++) {
            List<AseFile.Cel> cels = new ArrayList<>();
            for (Ref ref : celsByFrame.get(f)) {
                cels.add(new AseFile.Cel(ref.layer(), ref.x(), ref.y(), ref.width(), ref.height(), ref.opacity(),
                        ref.zIndex(), pixels.get(ref.job()), offsets.get(ref.job()), null));
            }
            frames.add(new AseFile.Frame(durations.get(f), List.copyOf(cels)));
        }
        return List.copyOf(frames);
    }

    /**
     * Decodes every deferred cel whose chunk starts before {@code before}, on every core; the failure of the
     * earliest one that fails, or null. Cels are independent: each holds its own bytes and palette.
     */
    Failure decodeBefore(int before) {
        int count = 0;
        while (count < jobs.size() && jobs.get(count).chunkStart() < before) {
            count++;
        }
        AseProblem[] failures = new AseProblem[count];
        // The cels' pixels go into one array where they fit: a few large arrays live until the sheet is drawn
        // and are not moved, where thousands of small ones were copied by every young collection meanwhile.
        int[] starts = new int[count];
        long total = 0;
        for (int i = 0; i < count; i++) {
            starts[i] = (int) Math.min(total, Integer.MAX_VALUE);
            total += pixels.get(i) == null ? jobs.get(i).count() : 0;
        }
        int[] pool = total <= POOL_PIXELS ? new int[(int) total] : null;
        int[][] decoded = new int[count][];
        IntStream.range(0, count).parallel().forEach(i -> {
            if (pixels.get(i) == null) {
                try {
                    Job job = jobs.get(i);
                    decoded[i] = pool != null ? decode(job, pool, starts[i]) : decode(job, new int[job.count()], 0);
                } catch (AseProblem problem) {
                    failures[i] = problem;
                }
            }
        });
        for (int i = 0; i < count; i++) {
            if (failures[i] != null) {
                return new Failure(jobs.get(i).chunkStart(), failures[i]);
            }
            if (decoded[i] != null) {
                pixels.set(i, decoded[i]);
                offsets.set(i, pool != null ? starts[i] : 0);
            }
        }
        return null;
    }

    /** The most pixels the cels decoded together share one array for (256 MiB); beyond, each cel has its own. */
    private static final long POOL_PIXELS = 64L << 20;

    /** Cels of up to this many bytes are inflated into their thread's scratch buffer, larger ones each into their own. */
    private static final int SCRATCH_BYTES = 1 << 20;
    private static final ThreadLocal<byte[]> SCRATCH = ThreadLocal.withInitial(() -> new byte[SCRATCH_BYTES]);

    /** Decodes {@code job} into {@code out} from {@code offset} on and returns {@code out}. */
    private int[] decode(Job job, int[] out, int offset) throws AseProblem {
        byte[] raw;
        if (!job.compressed()) {
            raw = in.copy(job.start(), job.size(), job.what());
        } else if (job.size() <= SCRATCH_BYTES) {
            raw = SCRATCH.get();
            in.inflate(job.start(), job.end(), raw, job.size(), job.what());
        } else {
            raw = in.inflate(job.start(), job.end(), job.size(), job.what());
        }
        AsePalettes.argb(raw, job.count(), depth, job.palette(), transparentIndex, job.background(), out, offset);
        return out;
    }
}
