package dev.reel.runtime;

import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;
import dev.reel.model.Flipbook;
import dev.reel.model.Kind;
import dev.reel.model.LoopMode;
import dev.reel.model.Track;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

/**
 * A clip compiled once for playback and shared, immutable, by every player and sampler of it: its tracks,
 * flipbooks first (each as a step track on {@code SpriteRenderer.sprite}, then one on
 * {@code SpriteRenderer.flipX} when it has flips), then the clip's tracks in file order — the order values
 * are reported and hashed in.
 *
 * <p>All key data sits in one contiguous array so that sampling a frame walks memory once: per track, one
 * record per key of {@code 3 + 4·lanes} doubles — the key time, the inverse span of the segment that
 * starts there (0 for the last key), its shape, then per lane the key's value and the segment's value
 * polynomial {@code c1 c2 c3} in {@code y = v + ((c3·τ + c2)·τ + c1)·τ}. Step, linear and cubic segments
 * are all that polynomial (zeros, a straight line, a bezier), so playback evaluates them without
 * branching; only segments whose free handles bend time (shape {@code -(offset + 1)}: their per-lane time
 * curves, {@link CubicTimeTable#STRIDE} doubles each, start at that offset of {@code curves}) and quat segments
 * ({@link #SLERP}: lane 0's c1 holds the arc angle, c2 the sign of the short arc) take another path.
 * Non-numeric kinds hold an index into the clip's text table (bool: 0 or 1). Each track's records are
 * followed by one +infinity, so that the time after the last key reads as "never reached".
 */
public final class CompiledClip {
    static final double POLYNOMIAL = 0;
    static final double SLERP = 2;

    private final Clip source;
    private final String file;
    private final List<CompiledTrack> tracks;
    private final CompiledTrack[] trackArray;
    /** Where each track's lanes start in a sample buffer. */
    final int[] offsets;
    /** The key records of the tracks that are not one-lane (those are in {@link #timeline}), one after the other. */
    final double[] data;
    /** The time curves of the bent segments of the tracks that are not one-lane, numbered across them. */
    final double[] curves;
    /** Every track's key times again, contiguous (track i's from {@code keyBases[i]}), for binary searches. */
    final double[] keyTimes;
    final int[] keyBases;
    /** Per track: first record in {@code data}, key count, record stride, lanes, rounding. */
    final int[] bases;
    final int[] counts;
    final int[] strides;
    final int[] laneCounts;
    final boolean[] rounded;
    /**
     * Tracks of one unrounded lane with keys, in order: the common case, which {@link ClipSampler} samples
     * in one tight loop. Their output offsets again, side by side.
     */
    final int[] scalarTracks;
    final int[] scalarOffsets;
    /** The other tracks with keys (vectors, colours, quats, rounded int32), in order. */
    final int[] otherTracks;
    /** Finds a track's key at a time when a cursor cannot. */
    final KeySearch search;
    /** The one-lane tracks' segments, sorted by time. */
    final ScalarTimeline timeline;
    /** Per track: its place among {@code scalarTracks}, or -1. */
    final int[] scalarSlots;
    /** Where every track's cursor stands at evenly spaced times, for samplers that jump. */
    final JumpGrid jumps;
    /** Per track: its column in {@link #jumps} (its slot for a one-lane track), or -1 without keys. */
    final int[] columns;
    /** The clip cut at its key times, for animators that keep their slice; null when it does not fit. */
    final TimeSlices slices;
    /** The clip's length, kept here: animators read it every step, and the model record is pointers away. */
    private final double length;
    private final int valueSize;
    private final String[] texts;
    private final long[] textHashes;
    private final List<ClipEvent> events;
    private final int[] eventsByTime;
    private final int[] eventsByTimeDescending;
    private final long contentHash;

    private CompiledClip(Clip source, String file) {
        this(source, RigTrackShapes.forSampling(source), file);
    }

