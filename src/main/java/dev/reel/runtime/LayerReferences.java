package dev.reel.runtime;

import java.util.Arrays;

/**
 * What an additive layer adds a state's change from: per state, per pose lane, the value of the first key of
 * the track that animates it (for a blend tree, the first motion that animates it), NaN where the state does
 * not animate the channel.
 */
final class LayerReferences {
    private LayerReferences() {
    }

    static double[][] of(CompiledController controller) {
        PoseChannels channels = controller.channels;
        double[][] references = new double[controller.stateCount()][];
        for (int state = 0; state < references.length; state++) {
            double[] values = new double[channels.size];
            Arrays.fill(values, Double.NaN);
            references[state] = values;
            CompiledTree tree = controller.trees[state];
            CompiledClip clip = controller.clips[state];
            if (clip == null) {
                continue;
            }
            for (int channel = 0; channel < channels.count(); channel++) {
                if (channels.sources[state][channel] < 0) {
                    continue;
                }
                CompiledClip from = clip;
                int offset = channels.sources[state][channel];
                if (tree != null) {
                    from = null;
                    for (int k = 0; k < tree.planChannels.length && from == null; k++) {
                        if (tree.planChannels[k] != channel) {
                            continue;
                        }
                        for (int i = 0; i < tree.count(); i++) {
                            if (tree.planSources[k][i] >= 0) {
                                from = tree.motions[i];
                                offset = tree.planSources[k][i];
                                break;
                            }
                        }
                    }
                    if (from == null) {
                        continue;
                    }
                }
                for (int index = 0; index < from.trackCount(); index++) {
                    if (from.offset(index) == offset && !from.track(index).root()) {
                        ClipSampler sampler = new ClipSampler(from);
                        sampler.sample(index, from.track(index).keyTime(0));
                        System.arraycopy(sampler.values(), offset, values, channels.offsets[channel],
                                channels.laneCounts[channel]);
                        break;
                    }
                }
            }
        }
        return references;
    }
}
