/**
 * The generator of Reel's application icon files: {@code icons/reel.svg} rendered to PNGs of every size the
 * desktops ask for, and packed into Windows {@code .ico} and macOS {@code .icns} containers. It lives with the
 * tests because it is a build tool, not part of the editor; {@code IconSetTest} proves the committed files are
 * its output.
 */
package dev.reel.tools.icons;
