package dev.reel.ui.slicer;

import dev.reel.edit.Change;
import dev.reel.edit.cmd.ApplyImportSettings;
import dev.reel.edit.cmd.SetCellPivots;
import dev.reel.edit.cmd.SliceSheet;
import dev.reel.model.Cell;
import dev.reel.model.ImportSettings;
import dev.reel.model.SheetMeta;
import dev.reel.model.SliceSetup;
import dev.reel.sheet.SharedDecodes;
import dev.reel.sheet.SheetChecks;
import dev.reel.ui.actions.Action;
import dev.reel.ui.actions.EditTarget;
import dev.reel.ui.control.Readout;
import dev.reel.ui.documents.DocumentType;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.sheets.FlipbookFromSelection;
import dev.reel.ui.sheets.StripImport;
import dev.reel.ui.shell.EditorPanel;
import dev.reel.ui.shell.PanelContext;
import dev.reel.ui.shell.Tasks;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The Sheet panel: the focused sheet's PNG with its cells over it, Slice by Grid or Alpha with the cells
 * Slice would make shown live, the pivots of the selected cells, and the import settings with Apply and
 * Revert. Every change is a command on the sheet's document: Slice ({@link SliceSheet}), Apply
 * ({@link ApplyImportSettings}) and each pivot drag or preset ({@link SetCellPivots}) are one undo step each.
 * Decoding and slicing run off the JavaFX thread.
 */
public final class SlicerPanel implements EditorPanel {
    private final PanelContext context;
    private final BorderPane root = new BorderPane();
    private final SheetView view = new SheetView();
    private final SliceControls slicing = new SliceControls();
    private final CellControls cells = new CellControls();
    private final ImportControls imports = new ImportControls();
    private final SliceRunner runner;
    private final SlicerHeader header;
    private final Label message = new Label();
    private final List<Action> actions = new ArrayList<>();
    private SheetSubject subject;
    private Tasks.Running loading;
    private final PivotEditing pivots;

    public SlicerPanel(PanelContext context) {
        this.context = context;
        // A sheet being opened starts decoding at once; this panel asks for the pixels once it is open.
        context.workspace().whenSheetOpens((meta, name) -> SharedDecodes.shared()
                .decodeAhead(SheetChecks.sheetOf(meta), SheetSubject.withoutMeta(name)));
        this.runner = new SliceRunner(context, () -> subject, view, slicing);
        this.pivots = new PivotEditing(() -> subject, view, cells, context::say);
        this.header = new SlicerHeader(view, () -> context.actions().run(StripImport.ACTION));
        build();
        wire();
        registerActions();
        showEmpty();
    }

    @Override
    public String title() {
        return "Sheet";
    }

    @Override
    public Node node() {
        return root;
    }

    public SheetView view() {
        return view;
    }

    /** The sheet document shown, or null. */
    public OpenDocument<SheetMeta> sheet() {
        return subject == null ? null : subject.document();
    }

    /** Whether the sheet's pixels are decoded and shown. */
    public boolean pictureShown() {
        return subject != null && subject.pictureShown();
    }

    /** Whether the live overlay is waiting for, or working out, the cells of the current settings. */
    public boolean previewBusy() {
        return runner.busy();
    }

    /** The running Slice task, or null. */
    public Tasks.Running slicingTask() {
        return runner.task();
    }

    /** Slices with the Slice fields' setup (the Slice button). */
    public void slice() {
        runner.slice();
    }

    SliceRunner runner() {
        return runner;
    }

    SliceControls sliceControls() {
        return slicing;
    }

    ImportControls importControls() {
        return imports;
    }

