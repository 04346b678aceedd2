package dev.reel.ui.shell;

import dev.reel.launch.StartupTrace;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;

/**
 * The start-up trace's marks of the window's pulses ({@code -Dreel.startup.trace=true}): each pulse's end of CSS and
 * layout, and how many nodes the scene held at the first one. Nothing is installed when the trace is off.
 */
final class FirstPulseTrace {
    private FirstPulseTrace() {
    }

    static void install(Scene scene) {
        if (!StartupTrace.on()) {
            return;
        }
        boolean[] counted = {false};
        scene.addPostLayoutPulseListener(() -> {
            StartupTrace.mark("first pulse (CSS, layout)");
            if (!counted[0]) {
                counted[0] = true;
                StartupTrace.mark("nodes in the scene at the first pulse: " + nodes(scene.getRoot()));
            }
        });
    }

    /** How many nodes {@code node} and everything under it make. */
    private static int nodes(Node node) {
        int count = 1;
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                count += nodes(child);
            }
        }
        return count;
    }
}
