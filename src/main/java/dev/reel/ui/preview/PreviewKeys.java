package dev.reel.ui.preview;

import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * The preview panel's keys while the focus is in it: in the sandbox ←/→ or A/D move, Space (or ↑/W) jumps and
 * J attacks, held keys held; otherwise Space plays or pauses and ←/→ step a frame.
 */
final class PreviewKeys {
    private PreviewKeys() {
    }

    /** Whether the sandbox runs and the focus is in the panel: Space is its jump key then, not play/pause. */
    static boolean sandboxHasFocus(PreviewPanel panel) {
        javafx.scene.Node root = panel.node();
        if (panel.run() == null || panel.run().body() == null || root.getScene() == null) {
            return false;
        }
        for (javafx.scene.Node node = root.getScene().getFocusOwner(); node != null; node = node.getParent()) {
            if (node == root) {
                return true;
            }
        }
        return false;
    }

    /** Acts on a key press or release and consumes the keys it uses. */
    static void handle(PreviewPanel panel, KeyEvent event, boolean pressed) {
        KeyCode code = event.getCode();
        ControllerRun run = panel.run();
        SandboxBody body = run == null ? null : run.body();
        if (body != null) {
            switch (code) {
                case LEFT, A -> body.setLeft(pressed);
                case RIGHT, D -> body.setRight(pressed);
                case SPACE, UP, W -> body.setJump(pressed);
                case J -> {
                    if (pressed) {
                        body.attack();
                    }
                }
                default -> {
                    return;
                }
            }
            event.consume();
            return;
        }
        if (!pressed) {
            return;
        }
        switch (code) {
            case ESCAPE -> {
                if (!panel.posing().cancel() && !panel.rigMode().escape()) {
                    return;
                }
            }
            case SPACE -> panel.togglePlay();
            case LEFT -> panel.stepFrame(-1);
            case RIGHT -> panel.stepFrame(1);
            default -> {
                return;
            }
        }
        event.consume();
    }
}
