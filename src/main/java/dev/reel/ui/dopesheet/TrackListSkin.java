package dev.reel.ui.dopesheet;

import dev.reel.model.Clip;
import dev.reel.model.Flipbook;
import dev.reel.model.FrameTime;
import dev.reel.ui.control.CanvasSkin;
import dev.reel.ui.control.Readout;
import dev.reel.ui.control.StyledPaints;
import dev.reel.ui.control.TimeFormat;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.TextAlignment;

import java.util.List;
import java.util.Set;

/**
 * Draws a {@link TrackList} on one canvas, visible rows only, at most once per pulse. Every listener it adds is
 * removed in {@link #dispose()}.
 */
final class TrackListSkin extends CanvasSkin<TrackList> {
    private static final Font NAME = Font.font(12);
    private static final Font BOLD = Font.font(null, FontWeight.BOLD, 12);
    private static final Font SMALL = Font.font(10.5);

    /** Moves when the list's rows read otherwise ({@link TrackNames#samePicture}): what repaints for a new layout. */
    private final javafx.beans.property.LongProperty rowsRead = new javafx.beans.property.SimpleLongProperty();
    private final javafx.beans.value.ChangeListener<SheetLayout> layoutListener = (observable, old, now) -> {
        if (!TrackNames.samePicture(old, now)) {
            rowsRead.set(rowsRead.get() + 1);
        }
    };

    TrackListSkin(TrackList list) {
        super(list);
        // A key drag lays the rows out anew on every frame, yet they read the same (names, kinds, key counts):
        // the list repaints only when they read otherwise.
        list.sheetLayoutProperty().addListener(layoutListener);
        watch(List.of(rowsRead, list.scrollYProperty(), list.selectionProperty(),
                list.collapsedProperty(), list.currentTrackProperty(), list.selectedNodeProperty(),
                list.clipNameProperty()));
        watch(list.paints().all());
    }

    @Override
    public void dispose() {
        getSkinnable().sheetLayoutProperty().removeListener(layoutListener);
        super.dispose();
    }

    @Override
    protected void paint(GraphicsContext g, double width, double height) {
        TrackList list = getSkinnable();
        StyledPaints.Values paints = list.paints();
        g.setFill(paints.color("-reel-tracks-background"));
        g.fillRect(0, 0, width, height);
        SheetLayout layout = list.sheetLayoutProperty().get();
        Clip clip = layout.clip();
        if (clip == null) {
            return;
        }
        double scroll = list.scrollYProperty().get();
        Set<Long> selection = list.selectionProperty().get();
        g.setTextBaseline(VPos.CENTER);
        for (int index = layout.firstVisible(scroll); index < layout.rows().size(); index++) {
            SheetLayout.Row row = layout.rows().get(index);
            double top = row.y() - scroll;
            if (top >= height) {
                break;
            }
            boolean chosen = row.track() != null && (selection.contains(row.track().id())
                    || row.track().id() == list.currentTrackProperty().get())
                    || row.flipbook() != null && selection.contains(row.flipbook().id());
            g.setFill(paints.color(chosen ? "-reel-tracks-selected" : switch (row.kind()) {
                case SUMMARY, EVENTS -> "-reel-tracks-summary";
                case GROUP -> "-reel-tracks-group";
                default -> index % 2 == 0 ? "-reel-tracks-row" : "-reel-tracks-row-alt";
            }));
            g.fillRect(0, top, width, row.height() - 1);
            if (row.track() != null && row.track().id() == list.currentTrackProperty().get()) {
                g.setFill(paints.color("-reel-tracks-current"));
                g.fillRect(0, top, 3, row.height() - 1);
            }
            double middle = top + row.height() / 2;
            double indent = row.depth() * TrackList.INDENT;
            switch (row.kind()) {
                case SUMMARY -> text(g, paints, BOLD, "-reel-tracks-text", "Summary", 10, middle,
                        TimeFormat.chosen(FrameTime.rate(clip)).text(clip.length()) + " · " + clip.loop().word(), width);
                case EVENTS -> text(g, paints, NAME, "-reel-tracks-text", "⚑ Events", 10, middle,
                        clip.events().size() + "", width);
                case GROUP -> group(g, list, row, middle, width);
                case FLIPBOOK -> {
                    Flipbook flipbook = row.flipbook();
                    stripe(g, paints, "-reel-tracks-sprite", indent, top, row.height());
                    text(g, paints, NAME, "-reel-tracks-text", "Frames", 26 + indent, middle, flipbook.sprites().size()
                            + " · " + (flipbook.durations().isEmpty() ? Readout.number(flipbook.fps() == null
                            ? Flipbook.DEFAULT_FPS : flipbook.fps()) + " fps" : "timed"), width);
                }
                case TRACK -> {
                    stripe(g, paints, TrackNames.colour(row.track()), indent, top, row.height());
                    text(g, paints, NAME, "-reel-tracks-text", row.name(), 26 + indent, middle, row.track().kind().word(), width);
                }
            }
        }
        g.setStroke(paints.color("-reel-tracks-line"));
        g.strokeLine(width - 0.5, 0, width - 0.5, height);
    }

    private void group(GraphicsContext g, TrackList list, SheetLayout.Row row, double middle, double width) {
        StyledPaints.Values paints = list.paints();
        boolean open = !list.collapsedProperty().get().contains(row.path());
        g.setFill(paints.color("-reel-tracks-dim"));
        double x = 8 + row.depth() * TrackList.INDENT;
        if (open) {
            g.fillPolygon(new double[] {x, x + 8, x + 4}, new double[] {middle - 2, middle - 2, middle + 3}, 3);
        } else {
            g.fillPolygon(new double[] {x + 1, x + 1, x + 6}, new double[] {middle - 4, middle + 4, middle}, 3);
        }
        boolean selectedNode = row.path().equals(list.selectedNodeProperty().get());
        if (selectedNode) {
            g.setFill(paints.color("-reel-tracks-node"));
            g.fillOval(width - 14, middle - 3, 6, 6);
        }
        int keys = row.tracks().stream().mapToInt(track -> track.keys().size()).sum();
        text(g, paints, BOLD, selectedNode ? "-reel-tracks-node" : "-reel-tracks-text", row.name(),
                TrackList.DISCLOSURE + 4 + row.depth() * TrackList.INDENT, middle, keys + (keys == 1 ? " key" : " keys"), width - 14);
    }

    private static void stripe(GraphicsContext g, StyledPaints.Values paints, String colour, double indent, double top,
                               double height) {
        g.setFill(paints.color(colour));
        g.fillRoundRect(14 + indent, top + height / 2 - 5, 4, 10, 2, 2);
    }

    private static void text(GraphicsContext g, StyledPaints.Values paints, Font font, String colour, String name,
                             double x, double middle, String detail, double right) {
        g.setFont(SMALL);
        g.setTextAlign(TextAlignment.RIGHT);
        g.setFill(paints.color("-reel-tracks-dim"));
        g.fillText(detail, right - 8, middle);
        g.setFont(font);
        g.setTextAlign(TextAlignment.LEFT);
        g.setFill(paints.color(colour));
        double room = right - x - 8 - 7 * detail.length() - 6;
        g.fillText(fit(name, room), x, middle);
    }

    /** {@code name} cut with an ellipsis to about {@code room} pixels (about 7 per character). */
    private static String fit(String name, double room) {
        int characters = (int) Math.max(3, room / 7);
        return name.length() <= characters ? name : name.substring(0, characters - 1) + "…";
    }
}
