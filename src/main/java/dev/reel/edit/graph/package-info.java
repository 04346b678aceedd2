/**
 * The geometry of a controller's graph as the Animator draws it, in plain Java: where boxes and pills sit
 * ({@link dev.reel.edit.graph.Placement}, {@link dev.reel.edit.graph.LayeredLayout}), how transitions run
 * around the boxes ({@link dev.reel.edit.graph.Router}) and where their labels go
 * ({@link dev.reel.edit.graph.LabelLayout}), all gathered by {@link dev.reel.edit.graph.Geometry}, and the
 * check that counts what a reader would stumble on ({@link dev.reel.edit.graph.GeometryCheck}). Sizes of text
 * come in as a function, so nothing here knows JavaFX; the view draws what this computes.
 */
package dev.reel.edit.graph;
