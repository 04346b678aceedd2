/**
 * The files artists already have, read and written without any other program installed: native Aseprite
 * documents ({@code .aseprite}, {@code .ase}) decoded and composited into a sheet with its cells and one
 * flipbook clip per tag; the atlas data other tools write beside a PNG (Aseprite JSON, TexturePacker and
 * Phaser JSON, libGDX {@code .atlas}) turned into cells and clips; Spine and DragonBones JSON skeletons turned
 * into a rig, its clips and its atlas' sheets; and a sheet with its clips written out as a
 * Godot 4 {@code SpriteFrames} resource, Aseprite-style JSON or a TexturePacker JSON hash. Plain Java over
 * {@code dev.reel.model}, {@code dev.reel.io} and {@code dev.reel.sheet}; nothing here shows a window.
 */
package dev.reel.interop;
