package dev.reel.ui.source;

import dev.reel.model.Diagnostic;
import dev.reel.ui.documents.OpenDocument;
import javafx.css.PseudoClass;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/**
 * The Source view's header: its title, the shown document's name, how the text parsed ("✓ Parsed", the count of
 * problems, or the count of errors while the document keeps its last good version; marked {@code :broken} unless
 * clean) and the Format button.
 */
final class SourceHeader {
    private static final PseudoClass BROKEN = PseudoClass.getPseudoClass("broken");

    private final Label fileLabel = new Label("No document");
    private final Label state = new Label();
    private final HBox header;

    /** {@code format}: what the Format button does (rewrite the text in its canonical form). */
    SourceHeader(Runnable format) {
        fileLabel.getStyleClass().add("panel-subtitle");
        state.setId("source-state");
        state.getStyleClass().add("source-state");
        Button formatButton = new Button("Format");
        formatButton.getStyleClass().addAll("small", "flat");
        formatButton.setOnAction(event -> format.run());
        Label title = new Label("Source");
        title.getStyleClass().add("panel-title");
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        header = new HBox(8, title, fileLabel, spacer, state, formatButton);
        header.setAlignment(Pos.CENTER_LEFT);
        header.getStyleClass().add("panel-header");
    }

    Node node() {
        return header;
    }

    /** Names {@code document} (null: none is shown). */
    void showFile(OpenDocument<?> document) {
        fileLabel.setText(document == null ? "No document" : document.name());
    }

    /** Says how the text of {@code document} parsed (nothing when null). */
    void showState(OpenDocument<?> document) {
        if (document == null) {
            state.setText("");
            return;
        }
        long errors = document.problems().stream().filter(Diagnostic::isError).count();
        boolean broken = document.draft() != null;
        state.setText(broken ? "✖ " + errors + (errors == 1 ? " error" : " errors")
                + " — the document keeps its last good version"
                : errors > 0 ? "⚠ " + errors + (errors == 1 ? " problem" : " problems") : "✓ Parsed");
        state.pseudoClassStateChanged(BROKEN, broken || errors > 0);
    }
}
