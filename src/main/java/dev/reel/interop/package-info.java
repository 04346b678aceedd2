/**
 * The files artists already have, read and written without any other program installed: native Aseprite
 * documents ({@code .aseprite}, {@code .ase}) decoded and composited into a sheet with its cells and one
 * flipbook clip per tag; the atlas data other tools write beside a PNG (Aseprite JSON, TexturePacker and
 * Phaser JSON, libGDX {@code .atlas}) turned into cells and clips; Spine and DragonBones JSON skeletons turned
 * into a rig, its clips and its atlas' sheets; a sheet with its clips written out as a
 * Godot 4 {@code SpriteFrames} resource, Aseprite-style JSON or a TexturePacker JSON hash; and clips and
 * controllers written as a Godot 4 {@code AnimationLibrary} and {@code AnimationTree} root
 * ({@link dev.reel.interop.GodotExport}). Plain Java over {@code dev.reel.model}, {@code dev.reel.io},
 * {@code dev.reel.sheet} and, for the bezier handles keys play with, {@code dev.reel.runtime}; nothing here
 * shows a window.
 */
package dev.reel.interop;
