package dev.reel.preview;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Counts and findings of one frame the {@link Renderer} draws. */
final class FrameWork {
    /** Whether the background lets alpha through, so sprites must blend alpha exactly (see the renderer's note). */
    final boolean exactAlpha;
    final Map<String, LoadedSheet> sheets = new HashMap<>();
    final Set<String> missing = new LinkedHashSet<>();
    final List<String> problems = new ArrayList<>();
    int sprites;
    int blitted;
    int windowed;
    int rotated;
    int meshes;
    int built;

    FrameWork(boolean exactAlpha) {
        this.exactAlpha = exactAlpha;
    }
}
