/**
 * Reel for games: load a project's clips and controllers and play them on fixed steps, with nothing of the editor.
 * This package and the packages it stands on ({@code doc}, {@code model}, the reading codecs of {@code io},
 * {@code runtime}) are what {@code target/reel-runtime.jar} holds; a game needs that jar alone.
 *
 * <p>Start at {@link dev.reel.play.ReelProject}: {@link dev.reel.play.ReelProject#open(java.nio.file.Path)} a
 * project folder, or {@link dev.reel.play.ReelProject#open(dev.reel.play.AssetSource)} a game's own resources;
 * load a {@link dev.reel.play.ReelClip} or a {@link dev.reel.play.ReelController} (both immutable, shared by every
 * player and animator made from them, and by every thread); make a {@link dev.reel.play.ReelPlayer} or a
 * {@link dev.reel.play.ReelAnimator} per character; set parameters, {@code step()} once per fixed step, read the
 * pose through {@link dev.reel.play.ReelChannel}s looked up once, and receive events through a
 * {@link dev.reel.play.ReelEventListener}. A file Reel cannot load is a {@link dev.reel.play.ReelLoadException}
 * carrying the project's diagnostics ({@code file:line:col CODE message}), never a crash.
 *
 * <p>Playback follows the rules of docs/formats.md exactly as {@code reel play} and {@code reel replay} do: the same
 * values and the same state hash on every step, on every JVM and platform. See docs/runtime.md.
 */
package dev.reel.play;
