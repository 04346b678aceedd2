/**
 * The clip runtime: clips compiled once into primitive arrays ({@link dev.reel.runtime.CompiledClip}),
 * sampled with per-track cursors ({@link dev.reel.runtime.ClipSampler}), and played on fixed steps by
 * {@link dev.reel.runtime.ClipPlayer} exactly per docs/formats.md into an {@link dev.reel.runtime.AnimationTarget}.
 * Controllers are compiled the same way ({@link dev.reel.runtime.CompiledController}) and run by
 * {@link dev.reel.runtime.Animator} per docs/formats.md: transitions, cross-fade blends, blend events and root motion
 * (through a {@link dev.reel.runtime.MotionBody}), sharing the clip runtime's stepping and event rules.
 * It also holds what {@code reel play} and {@code reel replay} need to be thin wrappers: scripts, runners and
 * their JSON reports. Plain Java on the model only: no files, no parsing, no JavaFX.
 */
package dev.reel.runtime;
