/**
 * The preview panel: the SDL canvas (through {@code dev.reel.preview}) showing the focused clip at the time
 * cursor or playing it on fixed steps, a controller with live parameters, and the platformer sandbox whose
 * body drives a controller from the keyboard, feeding the parameters its inputs are mapped to (matched by name
 * or chosen beside the sandbox). The preview follows the focused document unless pinned, with each document's
 * own zoom, pan and mode ({@link dev.reel.ui.preview.PreviewFollowing}), and follows a controller's edits. Posing
 * lives here too: the Nodes list of the previewed clip's tree and Add Child Node…, picking sprites, the move, rotate and scale gizmos drawn over
 * the frame in view pixels, and dragging the position path's key dots; their edits go out as commands. The
 * renderer and the export live in {@code dev.reel.preview}; this package only turns documents, the rig and
 * input into scenes and shows them.
 */
package dev.reel.ui.preview;
