package dev.reel.ui.source;

import dev.reel.model.Diagnostic;
import javafx.scene.control.Label;
import javafx.stage.Popup;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.richtext.event.MouseOverTextEvent;

import java.time.Duration;
import java.util.List;
import java.util.function.Supplier;

/** The popup that tells, when the mouse rests on marked text in the Source panel, what the problems there are. */
final class DiagnosticHover {
    private final Popup popup = new Popup();
    private final Label text = new Label();
    private final Supplier<List<Diagnostic>> problems;

    /** {@code problems}: the shown document's diagnostics, read each time the mouse rests. */
    DiagnosticHover(Supplier<List<Diagnostic>> problems) {
        this.problems = problems;
        text.getStyleClass().add("diagnostic-popup");
        text.setWrapText(true);
        text.setMaxWidth(520);
        popup.getContent().add(text);
    }

    /** Shows the problems under the mouse in {@code area} after it rests 350 ms. */
    void install(CodeArea area) {
        area.setMouseOverTextDelay(Duration.ofMillis(350));
        area.addEventHandler(MouseOverTextEvent.MOUSE_OVER_TEXT_BEGIN, event -> begin(area, event));
        area.addEventHandler(MouseOverTextEvent.MOUSE_OVER_TEXT_END, event -> popup.hide());
    }

    void hide() {
        popup.hide();
    }

    private void begin(CodeArea area, MouseOverTextEvent event) {
        List<Diagnostic> found = SourceHighlighter.at(area.getText(), problems.get(), event.getCharacterIndex());
        if (found.isEmpty()) {
            return;
        }
        StringBuilder message = new StringBuilder();
        for (Diagnostic diagnostic : found) {
            if (!message.isEmpty()) {
                message.append('\n');
            }
            message.append(diagnostic.code()).append("  ").append(diagnostic.message());
        }
        text.setText(message.toString());
        popup.show(area, event.getScreenPosition().getX() + 8, event.getScreenPosition().getY() + 14);
    }
}
