package dev.reel.edit;

/**
 * Something that changed in a document: its new value, why, and the view state to show with it.
 *
 * <p>{@link Kind#EDIT}, {@link Kind#UNDO}, {@link Kind#REDO} and {@link Kind#RELOAD} mean the history moved
 * (refresh the Edit menu and the dirty mark as well as the views); {@link Kind#SAVE} only moved the saved
 * marker; {@link Kind#GESTURE_PREVIEW} and {@link Kind#GESTURE_CANCEL} are live values of an open gesture or
 * transaction that the history has not recorded (yet), so views redraw and nothing else.
 *
 * @param value the document's value now
 * @param label the label of the step or command concerned ("Move 3 keys"); for SAVE the document's title
 * @param view  the view state now: for UNDO the step's view before it, for REDO the view after it
 */
public record Change<T>(T value, Kind kind, String label, ViewState view) {

    /** Why a document's value or state changed. */
    public enum Kind { EDIT, UNDO, REDO, RELOAD, SAVE, GESTURE_PREVIEW, GESTURE_CANCEL }
}
