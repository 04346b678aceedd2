/**
 * The clip runtime: clips compiled once into primitive arrays ({@link dev.reel.runtime.CompiledClip}),
 * sampled with per-track cursors ({@link dev.reel.runtime.ClipSampler}), and played on fixed steps by
 * {@link dev.reel.runtime.ClipPlayer} exactly per SPEC §4a into an {@link dev.reel.runtime.AnimationTarget}.
 * It also holds what {@code reel play} needs to be a thin wrapper: scripts, the runner and its JSON
 * reports. Plain Java on the model only: no files, no parsing, no JavaFX.
 */
package dev.reel.runtime;
