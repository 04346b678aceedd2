package dev.reel.runtime;

import dev.reel.model.Clip;
import dev.reel.model.ClipEvent;
import dev.reel.model.Flipbook;
import dev.reel.model.Kind;
import dev.reel.model.LoopMode;
import dev.reel.model.Track;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

/**
 * A clip compiled once for playback and shared, immutable, by every player and sampler of it: its tracks in
 * primitive arrays, flipbooks first (each as a step track on {@code SpriteRenderer.sprite}, then one on
 * {@code SpriteRenderer.flipX} when it has flips), then the clip's tracks in file order — the order values
 * are reported and hashed in.
 */
public final class CompiledClip {
    private final Clip source;
    private final String file;
    private final List<CompiledTrack> tracks;
    private final int[] offsets;
    private final int valueSize;
    private final String[] texts;
    private final long[] textHashes;
    private final List<ClipEvent> events;
    private final int[] eventsByTime;
    private final int[] eventsByTimeDescending;
    private final long contentHash;

    private CompiledClip(Clip source, String file) {
        this.source = source;
        this.file = file == null ? "" : file;
        TextTable table = new TextTable();
        TrackCompiler compiler = new TrackCompiler(table);
        List<CompiledTrack> compiled = new ArrayList<>();
        for (Flipbook flipbook : source.flipbooks()) {
            compiled.add(compiler.sprites(flipbook));
            if (!flipbook.flipX().isEmpty()) {
                compiled.add(compiler.flips(flipbook));
            }
        }
        for (Track track : source.tracks()) {
            compiled.add(compiler.compile(track));
        }
        this.tracks = Collections.unmodifiableList(compiled);
        this.offsets = new int[compiled.size()];
        int size = 0;
        for (int i = 0; i < compiled.size(); i++) {
            offsets[i] = size;
            size += compiled.get(i).lanes();
        }
        this.valueSize = size;
        this.texts = table.toArray();
        this.textHashes = new long[texts.length];
        for (int i = 0; i < texts.length; i++) {
            textHashes[i] = Fnv64.of(texts[i]);
        }
        this.events = source.events();
        this.eventsByTime = order(events, false);
        this.eventsByTimeDescending = order(events, true);
        this.contentHash = ClipFingerprint.of(source);
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
        return source.length();
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
        return tracks.get(index);
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
