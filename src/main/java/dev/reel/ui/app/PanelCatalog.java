package dev.reel.ui.app;

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
        factories.put(PanelSlot.PREVIEW, context -> new PlaceholderPanel(PanelSlot.PREVIEW,
                "The preview canvas plays the focused clip or controller here", "dev.reel.ui.preview"));
        factories.put(PanelSlot.ANIMATION, context -> new PlaceholderPanel(PanelSlot.ANIMATION,
                "The dope sheet and curves of the focused clip go here", "dev.reel.ui.dopesheet · dev.reel.ui.curves"));
        factories.put(PanelSlot.ANIMATOR, dev.reel.ui.graph.GraphPanel::new);
        factories.put(PanelSlot.SHEET, context -> new PlaceholderPanel(PanelSlot.SHEET,
                "The slicer of the focused sheet goes here", "dev.reel.ui.slicer"));
        return factories;
    }
}
