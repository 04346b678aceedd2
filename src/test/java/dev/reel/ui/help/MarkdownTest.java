package dev.reel.ui.help;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The tutorial's Markdown is read into the blocks the window shows, marks removed from the text. */
class MarkdownTest {
    @Test
    void readsHeadingsParagraphsListsCodeImagesAndNotes() {
        List<Markdown.Block> blocks = Markdown.parse("""
                # Getting started

                A paragraph
                on two lines.

                1. Open **Sheet**
                   and click `Slice`.
                2. Save.
                - a bullet

                ![The sheet](screenshots/a.png)

                ```
                reel check .
                ```
                > A note.
                """);
        assertThat(blocks).containsExactly(
                new Markdown.Heading(1, "Getting started"),
                new Markdown.Paragraph("A paragraph on two lines."),
                new Markdown.Item("1.", "Open **Sheet** and click `Slice`."),
                new Markdown.Item("2.", "Save."),
                new Markdown.Item("•", "a bullet"),
                new Markdown.Image("The sheet", "screenshots/a.png"),
                new Markdown.Code("reel check ."),
                new Markdown.Note("A note."));
    }

    @Test
    void inlineMarksBecomeStyledRuns() {
        assertThat(Markdown.spans("Click **Slice**, then `Ctrl+S`; see [the formats](formats.md)."))
                .containsExactly(
                        new Markdown.Span("Click ", Markdown.Style.PLAIN),
                        new Markdown.Span("Slice", Markdown.Style.BOLD),
                        new Markdown.Span(", then ", Markdown.Style.PLAIN),
                        new Markdown.Span("Ctrl+S", Markdown.Style.CODE),
                        new Markdown.Span("; see ", Markdown.Style.PLAIN),
                        new Markdown.Span("the formats", Markdown.Style.LINK),
                        new Markdown.Span(".", Markdown.Style.PLAIN));
        assertThat(Markdown.spans("It reads *not sliced*."))
                .containsExactly(
                        new Markdown.Span("It reads ", Markdown.Style.PLAIN),
                        new Markdown.Span("not sliced", Markdown.Style.ITALIC),
                        new Markdown.Span(".", Markdown.Style.PLAIN));
    }
}
