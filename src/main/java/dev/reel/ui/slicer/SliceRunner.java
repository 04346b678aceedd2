package dev.reel.ui.slicer;

import atlantafx.base.theme.Styles;
import dev.reel.edit.cmd.SliceSheet;
import dev.reel.model.Clip;
import dev.reel.model.SliceSetup;
import dev.reel.sheet.CellIds;
import dev.reel.ui.control.Readout;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.shell.PanelContext;
import dev.reel.ui.shell.Tasks;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Slicing for the panel: it keeps the live overlay in step with the Slice fields and the sheet, says what Slice
 * would do and which clips would lose cells, and slices — at once when the overlay has worked the cells out,
 * else as a background task whose progress and Cancel show over the sheet. A cancelled Slice changes nothing.
 */
final class SliceRunner {
    private final PanelContext context;
    private final Supplier<SheetSubject> subject;
    private final SheetView view;
    private final SliceControls controls;
    private final ClipWarnings warnings;
    private final SliceCheck check;
    private final SlicePreview preview;
    private final VBox progressCard = new VBox(6);
    private final ProgressBar progress = new ProgressBar();
    private final Label progressTitle = new Label();
    private final Label pending = new Label("Working out the cells…");
    private Tasks.Running task;
    private boolean warningsFromSlice;

    SliceRunner(PanelContext context, Supplier<SheetSubject> subject, SheetView view, SliceControls controls) {
        this.context = context;
        this.subject = subject;
        this.view = view;
        this.controls = controls;
        this.warnings = new ClipWarnings(context::showInSource);
        this.check = new SliceCheck(context.project());
        this.preview = new SlicePreview(check, this::previewed);
        progressTitle.getStyleClass().add("slicer-progress-title");
        progress.setPrefWidth(220);
        progress.setId("slice-progress");
        Button cancel = new Button("Cancel");
        cancel.setId("slice-cancel");
        cancel.getStyleClass().add(Styles.SMALL);
        cancel.setOnAction(event -> cancel());
        HBox row = new HBox(8, progress, cancel);
        row.setAlignment(Pos.CENTER_LEFT);
        progressCard.getChildren().addAll(progressTitle, row);
        progressCard.getStyleClass().add("slicer-progress-card");
        progressCard.setId("slice-progress-card");
        progressCard.setMaxSize(Region.USE_PREF_SIZE, Region.USE_PREF_SIZE);
        progressCard.setVisible(false);
        StackPane.setAlignment(progressCard, Pos.TOP_CENTER);
        pending.getStyleClass().add("slicer-pending-chip");
        pending.setId("slice-pending");
        pending.setMouseTransparent(true);
        pending.setVisible(false);
        StackPane.setAlignment(pending, Pos.BOTTOM_LEFT);
        preview.busyProperty().addListener((observable, was, busy) -> {
            pending.setVisible(busy);
            if (busy && controls.summary().getText().isEmpty()) {
                controls.setSummary("Working out the cells…", false);
            }
        });
        controls.setOnChange(() -> {
            warningsFromSlice = false;
            request(false);
        });
        controls.sliceButton().setOnAction(event -> slice());
    }

    /** The warnings under the Slice fields. */
    Node warnings() {
        return warnings.node();
    }

    /** What floats over the sheet: the Slice task's progress and the overlay's "working" chip. */
    Node[] overlays() {
        return new Node[]{progressCard, pending};
    }

    ClipWarnings clipWarnings() {
        return warnings;
    }

    SliceCheck.Result latest() {
        return preview.latest();
    }

    boolean busy() {
        return preview.busyProperty().get();
    }

    Tasks.Running task() {
        return task;
    }

    /** Another sheet (or none): nothing of the last one carries over. */
    void reset() {
        preview.cancel();
        // The last sheet's "Slice makes …" says nothing about this one.
        controls.setSummary("", false);
        warningsFromSlice = false;
        warnings.show(java.util.List.of(), 0, false);
        view.setPreview(null);
    }

    /** Undo, redo or a reload: the last Slice's warnings no longer describe the sheet. */
    void forgetLastSlice() {
        warningsFromSlice = false;
        warnings.show(java.util.List.of(), 0, false);
    }

    /** Works the overlay out for a sheet just shown, once its first frame is drawn. */
    void requestForShownSheet() {
        request(Mode.AFTER_FIRST_FRAME);
    }

    /** Works the overlay out again, at once or after the fields have been still for a moment. */
    void request(boolean now) {
        request(now ? Mode.NOW : Mode.DEBOUNCED);
    }

    private enum Mode { NOW, DEBOUNCED, AFTER_FIRST_FRAME }

    private void request(Mode mode) {
        SheetSubject shown = subject.get();
        if (shown == null || !shown.pictureShown() || task != null) {
            return;
        }
        if (controls.setup() == null) {
            preview.cancel();
            view.setPreview(null);
            controls.setSummary("Fill in every field to see the cells.", true);
            controls.sliceButton().setDisable(true);
            return;
        }
        switch (mode) {
            case NOW -> preview.requestNow(this::snapshot);
            case DEBOUNCED -> preview.request(this::snapshot);
            case AFTER_FIRST_FRAME -> preview.requestAfterFirstFrame(this::snapshot);
        }
    }