    /** {@code samplable} is {@code source} with its {@code floats} and {@code drawOrder} tracks reshaped. */
    private CompiledClip(Clip source, Clip samplable, String file) {
        this.source = source;
        this.length = source.length();
        this.file = file == null ? "" : file;
        TextTable table = new TextTable();
        TrackCompiler compiler = new TrackCompiler(table);
        List<TrackCompiler.Output> outputs = new ArrayList<>();
        for (Flipbook flipbook : source.flipbooks()) {
            outputs.add(compiler.sprites(flipbook));
            if (!flipbook.flipX().isEmpty()) {
                outputs.add(compiler.flips(flipbook));
            }
        }
        for (Track track : samplable.tracks()) {
            outputs.add(compiler.compile(track));
        }
        List<CompiledTrack> compiled = new ArrayList<>();
        for (TrackCompiler.Output output : outputs) {
            compiled.add(output.track());
        }
        this.tracks = Collections.unmodifiableList(compiled);
        this.trackArray = compiled.toArray(new CompiledTrack[0]);
        this.offsets = new int[compiled.size()];
        int size = 0;
        for (int i = 0; i < compiled.size(); i++) {
            offsets[i] = size;
            size += compiled.get(i).lanes();
        }
        this.valueSize = size;
        int tracksCount = compiled.size();
        bases = new int[tracksCount];
        counts = new int[tracksCount];
        strides = new int[tracksCount];
        laneCounts = new int[tracksCount];
        keyBases = new int[tracksCount];
        rounded = new boolean[tracksCount];
        List<Integer> scalars = new ArrayList<>();
        List<Integer> others = new ArrayList<>();
        scalarSlots = new int[tracksCount];
        for (int i = 0; i < tracksCount; i++) {
            CompiledTrack track = compiled.get(i);
            scalarSlots[i] = -1;
            if (track.keyCount() > 0 && track.lanes() == 1 && !track.rounded()) {
                scalarSlots[i] = scalars.size();
                scalars.add(i);
            } else if (track.keyCount() > 0) {
                others.add(i);
            }
        }
        this.scalarTracks = scalars.stream().mapToInt(Integer::intValue).toArray();
        this.scalarOffsets = scalars.stream().mapToInt(i -> offsets[i]).toArray();
        this.otherTracks = others.stream().mapToInt(Integer::intValue).toArray();
        this.timeline = new ScalarTimeline(scalars.stream().map(outputs::get).toArray(TrackCompiler.Output[]::new));
        // The other tracks' records, track by track; one-lane tracks live in the timeline instead.
        int dataSize = 0;
        int curveSize = 0;
        int keySize = 0;
        for (int i = 0; i < tracksCount; i++) {
            CompiledTrack track = compiled.get(i);
            TrackCompiler.Output output = outputs.get(i);
            bases[i] = dataSize;
            keyBases[i] = keySize;
            keySize += track.keyCount();
            counts[i] = track.keyCount();
            laneCounts[i] = track.lanes();
            strides[i] = CompiledTrack.stride(track.lanes());
            rounded[i] = track.rounded();
            if (scalarSlots[i] < 0) {
                curveSize += output.curves().length;
                // One more double after the records, +infinity: the "next key time" of the last key.
                dataSize += output.records().length + 1;
            }
        }
        data = new double[dataSize];
        curves = new double[curveSize];
        int curveAt = 0;
        keyTimes = new double[keySize];
        for (int i = 0; i < tracksCount; i++) {
            for (int key = 0; key < counts[i]; key++) {
                keyTimes[keyBases[i] + key] = compiled.get(i).keyTime(key);
            }
            if (scalarSlots[i] >= 0) {
                continue;
            }
            TrackCompiler.Output output = outputs.get(i);
            System.arraycopy(output.records(), 0, data, bases[i], output.records().length);
            data[bases[i] + output.records().length] = Double.POSITIVE_INFINITY;
            // Point this track's bent segments at their curves' place in the clip's array.
            for (int key = 0; key < counts[i]; key++) {
                int shape = bases[i] + key * strides[i] + 2;
                if (data[shape] < 0) {
                    data[shape] -= curveAt;
                }
            }
            System.arraycopy(output.curves(), 0, curves, curveAt, output.curves().length);
            curveAt += output.curves().length;
        }
        // The compiler's records are all copied now; letting them go before the search tables are built keeps a
        // clip of millions of keys from holding its records twice.
        outputs.clear();
        int[] ones = new int[tracksCount];
        Arrays.fill(ones, 1);
        this.search = new KeySearch(keyTimes, keyBases, ones, counts);
        // The grid's columns: the one-lane tracks by slot, then the others in order.
        int columnCount = scalarTracks.length + otherTracks.length;
        columns = new int[tracksCount];
        Arrays.fill(columns, -1);
        int[] columnTimeBases = new int[columnCount];
        int[] columnCounts = new int[columnCount];
        int[][] columnRecords = new int[columnCount][];
        for (int column = 0; column < columnCount; column++) {
            boolean scalar = column < scalarTracks.length;
            int index = scalar ? scalarTracks[column] : otherTracks[column - scalarTracks.length];
            columns[index] = column;
            columnTimeBases[column] = keyBases[index];
            columnCounts[column] = counts[index];
            columnRecords[column] = new int[counts[index]];
            for (int key = 0; key < counts[index]; key++) {
                columnRecords[column][key] = scalar ? timeline.record(column, key) : bases[index] + key * strides[index];
            }
        }
        this.jumps = new JumpGrid(keyTimes, columnTimeBases, columnCounts, columnRecords);
        this.texts = table.toArray();
        this.textHashes = new long[texts.length];
        for (int i = 0; i < texts.length; i++) {
            textHashes[i] = Fnv64.of(texts[i]);
        }
        this.events = source.events();
        this.eventsByTime = order(events, false);
        this.eventsByTimeDescending = order(events, true);
        this.contentHash = ClipFingerprint.of(source);
        this.slices = TimeSlices.of(this);
    }

