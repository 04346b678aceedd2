package dev.reel.ui.help;

import dev.reel.ui.theme.Theme;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import javafx.stage.Stage;
import javafx.stage.Window;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.nio.charset.StandardCharsets;

/**
 * Help ▸ Getting Started: the tutorial, read from the classpath (the build copies {@code docs/getting-started.md}
 * and its screenshots into the jar, so the installed app has them too), shown as headings, paragraphs, lists,
 * code and the screenshots in a window of its own beside the editor. One window: asking again brings it to front;
 * Esc or Ctrl+W closes it.
 */
public final class GettingStartedWindow {
    /** Where the build puts the tutorial in the jar. */
    public static final String RESOURCE = "/dev/reel/docs/getting-started.md";
    private static final String STYLESHEET = "/dev/reel/ui/help.css";
    private static final double TEXT_WIDTH = 820;
    private static final KeyCombination CLOSE = new KeyCodeCombination(KeyCode.W, KeyCombination.SHORTCUT_DOWN);

    private final Window owner;
    private Stage stage;

    public GettingStartedWindow(Window owner) {
        this.owner = owner;
    }

    /** Opens the window, or brings it to front. */
    public void show() {
        if (stage == null) {
            stage = new Stage();
            stage.initOwner(owner);
            stage.setTitle("Getting Started");
            ScrollPane scroll = new ScrollPane(content());
            scroll.setFitToWidth(true);
            scroll.getStyleClass().add("help-scroll");
            Scene scene = Theme.scene(scroll, TEXT_WIDTH + 60, 820, STYLESHEET);
            stage.setScene(scene);
            scene.getRoot().setId("getting-started");
            // Esc and Ctrl+W (Cmd+W) close it, as they close a help or document window elsewhere.
            scene.addEventFilter(KeyEvent.KEY_PRESSED, event -> {
                if (event.getCode() == KeyCode.ESCAPE || CLOSE.match(event)) {
                    stage.close();
                    event.consume();
                }
            });
        }
        stage.show();
        stage.toFront();
    }

    /** Closes the window if it is open. */
    public void close() {
        if (stage != null) {
            stage.close();
        }
    }

    private static VBox content() {
        VBox page = new VBox(10);
        page.getStyleClass().add("help-page");
        page.setPadding(new Insets(20, 24, 32, 24));
        URL source = GettingStartedWindow.class.getResource(RESOURCE);
        if (source == null) {
            page.getChildren().add(new Label("The tutorial is not part of this build: read docs/getting-started.md "
                    + "in the repository."));
            return page;
        }
        for (Markdown.Block block : Markdown.parse(read(source))) {
            page.getChildren().add(node(block, source));
        }
        return page;
    }

    private static Node node(Markdown.Block block, URL base) {
        if (block instanceof Markdown.Heading heading) {
            TextFlow flow = flow(heading.text(), "help-h" + Math.min(heading.level(), 3));
            flow.setPadding(new Insets(heading.level() == 1 ? 0 : 10, 0, 0, 0));
            return flow;
        } else if (block instanceof Markdown.Item item) {
            Label marker = new Label(item.marker());
            marker.getStyleClass().add("help-marker");
            marker.setMinWidth(24);
            TextFlow flow = flow(item.text(), "help-text");
            HBox row = new HBox(4, marker, flow);
            HBox.setHgrow(flow, Priority.ALWAYS);
            row.setPadding(new Insets(0, 0, 0, 8));
            return row;
        } else if (block instanceof Markdown.Code code) {
            Label text = new Label(code.text());
            text.getStyleClass().add("help-code-block");
            text.setMaxWidth(Double.MAX_VALUE);
            return text;
        } else if (block instanceof Markdown.Image image) {
            return image(image, base);
        } else if (block instanceof Markdown.Note note) {
            TextFlow flow = flow(note.text(), "help-text");
            flow.getStyleClass().add("help-note");
            return flow;
        }
        return flow(((Markdown.Paragraph) block).text(), "help-text");
    }

    private static TextFlow flow(String text, String styleClass) {
        TextFlow flow = new TextFlow();
        flow.getStyleClass().add(styleClass);
        flow.setMaxWidth(TEXT_WIDTH);
        flow.setPrefWidth(TEXT_WIDTH);
        for (Markdown.Span span : Markdown.spans(text)) {
            String style = "help-" + span.style().name().toLowerCase(java.util.Locale.ROOT);
            for (String part : symbolRuns(span.text())) {
                Text run = new Text(part);
                run.getStyleClass().addAll("help-run", styleClass + "-run", style);
                if (isArrow(part.codePointAt(0))) {
                    // The monospaced font draws ← and → a third of a letter high: in the text's own font they read.
                    run.getStyleClass().add("help-symbol");
                }
                flow.getChildren().add(run);
            }
        }
        return flow;
    }

    /** {@code text} cut where arrows begin and end, so that a run of arrows can take another font. */
    static java.util.List<String> symbolRuns(String text) {
        java.util.List<String> runs = new java.util.ArrayList<>();
        int start = 0;
        for (int i = 1; i <= text.length(); i++) {
            if (i == text.length() || isArrow(text.charAt(i)) != isArrow(text.charAt(i - 1))) {
                runs.add(text.substring(start, i));
                start = i;
            }
        }
        return runs;
    }

    private static boolean isArrow(int character) {
        return character >= 0x2190 && character <= 0x21FF;
    }

    private static Node image(Markdown.Image image, URL base) {
        try {
            Image picture = new Image(new URL(base, image.path()).toExternalForm());
            if (picture.isError()) {
                return flow("(screenshot missing: " + image.path() + ")", "help-text");
            }
            ImageView view = new ImageView(picture);
            view.getStyleClass().add("help-image");
            view.setPreserveRatio(true);
            view.setFitWidth(Math.min(picture.getWidth(), TEXT_WIDTH));
            view.setSmooth(true);
            view.setAccessibleText(image.alt());
            return view;
        } catch (MalformedURLException e) {
            return flow("(screenshot missing: " + image.path() + ")", "help-text");
        }
    }

    private static String read(URL source) {
        try (InputStream in = source.openStream()) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
