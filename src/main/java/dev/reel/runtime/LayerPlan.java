package dev.reel.runtime;

import dev.reel.model.Code;
import dev.reel.model.Diagnostic;
import dev.reel.model.Kind;
import dev.reel.model.Layer;
import dev.reel.model.LayerBlend;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * How the layers of a controller combine (docs/formats.md, "Layers"): the pose channels of every layer merged
 * into one pose (base layer's first, then each layer's new ones), where each layer's channels sit in it, which
 * of them its mask lets through, its texts in the merged text table, and for additive layers each state's
 * reference: the value of the first key of the track it animates the channel with.
 */
final class LayerPlan {
    final CompiledController[] layers;
    final double[] weights;
    final boolean[] additive;
    final String[] names;
    /** Per layer, per layer channel: the merged channel, or -1 when the mask keeps it out (or additive cannot add it). */
    final int[][] channelMap;
    /** Per layer: the layer channels its mask lets in (channelMap at or above 0), in order. */
    final int[][] maskChannels;
    /** Whether the merged pose is the base layer's (no other layer animates a channel the base does not). */
    final boolean baseOnly;
    final int[][] textMaps;
    /** Per additive layer, per state, per lane of its pose: the reference value (NaN: the state does not animate it). */
    final double[][][] references;
    /**
     * Per layer, per parameter: whether the layer reads it (a condition of one of its transitions, or a blend
     * tree's parameter); and per parameter whether any layer above the base reads it. A layer's steps depend on
     * no other parameter, so a change of one that no layer above the base reads leaves them resting.
     */
    final boolean[][] reads;
    final boolean[] readAbove;
    /** Per layer, per state: whether the state animates a channel the layer may write (else it writes nothing). */
    final boolean[][] writes;
    final String[] paths;
    final String[] properties;
    final Kind[] kinds;
    final int[] mixing;
    /** Per merged channel: a presentation transform, written to the target's drawn view. */
    final boolean[] drawn;
    final int[] offsets;
    final int[] laneCounts;
    final int size;
    final String[] texts;
    final double[] neutral;
    final List<Diagnostic> diagnostics = new ArrayList<>();

