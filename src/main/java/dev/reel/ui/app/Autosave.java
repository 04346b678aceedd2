package dev.reel.ui.app;

import javafx.animation.Animation;
import javafx.application.Platform;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.util.Duration;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * Copies every dirty document to this session's recovery folder on a fixed interval (60 s unless the system
 * property {@code reel.autosave.seconds} says otherwise) and drops the copies of documents that are saved or
 * closed. It never writes over the user's files: that is what Save is for.
 */
public final class Autosave {
    /** The system property holding the interval in seconds. */
    public static final String INTERVAL_PROPERTY = "reel.autosave.seconds";

    private final Workspace workspace;
    private final RecoverySession session;
    private final Timeline timeline;
    /** The text last written per document name, so an unchanged dirty document is not rewritten. */
    private final Map<String, String> written = new HashMap<>();
    private int writes;
    private final MemoryAlarm memoryAlarm = new MemoryAlarm(() -> Platform.runLater(this::memoryShort));
    private java.util.function.Consumer<String> tell = message -> { };

    public Autosave(Workspace workspace, RecoverySession session) {
        this.workspace = workspace;
        this.session = session;
        this.timeline = new Timeline(new KeyFrame(Duration.seconds(interval()), event -> tick()));
        timeline.setCycleCount(Animation.INDEFINITE);
        workspace.addSaveListener(this::saved);
    }

    /** The interval in seconds from {@value #INTERVAL_PROPERTY}, 60 by default. */
    public static double interval() {
        try {
            double seconds = Double.parseDouble(System.getProperty(INTERVAL_PROPERTY, "60"));
            return seconds > 0 ? seconds : 60;
        } catch (NumberFormatException e) {
            return 60;
        }
    }

    public void start() {
        timeline.play();
        memoryAlarm.install();
    }

    public void stop() {
        timeline.stop();
        memoryAlarm.uninstall();
    }

    /** Where to say that memory runs short (the window's status line). */
    public void tellingWith(java.util.function.Consumer<String> teller) {
        tell = teller;
    }

    /** Memory is nearly full: keep the work first, then say so, once. */
    void memoryShort() {
        tick();
        tell.accept("Memory is running short: your unsaved work was autosaved. Save, then restart Reel with a "
                + "larger heap (java -Xmx4g -jar reel.jar)");
    }

    /** How many copies have been written so far (tests wait on it). */
    public int writes() {
        return writes;
    }

    /**
     * A document was saved: its copy goes at once, so a crash right after the save offers nothing to recover
     * (waiting for the next tick left a copy equal to the file, offered as "No differences"). A document still
     * dirty after the save (its Source view holds a draft with errors) keeps its copy.
     */
    public void saved(OpenDocument<?> document) {
        if (session == null || document.dirty()) {
            return;
        }
        session.remove(workspace.folder().root(), document.name());
        written.remove(document.name());
    }

    /** Writes the dirty documents now and removes the copies of the clean ones. */
    public void tick() {
        if (session == null) {
            return;
        }
        Path root = workspace.folder().root();
        Map<String, String> still = new HashMap<>();
        for (OpenDocument<?> document : workspace.documents()) {
            if (!document.dirty()) {
                continue;
            }
            String text = document.workingText();
            still.put(document.name(), text);
            if (!text.equals(written.get(document.name()))) {
                session.write(root, document.name(), text);
                writes++;
            }
        }
        for (String name : written.keySet()) {
            if (!still.containsKey(name)) {
                session.remove(root, name);
            }
        }
        written.clear();
        written.putAll(still);
    }
}
