/**
 * Reusable widgets. Each is a Control that holds its state in properties and a Skin that builds its nodes and
 * removes its listeners in {@code dispose()}; states show through CSS pseudo-classes ({@code :invalid}).
 * Panels style them through {@code reel.css}. {@link dev.reel.ui.control.AssetDrag} is the drag format of asset
 * paths that every panel taking sprites reads.
 */
package dev.reel.ui.control;