    /** Compiles {@code clip}; {@code file} names it in the diagnostics players report ("" when none). */
    public static CompiledClip compile(Clip clip, String file) {
        return new CompiledClip(clip, file);
    }

    public static CompiledClip compile(Clip clip) {
        return new CompiledClip(clip, "");
    }

    /** Event indices by time, ties in file order; descending by time when {@code descending}, ties still in file order. */
    private static int[] order(List<ClipEvent> events, boolean descending) {
        List<Integer> indices = new ArrayList<>();
        for (int i = 0; i < events.size(); i++) {
            indices.add(i);
        }
        Comparator<Integer> byTime = Comparator.comparingDouble(i -> events.get(i).time());
        indices.sort(descending ? byTime.reversed() : byTime);
        return indices.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The model clip this was compiled from. */
    public Clip source() {
        return source;
    }

    /** The file name diagnostics name, "" when none. */
    public String file() {
        return file;
    }

    public double length() {
        return length;
    }

    public LoopMode loop() {
        return source.loop() == null ? LoopMode.ONCE : source.loop();
    }

    /** Every track in report order: flipbook tracks first, then the clip's tracks in file order. */
    public List<CompiledTrack> tracks() {
        return tracks;
    }

    public int trackCount() {
        return tracks.size();
    }

    public CompiledTrack track(int index) {
        return trackArray[index];
    }

    /** Where track {@code index}'s lanes start in a sample buffer. */
    public int offset(int index) {
        return offsets[index];
    }

    /** How many doubles a sample of every track takes. */
    public int valueSize() {
        return valueSize;
    }

    /** The string a non-numeric track's sampled index stands for (enum word or asset path). */
    public String text(int index) {
        return texts[index];
    }

    long textHash(int index) {
        return textHashes[index];
    }

    /** How many distinct texts (enum words, asset paths) the clip's samples index. */
    public int textCount() {
        return texts.length;
    }

    /** The clip's events in file order. */
    public List<ClipEvent> events() {
        return events;
    }

    int[] eventsByTime(boolean descending) {
        return descending ? eventsByTimeDescending : eventsByTime;
    }

    /** A stable 64-bit hash of the clip's content (see {@link ClipFingerprint}), its identity in state hashes. */
    public long contentHash() {
        return contentHash;
    }

    /** The (path, property, kind) list of every track, as reimports compare it. */
    public List<String> trackSignature() {
        List<String> signature = new ArrayList<>();
        for (CompiledTrack track : tracks) {
            signature.add(track.target() + " " + track.kind().word());
        }
        Collections.sort(signature);
        return signature;
    }

    /** Whether a track of this kind reports a string (enum words and asset paths). */
    static boolean isText(Kind kind) {
        return kind == Kind.ENUM || kind == Kind.ASSET_REF;
    }
}
