/**
 * Reusable widgets. Each is a Control that holds its state in properties and a Skin that builds its nodes and
 * removes its listeners in {@code dispose()}; states show through CSS pseudo-classes ({@code :invalid}).
 * Panels style them through {@code reel.css}. A control drawn in colours from CSS extends
 * {@link dev.reel.ui.control.StyledControl}, which holds its {@link dev.reel.ui.control.StyledPaints} values and
 * answers them as its CSS metadata; one drawn by a {@link dev.reel.ui.control.CanvasSkin} extends
 * {@link dev.reel.ui.control.CanvasControl}, which adds {@code redrawNow()}: the time ruler is a StyledControl,
 * the dope sheet, its track list and the curve view are CanvasControls. Beside the widgets: the number, unit and
 * name formatting every panel shares ({@link dev.reel.ui.control.Readout}, {@link dev.reel.ui.control.Unit},
 * {@link dev.reel.ui.control.PropertyNames}), the one way times are written and read in the notation chosen for
 * the window ({@link dev.reel.ui.control.TimeFormat}, {@link dev.reel.ui.control.TimeNotation}; a canvas control
 * repaints when it changes), the time-axis helpers, and {@link dev.reel.ui.control.AssetDrag},
 * the drag format of asset paths that every panel taking sprites reads.
 */
package dev.reel.ui.control;
