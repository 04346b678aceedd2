package dev.reel.ui.documents;

import javafx.beans.InvalidationListener;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.Tooltip;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The strip of open documents above the preview: one tab per document with its name (with its folder when another
 * open document has the same file name, {@link TabNames}) and a dot while it has unsaved changes; selecting a tab focuses its document, closing one asks first when it is dirty.
 */
public final class DocumentTabs {
    private final Workspace workspace;
    private final Consumer<OpenDocument<?>> close;
    private final TabPane tabs = new TabPane();
    private final Map<OpenDocument<?>, Tab> byDocument = new HashMap<>();
    private final Map<OpenDocument<?>, InvalidationListener> stampListeners = new HashMap<>();
    private final ListChangeListener<OpenDocument<?>> documentsListener = change -> sync();
    private boolean syncing;

    /** {@code close} is asked to close a document (it asks about unsaved changes). */
    public DocumentTabs(Workspace workspace, Consumer<OpenDocument<?>> close) {
        this.workspace = workspace;
        this.close = close;
        tabs.setId("document-tabs");
        tabs.getStyleClass().add("document-tabs");
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.ALL_TABS);
        tabs.setTabDragPolicy(TabPane.TabDragPolicy.REORDER);
        workspace.documents().addListener(documentsListener);
        workspace.focusedProperty().addListener((observable, old, document) -> selectFocused());
        tabs.getSelectionModel().selectedItemProperty().addListener((observable, old, tab) -> {
            if (!syncing && tab != null) {
                workspace.focus((OpenDocument<?>) tab.getUserData());
            }
        });
        sync();
    }

    public TabPane node() {
        return tabs;
    }

    private void sync() {
        syncing = true;
        try {
            for (OpenDocument<?> document : Map.copyOf(byDocument).keySet()) {
                if (!workspace.documents().contains(document)) {
                    tabs.getTabs().remove(byDocument.remove(document));
                    document.stampProperty().removeListener(stampListeners.remove(document));
                }
            }
            for (OpenDocument<?> document : workspace.documents()) {
                if (!byDocument.containsKey(document)) {
                    Tab tab = new Tab();
                    tab.setUserData(document);
                    tab.setTooltip(new Tooltip(document.name()));
                    tab.setOnCloseRequest(event -> {
                        event.consume();
                        close.accept(document);
                    });
                    byDocument.put(document, tab);
                    // A rename may tell two same-named documents apart, or make two alike: every tab is named again.
                    InvalidationListener listener = observable -> labelAll();
                    stampListeners.put(document, listener);
                    document.stampProperty().addListener(listener);
                    tabs.getTabs().add(tab);
                }
            }
            labelAll();
        } finally {
            syncing = false;
        }
        selectFocused();
    }

    private void labelAll() {
        byDocument.forEach((document, tab) -> label(tab, document));
    }

    private void label(Tab tab, OpenDocument<?> document) {
        String text = workspace.displayName(document) + (document.dirty() ? "  •" : "");
        if (!text.equals(tab.getText())) {
            tab.setText(text);
        }
        tab.getTooltip().setText(document.name());
        tab.getStyleClass().removeAll("dirty", "deleted");
        if (document.dirty()) {
            tab.getStyleClass().add("dirty");
        }
        if (document.deletedOnDisk()) {
            tab.getStyleClass().add("deleted");
        }
    }

    private void selectFocused() {
        Tab tab = byDocument.get(workspace.focused());
        if (tab != null && tabs.getSelectionModel().getSelectedItem() != tab) {
            syncing = true;
            try {
                tabs.getSelectionModel().select(tab);
            } finally {
                syncing = false;
            }
        }
    }

    public void dispose() {
        workspace.documents().removeListener(documentsListener);
        stampListeners.forEach((document, listener) -> document.stampProperty().removeListener(listener));
    }
}
