package dev.reel.ui.dopesheet;

import dev.reel.edit.cmd.SetHandleModes;
import dev.reel.model.TangentMode;
import javafx.collections.ObservableList;
import javafx.scene.Node;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;
import javafx.scene.paint.Color;

import java.util.List;
import java.util.Locale;
import java.util.function.BiConsumer;

/**
 * The handle-mode menu, after Blender's V menu: the six modes, each with a small drawing of the curve it makes
 * through a key and the letter that picks it while the menu is open, applied to both sides of every selected
 * key, with In Side and Out Side submenus for one side. V opens it at the mouse; the key menu holds it as a
 * submenu.
 */
final class HandleMenu {
    private static final Color INK = Color.web("#c9d1d9");
    private static final Color FAINT = Color.web("#6e7681");

    /** The modes in the menu's order, Blender's: the smooth ones first, the step last. */
    static final List<TangentMode> ORDER = List.of(TangentMode.AUTO, TangentMode.ALIGNED, TangentMode.FREE,
            TangentMode.FLAT, TangentMode.LINEAR, TangentMode.CONSTANT);

    private final BiConsumer<SetHandleModes.Side, TangentMode> apply;
    private double mouseX;
    private double mouseY;

    HandleMenu(Node scope, BiConsumer<SetHandleModes.Side, TangentMode> apply) {
        this.apply = apply;
        scope.addEventFilter(MouseEvent.MOUSE_MOVED, event -> {
            mouseX = event.getScreenX();
            mouseY = event.getScreenY();
        });
    }

    /** The title a menu shows for a mode. */
    static String title(TangentMode mode) {
        return switch (mode) {
            case AUTO -> "Auto Clamped";
            case ALIGNED -> "Aligned";
            case FREE -> "Free (Broken)";
            case FLAT -> "Flat";
            case LINEAR -> "Linear";
            case CONSTANT -> "Constant (Step)";
        };
    }

    /** The letter that picks a mode while the V menu is open. */
    static KeyCode letter(TangentMode mode) {
        return switch (mode) {
            case AUTO -> KeyCode.U;
            case ALIGNED -> KeyCode.A;
            case FREE -> KeyCode.F;
            case FLAT -> KeyCode.T;
            case LINEAR -> KeyCode.L;
            case CONSTANT -> KeyCode.C;
        };
    }

    /** V: the menu at the mouse; a mode's letter picks it. */
    ContextMenu showAtMouse(Node owner, boolean enabled) {
        ContextMenu menu = new ContextMenu();
        menu.setId("handle-menu");
        fill(menu.getItems(), enabled);
        menu.addEventFilter(KeyEvent.KEY_PRESSED, event -> {
            for (TangentMode mode : TangentMode.values()) {
                if (event.getCode() == letter(mode) && enabled) {
                    event.consume();
                    menu.hide();
                    apply.accept(SetHandleModes.Side.BOTH, mode);
                    return;
                }
            }
        });
        menu.show(owner, mouseX, mouseY);
        return menu;
    }

    /** The same items as a submenu of the key menu. */
    Menu submenu(boolean enabled) {
        Menu menu = new Menu("Handles");
        fill(menu.getItems(), enabled);
        menu.setDisable(!enabled);
        return menu;
    }

    private void fill(ObservableList<MenuItem> items, boolean enabled) {
        for (TangentMode mode : ORDER) {
            items.add(item(mode, SetHandleModes.Side.BOTH, title(mode) + "    " + letter(mode).getName(), enabled));
        }
        items.add(new SeparatorMenuItem());
        for (SetHandleModes.Side side : new SetHandleModes.Side[]{SetHandleModes.Side.IN, SetHandleModes.Side.OUT}) {
            Menu one = new Menu(side == SetHandleModes.Side.IN ? "In Side Only" : "Out Side Only");
            for (TangentMode mode : ORDER) {
                one.getItems().add(item(mode, side, title(mode), enabled));
            }
            one.setDisable(!enabled);
            items.add(one);
        }
    }

    private MenuItem item(TangentMode mode, SetHandleModes.Side side, String text, boolean enabled) {
        MenuItem item = new MenuItem(text, drawing(mode));
        item.setId("handles-" + side.name().toLowerCase(Locale.ROOT) + "-" + mode.word());
        item.setDisable(!enabled);
        item.setOnAction(event -> apply.accept(side, mode));
        return item;
    }

    /** A 30 × 16 drawing of the curve a mode makes through a key in the middle, its handles faint. */
    static Canvas drawing(TangentMode mode) {
        Canvas canvas = new Canvas(30, 16);
        GraphicsContext g = canvas.getGraphicsContext2D();
        g.setLineWidth(1.5);
        double keyX = 15;
        double keyY = 8;
        g.setStroke(INK);
        g.beginPath();
        switch (mode) {
            case AUTO, ALIGNED -> {
                g.moveTo(2, 14);
                g.bezierCurveTo(8, 14, 10, keyY + 3, keyX, keyY);
                g.bezierCurveTo(20, keyY - 3, 22, 2, 28, 2);
            }
            case FREE -> {
                g.moveTo(2, 13);
                g.bezierCurveTo(8, 13, 12, 3, keyX, keyY);
                g.bezierCurveTo(18, 14, 24, 3, 28, 3);
            }
            case FLAT -> {
                g.moveTo(2, 14);
                g.bezierCurveTo(8, 14, 10, keyY, keyX, keyY);
                g.bezierCurveTo(20, keyY, 22, 2, 28, 2);
            }
            case LINEAR -> {
                g.moveTo(2, 14);
                g.lineTo(keyX, keyY);
                g.lineTo(28, 2);
            }
            case CONSTANT -> {
                g.moveTo(2, 12);
                g.lineTo(keyX, 12);
                g.lineTo(keyX, 4);
                g.lineTo(28, 4);
            }
        }
        g.stroke();
        if (mode == TangentMode.ALIGNED || mode == TangentMode.FREE) {
            g.setStroke(FAINT);
            g.setLineWidth(1);
            double[] in = mode == TangentMode.ALIGNED ? new double[]{9, 11} : new double[]{11, 2};
            double[] out = mode == TangentMode.ALIGNED ? new double[]{21, 5} : new double[]{19, 14};
            g.strokeLine(in[0], in[1], keyX, keyY);
            g.strokeLine(keyX, keyY, out[0], out[1]);
        }
        g.setFill(INK);
        g.fillRect(keyX - 2, keyY - 2, 4, 4);
        return canvas;
    }
}
