package dev.reel.ui.dopesheet;

import dev.reel.ui.actions.EditTarget;

import java.util.function.BooleanSupplier;

/** What the Edit menu's copy, paste, delete and select all do while the Animation panel has the focus. */
final class SheetEditTarget implements EditTarget {
    private final SheetEditing editing;
    private final BooleanSupplier hasClip;
    private final Runnable selectAll;

    SheetEditTarget(SheetEditing editing, BooleanSupplier hasClip, Runnable selectAll) {
        this.editing = editing;
        this.hasClip = hasClip;
        this.selectAll = selectAll;
    }

    @Override
    public boolean canCopy() {
        return editing.hasKeysOrEvents();
    }

    @Override
    public void copy() {
        editing.clipboard().copy();
    }

    @Override
    public boolean canPaste() {
        return editing.clipboard().canPaste();
    }

    @Override
    public void paste() {
        editing.clipboard().paste();
    }

    @Override
    public boolean canDelete() {
        return editing.hasKeysOrEvents() || !editing.selectedTracks().isEmpty();
    }

    @Override
    public void delete() {
        editing.delete();
    }

    @Override
    public boolean canSelectAll() {
        return hasClip.getAsBoolean();
    }

    @Override
    public void selectAll() {
        selectAll.run();
    }
}
