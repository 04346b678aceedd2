/**
 * Files on disk to model values and back: the clip, controller, rig, project and {@code .meta} codecs with their
 * import diagnostics, the flat frame-bank JSON that {@code reel export --bank} writes, project folder scanning and checking, asset path resolution that never leaves the
 * project, and atomic saves. Nothing here draws or plays; the syntax itself lives in {@code dev.reel.doc}.
 */
package dev.reel.io;