    LayerPlan(CompiledController base, List<Layer> models, CompiledController[] above, String file) {
        int count = above.length + 1;
        layers = new CompiledController[count];
        layers[0] = base;
        System.arraycopy(above, 0, layers, 1, above.length);
        weights = new double[count];
        additive = new boolean[count];
        names = new String[count];
        weights[0] = 1;
        names[0] = "Base";
        for (int i = 1; i < count; i++) {
            weights[i] = models.get(i - 1).weight();
            additive[i] = models.get(i - 1).blend() == LayerBlend.ADDITIVE;
            names[i] = models.get(i - 1).name();
        }
        Map<String, Integer> byName = new HashMap<>();
        List<int[]> firsts = new ArrayList<>();
        for (int layer = 0; layer < count; layer++) {
            PoseChannels channels = layers[layer].channels;
            for (int channel = 0; channel < channels.count(); channel++) {
                String name = channels.paths[channel] + ":" + channels.properties[channel] + " "
                        + channels.kinds[channel].word();
                if (!byName.containsKey(name)) {
                    byName.put(name, firsts.size());
                    firsts.add(new int[]{layer, channel});
                }
            }
        }
        int merged = firsts.size();
        paths = new String[merged];
        properties = new String[merged];
        kinds = new Kind[merged];
        mixing = new int[merged];
        drawn = new boolean[merged];
        offsets = new int[merged];
        laneCounts = new int[merged];
        int at = 0;
        for (int c = 0; c < merged; c++) {
            PoseChannels channels = layers[firsts.get(c)[0]].channels;
            int channel = firsts.get(c)[1];
            paths[c] = channels.paths[channel];
            properties[c] = channels.properties[channel];
            kinds[c] = channels.kinds[channel];
            mixing[c] = channels.mixing[channel];
            drawn[c] = channels.drawn[channel];
            laneCounts[c] = channels.laneCounts[channel];
            offsets[c] = at;
            at += laneCounts[c];
        }
        size = at;
        neutral = new double[size];
        List<String> textList = new ArrayList<>();
        Map<String, Integer> textIndex = new HashMap<>();
        channelMap = new int[count][];
        textMaps = new int[count][];
        references = new double[count][][];
        for (int layer = 0; layer < count; layer++) {
            PoseChannels channels = layers[layer].channels;
            List<String> mask = layer == 0 ? List.of() : models.get(layer - 1).mask();
            channelMap[layer] = new int[channels.count()];
            boolean warned = false;
            for (int channel = 0; channel < channels.count(); channel++) {
                int c = byName.get(channels.paths[channel] + ":" + channels.properties[channel] + " "
                        + channels.kinds[channel].word());
                if (firsts.get(c)[0] == layer && firsts.get(c)[1] == channel) {
                    System.arraycopy(channels.neutral, channels.offsets[channel], neutral, offsets[c], laneCounts[c]);
                }
                boolean inMask = masked(mask, channels.paths[channel]);
                boolean addable = channels.mixing[channel] == PoseChannels.LERP
                        || channels.mixing[channel] == PoseChannels.ROUNDED;
                if (additive[layer] && inMask && !addable && !warned) {
                    warned = true;
                    Layer model = models.get(layer - 1);
                    diagnostics.add(Diagnostic.of(Code.ANC009, file, model.extras().line(), model.extras().column(),
                            "additive layer \"" + model.name() + "\" cannot add " + channels.paths[channel] + ":"
                                    + channels.properties[channel] + " (" + channels.kinds[channel].word()
                                    + "); it leaves such tracks to the layers under it"));
                }
                channelMap[layer][channel] = inMask && (!additive[layer] || addable) ? c : -1;
            }
            textMaps[layer] = new int[channels.texts.length];
            for (int t = 0; t < channels.texts.length; t++) {
                Integer index = textIndex.get(channels.texts[t]);
                if (index == null) {
                    index = textList.size();
                    textList.add(channels.texts[t]);
                    textIndex.put(channels.texts[t], index);
                }
                textMaps[layer][t] = index;
            }
            if (additive[layer]) {
                references[layer] = LayerReferences.of(layers[layer]);
            }
        }
        texts = textList.toArray(new String[0]);
        maskChannels = new int[count][];
        for (int layer = 0; layer < count; layer++) {
            int[] map = channelMap[layer];
            maskChannels[layer] = java.util.stream.IntStream.range(0, map.length).filter(c -> map[c] >= 0).toArray();
        }
        baseOnly = size == base.channels.size;
        writes = new boolean[count][];
        for (int layer = 0; layer < count; layer++) {
            CompiledController compiled = layers[layer];
            writes[layer] = new boolean[compiled.stateCount()];
            for (int state = 0; state < compiled.stateCount(); state++) {
                for (int channel = 0; channel < channelMap[layer].length && compiled.clips[state] != null; channel++) {
                    writes[layer][state] |= channelMap[layer][channel] >= 0
                            && compiled.channels.sources[state][channel] >= 0;
                }
            }
        }
        reads = new boolean[count][];
        readAbove = new boolean[base.defaults.length];
        for (int layer = 0; layer < count; layer++) {
            reads[layer] = reads(layers[layer]);
            for (int param = 0; layer > 0 && param < readAbove.length; param++) {
                readAbove[param] |= reads[layer][param];
            }
        }
        for (int layer = 1; layer < count; layer++) {
            Layer model = models.get(layer - 1);
            for (String path : model.mask()) {
                boolean animated = false;
                for (String channelPath : paths) {
                    animated |= masked(List.of(path), channelPath);
                }
                if (!animated) {
                    diagnostics.add(Diagnostic.of(Code.ANC008, file, model.extras().line(), model.extras().column(),
                            "the mask of layer \"" + model.name() + "\" names \"" + path + "\", which no clip of this "
                                    + "controller animates (nor anything under it)"));
                }
            }
        }
    }

    /** Which parameters {@code compiled}'s steps read: its transitions' conditions and its blend trees' parameters. */
    private static boolean[] reads(CompiledController compiled) {
        boolean[] read = new boolean[compiled.defaults.length];
        for (int param : compiled.conditionParam) {
            read[param] = true;
        }
        for (CompiledTree tree : compiled.trees) {
            if (tree != null && tree.paramX >= 0) {
                read[tree.paramX] = true;
            }
            if (tree != null && tree.paramY >= 0) {
                read[tree.paramY] = true;
            }
        }
        return read;
    }

    /** Compiles the layers of {@code controller} above {@code base}, each as a controller of its own on its parameters. */
    static LayerPlan compile(CompiledController base, dev.reel.model.Controller controller,
                             java.util.function.Function<String, CompiledClip> clipOf, List<Diagnostic> found) {
        CompiledController[] above = new CompiledController[controller.layers().size()];
        for (int i = 0; i < above.length; i++) {
            above[i] = CompiledController.compile(GraphFlattener.layer(controller, controller.layers().get(i)),
                    base.file(), clipOf);
            found.addAll(above[i].diagnostics());
        }
        LayerPlan plan = new LayerPlan(base, controller.layers(), above, base.file());
        found.addAll(plan.diagnostics);
        return plan;
    }

    /** Whether {@code path} is in {@code mask}: one of its paths or under one; an empty mask lets everything in. */
    static boolean masked(List<String> mask, String path) {
        if (mask.isEmpty()) {
            return true;
        }
        for (String entry : mask) {
            if (entry.isEmpty() || path.equals(entry) || path.startsWith(entry + "/")) {
                return true;
            }
        }
        return false;
    }

    int count() {
        return layers.length;
    }
}
