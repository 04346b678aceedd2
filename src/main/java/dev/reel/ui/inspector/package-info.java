/**
 * The Inspector: an outline of the focused document to select in, and a property sheet of the selected
 * element whose rows read the model by id and write through commands of {@code dev.reel.edit.cmd} — never by
 * changing anything themselves. Editors fit the property: numbers, vectors, a colour picker, enum choices and
 * asset pickers.
 */
package dev.reel.ui.inspector;