    private void build() {
        message.getStyleClass().add("slicer-message");
        message.setWrapText(true);
        message.setId("sheet-message");
        message.setMouseTransparent(true);
        StackPane centre = new StackPane(view, message, runner.warnings());
        centre.getChildren().addAll(runner.overlays());
        centre.getStyleClass().add("slicer-centre");
        root.setTop(header.node());
        root.setLeft(SlicerColumns.slicing(slicing));
        root.setCenter(centre);
        root.setRight(SlicerColumns.sides(cells, imports));
        root.getStyleClass().addAll("panel", "slicer-panel");
        root.setId("slicer-panel");
        EditTarget.install(root, new EditTarget() {
            @Override
            public boolean canSelectAll() {
                return subject != null && !subject.meta().cells().isEmpty();
            }

            @Override
            public void selectAll() {
                Set<String> all = new LinkedHashSet<>();
                subject.meta().cells().forEach(cell -> all.add(cell.id()));
                pivots.select(all);
            }
        });
    }

    private void wire() {
        view.setOnViewportChanged(() -> header.showZoom(view.viewport().scale()));
        cells.flipbookButton().setOnAction(event -> flipbook());
        imports.setOnApply(this::applyImport);
    }

    private void registerActions() {
        actions.add(Action.of("sheet.slice", "Sheet", "Slice").group("slice").keys("Shortcut+Enter").scope(root)
                .enabledWhen(() -> subject != null && !slicing.sliceButton().isDisabled()).run(runner::slice));
        actions.add(Action.of("sheet.flipbook", "Sheet", "Flipbook from Sheet Selection").group("slice")
                .enabledWhen(() -> subject != null && !subject.meta().cells().isEmpty()).run(this::flipbook));
        actions.add(Action.of("sheet.import.apply", "Sheet", "Apply Import Settings").group("import")
                .enabledWhen(() -> subject != null && imports.pending()).run(this::applyImport));
        actions.add(Action.of("sheet.import.revert", "Sheet", "Revert Import Settings").group("import")
                .enabledWhen(() -> subject != null && imports.pending()).run(imports::revert));
        actions.add(Action.of("sheet.fit", "Sheet", "Fit Sheet").group("view").keys("F").scope(root)
                .enabledWhen(() -> subject != null).run(view::fit));
        actions.add(Action.of("sheet.actual", "Sheet", "Actual Pixels").group("view").keys("1").scope(root)
                .enabledWhen(() -> subject != null).run(view::actualSize));
        actions.add(Action.of("sheet.zoom.in", "Sheet", "Zoom In").group("view").keys("Equals", "Add").scope(root)
                .enabledWhen(() -> subject != null).run(() -> view.zoomStep(true)));
        actions.add(Action.of("sheet.zoom.out", "Sheet", "Zoom Out").group("view").keys("Minus", "Subtract")
                .scope(root).enabledWhen(() -> subject != null).run(() -> view.zoomStep(false)));
        actions.forEach(context.actions()::register);
    }

    // The focused document.

    @Override
    public void documentChanged(OpenDocument<?> document, Change<?> change) {
        if (change == null) {
            focus(document);
        } else if (subject != null && document == subject.document()) {
            changed(change);
        }
    }

    @SuppressWarnings("unchecked")
    private void focus(OpenDocument<?> document) {
        if (document == null || document.type() != DocumentType.SHEET) {
            pivots.cancel();
            runner.reset();
            subject = null;
            showEmpty();
            return;
        }
        if (subject != null && document == subject.document()) {
            if (subject.picture() != null && subject.picture().stale()) {
                loadPicture();
            }
            return;
        }
        pivots.cancel();
        runner.reset();
        subject = new SheetSubject((OpenDocument<SheetMeta>) document, null);
        imports.show(subject.meta().settings(), subject.meta().cells().size(), true);
        header.showTitle(subject.pngName());
        root.getRight().setDisable(false);
        refreshCells();
        loadPicture();
    }

