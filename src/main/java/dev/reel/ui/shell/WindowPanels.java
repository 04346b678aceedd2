package dev.reel.ui.shell;

import dev.reel.launch.StartupTrace;
import dev.reel.ui.assets.AssetsPanel;
import dev.reel.ui.documents.ProjectWatch;
import dev.reel.ui.inspector.InspectorPanel;
import dev.reel.ui.problems.ProblemsPanel;
import dev.reel.ui.projects.Importing;
import dev.reel.ui.sheets.Thumbnails;
import dev.reel.ui.source.SourcePanel;
import javafx.animation.PauseTransition;
import javafx.util.Duration;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;

/**
 * The panels of one editor window: the four the window places itself (Assets, Inspector, Source, Problems) and
 * the ones {@link PanelCatalog#standard()} plugs into the {@link PanelSlot}s, all built from one
 * {@link PanelContext}. As the project watch's {@link ProjectWatch.Followers} it tells them what changed on disk:
 * pictures forgotten, files checked again, Assets listed again once for a burst of changes.
 */
final class WindowPanels implements ProjectWatch.Followers {
    private final Thumbnails thumbnails;
    private final Importing importing;
    private final AssetsPanel assets;
    private final InspectorPanel inspector;
    private final SourcePanel source;
    private final ProblemsPanel problems;
    private final Map<PanelSlot, EditorPanel> slotted = new EnumMap<>(PanelSlot.class);
    private final PauseTransition assetsRefresh = new PauseTransition(Duration.millis(250));

    /** Builds every panel; Problems reports its counts of errors and warnings to {@code problemCounts}. */
    WindowPanels(PanelContext context, Thumbnails thumbnails, Importing importing,
                 BiConsumer<Integer, Integer> problemCounts) {
        this.thumbnails = thumbnails;
        this.importing = importing;
        assets = new AssetsPanel(context);
        inspector = new InspectorPanel(context);
        source = new SourcePanel(context);
        problems = new ProblemsPanel(context, problemCounts);
        StartupTrace.mark("Assets, Inspector, Source, Problems panels built");
        PanelCatalog.standard().forEach((slot, factory) -> slotted.put(slot, factory.create(context)));
        StartupTrace.mark("Preview, Animation, Animator, Sheet panels built");
        assetsRefresh.setOnFinished(event -> assets.refresh());
    }

    AssetsPanel assets() {
        return assets;
    }

    InspectorPanel inspector() {
        return inspector;
    }

    SourcePanel source() {
        return source;
    }

    ProblemsPanel problems() {
        return problems;
    }

    Map<PanelSlot, EditorPanel> slotted() {
        return slotted;
    }

    /** All panels, built in and slotted, for forwarding and disposal. */
    List<EditorPanel> all() {
        List<EditorPanel> all = new ArrayList<>(List.of(assets, inspector, source, problems));
        all.addAll(slotted.values());
        return all;
    }

    @Override
    public void pictureChanged(Path png) {
        thumbnails.invalidate(png);
        slotted.values().forEach(panel -> panel.pictureChanged(png));
    }

    @Override
    public void checkAll() {
        problems.checkAll();
    }

    @Override
    public void checkFile(Path file) {
        problems.checkFile(file);
    }

    @Override
    public void listAgain() {
        assetsRefresh.playFromStart();
    }

    @Override
    public void assetsChanged() {
        inspector.assetsChanged();
    }

    @Override
    public void reimport(Path file) {
        importing.reimport(file);
    }

    /** Stops the pending refresh (before the panels are disposed). */
    void stopRefresh() {
        assetsRefresh.stop();
    }

    /** Disposes every panel. */
    void dispose() {
        for (EditorPanel panel : all()) {
            panel.dispose();
        }
    }
}