    private SliceCheck.Request snapshot() {
        SheetSubject shown = subject.get();
        SliceSetup setup = controls.setup();
        if (shown == null || !shown.pictureShown() || setup == null) {
            return null;
        }
        Map<Path, Clip> open = new HashMap<>();
        for (OpenDocument<?> document : context.workspace().documents()) {
            if (document.value() instanceof Clip clip) {
                open.put(document.file().toAbsolutePath().normalize(), clip);
            }
        }
        return new SliceCheck.Request(shown.picture().image(), shown.sheetPath(),
                shown.png().toAbsolutePath().normalize(), shown.meta(), setup, open);
    }

    private void previewed(SliceCheck.Result result) {
        SheetSubject shown = subject.get();
        if (shown == null || result.request().current() != shown.meta()) {
            return;
        }
        if (!result.ok()) {
            view.setPreview(null);
            controls.setSummary(result.problems().get(0).message(), true);
            controls.sliceButton().setDisable(true);
            return;
        }
        boolean changes = result.changesCells();
        view.setPreview(changes ? result.cells() : null);
        int now = shown.meta().cells().size();
        int next = result.rects().size();
        String group = shown.meta().settings().atlasGroup();
        if (group != null) {
            controls.setSummary("The sheet is in atlas group \"" + group + "\": a sliced sheet cannot join one, so"
                    + " clear the group under Import first.", true);
        } else if (!changes) {
            controls.setSummary("The sheet's " + next + (next == 1 ? " cell matches" : " cells match")
                    + " these settings.", false);
        } else {
            controls.setSummary("Slice makes " + next + (next == 1 ? " cell" : " cells")
                    + (now == 0 ? "." : " (now " + now + ")" + (now == next ? "; their ids stay." : ".")), false);
        }
        controls.sliceButton().setDisable(!changes || group != null);
        if (!warningsFromSlice) {
            warnings.show(result.broken(), result.removed(), false);
        }
    }

    /** Slices with the fields' setup. */
    void slice() {
        SheetSubject shown = subject.get();
        if (shown == null || !shown.pictureShown() || task != null) {
            return;
        }
        SliceSetup setup = controls.setup();
        SliceCheck.Result ready = preview.latest();
        if (setup != null && ready != null && ready.ok() && ready.request().setup().equals(setup)
                && ready.request().current() == shown.meta()) {
            commit(shown, ready);
            return;
        }
        SliceCheck.Request request = snapshot();
        if (request == null) {
            return;
        }
        preview.cancel();
        OpenDocument<?> target = shown.document();
        task = context.tasks().run("Slicing " + shown.pngName(), monitor -> check.run(request, monitor.asProgress()),
                result -> {
                    SheetSubject now = subject.get();
                    if (result.cancelled()) {
                        return;
                    }
                    if (!result.ok()) {
                        context.say("Not sliced: " + result.problems().get(0).message());
                    } else if (now != null && now.document() == target) {
                        commit(now, result);
                    }
                });
        progressTitle.setText("Slicing " + shown.pngName() + "…");
        progress.progressProperty().bind(task.progressProperty());
        progressCard.setVisible(true);
        Tasks.Running started = task;
        // The state, not the running flag: a Slice cancelled before its worker picked it up never ran, so the
        // flag never changed and the progress card stayed up for good.
        started.stateProperty().addListener((observable, was, state) -> {
            boolean over = state == javafx.concurrent.Worker.State.SUCCEEDED
                    || state == javafx.concurrent.Worker.State.CANCELLED || state == javafx.concurrent.Worker.State.FAILED;
            if (over && task == started) {
                progress.progressProperty().unbind();
                progressCard.setVisible(false);
                task = null;
                request(true);
            }
        });
    }

    /** Cancels a running Slice; the sheet stays as it was. */
    void cancel() {
        if (task != null) {
            task.cancel();
        }
    }

    private void commit(SheetSubject shown, SliceCheck.Result result) {
        if (!result.changesCells()) {
            context.say(shown.pngName() + " already has these cells");
            return;
        }
        try {
            shown.document().document().execute(SliceSheet.of(shown.sheetPath(), result.request().setup(),
                    result.rects(), CellIds.random()));
        } catch (IllegalArgumentException | IllegalStateException refused) {
            context.say("Not sliced: " + refused.getMessage());
            return;
        }
        warningsFromSlice = !result.broken().isEmpty();
        warnings.show(result.broken(), result.removed(), true);
        context.say("Sliced " + shown.pngName() + " into " + Readout.count(result.rects().size(), "cell")
                + (result.broken().isEmpty() ? "" : "; " + Readout.count(result.broken().size(), "clip reference") + " affected"));
    }

    void dispose() {
        preview.shutdown();
        cancel();
    }
}
