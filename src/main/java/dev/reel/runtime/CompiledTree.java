package dev.reel.runtime;

import dev.reel.model.BlendKind;
import dev.reel.model.BlendTree;
import dev.reel.model.Clip;
import dev.reel.model.Extras;
import dev.reel.model.Ids;
import dev.reel.model.Interp;
import dev.reel.model.Key;
import dev.reel.model.LoopMode;
import dev.reel.model.Track;
import dev.reel.model.Value;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A blend-tree state compiled for the {@link Animator}: its motions' clips, where they sit, its parameters, and
 * a layout clip — one track per property any motion animates, never sampled for values — that gives the state
 * its place among the controller's pose channels and texts like any clip. {@link TreePlay} plays it.
 */
final class CompiledTree {
    final BlendKind kind;
    final int paramX;
    final int paramY;
    final CompiledClip[] motions;
    final String[] motionClips;
    final double[] lengths;
    final double[] xs;
    final double[] ys;
    /** 1D: the thresholds in increasing order (ties in file order) and the motion of each. */
    final double[] thresholds;
    final int[] order;
    final CompiledClip layout;
    final RootTracks roots;
    final boolean hasEvents;
    /** Per mixed channel: the channel, its offset in the layout's samples, lanes, mixing, per motion its offset. */
    int[] planChannels;
    int[] planOffsets;
    int[] planLanes;
    int[] planMixing;
    int[][] planSources;
    /** Per motion: the layout's text index of each of the motion's text indices. */
    int[][] textMaps;
    /**
     * Per motion: whether its samples are laid out as the layout's (every channel at the same place, no texts,
     * no quats), so that alone at weight 1 it is sampled straight into the state's sample.
     */
    boolean[] direct;

