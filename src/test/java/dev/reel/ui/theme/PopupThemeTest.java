package dev.reel.ui.theme;

import dev.reel.ui.EditorFixture;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.skin.ComboBoxListViewSkin;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Popups and dialogs look dark all the way to their edge. A popup's window is drawn as a window system without
 * blending shows it: every see-through pixel of it (a round corner, a drop shadow) over white, which is what
 * put a white frame round the menus of the dark theme.
 */
class PopupThemeTest extends EditorFixture {
    @Start
    void start(Stage primary) {
        openWindow(primary);
    }

    /** The lightest pixel of the outermost two rings of {@code scene}, each laid over white as X shows it. */
    private static double lightestEdge(Scene scene) {
        WritableImage image = scene.snapshot(null);
        PixelReader pixels = image.getPixelReader();
        int width = (int) image.getWidth();
        int height = (int) image.getHeight();
        double lightest = 0;
        for (int ring = 0; ring < 2; ring++) {
            List<int[]> edge = new ArrayList<>();
            for (int x = ring; x < width - ring; x++) {
                edge.add(new int[] {x, ring});
                edge.add(new int[] {x, height - 1 - ring});
            }
            for (int y = ring; y < height - ring; y++) {
                edge.add(new int[] {ring, y});
                edge.add(new int[] {width - 1 - ring, y});
            }
            for (int[] point : edge) {
                Color colour = pixels.getColor(point[0], point[1]);
                double alpha = colour.getOpacity();
                double brightness = Math.max(colour.getRed(), Math.max(colour.getGreen(), colour.getBlue()));
                lightest = Math.max(lightest, brightness * alpha + (1 - alpha));
            }
        }
        return lightest;
    }

    private static double onFx(java.util.concurrent.Callable<Double> work) {
        try {
            return org.testfx.util.WaitForAsyncUtils.asyncFx(work).get();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    /** A combo box of the editor window that shows now (the Inspector's Loop list, with a clip open). */
    @SuppressWarnings("unchecked")
    private ComboBox<Object> visibleCombo(FxRobot robot) {
        return robot.lookup(".combo-box").match(org.testfx.matcher.base.NodeMatchers.isVisible())
                .queryAllAs(ComboBox.class).stream()
                .filter(box -> box.getScene() == stage.getScene() && !box.getItems().isEmpty() && !box.isDisabled())
                .findFirst().orElse(null);
    }

    private static ContextMenu showingContextMenu() {
        return Window.getWindows().stream().filter(window -> window instanceof ContextMenu && window.isShowing())
                .map(ContextMenu.class::cast).findFirst().orElse(null);
    }

    @Test
    void contextMenusMenuBarMenusAndComboListsHaveNoLightFrame(FxRobot robot) {
        open("anim/knight/attack.aeanim");
        waitUntil(() -> visibleCombo(robot) != null);
        Node tree = window.assets().tree();
        robot.interact(() -> tree.getScene().getRoot().applyCss());
        robot.interact(() -> {
            javafx.geometry.Bounds bounds = tree.localToScreen(tree.getBoundsInLocal());
            window.assets().tree().getContextMenu().show(tree, bounds.getMinX() + 40, bounds.getMinY() + 40);
        });
        waitUntil(() -> showingContextMenu() != null && showingContextMenu().getScene().getWidth() > 0);
        double contextEdge = onFx(() -> lightestEdge(showingContextMenu().getScene()));
        robot.interact(() -> showingContextMenu().hide());
        assertThat(contextEdge).as("the assets tree's context menu, at its edge").isLessThan(0.45);

        MenuBar bar = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        Menu file = bar.getMenus().get(0);
        robot.interact(file::show);
        waitUntil(() -> showingContextMenu() != null && showingContextMenu().getScene().getWidth() > 0);
        double menuEdge = onFx(() -> lightestEdge(showingContextMenu().getScene()));
        robot.interact(file::hide);
        assertThat(menuEdge).as("the File menu, at its edge").isLessThan(0.45);

        @SuppressWarnings("unchecked")
        ComboBox<Object> combo = visibleCombo(robot);
        robot.interact(combo::show);
        waitUntil(() -> combo.isShowing() && ((ComboBoxListViewSkin<?>) combo.getSkin()).getPopupContent()
                .getScene() != null);
        double comboEdge = onFx(() -> lightestEdge(((ComboBoxListViewSkin<?>) combo.getSkin())
                .getPopupContent().getScene()));
        robot.interact(combo::hide);
        assertThat(comboEdge).as("a combo box's list, at its edge").isLessThan(0.45);
    }

    @Test
    void aDialogHasTheWindowsStylesheetsAndIsDarkToItsEdge(FxRobot robot) {
        Alert[] alert = new Alert[1];
        robot.interact(() -> {
            alert[0] = window.dialogs().alert(Alert.AlertType.CONFIRMATION, "A question", "Keep going?");
            alert[0].setContentText("Nothing happens either way.");
            alert[0].show();
        });
        waitUntil(() -> alert[0].isShowing() && alert[0].getDialogPane().getScene().getWidth() > 0);
        Scene scene = alert[0].getDialogPane().getScene();
        assertThat(alert[0].getDialogPane().getStylesheets())
                .contains(Theme.class.getResource(Theme.STYLESHEET).toExternalForm());
        assertThat(scene.getFill()).as("the window behind the pane").isEqualTo(Theme.DIALOG_FILL);
        double edge = onFx(() -> lightestEdge(scene));
        robot.interact(() -> alert[0].close());
        assertThat(edge).isLessThan(0.45);
    }
}
