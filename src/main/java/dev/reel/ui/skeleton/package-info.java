/**
 * The Skeleton panel of a rig document: its bones as a tree with their slots in draw order, drag to reparent a
 * bone or reorder a slot, visibility and lock toggles (view state, not the file), the selected bone's name and
 * length, and the rig's IK constraints (Add IK from the selected bone's chain to a target bone, mix and bend).
 */
package dev.reel.ui.skeleton;
