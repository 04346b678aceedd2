/**
 * The curve editor: every numeric lane of the tracks it is given (the selected tracks of the focused clip) drawn
 * on one graph in their colours, under the dope sheet's ruler (the same time axis), with a value axis that zooms
 * and pans and a lane list beside it that shows, hides, locks, solos and normalizes lanes. Dragging points and
 * tangent handles, adding and removing keys and box selection each become one command or one gesture on the
 * clip; nothing here changes a clip itself.
 */
package dev.reel.ui.curves;
