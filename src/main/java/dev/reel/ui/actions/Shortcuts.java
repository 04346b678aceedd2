package dev.reel.ui.actions;

import javafx.event.EventHandler;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ComboBoxBase;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;
import org.fxmisc.richtext.GenericStyledArea;

import java.util.Set;

/**
 * Dispatches key presses to actions before any control sees them, so that Ctrl+Z reaches the document's
 * history even from a text field. Keys a text field needs for typing (bare keys, clipboard and caret
 * movement) are left to the focused text input; a panel's scoped keys work while the mouse is over it.
 * Menu items show the same shortcuts but never fire them themselves.
 */
public final class Shortcuts {
    /** Combinations a focused text input keeps for itself even though they carry a modifier. */
    private static final Set<KeyCode> TEXT_EDITING = Set.of(KeyCode.C, KeyCode.X, KeyCode.V, KeyCode.A,
            KeyCode.LEFT, KeyCode.RIGHT, KeyCode.UP, KeyCode.DOWN, KeyCode.HOME, KeyCode.END, KeyCode.BACK_SPACE,
            KeyCode.DELETE, KeyCode.INSERT);

    private final ActionRegistry registry;
    private Node hovered;
    private final EventHandler<KeyEvent> filter = this::dispatch;
    private final EventHandler<KeyEvent> swallow = this::swallowTyping;
    private final EventHandler<MouseEvent> tracker = event -> hovered = event.getPickResult().getIntersectedNode();
    private final EventHandler<MouseEvent> pressed = this::leaveTextOnPress;
    private Scene scene;

    public Shortcuts(ActionRegistry registry) {
        this.registry = registry;
    }

    /** Starts dispatching the keys of {@code target}. */
    public void install(Scene target) {
        uninstall();
        scene = target;
        scene.addEventFilter(KeyEvent.KEY_PRESSED, filter);
        scene.addEventHandler(KeyEvent.KEY_PRESSED, swallow);
        scene.addEventFilter(MouseEvent.MOUSE_MOVED, tracker);
        scene.addEventFilter(MouseEvent.MOUSE_DRAGGED, tracker);
        scene.addEventFilter(MouseEvent.MOUSE_PRESSED, pressed);
    }

    public void uninstall() {
        if (scene != null) {
            scene.removeEventFilter(KeyEvent.KEY_PRESSED, filter);
            scene.removeEventHandler(KeyEvent.KEY_PRESSED, swallow);
            scene.removeEventFilter(MouseEvent.MOUSE_MOVED, tracker);
            scene.removeEventFilter(MouseEvent.MOUSE_DRAGGED, tracker);
            scene.removeEventFilter(MouseEvent.MOUSE_PRESSED, pressed);
            scene = null;
        }
    }

    private void dispatch(KeyEvent event) {
        if (event.getCode().isModifierKey()) {
            return;
        }
        Node focus = scene.getFocusOwner();
        if (isTextInput(focus) && keptByText(event)) {
            return;
        }
        for (Action action : registry.matching(event)) {
            if (action.scope() != null && !inScope(action.scope(), focus)) {
                continue;
            }
            if (action.run()) {
                event.consume();
                return;
            }
        }
    }

    /**
     * A press outside the focused text input (on a canvas, the ruler, a panel's empty part) takes the focus out
     * of it, as it does in every editor: the field commits what was typed, and the keys typed next (K, Delete,
     * arrows) reach the panel that was clicked instead of being typed into the field. The focus goes to the
     * nearest ancestor of what was pressed that takes the focus, else to the window's root.
     */
    private void leaveTextOnPress(MouseEvent event) {
        Node focus = scene.getFocusOwner();
        Node target = event.getPickResult().getIntersectedNode();
        if (!isTextInput(focus) || target == null || contains(focus, target) || insideTextInput(target)) {
            return;
        }
        for (Node current = target; current != null; current = current.getParent()) {
            if (current.isFocusTraversable() && !current.isDisabled()) {
                current.requestFocus();
                return;
            }
        }
        scene.getRoot().requestFocus();
    }

    private static boolean insideTextInput(Node node) {
        for (Node current = node; current != null; current = current.getParent()) {
            if (isTextInput(current)) {
                return true;
            }
        }
        return false;
    }

    /** Bare keys a text input did not use must not reach menu accelerators either. */
    private void swallowTyping(KeyEvent event) {
        if (isTextInput(scene.getFocusOwner()) && keptByText(event)) {
            event.consume();
        }
    }

    private boolean inScope(Node scope, Node focus) {
        return contains(scope, hovered) || contains(scope, focus);
    }

    private static boolean contains(Node ancestor, Node node) {
        for (Node current = node; current != null; current = current.getParent()) {
            if (current == ancestor) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether {@code node} takes typing: a text field or area, the source view, or an editable combo box or
     * spinner (whose own text field has no focus of its own: the control holds it). Buttons, check boxes, lists,
     * trees and section titles are not, so the window's keys (Space for play/pause) win over their own use of
     * them.
     */
    public static boolean isTextInput(Node node) {
        return node instanceof TextInputControl || node instanceof GenericStyledArea<?, ?, ?>
                || node instanceof ComboBoxBase<?> combo && combo.isEditable()
                || node instanceof Spinner<?> spinner && spinner.isEditable();
    }

    private static boolean keptByText(KeyEvent event) {
        KeyCode code = event.getCode();
        if (code.isFunctionKey() || code == KeyCode.ESCAPE) {
            return false;
        }
        boolean modified = event.isShortcutDown() || event.isAltDown() || event.isMetaDown() || event.isControlDown();
        if (!modified) {
            return true;
        }
        return !event.isAltDown() && TEXT_EDITING.contains(code);
    }
}
