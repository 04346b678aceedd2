/**
 * The immutable values Reel edits: clips, controllers, projects and sprite-sheet sidecars, with the
 * stable ids the command layer addresses them by, and the {@link dev.reel.model.Diagnostic} type every
 * layer reports problems with. Plain Java only: no file access, no parsing, no JavaFX.
 */
package dev.reel.model;
