/**
 * The curve editor: the selected numeric track of the focused clip drawn as its bezier curves — one lane or all
 * lanes overlaid in their colours — under the dope sheet's ruler (the same time axis), with a value axis that
 * zooms and pans. Dragging points and tangent handles, adding and removing keys and box selection each become
 * one command or one gesture on the clip; nothing here changes a clip itself.
 */
package dev.reel.ui.curves;
