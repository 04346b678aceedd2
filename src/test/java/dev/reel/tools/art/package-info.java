/**
 * The generator of Reel's committed pixel art: the engine's runner frames and the platformer sample's
 * characters and loot sheet, drawn by code from a small jointed rig and a fixed palette. It lives with the
 * tests because it is a build tool, not part of the editor; {@code SampleArtTest} proves the committed PNGs
 * are exactly its output. It uses java.awt.image and javax.imageio only, and draws every pixel itself (no
 * Java2D shapes, no fonts, StrictMath trigonometry) so the output is identical on every machine.
 */
package dev.reel.tools.art;
