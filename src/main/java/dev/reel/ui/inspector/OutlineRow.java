package dev.reel.ui.inspector;

import javafx.event.EventDispatchChain;
import javafx.scene.control.TreeItem;

/**
 * A row of the clip outline whose entry can be written anew without the tree rebuilding its rows. A tree item's
 * new value is announced up to the tree's root, and the tree's skin answers it by rebuilding every visible cell
 * (each restyled and laid out again, the flow's size estimated afresh): a key drag paid for that on every frame
 * to change the time of one row. {@link #show} tells only the cell showing the row ({@link OutlineCell} watches
 * its row's value); a row not shown is read when it scrolls into view.
 */
class OutlineRow extends TreeItem<Outline.Entry> {
    private boolean quiet;

    OutlineRow(Outline.Entry entry) {
        super(entry);
    }

    /** Shows {@code entry} in the cell showing this row, if any, without the tree hearing of it. */
    void show(Outline.Entry entry) {
        quiet = true;
        try {
            setValue(entry);
        } finally {
            quiet = false;
        }
    }

    @Override
    public EventDispatchChain buildEventDispatchChain(EventDispatchChain tail) {
        return quiet ? tail : super.buildEventDispatchChain(tail);
    }
}
