package dev.reel.runtime;

import dev.reel.model.Authority;
import dev.reel.model.Kind;
import dev.reel.model.OnEnd;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The properties a controller's states animate, merged into one pose: a channel per distinct
 * {@code PATH:PROPERTY} and kind over every state's clip, in the order first met (states in file order, each
 * clip's tracks in report order), with where each state's samples come from. Root-motion tracks and tracks
 * without keys make no channel. A channel takes its authority (drawn or not) and int32 rounding from the
 * first track that made it. Shared by every animator of the controller.
 */
final class PoseChannels {
    /** How two values of a channel mix in a blend. */
    static final int LERP = 0;
    static final int ROUNDED = 1;
    static final int SLERP = 2;
    static final int STEP = 3;
    static final int TEXT = 4;

    final String[] paths;
    final String[] properties;
    final Kind[] kinds;
    final int[] mixing;
    final boolean[] drawn;
    final int[] laneCounts;
    /** Where each channel's lanes start in a pose, and the pose's size. */
    final int[] offsets;
    final int size;
    /** Per state, per channel: the offset of its value in the state's sample buffer, or -1 when not animated. */
    final int[][] sources;
    /** Per state: the channels it animates, as bits. */
    final long[][] masks;
    /**
     * Per state: the channels it animates with a track that does not say {@code onEnd=hold}, as bits: leaving
     * the state gives them back to their defaults when the next state does not animate them.
     */
    final long[][] returnMasks;
    /** Per state: whether its sample buffer is the pose itself (every channel, same places, no texts). */
    final boolean[] direct;
    /** Per state: the controller text index of each of its clip's text indices. */
    final int[][] textIndices;
    final String[] texts;
    /** The pose of a target that has none of the properties: every channel's neutral value ({@link #neutral(int, double[])}). */
    final double[] neutral;
    final long[] textHashes;
    /** The state and track that made each channel. */
    final int[] firstStates;
    final int[] firstTracks;

    PoseChannels(CompiledClip[] clips) {
        List<CompiledTrack> first = new ArrayList<>();
        List<int[]> firstAt = new ArrayList<>();
        Map<String, Integer> byName = new HashMap<>();
        List<String> textList = new ArrayList<>();
        Map<String, Integer> textIndex = new HashMap<>();
        int[][] trackChannels = new int[clips.length][];
        textIndices = new int[clips.length][];
        for (int state = 0; state < clips.length; state++) {
            CompiledClip clip = clips[state];
            if (clip == null) {
                continue;
            }
            trackChannels[state] = new int[clip.trackCount()];
            for (int index = 0; index < clip.trackCount(); index++) {
                CompiledTrack track = clip.track(index);
                if (track.root() || track.isEmpty()) {
                    trackChannels[state][index] = -1;
                    continue;
                }
                String name = track.target() + " " + track.kind().word();
                Integer channel = byName.get(name);
                if (channel == null) {
                    channel = first.size();
                    byName.put(name, channel);
                    first.add(track);
                    firstAt.add(new int[]{state, index});
                }
                trackChannels[state][index] = channel;
            }
            textIndices[state] = textIndices(clip, textList, textIndex);
        }
        int count = first.size();
        paths = new String[count];
        properties = new String[count];
        kinds = new Kind[count];
        mixing = new int[count];
        drawn = new boolean[count];
        offsets = new int[count];
        laneCounts = new int[count];
        firstStates = new int[count];
        firstTracks = new int[count];
        int at = 0;
        for (int channel = 0; channel < count; channel++) {
            CompiledTrack track = first.get(channel);
            paths[channel] = track.path();
            properties[channel] = track.property();
            kinds[channel] = track.kind();
            mixing[channel] = mixing(track);
            drawn[channel] = track.isTransform() && track.authority() == Authority.PRESENTATION;
            offsets[channel] = at;
            laneCounts[channel] = track.lanes();
            firstStates[channel] = firstAt.get(channel)[0];
            firstTracks[channel] = firstAt.get(channel)[1];
            at += track.lanes();
        }
        size = at;
        sources = new int[clips.length][];
        masks = new long[clips.length][];
        returnMasks = new long[clips.length][];
        for (int state = 0; state < clips.length; state++) {
            sources[state] = new int[count];
            java.util.Arrays.fill(sources[state], -1);
            masks[state] = new long[words(count)];
            returnMasks[state] = new long[words(count)];
            if (clips[state] == null) {
                continue;
            }
            for (int index = 0; index < clips[state].trackCount(); index++) {
                int channel = trackChannels[state][index];
                // The first track of a clip on a channel drives it; a second one is a clip of ANM004.
                if (channel >= 0 && sources[state][channel] < 0) {
                    sources[state][channel] = clips[state].offset(index);
                    masks[state][channel >>> 6] |= 1L << channel;
                    if (clips[state].track(index).onEnd() != OnEnd.HOLD) {
                        returnMasks[state][channel >>> 6] |= 1L << channel;
                    }
                }
            }
        }
        direct = new boolean[clips.length];
        for (int state = 0; state < clips.length; state++) {
            boolean same = clips[state] != null && clips[state].valueSize() == size;
            for (int channel = 0; same && channel < count; channel++) {
                same = sources[state][channel] == offsets[channel] && mixing[channel] != TEXT;
            }
            direct[state] = same;
        }
        neutral = new double[size];
        for (int channel = 0; channel < count; channel++) {
            neutral(channel, neutral);
        }
        texts = textList.toArray(new String[0]);
        textHashes = new long[texts.length];
        for (int i = 0; i < texts.length; i++) {
            textHashes[i] = Fnv64.of(texts[i]);
        }
    }

    /**
     * Writes {@code channel}'s neutral value into {@code pose}: 0, false, the identity quat, white, a scale of
     * 1; a text is -1, "as the scene has it".
     */
    void neutral(int channel, double[] pose) {
        int offset = offsets[channel];
        Kind kind = kinds[channel];
        java.util.Arrays.fill(pose, offset, offset + kind.lanes(), 0);
        switch (kind) {
            case ENUM, ASSET_REF -> pose[offset] = -1;
            case QUAT -> pose[offset + 3] = 1;
            case COLOR -> java.util.Arrays.fill(pose, offset, offset + 4, 1);
            default -> {
                if (properties[channel].equals("transform.scale")) {
                    java.util.Arrays.fill(pose, offset, offset + kind.lanes(), 1);
                }
            }
        }
    }

    /** How many longs a mask of {@code count} channels takes. */
    static int words(int count) {
        return Math.max(1, (count + 63) >>> 6);
    }

    int count() {
        return paths.length;
    }

    int lanes(int channel) {
        return kinds[channel].lanes();
    }

    /** {@code PATH:PROPERTY}, the way reports name a channel. */
    String target(int channel) {
        return paths[channel] + ":" + properties[channel];
    }

    private static int mixing(CompiledTrack track) {
        return switch (track.kind()) {
            case QUAT -> SLERP;
            case BOOL -> STEP;
            case ENUM, ASSET_REF -> TEXT;
            case INT32 -> track.rounded() ? ROUNDED : STEP;
            default -> LERP;
        };
    }

    /** Maps every text of {@code clip} into the controller's table. */
    private static int[] textIndices(CompiledClip clip, List<String> textList, Map<String, Integer> textIndex) {
        int[] mapped = new int[clip.textCount()];
        for (int i = 0; i < mapped.length; i++) {
            String text = clip.text(i);
            Integer index = textIndex.get(text);
            if (index == null) {
                index = textList.size();
                textList.add(text);
                textIndex.put(text, index);
            }
            mapped[i] = index;
        }
        return mapped;
    }
}
