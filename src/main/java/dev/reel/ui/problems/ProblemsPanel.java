package dev.reel.ui.problems;

import dev.reel.io.ProjectChecker;
import dev.reel.io.ProjectFolder;
import dev.reel.model.Diagnostic;
import dev.reel.model.Severity;
import dev.reel.ui.control.Readout;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.shell.EditorPanel;
import dev.reel.ui.shell.PanelContext;
import dev.reel.ui.shell.Tasks;
import javafx.beans.InvalidationListener;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import org.controlsfx.control.textfield.TextFields;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BiConsumer;

/**
 * Every diagnostic of the project: the files on disk as {@code reel check} sees them, except that an open
 * document shows the problems of what is being edited. Errors and warnings can be hidden, a filter finds
 * messages and files, and a double-click opens the file in Source at the line and column.
 */
public final class ProblemsPanel implements EditorPanel {
    private final PanelContext context;
    private final TableView<Diagnostic> table = new TableView<>();
    private final ObservableList<Diagnostic> shown = FXCollections.observableArrayList();
    private final Map<String, List<Diagnostic>> disk = new TreeMap<>();
    private final ToggleButton errors = new ToggleButton("Errors");
    private final ToggleButton warnings = new ToggleButton("Warnings");
    private final TextField filter = TextFields.createClearableTextField();
    private final Label summary = new Label();
    private final BorderPane root = new BorderPane();
    private final InvalidationListener documentStamp = observable -> show();
    private final ListChangeListener<OpenDocument<?>> documentsListener = this::documentsChanged;
    private final BiConsumer<Integer, Integer> counts;
    private int checks;
    // Whole-project checks started (checkAll): what a check has found so far shows only while it is the latest.
    private int started;

