package dev.reel.interop;

import dev.reel.model.Diagnostic;
import dev.reel.model.Severity;

import java.util.List;

/**
 * What an import did, or would do on a dry run: the files written, the frames, the layers composited, the clips
 * made from tags, and every problem found. When any problem is an error nothing was written.
 *
 * @param kind    {@code aseprite}, {@code aseprite-json}, {@code texturepacker-json}, {@code phaser-multiatlas},
 *                {@code libgdx-atlas}, {@code spine-json} or {@code dragonbones-json}
 * @param layers  layers composited; 0 for atlas data, which has none
 * @param written project-relative (or as-named) paths, in the order they were written
 */
public record ImportOutcome(String source, String kind, int frames, int layers, List<String> clips,
                            List<String> written, List<Diagnostic> diagnostics, boolean dryRun) {

    public ImportOutcome {
        clips = List.copyOf(clips);
        written = List.copyOf(written);
        diagnostics = List.copyOf(diagnostics);
    }

    /** An import that failed before it knew anything. */
    static ImportOutcome failed(String source, String kind, List<Diagnostic> diagnostics, boolean dryRun) {
        return new ImportOutcome(source, kind, 0, 0, List.of(), List.of(), diagnostics, dryRun);
    }

    public boolean ok() {
        return diagnostics.stream().noneMatch(Diagnostic::isError);
    }

    public long warnings() {
        return diagnostics.stream().filter(d -> d.severity() == Severity.WARNING).count();
    }

    /** One line for people: {@code hero.aseprite: 12 frames, 4 layers composited, 3 tags → 3 clips, 1 warning}. */
    public String summary() {
        if (!ok()) {
            return source + ": not imported (" + diagnostics.stream().filter(Diagnostic::isError).count()
                    + (diagnostics.stream().filter(Diagnostic::isError).count() == 1 ? " error" : " errors")
                    + "); nothing was written";
        }
        StringBuilder text = new StringBuilder(source).append(": ").append(plural(frames, "frame"));
        if (kind.equals("aseprite")) {
            text.append(", ").append(plural(layers, "layer")).append(" composited");
        }
        text.append(", ").append(plural(clips.size(), "clip"));
        text.append(", ").append(plural((int) warnings(), "warning"));
        if (dryRun) {
            text.append(" (dry run: nothing written)");
        }
        return text.toString();
    }

    private static String plural(int count, String word) {
        return count + " " + word + (count == 1 ? "" : "s");
    }
}
