package dev.reel.ui.theme;

import atlantafx.base.theme.PrimerDark;
import javafx.application.Application;
import javafx.scene.Group;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.scene.control.Dialog;
import javafx.scene.paint.Color;
import javafx.stage.Modality;
import javafx.stage.Window;

import java.net.URL;

/**
 * The look: AtlantaFX's Primer Dark as the user-agent stylesheet (a neutral dark theme with clear focus and
 * accent colours, the kind artists' tools use) plus Reel's own stylesheets, {@code reel.css} for the panels
 * and widgets the theme does not know and {@code graph.css} for the Animator graph. Every dialog goes through
 * {@link #dress} so that it looks like the window it belongs to.
 */
public final class Theme {
    /** Reel's own stylesheet. */
    public static final String STYLESHEET = "/dev/reel/ui/reel.css";
    /** The window colour behind a dialog's pane: the theme's {@code -color-bg-default} of Primer Dark. */
    static final Color DIALOG_FILL = Color.web("#0d1117");

    private Theme() {
    }

    /**
     * Sets the dark theme for the whole application. Called before the first control is made: the first
     * control otherwise loads JavaFX's own Modena stylesheet (some 50 ms of every start) only for it to be
     * replaced. Setting it again restyles every open scene, which is slow, so it is set once.
     */
    public static void setForApplication() {
        String theme = new PrimerDark().getUserAgentStylesheet();
        if (!theme.equals(Application.getUserAgentStylesheet())) {
            Application.setUserAgentStylesheet(theme);
        }
    }

    /**
     * The Animator graph's stylesheet. It is a scene stylesheet after {@link #STYLESHEET}, not one of the graph
     * panel's own: JavaFX keeps the users of a panel's stylesheet in a list, adds every styled parent under the
     * panel to it and searches it linearly each time, which was 16% of opening a 600-arrow graph. After
     * {@code reel.css} its rules win as they did on the panel, and its selectors all start from the graph's own
     * style classes, so nothing outside the graph matches them.
     */
    public static final String GRAPH_STYLESHEET = "/dev/reel/ui/graph.css";

    /**
     * A scene of {@code width} × {@code height} showing {@code root}, dressed by {@link #apply} before the root
     * goes in. JavaFX matches every node against the stylesheets when it enters a scene, and a scene's stylesheets
     * added afterwards throw those matches away and make them again (JFR of the editor window's opening: about 2.5%
     * of its selector matching was that discarded first pass). {@code extra}: the resource paths of more
     * stylesheets of this scene, after Reel's own.
     */
    public static Scene scene(Parent root, double width, double height, String... extra) {
        Scene scene = new Scene(new Group(), width, height);
        apply(scene);
        for (String sheet : extra) {
            addStylesheet(scene, sheet);
        }
        scene.setRoot(root);
        return scene;
    }

    /** Adds the stylesheet at resource path {@code sheet} to {@code scene}, unless it has it or it is missing. */
    private static void addStylesheet(Scene scene, String sheet) {
        URL url = Theme.class.getResource(sheet);
        if (url != null && !scene.getStylesheets().contains(url.toExternalForm())) {
            scene.getStylesheets().add(url.toExternalForm());
        }
    }

    /** Sets the dark theme for the whole application (if not yet) and Reel's stylesheets on {@code scene}. */
    public static void apply(Scene scene) {
        setForApplication();
        for (String sheet : new String[] {STYLESHEET, GRAPH_STYLESHEET}) {
            addStylesheet(scene, sheet);
        }
    }

    /** An alert modal to {@code owner}'s window (null: to none), dressed like it. */
    public static Alert alert(Window owner, Alert.AlertType type, String title, String header) {
        Alert alert = new Alert(type);
        dress(alert, owner);
        alert.initModality(Modality.WINDOW_MODAL);
        alert.setTitle(title);
        alert.setHeaderText(header);
        return alert;
    }

    /**
     * Makes {@code dialog} belong to {@code owner} (null: no owner) and look like it: the owner's stylesheets
     * (Reel's own even without an owner), the {@code reel-dialog} style class, and a dark window behind the pane
     * so that no white shows while the dialog opens or is resized.
     */
    public static void dress(Dialog<?> dialog, Window owner) {
        if (owner != null) {
            dialog.initOwner(owner);
        }
        var sheets = dialog.getDialogPane().getStylesheets();
        if (owner != null && owner.getScene() != null) {
            sheets.setAll(owner.getScene().getStylesheets());
        }
        URL own = Theme.class.getResource(STYLESHEET);
        if (own != null && !sheets.contains(own.toExternalForm())) {
            sheets.add(own.toExternalForm());
        }
        if (!dialog.getDialogPane().getStyleClass().contains("reel-dialog")) {
            dialog.getDialogPane().getStyleClass().add("reel-dialog");
        }
        if (dialog.getDialogPane().getScene() != null) {
            dialog.getDialogPane().getScene().setFill(DIALOG_FILL);
        }
        dialog.getDialogPane().sceneProperty().addListener((observable, old, scene) -> {
            if (scene != null) {
                scene.setFill(DIALOG_FILL);
            }
        });
    }
}
