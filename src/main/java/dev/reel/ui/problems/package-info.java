/**
 * The Problems panel: every diagnostic of the project as {@code reel check} sees the files, with the problems
 * of what is being edited for open documents; filters by severity and text; a double-click shows the place in
 * Source.
 */
package dev.reel.ui.problems;
