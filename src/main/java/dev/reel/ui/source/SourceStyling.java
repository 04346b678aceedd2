package dev.reel.ui.source;

import dev.reel.model.Diagnostic;
import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.util.Duration;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.richtext.model.StyleSpans;
import org.fxmisc.richtext.model.StyleSpansBuilder;

import java.util.Collection;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * The Source view's highlighting: a small text is styled at once on every change; a big one (a 100,000-key
 * clip is megabytes) once the changes pause, its styles worked out on a thread of its own and applied only if
 * the text is still the one they were worked out for, so the JavaFX thread never walks the whole text.
 */
final class SourceStyling {
    /** Above this size the text is highlighted after a pause, off the JavaFX thread. */
    static final int LIVE_HIGHLIGHT_LIMIT = 200_000;

    private final CodeArea area;
    private final Supplier<List<Diagnostic>> problems;
    private final BooleanSupplier shown;
    private final PauseTransition soon = new PauseTransition(Duration.millis(300));
    private final ExecutorService worker = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "reel-source-highlight");
        thread.setDaemon(true);
        return thread;
    });
    private int generation;

    SourceStyling(CodeArea area, Supplier<List<Diagnostic>> problems, BooleanSupplier shown) {
        this.area = area;
        this.problems = problems;
        this.shown = shown;
        soon.setOnFinished(event -> inBackground());
    }

    /** Styles the text now when it is small, else after the next pause. */
    void highlight() {
        if (area.getLength() == 0) {
            return;
        }
        if (area.getLength() > LIVE_HIGHLIGHT_LIMIT) {
            soon.playFromStart();
            return;
        }
        generation++;
        area.setStyleSpans(0, spans(area.getText(), problems.get()));
    }

    private void inBackground() {
        if (area.getLength() == 0 || !shown.getAsBoolean()) {
            return;
        }
        String text = area.getText();
        List<Diagnostic> diagnostics = problems.get();
        int mine = ++generation;
        try {
            worker.execute(() -> {
                StyleSpans<Collection<String>> built = spans(text, diagnostics);
                Platform.runLater(() -> {
                    if (mine == generation && area.getLength() == text.length() && area.getText().equals(text)) {
                        area.setStyleSpans(0, built);
                    }
                });
            });
        } catch (RejectedExecutionException disposed) {
            // The panel is gone.
        }
    }

    private static StyleSpans<Collection<String>> spans(String text, List<Diagnostic> problems) {
        StyleSpansBuilder<Collection<String>> spans = new StyleSpansBuilder<>();
        for (SourceHighlighter.StyledRun run : SourceHighlighter.runs(text, problems)) {
            spans.add(run.styles(), run.length());
        }
        return spans.create();
    }

    void dispose() {
        soon.stop();
        worker.shutdownNow();
    }
}
