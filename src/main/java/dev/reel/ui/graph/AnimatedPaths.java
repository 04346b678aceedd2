package dev.reel.ui.graph;

import dev.reel.io.ClipCodec;
import dev.reel.model.Clip;
import dev.reel.model.Controller;
import dev.reel.model.Flipbook;
import dev.reel.model.Layer;
import dev.reel.model.Motion;
import dev.reel.model.State;
import dev.reel.model.Track;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * The node paths a controller's clips animate — what a layer's mask may pick from: every flipbook's and every
 * track's path (root-motion tracks aside) of the clips its states, blend-tree motions and layers' states play,
 * read from the project; a clip that cannot be read adds nothing.
 */
final class AnimatedPaths {
    private AnimatedPaths() {
    }

    static List<String> of(Controller controller, Path projectRoot) {
        List<String> clips = new ArrayList<>();
        collect(controller.states(), clips);
        for (Layer layer : controller.layers()) {
            collect(layer.states(), clips);
        }
        TreeSet<String> paths = new TreeSet<>();
        for (String clip : clips) {
            Clip read = read(projectRoot, clip);
            if (read == null) {
                continue;
            }
            for (Flipbook flipbook : read.flipbooks()) {
                paths.add(flipbook.path());
            }
            for (Track track : read.tracks()) {
                if (!track.root()) {
                    paths.add(track.path());
                }
            }
        }
        return List.copyOf(paths);
    }

    /** Lengths read before, by file and its modification time: the side panel asks on every redraw. */
    private static final java.util.Map<String, double[]> LENGTHS = new java.util.LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(java.util.Map.Entry<String, double[]> eldest) {
            return size() > 256;
        }
    };

    /** The length in seconds of {@code clip} read from the project, or NaN when it cannot be read. */
    static double length(Path root, String clip) {
        if (clip == null || root == null || clip.startsWith("engine/")) {
            return Double.NaN;
        }
        Path file = root.resolve(clip).normalize();
        long stamp;
        try {
            stamp = Files.getLastModifiedTime(file).toMillis();
        } catch (IOException | RuntimeException missing) {
            return Double.NaN;
        }
        String key = file.toString();
        double[] known = LENGTHS.get(key);
        if (known != null && known[0] == stamp) {
            return known[1];
        }
        Clip read = read(root, clip);
        double length = read == null ? Double.NaN : read.length();
        LENGTHS.put(key, new double[]{stamp, length});
        return length;
    }

    private static void collect(List<State> states, List<String> clips) {
        for (State state : states) {
            if (state.clip() != null && !clips.contains(state.clip())) {
                clips.add(state.clip());
            }
            if (state.tree() != null) {
                for (Motion motion : state.tree().motions()) {
                    if (!clips.contains(motion.clip())) {
                        clips.add(motion.clip());
                    }
                }
            }
        }
    }

    private static Clip read(Path root, String clip) {
        if (root == null || clip.startsWith("engine/")) {
            return null;
        }
        try {
            Path file = root.resolve(clip).normalize();
            if (!file.startsWith(root.normalize()) || !Files.isRegularFile(file)) {
                return null;
            }
            return ClipCodec.read(Files.readAllBytes(file), clip).value();
        } catch (IOException | RuntimeException unreadable) {
            return null;
        }
    }
}
