package dev.reel.ui.dopesheet;

import dev.reel.model.Clip;
import dev.reel.model.Track;
import dev.reel.ui.EditorFixture;
import dev.reel.ui.control.NumberField;
import dev.reel.ui.curves.CurveView;
import dev.reel.ui.curves.LaneKey;
import dev.reel.ui.documents.OpenDocument;
import dev.reel.ui.shell.PanelSlot;
import javafx.geometry.Point2D;
import javafx.scene.control.TitledPane;
import javafx.scene.paint.Color;
import org.testfx.api.FxRobot;

/** An editor window on the sample project with the Animation panel showing, and ways to point at its parts. */
abstract class AnimationPanelFixture extends EditorFixture {
    @SuppressWarnings("unchecked")
    OpenDocument<Clip> clip(FxRobot robot, String name) {
        OpenDocument<Clip> document = (OpenDocument<Clip>) open(name);
        robot.interact(() -> window.reveal("Animation"));
        waitUntil(() -> panel().sheet().getWidth() > 400 && panel().sheet().getHeight() > 120);
        robot.interact(() -> panel().frameAll());
        return document;
    }

    AnimationPanel panel() {
        return (AnimationPanel) window.panel(PanelSlot.ANIMATION);
    }

    static Track track(Clip clip, String path, String property) {
        return clip.tracks().stream().filter(t -> t.path().equals(path) && t.property().equals(property))
                .findFirst().orElseThrow();
    }

    /** The screen point of a row's middle at {@code time}. */
    Point2D onRow(long trackId, double time) {
        DopeSheetView sheet = panel().sheet();
        SheetLayout.Row row = sheet.sheetLayout().rowOf(trackId);
        double y = row.y() - sheet.scrollYProperty().get() + row.height() / 2;
        return sheet.localToScreen(sheet.axis().x(time), y);
    }

    Point2D onEvents(double time) {
        DopeSheetView sheet = panel().sheet();
        SheetLayout.Row row = sheet.sheetLayout().rows().get(1);
        return sheet.localToScreen(sheet.axis().x(time), row.y() + row.height() / 2);
    }

    /** Opens the inspector's Node section (as clicking its title does) and returns one of its fields. */
    static NumberField nodeField(FxRobot robot, String id) {
        TitledPane node = robot.lookup(".titled-pane").queryAllAs(TitledPane.class).stream()
                .filter(pane -> pane.getText().equals("Node")).findFirst().orElseThrow();
        robot.interact(() -> node.setExpanded(true));
        waitUntil(() -> robot.lookup(id).query().isVisible());
        return robot.lookup(id).queryAs(NumberField.class);
    }

    /** The colour the dope sheet shows at a local point now (call on the JavaFX thread). */
    Color sheetPixel(Point2D local) {
        return panel().sheet().snapshot(null, null).getPixelReader().getColor((int) local.getX(), (int) local.getY());
    }

    /** Shows a track's curves (one lane soloed, or all for -1), framed, and waits until they are laid out. */
    void showCurves(FxRobot robot, Track track, int lane) {
        robot.interact(() -> {
            panel().showCurves(true);
            panel().showTrack(track.id());
            panel().curves().soloProperty().set(lane < 0 ? null : new LaneKey(track.id(), lane));
        });
        waitUntil(() -> panel().curves().getWidth() > 400 && panel().curves().track() != null
                && panel().curves().track().id() == track.id());
        robot.interact(() -> panel().frame(false));
    }

    static boolean near(Color a, Color b) {
        return Math.abs(a.getRed() - b.getRed()) + Math.abs(a.getGreen() - b.getGreen())
                + Math.abs(a.getBlue() - b.getBlue()) < 0.12;
    }
}