    CompiledTree(BlendTree tree, List<CompiledClip> clips, List<String> paths, List<double[]> points, int paramX,
                 int paramY, LoopMode loop, String file) {
        this.kind = tree.kind();
        this.paramX = paramX;
        this.paramY = paramY;
        int n = clips.size();
        motions = clips.toArray(new CompiledClip[0]);
        motionClips = paths.toArray(new String[0]);
        lengths = new double[n];
        xs = new double[n];
        ys = new double[n];
        boolean events = false;
        for (int i = 0; i < n; i++) {
            lengths[i] = Math.max(0, motions[i].length());
            xs[i] = points.get(i)[0];
            ys[i] = points.get(i)[1];
            events |= !motions[i].events().isEmpty();
        }
        hasEvents = events;
        Integer[] sorted = new Integer[n];
        for (int i = 0; i < n; i++) {
            sorted[i] = i;
        }
        Arrays.sort(sorted, (a, b) -> Double.compare(xs[a], xs[b]));
        thresholds = new double[n];
        order = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = sorted[i];
            thresholds[i] = xs[sorted[i]];
        }
        layout = CompiledClip.compile(layoutClip(loop), file);
        LoopMode[] loops = new LoopMode[n];
        Arrays.fill(loops, loop);
        roots = new RootTracks(motions, loops);
    }

    int count() {
        return motions.length;
    }

    /** The weights for the parameters in {@code params} into {@code out}. */
    void weights(double[] params, double[] out) {
        double x = paramX >= 0 ? params[paramX] : 0;
        if (kind == BlendKind.ONE_D) {
            BlendWeights.oneD(thresholds, order, x, out);
        } else {
            BlendWeights.twoD(xs, ys, x, paramY >= 0 ? params[paramY] : 0, out);
        }
    }

    /** The motion with the highest weight (ties: the first in file order). */
    static int dominant(double[] weights, int count) {
        int best = 0;
        for (int i = 1; i < count; i++) {
            if (weights[i] > weights[best]) {
                best = i;
            }
        }
        return best;
    }

    /** One track per distinct property and kind, holding every text the motions give it (for the text table). */
    private Clip layoutClip(LoopMode loop) {
        Map<String, List<Value>> values = new LinkedHashMap<>();
        Map<String, CompiledTrack> first = new LinkedHashMap<>();
        Map<String, Boolean> rounded = new LinkedHashMap<>();
        double length = 0;
        for (CompiledClip clip : motions) {
            length = Math.max(length, clip.length());
            ClipSampler sampler = new ClipSampler(clip);
            for (int index = 0; index < clip.trackCount(); index++) {
                CompiledTrack track = clip.track(index);
                if (track.root() || track.isEmpty()) {
                    continue;
                }
                String name = track.target() + " " + track.kind().word();
                first.putIfAbsent(name, track);
                rounded.putIfAbsent(name, clip.rounded[index]);
                List<Value> seen = values.computeIfAbsent(name, key -> new ArrayList<>());
                int keys = CompiledClip.isText(track.kind()) ? track.keyCount() : 1;
                for (int k = 0; k < keys; k++) {
                    sampler.sample(index, track.keyTime(k));
                    Value value = sampler.value(index);
                    if (value != null && seen.stream().noneMatch(v -> same(v, value))) {
                        seen.add(value);
                    }
                }
            }
        }
        double span = length > 0 ? length : 1;
        List<Track> tracks = new ArrayList<>();
        for (Map.Entry<String, CompiledTrack> entry : first.entrySet()) {
            CompiledTrack track = entry.getValue();
            List<Value> seen = values.get(entry.getKey());
            List<Key> keys = new ArrayList<>();
            for (int k = 0; k < seen.size(); k++) {
                keys.add(Key.of(span * k / seen.size(), seen.get(k)).withInterp(Interp.STEP));
            }
            tracks.add(new Track(Ids.next(), track.path(), track.property(), track.kind(), track.authority(),
                    track.onEnd(), false, rounded.get(entry.getKey()), keys, Extras.NONE));
        }
        return new Clip(1, span, loop, List.of(), tracks, List.of(), Extras.NONE, Extras.NONE);
    }

    private static boolean same(Value a, Value b) {
        if (a instanceof Value.Vec va && b instanceof Value.Vec vb) {
            return Arrays.equals(va.lanes(), vb.lanes());
        }
        return a.equals(b);
    }

    /** Finds, for state {@code state}'s channels, where each motion's samples hold them. */
    void plan(PoseChannels channels, int state) {
        int[] sources = channels.sources[state];
        List<Integer> planned = new ArrayList<>();
        for (int channel = 0; channel < channels.count(); channel++) {
            if (sources[channel] >= 0) {
                planned.add(channel);
            }
        }
        int count = planned.size();
        planChannels = new int[count];
        planOffsets = new int[count];
        planLanes = new int[count];
        planMixing = new int[count];
        planSources = new int[count][motions.length];
        for (int k = 0; k < count; k++) {
            int channel = planned.get(k);
            planChannels[k] = channel;
            planOffsets[k] = sources[channel];
            planLanes[k] = channels.laneCounts[channel];
            planMixing[k] = channels.mixing[channel];
            String target = channels.paths[channel] + ":" + channels.properties[channel];
            for (int i = 0; i < motions.length; i++) {
                planSources[k][i] = -1;
                for (int index = 0; index < motions[i].trackCount(); index++) {
                    CompiledTrack track = motions[i].track(index);
                    if (!track.root() && !track.isEmpty() && track.target().equals(target)
                            && track.kind() == channels.kinds[channel]) {
                        planSources[k][i] = motions[i].offset(index);
                        break;
                    }
                }
            }
        }
        direct = new boolean[motions.length];
        for (int i = 0; i < motions.length; i++) {
            boolean same = motions[i].valueSize() == layout.valueSize();
            int lanes = 0;
            for (int k = 0; same && k < count; k++) {
                same = planSources[k][i] == planOffsets[k] && planMixing[k] != PoseChannels.TEXT
                        && planMixing[k] != PoseChannels.SLERP;
                lanes += planLanes[k];
            }
            direct[i] = same && lanes == layout.valueSize();
        }
        textMaps = new int[motions.length][];
        for (int i = 0; i < motions.length; i++) {
            textMaps[i] = new int[motions[i].textCount()];
            for (int t = 0; t < textMaps[i].length; t++) {
                textMaps[i][t] = -1;
                for (int u = 0; u < layout.textCount(); u++) {
                    if (layout.text(u).equals(motions[i].text(t))) {
                        textMaps[i][t] = u;
                        break;
                    }
                }
            }
        }
    }
}
