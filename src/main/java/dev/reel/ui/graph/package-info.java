/**
 * The Animator graph: a controller drawn as a node editor — state boxes, the Entry and Any State pills and
 * transition arrows labelled with their conditions — with zoom, pan, dragging, connecting, rubber-band
 * selection, context menus and copy/paste, a side panel that edits the selected state or transition and the
 * parameters, and a live view of a running animator ({@link dev.reel.ui.graph.LiveAnimator}). Every change is a
 * command of {@code dev.reel.edit.cmd} on the controller's document; geometry that needs no screen lives in
 * {@link dev.reel.ui.graph.Routes}.
 */
package dev.reel.ui.graph;
