/**
 * The Source view: the focused document's text with highlighting, line numbers and underlined diagnostics.
 * Typing reparses after a pause; a good parse replaces the document's value as one undoable command (the
 * reparses of one typing session merge until the focus leaves), a bad one leaves the model alone and shows its
 * problems. The highlighter is a pure function, tested without a screen.
 */
package dev.reel.ui.source;
