package dev.reel.ui.app;

import atlantafx.base.theme.PrimerDark;
import javafx.application.Application;
import javafx.scene.Scene;

import java.net.URL;

/**
 * The look: AtlantaFX's Primer Dark as the user-agent stylesheet (a neutral dark theme with clear focus and
 * accent colours, the kind artists' tools use) plus one stylesheet of Reel's own, {@code reel.css}, for the
 * panels and widgets the theme does not know.
 */
public final class Theme {
    /** Reel's own stylesheet. */
    public static final String STYLESHEET = "/dev/reel/ui/reel.css";

    private Theme() {
    }

    /** Sets the dark theme for the whole application and Reel's stylesheet on {@code scene}. */
    public static void apply(Scene scene) {
        String theme = new PrimerDark().getUserAgentStylesheet();
        if (!theme.equals(Application.getUserAgentStylesheet())) {
            // Setting it again restyles every open scene, which is slow; it is set once per application.
            Application.setUserAgentStylesheet(theme);
        }
        URL own = Theme.class.getResource(STYLESHEET);
        if (own != null && !scene.getStylesheets().contains(own.toExternalForm())) {
            scene.getStylesheets().add(own.toExternalForm());
        }
    }
}
