/**
 * The geometry behind the Rig mode's mesh and weight tools, plain Java and without a screen: tracing a cell's
 * outline from its alpha, simplifying it, the constrained Delaunay triangulation every mesh edit ends with,
 * automatic weights, the weight brush and the setup pose they are computed in. The undoable commands that use
 * them live in {@code dev.reel.edit.cmd}; the rules are in docs/formats.md ("Making and binding meshes").
 */
package dev.reel.edit.rig;
