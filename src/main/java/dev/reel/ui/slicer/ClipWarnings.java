package dev.reel.ui.slicer;

import dev.reel.model.Diagnostic;
import javafx.scene.Node;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.VBox;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The warning under Slice when slicing would take cells from clips: which clips, and each reference, a click
 * showing it in Source. After a Slice it says what the slicing did, until the setup changes.
 */
final class ClipWarnings {
    /** References listed one by one; more are counted. */
    private static final int SHOWN = 8;

    /** Shows a reference's line in Source. */
    interface Reveal {
        void show(String file, int line, int column);
    }

    private final VBox root = new VBox(3);
    private final Label heading = new Label();
    private final VBox lines = new VBox(1);
    private final javafx.scene.control.ScrollPane scroll = new javafx.scene.control.ScrollPane(lines);
    private final Hyperlink toggle = new Hyperlink();
    /** Whether the references are listed; the artist's choice holds until the panel closes. */
    private boolean open;
    private final Reveal reveal;
    private List<Diagnostic> shown = List.of();

    ClipWarnings(Reveal reveal) {
        this.reveal = reveal;
        root.setId("slice-warnings");
        // It floats over the sheet's top-left corner; folded to its heading so it hides little of the sheet.
        root.setMaxSize(460, javafx.scene.layout.Region.USE_PREF_SIZE);
        javafx.scene.layout.StackPane.setAlignment(root, javafx.geometry.Pos.TOP_LEFT);
        javafx.scene.layout.StackPane.setMargin(root, new javafx.geometry.Insets(10));
        root.getStyleClass().add("slice-warnings");
        heading.getStyleClass().add("slice-warnings-heading");
        heading.setWrapText(true);
        heading.setMaxWidth(360);
        toggle.setId("slice-warnings-toggle");
        toggle.getStyleClass().add("slice-warnings-toggle");
        toggle.setFocusTraversable(false);
        toggle.setOnAction(event -> {
            open = !open;
            fold();
        });
        javafx.scene.layout.Region gap = new javafx.scene.layout.Region();
        javafx.scene.layout.HBox.setHgrow(gap, javafx.scene.layout.Priority.ALWAYS);
        javafx.scene.layout.HBox top = new javafx.scene.layout.HBox(10, heading, gap, toggle);
        top.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        scroll.setFitToWidth(true);
        scroll.setMaxHeight(110);
        scroll.setHbarPolicy(javafx.scene.control.ScrollPane.ScrollBarPolicy.NEVER);
        scroll.getStyleClass().add("slice-warnings-scroll");
        root.getChildren().addAll(top, scroll);
        show(List.of(), 0, false);
    }

    Node node() {
        return root;
    }

    /** The references listed now. */
    List<Diagnostic> shown() {
        return shown;
    }

    /**
     * Lists {@code broken} references; {@code removed} cells go; {@code done} says whether the slicing has
     * happened (else it is what Slice would do).
     */
    void show(List<Diagnostic> broken, int removed, boolean done) {
        shown = List.copyOf(broken);
        lines.getChildren().clear();
        boolean visible = !broken.isEmpty();
        root.setVisible(visible);
        root.setManaged(visible);
        if (!visible) {
            return;
        }
        Set<String> clips = new LinkedHashSet<>();
        broken.forEach(problem -> clips.add(problem.file()));
        String clipsText = clips.size() == 1 ? "1 clip" : clips.size() + " clips";
        String goneText = removed == 0 ? "" : " (" + removed + (removed == 1 ? " cell goes)" : " cells go)");
        heading.setText(done
                ? "⚠ Sliced: " + clipsText + " lost cells or now show other pictures" + goneText
                : "⚠ " + clipsText + " would lose cells or show other pictures" + goneText);
        for (int i = 0; i < Math.min(SHOWN, broken.size()); i++) {
            Diagnostic problem = broken.get(i);
            Hyperlink link = new Hyperlink(problem.file() + ":" + problem.line() + "  " + cellOf(problem.message())
                    + (problem.message().contains("names no cell") ? "  missing" : "  other picture"));
            link.setMnemonicParsing(false); // file and cell names show their underscores
            link.getStyleClass().add("slice-warning-line");
            link.setTooltip(new Tooltip(problem.message() + "\nClick to show it in Source."));
            link.setOnAction(event -> reveal.show(problem.file(), problem.line(), problem.column()));
            lines.getChildren().add(link);
        }
        if (broken.size() > SHOWN) {
            Label more = new Label("… and " + (broken.size() - SHOWN) + " more");
            more.getStyleClass().add("slicer-note");
            lines.getChildren().add(more);
        }
        fold();
    }

    /** Whether the references are listed rather than only counted. */
    boolean listing() {
        return open;
    }

    private void fold() {
        scroll.setVisible(open);
        scroll.setManaged(open);
        int count = shown.size();
        toggle.setText(open ? "Hide" : "Show " + count + (count == 1 ? " reference" : " references"));
    }

    /** The cell part of a reference message: {@code knight_idle_005} from {@code assets/...#knight_idle_005 ...}. */
    private static String cellOf(String message) {
        int hash = message.indexOf('#');
        if (hash < 0) {
            return message;
        }
        int end = message.indexOf(' ', hash);
        return message.substring(hash + 1, end < 0 ? message.length() : end);
    }
}
