package dev.reel.ui.shell;

import java.util.EnumMap;
import java.util.Map;

/**
 * Which panel fills each slot. A package that builds a panel replaces its slot's line here (one line each,
 * so parallel work merges cleanly); until then the slot shows a labelled placeholder.
 */
public final class PanelCatalog {
    private PanelCatalog() {
    }

    /** The factory of every slot. */
    public static Map<PanelSlot, PanelFactory> standard() {
        Map<PanelSlot, PanelFactory> factories = new EnumMap<>(PanelSlot.class);
        factories.put(PanelSlot.PREVIEW, dev.reel.ui.preview.PreviewPanel::new);
        factories.put(PanelSlot.ANIMATION, dev.reel.ui.dopesheet.AnimationPanel::new);
        factories.put(PanelSlot.ANIMATOR, dev.reel.ui.graph.GraphPanel::new);
        factories.put(PanelSlot.SHEET, dev.reel.ui.slicer.SlicerPanel::new);
        factories.put(PanelSlot.SKELETON, dev.reel.ui.skeleton.SkeletonPanel::new);
        return factories;
    }
}
