package dev.reel.ui.shell;

/** Makes a panel for one project's window; called once per window on the JavaFX thread. */
@FunctionalInterface
public interface PanelFactory {
    EditorPanel create(PanelContext context);
}