    private void changed(Change<?> change) {
        SheetMeta meta = subject.meta();
        refreshCells();
        Change.Kind kind = change.kind();
        if (kind == Change.Kind.GESTURE_PREVIEW || kind == Change.Kind.GESTURE_CANCEL || kind == Change.Kind.SAVE) {
            return;
        }
        imports.show(meta.settings(), meta.cells().size(), kind == Change.Kind.RELOAD);
        if (kind != Change.Kind.EDIT) {
            // Undo, redo and reloads bring back cells with the setup they were sliced by: show that setup.
            runner.forgetLastSlice();
            if (subject.pictureShown() && meta.slice() != null && !meta.slice().equals(slicing.setup())) {
                slicing.load(meta.slice(), subject.picture().image().width(), subject.picture().image().height());
            }
        }
        runner.request(false);
    }

    private void showEmpty() {
        header.clear();
        view.setSheet(null, 0, 0);
        view.setCells(List.of());
        view.setPreview(null);
        pivots.show();
        setMessage("No sheet is open\nDouble-click a PNG in Assets to slice it here.");
        root.getLeft().setDisable(true);
        root.getRight().setDisable(true);
    }

    private void setMessage(String text) {
        message.setText(text == null ? "" : text);
        message.setVisible(text != null && !text.isEmpty());
    }

    // The picture.

    private void loadPicture() {
        if (loading != null) {
            loading.cancel();
        }
        runner.reset();
        SheetSubject target = new SheetSubject(subject.document(), null);
        subject = target;
        view.setSheet(null, 0, 0);
        root.getLeft().setDisable(true);
        setMessage("Loading " + target.pngName() + "…");
        loading = context.tasks().run("Loading " + target.pngName(),
                monitor -> SheetPicture.load(target.png(), target.sheetPath()), loaded -> {
                    loading = null;
                    if (subject == target) {
                        pictureLoaded(loaded);
                    }
                });
    }

    private void pictureLoaded(SheetPicture loaded) {
        subject = new SheetSubject(subject.document(), loaded);
        if (!loaded.ok()) {
            setMessage(loaded.diagnostic().message());
            return;
        }
        setMessage(null);
        int width = loaded.image().width();
        int height = loaded.image().height();
        view.setSheet(loaded.picture(), width, height);
        slicing.loadDefaults(width, height);
        if (subject.meta().slice() != null) {
            slicing.load(subject.meta().slice(), width, height);
        }
        root.getLeft().setDisable(false);
        refreshCells();
        runner.requestForShownSheet();
    }

    private void refreshCells() {
        SheetMeta meta = subject.meta();
        view.setCells(meta.cells());
        pivots.show();
        String size = subject.pictureShown() ? subject.picture().image().width() + " × "
                + subject.picture().image().height() + " px · " : "";
        String by = meta.slice() == null ? "" : meta.slice() instanceof SliceSetup.Alpha ? " · by alpha"
                : meta.slice() instanceof SliceSetup.Strip ? " · as a strip" : " · by grid";
        header.showDetail(size + (meta.cells().isEmpty() ? "not sliced" : Readout.count(meta.cells().size(), "cell") + by));
    }

    // Flipbooks and import settings.

    private void flipbook() {
        if (subject == null) {
            return;
        }
        List<Cell> chosen = pivots.selected();
        FlipbookFromSelection.run(context, subject.sheetPath(), chosen.isEmpty() ? subject.meta().cells() : chosen);
    }

    private void applyImport() {
        ImportSettings draft = imports.draft();
        if (subject == null || draft == null || !imports.pending()) {
            return;
        }
        try {
            subject.document().document().execute(ApplyImportSettings.to(subject.meta(), draft));
        } catch (IllegalArgumentException | IllegalStateException refused) {
            context.say("Import settings not applied: " + refused.getMessage());
            return;
        }
        imports.show(subject.meta().settings(), subject.meta().cells().size(), true);
        context.thumbnails().invalidate(subject.png());
        context.say("Applied the import settings of " + subject.pngName());
    }

    @Override
    public void dispose() {
        pivots.cancel();
        runner.dispose();
        if (loading != null) {
            loading.cancel();
        }
        actions.forEach(context.actions()::unregister);
    }
}