    /** A panel that reports its error and warning counts to {@code counts} (the status bar). */
    public ProblemsPanel(PanelContext context, BiConsumer<Integer, Integer> counts) {
        this.context = context;
        this.counts = counts;
        table.setId("problems-table");
        table.setItems(shown);
        table.setPlaceholder(new Label("No problems"));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getColumns().add(column("", 34, diagnostic -> diagnostic.severity() == Severity.ERROR ? "✖" : "⚠"));
        table.getColumns().add(column("Code", 80, diagnostic -> diagnostic.code().name()));
        table.getColumns().add(column("File", 240, ProblemsPanel::location));
        table.getColumns().add(column("Message", 600, Diagnostic::message));
        table.setRowFactory(view -> {
            TableRow<Diagnostic> row = new TableRow<>() {
                @Override
                protected void updateItem(Diagnostic diagnostic, boolean empty) {
                    super.updateItem(diagnostic, empty);
                    pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("error"),
                            !empty && diagnostic != null && diagnostic.isError());
                }
            };
            row.setOnMouseClicked(event -> {
                if (event.getButton() == MouseButton.PRIMARY && event.getClickCount() == 2 && !row.isEmpty()) {
                    jump(row.getItem());
                }
            });
            return row;
        });
        errors.setSelected(true);
        warnings.setSelected(true);
        errors.getStyleClass().add("small");
        warnings.getStyleClass().add("small");
        errors.selectedProperty().addListener((observable, old, on) -> show());
        warnings.selectedProperty().addListener((observable, old, on) -> show());
        filter.setPromptText("Filter problems");
        filter.setPrefWidth(220);
        filter.textProperty().addListener((observable, old, text) -> show());
        Label title = new Label("Problems");
        title.getStyleClass().add("panel-title");
        summary.getStyleClass().add("panel-subtitle");
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox header = new HBox(8, title, summary, spacer, errors, warnings, filter);
        header.setAlignment(Pos.CENTER_LEFT);
        header.getStyleClass().add("panel-header");
        root.setTop(header);
        root.setCenter(table);
        root.getStyleClass().addAll("panel", "problems-panel");
        context.workspace().documents().addListener(documentsListener);
        context.workspace().documents().forEach(document -> document.stampProperty().addListener(documentStamp));
        checkAll();
    }

    private static TableColumn<Diagnostic, String> column(String title, double width,
                                                          java.util.function.Function<Diagnostic, String> text) {
        TableColumn<Diagnostic, String> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(text.apply(cell.getValue())));
        column.setCellFactory(view -> new TableCell<>() {
            @Override
            protected void updateItem(String value, boolean empty) {
                super.updateItem(value, empty);
                setText(empty ? null : value);
            }
        });
        return column;
    }

    private static String location(Diagnostic diagnostic) {
        return diagnostic.line() > 0 ? diagnostic.file() + ":" + diagnostic.line() + ":" + diagnostic.column()
                : diagnostic.file();
    }

    @Override
    public String title() {
        return "Problems";
    }

    @Override
    public Node node() {
        return root;
    }

    public TableView<Diagnostic> table() {
        return table;
    }

    /** How many whole-project checks have finished (tests wait on it). */
    public int checks() {
        return checks;
    }

    /** Checks every file of the project in the background. */
    public void checkAll() {
        ProjectFolder folder = context.project();
        // What is found shows while the check goes on (every quarter second), so a big project's first
        // problems appear before its last file is read; the finished check then replaces it all. Only the
        // latest check shows what it has so far, and only until it is done.
        int run = ++started;
        boolean[] done = {false};
        java.util.function.Consumer<Map<String, List<Diagnostic>>> partial = found -> javafx.application.Platform
                .runLater(() -> {
                    if (run == started && !done[0]) {
                        disk.putAll(found);
                        show();
                    }
                });
        context.tasks().run("Checking project", monitor -> scan(folder, monitor, partial), result -> {
            done[0] = true;
            checks++;
            dev.reel.launch.StartupTrace.mark("project checked (Problems filled)");
            if (result != null) {
                disk.clear();
                disk.putAll(result);
                show();
            }
        });
    }

    private static Map<String, List<Diagnostic>> scan(ProjectFolder folder, Tasks.Monitor monitor,
            java.util.function.Consumer<Map<String, List<Diagnostic>>> partial) {
        ProjectChecker checker = new ProjectChecker(folder);
        Map<String, List<Diagnostic>> found = new LinkedHashMap<>();
        found.put(dev.reel.io.ProjectCodec.FILE_NAME, checker.projectDiagnostics());
        Map<String, List<Diagnostic>> unposted = new LinkedHashMap<>();
        long posted = System.nanoTime();
        List<Path> files = folder.files();
        for (int i = 0; i < files.size(); i++) {
            if (monitor.cancelled()) {
                return null;
            }
            monitor.progress((double) i / Math.max(1, files.size()));
            Path file = files.get(i);
            if (ProjectFolder.kindOf(file) != ProjectFolder.FileKind.PROJECT) {
                List<Diagnostic> diagnostics = checker.checkFile(file);
                found.put(folder.relative(file), diagnostics);
                if (!diagnostics.isEmpty()) {
                    unposted.put(folder.relative(file), diagnostics);
                }
            }
            if (!unposted.isEmpty() && System.nanoTime() - posted > 250_000_000L) {
                partial.accept(new LinkedHashMap<>(unposted));
                unposted.clear();
                posted = System.nanoTime();
            }
        }
        return found;
    }

    /** Checks one file again (it was saved or changed on disk); a file that is gone loses its problems. */
    public void checkFile(Path file) {
        String name = context.project().relative(file);
        if (!java.nio.file.Files.exists(file)) {
            disk.remove(name);
        } else if (ProjectFolder.kindOf(file) != ProjectFolder.FileKind.OTHER) {
            disk.put(name, context.workspace().checker().checkFile(file));
        }
        show();
    }

    private void documentsChanged(ListChangeListener.Change<? extends OpenDocument<?>> change) {
        while (change.next()) {
            change.getRemoved().forEach(document -> document.stampProperty().removeListener(documentStamp));
            change.getAddedSubList().forEach(document -> document.stampProperty().addListener(documentStamp));
        }
        show();
    }

    /** The diagnostics the panel lists now, before the severity and text filters. */
    public List<Diagnostic> all() {
        Map<String, List<Diagnostic>> merged = new TreeMap<>(disk);
        for (OpenDocument<?> document : context.workspace().documents()) {
            merged.put(document.name(), document.problems());
        }
        List<Diagnostic> all = new ArrayList<>();
        merged.values().forEach(all::addAll);
        return all;
    }

    private void show() {
        List<Diagnostic> all = all();
        String text = filter.getText() == null ? "" : filter.getText().strip().toLowerCase(Locale.ROOT);
        int errorCount = 0;
        int warningCount = 0;
        List<Diagnostic> visible = new ArrayList<>();
        for (Diagnostic diagnostic : all) {
            boolean error = diagnostic.isError();
            if (error) {
                errorCount++;
            } else {
                warningCount++;
            }
            if ((error ? errors.isSelected() : warnings.isSelected())
                    && (text.isEmpty() || diagnostic.format().toLowerCase(Locale.ROOT).contains(text))) {
                visible.add(diagnostic);
            }
        }
        shown.setAll(visible);
        summary.setText(Readout.count(errorCount, "error") + ", " + Readout.count(warningCount, "warning"));
        errors.setText("Errors " + errorCount);
        warnings.setText("Warnings " + warningCount);
        counts.accept(errorCount, warningCount);
    }

    private void jump(Diagnostic diagnostic) {
        if (!diagnostic.file().isEmpty()) {
            context.showInSource(diagnostic.file(), diagnostic.line(), diagnostic.column());
        }
    }

    @Override
    public void dispose() {
        context.workspace().documents().removeListener(documentsListener);
        context.workspace().documents().forEach(document -> document.stampProperty().removeListener(documentStamp));
    }
}
